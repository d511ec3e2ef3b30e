// @ts-check
/**
 * The puzzle view's screenshots: the built dist/royal-ur.iife.js in a bare page at a phone
 * (360×640) and a desktop (1280×800) viewport, `puzzle="finkel-1"` before the answer and after a
 * wrong one (the verdict and every move's chance). Run `npm run build` first, then
 * `node scripts/puzzle-screenshots.mjs [out-dir]` (default docs/images).
 */
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH } from './chromium.mjs';
import { saveScreenshot } from './readme-image.mjs';
import { serveStatic } from './static-server.mjs';
import { builtPage } from './built-page.mjs';

const SIZES = [
  [360, 640],
  [1280, 800],
];
const out = path.resolve(process.argv[2] ?? 'docs/images');
const bundle = path.resolve('dist/royal-ur.iife.js');
if (!existsSync(bundle)) throw new Error('no dist/royal-ur.iife.js: run npm run build first');

const dir = mkdtempSync(path.join(tmpdir(), 'ur-puzzle-'));
copyFileSync(bundle, path.join(dir, 'royal-ur.iife.js'));
cpSync(path.resolve('dist/classic'), path.join(dir, 'classic'), { recursive: true });
writeFileSync(
  path.join(dir, 'index.html'),
  builtPage(`<royal-ur puzzle="finkel-1" animation-duration="0"></royal-ur>`),
);
mkdirSync(out, { recursive: true });
const server = await serveStatic(dir);
const browser = await chromium.launch(CHROMIUM_LAUNCH);
/** The puzzle view's shadow root. */
const VIEW = () => /** @type {any} */ (document.querySelector('royal-ur')).shadowRoot.querySelector('royal-ur-puzzle');
try {
  for (const [width, height] of SIZES) {
    const page = await browser.newPage({ viewport: { width, height }, reducedMotion: 'reduce' });
    await page.goto(`${server.url}index.html`);
    await page.waitForFunction(`(${VIEW})()?.shadowRoot?.querySelector('svg .option') != null`);
    await saveScreenshot(page, path.join(out, `puzzle-${width}x${height}.png`));
    // The last piece on offer: in finkel-1 not the best move.
    await page.evaluate(
      `(${VIEW})().shadowRoot.querySelector('svg .option:last-of-type .src').dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }))`,
    );
    await page.waitForFunction(`(${VIEW})()?.shadowRoot?.querySelector('.options') != null`);
    await saveScreenshot(page, path.join(out, `puzzle-answered-${width}x${height}.png`));
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
}
