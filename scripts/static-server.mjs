// @ts-check
/** A minimal static file server for storybook-static/ (used by the screenshot and offline check), and its handler. */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/**
 * A request handler that answers from the files under `dir` (a folder's index.html for the
 * folder), as a static host does: no transform. `headers` go with every page (.html), e.g. a
 * Content-Security-Policy. A file that is not there goes to `next` (a middleware's chain), else 404.
 * @param {string} dir
 * @param {Record<string, string>} [headers]
 * @returns {(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse, next?: () => void) => void}
 */
export function staticFiles(dir, headers = {}) {
  const root = path.resolve(dir);
  return (request, response, next) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    if (pathname === '/favicon.ico') {
      response.writeHead(204).end(); // browsers ask for it; Storybook ships an SVG icon instead
      return;
    }
    let file = path.join(root, pathname);
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!file.startsWith(root) || !existsSync(file)) {
      if (next) next();
      else response.writeHead(404).end();
      return;
    }
    const extension = path.extname(file);
    response.writeHead(200, {
      'content-type': TYPES[/** @type {keyof TYPES} */ (extension)] ?? 'application/octet-stream',
      ...(extension === '.html' ? headers : {}),
    });
    createReadStream(file).pipe(response);
  };
}

/**
 * Serves `dir` on 127.0.0.1 (a free port); resolves to its base URL and a close function.
 * `headers` go with every page (.html), e.g. a Content-Security-Policy.
 * @param {string} dir
 * @param {Record<string, string>} [headers]
 * @returns {Promise<{ url: string, close: () => void }>}
 */
export async function serveStatic(dir, headers = {}) {
  const handle = staticFiles(dir, headers);
  const server = createServer((request, response) => handle(request, response));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() };
}
