/** Rooms per process, idle and finished rooms expiring, and the parts the limits rest on. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Socket } from 'socket.io-client';
import { DICE } from '../../src/engine/index.js';
import { EVENTS } from '../../src/online/protocol.js';
import { throwDice } from '../../server/dice.js';
import { resolveLimits, TokenBucket } from '../../server/limits.js';
import { testBed } from './bed.js';
import { code, createRoom, expectOk, join, playGame, request } from './helpers.js';

const { serve, client } = testBed();

/** Polls until the room is gone (expiry runs on the server's own clock). */
async function gone(socket: Socket, room: string): Promise<void> {
  while (code(await request(socket, EVENTS.sync, { room })) !== 'no-room') await sleep(20);
}

test('a process holds at most maxRooms rooms', async () => {
  const { url } = await serve({ limits: { maxRooms: 3 } });
  const socket = await client(url);
  for (let i = 0; i < 3; i++) await createRoom(socket);
  assert.equal(code(await request(socket, EVENTS.create, { v: 1, variant: 'finkel' })), 'room-limit');
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

test('limits must be positive numbers', () => {
  assert.equal(resolveLimits({ maxRooms: 5 }).maxRooms, 5);
  assert.throws(() => resolveLimits({ maxRooms: 0 }), /maxRooms must be a positive number/);
  assert.throws(() => resolveLimits({ seatGraceMs: Number.NaN }), /seatGraceMs/);
});
