/**
 * The referee without sockets: each request is a method call that returns the reply, against the
 * memory backend, and what it sends to connections is read from a hub of plain maps. The same
 * rules are tested end to end through Socket.IO in the other files of this folder.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadGame, type GameRecord } from '../../src/engine/index.js';
import {
  EVENTS,
  MATCH_EVENTS,
  REMATCH_EVENTS,
  type ActionEvent,
  type Reply,
  type Seat,
  type SeatsEvent,
} from '../../src/protocol/index.js';
import { MemoryBackend } from '../../server/backend/memory.js';
import type { Store } from '../../server/backend/rooms/index.js';
import { DEFAULT_LIMITS, type Limits } from '../../server/limits.js';
import { Client, Referee, type Hub } from '../../server/referee.js';

/** Socket.IO rooms as maps: who hears which room, and every message sent, in order. One process: nobody else to tell of an action. */
class MapHub implements Hub {
  readonly rooms = new Map<string, Set<string>>();
  readonly sent: { to: string; event: string; payload: object }[] = [];

  constructor(private readonly store: Store) {}

  appendAction({ room, index, action }: ActionEvent, ttlMs: number) {
    return this.store.append(room, index, action, ttlMs);
  }

  toRoom(room: string, event: string, payload: object): void {
    for (const sid of this.rooms.get(room) ?? []) this.sent.push({ to: sid, event, payload });
  }
  actionAppended(event: ActionEvent, actor: string): void {
    for (const sid of this.rooms.get(event.room) ?? [])
      if (sid !== actor) this.sent.push({ to: sid, event: EVENTS.action, payload: event });
  }
  toConnection(sid: string, event: string, payload: object): void {
    this.sent.push({ to: sid, event, payload });
  }
  async enter(sid: string, room: string): Promise<void> {
    this.rooms.set(room, (this.rooms.get(room) ?? new Set()).add(sid));
  }
  exit(sid: string, room: string): void {
    this.rooms.get(room)?.delete(sid);
  }
  hears(sid: string, room: string): boolean {
    return this.rooms.get(room)?.has(sid) ?? false;
  }
  heardHere(): string[] {
    return [...this.rooms.keys()];
  }
  toRoomHere(room: string, event: string, payload: object): void {
    this.toRoom(room, event, payload);
  }
  /** The payloads of `event` sent to `sid`. */
  heard(sid: string, event: string): object[] {
    return this.sent.filter((message) => message.to === sid && message.event === event).map(({ payload }) => payload);
  }
}

function setUp(limits: Partial<Limits> = {}) {
  const backend = new MemoryBackend({ ...DEFAULT_LIMITS, ...limits });
  const hub = new MapHub(backend.store);
  const errors: unknown[] = [];
  const referee = new Referee(backend, hub, {
    limits: { ...DEFAULT_LIMITS, ...limits },
    matchWaitMs: 60_000,
    error: (message, error) => errors.push([message, error]),
  });
  let connections = 0;
  const client = (address = '192.0.2.1') => new Client(`sid-${++connections}`, address);
  return { hub, referee, client, errors };
}

function ok<T>(reply: Reply<T>): { ok: true } & T {
  assert.ok(reply.ok, `refused: ${reply.ok ? '' : `${reply.code} ${reply.error}`}`);
  return reply;
}

const code = (reply: Reply<object>): string => (reply.ok ? 'ok' : reply.code);

const FINKEL = { variant: 'finkel' as const, rules: {} };

/** A room with `light` and `dark` seated (by the seat key); the room code and the seats' tokens. */
async function seated(referee: Referee, light: Client, dark: Client, rules = {}) {
  const { room, key } = ok(await referee.create(light, { variant: 'finkel', rules }));
  const tokens = {} as Record<Seat, string>;
  for (const [client, seat] of [
    [light, 'light'],
    [dark, 'dark'],
  ] as const)
    tokens[seat] = ok(await referee.join(client, { room, seat, key })).token!;
  return { room, key, tokens };
}

/** Plays the game to its end, each seat acting in turn with its first legal move. */
async function playOut(referee: Referee, room: string, clients: Record<Seat, Client>): Promise<GameRecord> {
  for (;;) {
    const game = loadGame(ok(await referee.sync({ room })).record);
    const awaiting = game.awaiting();
    if (awaiting.player === null) return game.toJSON();
    const intent =
      awaiting.action === 'throw' ? 'throw' : awaiting.action === 'next-game' ? 'next' : game.legalMoves()[0].notation;
    ok(await referee.act(clients[awaiting.player], { room, index: game.actionCount, action: intent }));
  }
}

