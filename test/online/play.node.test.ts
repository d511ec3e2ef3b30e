/**
 * Online play end to end: the real game server on 127.0.0.1, real Chromium pages with the element
 * and the `royal-ur/online` connector, no mocked transport.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { DEFAULT_LIMITS } from '../../server/index.js';
import { connect as connectClient, startServer, syncRecord, type Running } from '../server/helpers.js';
import { openPage, openSite, startProxy, view, waitForView, type TestSite } from './harness.js';

let site: TestSite;
const servers: Running[] = [];

before(async () => {
  site = await openSite();
});

after(async () => {
  await site.close();
  await Promise.all(servers.map(({ server }) => server.close()));
});

async function server(options: Parameters<typeof startServer>[0] = {}): Promise<Running> {
  const running = await startServer(options);
  servers.push(running);
  return running;
}

/** The room's record on the server, as a fresh client asks for it. */
async function serverActions(url: string, room: string): Promise<string[]> {
  const socket = await connectClient(url);
  try {
    return (await syncRecord(socket, room)).actions;
  } finally {
    socket.disconnect();
  }
}

/** A page that plays `seat`, from an invite link with the seat key (a spectator's link has none). */
const seatPage = (url: string, room: string, key: string, seat: string, side: string, animation = '0'): Promise<Page> =>
  openPage(site, { server: url, room, seat, side, animation, ...(seat !== 'spectator' && { key }) });

test(
  'two pages play a whole game through the server, with its default rate limits; both records (and a spectator’s) equal the server’s',
  { timeout: 180_000 },
  async () => {
    // The computers play as fast as they can, so the connector also meets `rate-limited` and waits.
    const { url } = await server({
      limits: { messagesPerSecond: DEFAULT_LIMITS.messagesPerSecond, messageBurst: DEFAULT_LIMITS.messageBurst },
    });
    const host = await openPage(site);
    const { room, key } = await host.evaluate((url) => window.online.createRoom(url, 'finkel'), url);
    const light = await seatPage(url, room, key, 'light', 'computer');
    const dark = await seatPage(url, room, key, 'dark', 'computer');
    const watcher = await seatPage(url, room, key, 'spectator', 'human');
    const [a, b] = await Promise.all([
      waitForView(light, "v.phase === 'over'"),
      waitForView(dark, "v.phase === 'over'"),
    ]);
    const final = await serverActions(url, room);
    assert.ok(final.length > 50, `a whole game, ${final.length} actions`);
    assert.deepEqual(a.actions, final);
    assert.deepEqual(b.actions, final);
    const c = await waitForView(watcher, `v.actions.length === ${final.length}`);
    assert.deepEqual(c.actions, final, 'a spectator follows the same game');
    assert.equal(c.seat, 'spectator');
    assert.equal(a.seed, null, 'the server throws the dice: no seed on the board');
    assert.ok(
      final.every((action, index) => index === 0 || !/^t/.test(action)),
      'every throw is the server’s (h<n>)',
    );
    assert.deepEqual([a.seat, b.seat], ['light', 'dark']);
    await Promise.all([host, light, dark, watcher].map((page) => page.context().close()));
  },
);

test('a page reloaded mid-game reclaims its seat and resumes at the server’s index', { timeout: 180_000 }, async () => {
  const { url } = await server();
  const host = await openPage(site);
  const { room, key } = await host.evaluate((url) => window.online.createRoom(url, 'masters', { pieces: 4 }), url);
  // A short pause per computer action keeps the game going while the page reloads.
  const light = await seatPage(url, room, key, 'light', 'computer', '20');
  const dark = await seatPage(url, room, key, 'dark', 'computer', '20');
  const before = await waitForView(light, "v.actions.length >= 30 && v.phase !== 'over'");
  await light.reload();
  await light.waitForFunction(() => 'online' in window);
  const resumed = await waitForView(light, "v.state === 'open'");
  const held = await serverActions(url, room);
  assert.equal(resumed.seat, 'light', 'the token in sessionStorage reclaimed the seat');
  assert.equal(resumed.shown[0], 'connecting');
  assert.ok(
    resumed.actions.length >= before.actions.length,
    `resumed at ${resumed.actions.length}, was at ${before.actions.length}`,
  );
  assert.deepEqual(
    resumed.actions,
    held.slice(0, resumed.actions.length),
    'the reloaded board holds the server’s game',
  );
  const [a, b] = await Promise.all([waitForView(light, "v.phase === 'over'"), waitForView(dark, "v.phase === 'over'")]);
  const final = await serverActions(url, room);
  assert.deepEqual(a.actions, final);
  assert.deepEqual(b.actions, final);
  await Promise.all([host, light, dark].map((page) => page.context().close()));
});

