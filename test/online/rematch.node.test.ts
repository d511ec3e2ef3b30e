/**
 * Online wording and flow end to end (real server, two Chromium pages, the element and the
 * connector): nobody throws before both seats are taken; the viewer's side is "You"; a reloaded
 * finished game shows its result; a rematch needs both players, and swaps the colours.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { loadGame } from '../../src/engine/index.js';
import { connect as connectClient, startServer, syncRecord, type Running } from '../server/helpers.js';
import { openPage, openSite, waitForView, type TestSite } from './harness.js';

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

async function serverRecord(room: string) {
  const socket = await connectClient(running.url);
  try {
    return await syncRecord(socket, room);
  } finally {
    socket.disconnect();
  }
}

/** A page that plays `seat` from the invite link, with the room's seat key. */
const seatPage = (room: string, key: string, seat: string, side: string): Promise<Page> =>
  openPage(site, { server: running.url, room, key, seat, side, animation: '0' });

test(
  'nobody throws before both seats are taken; then the viewer is told "Your throw"',
  { timeout: 120_000 },
  async () => {
    const host = await openPage(site);
    const { room, key } = await host.evaluate((url) => window.online.createRoom(url, 'finkel'), running.url);
    const light = await seatPage(room, key, 'light', 'human');
    let a = await waitForView(light, "v.connectionState === 'waiting-for-opponent'");
    assert.match(a.status, /(^|\. )The game starts when Dark joins…$/);
    assert.equal(a.canThrow, false, 'no throw offered before the opponent is here');
    assert.equal(a.undo, false, 'no undo button with a remote side');
    assert.equal(a.viewer, 'light');

    const dark = await seatPage(room, key, 'dark', 'human');
    a = await waitForView(light, 'v.canThrow');
    assert.match(a.status, /(^|\. )Your throw$/);
    const b = await waitForView(dark, "v.state === 'open' && v.connectionState === null");
    assert.match(b.status, /(^|\. )Waiting for Light…$/);
    await Promise.all([host, light, dark].map((page) => page.context().close()));
  },
);

test(
  'at the end: the result after a reload, a rematch both must accept, colours swapped, the first record kept',
  { timeout: 240_000 },
  async () => {
    const host = await openPage(site);
    const { room, key } = await host.evaluate(
      (url) => window.online.createRoom(url, 'finkel', { pieces: 3 }),
      running.url,
    );
    const light = await seatPage(room, key, 'light', 'computer');
    const dark = await seatPage(room, key, 'dark', 'computer');
    await Promise.all(
      [light, dark].map((page) => waitForView(page, "v.phase === 'over' && v.rematch === 'available'")),
    );
    const first = await serverRecord(room);
    const winner = loadGame(first).winner!;
    const loser = winner === 'light' ? 'dark' : 'light';
    const [winnerPage, loserPage] = winner === 'light' ? [light, dark] : [dark, light];
    assert.equal((await waitForView(winnerPage, 'v.panel !== null')).panel?.startsWith('You win!'), true);
    assert.equal(
      (await waitForView(loserPage, 'v.panel !== null')).panel?.startsWith(
        `${loser === 'light' ? 'Dark' : 'Light'} wins!`,
      ),
      true,
    );

    // A reload of the finished game says who won.
    await light.reload();
    await light.waitForFunction(() => 'online' in window);
    const reloaded = await waitForView(light, "v.state === 'open' && v.phase === 'over' && v.rematch === 'available'");
    assert.match(reloaded.status, winner === 'light' ? /(^|\. )You win!$/ : /(^|\. )Dark wins!$/);

    // Light asks; dark is asked; only then does the rematch start.
    await light.click('[part="rematch-button"]');
    const asking = await waitForView(light, "v.rematch === 'waiting'");
    assert.match(asking.panel!, /Waiting for Dark to accept the rematch…/);
    assert.doesNotMatch(asking.panel!, /Rematch/, 'no second offer button');
    const asked = await waitForView(dark, "v.rematch === 'offered'");
    assert.match(asked.panel!, /Light wants a rematch/);
    assert.equal(await dark.textContent('[part="rematch-button"]').then((text) => text?.trim()), 'Accept rematch');
    assert.equal((await serverRecord(room)).actions.length, first.actions.length);
    await dark.click('[part="rematch-button"]');

    // Both boards move to the linked room with the colours swapped, and the computers play it out
    // (until the new room's record is in, the board still shows the first game over).
    const newGameOver = `v.phase === 'over' && v.actions.join() !== '${first.actions.join()}'`;
    const [a, b] = await Promise.all([
      waitForView(light, `v.room !== '${room}' && v.seat === 'dark' && ${newGameOver}`),
      waitForView(dark, `v.room !== '${room}' && v.seat === 'light' && ${newGameOver}`),
    ]);
    assert.equal(a.room, b.room);
    assert.equal(a.viewer, 'dark');
    assert.equal(b.viewer, 'light');
    const second = await serverRecord(a.room);
    assert.deepEqual(a.actions, second.actions);
    assert.deepEqual(b.actions, second.actions);
    assert.deepEqual(second.rules, { pieces: 3 });
    // The first game's record is kept as it was.
    assert.deepEqual(await serverRecord(room), first);
    await Promise.all([host, light, dark].map((page) => page.context().close()));
  },
);
