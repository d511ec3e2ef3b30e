/** `findMatch` (royal-ur/online) against the real server: two players asking meet in one room; a wait can be stopped or time out. */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { findMatch, OnlineError } from '../../src/online/index.js';
import { startServer, type Running } from '../server/helpers.js';

let running: Running;

before(async () => {
  running = await startServer({ matchWaitMs: 300 });
});

after(() => running.server.close());

test('two players asking for the same rules are seated in one room, one on each side', async () => {
  const [a, b] = await Promise.all([
    findMatch(running.url, { variant: 'masters' }),
    findMatch(running.url, { variant: 'masters' }),
  ]);
  assert.equal(a.room, b.room);
  assert.deepEqual([a.seat, b.seat].sort(), ['dark', 'light']);
});

test('a wait ends with no-opponent after the server’s time, or closed when aborted', async () => {
  await assert.rejects(
    findMatch(running.url, { variant: 'bell' }),
    (error: OnlineError) => error.code === 'no-opponent',
  );
  const stop = new AbortController();
  const waiting = findMatch(running.url, { variant: 'blitz', signal: stop.signal });
  setTimeout(() => stop.abort(), 50);
  await assert.rejects(waiting, (error: OnlineError) => error.code === 'closed');
});
