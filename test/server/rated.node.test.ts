/**
 * Rated play (issue 48) on two real server processes sharing a real Redis: players with identity
 * tokens signed by the host's key, a rated quick match across the two processes, what counts and
 * what does not, the ratings and the leaderboard over HTTP, the metrics, and the logs.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { SignJWT } from 'jose';
import type { Socket } from 'socket.io-client';
import { loadGame } from '../../src/engine/index.js';
import {
  EVENTS,
  MATCH_EVENTS,
  PROTOCOL_VERSION,
  type MatchFound,
  type RatedEvent,
  type RatedState,
  type RoomCreated,
  type Seat,
  type SyncReply,
} from '../../src/protocol/index.js';
import { rate, START, type Rating } from '../../server/ratings/glicko2.js';
import { movesBySide } from '../../server/ratings/index.js';
import {
  code,
  connect,
  createRoom,
  expectOk,
  join,
  keyOf,
  nextEvent,
  Player,
  request,
  startServer,
} from './helpers.js';
import { startRedis, startServerProcess, type Child } from './processes.js';

const SECRET = 'a-secret-the-host-page-shares-with-the-game-server-48';
const key = new TextEncoder().encode(SECRET);

/** An identity token for `sub` named `name`, signed with `secret`, expiring in `seconds`. */
function identity(sub: string, name: string, { secret = key, seconds = 600 } = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ name })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub)
    .setIssuedAt(now - 5)
    .setExpirationTime(now + seconds)
    .sign(secret);
}

let redis: Child & { url: string };
let servers: (Child & { url: string })[];
const sockets: Socket[] = [];
/** Every secret the tests handed the servers: none may appear in their logs. */
const secrets = new Set<string>([SECRET]);

before(async () => {
  redis = await startRedis();
  const env = {
    REDIS_URL: redis.url,
    IDENTITY_SECRETS: SECRET,
    MESSAGES_PER_SECOND: '10000',
    MESSAGE_BURST: '10000',
    ROOMS_PER_MINUTE_PER_ADDRESS: '1000',
    OPEN_ROOMS_PER_ADDRESS: '1000',
    CONNECTIONS_PER_ADDRESS: '1000',
  };
  servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
});

after(async () => {
  for (const socket of sockets) socket.disconnect();
  await Promise.all([...servers, redis].map((child) => child.stop('SIGKILL')));
});

async function client(server: number): Promise<Socket> {
  const socket = await connect(servers[server].url);
  sockets.push(socket);
  return socket;
}

const seatToken = () => `seat-${Math.random().toString(36).slice(2)}-${Date.now().toString(36)}`.padEnd(24, 'x');

async function getJson(server: number, path: string): Promise<{ status: number; cache: string | null; body: any }> {
  const response = await fetch(servers[server].url + path);
  return { status: response.status, cache: response.headers.get('cache-control'), body: await response.json() };
}

/** The sum of a counter over both processes. */
async function counted(name: string): Promise<number> {
  let sum = 0;
  for (const server of servers) {
    const text = await (await fetch(`${server.url}/metrics`)).text();
    const line = text.split('\n').find((row) => row.startsWith(`${name} `));
    sum += line ? Number(line.split(' ')[1]) : 0;
  }
  return sum;
}

/** Two players, one on each process, paired by a rated quick match and seated with their identities. */
async function ratedMatch(names: [string, string], seed: number, pauseAt = Infinity) {
  const [first, second] = await Promise.all([client(0), client(1)]);
  const ids = await Promise.all(names.map((name) => identity(name.toLowerCase(), name)));
  ids.forEach((id) => secrets.add(id));
  const tokens = [seatToken(), seatToken()];
  const find = (socket: Socket, index: number) =>
    request<MatchFound | { room: null }>(socket, MATCH_EVENTS.find, {
      v: PROTOCOL_VERSION,
      variant: 'finkel',
      token: tokens[index],
      rated: true,
      identity: ids[index],
      colour: index === 0 ? 'light' : 'dark',
    });
  const found = nextEvent<MatchFound>(first, MATCH_EVENTS.found);
  assert.equal((await expectOk(find(first, 0))).room, null);
  const paired = (await expectOk(find(second, 1))) as MatchFound;
  const waited = await found;
  assert.equal(waited.room, paired.room);
  const light = new Player(first, paired.room, seed, pauseAt);
  const dark = new Player(second, paired.room, seed + 1, pauseAt);
  light.identity = ids[0];
  dark.identity = ids[1];
  const rated = [first, second].map((socket) => nextEvent<RatedEvent>(socket, EVENTS.rated));
  await light.join('light', tokens[0]);
  await dark.join('dark', tokens[1]);
  return { room: paired.room, light, dark, rated, sockets: [first, second] as const, ids };
}

