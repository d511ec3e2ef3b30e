// @ts-check
/**
 * docs/screenshot.png for the README: one story of the built Storybook, shot with the system
 * Chromium. Run `npm run build-storybook` first, then `node scripts/screenshot.mjs [story-id]`.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { chromium } from 'playwright-core';

const root = path.resolve('storybook-static');
const story = process.argv[2] ?? 'royal-ur-positions--bell-match-near-target';
const output = path.resolve('docs/screenshot.png');
if (!existsSync(path.join(root, 'iframe.html'))) throw new Error('no storybook-static/: run npm run build-storybook first');

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.woff2': 'font/woff2' };
const server = createServer((request, response) => {
  if (request.url === '/favicon.ico') {
    response.writeHead(204).end(); // the browser asks; Storybook has none
    return;
  }
  const file = path.join(root, decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname));
  if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': types[/** @type {keyof types} */ (path.extname(file))] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
const address = server.address();
const port = typeof address === 'object' && address ? address.port : 0;

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE localhost , EXCLUDE 127.0.0.1'],
});
try {
  const page = await browser.newPage({ viewport: { width: 900, height: 700 }, deviceScaleFactor: 1 });
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto(`http://127.0.0.1:${port}/iframe.html?id=${story}&viewMode=story`, { waitUntil: 'networkidle' });
  const board = page.locator('royal-ur').first();
  await board.waitFor();
  await page.waitForTimeout(1500); // the record loads after the first render
  await board.screenshot({ path: output });
  if (errors.length) throw new Error(`the story logged errors:\n${errors.join('\n')}`);
  console.log(`wrote ${path.relative(process.cwd(), output)} from story ${story}`);
} finally {
  await browser.close();
  server.close();
}
