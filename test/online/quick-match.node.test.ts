/**
 * Quick match from the start screen, through Chromium pages and the real server: the colour the
 * person chooses ("You play: Light") is the seat the board is given (issue 28: chose light, got
 * dark). The board's `online` is made by the connector's `quickMatch`.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { startServer, type Running } from '../server/helpers.js';
import { openPage, openSite, view, waitForView, type TestSite } from './harness.js';

let site: TestSite;
let running: Running;

before(async () => {
  [site, running] = await Promise.all([openSite(), startServer({ matchWaitMs: 20_000 })]);
});

after(async () => {
  await site.close();
  await running.server.close();
});

/** A page whose board asks on its start screen, the person choosing `colour` and then Play online. */
async function chooseOnline(colour: 'light' | 'dark' | 'random'): Promise<Page> {
  const page = await openPage(site);
  await page.evaluate((url) => window.online.addQuickMatchBoard(url), running.url);
  await page.locator(`.start-screen input[value="${colour}"]`).check();
  await page.locator('.start-screen .start-online').click();
  return page;
}

/** The seats of a person who chose `first` and waits, then one who chose `second`. */
async function pair(first: 'light' | 'dark' | 'random', second: 'light' | 'dark' | 'random') {
  const waiting = await chooseOnline(first);
  // Asked before the second one: the first is the one who waited.
  await waiting.waitForFunction(() => {
    const board = document.querySelector('royal-ur')!;
    return board.connectionState === 'connecting' && board.light === 'remote';
  });
  const asking = await chooseOnline(second);
  const seats = [];
  for (const page of [waiting, asking]) {
    await page.waitForFunction(() => window.online.count() === 1);
    const seated = await waitForView(page, "v.state === 'open' && v.seat !== null");
    seats.push(seated.seat);
  }
  const [a, b] = await Promise.all([view(waiting), view(asking)]);
  assert.equal(a.room, b.room);
  // Each board is the person's own at their seat: "You" there.
  assert.equal(a.viewer, a.seat);
  assert.equal(b.viewer, b.seat);
  await Promise.all([waiting, asking].map((page) => page.context().close()));
  return seats;
}

test('quick match from the start screen seats each person on the colour they chose', async () => {
  assert.deepEqual(await pair('light', 'random'), ['light', 'dark']);
  assert.deepEqual(await pair('dark', 'random'), ['dark', 'light']);
  assert.deepEqual(await pair('random', 'light'), ['dark', 'light']);
  assert.deepEqual(await pair('random', 'dark'), ['light', 'dark']);
  assert.deepEqual(await pair('light', 'dark'), ['light', 'dark']);
  // Both chose the same colour: the one who waited has it.
  assert.deepEqual(await pair('dark', 'dark'), ['dark', 'light']);
});
