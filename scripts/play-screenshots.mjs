// @ts-check
/**
 * The README's play screenshots: the built dist/royal-ur.iife.js with coordinates and the move
 * list (`move-list`) at a phone (360×640) and a desktop (1280×800) viewport, a seeded game some turns
 * in, and the rules panel open beside the board on the desktop; then the review of that game played to
 * its end at its first key move (review.png), and in English and Arabic at both viewports
 * (review-<lang>-<width>x<height>.png; the phone's whole page, about two screens), and Try again
 * there with a worse move tried (review-try-<lang>-<width>x<height>.png). Run `npm run build` first, then
 * `node scripts/play-screenshots.mjs [out-dir]` (default docs/images). PNGs are reduced to 256
 * colours when pngquant is installed.
 */
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH } from './chromium.mjs';
import { saveScreenshot } from './readme-image.mjs';
import { serveStatic } from './static-server.mjs';
import { builtPage } from './built-page.mjs';

const out = path.resolve(process.argv[2] ?? 'docs/images');
const dir = mkdtempSync(path.join(tmpdir(), 'ur-play-'));
cpSync(path.resolve('dist'), dir, { recursive: true });
writeFileSync(
  path.join(dir, 'index.html'),
  builtPage(`<royal-ur seed="7" animation-duration="0" lang="en" move-list></royal-ur>`),
);
mkdirSync(out, { recursive: true });

const server = await serveStatic(dir);
const browser = await chromium.launch(CHROMIUM_LAUNCH);
try {
  for (const [width, height] of [
    [360, 640],
    [1280, 800],
  ]) {
    // Reduced motion: the pulsing rings hold still, so the same build shoots the same pictures.
    const page = await browser.newPage({ viewport: { width, height }, reducedMotion: 'reduce' });
    await page.goto(`${server.url}index.html`);
    // Some turns into the seeded game (the furthest move each time: pieces spread out), then a throw.
    await page.evaluate(() => {
      const el = /** @type {any} */ (document.querySelector('royal-ur'));
      const act = () => {
        if (el.position.phase === 'move') el.move(el.legalMoves[el.legalMoves.length - 1]);
        else el.throwDice();
      };
      for (let i = 0; i < 30; i++) act();
      while (el.position.phase !== 'move') act();
      return el.updateComplete;
    });
    const shots = [[`moves-${width}x${height}.png`, () => {}]];
    if (width > 600)
      shots.push([
        `rules-${width}x${height}.png`,
        () => /** @type {any} */ (document.querySelector('royal-ur')).shadowRoot.querySelector('.help-button').click(),
      ]);
    for (const [name, before] of shots) {
      await page.evaluate(before);
      await page.waitForTimeout(300);
      const file = path.join(out, name);
      await saveScreenshot(page, file);
    }
    await page.close();
  }
  // The review of the same game played to its end, at its first key move: review.png (a viewport tall
  // enough for the key-move list), then in English and Arabic at the phone's and the desktop's size.
  for (const lang of ['en', 'ar']) {
    const page = await browser.newPage({ viewport: { width: 900, height: 1250 }, reducedMotion: 'reduce' });
    await page.goto(`${server.url}index.html`);
    await page.evaluate(async (lang) => {
      const el = /** @type {any} */ (document.querySelector('royal-ur'));
      el.setAttribute('lang', lang);
      while (el.position.phase !== 'over') {
        if (el.position.phase === 'move') el.move(el.legalMoves[el.legalMoves.length - 1]);
        else el.throwDice();
      }
      await el.settled();
      const complete = new Promise((resolve) => el.addEventListener('ur-review-complete', resolve, { once: true }));
      el.review();
      await complete;
      const view = el.shadowRoot.querySelector('royal-ur-review');
      view.shadowRoot.querySelector('.first-key').click();
      return view.updateComplete;
    }, lang);
    await page.waitForTimeout(300);
    if (lang === 'en') await saveScreenshot(page, path.join(out, 'review.png'));
    for (const [width, height] of [
      [1280, 800],
      [360, 640],
    ]) {
      await page.setViewportSize({ width, height });
      await page.waitForTimeout(500);
      await page.evaluate(() => window.scrollTo(0, 0));
      await saveScreenshot(page, path.join(out, `review-${lang}-${width}x${height}.png`), { fullPage: width < 600 });
    }
    // Try again at that key move, the piece furthest back tried (a worse move than the best, as a rule).
    await page.evaluate(async () => {
      const view = /** @type {any} */ (document.querySelector('royal-ur')).shadowRoot.querySelector('royal-ur-review');
      await view.tryAgain();
      view.shadowRoot.querySelector('.option .src').dispatchEvent(new MouseEvent('click', { bubbles: true }));
      return view.updateComplete;
    });
    await page.waitForTimeout(300);
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, path.join(out, `review-try-${lang}-360x640.png`));
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
}
