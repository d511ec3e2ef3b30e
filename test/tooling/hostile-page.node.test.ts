/**
 * The built bundles on a hostile page (issue 9): with an enumerable value on Object.prototype set
 * before the bundle, both the ES module and the IIFE build still register <royal-ur> and draw it.
 * Builds dist/ first unless it is newer than every source file.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type LaunchOptions } from 'playwright-core';

// Plain JavaScript helpers of the build scripts (no declarations): typed here.
const { CHROMIUM_LAUNCH } = (await import('../../scripts/chromium.mjs' as string)) as { CHROMIUM_LAUNCH: LaunchOptions };
const { serveStatic } = (await import('../../scripts/static-server.mjs' as string)) as { serveStatic: (dir: string) => Promise<{ url: string; close: () => void }> };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BUNDLES = ['royal-ur.js', 'royal-ur.iife.js'];

function newest(dir: string): number {
  return Math.max(...readdirSync(dir, { withFileTypes: true }).map((entry) => (entry.isDirectory() ? newest(path.join(dir, entry.name)) : statSync(path.join(dir, entry.name)).mtimeMs)));
}

function ensureBuilt(): void {
  const built = BUNDLES.map((file) => {
    try {
      return statSync(path.join(root, 'dist', file)).mtimeMs;
    } catch {
      return 0;
    }
  });
  const sources = Math.max(newest(path.join(root, 'src')), statSync(path.join(root, 'scripts/build.mjs')).mtimeMs);
  if (Math.min(...built) < sources) execFileSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'ignore' });
}

describe('hostile page: the built bundles', () => {
  let browser: Browser;
  let site: { url: string; close: () => void };
  let dir: string;

  before(async () => {
    ensureBuilt();
    dir = mkdtempSync(path.join(tmpdir(), 'royal-ur-hostile-'));
    for (const file of BUNDLES) copyFileSync(path.join(root, 'dist', file), path.join(dir, file));
    writeFileSync(path.join(dir, 'pollute.js'), 'Object.prototype.flag = 1;\n');
    const body = '<royal-ur seed="1"></royal-ur>';
    writeFileSync(path.join(dir, 'es.html'), `<!doctype html><script src="pollute.js"></script><script type="module" src="royal-ur.js"></script>${body}`);
    writeFileSync(path.join(dir, 'iife.html'), `<!doctype html><script src="pollute.js"></script><script src="royal-ur.iife.js"></script>${body}`);
    site = await serveStatic(dir);
    browser = await chromium.launch(CHROMIUM_LAUNCH);
  });

  after(async () => {
    await browser?.close();
    site?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  for (const page of ['es.html', 'iife.html']) {
    it(`${page}: Object.prototype.flag = 1 before the bundle, and <royal-ur> still registers and draws`, async () => {
      const tab = await browser.newPage();
      const errors: string[] = [];
      tab.on('pageerror', (error) => errors.push(error.message));
      await tab.goto(site.url + page);
      await tab.waitForFunction(() => customElements.get('royal-ur') !== undefined && document.querySelector('royal-ur')?.shadowRoot?.querySelector('[part="status"]'), null, { timeout: 20_000 });
      const status = await tab.evaluate(() => document.querySelector('royal-ur')!.shadowRoot!.querySelector('[part="status"]')!.textContent);
      assert.match(status ?? '', /Light/);
      assert.deepEqual(errors, []);
      await tab.close();
    });
  }
});
