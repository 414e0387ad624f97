/**
 * The request headers of the clients that post to /api/contact, in the order each sends them, for the
 * start-up warm-up (contact-warm-up.ts). A request's headers object gets its shape from the names and
 * their order, and code paths such as compression's accept-encoding branch run only for the clients that
 * send them: a warm-up with one kind of client leaves V8 code optimised for that shape alone, which the
 * first different real request throws away ("wrong map" deoptimisations) and compiles again while
 * visitors wait. Rotating through these makes the optimised code expect every kind from the start.
 * Host, Content-Length and Connection are added by Node's client where each browser puts them.
 */
export type WarmUpHeaders = (origin: string) => Record<string, string>;

const CHROME_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_UA = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

export const WARM_UP_CLIENTS: WarmUpHeaders[] = [
  // The contact dialog's fetch in Chromium.
  (origin) => ({
    'sec-ch-ua-platform': '"Linux"',
    'user-agent': CHROME_UA,
    'sec-ch-ua': '"Chromium";v="131", "Not_A Brand";v="24"',
    'content-type': 'application/json',
    'sec-ch-ua-mobile': '?0',
    accept: '*/*',
    origin,
    'sec-fetch-site': 'same-origin',
    'sec-fetch-mode': 'cors',
    'sec-fetch-dest': 'empty',
    referer: `${origin}/contact`,
    'accept-encoding': 'gzip, deflate, br, zstd',
    'accept-language': 'en-US,en;q=0.9',
  }),
  // The same in Firefox.
  (origin) => ({
    'user-agent': FIREFOX_UA,
    accept: '*/*',
    'accept-language': 'en-US,en;q=0.5',
    'accept-encoding': 'gzip, deflate, br, zstd',
    referer: `${origin}/`,
    'content-type': 'application/json',
    origin,
    'sec-fetch-dest': 'empty',
    'sec-fetch-mode': 'cors',
    'sec-fetch-site': 'same-origin',
    priority: 'u=0',
  }),
  // Safari on a phone.
  (origin) => ({
    'content-type': 'application/json',
    accept: '*/*',
    'sec-fetch-site': 'same-origin',
    origin,
    'sec-fetch-mode': 'cors',
    'user-agent': SAFARI_UA,
    referer: `${origin}/projects`,
    'sec-fetch-dest': 'empty',
    'accept-language': 'en-US,en;q=0.9',
    'accept-encoding': 'gzip, deflate, br',
  }),
  // A script: Node's fetch (undici), which is also what the load benchmark sends.
  (origin) => ({
    'content-type': 'application/json',
    origin,
    accept: '*/*',
    'accept-language': '*',
    'sec-fetch-mode': 'cors',
    'user-agent': 'node',
    'accept-encoding': 'gzip, deflate',
  }),
];
