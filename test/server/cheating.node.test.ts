/**
 * A scripted cheating client against a real server: every trick is refused with a clear code,
 * the game is untouched, and the process goes on serving everyone else.
 */
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import type { Socket } from 'socket.io-client';
import { loadGame, Random, type Game, type Player as Side } from '../../src/engine/index.js';
import { EVENTS, PROTOCOL_VERSION, type Reply } from '../../src/protocol/index.js';
import { MemoryStore, type StoredActions } from '../../server/index.js';
import { testBed } from './bed.js';
import { code, createRoom, expectOk, join, playGame, request, syncRecord, type Running } from './helpers.js';

const bed = testBed();
let running: Running;
const client = (url = running.url) => bed.client(url);

before(async () => {
  running = await bed.serve();
});

type Accepted = { index: number; action: string };

/** Plays honest actions (seeded moves) until `done` holds for the game. */
async function playUntil(room: string, seats: Record<Side, Socket>, done: (game: Game) => boolean): Promise<Game> {
  const game = loadGame(await syncRecord(seats.light, room));
  const random = new Random(7);
  while (!done(game)) {
    const { action, player } = game.awaiting();
    assert.ok(player, 'the game ended before the script got where it wanted');
    const moves = game.legalMoves();
    const intent =
      action === 'throw' ? 'throw' : action === 'next-game' ? 'next' : moves[random.below(moves.length)].notation;
    game.apply(
      (
        await expectOk(
          request<Accepted>(seats[player], EVENTS.action, { room, index: game.actions.length, action: intent }),
        )
      ).action,
    );
  }
  return game;
}

/** A room where `cheater` holds light and `honest` dark. */
async function seatedRoom(): Promise<{ room: string; cheater: Socket; honest: Socket }> {
  const [cheater, honest] = [await client(), await client()];
  const room = await createRoom(cheater);
  await expectOk(join(cheater, room, 'light'));
  await expectOk(join(honest, room, 'dark'));
  return { room, cheater, honest };
}

test("moves and throws that are not the sender's to make are refused and change nothing", async () => {
  const { room, cheater, honest } = await seatedRoom();
  const act = (socket: Socket, index: number, action: string) =>
    request(socket, EVENTS.action, { room, index, action });

  // Its own dice, in either notation: the dice are the server's.
  for (const action of ['h4', 'h6', 't3', 'h0']) assert.equal(code(await act(cheater, 0, action)), 'illegal', action);
  // Dark throwing on light's turn.
  assert.equal(code(await act(honest, 0, 'throw')), 'not-your-turn');
  assert.deepEqual((await syncRecord(honest, room)).actions, []);

  const game = await playUntil(
    room,
    { light: cheater, dark: honest },
    (g) => g.awaiting().action === 'move' && g.awaiting().player === 'light',
  );
  const before = await syncRecord(honest, room);
  const index = game.actions.length;
  const legal = game.legalMoves().map((move) => move.notation);
  const refusals: [Socket, string, string][] = [
    [cheater, 'B8-H', 'illegal'], // not a legal move here
    [cheater, 'A1-A2', 'illegal'], // walking backwards
    [cheater, 'nonsense', 'illegal'],
    [cheater, 'throw', 'illegal'], // throwing again instead of moving
    [cheater, 'decline', 'illegal'], // no eyes bonus to decline
    [cheater, 'next', 'illegal'], // the game is not over
    [cheater, 'h2', 'illegal'],
    [honest, legal[0], 'not-your-turn'], // the other seat making light's move
    [honest, 'throw', 'not-your-turn'],
  ];
  for (const [socket, action, expected] of refusals)
    assert.equal(code(await act(socket, index, action)), expected, action);
  // A move at an index already played, or far ahead: out of step, with where the record is.
  const stale = await act(cheater, index - 1, legal[0]);
  assert.deepEqual([code(stale), !stale.ok && stale.expected], ['out-of-step', index]);
  const ahead = await act(cheater, index + 3, legal[0]);
  assert.deepEqual([code(ahead), !ahead.ok && ahead.expected], ['out-of-step', index]);
  assert.deepEqual(await syncRecord(honest, room), before);

  // The game still goes on normally.
  assert.equal(code(await act(cheater, index, legal[0])), 'ok');
});

