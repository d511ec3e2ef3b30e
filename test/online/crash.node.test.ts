/**
 * A server process killed under a page: with two processes on Redis, the opponent's board (on
 * the other process) says the player lost the connection, and both boards come back when the
 * player's page reconnects to the surviving process. Real processes, Redis and Chromium pages.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startBalancer, type Balancer } from '../server/balancer.js';
import { startRedis, startServerProcess, type Child } from '../server/processes.js';
import { openPage, openSite, waitForView, type TestSite } from './harness.js';

let site: TestSite;
let redis: Child & { url: string };
const children: Child[] = [];
let balancer: Balancer | undefined;

before(async () => {
  [site, redis] = await Promise.all([openSite(), startRedis()]);
});

after(async () => {
  await balancer?.close();
  await Promise.all(children.map((child) => child.stop('SIGKILL')));
  await Promise.all([site.close(), redis.stop()]);
});

/** The promise: the opponent of a crashed process's player is told within this time. */
const TOLD_MS = 5_000;

/** A server process with the default liveness times (a heartbeat each second, dead after 3 s). */
async function serverProcess(): Promise<Child & { url: string }> {
  const child = await startServerProcess({ REDIS_URL: redis.url });
  children.push(child);
  return child;
}

test(
  'a killed server process: the opponent’s board shows the player reconnecting, and both boards come back on the surviving process',
  { timeout: 180_000 },
  async () => {
    const [first, second] = await Promise.all([serverProcess(), serverProcess()]);
    // Light's page reaches the servers through a load balancer (the first process while it lives).
    balancer = await startBalancer([first.url, second.url].map((url) => Number(new URL(url).port)));
    const host = await openPage(site);
    const { room, key } = await host.evaluate((url) => window.online.createRoom(url), second.url);
    const light = await openPage(site, {
      server: balancer.url,
      room,
      key,
      seat: 'light',
      side: 'human',
      animation: '0',
    });
    const dark = await openPage(site, { server: second.url, room, key, seat: 'dark', side: 'human', animation: '0' });
    await waitForView(light, "v.state === 'open' && v.connectionState === null");
    await waitForView(dark, "v.state === 'open' && v.connectionState === null");

    // The first process dies, and light's network stays down for a while: only the survivor's sweep can tell dark.
    balancer.hold();
    const killed = Date.now();
    await first.stop('SIGKILL');
    const b = await waitForView(dark, "v.connectionState === 'opponent-reconnecting'", 0, TOLD_MS);
    assert.ok(Date.now() - killed <= TOLD_MS, `told after ${Date.now() - killed} ms`);
    assert.match(b.status, /Light lost the connection/);
    const a = await waitForView(light, "v.connectionState === 'reconnecting'");
    assert.match(a.status, /Connection lost: reconnecting/);

    balancer.open();
    assert.equal((await waitForView(light, "v.state === 'open' && v.connectionState === null")).seat, 'light');
    await waitForView(dark, 'v.connectionState === null');
    await Promise.all([host, light, dark].map((page) => page.context().close()));
  },
);
