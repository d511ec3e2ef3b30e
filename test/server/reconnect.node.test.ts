/** Drops, reloads and seats held for a while: a player comes back to the game at the right index. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Socket } from 'socket.io-client';
import { EVENTS, type SeatsEvent } from '../../src/protocol/index.js';
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

const bed = testBed();

async function setup(seatGraceMs?: number): Promise<{ client: () => Promise<Socket> }> {
  const { url } = await bed.serve(seatGraceMs ? { limits: { seatGraceMs } } : {});
  return { client: () => bed.client(url) };
}

/** The seat statuses `socket` hears, in order. */
function statusesOf(socket: Socket, seat: 'light' | 'dark'): string[] {
  const heard: string[] = [];
  socket.on(EVENTS.seats, (event: SeatsEvent) => heard.push(event.seats[seat]));
  return heard;
}

test('a dropped player reconnects mid-game, gets the record at the right index and plays on', async () => {
  const { client } = await setup();
  const [lightSocket, darkSocket] = [await client(), await client()];
  const room = await createRoom(lightSocket);
  const light = new Player(lightSocket, room, 21, 30);
  const dark = new Player(darkSocket, room, 22, 30);
  await light.join('light');
  await dark.join('dark');
  // Both stop at 30 actions; a round trip on each socket delivers every broadcast before it.
  await Promise.all([light.holds(30), dark.holds(30)]);
  await syncRecord(lightSocket, room);
  assert.equal(light.game.actionCount, 30);

  const heard = statusesOf(darkSocket, 'light');
  const back = nextEvent(darkSocket, EVENTS.seats, seatsAre('light', 'connected'));
  lightSocket.io.engine.close(); // the network drops; Socket.IO reconnects by itself
  await back;
  assert.deepEqual(heard, ['reconnecting', 'connected']);
  // The player's rejoin reply is what the page gets back: the whole record, 30 actions.
  assert.deepEqual(await light.rejoined(), [30]);
  const record = await playOn(light, dark);
  assert.deepEqual(await syncRecord(darkSocket, room), record);
});

test('a reload reclaims the seat with its token; the old connection can no longer act for it', async () => {
  const { client } = await setup();
  const [oldTab, darkSocket, newTab] = [await client(), await client(), await client()];
  const room = await createRoom(oldTab);
  const first = await expectOk(join(oldTab, room, 'light'));
  await expectOk(join(darkSocket, room, 'dark'));
  const again = await expectOk(join(newTab, room, 'light', first.token));
  assert.deepEqual([again.seat, again.token], ['light', first.token]);
  // Without the token, the seat is someone else's.
  assert.equal(code(await join(await client(), room, 'light')), 'seat-taken');
  assert.equal(code(await join(await client(), room, 'light', 'not-the-token')), 'seat-taken');
  assert.equal(code(await request(oldTab, EVENTS.action, { room, index: 0, action: 'throw' })), 'not-seated');
  assert.equal(code(await request(newTab, EVENTS.action, { room, index: 0, action: 'throw' })), 'ok');
  // The old tab closing does not mark the seat as reconnecting: it is not the seat's connection any more.
  oldTab.disconnect();
  await syncRecord(newTab, room);
  assert.deepEqual((await expectOk(join(darkSocket, room, 'dark'))).seats, { light: 'connected', dark: 'connected' });
});

test('a seat is held for the grace period, then left; its token still reclaims it until someone takes it', async () => {
  const { client } = await setup(300);
  const [lightSocket, darkSocket] = [await client(), await client()];
  const room = await createRoom(lightSocket);
  await expectOk(join(lightSocket, room, 'light'));
  const dark = await expectOk(join(darkSocket, room, 'dark'));
  const heard = statusesOf(lightSocket, 'dark');

  const left = nextEvent(lightSocket, EVENTS.seats, seatsAre('dark', 'left'));
  darkSocket.disconnect(); // gone for good: no reconnection
  await left;
  assert.deepEqual(heard, ['reconnecting', 'left']);

  // Coming back late with the token still works while nobody has taken the seat.
  const late = await client();
  assert.equal((await expectOk(join(late, room, 'dark', dark.token))).seat, 'dark');
  assert.equal(heard.at(-1), 'connected');

  // A drop shorter than the grace period never reads as left, even after the timer's time.
  const dropped = nextEvent(lightSocket, EVENTS.seats, seatsAre('dark', 'reconnecting'));
  late.disconnect();
  await dropped;
  const reloaded = await client();
  await expectOk(join(reloaded, room, 'dark', dark.token));
  await sleep(500);
  assert.deepEqual(heard.slice(-2), ['reconnecting', 'connected']);
  assert.deepEqual((await expectOk(join(lightSocket, room, 'light'))).seats, { light: 'connected', dark: 'connected' });

  // Gone again; once left, a newcomer may take the seat, and the old token no longer reclaims it.
  const leftAgain = nextEvent(lightSocket, EVENTS.seats, seatsAre('dark', 'left'));
  reloaded.disconnect();
  await leftAgain;
  const newcomer = await expectOk(join(await client(), room, 'any'));
  assert.equal(newcomer.seat, 'dark');
  assert.notEqual(newcomer.token, dark.token);
  assert.equal(code(await join(await client(), room, 'dark', dark.token)), 'seat-taken');
});
