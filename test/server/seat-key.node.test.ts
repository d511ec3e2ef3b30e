/**
 * A seat needs the room's seat key (from the invite link) or that seat's own token: a room code,
 * guessed or overheard, lets a client watch and nothing more.
 */
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { KEY_BYTES } from '../../src/protocol/index.js';
import { testBed } from './bed.js';
import { code, createRoom, expectOk, join, keyOf, type Running } from './helpers.js';

const bed = testBed();
let running: Running;

before(async () => {
  running = await bed.serve();
});

const client = () => bed.client(running.url);

test('the seat key has at least 96 random bits, and differs from room to room', async () => {
  const socket = await client();
  const keys = [keyOf(await createRoom(socket))!, keyOf(await createRoom(socket))!];
  for (const key of keys) assert.ok(Buffer.from(key, 'base64url').length * 8 >= 96, key);
  assert.ok(KEY_BYTES * 8 >= 96);
  assert.notEqual(keys[0], keys[1]);
});

test('guessed codes take no seat in open rooms: without the key a join watches or is refused', async () => {
  const host = await client();
  const rooms = await Promise.all(Array.from({ length: 20 }, () => createRoom(host)));
  // The first room has a player waiting for an opponent; its other seat is free.
  await expectOk(join(host, rooms[0], 'light'));
  const guesser = await client();
  const replies = new Map<string, number>();
  const count = (reply: string) => replies.set(reply, (replies.get(reply) ?? 0) + 1);
  for (const room of rooms) {
    for (const seat of ['any', 'light', 'dark'] as const) {
      // No key, a wrong key of the right form, and a key of another room.
      for (const key of [null, 'A'.repeat(22), keyOf(rooms[(rooms.indexOf(room) + 1) % rooms.length])!]) {
        const reply = await join(guesser, room, seat, undefined, key);
        const taken = reply.ok && reply.seat !== 'spectator';
        assert.ok(!taken, `${room} ${seat} ${key}: ${JSON.stringify(reply)}`);
        count(reply.ok ? reply.seat : code(reply));
      }
    }
  }
  assert.deepEqual(Object.fromEntries(replies), { spectator: 60, 'key-required': 120 });
  // The right key sits.
  assert.equal((await expectOk(join(guesser, rooms[0], 'any'))).seat, 'dark');
});

test('a seat’s own token reclaims it without the key; another seat’s token does not open a free one', async () => {
  const room = await createRoom(await client());
  const first = await expectOk(join(await client(), room, 'light'));
  const again = await expectOk(join(await client(), room, 'light', first.token, null));
  assert.equal(again.seat, 'light');
  assert.equal(code(await join(await client(), room, 'dark', first.token, null)), 'key-required');
});
