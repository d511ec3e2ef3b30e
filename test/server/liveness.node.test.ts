/**
 * A crashed server process must not leave its players shown as connected: the processes still
 * alive see its liveness key expire and drop its seats to `reconnecting`, as a dropped connection
 * would, and the usual reconnect rules follow. A live process's seats are never touched.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import type { Socket } from 'socket.io-client';
import { EVENTS, type SeatsEvent } from '../../src/protocol/index.js';
import { createGameServer } from '../../server/index.js';
import { DEFAULT_LIVENESS, Liveness, type LivenessTimes } from '../../server/backend/liveness/redis.js';
import { RedisStore } from '../../server/backend/rooms/redis.js';
import { SeatKeeper } from '../../server/seats.js';
import { startBalancer, type Balancer } from './balancer.js';
import { testBed } from './bed.js';
import { createRoom, expectOk, join, nextEvent, Player, playOn, request, seatsAre, syncRecord } from './helpers.js';
import { startRedis, startServerProcess, type Child } from './processes.js';

const { client } = testBed();
let redis: Child & { url: string };
const children: Child[] = [];
const balancers: Balancer[] = [];
const connections: Redis[] = [];

/** Short liveness times: a dead process is noticed within about half a second. */
const TIMES: LivenessTimes = { heartbeatMs: 100, processTtlMs: 400, redisLossMs: 3_000 };
/**
 * Far longer than the liveness times, far shorter than the seat grace period (60 s): a seat shown
 * `reconnecting` by then was dropped by a sweep, and nothing else would have done it.
 */
const NOTICE_MS = 5_000;
/** The issue's promise for the default times: a crashed process's players' opponents are told within this. */
const TOLD_MS = 5_000;

/**
 * A server process on the test's Redis; each test keeps its processes apart under its own key
 * prefix. With the short TIMES, unless `defaultTimes`.
 */
async function serverProcess(prefix: string, defaultTimes = false): Promise<Child & { url: string }> {
  const child = await startServerProcess({
    REDIS_URL: redis.url,
    REDIS_PREFIX: prefix,
    ...(!defaultTimes && {
      HEARTBEAT_SECONDS: String(TIMES.heartbeatMs / 1000),
      PROCESS_TTL_SECONDS: String(TIMES.processTtlMs / 1000),
    }),
    MESSAGES_PER_SECOND: '10000',
    MESSAGE_BURST: '10000',
  });
  children.push(child);
  return child;
}

function connection(): Redis {
  const redisClient = new Redis(redis.url);
  connections.push(redisClient);
  return redisClient;
}

const port = (url: string) => Number(new URL(url).port);

/** `promise`, or a failure naming `what` if it takes longer than `ms`. */
async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Resolves once `check` holds, looking every heartbeat. */
async function until(check: () => Promise<boolean>): Promise<void> {
  while (!(await check())) await sleep(TIMES.heartbeatMs);
}

/** The seat statuses `socket` hears, in order. */
function statusesOf(socket: Socket, seat: 'light' | 'dark'): string[] {
  const heard: string[] = [];
  socket.on(EVENTS.seats, (event: SeatsEvent) => heard.push(event.seats[seat]));
  return heard;
}

async function connectionsOn(url: string): Promise<number> {
  return ((await (await fetch(`${url}/health`)).json()) as { connections: number }).connections;
}

before(async () => {
  redis = await startRedis();
});

after(async () => {
  await Promise.all(balancers.map((balancer) => balancer.close()));
  await Promise.all(children.map((child) => child.stop('SIGKILL')));
  await Promise.all(connections.map((redisClient) => redisClient.quit()));
  await redis.stop();
});

