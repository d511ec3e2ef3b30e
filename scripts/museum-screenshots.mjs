// @ts-check
/**
 * The museum board (`board-style="museum"`) mid-game, with the moves to make marked: the built
 * dist/royal-ur.iife.js at a phone (360×640) and a desktop (1280×800) viewport
 * (museum-board-<width>.png); with `--all`, also in the dark palette and under forced colours
 * (museum-board-<width>-dark.png, -forced.png) to look at. Run `npm run build` first, then
 * `node scripts/museum-screenshots.mjs [out-dir] [--all]` (default docs/images).
 */
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH } from './chromium.mjs';
import { saveScreenshot } from './readme-image.mjs';
import { serveStatic } from './static-server.mjs';
import { builtPage } from './built-page.mjs';

const args = process.argv.slice(2);
const all = args.includes('--all');
const out = path.resolve(args.find((arg) => !arg.startsWith('--')) ?? 'docs/images');
const dir = mkdtempSync(path.join(tmpdir(), 'ur-museum-'));
cpSync(path.resolve('dist'), dir, { recursive: true });
writeFileSync(
  path.join(dir, 'museum.html'),
  builtPage('<royal-ur board-style="museum" light="human" dark="computer" seed="11" pace="instant"></royal-ur>'),
);
mkdirSync(out, { recursive: true });

/** In the page: light's throws and moves (the computer answering) until pieces of both sides stand on the board, then a throw to show the moves to make. */
async function playOn() {
  const el = /** @type {any} */ (document.querySelector('royal-ur'));
  for (let i = 0; i < 80 && el.record.actions.filter((a) => /-/.test(a)).length < 8; i++) {
    await el.settled();
    if (el.position.turn !== 'light' || el.position.phase === 'over') continue;
    if (el.position.phase === 'move') el.move(el.legalMoves[el.legalMoves.length - 1]);
    else el.throwDice();
  }
  await el.settled();
  for (let i = 0; i < 10 && !(el.position.turn === 'light' && el.legalMoves.length > 0); i++) {
    if (el.position.turn === 'light' && el.position.phase === 'throw') el.throwDice();
    await el.settled();
  }
  return el.updateComplete;
}

const looks = [{ name: '', scheme: 'light', forced: 'none' }];
if (all)
  looks.push({ name: '-dark', scheme: 'dark', forced: 'none' }, { name: '-forced', scheme: 'light', forced: 'active' });
const server = await serveStatic(dir);
const browser = await chromium.launch(CHROMIUM_LAUNCH);
try {
  for (const [width, height] of [
    [360, 640],
    [1280, 800],
  ])
    for (const look of looks) {
      const page = await browser.newPage({
        viewport: { width, height },
        reducedMotion: 'reduce',
        colorScheme: /** @type {'light' | 'dark'} */ (look.scheme),
        forcedColors: /** @type {'none' | 'active'} */ (look.forced),
      });
      await page.goto(`${server.url}museum.html`);
      await page.locator('royal-ur .museum-face').first().waitFor({ state: 'attached' });
      await page.evaluate(playOn);
      await page.waitForTimeout(400);
      await saveScreenshot(page, path.join(out, `museum-board-${width}${look.name}.png`));
      await page.close();
    }
} finally {
  await browser.close();
  server.close();
}
