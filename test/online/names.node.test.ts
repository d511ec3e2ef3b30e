/**
 * Player names online, through the real server and Chromium pages: each player's name, chosen at
 * join, is on the opponent's board and a spectator's, and said in their status line.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startServer, type Running } from '../server/helpers.js';
import { openPage, openSite, waitForView, type TestSite } from './harness.js';

let site: TestSite;
let running: Running;

before(async () => {
  [site, running] = await Promise.all([openSite(), startServer()]);
});

after(async () => {
  await site.close();
  await running.server.close();
});

test('each player’s name is shown on the opponent’s board and a spectator’s; a name the connector refuses throws at once', async () => {
  const host = await openPage(site);
  const { room, key } = await host.evaluate((url) => window.online.createRoom(url), running.url);
  const query = { server: running.url, room, key, side: 'human' };
  const light = await openPage(site, { ...query, seat: 'light', name: 'Ana' });
  const waiting = await waitForView(light, "v.state === 'open'");
  assert.match(waiting.status, /starts when Dark joins/, 'no name before the opponent gives one');
  const dark = await openPage(site, { ...query, seat: 'dark', name: ' Bruno ' });
  const watcher = await openPage(site, { server: running.url, room, seat: 'spectator' });
  const lightSees = await waitForView(light, "v.names.dark === 'Bruno'");
  assert.equal(lightSees.names.dark, 'Bruno');
  const darkSees = await waitForView(dark, "v.names.light === 'Ana'");
  assert.match(darkSees.status, /Ana/, 'the status line says the opponent’s name');
  const watching = await waitForView(watcher, "v.names.light === 'Ana' && v.names.dark === 'Bruno'");
  assert.match(watching.status, /Ana/);
  const refused = await host.evaluate(
    ([url, room]) => {
      const board = document.createElement('royal-ur');
      document.body.append(board);
      try {
        window.online.connect(board, { url, room, seat: 'spectator', name: 'A\u202Eb' });
        return 'connected';
      } catch (error) {
        return `${(error as Error).name}: ${(error as Error).message}`;
      }
    },
    [running.url, room],
  );
  assert.equal(refused, 'RangeError: name must not hold control or bidirectional-override characters');
  await Promise.all([host, light, dark, watcher].map((page) => page.context().close()));
});
