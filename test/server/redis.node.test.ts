/**
 * Several server processes sharing rooms through a private Redis: players on different processes
 * play one game, presence crosses processes, races are settled by the store, and a killed
 * process comes back to its games from Redis.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { EVENTS, type SeatsEvent } from '../../src/protocol/index.js';
import { RedisStore } from '../../server/index.js';
import { testBed } from './bed.js';
import {
  code,
  createRoom,
  expectOk,
  join,
  nextEvent,
  Player,
  playOn,
  request,
  seatsAre,
  syncRecord,
} from './helpers.js';
import { startRedis, startServerProcess, type Child } from './processes.js';

const { client } = testBed();
let redis: Child & { url: string };
const children: Child[] = [];

/** A server process on Redis, with limits raised for computer players. */
async function serverProcess(port = 0): Promise<Child & { url: string }> {
  const child = await startServerProcess({
    PORT: String(port),
    REDIS_URL: redis.url,
    MESSAGES_PER_SECOND: '10000',
    MESSAGE_BURST: '10000',
  });
  children.push(child);
  return child;
}

before(async () => {
  redis = await startRedis();
});

after(async () => {
  await Promise.all(children.map((child) => child.stop()));
  await redis.stop();
});

test('the Redis store appends and claims seats atomically between clients', async () => {
  const clients = [new Redis(redis.url), new Redis(redis.url)];
  try {
    const [a, b] = clients.map((connection) => new RedisStore(connection, 'atomic:'));
    assert.equal(await a.create('ROOM22', { variant: 'finkel', rules: {}, key: 'key' }, 60_000), true);
    assert.equal(await b.create('ROOM22', { variant: 'bell', rules: {}, key: 'key' }, 60_000), false);
    assert.deepEqual(await b.meta('ROOM22'), { variant: 'finkel', rules: {}, key: 'key' });
    for (let index = 0; index < 20; index++) {
      const results = await Promise.all([
        a.append('ROOM22', index, `a${index}`, 60_000),
        b.append('ROOM22', index, `b${index}`, 60_000),
      ]);
      assert.deepEqual([...results].sort(), ['conflict', 'ok']);
    }
    assert.equal((await a.read('ROOM22', 0))?.length, 20);
    assert.equal(await a.read('NOROOM', 0), null);
    assert.equal(await a.append('NOROOM', 0, 'h1', 60_000), 'no-room');
    const seat = { token: 't', status: 'connected', sid: 's', until: null, process: 'p' } as const;
    const claims = await Promise.all([
      a.setSeat('ROOM22', 'light', null, seat),
      b.setSeat('ROOM22', 'light', null, { ...seat, sid: 'other' }),
    ]);
    assert.deepEqual([...claims].sort(), [false, true]);
    assert.equal((await a.seats('ROOM22')).dark, null);
  } finally {
    await Promise.all(clients.map((connection) => connection.quit()));
  }
});

test('two processes serve one game: players and a spectator on different processes; a killed process resumes from Redis', async () => {
  const [first, second] = await Promise.all([serverProcess(), serverProcess()]);
  const [lightSocket, darkSocket, watcher] = [
    await client(first.url),
    await client(second.url),
    await client(second.url),
  ];
  const room = await createRoom(lightSocket, 'finkel');
  await expectOk(join(watcher, room, 'spectator'));

  const light = new Player(lightSocket, room, 31, 40);
  const dark = new Player(darkSocket, room, 32, 40);
  const paused = nextEvent(watcher, EVENTS.action, (event: { index: number }) => event.index === 39);
  await light.join('light');
  // Presence crosses processes: light (on the first) hears dark arrive on the second.
  const darkHere = nextEvent(lightSocket, EVENTS.seats, seatsAre('dark', 'connected'));
  await dark.join('dark');
  await darkHere;

  // Both stop at 40 actions; then the light player's process dies.
  await paused;
  const port = new URL(first.url).port;
  await first.stop('SIGKILL');
  // The game is in Redis: the other process still has all of it.
  assert.equal((await syncRecord(watcher, room)).actions.length, 40);

  // The process comes back on its port; the light player reconnects, reclaims its seat and plays on.
  await serverProcess(Number(port));
  assert.deepEqual(await light.rejoined(), [40]);
  const record = await playOn(light, dark);
  assert.deepEqual(await syncRecord(watcher, room), record);
  assert.deepEqual(await syncRecord(lightSocket, room), record);
});

