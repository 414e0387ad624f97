import { startServer } from '../helpers/server-process';

test('the built server warms up before it listens, and the first real post finds its limits untouched', async () => {
  const server = await startServer({ env: { WARM_UP_POSTS: '40' } });
  try {
    const logs = server.logs.join('');
    expect(logs).toContain('warm-up: 40 of 40 contact posts through a throwaway database');
    // The warm-up line comes before the server says it listens.
    expect(logs.indexOf('warm-up:')).toBeLessThan(logs.indexOf('listening on'));
    const res = await fetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ name: 'First', email: 'first@example.com', message: 'The first real message after a start.' }),
    });
    expect(res.status).toBe(201);
    // The default limits (5 a minute, 30 a day): this message is the first one counted.
    expect(res.headers.get('ratelimit')).toMatch(/"contact-minute"; r=4; t=\d+, "contact-day"; r=29; t=\d+/);
  } finally {
    await server.stop();
  }
}, 60_000);
