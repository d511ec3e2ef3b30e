/**
 * Over a hundred computer-vs-computer games through the real server, while a bad network
 * between each board and the server (test/online/page/faulty-socket.ts, seeded) drops,
 * duplicates and delays requests, replies and broadcasts. Every game must still end with both
 * boards holding the server's record.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { VariantName } from '../../src/engine/index.js';
import { connect as connectClient, createRoom, startServer, syncRecord, type Running } from '../server/helpers.js';
import { openPage, openSite, view, type TestSite } from './harness.js';

const GAMES = 104;
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

test(`${GAMES} computer games over a network that drops, duplicates and reorders messages end with both boards equal to the server`, async () => {
  const { url } = running;
  const client = await connectClient(url);
  const rooms: string[] = [];
  // Small armies keep each game short; every variant, bell's first game of a match included.
  for (let game = 0; game < GAMES; game++) rooms.push(await createRoom(client, VARIANTS[game % VARIANTS.length], { pieces: 3 }));

  const page = await openPage(site);
  await page.evaluate(
    ({ url, rooms, faults }) => {
      rooms.forEach((room, game) => {
        for (const seat of ['light', 'dark'] as const) {
          window.online.addBoard({
            server: url,
            room,
            seat,
            attributes: { [seat]: 'computer', level: 'beginner', 'animation-duration': '0' },
            faults: { seed: game * 2 + (seat === 'light' ? 1 : 2), ...faults },
            hidden: true,
            // Quick to notice a loss, so that the run stays short.
            timeout: 300,
            idleSync: 500,
          });
        }
      });
    },
    { url, rooms, faults: FAULTS },
  );
  await page.waitForFunction((boards) => window.online.pairsDone(0, boards), GAMES * 2, { timeout: 240_000, polling: 500 });

  for (const [game, room] of rooms.entries()) {
    const server = (await syncRecord(client, room)).actions;
    const [light, dark] = await Promise.all([view(page, game * 2), view(page, game * 2 + 1)]);
    assert.deepEqual(light.actions, server, `game ${game} (${room}): light's board`);
    assert.deepEqual(dark.actions, server, `game ${game} (${room}): dark's board`);
  }
  const faults = await page.evaluate(() => window.online.faultCounts());
  console.log(`faults injected: ${JSON.stringify(faults)}`);
  assert.ok(faults.dropped > 100 && faults.duplicated > 100 && faults.delayed > 100, 'the network was bad enough to matter');
  client.disconnect();
  await page.context().close();
});