test("a retried throw on another process gets the same throw back; a process shutting down leaves its players' seats reconnecting, seen on the other", async () => {
  const [first, second] = await Promise.all([serverProcess(), serverProcess()]);
  const [lightSocket, darkSocket] = [await client(first.url), await client(first.url)];
  const room = await createRoom(lightSocket);
  const seat = await expectOk(join(lightSocket, room, 'light'));
  await expectOk(join(darkSocket, room, 'dark'));
  const thrown = await expectOk(
    request<{ action: string }>(lightSocket, EVENTS.action, { room, index: 0, action: 'throw' }),
  );

  // The light player moves to the other process (a reload behind a load balancer) and retries the request.
  const heard: string[] = [];
  darkSocket.on(EVENTS.seats, (event: SeatsEvent) => heard.push(event.seats.light));
  const moved = await client(second.url);
  await expectOk(join(moved, room, 'light', seat.token));
  assert.deepEqual(await request(moved, EVENTS.action, { room, index: 0, action: 'throw' }), {
    ok: true,
    index: 0,
    action: thrown.action,
  });

  // The connection it left behind on the first process acts for it no more.
  assert.equal(code(await request(lightSocket, EVENTS.action, { room, index: 1, action: 'decline' })), 'not-seated');

  // The second process shuts down (SIGTERM): it lets its players' seats be held, and the opponent on the first hears it.
  const lightAway = nextEvent(darkSocket, EVENTS.seats, seatsAre('light', 'reconnecting'));
  await second.stop('SIGTERM');
  await lightAway;
  assert.deepEqual(heard, ['connected', 'reconnecting']);
  assert.deepEqual((await syncRecord(darkSocket, room)).actions, [thrown.action]);
});

/**
 * Two server processes, a new room whose players are seated on the first (playing until the record
 * holds `pauseAt` actions) and a connection to the second, in no room yet.
 */
async function playersOnFirst(seed: number, pauseAt: number) {
  const [first, second] = await Promise.all([serverProcess(), serverProcess()]);
  const [lightSocket, darkSocket, watcher] = [
    await client(first.url),
    await client(first.url),
    await client(second.url),
  ];
  const room = await createRoom(lightSocket);
  const light = new Player(lightSocket, room, seed, pauseAt);
  const dark = new Player(darkSocket, room, seed + 1, pauseAt);
  await light.join('light');
  await dark.join('dark');
  return { room, light, dark, watcher };
}

test('each action is one command to Redis: the append script stores it and publishes its broadcast, which the other process delivers', async () => {
  const { room, light, dark, watcher } = await playersOnFirst(51, 0);
  await expectOk(join(watcher, room, 'spectator'));

  // Every command sent to Redis that names the room, from here on (not those a script runs: source `lua`).
  const tester = new Redis(redis.url);
  const monitor = await tester.duplicate().monitor();
  const commands: string[] = [];
  const done = `${room}:done`;
  const seen = new Promise<void>((resolve) =>
    monitor.on('monitor', (_time: string, args: string[], source: string) => {
      if (args[1] === done) return resolve();
      if (source === 'lua' || !args.some((arg) => arg.includes(room))) return;
      const command = args[0].toLowerCase();
      // A script (EVAL sends it whole, the first time a connection runs it; then EVALSHA its hash) by
      // the count of what follows it, its keys and arguments: the append's differs from the other scripts'.
      commands.push(command === 'eval' || command === 'evalsha' ? `script of ${args.length - 2}` : command);
    }),
  );
  const heard: number[] = [];
  watcher.on(EVENTS.action, (event: { index: number }) => heard.push(event.index));
  const twentieth = nextEvent(watcher, EVENTS.action, (event: { index: number }) => event.index === 19);
  light.resume(20);
  dark.resume(20);
  await twentieth;
  // Redis runs commands in order: once this one is seen, every earlier one has been.
  await tester.echo(done);
  await seen;
  await Promise.all([monitor.disconnect(), tester.quit()]);

  // The watcher on the second process heard every action, from the script's publish alone.
  assert.deepEqual(
    heard,
    Array.from({ length: 20 }, (_, index) => index),
  );
  // One script per action, the append, and no publish of its own; besides, the first action reads the
  // seats (nobody plays before both are taken). Anything periodic (a lease renewal on a slow machine) is not per action.
  const counts = new Map<string, number>();
  for (const command of commands) counts.set(command, (counts.get(command) ?? 0) + 1);
  const [append, appends] = [...counts]
    .filter(([command]) => command.startsWith('script'))
    .sort((a, b) => b[1] - a[1])[0];
  assert.equal(appends, 20, `the append script ${append} once per action: ${commands.join(', ')}`);
  assert.equal(counts.get('publish') ?? 0, 0, `no publish apart from the script: ${commands.join(', ')}`);
  assert.ok(commands.length <= 20 + 3, `one command per action: ${commands.join(', ')}`);
});

