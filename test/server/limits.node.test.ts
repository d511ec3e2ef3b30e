/** Rooms per process, idle and finished rooms expiring, and the parts the limits rest on. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Socket } from 'socket.io-client';
import { DICE } from '../../src/engine/index.js';
import { EVENTS, PROTOCOL_VERSION } from '../../src/protocol/index.js';
import type { GameServer } from '../../server/index.js';
import { throwDice } from '../../server/dice.js';
import { MemoryAdmission } from '../../server/backend/admission/memory.js';
import { MemoryStore } from '../../server/backend/rooms/memory.js';
import { resolveLimits, TokenBucket } from '../../server/limits.js';
import { Rooms } from '../../server/rooms.js';
import { testBed } from './bed.js';
import { code, connect, createRoom, expectOk, join, playGame, request } from './helpers.js';

const { serve, client, keep } = testBed();

const CREATE = { v: PROTOCOL_VERSION, variant: 'finkel' };
/** The test's stand-in for a proxy's `x-forwarded-for`: each client says which address it comes from. */
const ADDRESS_HEADER = 'x-test-address';

/** A client whose requests name `address` in the test's address header. */
async function from(url: string, address: string): Promise<Socket> {
  const socket = await connect(url, { extraHeaders: { [ADDRESS_HEADER]: address } });
  keep(socket);
  return socket;
}

/** The engine.io connections the server holds open. */
const openConnections = (server: GameServer) => server.io.engine.clientsCount;

async function until(test: () => boolean): Promise<void> {
  while (!test()) await sleep(5);
}

/** Polls until the room is gone (expiry runs on the server's own clock). */
async function gone(socket: Socket, room: string): Promise<void> {
  while (code(await request(socket, EVENTS.sync, { room })) !== 'no-room') await sleep(20);
}

test('a process holds at most maxRooms rooms, and one address at most roomsPerAddress of them', async () => {
  const { url } = await serve({ limits: { maxRooms: 3, roomsPerAddress: 2 }, addressHeader: ADDRESS_HEADER });
  const [a, b] = [await from(url, '203.0.113.1'), await from(url, '203.0.113.2')];
  for (const socket of [a, a]) await expectOk(join(socket, await createRoom(socket), 'light'));
  const refused = await request(a, EVENTS.create, CREATE);
  await createRoom(b);
  assert.deepEqual(
    [code(refused), !refused.ok && refused.error],
    ['room-limit', 'your address holds 2 rooms here: finish or leave some first'],
  );
  const full = await request(b, EVENTS.create, CREATE);
  assert.deepEqual(
    [code(full), !full.ok && full.error],
    ['room-limit', 'this server holds as many rooms as it may; try later'],
  );
});

test('a room counts once against maxRooms as it is made: a creation in the same step as another one finishing is not refused', async () => {
  // A store whose first creation finishes when the test says: on Redis, many finish in one batch of replies.
  class HeldStore extends MemoryStore {
    finish: (() => void) | null = null;
    override create(...args: Parameters<MemoryStore['create']>): Promise<boolean> {
      if (this.finish) return super.create(...args);
      return new Promise((resolve) => (this.finish = () => resolve(super.create(...args))));
    }
  }
  const store = new HeldStore();
  const limits = resolveLimits({ maxRooms: 2, roomsPerAddress: 1 });
  const rooms = new Rooms(
    { store, admission: new MemoryAdmission(limits, store) },
    limits,
    (room, index, action, ttlMs) => store.append(room, index, action, ttlMs),
    () => {},
    () => {},
  );
  const first = rooms.create('finkel', {}, '203.0.113.1');
  while (!store.finish) await null;
  store.finish();
  // The first step the room is in the cache: it counted twice there, as made and as being made.
  while (rooms.size === 0) await null;
  const second = await rooms.create('finkel', {}, '203.0.113.2');
  assert.equal(second.ok, true, JSON.stringify(second));
  assert.equal((await first).ok, true);
  assert.equal(rooms.size, 2);
  assert.equal(code(await rooms.create('finkel', {}, '203.0.113.3')), 'room-limit');
});

test('ten thousand room creations from fresh connections of one address leave creation from another address working', async () => {
  const { url, server } = await serve({
    limits: {
      maxRooms: 50,
      connectionsPerAddress: 10,
      roomsPerMinutePerAddress: 5,
      openRoomsPerAddress: 3,
      roomsPerAddress: 20,
    },
    addressHeader: ADDRESS_HEADER,
  });
  const replies = new Map<string, number>();
  // 1,000 fresh connections, each asking for ten rooms at once, 10 connections at a time (the address's limit).
  for (let wave = 0; wave < 100; wave++) {
    const sockets = await Promise.all(Array.from({ length: 10 }, () => from(url, '198.51.100.7')));
    const answers = await Promise.all(
      sockets.flatMap((socket) => Array.from({ length: 10 }, () => request(socket, EVENTS.create, CREATE))),
    );
    for (const answer of answers) replies.set(code(answer), (replies.get(code(answer)) ?? 0) + 1);
    for (const socket of sockets) socket.disconnect();
    await until(() => openConnections(server) === 0);
  }
  // Its first three rooms; nothing more while nobody sits in them (the rate would allow two more).
  assert.deepEqual(Object.fromEntries(replies), { ok: 3, 'room-limit': 9_997 });
  const honest = await from(url, '192.0.2.10');
  const room = await createRoom(honest);
  assert.equal((await expectOk(join(honest, room, 'light'))).seat, 'light');
});

