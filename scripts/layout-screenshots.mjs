// @ts-check
/**
 * The README's layout screenshots: the built dist/royal-ur.iife.js in a bare page at a phone
 * (360×640), a tablet (768×1024) and a desktop (1280×800) viewport, a few moves into a seeded game.
 * Run `npm run build` first, then `node scripts/layout-screenshots.mjs [out-dir] [variant] [lang]`
 * (default docs/images, finkel, en). The PNGs are reduced to 256 colours when pngquant is installed.
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
  [768, 1024],
  [1280, 800],
];
const out = path.resolve(process.argv[2] ?? 'docs/images');
const variant = process.argv[3] ?? 'finkel';
const lang = process.argv[4] ?? 'en';
const bundle = path.resolve('dist/royal-ur.iife.js');
if (!existsSync(bundle)) throw new Error('no dist/royal-ur.iife.js: run npm run build first');

const dir = mkdtempSync(path.join(tmpdir(), 'ur-layout-'));
copyFileSync(bundle, path.join(dir, 'royal-ur.iife.js'));
// Its parts (other languages, tile kinds Finkel lacks...), fetched from beside it on first use.
cpSync(path.resolve('dist/classic'), path.join(dir, 'classic'), { recursive: true });
writeFileSync(
  path.join(dir, 'index.html'),
  builtPage(`<royal-ur variant="${variant}" seed="7" animation-duration="0" lang="${lang}"></royal-ur>`),
);
mkdirSync(out, { recursive: true });
const server = await serveStatic(dir);
const browser = await chromium.launch(CHROMIUM_LAUNCH);
try {
  for (const [width, height] of SIZES) {
    // Reduced motion: the pulsing rings hold still, so the same build shoots the same pictures.
    const page = await browser.newPage({ viewport: { width, height }, reducedMotion: 'reduce' });
    await page.goto(`${server.url}index.html`);
    // Eleven actions into the seeded game, then a throw: pieces on the board, moves on offer.
    await page.evaluate(() => {
      const el = /** @type {any} */ (document.querySelector('royal-ur'));
      const act = () => {
        const phase = el.position.phase;
        if (phase === 'move') el.move(el.legalMoves[0]);
        else if (phase === 'eyes') el.decline();
        else el.throwDice();
      };
      for (let i = 0; i < 11; i++) act();
      while (el.position.phase !== 'move') act();
      return el.updateComplete;
    });
    // The language's file and the parts the position needs arrive after the first render.
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(() => !(/** @type {any} */ (document.querySelector('royal-ur')).isUpdatePending));
    const suffix = `${variant === 'finkel' ? '' : `-${variant}`}${lang === 'en' ? '' : `-${lang}`}`;
    const file = path.join(out, `layout-${width}x${height}${suffix}.png`);
    await saveScreenshot(page, file);
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
}