test('seats need the seat key; nobody plays before both are taken; only the seat to play acts, and the room hears each action', async () => {
  const { hub, referee, client } = setUp();
  const [light, dark, watcher, stranger] = [client(), client(), client(), client('198.51.100.1')];
  const { room, key } = ok(await referee.create(light, FINKEL));
  assert.equal(ok(await referee.join(light, { room, seat: 'light', key })).seat, 'light');
  assert.equal(code(await referee.act(light, { room, index: 0, action: 'throw' })), 'illegal');
  // Without the key: `any` watches, a named seat is refused.
  assert.equal(ok(await referee.join(watcher, { room, seat: 'any' })).seat, 'spectator');
  assert.equal(code(await referee.join(stranger, { room, seat: 'dark' })), 'key-required');
  const joined = ok(await referee.join(dark, { room, seat: 'any', key }));
  assert.deepEqual([joined.seat, joined.seats], ['dark', { light: 'connected', dark: 'connected' }]);
  assert.equal(code(await referee.join(stranger, { room, seat: 'any', key })), 'room-full');

  assert.equal(code(await referee.act(watcher, { room, index: 0, action: 'throw' })), 'not-seated');
  assert.equal(code(await referee.act(dark, { room, index: 0, action: 'throw' })), 'not-your-turn');
  assert.equal(code(await referee.act(light, { room, index: 0, action: 'h2' })), 'illegal');
  const thrown = ok(await referee.act(light, { room, index: 0, action: 'throw' }));
  assert.match(thrown.action, /^h[0-4]$/);
  // A repeat is the same action; a stale index is out of step.
  assert.deepEqual(ok(await referee.act(light, { room, index: 0, action: 'throw' })), thrown);
  assert.equal(code(await referee.act(light, { room, index: 5, action: 'throw' })), 'out-of-step');
  for (const sid of [dark.id, watcher.id])
    assert.deepEqual(hub.heard(sid, EVENTS.action), [{ room, index: 0, action: thrown.action }]);
  // The actor has it in its acknowledgement: no second frame to it.
  for (const sid of [light.id, stranger.id]) assert.deepEqual(hub.heard(sid, EVENTS.action), []);
  assert.equal(code(await referee.act(light, { room: 'ZZZZZZ', index: 0, action: 'throw' })), 'no-room');
});

test('after a break in the broadcasts from other processes, each room heard here gets its last action, its recorded end and its seats again', async () => {
  const { hub, referee, client } = setUp();
  const [light, dark, elsewhere] = [client(), client(), client()];
  const { room } = await seated(referee, light, dark);
  const other = (await seated(referee, elsewhere, client())).room;
  hub.exit(elsewhere.id, other);
  hub.rooms.delete(other);
  const thrown = ok(await referee.act(light, { room, index: 0, action: 'throw' }));
  hub.sent.length = 0;
  await referee.redeliver();
  for (const sid of [light.id, dark.id]) {
    assert.deepEqual(hub.heard(sid, EVENTS.action), [{ room, index: 0, action: thrown.action }]);
    assert.deepEqual(hub.heard(sid, EVENTS.end), []);
    const told = hub.heard(sid, EVENTS.seats) as SeatsEvent[];
    assert.deepEqual(
      told.map(({ seats }) => seats),
      [{ light: 'connected', dark: 'connected' }],
    );
  }
  // A room nobody here hears is not sent.
  assert.deepEqual(
    hub.sent.filter(({ payload }) => (payload as { room: string }).room === other),
    [],
  );

  ok(await referee.end(dark, { room, end: 'resign' }));
  hub.sent.length = 0;
  await referee.redeliver();
  for (const sid of [light.id, dark.id]) {
    assert.deepEqual(hub.heard(sid, EVENTS.action), [{ room, index: 0, action: thrown.action }]);
    assert.deepEqual(hub.heard(sid, EVENTS.end), [{ room, end: { reason: 'resigned', by: 'dark' } }]);
  }
});

