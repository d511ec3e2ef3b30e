/**
 * Rated play in the widget, through Chromium pages and the real server (issue 48): two players
 * whose page hands the connector identity tokens play a rated quick match from the start screen;
 * their boards name them with their ratings, the game-over panel shows each side's change, and
 * `ur-game-end` carries each side's rating before and after, as the server counted it. A forged
 * token is refused, and the status line says so.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { SignJWT } from 'jose';
import type { Page } from 'playwright-core';
import type { RatingChange } from '../../src/protocol/index.js';
import { startServer, type Running } from '../server/helpers.js';
import { openPage, openSite, waitForView, WAIT_MS, type TestSite } from './harness.js';

const SECRET = 'the-host-pages-secret-shared-with-the-game-server';

function identity(sub: string, name: string, secret = SECRET): Promise<string> {
  return new SignJWT({ name })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub)
    .setExpirationTime('10m')
    .sign(new TextEncoder().encode(secret));
}

let site: TestSite;
let running: Running;

before(async () => {
  [site, running] = await Promise.all([openSite(), startServer({ identity: { secrets: [SECRET] } })]);
});

after(async () => {
  await site.close();
  await running.server.close();
});

/** A page whose quick-match board plays as `token`'s player, in a rated game; Play online chosen in `colour`. */
async function ratedBoard(token: string, colour: 'light' | 'dark'): Promise<Page> {
  const page = await openPage(site);
  await page.evaluate(
    ([url, token]) => window.online.addQuickMatchBoard(url, { identity: token, rated: true }),
    [running.url, token],
  );
  await page.locator(`.start-screen input[value="${colour}"]`).check();
  await page.locator('.start-screen .start-online').click();
  return page;
}

test('a rated quick match from the start screen: names with ratings, the change on the panel and in ur-game-end', async () => {
  const amina = await ratedBoard(await identity('amina', 'Amina'), 'light');
  await amina.waitForFunction(() => document.querySelector('royal-ur')!.connectionState === 'connecting');
  const brook = await ratedBoard(await identity('brook', 'Brook'), 'dark');
  for (const page of [amina, brook]) {
    await page.waitForFunction(() => window.online.count() === 1, undefined, { timeout: WAIT_MS });
    // Both seated: each board names both players, each with the start rating, provisional.
    const seated = await waitForView(page, "v.state === 'open' && v.ratings.light !== '' && v.ratings.dark !== ''");
    // The opponent by the name their identity gives.
    const opponent = seated.seat === 'light' ? 'dark' : 'light';
    assert.equal(seated.names[opponent], opponent === 'light' ? 'Amina' : 'Brook');
    assert.deepEqual(seated.ratings, { light: '1500?', dark: '1500?' });
  }
  await Promise.all([amina, brook].map((page) => page.evaluate(() => window.online.actAtOnce(0))));
  const ends = [];
  for (const page of [amina, brook]) {
    const over = await waitForView(page, "v.phase === 'over' && v.endRatings.length > 0 && v.ratingChange !== null");
    ends.push(over);
  }
  // As the server counted it, over HTTP.
  const counted = await Promise.all(
    ['amina', 'brook'].map(async (id) => (await (await fetch(`${running.url}/ratings/${id}`)).json()).ratings.finkel),
  );
  const winner = counted[0].wins === 1 ? 'light' : 'dark';
  for (const over of ends) {
    assert.equal(over.endRatings.length, 1, 'ur-game-end fired once');
    const ratings = over.endRatings[0] as Record<'light' | 'dark', RatingChange>;
    assert.equal(ratings.light.before.rating, 1500);
    assert.equal(ratings.light.after.rating, counted[0].rating);
    assert.equal(ratings.dark.after.rating, counted[1].rating);
    assert.equal(ratings.dark.after.deviation, counted[1].deviation);
    // The panel: each side's change, the winner's up and the loser's down by as much (equal ratings and deviations).
    const gain = Math.round(ratings[winner].after.rating) - 1500;
    assert.ok(gain > 0);
    // The ratings held together by no-break spaces, the change after a space (\s in the text read back), the sign a true minus.
    assert.match(over.ratingChange!, new RegExp(`1500\\s→\\s${1500 + gain}\\s\\(\\+${gain}\\)`));
    assert.match(over.ratingChange!, new RegExp(`1500\\s→\\s${1500 - gain}\\s\\(−${gain}\\)`));
    // The names carry the new ratings.
    assert.deepEqual(over.ratings, {
      light: `${Math.round(ratings.light.after.rating)}?`,
      dark: `${Math.round(ratings.dark.after.rating)}?`,
    });
  }
  await Promise.all([amina, brook].map((page) => page.context().close()));
});

test('a forged identity is refused: no game, and the status line says the site could not confirm the player', async () => {
  const forged = await identity('mallory', 'Mallory', 'a-key-that-is-not-the-host-pages-own-secret');
  const page = await ratedBoard(forged, 'light');
  await page.waitForFunction(() => document.querySelector('royal-ur')!.connectionState === 'bad-identity', undefined, {
    timeout: WAIT_MS,
  });
  // The status line's connection words come with their part, a moment after the state.
  await page.waitForFunction(
    () =>
      /could not confirm who you are/.test(
        document.querySelector('royal-ur')!.shadowRoot!.querySelector('[part="status"]')!.textContent!,
      ),
    undefined,
    { timeout: WAIT_MS },
  );
  assert.equal(await page.evaluate(() => window.online.count()), 0);
  assert.equal((await fetch(`${running.url}/ratings/mallory`)).status, 404);
  await page.context().close();
});

test('one player on both seats of their rated room: the second board says nobody can play themselves', async () => {
  const dana = await identity('dana', 'Dana');
  const light = await openPage(site);
  const { room, key } = await light.evaluate(
    ([url, token]) => window.online.createRoom(url, undefined, undefined, { identity: token, rated: true }),
    [running.url, dana],
  );
  const seat = (page: Page, side: 'light' | 'dark') =>
    page.evaluate(
      ([server, room, key, side, identity]) =>
        window.online.addBoard({ server, room, key, seat: side as 'light' | 'dark', identity }),
      [running.url, room, key, side, dana],
    );
  await seat(light, 'light');
  await waitForView(light, "v.state === 'open'");
  const dark = await openPage(site);
  await seat(dark, 'dark');
  const refused = await waitForView(dark, "v.connectionState === 'same-player'");
  assert.match(refused.status, /You already play the other side of this rated game/);
  assert.equal(refused.canThrow, false);
  await Promise.all([light, dark].map((page) => page.context().close()));
});