/** What Glicko-2 makes of a game between `light` and `dark` (as they stood) won by `winner`. */
function expected(light: Rating, dark: Rating, winner: Seat): Record<Seat, Rating> {
  return {
    light: rate(light, [{ opponent: dark, score: winner === 'light' ? 1 : 0 }]),
    dark: rate(dark, [{ opponent: light, score: winner === 'dark' ? 1 : 0 }]),
  };
}

const near = (actual: number, wanted: number, what: string) =>
  assert.ok(Math.abs(actual - wanted) < 0.011, `${what}: ${actual}, Glicko-2 says ${wanted}`);

let firstRoom = '';

test('a rated quick match between two identities, played to the end on two processes, changes both ratings as Glicko-2 says', async () => {
  const match = await ratedMatch(['Amina', 'Brook'], 7);
  firstRoom = match.room;
  const [record] = await Promise.all([match.light.finished, match.dark.finished]);
  const winner = loadGame(record).winner!;
  const [toLight, toDark] = await Promise.all(match.rated);
  const want = expected(START, START, winner);
  for (const event of [toLight, toDark]) {
    assert.equal(event.room, match.room);
    assert.equal(event.rated.counted, true);
    near(event.rated.result!.light.before.rating, 1500, 'light before');
    near(event.rated.result!.light.after.rating, want.light.rating, 'light after');
    near(event.rated.result!.dark.after.rating, want.dark.rating, 'dark after');
    near(event.rated.result!.dark.after.deviation, want.dark.deviation, 'dark deviation after');
  }
  // Read on either process, over HTTP.
  for (const [server, player, seat] of [
    [1, 'amina', 'light'],
    [0, 'brook', 'dark'],
  ] as const) {
    const { status, cache, body } = await getJson(server, `/ratings/${player}`);
    assert.equal(status, 200);
    assert.match(cache!, /max-age=\d+/);
    near(body.ratings.finkel.rating, want[seat].rating, `${player}'s rating`);
    near(body.ratings.finkel.deviation, want[seat].deviation, `${player}'s deviation`);
    assert.equal(body.ratings.finkel.games, 1);
    assert.equal(body.ratings.finkel.wins, seat === winner ? 1 : 0);
    assert.equal(body.ratings.finkel.name, player === 'amina' ? 'Amina' : 'Brook');
  }
  // The seats' names are the identities' display names.
  const synced = await expectOk(request<SyncReply>(match.sockets[0], EVENTS.sync, { room: match.room }));
  assert.deepEqual(synced.names, { light: 'Amina', dark: 'Brook' });
  assert.equal(await counted('royal_ur_rated_games_total'), 1);
});

// Each store by itself, a second write of the same game included: test/server/backend.node.test.ts.
test('the same end delivered twice rates once: the finished game read again on each process', async () => {
  const before = (await getJson(0, '/ratings/amina')).body;
  for (const server of [0, 1]) {
    const socket = await client(server);
    const synced = await expectOk(request<SyncReply>(socket, EVENTS.sync, { room: firstRoom }));
    assert.equal(synced.rated?.counted, true);
  }
  assert.deepEqual((await getJson(1, '/ratings/amina')).body, before);
  assert.equal(await counted('royal_ur_rated_games_total'), 1);
});

