import { WARM_UP_CLIENTS } from '../../src/server/contact/warm-up-clients';

// The warm-up only warms what its posts get through: a post the API refuses (no Origin, not JSON) would
// exercise the refusal instead of the path visitors take.
test.each(WARM_UP_CLIENTS.map((headers, i) => [i, headers] as const))('warm-up client %i posts JSON from the site itself', (_i, headers) => {
  const sent = headers('https://studio.example');
  expect(sent.origin).toBe('https://studio.example');
  expect(sent['content-type']).toBe('application/json');
  expect(sent['user-agent']).toEqual(expect.any(String));
});

test('the clients differ in the headers they send, as browsers and scripts do', () => {
  const shapes = new Set(WARM_UP_CLIENTS.map((headers) => Object.keys(headers('https://studio.example')).join(',')));
  expect(shapes.size).toBe(WARM_UP_CLIENTS.length);
});
