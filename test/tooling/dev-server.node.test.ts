/**
 * `npm start`'s Vite server scans the playground's pages for dependencies to pre-bundle, and only
 * them: a scan that wanders into test/fixtures/vite-app (whose `royal-ur` imports resolve only
 * once that app is installed) fails with "Failed to run dependency scan" on every start.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
});