test('a forged, expired or incomplete token is refused as bad-identity and plays nothing', async () => {
  const refusalsBefore = await counted('royal_ur_identity_refusals_total');
  const forged = await identity('mallory', 'Mallory', {
    secret: new TextEncoder().encode('not the host secret, but 32 bytes or more'),
  });
  const expired = await identity('amina', 'Amina', { seconds: -120 });
  const nameless = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('nameless')
    .setExpirationTime('10m')
    .sign(key);
  const bad = [forged, expired, nameless, 'not.a-token.at-all'];
  bad.forEach((token) => secrets.add(token));
  const socket = await client(0);
  const other = await client(1);
  for (const token of bad) {
    const created = await request<RoomCreated>(socket, EVENTS.create, {
      v: PROTOCOL_VERSION,
      variant: 'finkel',
      rated: true,
      identity: token,
    });
    assert.equal(code(created), 'bad-identity');
    assert.ok(!created.ok && !created.error.includes(token), 'the refusal does not quote the token');
    const found = await request(socket, MATCH_EVENTS.find, {
      v: PROTOCOL_VERSION,
      variant: 'finkel',
      token: seatToken(),
      rated: true,
      identity: token,
    });
    assert.equal(code(found), 'bad-identity');
  }
  // The refused asks queued nobody: the next rated ask waits alone.
  const carol = await identity('carol', 'Carol');
  secrets.add(carol);
  const alone = await expectOk(
    request<{ room: string | null }>(other, MATCH_EVENTS.find, {
      v: PROTOCOL_VERSION,
      variant: 'finkel',
      token: seatToken(),
      rated: true,
      identity: carol,
    }),
  );
  assert.equal(alone.room, null);
  await expectOk(request(other, MATCH_EVENTS.cancel, {}));
  // A rated room's seat refuses them too, and a seat without any identity; the room stays empty.
  const made = await expectOk(
    request<RoomCreated>(other, EVENTS.create, {
      v: PROTOCOL_VERSION,
      variant: 'finkel',
      rated: true,
      identity: carol,
    }),
  );
  for (const token of [forged, expired, undefined])
    assert.equal(code(await join(socket, made.room, 'light', undefined, made.key, token)), 'bad-identity');
  const seats = await expectOk(request<SyncReply>(socket, EVENTS.sync, { room: made.room }));
  assert.deepEqual(seats.seats, { light: 'empty', dark: 'empty' });
  assert.equal(
    code(await request(socket, EVENTS.action, { room: made.room, index: 0, action: 'throw' })),
    'not-seated',
  );
  assert.equal((await getJson(0, '/ratings/mallory')).status, 404);
  assert.equal(await counted('royal_ur_identity_refusals_total'), refusalsBefore + bad.length * 2 + 3);
});

test('a rated room refuses the same player on both seats', async () => {
  const dana = await identity('dana', 'Dana');
  secrets.add(dana);
  const [one, two] = await Promise.all([client(0), client(1)]);
  const made = await expectOk(
    request<RoomCreated>(one, EVENTS.create, { v: PROTOCOL_VERSION, variant: 'finkel', rated: true, identity: dana }),
  );
  secrets.add(made.key);
  await expectOk(join(one, made.room, 'light', undefined, made.key, dana));
  assert.equal(code(await join(two, made.room, 'dark', undefined, made.key, dana)), 'same-player');
  assert.equal(code(await join(two, made.room, 'any', undefined, made.key, dana)), 'same-player');
});

/**
 * One player's two tabs ask for a rated quick match (`where`: the process of each connection, in
 * order Amina's two tabs, Brook, Carol): the second tab waits rather than meet the first; Brook
 * meets the first, Carol the second, each in a room whose seats they take with their identities.
 */
