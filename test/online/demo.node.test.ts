/**
 * The playground's "Play online" page as `npm start` serves it (issue 48: "a newcomer sees a rated
 * game end-to-end with `npm start`"): Amina and Brook, the demo's sample players, pick themselves
 * on the page's form in two browsers and play a rated game on the real server. Their boards name
 * both with their ratings; a resign once each side has moved twice counts (the game-over panel
 * shows each side's change, the page's list of ratings follows); a resign before that counts for
 * nobody, and the panel says why. scripts/rated-playthrough.ts walks the same page and shoots it.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_LAUNCH } from '../../scripts/chromium.mjs';
import { movesBySide } from '../../server/ratings/index.js';
import {
  ask,
  inBoard,
  names,
  openWindow,
  pageStatus,
  playUntilMoved,
  resign,
  startDemo,
  type Demo,
} from './demo-page.js';
import { WAIT_MS } from './harness.js';

let demo: Demo;
let browser: Browser;

before(async () => {
  [demo, browser] = await Promise.all([startDemo(), chromium.launch(CHROMIUM_LAUNCH)]);
});

after(async () => {
  await browser.close();
  await demo.close();
});

const panel = (page: Page) => inBoard(page, '[part="rating-change"]').innerText({ timeout: WAIT_MS });

/** Amina and Brook seated in one rated game from the page's form: a room and its link, or both asking for an opponent. */
async function seat(how: 'room' | 'quick match'): Promise<[Page, Page]> {
  const amina = await openWindow(browser, demo.page);
  const brook = await openWindow(browser, demo.page);
  if (how === 'room') {
    await ask(amina, 'amina', 'Create a room');
    await amina.locator('#invite').waitFor();
    await brook.goto((await amina.locator('#link').getAttribute('href'))!);
  } else {
    await ask(amina, 'amina', 'Find an opponent');
    await amina.getByText('Looking for an opponent…').waitFor();
    await ask(brook, 'brook', 'Find an opponent');
  }
  // Each board names both players with a rating.
  for (const page of [amina, brook]) await inBoard(page, '.players [part="rating"]').nth(1).waitFor();
  return [amina, brook];
}

test('a rated quick match resigned once each side has moved only once counts for nobody, and the panel says why', async () => {
  const [amina, brook] = await seat('quick match');
  assert.equal(await names(amina), 'You 1500? | Brook 1500?');
  assert.equal(await names(brook), 'Amina 1500? | You 1500?');
  // The page says who this window plays as, in a rated game.
  assert.match(await pageStatus(amina), /^You play light as Amina, a rated game\./);
  // Until each side has moved once the board offers Abort; from then on, Resign.
  const record = await playUntilMoved([amina, brook], 1);
  const moved = movesBySide(record);
  assert.ok(Math.min(moved.light, moved.dark) === 1, `moves: ${JSON.stringify(moved)}`);
  await inBoard(amina, '[part="end-button"]').getByText('Resign').waitFor();
  await resign(amina);
  for (const page of [amina, brook])
    assert.equal(
      await panel(page),
      'It ended before each side had moved twice: this game does not count for the ratings.',
    );
  assert.equal(await names(brook), 'Amina 1500? | You 1500?');
  for (const id of ['amina', 'brook']) assert.equal((await fetch(`${demo.server}/ratings/${id}`)).status, 404);
  await Promise.all([amina, brook].map((page) => page.context().close()));
});

test('a rated room resigned after each side has moved twice: each side’s change on the panel, the names and the page’s ratings after', async () => {
  const [amina, brook] = await seat('room');
  assert.equal(await names(brook), 'Amina 1500? | You 1500?');
  await playUntilMoved([amina, brook], 2);
  await resign(amina);
  // Two new players (1500, deviation 350): the winner gains what the loser gives, 162.
  assert.match(await panel(amina), /^You 1500\s→\s1338\s\(−162\)\nBrook 1500\s→\s1662\s\(\+162\)$/);
  assert.match(await panel(brook), /^Amina 1500\s→\s1338\s\(−162\)\nYou 1500\s→\s1662\s\(\+162\)$/);
  await brook.locator('#leaderboard li').nth(1).waitFor();
  assert.deepEqual(await brook.locator('#leaderboard li').allInnerTexts(), [
    'Brook: 1662 ± 290 (1 game)',
    'Amina: 1338 ± 290 (1 game)',
  ]);
  assert.equal(await names(brook), 'Amina 1338? | You 1662?');
  const counted = await (await fetch(`${demo.server}/ratings/brook`)).json();
  assert.equal(counted.ratings.finkel.wins, 1);
  await Promise.all([amina, brook].map((page) => page.context().close()));
});
