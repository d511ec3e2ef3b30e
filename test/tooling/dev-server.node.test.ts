/**
 * `npm start`'s Vite server scans the playground's pages for dependencies to pre-bundle, and only
 * them: a scan that wanders into test/fixtures/vite-app (whose `royal-ur` imports resolve only
 * once that app is installed) fails with "Failed to run dependency scan" on every start. It serves
 * the playground with its board drawn on the server (royal-ur/ssr), ready to hydrate.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer as createHttpServer } from 'node:http';
import { after, describe, it } from 'node:test';
import { createLogger, createServer } from 'vite';

const root = path.resolve(import.meta.dirname, '../..');

describe('npm start: the playground dev server', () => {
  const cacheDir = mkdtempSync(path.join(tmpdir(), 'royal-ur-vite-'));
  after(() => rmSync(cacheDir, { recursive: true, force: true }));

  it('scans the playground for dependencies without an error and finds its imports', async () => {
    const messages: string[] = [];
    const logger = createLogger('info', { allowClearScreen: false });
    for (const level of ['warn', 'error'] as const) logger[level] = (message) => void messages.push(message);
    const server = await createServer({
      root,
      configFile: path.join(root, 'vite.config.ts'),
      cacheDir,
      customLogger: logger,
      server: { middlewareMode: true, ws: false, watch: null },
    });
    try {
      const optimizer = server.environments.client.depsOptimizer;
      assert.ok(optimizer, 'the client environment pre-bundles dependencies');
      await optimizer.scanProcessing;
      assert.deepEqual(messages, []);
      // The scan reached the demo's pages: lit (every page) and socket.io-client (the online page).
      const found = Object.keys(optimizer.metadata.discovered);
      assert.ok(found.includes('lit'), `lit among ${found.join(', ')}`);
      assert.ok(found.includes('socket.io-client'), `socket.io-client among ${found.join(', ')}`);
    } finally {
      await server.close();
    }
  });

  it('serves the playground with its board drawn: the declarative shadow root of <royal-ur id="game">', async () => {
    const server = await createServer({
      root,
      configFile: path.join(root, 'vite.config.ts'),
      cacheDir,
      logLevel: 'silent',
      server: { middlewareMode: true, ws: false, watch: null },
    });
    const http = createHttpServer(server.middlewares);
    try {
      await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
      const { port } = http.address() as { port: number };
      const response = await fetch(`http://127.0.0.1:${port}/demo/index.html`);
      assert.equal(response.status, 200);
      const page = await response.text();
      // The attributes of demo/index.html, the language written, then the shadow root with the board in it.
      assert.match(page, /<royal-ur id="game"\s+dark="computer" lang="en"><template [^>]*shadowrootmode="open"/);
      const board = page.slice(page.indexOf('<royal-ur id="game"'), page.indexOf('</royal-ur>'));
      assert.equal(board.match(/data-tile="[ABC]\d"/g)?.length, 20);
      assert.match(board, /part="throw-button"/);
      // Against the computer the person here is "You", as the browser-drawn board says (issue 45 item 7).
      assert.match(board, /Your throw/);
      assert.match(board, /class="name"[^>]* title="You"/);
      // The element's script is still the page's, which hydrates that drawing.
      assert.match(page, /<script type="module" src="[^"]*royal-ur\.ts"><\/script>/);
    } finally {
      http.close();
      await server.close();
    }
  });
});
