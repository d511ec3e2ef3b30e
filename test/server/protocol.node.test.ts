import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { io as ioClient } from 'socket.io-client';
import { loadGame, validateRecord, type GameRecord } from '../../src/engine/index.js';
import { EVENTS, PROTOCOL_VERSION, type ActionEvent, type SeatsEvent } from '../../src/protocol/index.js';
import { testBed } from './bed.js';
import {
  code,
  createRoom,
  expectOk,
  join,
  keyOf,
  nextEvent,
  playGame,
  Player,
  request,
  seatsAre,
  syncRecord,
  type Running,
} from './helpers.js';

const bed = testBed();
let running: Running;
const client = () => bed.client(running.url);

before(async () => {
  running = await bed.serve();
});

/** A record as the server keeps it: legal from start to end, and no seed that predicts a throw. */
function assertServerRecord(record: GameRecord): void {
  assert.equal(record.seed, null);
  assert.ok(validateRecord(record).ok, validateRecord(record).error);
  assert.ok(
    record.actions.every((action) => !action.startsWith('t')),
    'every throw is handed in by the server',
  );
}

test('two players play a whole game; both records, the server record and a spectator agree', async () => {
  const [light, dark, watcher] = [await client(), await client(), await client()];
  const seen: ActionEvent[] = [];
  watcher.on(EVENTS.action, (event: ActionEvent) => seen.push(event));
  const room = await createRoom(light);
  const watching = await expectOk(join(watcher, room, 'spectator'));
  assert.equal(watching.seat, 'spectator');
  assert.equal(watching.token, undefined);

  const lightPlayer = new Player(light, room, 11);
  const darkPlayer = new Player(dark, room, 12);
  const seatsFull = nextEvent(
    watcher,
    EVENTS.seats,
    (event: SeatsEvent) => event.seats.light === 'connected' && event.seats.dark === 'connected',
  );
  await lightPlayer.join('light');
  await darkPlayer.join('any');
  assert.equal(darkPlayer.seat, 'dark');
  await seatsFull;
  const [lightRecord, darkRecord] = await Promise.all([lightPlayer.finished, darkPlayer.finished]);

  assert.deepEqual(lightRecord, darkRecord);
  assert.deepEqual(await syncRecord(watcher, room), lightRecord);
  assertServerRecord(lightRecord);
  assert.notEqual(loadGame(lightRecord).winner, null);
  // The spectator saw every action once, in order.
  assert.deepEqual(
    seen.map((event) => event.index),
    lightRecord.actions.map((_, index) => index),
  );
  assert.deepEqual(
    seen.map((event) => event.action),
    lightRecord.actions,
  );
});

test('a bell match (eyes bonuses, declines, next games) is played through the server', async () => {
  const { records } = await playGame([await client(), await client()], {
    variant: 'bell',
    rules: { targetScore: 40 },
    seed: 5,
  });
  assert.deepEqual(records[0], records[1]);
  assertServerRecord(records[0]);
  assert.equal(records[0].variant, 'bell');
  assert.deepEqual(records[0].rules, { targetScore: 40 });
});

test('each variant is played with its own dice', async () => {
  for (const variant of ['masters', 'blitz', 'aseb'] as const) {
    const { records } = await playGame([await client(), await client()], { variant, seed: 3 });
    assert.deepEqual(records[0], records[1]);
    assertServerRecord(records[0]);
    const values = new Set(records[0].actions.filter((a) => a.startsWith('h')).map((a) => Number(a.slice(1))));
    const allowed = loadGame(records[0]).layout.dice.values;
    assert.ok(
      [...values].every((value) => allowed.includes(value)),
      `${variant}: ${[...values]} within ${allowed}`,
    );
  }
});

