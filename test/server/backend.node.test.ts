/**
 * Each part of the backend behaves alike in memory and on Redis: the same cases run against both
 * implementations of the rooms store, the rematch offers, the quick-match queues, the admission
 * limits and the ratings (server/backend/<job>/), called directly, without a server around them.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import type { Admission } from '../../server/backend/admission/index.js';
import { MemoryAdmission } from '../../server/backend/admission/memory.js';
import { RedisAdmission } from '../../server/backend/admission/redis.js';
import type { MatchQueues } from '../../server/backend/quick-match/index.js';
import { MemoryQueues } from '../../server/backend/quick-match/memory.js';
import { RedisQueues } from '../../server/backend/quick-match/redis.js';
import type { PlayerRating, RatedGame, RatingStore } from '../../server/backend/ratings/index.js';
import { MemoryRatings } from '../../server/backend/ratings/memory.js';
import { RedisRatings } from '../../server/backend/ratings/redis.js';
import type { RematchStore, SeatState, Store } from '../../server/backend/rooms/index.js';
import { MemoryRematches, MemoryStore } from '../../server/backend/rooms/memory.js';
import { RedisRematches, RedisStore } from '../../server/backend/rooms/redis.js';
import { resolveLimits } from '../../server/limits.js';
import { START } from '../../server/ratings/glicko2.js';
import { startRedis, type Child } from './processes.js';

const LIMITS = resolveLimits({
  connectionsPerAddress: 2,
  roomsPerMinutePerAddress: 2,
  roomsPerAddress: 2,
  openRoomsPerAddress: 1,
});

interface Parts {
  store: Store;
  rematches: RematchStore;
  queues: MatchQueues;
  admission: Admission;
  ratings: RatingStore;
}

let redis: Child & { url: string };
const connections: Redis[] = [];
const admissions: RedisAdmission[] = [];
let prefixes = 0;

before(async () => {
  redis = await startRedis();
});

after(async () => {
  for (const admission of admissions) admission.close();
  await Promise.all(connections.map((connection) => connection.quit()));
  await redis.stop();
});

const IMPLEMENTATIONS: Record<'memory' | 'redis', () => Parts> = {
  memory: () => {
    const store = new MemoryStore();
    return {
      store,
      rematches: new MemoryRematches(),
      queues: new MemoryQueues(),
      admission: new MemoryAdmission(LIMITS, store),
      ratings: new MemoryRatings(),
    };
  },
  redis: () => {
    const connection = new Redis(redis.url);
    connections.push(connection);
    // Each test its own keys.
    const prefix = `parts${++prefixes}:`;
    const admission = new RedisAdmission(connection, prefix, LIMITS, (message, error) =>
      assert.fail(`${message} ${error}`),
    );
    admissions.push(admission);
    return {
      store: new RedisStore(connection, prefix),
      rematches: new RedisRematches(connection, prefix),
      queues: new RedisQueues(connection, prefix),
      admission,
      ratings: new RedisRatings(connection, prefix),
    };
  },
};

const META = { variant: 'finkel' as const, rules: {}, key: 'seat-key' };
const seat = (token: string, status: SeatState['status'] = 'connected'): SeatState => ({
  token,
  status,
  sid: `sid-${token}`,
  until: null,
  process: 'process-1',
});

for (const [kind, open] of Object.entries(IMPLEMENTATIONS)) {
  test(`${kind}: the rooms store makes each code once, appends only at the record's length, and sets a seat only if it is still what was read`, async () => {
    const { store } = open();
    assert.equal(await store.create('ROOM1', META, 60_000), true);
    assert.equal(await store.create('ROOM1', { ...META, variant: 'bell' }, 60_000), false);
    assert.deepEqual(await store.meta('ROOM1'), META);
    assert.equal(await store.meta('NOROOM'), null);
    assert.deepEqual(await store.read('ROOM1', 0), { length: 0, actions: [] });

    assert.equal(await store.append('ROOM1', 0, 'h3', 60_000), 'ok');
    assert.equal(await store.append('ROOM1', 0, 'h2', 60_000), 'conflict');
    assert.equal(await store.append('ROOM1', 2, 'h2', 60_000), 'conflict');
    assert.equal(await store.append('ROOM1', 1, 'a5', 60_000), 'ok');
    assert.equal(await store.append('NOROOM', 0, 'h3', 60_000), 'no-room');
    assert.deepEqual(await store.read('ROOM1', 1), { length: 2, actions: ['a5'] });
    assert.equal(await store.read('NOROOM', 0), null);
    assert.equal(await store.touch('ROOM1', 60_000), true);
    assert.equal(await store.touch('NOROOM', 60_000), false);

    assert.deepEqual(await store.seats('ROOM1'), { light: null, dark: null });
    assert.equal(await store.setSeat('ROOM1', 'light', null, seat('a')), true);
    assert.equal(await store.setSeat('ROOM1', 'light', null, seat('b')), false);
    assert.equal(await store.setSeat('ROOM1', 'light', seat('a'), seat('a', 'reconnecting')), true);
    assert.equal(await store.setSeat('ROOM1', 'light', seat('a'), seat('b')), false);
    const named = { ...seat('c'), name: 'Ana' };
    assert.equal(await store.setSeat('ROOM1', 'dark', null, named), true);
    assert.deepEqual(await store.seats('ROOM1'), { light: seat('a', 'reconnecting'), dark: named });
    assert.equal(await store.setSeat('NOROOM', 'light', null, seat('a')), false);
  });

  test(`${kind}: a room is gone once its time to live has passed, and its code free again`, async () => {
    const { store } = open();
    assert.equal(await store.create('ROOM2', META, 200), true);
    await sleep(600);
    store.sweep?.();
    assert.equal(await store.meta('ROOM2'), null);
    assert.equal(await store.create('ROOM2', META, 60_000), true);
  });

  test(`${kind}: a rematch opens for exactly one offer, again after an abandoned try, and never once linked`, async () => {
    const { rematches } = open();
    const none = { offers: { light: false, dark: false }, next: null, previous: null };
    assert.deepEqual(await rematches.offers('ROOM3'), none);
    assert.deepEqual(await rematches.offer('ROOM3', 'light', 60_000), {
      state: { ...none, offers: { light: true, dark: false } },
      agreed: false,
    });
    assert.equal((await rematches.offer('ROOM3', 'light', 60_000)).agreed, false);
    const both = { ...none, offers: { light: true, dark: true } };
    assert.deepEqual(await rematches.offer('ROOM3', 'dark', 60_000), { state: both, agreed: true });
    // Being opened: a repeated offer does not open it twice.
    assert.deepEqual(await rematches.offer('ROOM3', 'dark', 60_000), { state: both, agreed: false });
    await rematches.abandon('ROOM3');
    assert.equal((await rematches.offer('ROOM3', 'light', 60_000)).agreed, true);
    await rematches.link('ROOM3', 'ROOM4', 60_000);
    assert.deepEqual(await rematches.offers('ROOM3'), { ...both, next: 'ROOM4' });
    assert.deepEqual(await rematches.offers('ROOM4'), { ...none, previous: 'ROOM3' });
    await rematches.abandon('ROOM3');
    assert.deepEqual(await rematches.offer('ROOM3', 'dark', 60_000), {
      state: { ...both, next: 'ROOM4' },
      agreed: false,
    });
  });

  test(`${kind}: a quick-match queue pairs in order of arrival, passes over ended waits, and takes an entry out once`, async () => {
    const { queues } = open();
    const now = 1_000_000;
    const first = { sid: 's1', token: 't1', until: now + 60_000, colour: 'dark' as const };
    const second = { sid: 's2', token: 't2', until: now + 60_000 };
    assert.equal(await queues.pairOrWait('finkel:{}', first, now), null);
    assert.equal(await queues.pairOrWait('bell:{}', second, now), null);
    assert.deepEqual(await queues.pairOrWait('finkel:{}', second, now), first);
    // Another queue's entry is not this one's.
    assert.equal(await queues.unqueue('finkel:{}', second), false);

    const ended = { sid: 's3', token: 't3', until: now + 10 };
    assert.equal(await queues.pairOrWait('finkel:{}', ended, now), null);
    const late = { sid: 's4', token: 't4', until: now + 60_020 };
    assert.equal(await queues.pairOrWait('finkel:{}', late, now + 20), null);
    assert.equal(await queues.unqueue('finkel:{}', late), true);
    assert.equal(await queues.unqueue('finkel:{}', late), false);
    assert.equal(await queues.unqueue('bell:{}', second), true);
  });

  test(`${kind}: a rated queue never pairs a player with their own entry: it passes over it to the next player, or waits`, async () => {
    const { queues } = open();
    const now = 1_000_000;
    const queue = 'finkel:{}:rated';
    const tab = (sid: string, player: string, colour?: 'light' | 'dark') => ({
      sid,
      token: `t-${sid}`,
      until: now + 60_000,
      player,
      ...(colour && { colour }),
    });
    // Amina in two tabs: the second waits too, behind the first.
    const [one, two] = [tab('a1', 'amina', 'light'), tab('a2', 'amina')];
    assert.equal(await queues.pairOrWait(queue, one, now), null);
    assert.equal(await queues.pairOrWait(queue, two, now), null);
    // Brook is paired with the longest-waiting, and Amina's other tab still waits, as it was.
    assert.deepEqual(await queues.pairOrWait(queue, tab('b1', 'brook'), now), one);
    // Amina asks again in a third tab: it waits behind her second rather than meet it.
    const three = tab('a3', 'amina', 'dark');
    assert.equal(await queues.pairOrWait(queue, three, now), null);
    assert.equal(await queues.unqueue(queue, two), true);
    assert.equal(await queues.unqueue(queue, three), true);
    // Carol's wait ends; Amina's third tab asks after that and waits; Dan passes over Carol's and meets Amina.
    assert.equal(await queues.pairOrWait(queue, { ...tab('c1', 'carol'), until: now + 10 }, now), null);
    assert.equal(await queues.pairOrWait(queue, three, now + 20), null);
    assert.deepEqual(await queues.pairOrWait(queue, tab('d1', 'dan'), now + 20), three);
    assert.equal(await queues.unqueue(queue, three), false);
  });

  test(`${kind}: the ratings store writes a game once, only over the ratings it read, and ranks the players`, async () => {
    const { ratings } = open();
    const rated = (name: string, rating: number, wins: number): PlayerRating => ({
      ...START,
      rating,
      deviation: 290,
      name,
      games: 1,
      wins,
      losses: 1 - wins,
      at: 1,
    });
    const game = (id: string, light: string, dark: string): RatedGame => ({
      id,
      room: 'ROOM',
      variant: 'finkel',
      at: 1,
      winner: 'light',
      reason: 'resigned',
      players: {
        light: { id: light, name: light, before: START, after: START },
        dark: { id: dark, name: dark, before: START, after: START },
      },
    });
    const none = { light: null, dark: null };
    const [amina, brook] = [rated('Amina', 1662, 1), rated('Brook', 1338, 0)];
    assert.deepEqual(await ratings.ratings('finkel', ['amina', 'brook']), [null, null]);
    assert.equal(await ratings.record(game('g1', 'amina', 'brook'), none, { light: amina, dark: brook }), 'ok');
    // The same game again (an end delivered twice, another process): written already, nothing changes.
    assert.equal(await ratings.record(game('g1', 'amina', 'brook'), none, { light: brook, dark: amina }), 'rated');
    assert.deepEqual(await ratings.ratings('finkel', ['brook', 'amina', 'carol']), [brook, amina, null]);
    assert.deepEqual(await ratings.player('amina'), { finkel: amina });
    assert.deepEqual(await ratings.player('carol'), {});
    assert.equal((await ratings.game('g1'))?.players.dark.id, 'brook');
    assert.equal(await ratings.game('g2'), null);
    // A game whose players' ratings changed since they were read (Brook's counted meanwhile): a conflict, nothing written.
    const carol = rated('Carol', 1500, 1);
    assert.equal(await ratings.record(game('g2', 'carol', 'brook'), none, { light: carol, dark: brook }), 'conflict');
    assert.equal(await ratings.game('g2'), null);
    const later = { ...brook, rating: 1300, games: 2, losses: 2 };
    assert.equal(
      await ratings.record(game('g2', 'carol', 'brook'), { light: null, dark: brook }, { light: carol, dark: later }),
      'ok',
    );
    // Highest first; other variants have their own board.
    const board = await ratings.leaderboard('finkel', 50);
    assert.deepEqual(
      board.map(({ player, rating }) => [player, rating.rating]),
      [
        ['amina', 1662],
        ['carol', 1500],
        ['brook', 1300],
      ],
    );
    assert.deepEqual(
      (await ratings.leaderboard('finkel', 2)).map(({ player }) => player),
      ['amina', 'carol'],
    );
    assert.deepEqual(await ratings.leaderboard('bell', 50), []);
  });

  test(`${kind}: the admission limits count an address's connections, creations per minute and rooms`, async () => {
    const { admission } = open();
    const address = '192.0.2.7';
    const leases = [];
    for (let count = 0; count < LIMITS.connectionsPerAddress; count++) {
      const lease = await admission.admit(address);
      assert.ok(lease, `connection ${count + 1} refused`);
      admission.opened(lease);
      leases.push(lease);
    }
    assert.equal(await admission.admit(address), null);
    assert.ok(await admission.admit('192.0.2.8'), 'another address is counted apart');
    admission.closed(leases[0]);
    let again = await admission.admit(address);
    // On Redis the lease is handed back without waiting for the answer.
    for (let tries = 0; again === null && tries < 50; tries++) {
      await sleep(10);
      again = await admission.admit(address);
    }
    assert.ok(again, 'a closed connection no longer counts');

    assert.deepEqual(
      [await admission.mayCreate(address), await admission.mayCreate(address), await admission.mayCreate(address)],
      [true, true, false],
    );

    const code = (refusal: { code: string } | null) => refusal?.code ?? null;
    assert.equal(code(await admission.reserveRoom(address, 'ROOMA')), null);
    // One room nobody has sat in yet is as many as the address may hold open.
    assert.equal(code(await admission.reserveRoom(address, 'ROOMB')), 'room-limit');
    await admission.roomJoined(address, 'ROOMA');
    assert.equal(code(await admission.reserveRoom(address, 'ROOMB')), null);
    await admission.roomJoined(address, 'ROOMB');
    // Two rooms are as many as it may hold.
    assert.equal(code(await admission.reserveRoom(address, 'ROOMC')), 'room-limit');
    await admission.cancelRoom(address, 'ROOMB');
    assert.equal(code(await admission.reserveRoom(address, 'ROOMC')), null);
  });
}
