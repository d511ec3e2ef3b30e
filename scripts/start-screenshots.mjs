// @ts-check
/**
 * The start screen and the states of a game against the computer, as a newcomer meets them: the
 * built dist/royal-ur.iife.js on a page that fixes no players, at a phone (360×640) and a desktop
 * (1280×800) viewport, in English and Arabic. Real clicks (touch on the phone): the start screen
 * (start-<lang>-<size>.png); the computer at hard chosen, a throw made, the names and the mark on
 * the side to act (names-…); the Resign question (resign-…); the game over with the running score
 * after two games (game-over-…). Run `npm run build` first, then
 * `node scripts/start-screenshots.mjs [out-dir]` (default docs/images).
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
const dir = mkdtempSync(path.join(tmpdir(), 'ur-start-'));
cpSync(path.resolve('dist'), dir, { recursive: true });
for (const lang of ['en', 'ar'])
  writeFileSync(
    path.join(dir, `${lang}.html`),
    builtPage(`<royal-ur seed="7" lang="${lang}" pace="instant"></royal-ur>`),
  );
mkdirSync(out, { recursive: true });

/** In the page: the person's throws and first moves (the computer answering) until both sides have moved. */
async function playOn() {
  const el = /** @type {any} */ (document.querySelector('royal-ur'));
  for (let i = 0; i < 60 && el.record.actions.filter((a) => /-/.test(a)).length < 4; i++) {
    await el.settled();
    if (el.position.turn !== 'light' || el.position.phase === 'over') continue;
    if (el.position.phase === 'move') el.move(el.legalMoves[0]);
    else el.throwDice();
  }
  await el.settled();
  return el.updateComplete;
}

const server = await serveStatic(dir);
const browser = await chromium.launch(CHROMIUM_LAUNCH);
try {
  for (const lang of ['en', 'ar'])
    for (const [width, height] of [
      [360, 640],
      [1280, 800],
    ]) {
      const phone = width < 600;
      const page = await browser.newPage({ viewport: { width, height }, reducedMotion: 'reduce', hasTouch: phone });
      const press = (/** @type {string} */ selector) =>
        phone ? page.locator(selector).first().tap() : page.locator(selector).first().click();
      await page.goto(`${server.url}${lang}.html`);
      await page.locator('.start-screen').waitFor();
      const shot = (/** @type {string} */ name) =>
        page
          .waitForTimeout(400)
          .then(() => saveScreenshot(page, path.join(out, `${name}-${lang}-${width}x${height}.png`)));
      await shot('start');
      await page.locator('.start-screen select').selectOption('hard');
      await press('.start-computer');
      await press('[part="throw-button"]');
      await page.locator('[part="end-button"]').waitFor();
      await shot('names');
      // On until both sides have moved: Abort turns into Resign.
      await page.evaluate(playOn);
      await press('[part="end-button"]');
      await shot('resign');
      await press('.confirm-end');
      await press('[part="game-over"] .new-game');
      await page.evaluate(playOn);
      await press('[part="end-button"]');
      await press('.confirm-end');
      await page.locator('[part="game-over"] .tally').waitFor();
      await shot('game-over');
      await page.close();
    }
} finally {
  await browser.close();
  server.close();
}
