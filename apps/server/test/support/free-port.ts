import { createServer } from 'node:net';

/** A TCP port nothing listens on right now (the OS picks it), for a server a test starts. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
