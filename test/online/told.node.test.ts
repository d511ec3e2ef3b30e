/**
 * Every fault is told to the players within 5 s, through the real server (on a real Redis) and
 * two Chromium pages: a stalled link, a server process cut off from Redis (its players fail over
 * to another process), a game the store lost, and a seat reclaimed at once from a new tab.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { startBalancer, type Balancer } from '../server/balancer.js';
import { startServer, type Running } from '../server/helpers.js';
import { startRedis, type Child } from '../server/processes.js';
import { EVENTS, HEARTBEAT_MS } from '../../src/protocol/index.js';
import { openPage, openSite, startProxy, waitForView, type Proxy, type TestSite } from './harness.js';

/** The promise: a fault is on the player's screen within this time. */
const TOLD_MS = 5_000;

let site: TestSite;
let redis: Child & { url: string };
const servers: Running[] = [];
const proxies: Proxy[] = [];
const balancers: Balancer[] = [];

before(async () => {
  [site, redis] = await Promise.all([openSite(), startRedis()]);
});

after(async () => {
  // The servers first, while their Redis links are up: they close them.
  await Promise.all(balancers.map((balancer) => balancer.close()));
  await Promise.all(servers.map(({ server }) => server.close()));
  for (const proxy of proxies) proxy.close();
  await Promise.all([site.close(), redis.stop('SIGKILL')]);
});

/** A server process on `redisUrl`, with the default liveness times (a heartbeat each second, a key of 3 s). */
async function server(redisUrl = redis.url): Promise<Running> {
  const running = await startServer({ redisUrl, logger: { error: () => undefined } });
  servers.push(running);
  return running;
}

async function proxy(port: number): Promise<Proxy> {
  const made = await startProxy(port);
  proxies.push(made);
  return made;
}

const port = (url: string) => Number(new URL(url).port);

/** Two human pages in a new room, light through `lightUrl`, dark through `darkUrl`, both seated. */
async function twoPages(lightUrl: string, darkUrl: string, createUrl = darkUrl): Promise<[Page, Page, string]> {
  const host = await openPage(site);
  const { room, key } = await host.evaluate((url) => window.online.createRoom(url), createUrl);
  await host.context().close();
  const light = await openPage(site, { server: lightUrl, room, key, seat: 'light', side: 'human' });
  const dark = await openPage(site, { server: darkUrl, room, key, seat: 'dark', side: 'human' });
  await waitForView(light, "v.state === 'open' && v.connectionState === null");
  await waitForView(dark, "v.state === 'open' && v.connectionState === null");
  return [light, dark, room];
}

/** Resolves once `test` holds for the page's board, failing if that takes longer than TOLD_MS from `since`. */
async function toldWithin(page: Page, test: string, since: number) {
  const shown = await waitForView(page, test, 0, TOLD_MS);
  assert.ok(Date.now() - since <= TOLD_MS, `told after ${Date.now() - since} ms`);
  return shown;
}

const closeAll = (pages: Page[]) => Promise.all(pages.map((page) => page.context().close()));

test('a stalled link (open, carrying nothing) shows "connection slow" within 5 s, and clears when it flows again', async () => {
  const running = await server();
  const link = await proxy(port(running.url));
  const [light, dark] = await twoPages(link.url, running.url);
  const since = Date.now();
  link.stall();
  const slow = await toldWithin(light, "v.connectionState === 'slow'", since);
  assert.match(slow.status, /Connection slow/);
  link.flow();
  await waitForView(light, "v.state === 'open' && v.connectionState === null");
  await closeAll([light, dark]);
});

/**
 * What a server process sent to and heard from each connection, with the time of each: every
 * Socket.IO packet it queued for the page (events, acknowledgements, the connection's accept, all
 * of which the page's connector counts as hearing from the server) and each `link:ping` it was asked.
 * The silence before a ping, measured here, is never shorter than the one the page measured: what the
 * server sends reaches the page later, and the ping reaches the server later than the page sent it.
 */
function listen(running: Running) {
  const links = new Map<string, { sent: number[]; pings: number[] }>();
  running.server.io.on('connection', (socket) => {
    const link = { sent: [] as number[], pings: [] as number[] };
    links.set(socket.id, link);
    socket.conn.on('packetCreate', (packet: { type: string }) => {
      if (packet.type === 'message') link.sent.push(performance.now());
    });
    socket.onAny((event: string) => {
      if (event === EVENTS.ping) link.pings.push(performance.now());
    });
  });
  return links;
}

/** The silence (ms) the server had kept towards a connection before each of its pings. */
function silences({ sent, pings }: { sent: number[]; pings: number[] }): number[] {
  return pings.map((at) => at - Math.max(-Infinity, ...sent.filter((time) => time <= at)));
}

