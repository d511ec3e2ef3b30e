/**
 * Quick match through the real server: the next two players asking for the same variant and
 * rules are seated in a new room; a wait ends by timing out, by cancelling or by leaving; and,
 * with two server processes on one redis-server, players on different processes meet.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Socket } from 'socket.io-client';
import { loadGame } from '../../src/engine/index.js';
import {
  MATCH_EVENTS,
  PROTOCOL_VERSION,
  REMATCH_EVENTS,
  type MatchFound,
  type RematchEvent,
  type RematchState,
} from '../../src/protocol/index.js';
import { testBed } from './bed.js';
import { code, connect, expectOk, join, nextEvent, Player, request, type Running } from './helpers.js';
import { startRedis, startServerProcess, type Child } from './processes.js';

const bed = testBed();
let running: Running;
let redis: Child & { url: string };
const children: Child[] = [];

before(async () => {
  running = await bed.serve({ matchWaitMs: 400 });
  redis = await startRedis();
});

after(async () => {
  await Promise.all(children.map((child) => child.stop()));
  await redis.stop();
});

let tokens = 0;
/** A fresh seat token, as the connector makes one. */
const newToken = () => `quick-match-token-${++tokens}`.padEnd(24, 'x');

type Found = MatchFound | { room: null };
const find = (socket: Socket, token: string, variant = 'finkel', rules?: object, colour?: unknown) =>
  request<Found>(socket, MATCH_EVENTS.find, {
    v: PROTOCOL_VERSION,
    variant,
    token,
    ...(rules && { rules }),
    ...(colour !== undefined && { colour }),
  });

/** Two matched players play their game to the end; both must hold their seats by their tokens. */
async function playMatched(
  [a, b]: [Socket, Socket],
  [ta, tb]: [string, string],
  [ma, mb]: [MatchFound, MatchFound],
): Promise<void> {
  assert.equal(ma.room, mb.room);
  assert.notEqual(ma.seat, mb.seat);
  const players = [new Player(a, ma.room, 1), new Player(b, mb.room, 2)];
  await players[0].join(ma.seat, ta);
  await players[1].join(mb.seat, tb);
  const [record] = await Promise.all(players.map((player) => player.finished));
  assert.notEqual(loadGame(record).winner, null);
}

test('the next two players of a variant are paired; other rules wait in their own queue', async () => {
  const [a, b, c] = [await bed.client(running.url), await bed.client(running.url), await bed.client(running.url)];
  const [ta, tb, tc] = [newToken(), newToken(), newToken()];
  const aWaits = await expectOk(find(a, ta, 'finkel', { pieces: 3 }));
  assert.equal(aWaits.room, null);
  // Other rules do not meet a: c waits in the Bell queue.
  assert.equal((await expectOk(find(c, tc, 'bell'))).room, null);
  const aFound = nextEvent<MatchFound>(a, MATCH_EVENTS.found);
  const bFound = await expectOk(find(b, tb, 'finkel', { pieces: 3 }));
  await playMatched([a, b], [ta, tb], [await aFound, bFound as MatchFound]);
  // The matched room is held for the two players only: anyone else, without its seat key, only watches.
  assert.equal((await expectOk(join(c, bFound.room!, 'any'))).seat, 'spectator');
  assert.equal(code(await join(c, bFound.room!, 'light')), 'key-required');
  assert.equal(code(await find(c, 'short')), 'bad-request');
});

test('each gets the colour asked for; both asking for the same: the one who waited gets it', async () => {
  /** The seats of a player who waits asking for `first`, then one who asks for `second` (undefined: either). */
  const pair = async (first?: string, second?: string) => {
    const [a, b] = [await bed.client(running.url), await bed.client(running.url)];
    const [ta, tb] = [newToken(), newToken()];
    const aFound = nextEvent<MatchFound>(a, MATCH_EVENTS.found);
    assert.equal((await expectOk(find(a, ta, 'aseb', undefined, first))).room, null);
    const mb = (await expectOk(find(b, tb, 'aseb', undefined, second))) as MatchFound;
    const ma = await aFound;
    assert.equal(ma.room, mb.room);
    // The seats are held for these tokens, as the colours say.
    assert.equal((await expectOk(join(a, ma.room, ma.seat, ta))).seat, ma.seat);
    assert.equal((await expectOk(join(b, mb.room, mb.seat, tb))).seat, mb.seat);
    return [ma.seat, mb.seat];
  };
  assert.deepEqual(await pair('light', 'dark'), ['light', 'dark']);
  assert.deepEqual(await pair('dark', 'light'), ['dark', 'light']);
  assert.deepEqual(await pair('dark', undefined), ['dark', 'light']);
  assert.deepEqual(await pair(undefined, 'dark'), ['light', 'dark']);
  assert.deepEqual(await pair(undefined, 'light'), ['dark', 'light']);
  assert.deepEqual(await pair('light', 'light'), ['light', 'dark']);
  assert.deepEqual(await pair('dark', 'dark'), ['dark', 'light']);
  const c = await bed.client(running.url);
  for (const colour of ['random', 'Light', '', null, 1, { light: true }])
    assert.equal(code(await find(c, newToken(), 'aseb', undefined, colour)), 'bad-request', JSON.stringify(colour));
});