test('an action is published only while another process hears its room: a spectator there, from its join to its leave', async () => {
  const { room, light, dark, watcher } = await playersOnFirst(61, 6);
  await Promise.all([light.holds(6), dark.holds(6)]);

  // The publishes of the append script (source `lua`) on the room's channel, in order with the actions.
  const tester = new Redis(redis.url);
  const monitor = await tester.duplicate().monitor();
  const published: number[] = [];
  let appended = 0;
  monitor.on('monitor', (_time: string, args: string[], source: string) => {
    if (source !== 'lua') return;
    const command = args[0].toLowerCase();
    if (command === 'rpush' && args[1].includes(room)) appended++;
    else if (command === 'publish' && args[1].includes(room)) published.push(appended);
  });
  /** Resolves once Redis has run every command sent before it. */
  const settled = async () => {
    const done = `${room}:${appended}:done`;
    const seen = new Promise<void>((resolve) =>
      monitor.on('monitor', (_time: string, args: string[]) => args[1] === done && resolve()),
    );
    await tester.echo(done);
    await seen;
  };
  const playTo = async (count: number) => {
    light.resume(count);
    dark.resume(count);
    await Promise.all([light.holds(count), dark.holds(count)]);
    await settled();
  };

  // Both players on the first process, nobody on the second: nothing to publish.
  await playTo(12);
  assert.equal(appended, 6);
  assert.deepEqual(published, []);

  // A spectator on the second process: from its join on, every action is published, and it hears each.
  const heard: number[] = [];
  watcher.on(EVENTS.action, (event: { index: number }) => heard.push(event.index));
  await expectOk(join(watcher, room, 'spectator'));
  await playTo(18);
  assert.deepEqual(published, [7, 8, 9, 10, 11, 12]);
  assert.deepEqual(heard, [12, 13, 14, 15, 16, 17]);

  // It leaves: the second process hears the room no more, and nothing is published again.
  await expectOk(request(watcher, EVENTS.leave, { room }));
  await playTo(24);
  assert.equal(appended, 18);
  assert.deepEqual(published, [7, 8, 9, 10, 11, 12]);
  assert.deepEqual(heard, [12, 13, 14, 15, 16, 17]);

  // Back as a spectator, then its connection closes: the same as a leave.
  await expectOk(join(watcher, room, 'spectator'));
  await playTo(30);
  assert.deepEqual(published, [7, 8, 9, 10, 11, 12, 19, 20, 21, 22, 23, 24]);
  watcher.disconnect();
  // Once the second process has seen the close, only the first is in the room's set.
  const heardSet = `royal-ur:{${room}}:heard`;
  for (let waited = 0; (await tester.scard(heardSet)) !== 1; waited += 10) {
    assert.ok(waited < 5_000, 'the second process still hears the room 5 s after its last connection closed');
    await sleep(10);
  }
  await playTo(36);
  assert.equal(appended, 30);
  assert.deepEqual(published, [7, 8, 9, 10, 11, 12, 19, 20, 21, 22, 23, 24]);
  await Promise.all([monitor.disconnect(), tester.quit()]);
});

test('a note the store refuses does not stop the join: the room is noted again at the next renewal, and published from then on', async () => {
  const { room, light, dark, watcher } = await playersOnFirst(71, 6);
  await Promise.all([light.holds(6), dark.holds(6)]);
  const admin = new Redis(redis.url);
  const heardSet = `royal-ur:{${room}}:heard`;
  const heard: number[] = [];
  watcher.on(EVENTS.action, (event: { index: number }) => heard.push(event.index));
  try {
    // Out of memory: the second process cannot note the room, and its spectator joins all the same.
    await admin.config('SET', 'maxmemory', '1');
    await expectOk(join(watcher, room, 'spectator'));
    await admin.config('SET', 'maxmemory', '0');
    // Only the first process, which its players' joins noted.
    assert.equal(await admin.scard(heardSet), 1);
    // Until the renewal (every 10 s) the room may go unpublished (a page fills that in by its gap check).
    light.resume(12);
    dark.resume(12);
    await Promise.all([light.holds(12), dark.holds(12)]);
    // The renewal notes it again; from then on each action reaches the spectator as it is made.
    for (let waited = 0; (await admin.scard(heardSet)) !== 2; waited += 50) {
      assert.ok(waited < 15_000, 'the second process did not note the room at its next renewal');
      await sleep(50);
    }
    const before = heard.length;
    light.resume(18);
    dark.resume(18);
    await Promise.all([light.holds(18), dark.holds(18)]);
    for (let waited = 0; heard.length < before + 6; waited += 10) {
      assert.ok(waited < 2_000, `the spectator heard ${heard.length - before} of 6 actions after the renewal`);
      await sleep(10);
    }
    assert.deepEqual(heard.slice(before), [12, 13, 14, 15, 16, 17]);
  } finally {
    await admin.config('SET', 'maxmemory', '0').catch(() => undefined);
    await admin.quit();
  }
});
