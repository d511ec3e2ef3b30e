/**
 * The store is the truth, also when it fails: a real redis-server that refuses writes (out of
 * memory) or restarts (empty, or from its append-only file) under two server processes. Nothing
 * is acknowledged or broadcast that the store lacks, nothing wedges, and a room the store lost
 * says so.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { io, type Socket } from 'socket.io-client';
import { EVENTS, type ActionEvent, type Reply, type SeatsEvent, type StoreEvent } from '../../src/protocol/index.js';
import { testBed } from './bed.js';
import { code, createRoom, expectOk, join, nextEvent, Player, playOn, request, syncRecord } from './helpers.js';
import { startRedis, type Child } from './processes.js';

const { serve, client } = testBed();
const redises: Child[] = [];
const folders: string[] = [];

after(async () => {
  await Promise.all(redises.map((redis) => redis.stop('SIGKILL')));
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

async function redisServer(options: Parameters<typeof startRedis>[0] = {}): Promise<Child & { url: string }> {
  const redis = await startRedis(options);
  redises.push(redis);
  return redis;
}

/** Two server processes on `redisUrl`; the logged failures are kept out of the test's output. */
async function twoProcesses(redisUrl: string) {
  const options = { redisUrl, liveness: { heartbeatMs: 100, processTtlMs: 400 }, logger: { error: () => undefined } };
  return [await serve(options), await serve(options)];
}

/** Two paused players of a new room, light on the first process and dark on the second. */
async function seated(first: string, second: string, pauseAt: number): Promise<[Player, Player, string]> {
  const [lightSocket, darkSocket] = [await client(first), await client(second)];
  const room = await createRoom(lightSocket, 'finkel', { pieces: 3 });
  const light = new Player(lightSocket, room, 7, pauseAt);
  const dark = new Player(darkSocket, room, 8, pauseAt);
  await light.join('light');
  await dark.join('dark');
  return [light, dark, room];
}

/** The player whose turn it is, and the request it would send. */
function next(light: Player, dark: Player): { player: Player; intent: string } {
  const player = light.game.awaiting().player === 'light' ? light : dark;
  const awaiting = player.game.awaiting();
  const intent = awaiting.action === 'throw' ? 'throw' : player.game.legalMoves()[0].notation;
  return { player, intent };
}

const events = (socket: Socket): ActionEvent[] => {
  const seen: ActionEvent[] = [];
  socket.on(EVENTS.action, (event: ActionEvent) => seen.push(event));
  return seen;
};

test('a write the store refuses changes nothing, is told as retryable, and the same request later succeeds', async () => {
  const redis = await redisServer();
  const admin = new Redis(redis.url);
  try {
    const [a, b] = await twoProcesses(redis.url);
    const [light, dark, room] = await seated(a.url, b.url, 6);
    while (light.game.actionCount < 6 || dark.game.actionCount < 6) await sleep(10);
    const watcher = await client(b.url);
    await expectOk(join(watcher, room, 'spectator'));
    const seen = events(watcher);
    const { player, intent } = next(light, dark);
    const payload = { room, index: 6, action: intent };

    await admin.config('SET', 'maxmemory', '1');
    const refused = await request(player.socket, EVENTS.action, payload);
    assert.deepEqual(refused, { ok: false, code: 'server-error', error: 'the server failed; try again' });
    // Refused again while the store refuses, never "out of step": nothing was kept in memory.
    assert.equal(code(await request(player.socket, EVENTS.action, payload)), 'server-error');
    await admin.config('SET', 'maxmemory', '0');

    for (const socket of [light.socket, dark.socket, watcher]) {
      assert.equal((await syncRecord(socket, room)).actions.length, 6, 'no process serves the refused action');
    }
    assert.equal(await admin.llen(`royal-ur:{${room}}:actions`), 6);
    assert.deepEqual(seen, [], 'nothing was broadcast');

    const accepted = await expectOk(request<{ index: number; action: string }>(player.socket, EVENTS.action, payload));
    assert.equal(accepted.index, 6);
    // The players take the action from the broadcast and play the game to its end, on both processes.
    const record = await playOn(light, dark);
    assert.deepEqual((await syncRecord(watcher, room)).actions, record.actions);
    assert.equal(await admin.llen(`royal-ur:{${room}}:actions`), record.actions.length);
  } finally {
    await admin.config('SET', 'maxmemory', '0').catch(() => undefined);
    admin.disconnect();
  }
});