test('a killed process: the opponent on the other process is told its player is reconnecting; the player comes back there and the game goes on', async () => {
  const [first, second] = await Promise.all([serverProcess('killed:'), serverProcess('killed:')]);
  // The light player reaches the servers through a load balancer: the first process while it lives.
  const balancer = await startBalancer([port(first.url), port(second.url)]);
  balancers.push(balancer);
  const [lightSocket, darkSocket] = [await client(balancer.url), await client(second.url)];
  assert.equal(await connectionsOn(first.url), 1);
  const room = await createRoom(lightSocket);
  const light = new Player(lightSocket, room, 51, 30);
  const dark = new Player(darkSocket, room, 52, 30);
  await light.join('light');
  const darkHere = nextEvent(lightSocket, EVENTS.seats, seatsAre('dark', 'connected'));
  await dark.join('dark');
  await darkHere;
  await Promise.all([light.holds(30), dark.holds(30)]);

  // The first process dies, and the light player's network with it for a while: nobody reconnects.
  const heard = statusesOf(darkSocket, 'light');
  const away = nextEvent(darkSocket, EVENTS.seats, seatsAre('light', 'reconnecting'));
  balancer.hold();
  await first.stop('SIGKILL');
  await within(away, NOTICE_MS, 'the opponent told that light is reconnecting');

  // The network is back: the light player's reconnection reaches the surviving process and reclaims the seat.
  const back = nextEvent(darkSocket, EVENTS.seats, seatsAre('light', 'connected'));
  balancer.open();
  assert.deepEqual(await light.rejoined(), [30]);
  await back;
  assert.deepEqual(heard, ['reconnecting', 'connected']);
  assert.equal(await connectionsOn(second.url), 2);
  const record = await playOn(light, dark);
  assert.deepEqual(await syncRecord(darkSocket, room), record);
  assert.deepEqual(record.actions.slice(0, 30), (await syncRecord(lightSocket, room)).actions.slice(0, 30));
});

test('with the default liveness times, the opponent of a killed process’s player is told within 5 s', async () => {
  const [doomed, survivor] = await Promise.all([serverProcess('default:', true), serverProcess('default:', true)]);
  const [victimSocket, opponentSocket] = [await client(doomed.url), await client(survivor.url)];
  const room = await createRoom(opponentSocket);
  await expectOk(join(victimSocket, room, 'light'));
  await expectOk(join(opponentSocket, room, 'dark'));
  // The victim's network goes with its process: only the survivor's sweep can tell the opponent.
  victimSocket.io.reconnection(false);
  const away = nextEvent(opponentSocket, EVENTS.seats, seatsAre('light', 'reconnecting'));
  const killed = performance.now();
  await doomed.stop('SIGKILL');
  await within(away, TOLD_MS, 'the opponent told that light is reconnecting');
  const delay = performance.now() - killed;
  // Not sooner than the process's key can have expired: it was the sweep that told, nothing else.
  assert.ok(delay >= DEFAULT_LIVENESS.processTtlMs - DEFAULT_LIVENESS.heartbeatMs, `told after ${delay} ms`);
});

test("the seats of live processes are never swept, while a dead one's are", async () => {
  const [first, second, doomed] = await Promise.all([
    serverProcess('live:'),
    serverProcess('live:'),
    serverProcess('live:'),
  ]);
  // A game between the two live processes, and one between the first and the doomed process.
  const [lightSocket, darkSocket] = [await client(first.url), await client(second.url)];
  const room = await createRoom(lightSocket);
  await expectOk(join(lightSocket, room, 'light'));
  await expectOk(join(darkSocket, room, 'dark'));
  const [victimSocket, survivorSocket] = [await client(doomed.url), await client(first.url)];
  const other = await createRoom(victimSocket);
  await expectOk(join(victimSocket, other, 'light'));
  await expectOk(join(survivorSocket, other, 'dark'));
  const processes = connection();
  const ids = await processes.smembers('live:{processes}');
  assert.equal(ids.length, 3);

  const heard = [...statusesOf(lightSocket, 'dark'), ...statusesOf(darkSocket, 'light')];
  victimSocket.io.reconnection(false);
  const victimAway = nextEvent(survivorSocket, EVENTS.seats, seatsAre('light', 'reconnecting'));
  await doomed.stop('SIGKILL');
  await within(victimAway, NOTICE_MS, "the doomed process's seat dropped");
  // Forgotten once swept, by whichever live process got there: longer than a process's time to
  // live has passed, so each live process has renewed its key and swept several times.
  await until(async () => (await processes.scard('live:{processes}')) === 2);
  const live = await processes.smembers('live:{processes}');
  assert.equal(live.filter((id) => ids.includes(id)).length, 2);

  assert.deepEqual(heard, []);
  assert.deepEqual((await expectOk(join(lightSocket, room, 'light'))).seats, { light: 'connected', dark: 'connected' });
  assert.equal(
    (await expectOk(request<{ action: string }>(lightSocket, EVENTS.action, { room, index: 0, action: 'throw' })))
      .action[0],
    'h',
  );
});

