import { createServer } from 'node:net';

/**
 * A TCP port on 127.0.0.1 that nothing listens on right now, for a server a script starts.
 *
 * @returns {Promise<number>}
 * @example
 * ```js
 * const port = await freePort();
 * ```
 */
export async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}
