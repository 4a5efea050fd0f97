// Serves the built example: static assets from dist/client, and every page rendered by
// dist/server/entry-server.js into dist/client/index.html. `node serve.js [port]`.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));
const TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html' };

/**
 * Starts the example's server on 127.0.0.1.
 * @param {number} port 0 picks a free one.
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startExampleServer(port = 0) {
  const template = await readFile(join(root, 'dist/client/index.html'), 'utf8');
  const { render } = await import(pathToFileURL(join(root, 'dist/server/entry-server.js')).href);
  const server = createServer(async (request, response) => {
    const path = normalize(new URL(request.url ?? '/', 'http://example').pathname);
    if (path.startsWith('/assets/')) {
      try {
        const body = await readFile(join(root, 'dist/client', path));
        response.writeHead(200, {
          'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
        });
        response.end(body);
      } catch {
        response.writeHead(404).end();
      }
      return;
    }
    const html = template.replace('<!--app-html-->', render());
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://127.0.0.1:${actualPort}/`,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { url } = await startExampleServer(Number(process.argv[2] ?? 5180));
  console.log(`SSR example on ${url}`);
}