test('a retried or duplicated request is harmless: same reply, no second broadcast; the actor has the action in its acknowledgement only', async () => {
  const [light, dark] = [await client(), await client()];
  const room = await createRoom(light);
  await expectOk(join(light, room, 'light'));
  await expectOk(join(dark, room, 'dark'));
  const events: ActionEvent[] = [];
  dark.on(EVENTS.action, (event: ActionEvent) => events.push(event));
  const own: ActionEvent[] = [];
  light.on(EVENTS.action, (event: ActionEvent) => own.push(event));

  const thrown = await expectOk(
    request<{ index: number; action: string }>(light, EVENTS.action, { room, index: 0, action: 'throw' }),
  );
  assert.match(thrown.action, /^h[0-4]$/);
  // The same throw request again (a retry after a lost acknowledgement) gets the same throw back.
  assert.deepEqual(await request(light, EVENTS.action, { room, index: 0, action: 'throw' }), {
    ok: true,
    index: 0,
    action: thrown.action,
  });
  // But the other seat cannot claim that throw as its own, and a different action at a played index is out of step.
  assert.deepEqual(await request(dark, EVENTS.action, { room, index: 0, action: 'throw' }), {
    ok: false,
    code: 'out-of-step',
    error: 'action 0 is already played',
    expected: 1,
  });
  const ahead = await request(light, EVENTS.action, { room, index: 5, action: 'throw' });
  assert.deepEqual([code(ahead), !ahead.ok && ahead.expected], ['out-of-step', 1]);

  const record = await syncRecord(dark, room);
  assert.deepEqual(record.actions, [thrown.action]);
  await syncRecord(dark, room); // a round trip after which every broadcast has arrived
  await syncRecord(light, room);
  assert.deepEqual(events, [{ room, index: 0, action: thrown.action }]);
  assert.deepEqual(own, []);
});

test('rooms: codes, seats, spectators and bad joins', async () => {
  const [a, b, c] = [await client(), await client(), await client()];
  const room = await createRoom(a, 'finkel', { pieces: 3 });
  assert.match(room, /^[2-9A-HJKMNP-Z]{6}$/);
  assert.deepEqual((await syncRecord(a, room)).rules, { pieces: 3 });
  // Codes are read case-insensitively.
  const first = await expectOk(join(a, room.toLowerCase(), 'dark', undefined, keyOf(room)));
  assert.equal(first.seat, 'dark');
  assert.deepEqual(first.seats, { light: 'empty', dark: 'connected' });
  assert.match(first.token!, /^[\w-]{24}$/);
  assert.equal(code(await join(b, room, 'dark')), 'seat-taken');
  assert.equal((await expectOk(join(b, room, 'any'))).seat, 'light');
  assert.equal(code(await join(c, room, 'any')), 'room-full');
  assert.equal((await expectOk(join(c, room, 'spectator'))).seat, 'spectator');
  // A spectator cannot act.
  assert.equal(code(await request(c, EVENTS.action, { room, index: 0, action: 'throw' })), 'not-seated');
  assert.equal(code(await join(c, 'ZZZZZZ', 'any')), 'no-room');
  assert.equal(code(await join(c, 'not a code', 'any')), 'no-room');
  assert.equal(code(await request(c, EVENTS.join, { v: 2, room, seat: 'any' })), 'version');
  assert.equal(code(await request(c, EVENTS.create, { v: PROTOCOL_VERSION, variant: 'chess' })), 'bad-request');
  const badRules = await request(c, EVENTS.create, { v: PROTOCOL_VERSION, variant: 'finkel', rules: { pieces: 99 } });
  assert.deepEqual(badRules, {
    ok: false,
    code: 'bad-request',
    error: 'pieces must be a whole number from 1 to 7, got 99',
  });
});

test('leaving a seat frees it for someone else; the room hears of it', async () => {
  const [a, b, c] = [await client(), await client(), await client()];
  const room = await createRoom(a);
  await expectOk(join(a, room, 'light'));
  await expectOk(join(b, room, 'dark'));
  const left = nextEvent(b, EVENTS.seats, seatsAre('light', 'left'));
  await expectOk(request(a, EVENTS.leave, { room }));
  await left;
  const taken = await expectOk(join(c, room, 'any'));
  assert.equal(taken.seat, 'light');
});

test('GET /health answers', async () => {
  const response = await fetch(`${running.url}/health`);
  assert.equal(response.status, 200);
  const body = (await response.json()) as { ok: boolean; rooms: number };
  assert.equal(body.ok, true);
  assert.ok(body.rooms >= 1);
  assert.equal((await fetch(`${running.url}/nothing`)).status, 404);
});

test('with corsOrigin, only the listed pages may open a WebSocket', async () => {
  const guarded = await bed.serve({ corsOrigin: 'https://good.example' });
  const attempt = (origin: string) =>
    new Promise<string>((resolve) => {
      const socket = ioClient(guarded.url, {
        transports: ['websocket'],
        extraHeaders: { origin },
        reconnection: false,
      });
      socket.once('connect', () => resolve('connected'));
      socket.once('connect_error', () => resolve('refused'));
      bed.keep(socket);
    });
  assert.equal(await attempt('https://good.example'), 'connected');
  assert.equal(await attempt('https://evil.example'), 'refused');
});
