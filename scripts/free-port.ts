/** A free TCP port on 127.0.0.1, for the queue benchmark and the multi-process tests that start Redis and the service. */
import { createServer } from 'node:net';

/** The kernel's choice of a free port, released again for the caller to bind. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}
