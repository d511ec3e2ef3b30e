/** Nobody plays before both seats are taken: the server refuses the first throw until the opponent has joined. */
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { EVENTS } from '../../src/protocol/index.js';
import { testBed } from './bed.js';
import { code, createRoom, expectOk, join, request, type Running } from './helpers.js';

const bed = testBed();
let running: Running;

before(async () => {
  running = await bed.serve();
});

test('the first throw is refused while a seat is empty, and accepted once both are taken', async () => {
  const [light, dark] = [await bed.client(running.url), await bed.client(running.url)];
  const room = await createRoom(light);
  await expectOk(join(light, room, 'light'));
  const early = await request(light, EVENTS.action, { room, index: 0, action: 'throw' });
  assert.equal(code(early), 'illegal');
  assert.match((early as { error: string }).error, /both seats/);
  assert.equal((await expectOk(join(light, room, 'light'))).record.actions.length, 0);

  await expectOk(join(dark, room, 'dark'));
  const thrown = await expectOk(
    request<{ index: number; action: string }>(light, EVENTS.action, { room, index: 0, action: 'throw' }),
  );
  assert.equal(thrown.index, 0);
  assert.match(thrown.action, /^h\d$/);
});
