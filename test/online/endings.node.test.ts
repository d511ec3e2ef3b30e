/**
 * Resign, abort and claim from the page, through the real server and Chromium pages: the end is
 * on both players' boards and a spectator's, and a rematch is offered after it; a claim waits for
 * the opponent's grace, counted down, and a page may wait instead.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { startServer, type Running } from '../server/helpers.js';
import { openPage, openSite, view, waitForView, type TestSite } from './harness.js';

/** Short, so that a claim's wait is seen through. */
const GRACE_MS = 3_000;

let site: TestSite;
let running: Running;

before(async () => {
  [site, running] = await Promise.all([openSite(), startServer({ limits: { seatGraceMs: GRACE_MS } })]);
});

after(async () => {
  await site.close();
  await running.server.close();
});

/** Two human players and a spectator in a new room, all joined. */
async function table(): Promise<[Page, Page, Page]> {
  const host = await openPage(site);
  const { room, key } = await host.evaluate((url) => window.online.createRoom(url), running.url);
  await host.context().close();
  const query = { server: running.url, room, key, side: 'human' };
  const light = await openPage(site, { ...query, seat: 'light' });
  const dark = await openPage(site, { ...query, seat: 'dark' });
  const watcher = await openPage(site, { server: running.url, room, seat: 'spectator' });
  for (const page of [light, dark, watcher])
    await waitForView(page, "v.state === 'open' && v.connectionState === null");
  return [light, dark, watcher];
}

const closeAll = (pages: Page[]) => Promise.all(pages.map((page) => page.context().close()));

test('a resign from the page ends the game on both boards and the spectator’s, and both players are offered a rematch', async () => {
  const [light, dark, watcher] = await table();
  const end = await dark.evaluate(() => window.online.end(0, 'resign'));
  assert.deepEqual(end, { reason: 'resigned', by: 'dark' });
  for (const page of [light, dark, watcher]) {
    const shown = await waitForView(page, 'v.end !== null');
    assert.deepEqual(shown.end, { reason: 'resigned', by: 'dark' });
    assert.equal(shown.canThrow, false);
  }
  for (const page of [light, dark]) await waitForView(page, "v.rematch === 'available'");
  // Over: a second end is refused.
  assert.equal(await light.evaluate(() => window.online.end(0, 'abort')), 'illegal');
  await closeAll([light, dark, watcher]);
});

test('an abort before the first moves ends the game with no winner, everywhere', async () => {
  const [light, dark, watcher] = await table();
  assert.deepEqual(await light.evaluate(() => window.online.end(0, 'abort')), { reason: 'aborted' });
  for (const page of [light, dark, watcher]) {
    const shown = await waitForView(page, 'v.end !== null');
    assert.deepEqual(shown.end, { reason: 'aborted' });
  }
  await closeAll([light, dark, watcher]);
});

test('a claim once the opponent closed the tab: counted down over the grace, refused before it, then the win, seen by the spectator', async () => {
  const [light, dark, watcher] = await table();
  await dark.context().close();
  const waiting = await waitForView(light, "v.connectionState === 'opponent-reconnecting'");
  assert.ok(waiting.claimIn !== null && waiting.claimIn > 0 && waiting.claimIn <= GRACE_MS, `${waiting.claimIn}`);
  assert.equal(waiting.canClaim, false);
  assert.equal(await light.evaluate(() => window.online.end(0, 'claimWin')), 'illegal');
  const gone = await waitForView(light, 'v.canClaim');
  assert.equal(gone.connectionState, 'opponent-left');
  // The page may wait: nothing ends by itself.
  assert.equal((await view(watcher)).end, null);
  assert.deepEqual(await light.evaluate(() => window.online.end(0, 'claimWin')), { reason: 'abandoned', by: 'dark' });
  for (const page of [light, watcher]) await waitForView(page, "v.end !== null && v.end.reason === 'abandoned'");
  assert.equal((await view(light)).canClaim, false);
  await closeAll([light, watcher]);
});
