/**
 * Player names: chosen at join, checked again by the server (length, no control or
 * bidirectional-override characters), kept with the seat (also on Redis, across processes) and
 * told to the opponent and to spectators.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  EVENTS,
  MAX_NAME_LENGTH,
  PROTOCOL_VERSION,
  type RoomJoined,
  type SeatsEvent,
} from '../../src/protocol/index.js';
import { checkName } from '../../src/protocol/schema.js';
import { testBed } from './bed.js';
import { code, createRoom, expectOk, keyOf, nextEvent, request, startServer, type Running } from './helpers.js';
import { startRedis, type Child } from './processes.js';
import type { Socket } from 'socket.io-client';

const bed = testBed();
let redis: Child & { url: string };
let memory: Running;
let first: Running;
let second: Running;

before(async () => {
  redis = await startRedis();
  memory = await bed.serve();
  [first, second] = [await startServer({ redisUrl: redis.url }), await startServer({ redisUrl: redis.url })];
});

// The Redis processes close while their Redis is up.
after(async () => {
  await Promise.all([first, second].map(({ server }) => server.close()));
  await redis.stop('SIGKILL');
});

const joinNamed = (socket: Socket, room: string, seat: string, name?: unknown) =>
  request<RoomJoined>(socket, EVENTS.join, {
    v: PROTOCOL_VERSION,
    room,
    seat,
    key: keyOf(room),
    ...(name !== undefined && { name }),
  });

test('a name is trimmed and composed; one too long, empty, or holding a control or bidi-override character is refused', () => {
  assert.deepEqual(checkName('  Ana  '), { ok: true, value: 'Ana' });
  assert.deepEqual(checkName('Cafe\u0301'), { ok: true, value: 'Café' });
  assert.deepEqual(checkName('م'.repeat(MAX_NAME_LENGTH)), { ok: true, value: 'م'.repeat(MAX_NAME_LENGTH) });
  // Counted in characters: 24 emoji of two UTF-16 units each are 24 characters.
  assert.equal(checkName('🎲'.repeat(MAX_NAME_LENGTH)).ok, true);
  for (const bad of [
    '',
    '   ',
    'x'.repeat(MAX_NAME_LENGTH + 1),
    'Ana\nBruno',
    'Ana\u0000',
    'Ana\u001b[31m',
    '\u202Eanuro',
    'Ana\u2066x\u2069',
    'Ana\u200F',
    'A\u2028na',
    42,
    null,
  ]) {
    const checked = checkName(bad);
    assert.equal(checked.ok, false, JSON.stringify(bad));
    assert.equal(code(checked as never), 'bad-request');
  }
});

for (const [where, urls] of [
  ['in memory', () => [memory.url, memory.url]],
  ['on Redis, across two processes', () => [first.url, second.url]],
] as const) {
  test(`${where}: the server refuses a bad name, and tells each seat's name to the opponent and to spectators`, async () => {
    const [lightUrl, darkUrl] = urls();
    const [light, dark, watcher] = [await bed.client(lightUrl), await bed.client(darkUrl), await bed.client(darkUrl)];
    const room = await createRoom(light);
    for (const bad of ['\u202Enurb', 'x'.repeat(MAX_NAME_LENGTH + 1), 'A\u0007', ''])
      assert.equal(code(await joinNamed(light, room, 'light', bad)), 'bad-request', JSON.stringify(bad));
    const lightJoined = await expectOk(joinNamed(light, room, 'light', '  Ana '));
    assert.deepEqual(lightJoined.names, { light: 'Ana', dark: null });
    const watching = await expectOk(joinNamed(watcher, room, 'spectator', 'ignored'));
    assert.deepEqual(watching.names, { light: 'Ana', dark: null }, 'a spectator names no seat');
    const heard = [light, watcher].map((socket) =>
      nextEvent<SeatsEvent>(socket, EVENTS.seats, (event) => event.seats.dark === 'connected'),
    );
    const darkJoined = await expectOk(joinNamed(dark, room, 'dark', 'Bruno'));
    assert.deepEqual(darkJoined.names, { light: 'Ana', dark: 'Bruno' });
    for (const event of await Promise.all(heard)) assert.deepEqual(event.names, { light: 'Ana', dark: 'Bruno' });
    const synced = await expectOk(request<{ names: object }>(watcher, EVENTS.sync, { room }));
    assert.deepEqual(synced.names, { light: 'Ana', dark: 'Bruno' });
    // Leaving keeps the name, so that the others read who left.
    const left = nextEvent<SeatsEvent>(watcher, EVENTS.seats, (event) => event.seats.dark === 'left');
    await expectOk(request(dark, EVENTS.leave, { room }));
    assert.deepEqual((await left).names, { light: 'Ana', dark: 'Bruno' });
  });
}