test(
  'the board’s status line shows waiting for the opponent, reconnecting, the opponent reconnecting and leaving',
  { timeout: 180_000 },
  async () => {
    const running = await server();
    const port = Number(new URL(running.url).port);
    const proxy = await startProxy(port);
    try {
      const host = await openPage(site);
      const { room, key } = await host.evaluate((url) => window.online.createRoom(url), running.url);
      // Light reaches the server through the proxy, so the test can cut its network.
      const light = await seatPage(proxy.url, room, key, 'light', 'human');
      let a = await waitForView(light, "v.connectionState === 'waiting-for-opponent'");
      assert.match(a.status, /The game starts when Dark joins/);

      const dark = await seatPage(running.url, room, key, 'dark', 'human');
      a = await waitForView(light, "v.state === 'open' && v.connectionState === null");
      assert.doesNotMatch(a.status, /Waiting/);

      proxy.cut();
      a = await waitForView(light, "v.connectionState === 'reconnecting'");
      assert.match(a.status, /Connection lost: reconnecting/);
      let b = await waitForView(dark, "v.connectionState === 'opponent-reconnecting'");
      assert.match(b.status, /Light lost the connection/);

      proxy.restore();
      a = await waitForView(light, "v.state === 'open' && v.connectionState === null");
      b = await waitForView(dark, 'v.connectionState === null');
      assert.equal(a.seat, 'light');

      // Taking the board off the page ends its connection: the seat is left at once.
      await light.evaluate(() => window.online.remove(0));
      b = await waitForView(dark, "v.connectionState === 'opponent-left'");
      assert.match(b.status, /Light left the game/);
      assert.equal((await view(light)).state, 'closed');
      await Promise.all([host, light, dark].map((page) => page.context().close()));
    } finally {
      proxy.close();
    }
  },
);

test(
  'the opponent’s double move stays readable: each of its actions on screen for the computer’s pause before the next',
  { timeout: 180_000 },
  async () => {
    const { url } = await server();
    const host = await openPage(site);
    const { room, key } = await host.evaluate((url) => window.online.createRoom(url), url);
    // Dark plays with no pause at all (animation 0), so its actions reach light in bursts; light's
    // board shows them at its own pace: 2.5 × 60 ms each. Light is a person who acts the moment
    // the board lets them, so nothing of light's own hides the pace.
    const animation = 60;
    const light = await seatPage(url, room, key, 'light', 'human', String(animation));
    await light.evaluate(() => window.online.actAtOnce(0));
    const dark = await openPage(site, {
      server: url,
      room,
      key,
      seat: 'dark',
      side: 'computer',
      animation: '0',
      level: 'expert',
    });
    // A turn of dark's with two moves (a rosette's extra throw), then the action after it.
    const doubleMove = `(() => {
      const turns = [];
      for (const item of v.timeline) {
        if (turns.length === 0 || turns.at(-1).player !== item.player) turns.push({ player: item.player, moves: 0 });
        if (!/^h/.test(item.action)) turns.at(-1).moves++;
      }
      return turns.slice(0, -1).some((turn) => turn.player === 'dark' && turn.moves >= 2);
    })()`;
    const seen = await waitForView(light, doubleMove);
    const { timeline } = seen;
    assert.deepEqual(
      timeline.map((item) => item.index),
      timeline.map((_, index) => index),
      'every action shown once, in order',
    );
    // Each of dark's actions waits the pause after whatever the board showed before it (the person's
    // own actions come as soon as they are made: the person has seen what they act on).
    for (const [i, item] of timeline.entries()) {
      if (item.player !== 'dark' || i === 0) continue;
      const after = item.at - timeline[i - 1].at;
      // Timers never fire early; a millisecond of slack for the clock's rounding.
      assert.ok(
        after >= 2.5 * animation - 1,
        `dark's ${item.action} (${i}) shown ${after} ms after ${timeline[i - 1].player}'s ${timeline[i - 1].action}: ${JSON.stringify(timeline.slice(Math.max(0, i - 4), i + 1))}`,
      );
    }
    const rosette = timeline.findIndex(
      (item, i) => item.player === 'dark' && timeline[i + 1]?.player === 'dark' && !/^h/.test(item.action),
    );
    assert.match(timeline[rosette + 1].before, /^Dark .*another throw/, 'the double move’s first half was on screen');
    const held = await serverActions(url, room);
    assert.deepEqual(
      seen.actions,
      held.slice(0, seen.actions.length),
      'the board shows the start of the server’s game',
    );
    await Promise.all([host, light, dark].map((page) => page.context().close()));
  },
);
