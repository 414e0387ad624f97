import net from 'node:net';
import { startServer } from '../helpers/server-process';

describe('graceful shutdown', () => {
  test('SIGTERM lets an in-flight request finish, refuses new connections, then exits 0', async () => {
    const server = await startServer();
    const body = JSON.stringify({ name: 'Late', email: 'late@example.com', message: 'Sent while the server was stopping' });
    const socket = net.connect(server.port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let response = '';
    socket.on('data', (chunk) => (response += chunk.toString()));
    const ended = new Promise((resolve) => socket.once('close', resolve));

    // Headers and half the body, then SIGTERM while the request is still arriving.
    socket.write(
      `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nOrigin: ${server.url}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`,
    );
    socket.write(body.slice(0, 20));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const exit = server.stop('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));

    const refused = await new Promise<boolean>((resolve) => {
      const probe = net.connect(server.port, '127.0.0.1');
      probe.once('error', () => resolve(true));
      probe.once('connect', () => {
        probe.destroy();
        resolve(false);
      });
    });
    expect(refused).toBe(true);

    socket.write(body.slice(20));
    await ended;
    expect(response).toMatch(/^HTTP\/1\.1 201/);
    expect(await exit).toBe(0);
    expect(server.logs.join('')).toContain('SIGTERM: finishing in-flight requests');
  }, 30_000);
});

/** A signed-in session cookie, through the JSON sign-in API. */
async function signIn(url: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin: url }, body: JSON.stringify({ email, password }) });
  expect(res.status).toBe(200);
  return res.headers.get('set-cookie')!.split(';')[0]!;
}

describe('graceful shutdown with clients that already left', () => {
  test('the database closes only after every started request has ended, so none is cut off mid-query', async () => {
    const admin = { email: 'shutdown@example.com', password: 'shutdown test password' };
    const server = await startServer({ env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password } });
    const cookie = await signIn(server.url, admin.email, admin.password);

    // Twenty admin pages (session, user and inbox reads, then a render) queue up on the server; each
    // client hangs up as soon as its request is written, and SIGTERM follows at once. The sockets are
    // gone before the handlers are done, so the server's 'close' comes while they still query.
    const request = `GET /admin HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nCookie: ${cookie}\r\n\r\n`;
    await Promise.all(
      Array.from({ length: 20 }, () => new Promise<void>((resolve) => {
        const socket = net.connect(server.port, '127.0.0.1', () => socket.write(request, () => {
          socket.destroy();
          resolve();
        }));
      })),
    );
    const code = await server.stop('SIGTERM');
    const logs = server.logs.join('');
    expect(logs).not.toMatch(/client was closed|must be connected|unhandled error|could not preload the inbox/);
    expect(code).toBe(0);
  }, 30_000);
});