test("several survivors sweeping one dead process at once drop each of its seats once, and leave a live process's seat alone", async () => {
  const store = new RedisStore(connection(), 'sweep:');
  const keepers: SeatKeeper[] = [];
  const changes: string[] = [];
  const liveness = (name: string) => {
    const process = new Liveness(connection(), 'sweep:', TIMES, {
      orphaned: (held, dead): Promise<void> => keeper.orphaned(held.room, held.seat, dead),
      presumedDead: () => assert.fail(`${name} taken for dead`),
      writable: () => assert.fail(`${name}: the store refused a write`),
      error: (error) => assert.fail(error as Error),
    });
    const keeper = new SeatKeeper(
      store,
      60_000,
      process,
      (room) => changes.push(`${name} ${room}`),
      (error) => assert.fail(error as Error),
    );
    keepers.push(keeper);
    return { process, keeper };
  };
  try {
    await store.create('DEAD22', { variant: 'finkel', rules: {}, key: 'key' }, 60_000);
    await store.create('LIVE22', { variant: 'finkel', rules: {}, key: 'key' }, 60_000);
    // A process seats both players of one room, then stops renewing its key (a crash, without dropping anyone).
    const dead = liveness('dead');
    await dead.process.start();
    await expectOk(dead.keeper.claim('DEAD22', 'light', undefined, 'sid-1', true));
    await expectOk(dead.keeper.claim('DEAD22', 'dark', undefined, 'sid-2', true));
    await dead.process.close();

    // Two survivors start at once, and each sweeps at once; one of them holds a seat of its own.
    const survivors = [liveness('a'), liveness('b')];
    await Promise.all(survivors.map(({ process }) => process.start()));
    await expectOk(survivors[0].keeper.claim('LIVE22', 'light', undefined, 'sid-3', true));
    const registry = connection();
    await until(async () => !(await registry.sismember('sweep:{processes}', dead.process.id)));
    const seats = await store.seats('DEAD22');
    assert.deepEqual([seats.light?.status, seats.dark?.status], ['reconnecting', 'reconnecting']);
    assert.equal(changes.length, 2);
    assert.ok(changes.every((change) => /^[ab] DEAD22$/.test(change)));
    assert.deepEqual((await store.seats('LIVE22')).light?.status, 'connected');
    await Promise.all(survivors.map(({ process }) => process.close()));
  } finally {
    for (const keeper of keepers) keeper.close();
  }
});

test('a process stalled past its time to live is taken for dead; when it wakes, it closes its connections and its players reclaim their seats', async () => {
  const [stalled, survivor] = await Promise.all([serverProcess('stalled:'), serverProcess('stalled:')]);
  const [lightSocket, darkSocket] = [await client(stalled.url), await client(survivor.url)];
  const room = await createRoom(lightSocket);
  const light = new Player(lightSocket, room, 61, 20);
  const dark = new Player(darkSocket, room, 62, 20);
  await light.join('light');
  await dark.join('dark');
  await Promise.all([light.holds(20), dark.holds(20)]);

  const heard = statusesOf(darkSocket, 'light');
  const away = nextEvent(darkSocket, EVENTS.seats, seatsAre('light', 'reconnecting'));
  stalled.process.kill('SIGSTOP');
  await within(away, NOTICE_MS, "the stalled process's seat dropped");
  // Awake again, the process finds its key gone: its connection to the light player is closed,
  // and Socket.IO reconnects by itself to reclaim the seat.
  const back = nextEvent(darkSocket, EVENTS.seats, seatsAre('light', 'connected'));
  stalled.process.kill('SIGCONT');
  assert.deepEqual(await light.rejoined(), [20]);
  await back;
  assert.deepEqual(heard, ['reconnecting', 'connected']);
  const record = await playOn(light, dark);
  assert.deepEqual(await syncRecord(darkSocket, room), record);
});

test('liveness times that could declare a live process dead are refused with a clear error', () => {
  assert.throws(
    () => createGameServer({ liveness: { heartbeatMs: 0 } }),
    /liveness heartbeatMs must be a positive number, got 0/,
  );
  assert.throws(
    () => createGameServer({ liveness: { processTtlMs: Number.NaN } }),
    /liveness processTtlMs must be a positive number/,
  );
  assert.throws(
    () => createGameServer({ liveness: { heartbeatMs: 5000, processTtlMs: 5000 } }),
    /processTtlMs \(5000\) must be longer than heartbeatMs \(5000\)/,
  );
});
