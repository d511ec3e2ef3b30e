/**
 * Over a hundred computer-vs-computer games through the real server, while a bad network between
 * each board and the server (test/online/page/faulty-socket.ts, seeded) drops, duplicates and
 * delays requests, replies and broadcasts, joins included. Every game must still end with both
 * boards holding the server's record.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { VariantName } from '../../src/engine/index.js';
import {
  connect as connectClient,
  createRoom,
  keyOf,
  startServer,
  syncRecord,
  type Running,
} from '../server/helpers.js';
import { openPage, openSite, view, type TestSite } from './harness.js';
import type { BoardSetup } from './page/page.js';

const GAMES = 104;
/** Games at once in the page: Chromium opens one WebSocket to a host at a time, so more only queue. */
const CONCURRENCY = 26;
const VARIANTS: VariantName[] = ['finkel', 'masters', 'blitz', 'aseb', 'bell'];
/** Per message and direction: 2% dropped, 2% duplicated, 4% delayed by up to 40 ms (overtaken). */
const FAULTS = { drop: 0.02, duplicate: 0.02, delay: 0.04, maxDelayMs: 40 };

let site: TestSite;
let running: Running;

before(async () => {
  site = await openSite();
  running = await startServer();
});

after(async () => {
  await site.close();
  await running.server.close();
});

test(
  `${GAMES} computer games over a network that drops, duplicates and reorders messages end with both boards equal to the server`,
  { timeout: 300_000 },
  async () => {
    const { url } = running;
    const client = await connectClient(url);
    const rooms: string[] = [];
    // Small armies keep each game short; every variant, bell's throw-off and scoring included (a
    // match of one game: in a longer one the loser's computer starts the next game by itself).
    for (let game = 0; game < GAMES; game++) {
      const variant = VARIANTS[game % VARIANTS.length];
      rooms.push(await createRoom(client, variant, variant === 'bell' ? { pieces: 3, targetScore: 1 } : { pieces: 3 }));
    }
    const setup = (room: string, game: number, seat: 'light' | 'dark'): BoardSetup => ({
      server: url,
      room,
      key: keyOf(room),
      seat,
      attributes: { [seat]: 'computer', level: 'beginner', 'animation-duration': '0' },
      faults: { seed: game * 2 + (seat === 'light' ? 1 : 2), ...FAULTS },
      hidden: true,
      // Quick to notice a loss, so that the run stays short.
      timeout: 300,
      idleSync: 500,
    });
    const pairs = rooms.map((room, game): [BoardSetup, BoardSetup] => [
      setup(room, game, 'light'),
      setup(room, game, 'dark'),
    ]);

    const page = await openPage(site);
    const ids = await page.evaluate(({ pairs, concurrency }) => window.online.playPairs(pairs, concurrency), {
      pairs,
      concurrency: CONCURRENCY,
    });

    for (const [game, room] of rooms.entries()) {
      const server = (await syncRecord(client, room)).actions;
      const [light, dark] = await Promise.all(ids[game].map((id) => view(page, id)));
      assert.ok(server.length > 20, `game ${game} (${room}) was played: ${server.length} actions`);
      assert.deepEqual(light.actions, server, `game ${game} (${room}): light's board`);
      assert.deepEqual(dark.actions, server, `game ${game} (${room}): dark's board`);
      assert.equal(light.error ?? dark.error, null, `game ${game} (${room}) ended without an error`);
    }
    const faults = await page.evaluate(() => window.online.faultCounts());
    console.log(`# faults injected: ${JSON.stringify(faults)}`);
    assert.ok(
      faults.dropped > 100 && faults.duplicated > 100 && faults.delayed > 100,
      'the network was bad enough to matter',
    );
    client.disconnect();
    await page.context().close();
  },
);