test('a wait ends by time-out, by cancel and by leaving, and then pairs nobody', async () => {
  const [a, b, c] = [await bed.client(running.url), await bed.client(running.url), await bed.client(running.url)];
  // Time-out: a waits 400 ms and is told.
  const expired = nextEvent(a, MATCH_EVENTS.expired);
  await expectOk(find(a, newToken()));
  await expired;
  // Cancel: b waits, cancels, and is no longer in the queue.
  await expectOk(find(b, newToken()));
  assert.equal((await expectOk(request<{ cancelled: boolean }>(b, MATCH_EVENTS.cancel, {}))).cancelled, true);
  assert.equal((await expectOk(request<{ cancelled: boolean }>(b, MATCH_EVENTS.cancel, {}))).cancelled, false);
  // Leaving: c waits and disconnects.
  await expectOk(find(c, newToken()));
  c.disconnect();
  await new Promise((resolve) => setTimeout(resolve, 100));
  // So the next one waits alone, and the one after meets them.
  const [d, e] = [await bed.client(running.url), await bed.client(running.url)];
  const [td, te] = [newToken(), newToken()];
  assert.equal((await expectOk(find(d, td))).room, null);
  const dFound = nextEvent<MatchFound>(d, MATCH_EVENTS.found);
  const eFound = (await expectOk(find(e, te))) as MatchFound;
  assert.equal((await dFound).room, eFound.room);
});

test("each ask takes from the address's allowance of rooms per minute, as a room creation does", async () => {
  const header = 'x-test-address';
  const limited = await bed.serve({ limits: { roomsPerMinutePerAddress: 5 }, addressHeader: header });
  const from = async (address: string) => {
    const socket = await connect(limited.url, { extraHeaders: { [header]: address } });
    bed.keep(socket);
    return socket;
  };
  const replies: string[] = [];
  let rooms = 0;
  for (let ask = 0; ask < 40; ask++) {
    const reply = await find(await from('198.51.100.5'), newToken());
    replies.push(code(reply));
    if (reply.ok && reply.room !== null) rooms++;
  }
  // Five asks (two pairs and one waiting), then nothing more this minute: two rooms, not twenty.
  assert.deepEqual([replies.filter((reply) => reply === 'ok').length, rooms], [5, 2]);
  assert.ok(replies.slice(5).every((reply) => reply === 'room-limit'));
  const other = await expectOk(find(await from('192.0.2.5'), newToken()));
  assert.notEqual(other.room, null, 'another address meets the one left waiting');
});

test('two server processes on one Redis: players on each are paired, and their rematch opens once', async () => {
  const env = { REDIS_URL: redis.url, MESSAGES_PER_SECOND: '10000', MESSAGE_BURST: '10000', MATCH_WAIT_SECONDS: '1' };
  const [first, second] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  children.push(first, second);
  const [a, b, c] = [await bed.client(first.url), await bed.client(second.url), await bed.client(second.url)];

  // A wait on one process times out and pairs nobody on the other.
  const expired = nextEvent(c, MATCH_EVENTS.expired);
  await expectOk(find(c, newToken()));
  await expired;

  const [ta, tb] = [newToken(), newToken()];
  // Listening before anyone asks: the news may come before the reply that completes the pair.
  const aFound = nextEvent<MatchFound>(a, MATCH_EVENTS.found);
  // The colour asked for on one process holds on the other (it is queued with the wait, in Redis).
  assert.equal((await expectOk(find(a, ta, 'finkel', undefined, 'dark'))).room, null);
  const mb = (await expectOk(find(b, tb))) as MatchFound;
  const ma = await aFound;
  assert.deepEqual([ma.seat, mb.seat], ['dark', 'light']);
  await playMatched([a, b], [ta, tb], [ma, mb]);

  // Offers made together on the two processes open exactly one rematch.
  const heard = [a, b].map((socket) =>
    nextEvent<RematchEvent>(socket, REMATCH_EVENTS.state, (event) => event.next !== null),
  );
  const replies = await Promise.all(
    [a, b].map((socket) => expectOk(request<RematchState>(socket, REMATCH_EVENTS.offer, { room: ma.room }))),
  );
  const [toA, toB] = await Promise.all(heard);
  assert.equal(toA.next, toB.next);
  for (const reply of replies) assert.ok(reply.next === null || reply.next === toA.next);
  const again = await expectOk(join(a, toA.next!, mb.seat, ta));
  assert.equal(again.seat, mb.seat);
});
