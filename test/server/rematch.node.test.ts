/**
 * Rematch through the real server and real Socket.IO clients: both players must offer after the
 * game is over; the rematch is a linked room with the same rules and the colours swapped, each
 * seat held for its player's token; the first game's record stays as it was.
 */
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import type { Socket } from 'socket.io-client';
import { loadGame } from '../../src/engine/index.js';
import { REMATCH_EVENTS, type RematchEvent, type RematchState } from '../../src/protocol/index.js';
import { testBed } from './bed.js';
import {
  code,
  createRoom,
  expectOk,
  join,
  nextEvent,
  playGame,
  Player,
  request,
  syncRecord,
  type Running,
} from './helpers.js';

const bed = testBed();
let running: Running;
const client = () => bed.client(running.url);

before(async () => {
  running = await bed.serve();
});

const offer = (socket: Socket, room: string) => request<RematchState>(socket, REMATCH_EVENTS.offer, { room });
const linked = (room: string) => (event: RematchEvent) => event.room === room && event.next !== null;

test('both players offer after the game; the rematch swaps colours and keeps the first record', async () => {
  const sockets: [Socket, Socket] = [await client(), await client()];
  const watcher = await client();
  const first = await playGame(sockets, { variant: 'finkel', rules: { pieces: 3 }, seed: 7 });
  const record = first.records[0];
  await expectOk(join(watcher, first.room, 'spectator'));

  assert.equal(code(await offer(watcher, first.room)), 'not-seated');
  const heard = nextEvent<RematchEvent>(sockets[1], REMATCH_EVENTS.state);
  const waiting = await expectOk(offer(sockets[0], first.room));
  assert.deepEqual(waiting, { ok: true, open: true, offers: { light: true, dark: false }, next: null, previous: null });
  // The opponent is told that light wants a rematch.
  assert.deepEqual((await heard).offers, { light: true, dark: false });
  // An offer said twice is the same offer.
  assert.equal((await expectOk(offer(sockets[0], first.room))).next, null);

  const watcherHears = nextEvent(watcher, REMATCH_EVENTS.state, linked(first.room));
  const lightHears = nextEvent(sockets[0], REMATCH_EVENTS.state, linked(first.room));
  const agreed = await expectOk(offer(sockets[1], first.room));
  assert.notEqual(agreed.next, null);
  const next = agreed.next!;
  assert.equal((await lightHears).next, next);
  assert.equal((await watcherHears).next, next);

  // The seats are held for the players' tokens, colours swapped: a stranger cannot sit.
  const stranger = await client();
  // Without the room's seat key, "any seat" only watches (the rematch's seats are its players' anyway).
  assert.equal((await expectOk(join(stranger, next, 'any'))).seat, 'spectator');
  // Light's old token holds dark now: it opens no other seat (and the stranger has no seat key).
  assert.equal(code(await join(stranger, next, 'light', first.light.token)), 'key-required');
  const [newThird, newFourth] = [await client(), await client()];
  const nowDark = new Player(newThird, next, 21);
  const nowLight = new Player(newFourth, next, 22);
  await nowDark.join('dark', first.light.token);
  await nowLight.join('light', first.dark.token);
  const [rematchRecord] = await Promise.all([nowDark.finished, nowLight.finished]);
  assert.equal(rematchRecord.variant, 'finkel');
  assert.deepEqual(rematchRecord.rules, { pieces: 3 });
  assert.notEqual(loadGame(rematchRecord).winner, null);

  // The first game is kept as it was, and the rooms name each other.
  assert.deepEqual(await syncRecord(watcher, first.room), record);
  const back = await expectOk(request<RematchState>(watcher, REMATCH_EVENTS.state, { room: next }));
  assert.equal(back.previous, first.room);
  assert.equal(back.open, true, 'the rematch is over too');
  // A game under way may not be rematched yet.
  const [x, y] = [await client(), await client()];
  const running = await createRoom(x);
  await expectOk(join(x, running, 'light'));
  await expectOk(join(y, running, 'dark'));
  assert.equal((await expectOk(request<RematchState>(x, REMATCH_EVENTS.state, { room: running }))).open, false);
  // An offer after the link changes nothing: it answers with the rematch already made.
  assert.equal((await expectOk(offer(sockets[0], first.room))).next, next);
});

test('a rematch is refused before the game is over, and offers made together open one room', async () => {
  const [light, dark] = [await client(), await client()];
  const room = await createRoom(light);
  await expectOk(join(light, room, 'light'));
  await expectOk(join(dark, room, 'dark'));
  assert.equal(code(await offer(light, room)), 'illegal');
  assert.equal(code(await offer(light, 'NOROOM')), 'no-room');
  assert.equal(code(await request(light, REMATCH_EVENTS.offer, { room, extra: 1 })), 'bad-request');

  const first = await playGame([await client(), await client()], { rules: { pieces: 2 }, seed: 3 });
  const [a, b] = [first.light.socket, first.dark.socket];
  const heard = [
    nextEvent(a, REMATCH_EVENTS.state, linked(first.room)),
    nextEvent(b, REMATCH_EVENTS.state, linked(first.room)),
  ];
  await Promise.all([offer(a, first.room), offer(b, first.room)]);
  const [toLight, toDark] = await Promise.all(heard);
  assert.equal(toLight.next, toDark.next);
  // Each player's token holds the other colour there.
  const rejoined = await expectOk(join(a, toLight.next!, 'dark', first.light.token));
  assert.equal(rejoined.seat, 'dark');
  assert.equal(rejoined.record.actions.length, 0);
});