test('creations per minute and connections per address are limited; the address is the trusted header’s last entry', async () => {
  const { url } = await serve({
    limits: { connectionsPerAddress: 2, roomsPerMinutePerAddress: 2, openRoomsPerAddress: 10 },
    addressHeader: ADDRESS_HEADER,
  });
  const socket = await from(url, '198.51.100.1, 203.0.113.9');
  for (let i = 0; i < 2; i++) await createRoom(socket);
  const third = await request(socket, EVENTS.create, CREATE);
  assert.deepEqual(
    [code(third), !third.ok && third.error],
    ['room-limit', 'at most 2 new rooms a minute from one address'],
  );
  // The same last entry is the same address, whatever a client put before it.
  await from(url, '203.0.113.9');
  await assert.rejects(from(url, '192.0.2.1,203.0.113.9'), /websocket error|xhr poll error|server error/i);
  // Another address is not concerned.
  await createRoom(await from(url, '203.0.113.10'));
});

test('without a configured header, a client’s header names no address: the connection’s own is used', async () => {
  const { url } = await serve({ limits: { connectionsPerAddress: 3 } });
  for (let i = 0; i < 3; i++) await from(url, `192.0.2.${i}`);
  await assert.rejects(from(url, '192.0.2.99'), /websocket error|xhr poll error|server error/i);
});

test('a room nobody joins expires after unjoinedRoomMs; a joined one lives on', async () => {
  const { url } = await serve({ limits: { unjoinedRoomMs: 200, idleRoomMs: 60_000 } });
  const socket = await client(url);
  const [unjoined, joined] = [await createRoom(socket), await createRoom(socket)];
  await expectOk(join(socket, joined, 'light'));
  await gone(socket, unjoined);
  await sleep(300);
  assert.equal(code(await request(socket, EVENTS.sync, { room: joined })), 'ok');
});

test('an idle room expires, and with it the room count', async () => {
  const { url, server } = await serve({ limits: { idleRoomMs: 150 } });
  const socket = await client(url);
  const room = await createRoom(socket);
  await expectOk(join(socket, room, 'light'));
  await gone(socket, room);
  while (server.rooms.size > 0) await sleep(20);
  assert.equal(code(await request(socket, EVENTS.action, { room, index: 0, action: 'throw' })), 'no-room');
});

test('a finished game expires sooner than an idle one', async () => {
  const { url } = await serve({ limits: { idleRoomMs: 60_000, finishedRoomMs: 100 } });
  const [light, dark] = [await client(url), await client(url)];
  const { room } = await playGame([light, dark], { rules: { pieces: 1 } });
  await gone(light, room);
});

test("the server throws each die: values come with the dice model's probabilities", () => {
  for (const dice of Object.values(DICE)) {
    const throws = 32_000;
    const counts = new Map<number, number>();
    for (let i = 0; i < throws; i++) {
      const value = throwDice(dice);
      counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    assert.deepEqual([...counts.keys()].sort(), [...dice.values].sort());
    for (const { value, probability } of dice.outcomes) {
      // Six standard deviations: a fair die never fails this, a uniform pick among values does.
      const tolerance = 6 * Math.sqrt((probability * (1 - probability)) / throws);
      assert.ok(
        Math.abs(counts.get(value)! / throws - probability) < tolerance,
        `${dice.name} ${value}: ${counts.get(value)! / throws} vs ${probability}`,
      );
    }
  }
});

test('the token bucket allows a burst, then the rate', () => {
  let now = 0;
  const bucket = new TokenBucket(20, 40, () => now);
  const taken = () => Array.from({ length: 100 }, () => bucket.take()).filter(Boolean).length;
  assert.equal(taken(), 40);
  now += 500;
  assert.equal(taken(), 10);
  now += 60_000;
  assert.equal(taken(), 40);
});

test('limits must be positive numbers, and no address may fill the server', () => {
  assert.equal(resolveLimits({ maxRooms: 5, roomsPerAddress: 4 }).maxRooms, 5);
  assert.throws(() => resolveLimits({ maxRooms: 5 }), /roomsPerAddress \(100\) must be below maxRooms \(5\)/);
  assert.throws(() => resolveLimits({ maxRooms: 0 }), /maxRooms must be a positive number/);
  assert.throws(() => resolveLimits({ seatGraceMs: Number.NaN }), /seatGraceMs/);
});
