/**
 * Resign, Abort and Claim the win by the widget's own controls, on docs/online-play.md's "A page"
 * exactly as a site owner writes it: two people in two browsers and a spectator, through the real
 * server, in one process in memory and in two processes on one Redis (each player on its own).
 * Each ending reaches every board within 2 s, fires `ur-game-end` once on each (players and
 * spectator) with the reason and side a local game gives, the server's record ends the same way,
 * and the page never alerts.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { io } from 'socket.io-client';
import { EVENTS, type Reply, type SyncReply } from '../../src/protocol/index.js';
import { startServer, type Running } from '../server/helpers.js';
import { startRedis, startServerProcess, type Child } from '../server/processes.js';
import { openPerson, playUntil, serveDocsPage, type Person, type SeenEnd } from './docs-page.js';
import { openPage, openSite, startProxy, waitForView, WAIT_MS, type TestSite } from './harness.js';

/** The promise: every board shows the end this soon after the click. */
const ENDED_MS = 2_000;
/** Short, so that a claim's wait is seen through. */
const GRACE_MS = 3_000;

let site: TestSite;
let docs: { url: string; close(): void };

before(async () => {
  [site, docs] = await Promise.all([openSite(), serveDocsPage()]);
});

after(async () => {
  docs.close();
  await site.close();
});

/** Where each person's page finds the server. */
interface Servers {
  light: string;
  dark: string;
  spectator: string;
}

interface Table {
  room: string;
  light: Person;
  dark: Person;
  spectator: Person;
}

const board = (page: Page, selector: string) => page.locator(`#board ${selector}`);

/** Light opens the page (it creates the room and logs the link), dark opens the link, a spectator the room's code alone. */
async function table(servers: Servers): Promise<Table> {
  const light = await openPerson(site, docs.url, servers.light);
  const link = await light.link;
  const room = new URL(link).searchParams.get('room')!;
  const dark = await openPerson(site, link, servers.dark);
  const spectator = await openPerson(site, `${docs.url}?room=${room}`, servers.spectator);
  for (const { page } of [light, dark, spectator])
    await page.waitForFunction(
      () => {
        const el = document.getElementById('board') as HTMLElement & { connector: unknown; connectionState: unknown };
        return el.connector !== null && el.connectionState === null;
      },
      undefined,
      { timeout: WAIT_MS },
    );
  return { room, light, dark, spectator };
}

/** Waits until every page's board has told its end; resolves with each one's ends and how long after `since` the first came. */
async function endsSeen(people: Person[], since: number): Promise<{ ends: SeenEnd[]; ms: number }[]> {
  return Promise.all(
    people.map(async ({ page }) => {
      await page.waitForFunction(() => window.gameEnds.length > 0, undefined, { timeout: WAIT_MS, polling: 20 });
      const ms = Date.now() - since;
      return { ends: await page.evaluate(() => window.gameEnds), ms };
    }),
  );
}

/** The server's record of `room`, asked as any client would. */
async function serverRecord(server: string, room: string): Promise<SyncReply['record']> {
  const socket = io(server, { transports: ['websocket'] });
  try {
    const reply = (await socket.timeout(WAIT_MS).emitWithAck(EVENTS.sync, { room })) as Reply<SyncReply>;
    assert.ok(reply.ok, JSON.stringify(reply));
    return reply.record;
  } finally {
    socket.disconnect();
  }
}

/** Every board ended as `expected` said, once each, within ENDED_MS; the server's record too; no alert anywhere. */
async function assertEnded(people: Person[], since: number, expected: SeenEnd, server: string, room: string) {
  for (const { ends, ms } of await endsSeen(people, since)) {
    assert.ok(ms <= ENDED_MS, `the end reached a board ${ms} ms after the click`);
    assert.deepEqual(ends, [expected]);
  }
  assert.deepEqual((await serverRecord(server, room)).end, expected.end);
  for (const { page } of people) {
    // Nothing left to act on: no Throw, no Resign or Abort, no question. Under load a Throw was
    // once still drawn right after the end (not found why): it must be gone within 2 s.
    await board(page, '[part="throw-button"]').waitFor({ state: 'detached', timeout: 2_000 });
    assert.equal(await board(page, '[part="end-button"], .end-question').count(), 0);
    // Still once, after the record's check came and went.
    assert.equal(await page.evaluate(() => window.gameEnds.length), 1);
  }
  for (const person of people) assert.deepEqual(person.alerts, []);
}

const closeAll = (people: Person[]) => Promise.all(people.map(({ page }) => page.context().close()));

