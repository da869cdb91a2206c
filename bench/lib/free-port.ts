import { createServer } from 'node:net';

/** A TCP port free on 127.0.0.1 right now, for a server a benchmark starts. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