test('malformed payloads get bad-request; none reaches the game or the process', async () => {
  const { room, cheater, honest } = await seatedRoom();
  const polluted = JSON.parse(`{"room":"${room}","index":0,"action":"throw","__proto__":{"polluted":true}}`);
  const payloads: [string, unknown][] = [
    [EVENTS.action, 'garbage'],
    [EVENTS.action, 42],
    [EVENTS.action, null],
    [EVENTS.action, [room, 0, 'throw']],
    [EVENTS.action, {}],
    [EVENTS.action, { room: 5, index: 0, action: 'throw' }],
    [EVENTS.action, { room, index: -1, action: 'throw' }],
    [EVENTS.action, { room, index: 0.5, action: 'throw' }],
    [EVENTS.action, { room, index: '0', action: 'throw' }],
    [EVENTS.action, { room, index: 1e300, action: 'throw' }],
    [EVENTS.action, { room, index: 0, action: 'x'.repeat(5000) }],
    [EVENTS.action, { room, index: 0, action: ['throw'] }],
    [EVENTS.action, { room, index: 0, action: 'throw', extra: true }],
    [EVENTS.action, { room: 'R'.repeat(1000), index: 0, action: 'throw' }],
    [EVENTS.action, polluted],
    [EVENTS.join, { v: PROTOCOL_VERSION, room, seat: 'both' }],
    [EVENTS.join, { v: PROTOCOL_VERSION, room, seat: 'light', token: 42 }],
    [EVENTS.join, { v: PROTOCOL_VERSION, room, seat: 'light', token: 't'.repeat(1000) }],
    [EVENTS.join, { room, seat: 'light' }],
    [EVENTS.create, { v: PROTOCOL_VERSION, variant: 'finkel', rules: JSON.parse('{"__proto__":{"pieces":1}}') }],
    [EVENTS.create, { v: PROTOCOL_VERSION, variant: 'finkel', rules: { variant: 'bell' } }],
    [EVENTS.create, { v: PROTOCOL_VERSION, variant: 'finkel', rules: { captures: 'yes' } }],
    [EVENTS.create, { v: PROTOCOL_VERSION, variant: 'finkel', rules: [] }],
    [EVENTS.create, { v: PROTOCOL_VERSION, variant: '__proto__' }],
    [EVENTS.sync, { room: { $ne: null } }],
    [EVENTS.leave, 'everything'],
  ];
  for (const [event, payload] of payloads) {
    const reply = await request(cheater, event, payload);
    assert.equal(
      code(reply),
      'bad-request',
      `${event} ${JSON.stringify(payload)?.slice(0, 80)}: ${JSON.stringify(reply)}`,
    );
  }
  // More or fewer arguments than a payload and an acknowledgement.
  assert.equal(code(await cheater.timeout(5000).emitWithAck(EVENTS.sync, { room }, 'extra')), 'bad-request');
  assert.equal(code(await cheater.timeout(5000).emitWithAck(EVENTS.sync)), 'bad-request');
  // No acknowledgement: nobody to answer, nothing happens.
  cheater.emit(EVENTS.action, { room, index: 0, action: 'throw' });
  cheater.emit(EVENTS.create, 'garbage');
  cheater.emit('no-such-event', { room });

  assert.equal(({} as { polluted?: boolean }).polluted, undefined);
  assert.deepEqual((await syncRecord(honest, room)).actions, []);
  assert.equal(code(await request(cheater, EVENTS.action, { room, index: 0, action: 'throw' })), 'ok');
});

test('packets that are not Socket.IO close only their own connection', async () => {
  const { room, honest } = await seatedRoom();
  for (const packet of ['42["game:action",{bad json', '42[5,{}]', '4{}', '9nonsense', '421[]']) {
    const rogue = await client();
    const dropped = new Promise((resolve) => rogue.once('disconnect', resolve));
    rogue.io.engine.write(packet);
    await dropped;
    rogue.disconnect();
  }
  assert.equal(code(await request(honest, EVENTS.sync, { room })), 'ok');
});

test('a 1 MB message closes that connection; the server serves the others', async () => {
  const { room, cheater, honest } = await seatedRoom();
  const dropped = new Promise<string>((resolve) => cheater.once('disconnect', resolve));
  cheater.emit(EVENTS.action, { room, index: 0, action: 'x'.repeat(1024 * 1024) }, () =>
    assert.fail('a 1 MB message must get no reply'),
  );
  assert.equal(await dropped, 'transport close');
  cheater.disconnect();
  assert.equal(code(await request(honest, EVENTS.sync, { room })), 'ok');
  assert.deepEqual((await syncRecord(honest, room)).actions, []);
});

test('a flood is rate-limited; a game in another room plays on', async () => {
  const limited = await bed.serve({ limits: { messagesPerSecond: 20, messageBurst: 40 } });
  const flooder = await client(limited.url);
  const room = await createRoom(flooder);
  const game = playGame([await client(limited.url), await client(limited.url)], { rules: { pieces: 2 } });
  const replies = await Promise.all(
    Array.from({ length: 400 }, () => request(flooder, EVENTS.sync, { room }) as Promise<Reply<object>>),
  );
  const limitedCount = replies.filter((reply) => code(reply) === 'rate-limited').length;
  const served = replies.filter((reply) => reply.ok).length;
  assert.equal(limitedCount + served, replies.length);
  assert.ok(served >= 39 && limitedCount >= 300, `${served} served, ${limitedCount} rate-limited`);
  const { records } = await game;
  assert.deepEqual(records[0], records[1]);
  assert.equal((await fetch(`${limited.url}/health`)).status, 200);
});

test('an unknown event gets a bad-request reply, under the message rate limit', async () => {
  const limited = await bed.serve({ limits: { messagesPerSecond: 1, messageBurst: 3 } });
  const socket = await client(limited.url);
  assert.deepEqual(await request(socket, 'game:resign-everyone', { room: 'ABCDEF' }), {
    ok: false,
    code: 'bad-request',
    error: 'unknown event "game:resign-everyone"',
  });
  // Without an acknowledgement nothing is answered, but the message still counts.
  socket.emit('no:such-event', {});
  const replies = await Promise.all(Array.from({ length: 4 }, () => request(socket, '__proto__', {})));
  assert.deepEqual(replies.map(code), ['bad-request', 'rate-limited', 'rate-limited', 'rate-limited']);
});

test('a failure inside the server is a server-error reply and a log line, never a crash', async () => {
  class FailingStore extends MemoryStore {
    override async read(): Promise<StoredActions> {
      throw new Error('the disk is on fire');
    }
  }
  const logged: string[] = [];
  const failing = await bed.serve({
    store: new FailingStore(),
    logger: { error: (message, error) => logged.push(`${message} ${(error as Error).message}`) },
  });
  const socket = await client(failing.url);
  const room = await createRoom(socket);
  assert.deepEqual(await request(socket, EVENTS.sync, { room }), {
    ok: false,
    code: 'server-error',
    error: 'the server failed; try again',
  });
  assert.deepEqual(logged, ['game:sync failed: the disk is on fire']);
  assert.equal(code(await request(socket, EVENTS.create, { v: PROTOCOL_VERSION, variant: 'finkel' })), 'ok');
});
