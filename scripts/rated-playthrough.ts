/**
 * A newcomer's rated game on the playground's "Play online" page, as `npm start` serves it: Amina
 * and Brook (the demo's sample players) in two browsers. At 1280×800 Amina creates a rated room
 * and Brook opens her link; at 360×640 both ask "Find an opponent". Each plays until both sides
 * have moved twice, then Amina resigns; each window is shot at each step (form, seated, playing,
 * over) and its names, status and game-over panel printed, then the ratings the server keeps.
 * Last, at 360×640, a game Amina resigns once each side has moved only once: it counts for nobody.
 *
 *   npx tsx scripts/rated-playthrough.ts [out-dir]          (default /tmp/rated-playthrough)
 *
 * It starts the dev server and the game server itself (test/online/demo-page.ts); with
 * DEMO_PAGE=http://localhost:5173/demo/online.html it walks a running `npm start` instead.
 * FULL=1 plays the game to its end instead of resigning (a few minutes).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_LAUNCH } from './chromium.mjs';
import {
  ask,
  inBoard,
  names,
  openWindow,
  pageStatus,
  playUntilMoved,
  resign,
  startDemo,
} from '../test/online/demo-page.js';

const out = path.resolve(process.argv[2] ?? '/tmp/rated-playthrough');
mkdirSync(out, { recursive: true });
const demo = process.env.DEMO_PAGE ? null : await startDemo();
const address = process.env.DEMO_PAGE ?? demo!.page;
const server = demo?.server ?? 'http://localhost:8787';
const browser = await chromium.launch(CHROMIUM_LAUNCH);

const text = async (page: Page, selector: string) =>
  (await inBoard(page, selector).count())
    ? (await inBoard(page, selector).first().innerText()).replace(/\s+/g, ' ').trim()
    : '';

/** Shoots each window, named `<size>-<step>-<who>.png`, and prints what it shows. */
async function shoot(step: string, windows: Record<string, Page>, size: string): Promise<void> {
  for (const [who, page] of Object.entries(windows)) {
    await page.screenshot({ path: path.join(out, `${size}-${step}-${who}.png`), fullPage: true });
    const board = (await page.locator('#game').isVisible())
      ? ` names: "${await names(page)}" board: "${await text(page, '[part="status"]')}"`
      : '';
    const panel = await text(page, '[part="game-over"]');
    console.log(
      `${size} ${step} ${who}: page: "${await pageStatus(page)}"${board}${panel ? ` panel: "${panel}"` : ''}`,
    );
  }
}

/** Both seated and shown with ratings on each board. */
const seated = (page: Page) => inBoard(page, '.players [part="rating"]').nth(1).waitFor();

async function walk(
  viewport: { width: number; height: number },
  how: 'room' | 'quick match',
  /** The moves each side makes before Amina resigns. */
  moves = 2,
): Promise<void> {
  const size = `${viewport.width}x${viewport.height}${moves === 2 ? '' : `-resign-after-${moves}`}`;
  const amina = await openWindow(browser, address, viewport);
  const brook = await openWindow(browser, address, viewport);
  await shoot('form', { amina }, size);
  if (how === 'room') {
    await ask(amina, 'amina', 'Create a room');
    await amina.locator('#invite').waitFor();
    const link = await amina.locator('#link').getAttribute('href');
    await shoot('invite', { amina }, size);
    await brook.goto(link!);
  } else {
    await ask(amina, 'amina', 'Find an opponent');
    await shoot('looking', { amina }, size);
    await ask(brook, 'brook', 'Find an opponent');
  }
  await Promise.all([seated(amina), seated(brook)]);
  await shoot('seated', { amina, brook }, size);
  if (process.env.FULL) {
    await playUntilMoved([amina, brook], Infinity, 15 * 60_000);
  } else {
    await playUntilMoved([amina, brook], moves);
    await shoot(`moved-${moves}`, { amina, brook }, size);
    await resign(amina);
  }
  await Promise.all([amina, brook].map((page) => inBoard(page, '[part="rating-change"]').waitFor()));
  // The page's own list of ratings follows a counted end.
  if (moves === 2) await Promise.all([amina, brook].map((page) => page.locator('#leaderboard li').first().waitFor()));
  await shoot('over', { amina, brook }, size);
  for (const id of ['amina', 'brook']) {
    const { ratings } = await (await fetch(`${server}/ratings/${id}`)).json();
    console.log(`${size} GET /ratings/${id}: ${JSON.stringify(ratings)}`);
  }
  await Promise.all([amina, brook].map((page) => page.context().close()));
}

try {
  await walk({ width: 1280, height: 800 }, 'room');
  await walk({ width: 360, height: 640 }, 'quick match');
  if (!process.env.FULL) await walk({ width: 360, height: 640 }, 'quick match', 1);
} finally {
  await browser.close();
  await demo?.close();
}
console.log(`screenshots in ${out}`);
