/**
 * The limits by address hold across processes: two real server processes on one real
 * redis-server allow one address what one process would, not twice as much. Each test runs its
 * processes under a key prefix of its own; the clients name their address in the header the
 * servers are told to trust.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { io as connectClient, type Socket } from 'socket.io-client';
import { EVENTS, PROTOCOL_VERSION } from '../../src/protocol/index.js';
import { code, createRoom, expectOk, join, request } from './helpers.js';
import { startRedis, startServerProcess, type Child } from './processes.js';

const ADDRESS_HEADER = 'x-test-address';
const CREATE = { v: PROTOCOL_VERSION, variant: 'finkel' };

let redis: Child & { url: string };
const children: Child[] = [];
const sockets: Socket[] = [];

before(async () => {
  redis = await startRedis();
});

after(async () => {
  for (const socket of sockets) socket.disconnect();
  await Promise.all(children.map((child) => child.stop('SIGKILL')));
  await redis.stop();
});

/** Two server processes on the test's Redis under `prefix`, with `limits` (environment names). */
async function twoProcesses(prefix: string, limits: Record<string, string>): Promise<[string, string]> {
  const env = {
    REDIS_URL: redis.url,
    REDIS_PREFIX: prefix,
    ADDRESS_HEADER,
    MESSAGES_PER_SECOND: '10000',
    MESSAGE_BURST: '10000',
    ...limits,
  };
  const started = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  children.push(...started);
  return [started[0].url, started[1].url];
}

/** A connection from `address`, or null when the server refuses it at the handshake. */
function from(url: string, address: string): Promise<Socket | null> {
  const socket = connectClient(url, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    extraHeaders: { [ADDRESS_HEADER]: address },
  });
  return new Promise((resolve) => {
    socket.once('connect', () => {
      sockets.push(socket);
      resolve(socket);
    });
    socket.once('connect_error', () => {
      socket.disconnect();
      resolve(null);
    });
  });
}

async function connected(url: string, address: string): Promise<Socket> {
  const socket = await from(url, address);
  assert.ok(socket, `a connection from ${address} to ${url} was refused`);
  return socket;
}

/** A connection once the server lets one in (another of the address's connections is closing). */
async function connectedSoon(url: string, address: string): Promise<Socket> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const socket = await from(url, address);
    if (socket) return socket;
    await sleep(50);
  }
  assert.fail(`no connection from ${address} to ${url} within 100 attempts`);
}

/** A room creation on each of `sockets` is refused with `room-limit` and `error`. */
async function creationRefused(sockets: Socket[], error: string): Promise<void> {
  for (const socket of sockets) {
    const reply = await request(socket, EVENTS.create, CREATE);
    assert.deepEqual([code(reply), !reply.ok && reply.error], ['room-limit', error]);
  }
}

test('connections per address are counted across both processes, and a closed one makes room on the other', async () => {
  const [a, b] = await twoProcesses('connections:', { CONNECTIONS_PER_ADDRESS: '3' });
  const first = await connected(a, '198.51.100.1');
  await connected(a, '198.51.100.1');
  await connected(b, '198.51.100.1');
  assert.equal(await from(a, '198.51.100.1'), null);
  assert.equal(await from(b, '198.51.100.1'), null);
  // Another address has its own allowance.
  await connected(b, '198.51.100.2');
  first.disconnect();
  await connectedSoon(b, '198.51.100.1');
  assert.equal(await from(a, '198.51.100.1'), null);
});

test('room creations per minute are counted across both processes', async () => {
  const [a, b] = await twoProcesses('rate:', { ROOMS_PER_MINUTE_PER_ADDRESS: '3', OPEN_ROOMS_PER_ADDRESS: '10' });
  const [onA, onB] = [await connected(a, '198.51.100.3'), await connected(b, '198.51.100.3')];
  await createRoom(onA);
  await createRoom(onA);
  await createRoom(onB);
  await creationRefused([onA, onB], 'at most 3 new rooms a minute from one address');
  await createRoom(await connected(a, '198.51.100.4'));
});

test('open rooms per address are counted across both processes; a room joined on the other process no longer counts', async () => {
  const [a, b] = await twoProcesses('open:', { OPEN_ROOMS_PER_ADDRESS: '2' });
  const [onA, onB] = [await connected(a, '198.51.100.5'), await connected(b, '198.51.100.5')];
  const first = await createRoom(onA);
  await createRoom(onB);
  await creationRefused([onA], 'your address made rooms nobody has joined yet: use them first');
  // Joined on the process that did not make it: both processes count it as joined.
  await expectOk(join(await connected(b, '192.0.2.5'), first, 'light'));
  await createRoom(onA);
  assert.equal(code(await request(onB, EVENTS.create, CREATE)), 'room-limit');
});

test('rooms per address are counted across both processes', async () => {
  const [a, b] = await twoProcesses('rooms:', { ROOMS_PER_ADDRESS: '3', MAX_ROOMS: '10' });
  const [onA, onB] = [await connected(a, '198.51.100.6'), await connected(b, '198.51.100.6')];
  for (const socket of [onA, onB, onA]) await expectOk(join(socket, await createRoom(socket), 'light'));
  await creationRefused([onA, onB], 'your address holds 3 rooms: finish or leave some first');
  await createRoom(await connected(b, '198.51.100.7'));
});

test('a flood of creations at once over both processes gets exactly the address’s allowance', async () => {
  const [a, b] = await twoProcesses('flood:', { OPEN_ROOMS_PER_ADDRESS: '5', ROOMS_PER_MINUTE_PER_ADDRESS: '1000' });
  const flood = await Promise.all(Array.from({ length: 10 }, (_, i) => connected(i % 2 === 0 ? a : b, '198.51.100.8')));
  const replies = await Promise.all(
    flood.flatMap((socket) => Array.from({ length: 20 }, () => request(socket, EVENTS.create, CREATE))),
  );
  const counts: Record<string, number> = {};
  for (const reply of replies) counts[code(reply)] = (counts[code(reply)] ?? 0) + 1;
  assert.deepEqual(counts, { ok: 5, 'room-limit': 195 });
  await createRoom(await connected(a, '198.51.100.9'));
});

test('with Redis gone, a handshake is refused within redisLossMs: the limits fail closed', async () => {
  const own = await startRedis();
  const server = await startServerProcess({ REDIS_URL: own.url, ADDRESS_HEADER, REDIS_LOSS_SECONDS: '1' });
  children.push(server);
  await connected(server.url, '198.51.100.10');
  await own.stop('SIGKILL');
  // Asked at once, before the process counts Redis as lost: only the admission's own wait can refuse it.
  const asked = performance.now();
  assert.equal(await from(server.url, '198.51.100.10'), null);
  const waited = performance.now() - asked;
  assert.ok(waited >= 900 && waited < 5_000, `refused after ${waited} ms`);
});
