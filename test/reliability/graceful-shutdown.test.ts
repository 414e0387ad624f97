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