test(`the heartbeat waits for a silence of ${HEARTBEAT_MS} ms: no ping while the server speaks, and pings from an idle page`, async () => {
  const running = await server();
  const links = listen(running);
  const host = await openPage(site);
  const { room, key } = await host.evaluate((url) => window.online.createRoom(url), running.url);
  await host.context().close();
  const seat = (side: 'light' | 'dark') =>
    openPage(site, {
      server: running.url,
      room,
      key,
      seat: side,
      side: 'computer',
      level: 'beginner',
      // Each computer action waits its animation: the game outlasts two heartbeat periods however fast the machine.
      animation: '30',
    });
  const [light, dark] = await Promise.all([seat('light'), seat('dark')]);
  await waitForView(light, "v.state === 'open' && v.actions.length > 0");
  const started = Date.now();
  await waitForView(light, "v.phase === 'over'");
  // The game lasts over two heartbeat periods: a heartbeat on a timer of its own would be heard here.
  assert.ok(Date.now() - started > 2 * HEARTBEAT_MS, `the game took only ${Date.now() - started} ms`);
  // Over, the room quiet: each page asks after each silence (however long the machine takes to get there).
  const seated = () => [...links.values()].filter((link) => link.sent.length > 20);
  const overAt = performance.now();
  const askedTwice = () => seated().filter((link) => link.pings.filter((at) => at > overAt).length >= 2).length;
  // Waiting is bounded only so that a page that never asks fails rather than hangs.
  while (askedTwice() < 2 && performance.now() - overAt < 20 * HEARTBEAT_MS)
    await new Promise((resolve) => setTimeout(resolve, HEARTBEAT_MS / 5));
  assert.equal(askedTwice(), 2, 'each idle page asks twice');
  // Every ping, in play or idle, came only after the server had been silent towards that page this long.
  for (const link of seated()) {
    const short = silences(link).filter((silence) => silence < HEARTBEAT_MS);
    assert.deepEqual(short, [], `pings after a silence of only ${short.map(Math.round).join(', ')} ms`);
  }
  await closeAll([light, dark]);
});

test('a process cut off from Redis closes its connections: its player sees "reconnecting" within 5 s and plays on through another process', async () => {
  // The first process reaches Redis through a proxy the test cuts; light's page reaches the
  // processes through a load balancer that checks their health.
  const redisLink = await proxy(port(redis.url));
  const [first, second] = [await server(redisLink.url.replace('http:', 'redis:')), await server()];
  const balancer = await startBalancer([port(first.url), port(second.url)], { health: true });
  balancers.push(balancer);
  const [light, dark] = await twoPages(balancer.url, second.url);
  const since = Date.now();
  redisLink.cut();
  const lost = await toldWithin(light, "v.connectionState === 'reconnecting'", since);
  assert.match(lost.status, /Connection lost: reconnecting/);
  // Back on the second process, with its seat.
  const back = await waitForView(light, "v.state === 'open' && v.connectionState === null");
  assert.equal(back.seat, 'light');
  assert.equal(first.server.io.engine.clientsCount, 0, 'nobody is left on the process without Redis');
  await waitForView(dark, 'v.connectionState === null');
  redisLink.restore();
  await closeAll([light, dark]);
});

test('Redis restarted empty: both pages say within 5 s that the game no longer exists, and offer a new one', async () => {
  const own = await startRedis();
  // Closed by this test while its Redis is up (a server closing without Redis waits for it).
  const running = await startServer({ redisUrl: own.url, logger: { error: () => undefined } });
  try {
    const [light, dark] = await twoPages(running.url, running.url);
    await own.stop('SIGKILL');
    const since = Date.now();
    const restarted = await startRedis({ port: port(own.url) });
    try {
      for (const page of [light, dark]) {
        const gone = await toldWithin(page, "v.connectionState === 'game-gone'", since);
        assert.match(gone.status, /This game no longer exists/);
        assert.doesNotMatch(gone.status, /changed hands/);
        assert.equal(gone.error, 'no-room');
        assert.ok(gone.newGame, 'the board offers New game');
      }
      // New game starts a game on the board, and the notice goes.
      await light.evaluate(
        () =>
          window.online.view(0) &&
          document.querySelector('royal-ur')!.shadowRoot!.querySelector<HTMLElement>('button.new-game')!.click(),
      );
      const fresh = await waitForView(light, 'v.connectionState === null');
      assert.deepEqual(fresh.actions, []);
      await closeAll([light, dark]);
    } finally {
      await running.server.close();
      await restarted.stop('SIGKILL');
    }
  } finally {
    await own.stop('SIGKILL');
  }
});

test('a closed tab’s room link, opened in a new tab of the same browser, gets its seat back at once', async () => {
  const running = await server();
  const [light, dark, room] = await twoPages(running.url, running.url);
  const context = light.context();
  const query = new URL(light.url()).search;
  await light.close();
  await waitForView(dark, "v.connectionState === 'opponent-reconnecting'");
  const since = Date.now();
  const tab = await context.newPage();
  await tab.goto(`${site.url}${query}`);
  await tab.waitForFunction(() => 'online' in window);
  const back = await toldWithin(tab, "v.state === 'open'", since);
  assert.equal(back.seat, 'light', `the seat in ${room} came back to this browser`);
  await toldWithin(dark, 'v.connectionState === null', since);
  await closeAll([tab, dark]);
});
