/**
 * The server process's logs (`npm run server`): JSON lines with a level, a time and a message,
 * the store's loss told as a warning and its failures as errors, and no seat key or token in them.
 */
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { EVENTS } from '../../src/protocol/index.js';
import { jsonLogger } from '../../server/index.js';
import { connect, expectOk, request } from './helpers.js';
import { startRedis, startServerProcess, type Child } from './processes.js';

const children: Child[] = [];
after(() => Promise.all(children.map((child) => child.stop('SIGKILL'))));

interface Line {
  level: number;
  time: number;
  msg: string;
  err?: { message: string };
}

test('JSON lines with levels; the store lost is a warning, a failure an error; no key or token is written', async () => {
  const redis = await startRedis();
  children.push(redis);
  const server = await startServerProcess({ REDIS_URL: redis.url, REDIS_LOSS_SECONDS: '0.5' });
  children.push(server);
  const socket = await connect(server.url);
  const created = await expectOk(
    request<{ room: string; key: string }>(socket, EVENTS.create, { v: 1, variant: 'finkel' }),
  );
  // The helpers' join would look the key up; this one hands it in itself.
  const joined = await expectOk(
    request<{ token: string }>(socket, EVENTS.join, { v: 1, room: created.room, seat: 'light', key: created.key }),
  );
  await redis.stop('SIGKILL');
  const lines = () =>
    server
      .output()
      .split('\n')
      .filter(Boolean)
      .map((text) => JSON.parse(text) as Line);
  while (!lines().some((line) => line.level === 40 && /redis: lost/.test(line.msg))) await sleep(50);
  socket.disconnect();
  const written = lines();
  for (const line of written) {
    assert.equal(typeof line.time, 'number');
    assert.equal(typeof line.msg, 'string');
  }
  assert.ok(written.some((line) => line.level === 30 && /listening on http/.test(line.msg)));
  assert.ok(
    written.some((line) => line.level === 50 && line.err?.message),
    'a failure is an error with its cause',
  );
  const text = server.output();
  for (const secret of [created.key, joined.token]) assert.ok(!text.includes(secret), 'no seat key or token is logged');
});

test('a log level that is not one is refused with a clear error', () => {
  assert.throws(
    () => jsonLogger('loud'),
    /log level must be one of fatal, error, warn, info, debug, trace, got "loud"/,
  );
});
