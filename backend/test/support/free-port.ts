import { createServer } from 'node:net';

/**
 * A TCP port nobody listens on now, from the operating system. Suites that need a fixed port
 * before they start a server (a proxy, a private database, a child process) take one from here,
 * so test files running side by side (docs/testing-and-benchmarks.md) never collide.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
