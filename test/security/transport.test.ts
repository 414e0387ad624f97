import net from 'node:net';
import { startServer, type ServerProcess } from '../helpers/server-process';

let server: ServerProcess;

beforeAll(async () => {
  server = await startServer();
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

/** Sends raw bytes (no URL normalisation by a client library) and returns the raw response. */
function rawRequest(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let response = '';
    socket.on('data', (chunk) => (response += chunk.toString()));
    socket.on('end', () => resolve(response));
    socket.on('error', reject);
  });
}

describe('transport and parsing', () => {
  test.each(['/assets/../../package.json', '/assets/%2e%2e/%2e%2e/package.json', '/media/..%2f..%2fpackage.json', '/..%2f..%2fsrc/server/env.ts', '/.env', '/media/%00.mp4'])(
    'static files cannot escape their folders: %s',
    async (path) => {
      const response = await rawRequest(server.port, `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
      expect(response).not.toContain('"name": "stratum-site"');
      expect(response).not.toContain('EnvSchema');
      expect(response).toMatch(/^HTTP\/1\.1 (400|403|404)/);
    },
  );

  test('a client that sends its headers slowly is cut off by the server', async () => {
    const started = Date.now();
    const closed = await new Promise<number>((resolve) => {
      const socket = net.connect(server.port, '127.0.0.1', () => socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n'));
      // One header line every 2 s: never finishing the request.
      const drip = setInterval(() => socket.write(`X-Slow-${Date.now()}: 1\r\n`), 2000);
      socket.on('close', () => {
        clearInterval(drip);
        resolve(Date.now() - started);
      });
      socket.on('error', () => undefined);
    });
    expect(closed).toBeLessThan(16_000);
  }, 30_000);
});
