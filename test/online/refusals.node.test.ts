/**
 * Every refusal that ends a connection, and a store that refuses writes, is told on the board's
 * status line within 5 s (what happened and what the player can do), never an ordinary turn on a
 * board nobody can play: through the real server on a real Redis and Chromium pages.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import type { Page } from 'playwright-core';
import { startServer, type Running } from '../server/helpers.js';
import { startRedis, type Child } from '../server/processes.js';
import { openPage, openSite, view, waitForView, type TestSite } from './harness.js';
import type { BoardView } from './page/page.js';

/** The promise: a refusal or a fault is on the player's screen within this time. */
const TOLD_MS = 5_000;
/** Words of an ordinary turn, which a board nobody can play must not show. */
const TURN = /throw|to move|Waiting for|starts when/i;

let site: TestSite;
let redis: Child & { url: string };
let running: Running;

before(async () => {
  [site, redis] = await Promise.all([openSite(), startRedis()]);
  running = await startServer({ redisUrl: redis.url, logger: { error: () => undefined } });
});

after(async () => {
  await running.server.close();
  await Promise.all([site.close(), redis.stop('SIGKILL')]);
});

async function newRoom(): Promise<{ room: string; key: string }> {
  const host = await openPage(site);
  const made = await host.evaluate((url) => window.online.createRoom(url), running.url);
  await host.context().close();
  return made;
}

function board(query: Record<string, string>): Promise<Page> {
  return openPage(site, { server: running.url, side: 'human', ...query });
}

/** Waits for `state` on the board, at most TOLD_MS from `since`; the board then offers no throw and says no turn. */
async function refusedWithin(page: Page, state: string, since: number): Promise<BoardView> {
  const shown = await waitForView(page, `v.connectionState === '${state}'`, 0, TOLD_MS);
  assert.ok(Date.now() - since <= TOLD_MS, `told after ${Date.now() - since} ms`);
  assert.equal(shown.state, 'closed');
  assert.equal(shown.error, state);
  assert.equal(shown.canThrow, false, 'nobody can play this board');
  assert.doesNotMatch(shown.status, TURN);
  return shown;
}

const closeAll = (pages: Page[]) => Promise.all(pages.map((page) => page.context().close()));

test('a seat asked for without the invite link’s key: the board says the full link is needed', async () => {
  const { room } = await newRoom();
  // Timed from the page's load (the connector starts with it): on a loaded machine the load itself takes long.
  const page = await board({ room, seat: 'light' });
  const since = Date.now();
  const shown = await refusedWithin(page, 'key-required', since);
  assert.match(shown.status, /needs the full invite link/);
  await closeAll([page]);
});

test('a seat someone else holds, and a room whose seats are both taken: each board says so and offers watching', async () => {
  const { room, key } = await newRoom();
  const light = await board({ room, key, seat: 'light' });
  await waitForView(light, "v.state === 'open'");
  const taken = await board({ room, key, seat: 'light' });
  const since = Date.now();
  assert.match((await refusedWithin(taken, 'seat-taken', since)).status, /belongs to another player.*watch/);
  const dark = await board({ room, key, seat: 'dark' });
  await waitForView(dark, "v.state === 'open' && v.connectionState === null");
  const full = await board({ room, key, seat: 'any' });
  const third = Date.now();
  assert.match((await refusedWithin(full, 'room-full', third)).status, /Both seats are taken.*spectator/);
  await closeAll([light, taken, dark, full]);
});

test('a board whose seat another tab took over: its next action is refused, and it says to reload', async () => {
  const { room, key } = await newRoom();
  const light = await board({ room, key, seat: 'light' });
  const dark = await board({ room, key, seat: 'dark' });
  await waitForView(light, "v.state === 'open' && v.connectionState === null && v.canThrow");
  // The same browser opens the room's link again: the new tab holds the seat now.
  const tab = await light.context().newPage();
  await tab.goto(light.url());
  await tab.waitForFunction(() => 'online' in window);
  await waitForView(tab, "v.state === 'open' && v.seat === 'light'");
  const since = Date.now();
  await light.evaluate(() =>
    document.querySelector('royal-ur')!.shadowRoot!.querySelector<HTMLElement>('[part="throw-button"]')!.click(),
  );
  assert.match((await refusedWithin(light, 'not-seated', since)).status, /no longer holds a seat.*reload/);
  await closeAll([light, dark]);
});

test('a store that refuses writes for 20 s: both boards say the game is paused within 5 s, the whole time, and play goes on after with no “connection lost”', async () => {
  const { room, key } = await newRoom();
  const light = await board({ room, key, seat: 'light' });
  const dark = await board({ room, key, seat: 'dark' });
  await waitForView(light, "v.state === 'open' && v.connectionState === null && v.canThrow");
  await waitForView(dark, "v.state === 'open' && v.connectionState === null");
  const admin = new Redis(redis.url);
  try {
    await admin.config('SET', 'maxmemory', '1');
    const since = Date.now();
    for (const page of [light, dark]) {
      const paused = await waitForView(page, "v.connectionState === 'paused'", 0, TOLD_MS);
      assert.ok(Date.now() - since <= TOLD_MS, `told after ${Date.now() - since} ms`);
      assert.match(paused.status, /Game paused: the server cannot save moves/);
      assert.doesNotMatch(paused.status, TURN);
    }
    // Still said while the refusal lasts.
    while (Date.now() - since < 20_000) {
      await sleep(2_000);
      for (const page of [light, dark]) assert.equal((await view(page)).connectionState, 'paused');
    }
    await admin.config('SET', 'maxmemory', '0');
    const healed = Date.now();
    for (const page of [light, dark]) {
      await waitForView(page, "v.state === 'open' && v.connectionState === null", 0, TOLD_MS);
      assert.ok(Date.now() - healed <= TOLD_MS, `cleared after ${Date.now() - healed} ms`);
    }
    await light.evaluate(() =>
      document.querySelector('royal-ur')!.shadowRoot!.querySelector<HTMLElement>('[part="throw-button"]')!.click(),
    );
    await waitForView(dark, 'v.actions.length === 1');
    for (const page of [light, dark]) {
      const { shown } = await view(page);
      assert.ok(!shown.includes('reconnecting'), `never "connection lost": ${JSON.stringify(shown)}`);
    }
  } finally {
    await admin.config('SET', 'maxmemory', '0').catch(() => undefined);
    admin.disconnect();
  }
  await closeAll([light, dark]);
});
