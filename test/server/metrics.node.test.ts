/** `GET /metrics`: Prometheus's text format, with the figures a deployer watches, counted as the server works. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Socket } from 'socket.io-client';
import { EVENTS } from '../../src/protocol/index.js';
import { MemoryStore, type StoredActions } from '../../server/index.js';
import { testBed } from './bed.js';
import { createRoom, playGame, request } from './helpers.js';

const bed = testBed();

/** The value of the sample `name` (with its labels as written), or undefined if absent. */
async function sample(url: string, name: string): Promise<number | undefined> {
  const response = await fetch(`${url}/metrics`);
  assert.equal(response.status, 200);
  assert.match(response.headers.get('content-type') ?? '', /^text\/plain/);
  const line = (await response.text()).split('\n').find((text) => text.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.slice(name.length + 1));
}

test('rooms, connections, actions, acknowledgement times, refusals by code and the event-loop delay', async () => {
  const { url } = await bed.serve();
  const sockets: [Socket, Socket] = [await bed.client(url), await bed.client(url)];
  const { records } = await playGame(sockets, { rules: { pieces: 2 }, seed: 3 });
  const actions = records[0].actions.length;
  const refused = await request(sockets[0], 'no:such-event', {});
  assert.equal(refused.ok, false);
  assert.equal(await sample(url, 'royal_ur_rooms'), 1);
  assert.equal(await sample(url, 'royal_ur_connections'), 2);
  assert.equal(await sample(url, 'royal_ur_actions_total'), actions);
  assert.ok((await sample(url, 'royal_ur_ack_seconds_count{event="game:action"}'))! >= actions);
  assert.equal(await sample(url, 'royal_ur_ack_seconds_count{event="room:create"}'), 1);
  assert.equal(await sample(url, 'royal_ur_refusals_total{code="bad-request"}'), 1);
  assert.equal(await sample(url, 'royal_ur_store_errors_total'), 0);
  assert.ok((await sample(url, 'nodejs_eventloop_lag_p99_seconds'))! >= 0);
});

test('a store failure is counted, as a store error and as a server-error refusal', async () => {
  class FailingStore extends MemoryStore {
    override async read(): Promise<StoredActions> {
      throw new Error('the disk is on fire');
    }
  }
  const { url } = await bed.serve({ store: new FailingStore(), logger: { error: () => undefined } });
  const socket = await bed.client(url);
  const room = await createRoom(socket);
  assert.equal((await request(socket, EVENTS.sync, { room })).ok, false);
  assert.ok((await sample(url, 'royal_ur_store_errors_total'))! >= 1);
  assert.ok((await sample(url, 'royal_ur_refusals_total{code="server-error"}'))! >= 1);
});