test('Redis restarted empty: the room no longer exists, for a join and for an action, not "the seat changed hands"', async () => {
  let redis = await redisServer();
  const port = Number(new URL(redis.url).port);
  const [a, b] = await twoProcesses(redis.url);
  const [light, dark, room] = await seated(a.url, b.url, 4);
  // The players' own rejoins (each process drops its connections when it finds Redis lost) end in no-room too.
  for (const player of [light, dark]) player.finished.catch(() => undefined);
  while (light.game.actionCount < 4) await sleep(10);
  await redis.stop('SIGKILL');
  redis = await redisServer({ port });

  const other = await client(b.url);
  const { player, intent } = next(light, dark);
  // Until the processes are back on Redis, a request may fail as retryable or lose its
  // connection (the process drops its connections, then the client reconnects); then the room is gone.
  const answer = async (ask: () => Promise<Reply<object>>): Promise<Reply<object>> => {
    for (;;) {
      const reply = await ask().catch(() => null);
      if (reply && (reply.ok || reply.code !== 'server-error')) return reply;
      await sleep(50);
    }
  };
  assert.equal(code(await answer(() => join(other, room, 'any'))), 'no-room');
  assert.equal(
    code(await answer(() => request(player.socket, EVENTS.action, { room, index: 4, action: intent }))),
    'no-room',
  );
  assert.equal(code(await answer(() => request(light.socket, EVENTS.sync, { room }))), 'no-room');
  const fresh = await client(a.url);
  assert.equal(code(await answer(() => join(fresh, room, 'light', light.token))), 'no-room');
});

test('Redis restarted from its append-only file: the game goes on where it was', async () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'royal-ur-aof-'));
  folders.push(folder);
  let redis = await redisServer({ aof: folder });
  const port = Number(new URL(redis.url).port);
  const [a, b] = await twoProcesses(redis.url);
  const [light, dark, room] = await seated(a.url, b.url, 10);
  while (light.game.actionCount < 10 || dark.game.actionCount < 10) await sleep(10);
  const before = light.game.toJSON().actions;
  // A crash: every command was written to the file before it was answered.
  await redis.stop('SIGKILL');
  redis = await redisServer({ port, aof: folder });
  const record = await playOn(light, dark);
  assert.deepEqual(record.actions.slice(0, 10), before);
  assert.deepEqual((await syncRecord(await client(b.url), room)).actions, record.actions);
});

test('a store that refuses writes for 2 s is a pause, told to every page, not a death: no connection is dropped and the game goes on', async () => {
  const redis = await redisServer();
  const admin = new Redis(redis.url);
  try {
    // Liveness keys live 400 ms: a 2 s refusal lets every key lapse five times over.
    const [a, b] = await twoProcesses(redis.url);
    const [light, dark, room] = await seated(a.url, b.url, 6);
    while (light.game.actionCount < 6 || dark.game.actionCount < 6) await sleep(10);
    const watcher = await client(b.url);
    await expectOk(join(watcher, room, 'spectator'));
    const sockets = [light.socket, dark.socket, watcher];
    const dropped: string[] = [];
    const seatsHeard: SeatsEvent[] = [];
    const told = sockets.map(() => [] as boolean[]);
    sockets.forEach((socket, index) => {
      socket.on('disconnect', (reason) => dropped.push(`${index}: ${reason}`));
      socket.on(EVENTS.seats, (event: SeatsEvent) => seatsHeard.push(event));
      socket.on(EVENTS.store, ({ writable }: StoreEvent) => told[index].push(writable));
    });

    await admin.config('SET', 'maxmemory', '1');
    await sleep(2_000);
    assert.deepEqual(told, [[false], [false], [false]], 'each page is told that play is paused');
    // A page connecting meanwhile is told as it connects.
    const late = io(a.url, { transports: ['websocket'], forceNew: true, autoConnect: false });
    const lateTold = nextEvent<StoreEvent>(late, EVENTS.store);
    late.connect();
    assert.deepEqual(await lateTold, { writable: false });
    late.disconnect();
    await admin.config('SET', 'maxmemory', '0');
    // Past every liveness time after writes return: nobody was taken for dead.
    await sleep(2_000);
    assert.deepEqual(
      told,
      [
        [false, true],
        [false, true],
        [false, true],
      ],
      'each page is told that play goes on',
    );
    assert.deepEqual(dropped, [], 'no connection was dropped');
    assert.deepEqual(seatsHeard, [], 'no seat was shown reconnecting');
    const record = await playOn(light, dark);
    assert.deepEqual((await syncRecord(watcher, room)).actions, record.actions);
    assert.deepEqual(light.rejoins, [], 'no player had to reclaim a seat');
  } finally {
    await admin.config('SET', 'maxmemory', '0').catch(() => undefined);
    admin.disconnect();
  }
});
