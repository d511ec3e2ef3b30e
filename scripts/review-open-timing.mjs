// @ts-check
/**
 * The review opened as a player opens it: a board that has just shown a finished game's game-over
 * panel (the built dist/royal-ur.bundled.js, the game of demo/review.ts's seeded moves loaded with
 * `loadRecord`), the pointer on Review (which starts fetching the review and its worker), a click
 * `hover` ms later, and the time from the click to the first verdict drawn (a judged move's mark in
 * the review's move list, checked every frame). scripts/review-timing.mjs times a `review()` call
 * instead, on a page that has only just loaded. Run `npm run build` first, then
 * `node scripts/review-open-timing.mjs [seeds, default 7,7,8] [hover ms, default 300]`.
 */
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH } from './chromium.mjs';
import { serveStatic } from './static-server.mjs';

const seeds = (process.argv[2] ?? '7,7,8').split(',').map(Number);
const hoverMs = Number(process.argv[3] ?? 300);
const dir = mkdtempSync(path.join(tmpdir(), 'ur-ui-review-'));
cpSync(path.resolve('dist'), dir, { recursive: true });
writeFileSync(
  path.join(dir, 'index.html'),
  `<!doctype html><royal-ur light="human" dark="human" pace="instant"></royal-ur>
<script type="module">
  import './royal-ur.bundled.js';
  import { createGame, Random } from './engine.js';
  const seed = Number(new URLSearchParams(location.search).get('seed'));
  const game = createGame({ seed });
  const random = new Random(seed);
  while (game.phase !== 'over') {
    if (game.phase === 'move' || game.phase === 'eyes') {
      const moves = game.legalMoves();
      if (moves.length === 0) game.decline();
      else game.move(random.below(4) === 0 ? moves[random.below(moves.length)] : moves[moves.length - 1]);
    } else game.throwDice();
  }
  const el = document.querySelector('royal-ur');
  await customElements.whenDefined('royal-ur');
  await el.loadRecord(game.toJSON());
  window.ready = true;
</script>`,
);
const server = await serveStatic(dir);
const browser = await chromium.launch(CHROMIUM_LAUNCH);
try {
  for (const seed of seeds) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${server.url}index.html?seed=${seed}`);
    await page.waitForFunction(() => /** @type {any} */ (window).ready);
    const button = page.locator('royal-ur .review-button');
    await button.waitFor();
    // The page settles, as it has by the time a player has read the end of a game.
    await page.waitForTimeout(1500);
    await button.hover();
    await page.waitForTimeout(hoverMs);
    const start = await page.evaluate(() => performance.now());
    await button.click();
    await page.waitForFunction(
      () => {
        const view = document.querySelector('royal-ur')?.shadowRoot?.querySelector('royal-ur-review');
        return Boolean(view?.shadowRoot?.querySelector('.move-list .mark'));
      },
      null,
      { polling: 'raf', timeout: 60000 },
    );
    const ms = await page.evaluate((s) => performance.now() - s, start);
    console.log(
      `seed ${seed}: hover ${hoverMs} ms, then click: the first verdict ${Math.round(ms)} ms after the click (load ${loadavg()[0].toFixed(2)})`,
    );
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
}