function endings(name: string, start: () => Promise<{ servers: Servers; stop(): Promise<void> }>): void {
  describe(name, () => {
    let servers: Servers;
    let stop: () => Promise<void>;

    before(async () => {
      ({ servers, stop } = await start());
    });

    after(() => stop());

    test('Resign, confirmed on the widget: the game ends on both boards and the spectator’s', async () => {
      const { room, light, dark, spectator } = await table(servers);
      // Both sides have moved: Resign is offered (no longer Abort).
      await playUntil([light.page, dark.page], 'Resign');
      await board(dark.page, '[part="end-button"]').click();
      await board(dark.page, '.confirm-end').waitFor();
      const since = Date.now();
      await board(dark.page, '.confirm-end').click();
      const resigned = { reason: 'resigned', by: 'dark', winner: 'light', end: { reason: 'resigned', by: 'dark' } };
      await assertEnded([light, dark, spectator], since, resigned, servers.light, room);
      await closeAll([light, dark, spectator]);
    });

    test('Abort, confirmed on the widget before the first moves: no winner, everywhere', async () => {
      const { room, light, dark, spectator } = await table(servers);
      await board(light.page, '[part="throw-button"]').click();
      await board(light.page, '[part="end-button"]').click();
      const since = Date.now();
      await board(light.page, '.confirm-end').click();
      const aborted = { reason: 'aborted', by: null, winner: null, end: { reason: 'aborted' } };
      await assertEnded([light, dark, spectator], since, aborted, servers.dark, room);
      await closeAll([light, dark, spectator]);
    });

    test('Claim the win, on the widget, once the opponent closed the tab: counted down, Wait for them, then the win', async () => {
      const { room, light, dark, spectator } = await table(servers);
      await board(light.page, '[part="throw-button"]').click();
      await dark.page.context().close();
      // The grace counted down, and no claim before it is over.
      await board(light.page, '.claim-countdown').waitFor({ timeout: WAIT_MS });
      assert.match(await board(light.page, '.claim-countdown').innerText(), /You can claim the win in \d seconds?/);
      assert.equal(await board(light.page, 'button.claim').count(), 0);
      // Nobody to play a rematch with.
      assert.equal(await board(light.page, '[part="rematch-button"]').count(), 0);
      // The quiet choice first: the claim stays, as one button.
      await board(light.page, 'button.wait').click({ timeout: WAIT_MS });
      assert.equal(await board(light.page, 'button.wait').count(), 0);
      assert.equal(await spectator.page.evaluate(() => window.gameEnds.length), 0);
      const since = Date.now();
      await board(light.page, 'button.claim').click();
      const abandoned = { reason: 'abandoned', by: 'dark', winner: 'light', end: { reason: 'abandoned', by: 'dark' } };
      await assertEnded([light, spectator], since, abandoned, servers.spectator, room);
      assert.equal(await board(light.page, 'button.claim').count(), 0);
      // Nobody to play a rematch with.
      assert.equal(await board(light.page, '[part="rematch-button"]').count(), 0);
      await closeAll([light, spectator]);
    });
  });
}

endings('one process, rooms in memory', async () => {
  const running: Running = await startServer({ limits: { seatGraceMs: GRACE_MS } });
  return {
    servers: { light: running.url, dark: running.url, spectator: running.url },
    stop: () => running.server.close(),
  };
});

endings('two processes on one Redis, each player on its own', async () => {
  const redis = await startRedis();
  const env = { REDIS_URL: redis.url, SEAT_GRACE_SECONDS: String(GRACE_MS / 1000) };
  const children: Child[] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  const [first, second] = children as (Child & { url: string })[];
  return {
    servers: { light: first.url, dark: second.url, spectator: second.url },
    async stop() {
      await Promise.all(children.map((child) => child.stop()));
      await redis.stop();
    },
  };
});

/** The widget of the test page (test/online/page/), which has no id. */
const widget = (page: Page, selector: string) => page.locator(`royal-ur ${selector}`);

test('a claim the room refuses (the opponent came back, unseen by a stalled link): the line says so, and the game goes on', async () => {
  const running = await startServer({ limits: { seatGraceMs: GRACE_MS } });
  const port = Number(new URL(running.url).port);
  const [lightLink, darkLink] = await Promise.all([startProxy(port), startProxy(port)]);
  try {
    const host = await openPage(site);
    const { room, key } = await host.evaluate((url) => window.online.createRoom(url), running.url);
    await host.context().close();
    const query = { room, key, side: 'human', animation: '0' };
    const light = await openPage(site, { ...query, server: lightLink.url, seat: 'light' });
    const dark = await openPage(site, { ...query, server: darkLink.url, seat: 'dark' });
    for (const page of [light, dark]) await waitForView(page, "v.state === 'open' && v.connectionState === null");
    // Dark's network goes: past the grace, light is offered the claim.
    darkLink.cut();
    await widget(light, 'button.claim').waitFor({ timeout: WAIT_MS });
    // Light's link stalls; dark comes back meanwhile, unseen by light, who claims.
    lightLink.stall();
    darkLink.restore();
    await waitForView(dark, "v.state === 'open'");
    await widget(light, 'button.claim').click();
    lightLink.flow();
    const told = await waitForView(light, "v.connectionState === 'end-refused'");
    assert.match(told.status, /The game could not be ended now: it goes on\.$/);
    assert.equal(told.end, null);
    // Dark is back: nothing to claim, and the game goes on (light's throw).
    await waitForView(light, 'v.canThrow && !v.canClaim');
    assert.equal(await widget(light, 'button.claim, .claim-offer, .claim-countdown').count(), 0);
    await Promise.all([light, dark].map((page) => page.context().close()));
  } finally {
    lightLink.close();
    darkLink.close();
    await running.server.close();
  }
});
