/**
 * No lost broadcasts across processes: while players on two server processes play on, their
 * Redis is killed and restarted (from its append-only file) again and again. Publish/subscribe
 * keeps nothing, so a broadcast published while a process's subscription is down is lost to it;
 * each process then sends its connections again, from the store, what they may have missed. Every
 * action must reach both players within 1 s of the first of them holding it, or of the store
 * coming back when an outage began before that second was up.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { after, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Socket } from 'socket.io-client';
import { connect, createRoom, Player } from './helpers.js';
import { startRedis, startServerProcess, type Child } from './processes.js';

const RESTARTS = 8;
const ROOMS = 4;
/** The promise: an action reaches every seated player this soon after the store is back. */
const DELIVERY_MS = 1_000;
/** Actions each game plays between restarts: far fewer than a game lasts, so that all go on through every restart. */
const BETWEEN = 8;
/** How long Redis stays away each time: the actions asked meanwhile wait, then go out at once as it comes back. */
const DOWN_MS = 300;

const folder = mkdtempSync(path.join(tmpdir(), 'royal-ur-broadcasts-'));
let redis: (Child & { url: string }) | undefined;
const servers: Child[] = [];
const sockets: Socket[] = [];

/** The actions of a game that at least one of its players holds. */
const length = ([light, dark]: [Player, Player]) => Math.max(light.reached.length, dark.reached.length);

/** Resolves once every game has played `count` more actions; a game that stalls fails the test. */
async function played(games: [Player, Player][], count: number): Promise<void> {
  const targets = games.map((game) => length(game) + count);
  const deadline = performance.now() + 15_000;
  while (games.some((game, i) => length(game) < targets[i])) {
    assert.ok(
      performance.now() < deadline,
      `a game stalled: ${games.map(length).join(', ')} actions; the servers said:\n${servers.map((server) => server.output().slice(-3000)).join('\n')}`,
    );
    await sleep(20);
  }
}

after(async () => {
  for (const socket of sockets) socket.disconnect();
  await Promise.all(servers.map((server) => server.stop('SIGKILL')));
  await redis?.stop('SIGKILL');
  rmSync(folder, { recursive: true, force: true });
});

test(
  `every action reaches both players within ${DELIVERY_MS} ms, across ${RESTARTS} Redis restarts under two processes`,
  { timeout: 120_000 },
  async (t) => {
    redis = await startRedis({ aof: folder });
    const port = Number(new URL(redis.url).port);
    const env = {
      REDIS_URL: redis.url,
      MESSAGES_PER_SECOND: '1000',
      MESSAGE_BURST: '1000',
      ROOMS_PER_MINUTE_PER_ADDRESS: '100',
      // Restarts, not failover: a restart slowed by a starved machine is not taken for a lost Redis
      // (which closes every connection) nor a process for dead.
      REDIS_LOSS_SECONDS: '10',
      PROCESS_TTL_SECONDS: '10',
    };
    for (let process = 0; process < 2; process++) servers.push(await startServerProcess(env));
    const [first, second] = servers as (Child & { url: string })[];
    const client = async (url: string) => {
      const socket = await connect(url);
      sockets.push(socket);
      return socket;
    };
    const games: [Player, Player][] = [];
    for (let game = 0; game < ROOMS; game++) {
      const [lightSocket, darkSocket] = [await client(first.url), await client(second.url)];
      const room = await createRoom(lightSocket, 'finkel', { pieces: 7 });
      const light = new Player(lightSocket, room, 10 + game);
      const dark = new Player(darkSocket, room, 20 + game);
      // A person's quick pace: the games last through every restart.
      light.pace = dark.pace = 40;
      games.push([light, dark]);
      await light.join('light');
      await dark.join('dark');
    }
    // When the store went away and came back each time.
    const outages: { killed: number; back: number }[] = [];
    for (let restart = 0; restart < RESTARTS; restart++) {
      await played(games, BETWEEN);
      const killed = performance.now();
      await redis.stop('SIGKILL');
      await sleep(DOWN_MS);
      redis = await startRedis({ port, aof: folder });
      outages.push({ killed, back: performance.now() });
    }
    await sleep(DELIVERY_MS);
    // The players stop acting; what was played by now reaches both.
    for (const player of games.flat()) player.pauseAt = 0;
    await sleep(2 * DELIVERY_MS);

    const times = JSON.stringify(outages.map(({ killed, back }) => [Math.round(killed), Math.round(back)]));
    let checked = 0;
    let slowest = 0;
    // A player dropped (a process taken for dead on a starved machine) gets the record with its rejoin, timed the same.
    let rejoins = 0;
    for (const [light, dark] of games) {
      rejoins += light.rejoins.length + dark.rejoins.length;
      assert.equal(light.game.actionCount, dark.game.actionCount, `${light.room}: both players hold the record`);
      for (let index = 0; index < length([light, dark]); index++) {
        const [early, late] = [light.reached[index], dark.reached[index]].sort((a, b) => a - b);
        // An outage that began within the promise's second postpones it until the store is back.
        const outage = outages.find(({ killed, back }) => killed <= early + DELIVERY_MS && back >= early);
        const since = Math.max(early, outage?.back ?? 0);
        assert.ok(
          late - since <= DELIVERY_MS,
          `${light.room}: action ${index} reached one player at ${Math.round(early)}, the other ${Math.round(late - since)} ms after that (or after the store came back); outages ${times}`,
        );
        slowest = Math.max(slowest, late - since);
        checked++;
      }
      // Played through every restart: the game went on after the last.
      const last = outages.at(-1)!.back;
      assert.ok(
        light.reached.concat(dark.reached).some((at) => at > last),
        `${light.room} was over before the last restart`,
      );
    }
    assert.ok(checked > RESTARTS * 20, `only ${checked} actions were played`);
    t.diagnostic(
      `${checked} actions; the slowest reached the second player ${Math.round(slowest)} ms after the first (or after the store came back); ${rejoins} rejoins`,
    );
  },
);
