/**
 * Load benchmark of the game server (`npm run bench:server`; not a test). Starts `server/main.ts`
 * as a child process on 127.0.0.1 (rooms in memory), opens N rooms of computer-vs-computer games
 * (random legal moves by the engine, two Socket.IO clients per room, all in this process), plays
 * them all at once and prints actions per second, action latency (request to acknowledgement)
 * and the server's memory per room. Stops when every game is over or after --seconds.
 *
 *   npm run bench:server -- --rooms 200 --seconds 120 --variant finkel
 */
import { parseArgs } from 'node:util';
import { VARIANTS, type VariantName } from '../src/engine/index.js';
import { connect, createRoom, Player } from '../test/server/helpers.js';
import { startServerProcess } from '../test/server/processes.js';

const { values } = parseArgs({
  options: {
    rooms: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '120' },
    variant: { type: 'string', default: 'finkel' },
  },
});
const rooms = Number(values.rooms);
const seconds = Number(values.seconds);
const variant = values.variant as VariantName;
if (!(Number.isInteger(rooms) && rooms > 0) || !(seconds > 0) || !VARIANTS.includes(variant)) {
  throw new Error('usage: --rooms <whole number> --seconds <number> --variant <finkel|bell|masters|blitz|aseb>');
}

interface Health {
  heapUsed: number;
  rss: number;
  /** The server process's CPU time so far (user + system). */
  cpuMs: number;
}

const server = await startServerProcess({
  MESSAGES_PER_SECOND: '100000',
  MESSAGE_BURST: '100000',
  MAX_ROOMS: String(rooms + 10),
});
const health = async (): Promise<Health> => (await fetch(`${server.url}/health`)).json() as Promise<Health>;
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

try {
  const idle = await health();
  // Every room is set up first, its players paused at the first action, so that all games then run at once.
  const players: Player[] = [];
  for (let i = 0; i < rooms; i++) {
    const [light, dark] = await Promise.all([connect(server.url), connect(server.url)]);
    const room = await createRoom(light, variant);
    players.push(new Player(light, room, 2 * i + 1, 0), new Player(dark, room, 2 * i + 2, 0));
    await players.at(-2)!.join('light');
    await players.at(-1)!.join('dark');
  }
  const seated = await health();

  let peak = seated;
  const sampler = setInterval(() => {
    health().then(
      (sample) => {
        if (sample.rss > peak.rss) peak = sample;
      },
      () => undefined,
    );
  }, 250);
  const start = performance.now();
  const cpuBefore = (await health()).cpuMs;
  for (const player of players) player.resume();
  const lights = players.filter((_, i) => i % 2 === 0);
  let timedOut = false;
  const deadline = new Promise<void>((resolve) =>
    setTimeout(() => {
      timedOut = true;
      resolve();
    }, seconds * 1000).unref(),
  );
  await Promise.race([Promise.all(players.map((player) => player.finished)), deadline]);
  const elapsed = (performance.now() - start) / 1000;
  clearInterval(sampler);
  const cpuMs = (await health()).cpuMs - cpuBefore;

  const actions = lights.reduce((sum, player) => sum + player.game.actionCount, 0);
  const finished = lights.filter((player) => player.game.awaiting().action === 'nothing').length;
  const latencies = players.flatMap((player) => player.latencies).sort((a, b) => a - b);
  const percentile = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(2);

  console.log(
    `server load: ${rooms} rooms of ${variant}, computer vs computer, one server process on 127.0.0.1, ${2 * rooms} Socket.IO clients`,
  );
  console.log(
    `games finished      ${finished}/${rooms}${timedOut ? ` (stopped after ${seconds} s)` : ''} in ${elapsed.toFixed(1)} s`,
  );
  console.log(`actions             ${actions} (${(actions / elapsed).toFixed(0)} actions/s)`);
  // CPU time per action barely depends on what else the machine runs, unlike the rates and latencies.
  console.log(
    `server CPU          ${((cpuMs * 1000) / actions).toFixed(0)} µs per action (${(actions / (cpuMs / 1000)).toFixed(0)} actions per CPU-second)`,
  );
  console.log(
    `action latency      p50 ${percentile(50)} ms, p99 ${percentile(99)} ms (request to acknowledgement, ${latencies.length} requests)`,
  );
  console.log(
    `server memory       idle: heap ${mb(idle.heapUsed)} MB, RSS ${mb(idle.rss)} MB; peak while playing: heap ${mb(peak.heapUsed)} MB, RSS ${mb(peak.rss)} MB`,
  );
  console.log(
    `memory per room     seated (room + 2 connections): heap ${kb((seated.heapUsed - idle.heapUsed) / rooms)} KB, RSS ${kb((seated.rss - idle.rss) / rooms)} KB;` +
      ` playing: heap ${kb((peak.heapUsed - idle.heapUsed) / rooms)} KB, RSS ${kb((peak.rss - idle.rss) / rooms)} KB`,
  );
  for (const player of players) player.socket.disconnect();
} finally {
  await server.stop();
}