async function twoTabs(connectTo: (index: number) => Promise<Socket>): Promise<void> {
  const [amina, brook, carol] = await Promise.all(
    ['Amina', 'Brook', 'Carol'].map((name) => identity(name.toLowerCase(), name)),
  );
  [amina, brook, carol].forEach((token) => secrets.add(token));
  const sockets = await Promise.all([0, 1, 2, 3].map(connectTo));
  const tokens = sockets.map(() => seatToken());
  const find = (index: number, id: string) =>
    request<MatchFound | { room: null }>(sockets[index], MATCH_EVENTS.find, {
      v: PROTOCOL_VERSION,
      variant: 'finkel',
      token: tokens[index],
      rated: true,
      identity: id,
    });
  const found = [0, 1].map((tab) => nextEvent<MatchFound>(sockets[tab], MATCH_EVENTS.found));
  assert.equal((await expectOk(find(0, amina))).room, null);
  // The same player again, in another tab: waiting, not paired with the first.
  assert.equal((await expectOk(find(1, amina))).room, null);
  const withBrook = (await expectOk(find(2, brook))) as MatchFound;
  const withCarol = (await expectOk(find(3, carol))) as MatchFound;
  const [first, second] = await Promise.all(found);
  assert.equal(first.room, withBrook.room);
  assert.equal(second.room, withCarol.room);
  // Each pair sits down with their identities: two rated games, Amina in both.
  for (const [tab, other, match, ids] of [
    [0, 2, first, [amina, brook]],
    [1, 3, second, [amina, carol]],
  ] as const) {
    await expectOk(join(sockets[tab], match.room, match.seat, tokens[tab], undefined, ids[0]));
    const seat = match.seat === 'light' ? 'dark' : 'light';
    await expectOk(join(sockets[other], match.room, seat, tokens[other], undefined, ids[1]));
  }
}

test('one player asking for a rated quick match in two tabs, on two processes, is never paired with themselves', async () => {
  await twoTabs((index) => client(index % 2));
});

test('one player in two tabs on a server in memory is never paired with themselves either', async () => {
  const running = await startServer({ identity: { secrets: [SECRET] } });
  const opened: Socket[] = [];
  try {
    await twoTabs(async () => {
      const socket = await connect(running.url);
      opened.push(socket);
      return socket;
    });
  } finally {
    for (const socket of opened) socket.disconnect();
    await running.server.close();
  }
});

test('an abort, or a resign before each side has moved twice, rates nobody; a resign later is a loss', async () => {
  const ratedBefore = await counted('royal_ur_rated_games_total');
  const before = (await getJson(0, '/ratings/amina')).body.ratings.finkel;
  // Aborted at once.
  const aborted = await ratedMatch(['Amina', 'Brook'], 21, 0);
  const abortEnd = await expectOk(
    request<{ end: { reason: string } }>(aborted.sockets[0], EVENTS.end, { room: aborted.room, end: 'abort' }),
  );
  assert.equal(abortEnd.end.reason, 'aborted');
  const [abortRated] = await Promise.all(aborted.rated);
  assert.equal(abortRated.rated.counted, false);
  assert.equal(abortRated.rated.result, null);
  // Resigned once each side has moved once (the board offers Resign from then), before each has moved twice.
  const early = await ratedMatch(['Amina', 'Brook'], 31, 0);
  for (let moved = movesBySide(early.light.game.toJSON()); Math.min(moved.light, moved.dark) < 1;) {
    const next = early.light.game.actionCount + 1;
    for (const player of [early.light, early.dark]) player.resume(next);
    await Promise.all([early.light.holds(next), early.dark.holds(next)]);
    moved = movesBySide(early.light.game.toJSON());
  }
  await expectOk(request(early.sockets[1], EVENTS.end, { room: early.room, end: 'resign' }));
  const [earlyRated] = await Promise.all(early.rated);
  assert.equal(earlyRated.rated.counted, false);
  assert.deepEqual((await getJson(1, '/ratings/amina')).body.ratings.finkel, before);
  assert.equal(await counted('royal_ur_rated_games_total'), ratedBefore);

  // Resigned well into the game: dark loses.
  const late = await ratedMatch(['Amina', 'Brook'], 41, 40);
  await Promise.all([late.light.holds(40), late.dark.holds(40)]);
  const [lightNow, darkNow] = await Promise.all(['amina', 'brook'].map((id) => getJson(0, `/ratings/${id}`)));
  await expectOk(request(late.sockets[1], EVENTS.end, { room: late.room, end: 'resign' }));
  const [lateRated] = await Promise.all(late.rated);
  assert.equal(lateRated.rated.counted, true);
  const want = expected(lightNow.body.ratings.finkel, darkNow.body.ratings.finkel, 'light');
  // The deviations read over HTTP were rounded, and grew a little more by the time the game was counted.
  assert.ok(Math.abs(lateRated.rated.result!.light.after.rating - want.light.rating) < 0.05);
  assert.ok(lateRated.rated.result!.light.after.rating > lateRated.rated.result!.light.before.rating);
  assert.ok(lateRated.rated.result!.dark.after.rating < lateRated.rated.result!.dark.before.rating);
  assert.equal((await getJson(1, '/ratings/brook')).body.ratings.finkel.losses, darkNow.body.ratings.finkel.losses + 1);
  assert.equal(await counted('royal_ur_rated_games_total'), ratedBefore + 1);
});

