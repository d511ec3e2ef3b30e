// @ts-check
/**
 * Every view of the widget as a newcomer meets it, for docs/images/look/: the start screen, a game
 * under way, the game over, the rules, the lessons, a puzzle and the review, at a phone (360×640), a
 * tablet (768×1024) and a desktop (1280×800) viewport, in English and Arabic, in the light and the dark
 * palette (the page's colour scheme, which `theme="auto"` follows). The built dist/royal-ur.iife.js
 * on a page whose background follows the colour scheme; the game over is a seeded game played out
 * against the computer, the review that game's. Run `npm run build` first, then
 * `node scripts/look-screenshots.mjs [out-dir] [--only=view,...] [--sizes=360x640,...] [--langs=en]
 * [--themes=dark]` (default docs/images/look, everything). The PNGs are reduced to 256 colours when
 * pngquant is installed.
 */
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH } from './chromium.mjs';
import { saveScreenshot } from './readme-image.mjs';
import { serveStatic } from './static-server.mjs';

const args = process.argv.slice(2);
const option = (/** @type {string} */ name, /** @type {string[]} */ all) =>
  args
    .find((arg) => arg.startsWith(`--${name}=`))
    ?.slice(name.length + 3)
    .split(',') ?? all;
const out = path.resolve(args.find((arg) => !arg.startsWith('--')) ?? 'docs/images/look');
const VIEWS = option('only', ['start', 'game', 'over', 'rules', 'learn', 'puzzle', 'review']);
const SIZES = option('sizes', ['360x640', '768x1024', '1280x800']).map((size) => size.split('x').map(Number));
const LANGS = option('langs', ['en', 'ar']);
const THEMES = option('themes', ['light', 'dark']);

/** The board's markup for each view: a page that fixes no players shows the start screen. */
const BOARDS = {
  start: '<royal-ur seed="7"></royal-ur>',
  game: '<royal-ur seed="7" light="human" dark="computer" pace="instant"></royal-ur>',
  over: '<royal-ur seed="7" light="human" dark="computer" pace="instant"></royal-ur>',
  rules: '<royal-ur seed="7" light="human" dark="computer" pace="instant"></royal-ur>',
  learn: '<royal-ur mode="learn"></royal-ur>',
  puzzle: '<royal-ur puzzle="finkel-5"></royal-ur>',
  review: '<royal-ur seed="7" light="human" dark="computer" pace="instant"></royal-ur>',
};

const dir = mkdtempSync(path.join(tmpdir(), 'ur-look-'));
cpSync(path.resolve('dist'), dir, { recursive: true });
for (const [view, board] of Object.entries(BOARDS))
  for (const lang of LANGS)
    writeFileSync(
      path.join(dir, `${view}-${lang}.html`),
      `<!doctype html><html lang="${lang}"><meta name="viewport" content="width=device-width, initial-scale=1">
<style>:root { color-scheme: light dark } body { margin: 0; padding: 8px; background: Canvas }</style>
<script src="royal-ur.iife.js"></script>${board}`,
    );
mkdirSync(out, { recursive: true });

/** In the page: the person's throws and moves (the computer answering) for `moves` moves of the person's, or to the game's end. */
async function playOn(/** @type {number} */ moves) {
  const el = /** @type {any} */ (document.querySelector('royal-ur'));
  const made = () => el.record.actions.filter((/** @type {string} */ a) => /-/.test(a)).length;
  for (let i = 0; i < 2000 && made() < moves; i++) {
    await el.settled();
    if (el.position.phase === 'over') break;
    if (el.position.turn !== 'light') continue;
    if (el.position.phase === 'move') el.move(el.legalMoves[el.legalMoves.length - 1]);
    else if (el.position.phase === 'eyes') el.decline();
    else el.throwDice();
  }
  await el.settled();
  return el.updateComplete;
}

const server = await serveStatic(dir);
const browser = await chromium.launch(CHROMIUM_LAUNCH);
try {
  for (const view of VIEWS)
    for (const lang of LANGS)
      for (const theme of THEMES)
        for (const [width, height] of SIZES) {
          const page = await browser.newPage({
            viewport: { width, height },
            reducedMotion: 'reduce',
            colorScheme: /** @type {'light' | 'dark'} */ (theme),
            hasTouch: width < 600,
          });
          await page.goto(`${server.url}${view}-${lang}.html`);
          await page.waitForFunction(() => customElements.get('royal-ur'));
          if (view === 'start') await page.locator('.start-screen').waitFor();
          if (view === 'game') await page.evaluate(playOn, 6);
          if (view === 'over' || view === 'review') await page.evaluate(playOn, 1000);
          if (view === 'rules') {
            // On a phone the rules are in the "⋯" menu.
            if (await page.locator('.more-button').isVisible()) await page.locator('.more-button').click();
            await page.locator('.help-button').click();
          }
          if (view === 'review') {
            await page.locator('[part="game-over"] .review-button').click();
            await page.waitForTimeout(4000);
          }
          if (view === 'learn' || view === 'puzzle') await page.waitForTimeout(1500);
          await page.waitForLoadState('networkidle');
          await page.waitForFunction(() => !(/** @type {any} */ (document.querySelector('royal-ur')).isUpdatePending));
          await page.waitForTimeout(300);
          await saveScreenshot(page, path.join(out, `${view}-${lang}-${theme}-${width}x${height}.png`));
          await page.close();
        }
} finally {
  await browser.close();
  server.close();
}