test("room creation and quick match take from the address's allowance per minute", async () => {
  const { referee, client } = setUp({ roomsPerMinutePerAddress: 2, openRoomsPerAddress: 10 });
  const [first, second] = [client('203.0.113.1'), client('203.0.113.1')];
  for (const creator of [first, second]) ok(await referee.create(creator, FINKEL));
  const refused = await referee.create(first, FINKEL);
  assert.deepEqual(refused, { ok: false, code: 'room-limit', error: 'at most 2 new rooms a minute from one address' });
  ok(await referee.create(client('203.0.113.2'), FINKEL));
  // A quick match takes from the same allowance.
  const token = 'c'.repeat(24);
  assert.equal(code(await referee.find(first, { ...FINKEL, token })), 'room-limit');
  assert.deepEqual(await referee.find(client('203.0.113.3'), { ...FINKEL, token }), { ok: true, room: null });
});

test('a second tab with the token takes the seat over; leaving makes the seat left at once, a drop holds it', async () => {
  const { hub, referee, client } = setUp();
  const [light, dark] = [client(), client()];
  const { room, tokens } = await seated(referee, light, dark);
  const tab = client();
  ok(await referee.join(tab, { room, seat: 'light', token: tokens.light }));
  assert.equal(hub.hears(light.id, room), false);
  assert.equal(code(await referee.act(light, { room, index: 0, action: 'throw' })), 'not-seated');
  ok(await referee.act(tab, { room, index: 0, action: 'throw' }));

  referee.disconnected(dark);
  await referee.close();
  assert.deepEqual(ok(await referee.sync({ room })).seats, { light: 'connected', dark: 'reconnecting' });
  ok(await referee.leave(tab, { room }));
  assert.deepEqual(ok(await referee.sync({ room })).seats, { light: 'left', dark: 'reconnecting' });
  const { grace, ...heard } = hub.heard(tab.id, EVENTS.seats).at(-1) as SeatsEvent;
  assert.deepEqual(heard, {
    room,
    seats: { light: 'connected', dark: 'reconnecting' },
    names: { light: null, dark: null },
  });
  // The dropped seat's grace, told so that the opponent can count down to a claim.
  assert.equal(grace.light, null);
  assert.ok(grace.dark! > 0 && grace.dark! <= DEFAULT_LIMITS.seatGraceMs, `grace ${grace.dark}`);
  // The token still takes the left seat back.
  assert.equal(ok(await referee.join(client(), { room, seat: 'any', token: tokens.light })).seat, 'light');
});

test('after the game both players offer a rematch: a new room, colours swapped, each seat held for its token', async () => {
  const { hub, referee, client } = setUp();
  const [light, dark] = [client(), client()];
  const { room, tokens } = await seated(referee, light, dark, { pieces: 2 });
  assert.equal(code(await referee.offerRematch(light, { room })), 'illegal');
  await playOut(referee, room, { light, dark });
  assert.deepEqual(ok(await referee.offerRematch(light, { room })).offers, { light: true, dark: false });
  const agreed = ok(await referee.offerRematch(dark, { room }));
  assert.ok(agreed.next);
  const { ok: _ok, ...state } = agreed;
  assert.deepEqual(hub.heard(light.id, REMATCH_EVENTS.state).at(-1), { room, ...state });
  assert.deepEqual(ok(await referee.rematchState({ room: agreed.next })).previous, room);
  // Light's token holds dark in the rematch.
  assert.equal(ok(await referee.join(light, { room: agreed.next, seat: 'any', token: tokens.light })).seat, 'dark');
});

test('quick match pairs the second player with the first: one gets the room in the reply, the other is told', async () => {
  const { hub, referee, client } = setUp();
  const [first, second] = [client(), client()];
  const find = { ...FINKEL, token: 'a'.repeat(24) };
  assert.deepEqual(await referee.find(first, find), { ok: true, room: null });
  const found = ok(await referee.find(second, { ...find, token: 'b'.repeat(24) }));
  assert.ok(found.room);
  const told = hub.heard(first.id, MATCH_EVENTS.found) as { room: string; seat: Seat }[];
  assert.deepEqual(told, [{ room: found.room, seat: found.seat === 'light' ? 'dark' : 'light' }]);
  const seat = ok(await referee.join(first, { room: found.room!, seat: 'any', token: 'a'.repeat(24) })).seat;
  assert.equal(seat, told[0].seat);
  assert.deepEqual(await referee.cancelFind(first), { ok: true, cancelled: false });
  await referee.close();
});