test('anonymous play is unchanged: no identity, no rating, no rated state', async () => {
  const ratedBefore = await counted('royal_ur_rated_games_total');
  const [one, two] = await Promise.all([client(0), client(1)]);
  const made = { room: await createRoom(one) };
  secrets.add(keyOf(made.room)!);
  let heard = false;
  for (const socket of [one, two]) socket.on(EVENTS.rated, () => (heard = true));
  const light = new Player(one, made.room, 3);
  const dark = new Player(two, made.room, 4);
  const joined = await light.join('light');
  assert.equal(joined.rated, undefined);
  await dark.join('dark');
  await Promise.all([light.finished, dark.finished]);
  const synced = await expectOk(request<SyncReply>(one, EVENTS.sync, { room: made.room }));
  assert.equal(synced.rated, undefined);
  await sleep(200);
  assert.equal(heard, false);
  assert.equal(await counted('royal_ur_rated_games_total'), ratedBefore);
});

test('the leaderboard orders players by rating, with each deviation shown', async () => {
  // A third player, so that three stand on the board.
  const match = await ratedMatch(['Carol', 'Amina'], 51);
  await Promise.all([match.light.finished, match.dark.finished, ...match.rated]);
  const { status, cache, body } = await getJson(1, '/leaderboard?variant=finkel&limit=50');
  assert.equal(status, 200);
  assert.match(cache!, /public, max-age=\d+/);
  assert.equal(body.variant, 'finkel');
  const players = body.players as { rank: number; player: string; rating: number; deviation: number; games: number }[];
  assert.deepEqual(players.map((entry) => entry.player).sort(), ['amina', 'brook', 'carol']);
  for (const [index, entry] of players.entries()) {
    assert.equal(entry.rank, index + 1);
    assert.ok(entry.deviation > 0 && entry.deviation < 350, `deviation ${entry.deviation}`);
    if (index > 0) assert.ok(players[index - 1].rating >= entry.rating, 'highest first');
  }
  assert.equal((await getJson(0, '/leaderboard?variant=finkel&limit=1')).body.players.length, 1);
  assert.deepEqual((await getJson(0, '/leaderboard?variant=bell')).body.players, []);
  assert.equal((await getJson(0, '/leaderboard?variant=chess')).status, 400);
  assert.equal((await getJson(0, '/leaderboard?limit=0')).status, 400);
  const state: RatedState | undefined = (
    await expectOk(request<SyncReply>(match.sockets[0], EVENTS.sync, { room: match.room }))
  ).rated;
  assert.ok(state?.ratings.light && state.ratings.dark, 'a rated room names both seats ratings');
});

test('no identity token, secret or seat key appears in either process’s logs', () => {
  for (const server of servers) {
    const text = server.output();
    assert.ok(text.length > 0);
    for (const secret of secrets) assert.ok(!text.includes(secret), `a secret was logged: ${secret.slice(0, 12)}…`);
  }
});
