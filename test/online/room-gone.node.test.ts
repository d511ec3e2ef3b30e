/**
 * Where an online game cannot go on, through the real server and Chromium pages: a room code of no
 * room, on docs/online-play.md's page, is said as the other refusals are; a room gone in mid-game
 * is told to both players at once, the controls that could no longer act are gone and New game
 * gives the board back to the page; and while the connector holds a board, the host page cannot
 * act for the remote side.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startServer, type Running } from '../server/helpers.js';
import { startRedis, startServerProcess } from '../server/processes.js';
import { openPerson, serveDocsPage } from './docs-page.js';
import { openPage, openSite, view, waitForView, WAIT_MS, type TestSite } from './harness.js';

/** A room unused this long is gone (the server sweeps as often). */
const IDLE_ROOM_MS = 4_000;
/** The promise: the opponent is told this soon after the first board knew. */
const TOLD_MS = 5_000;

let site: TestSite;
let docs: { url: string; close(): void };
let running: Running;

before(async () => {
  [site, docs, running] = await Promise.all([
    openSite(),
    serveDocsPage(),
    startServer({ limits: { idleRoomMs: IDLE_ROOM_MS } }),
  ]);
});

after(async () => {
  docs.close();
  await Promise.all([site.close(), running.server.close()]);
});

test('a room code of no room, on the docs’ page: “This game does not exist”, nothing to play, no alert', async () => {
  const person = await openPerson(site, `${docs.url}?room=ZZZZZZ&key=${'a'.repeat(32)}&seat=dark`, running.url);
  const { page } = person;
  await page.waitForFunction(
    () =>
      (document.getElementById('board') as HTMLElement & { connectionState: unknown }).connectionState === 'no-room',
    undefined,
    { timeout: WAIT_MS },
  );
  const status = page.locator('#board [part="status"]');
  assert.match(
    await status.innerText(),
    /^This game does not exist: check the link you were sent, or ask for a new one\.$/,
  );
  assert.equal(await page.locator('#board [part="throw-button"]').count(), 0);
  assert.equal(await page.locator('#board .undo').count(), 0);
  assert.equal(await page.locator('#board .player.acting').count(), 0);
  assert.deepEqual(person.alerts, []);
  await page.context().close();
});

/** A room gone under two players, on `servers` (light's, dark's): both told, and New game gives the board back. */
async function roomGone([lightServer, darkServer]: [string, string]): Promise<void> {
  const host = await openPage(site);
  const { room, key } = await host.evaluate((url) => window.online.createRoom(url), lightServer);
  await host.context().close();
  // The periodic record check a minute away: only the server's word can tell them in time.
  const light = await openPage(site);
  const dark = await openPage(site);
  for (const [page, seat] of [
    [light, 'light'],
    [dark, 'dark'],
  ] as const) {
    await page.evaluate(
      (setup) => window.online.addBoard({ ...setup, attributes: { [setup.seat]: 'human', 'animation-duration': '0' } }),
      { server: seat === 'light' ? lightServer : darkServer, room, key, seat, idleSync: 60_000 },
    );
  }
  for (const page of [light, dark]) await waitForView(page, "v.state === 'open' && v.connectionState === null");
  await light.locator('royal-ur').locator('[part="throw-button"]').click();
  // Nobody acts: the room expires, and whichever board hears first, the other follows.
  const first = await Promise.race(
    [light, dark].map((page) => waitForView(page, "v.connectionState === 'game-gone'").then(() => page)),
  );
  const since = Date.now();
  const other = first === light ? dark : light;
  await waitForView(other, "v.connectionState === 'game-gone'", 0, TOLD_MS);
  assert.ok(Date.now() - since <= TOLD_MS);
  for (const page of [light, dark]) {
    const shown = await view(page);
    assert.equal(shown.status, 'This game no longer exists: start a new one with New game.');
    assert.equal(shown.canThrow, false);
    assert.equal(shown.undo, false);
    assert.equal(shown.newGame, true);
    const widget = page.locator('royal-ur');
    assert.equal(await widget.locator('[part="throw-button"], [part="end-button"]').count(), 0);
    // Nobody's turn is marked: nobody plays on.
    assert.equal(await widget.locator('.player.acting').count(), 0);
  }
  // New game: the board is the page's again, a game for the people here, with its own dice.
  await light.locator('royal-ur').locator('button.new-game').click();
  const fresh = await waitForView(light, 'v.connectionState === null && v.canThrow');
  assert.deepEqual(fresh.actions, []);
  await light.locator('royal-ur').locator('[part="throw-button"]').click();
  const thrown = await waitForView(light, 'v.actions.length > 0');
  assert.match(thrown.actions[0], /^t\d$/);
  await Promise.all([light, dark].map((page) => page.context().close()));
}

test('a room gone in mid-game: both players told within 5 s, nothing left that cannot act, and New game gives the board back', () =>
  roomGone([running.url, running.url]));

test('the same on two processes on one Redis, each player on its own', { timeout: 180_000 }, async () => {
  const redis = await startRedis();
  const env = { REDIS_URL: redis.url, IDLE_ROOM_SECONDS: String(IDLE_ROOM_MS / 1000) };
  const children = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  try {
    await roomGone([children[0].url, children[1].url]);
  } finally {
    await Promise.all(children.map((child) => child.stop()));
    await redis.stop();
  }
});

test('while the connector holds the board, the host page cannot act for the remote side', async () => {
  const host = await openPage(site);
  const { room, key } = await host.evaluate((url) => window.online.createRoom(url), running.url);
  await host.context().close();
  const query = { server: running.url, room, key, side: 'human' };
  const light = await openPage(site, { ...query, seat: 'light' });
  const dark = await openPage(site, { ...query, seat: 'dark' });
  for (const page of [light, dark]) await waitForView(page, "v.state === 'open' && v.connectionState === null");
  // Light's turn: dark's page calls the host methods for light (its remote side).
  const refusals = await dark.evaluate(() => {
    const board = document.querySelector('royal-ur')!;
    const tries = [() => board.throwDice(3), () => board.move('R-A4')];
    return tries.map((attempt) => {
      try {
        attempt();
        return 'accepted';
      } catch (error) {
        return (error as Error).message;
      }
    });
  });
  for (const refusal of refusals)
    assert.equal(refusal, '<royal-ur>: light is played online: its actions come only from royal-ur/online');
  assert.deepEqual((await view(dark)).actions, []);
  await Promise.all([light, dark].map((page) => page.context().close()));
});
