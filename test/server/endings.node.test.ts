/**
 * Resign, abort and claim (`game:end`), on a real Redis with the players on two processes and a
 * spectator: each is recorded in the record's `end` with its reason, told to everyone in the room,
 * refused when it may not be, and followed by a rematch.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Socket } from 'socket.io-client';
import { loadGame, type GameRecord } from '../../src/engine/index.js';
import { EVENTS, REMATCH_EVENTS, type EndEvent, type RematchState, type SeatsEvent } from '../../src/protocol/index.js';
import { testBed } from './bed.js';
import {
  code,
  createRoom,
  expectOk,
  join,
  nextEvent,
  Player,
  request,
  startServer,
  syncRecord,
  type Running,
} from './helpers.js';
import { startRedis, type Child } from './processes.js';

/** Short: a claim's wait is seen through. */
const GRACE_MS = 1_500;

const bed = testBed();
let redis: Child & { url: string };
let first: Running;
let second: Running;

before(async () => {
  redis = await startRedis();
  const options = { redisUrl: redis.url, limits: { seatGraceMs: GRACE_MS }, logger: { error: () => undefined } };
  [first, second] = [await startServer(options), await startServer(options)];
});

// The servers close while their Redis is up.
after(async () => {
  await Promise.all([first, second].map(({ server }) => server.close()));
  await redis.stop('SIGKILL');
});

/** A new room: light on the first process, dark and a spectator on the second, both players paused after `pauseAt` actions. */
async function seated(pauseAt: number) {
  const [lightSocket, darkSocket, watcher] = [
    await bed.client(first.url),
    await bed.client(second.url),
    await bed.client(second.url),
  ];
  const code = await createRoom(lightSocket, 'finkel', { pieces: 3 });
  await expectOk(join(watcher, code, 'spectator'));
  const light = new Player(lightSocket, code, 3, pauseAt);
  const dark = new Player(darkSocket, code, 4, pauseAt);
  await light.join('light');
  await dark.join('dark');
  while (light.game.actionCount < pauseAt || dark.game.actionCount < pauseAt) await sleep(10);
  return { code, light, dark, watcher };
}

const end = (socket: Socket, room: string, kind: string) => request<EndEvent>(socket, EVENTS.end, { room, end: kind });

/** Each socket hears the room's `game:end`. */
const heard = (sockets: Socket[]) => Promise.all(sockets.map((socket) => nextEvent<EndEvent>(socket, EVENTS.end)));

/** The record as each socket's process serves it, all the same; returned once. */
async function recorded(room: string, sockets: Socket[]): Promise<GameRecord> {
  const records = await Promise.all(sockets.map((socket) => syncRecord(socket, room)));
  for (const record of records) assert.deepEqual(record, records[0]);
  return records[0];
}

test('a resign at any time: recorded as resigned by that seat, told to both players and the spectator; nothing follows it, and a rematch opens', async () => {
  const { code: room, light, dark, watcher } = await seated(9);
  const sockets = [light.socket, dark.socket, watcher];
  const told = heard(sockets);
  const reply = await expectOk(end(dark.socket, room, 'resign'));
  assert.deepEqual(reply.end, { reason: 'resigned', by: 'dark' });
  for (const event of await told) assert.deepEqual(event, { room, end: { reason: 'resigned', by: 'dark' } });
  const record = await recorded(room, sockets);
  assert.deepEqual(record.end, { reason: 'resigned', by: 'dark' });
  assert.equal(record.actions.length, 9);
  assert.deepEqual(loadGame(record).ending, { reason: 'resigned', winner: 'light', by: 'dark' });
  // Over: no action, no second end, on either process.
  const awaited = loadGame({ ...record, end: undefined }).awaiting().player!;
  const mover = awaited === 'light' ? light : dark;
  const refused = await request(mover.socket, EVENTS.action, { room, index: 9, action: 'throw' });
  assert.equal(code(refused), 'illegal');
  assert.equal(code(await end(light.socket, room, 'resign')), 'illegal');
  assert.equal(code(await end(watcher, room, 'resign')), 'not-seated');
  // A rematch from the same room.
  for (const player of [light, dark])
    await expectOk(request<RematchState>(player.socket, REMATCH_EVENTS.offer, { room }));
  const state = await expectOk(request<RematchState>(watcher, REMATCH_EVENTS.state, { room }));
  assert.ok(state.open && state.next, 'the rematch is opened');
});

test('an abort only while a side has yet to move: recorded as aborted with no winner, told to everyone', async () => {
  // The server's dice are not seeded: played on one action at a time until each side has moved.
  const late = await seated(1);
  for (let length = 2; late.light.game.canAbort; length++) {
    for (const player of [late.light, late.dark]) player.resume(length);
    while (late.light.game.actionCount < length || late.dark.game.actionCount < length) await sleep(10);
  }
  assert.equal(code(await end(late.light.socket, late.code, 'abort')), 'illegal', 'both sides have moved');
  const { code: room0, light, dark, watcher } = await seated(0);
  const sockets = [light.socket, dark.socket, watcher];
  const told = heard(sockets);
  assert.deepEqual((await expectOk(end(light.socket, room0, 'abort'))).end, { reason: 'aborted' });
  for (const event of await told) assert.deepEqual(event.end, { reason: 'aborted' });
  const record = await recorded(room0, sockets);
  assert.deepEqual(record.end, { reason: 'aborted' });
  assert.deepEqual(loadGame(record).ending, { reason: 'aborted', winner: null, by: null });
});

test('a claim: refused while the opponent is here or within the grace (which the seats say), recorded as abandoned once it has passed', async () => {
  const { code: room, light, dark, watcher } = await seated(5);
  assert.equal(code(await end(light.socket, room, 'claim')), 'illegal', 'the opponent is here');
  const held = nextEvent<SeatsEvent>(watcher, EVENTS.seats, (event) => event.seats.dark === 'reconnecting');
  dark.socket.disconnect();
  const seats = await held;
  assert.ok(seats.grace.dark! > 0 && seats.grace.dark! <= GRACE_MS, `grace told: ${seats.grace.dark}`);
  const early = await end(light.socket, room, 'claim');
  assert.equal(code(early), 'illegal');
  assert.match((early as { error: string }).error, /held for them \d s more/);
  await nextEvent<SeatsEvent>(watcher, EVENTS.seats, (event) => event.seats.dark === 'left');
  const told = heard([light.socket, watcher]);
  assert.deepEqual((await expectOk(end(light.socket, room, 'claim'))).end, { reason: 'abandoned', by: 'dark' });
  for (const event of await told) assert.deepEqual(event.end, { reason: 'abandoned', by: 'dark' });
  const record = await recorded(room, [light.socket, watcher]);
  assert.deepEqual(loadGame(record).ending, { reason: 'abandoned', winner: 'light', by: 'dark' });
});

test('a bad end request is refused as such', async () => {
  const socket = await bed.client(first.url);
  for (const payload of [
    { room: 'ABCDEF', end: 'surrender' },
    { room: 'ABCDEF' },
    { room: 'ABCDEF', end: 'resign', x: 1 },
  ])
    assert.equal(code(await request(socket, EVENTS.end, payload)), 'bad-request', JSON.stringify(payload));
  assert.equal(code(await end(socket, 'ABCDEF', 'resign')), 'no-room');
});
