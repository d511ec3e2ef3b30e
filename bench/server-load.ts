/**
 * Load benchmark of the game server (`npm run bench:server`; not a test). Starts `server/main.ts`
 * as a child process on 127.0.0.1 (rooms in memory), or with `--processes 2` two of them on a
 * private redis-server, opens N rooms of computer-vs-computer games (random legal moves by the
 * engine, two Socket.IO clients per room, all in this process), plays them all at once and prints
 * actions per second, action latency (request to acknowledgement), the servers' CPU and memory.
 * Stops when every game is over or after --seconds.
 *
 * Flat out (the default): every player acts as soon as it may. At a person's pace (`--pace 2000`):
 * each seat waits that long before each of its actions, so a room acts once per 2 s.
 *
 *   npm run bench:server -- --rooms 200 --seconds 120 --variant finkel
 *   npm run bench:server -- --pace 2000 --rooms 1000 --seconds 60 --processes 2
 */
import { parseArgs } from 'node:util';
import { VARIANTS, type VariantName } from '../src/engine/index.js';
import { loadavg } from 'node:os';
import { connect, createRoom, Player } from '../test/server/helpers.js';
import { startRedis, startServerProcess, type Child } from '../test/server/processes.js';

const { values } = parseArgs({
  options: {
    rooms: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '120' },
    variant: { type: 'string', default: 'finkel' },
    pace: { type: 'string', default: '0' },
    processes: { type: 'string', default: '1' },
  },
});
const rooms = Number(values.rooms);
const seconds = Number(values.seconds);
const variant = values.variant as VariantName;
const pace = Number(values.pace);
const processes = Number(values.processes);
if (
  !(Number.isInteger(rooms) && rooms > 0) ||
  !(seconds > 0) ||
  !VARIANTS.includes(variant) ||
  !(pace >= 0) ||
  ![1, 2].includes(processes)
) {
  throw new Error(
    'usage: --rooms <whole number> --seconds <number> --variant <finkel|bell|masters|blitz|aseb> --pace <ms> --processes <1|2>',
  );
}

interface Health {
  heapUsed: number;
  rss: number;
  /** The server process's CPU time so far (user + system). */
  cpuMs: number;
}

const redis = processes > 1 ? await startRedis() : null;
// Every client comes from 127.0.0.1: the limits by address would take them for one abuser.
const limits = {
  MESSAGES_PER_SECOND: '100000',
  MESSAGE_BURST: '100000',
  MAX_ROOMS: String(rooms + 10),
  CONNECTIONS_PER_ADDRESS: String(2 * rooms + 10),
  ROOMS_PER_MINUTE_PER_ADDRESS: String(rooms + 10),
  OPEN_ROOMS_PER_ADDRESS: String(rooms + 10),
  ROOMS_PER_ADDRESS: String(rooms + 9),
  ...(redis && { REDIS_URL: redis.url }),
};
const servers: (Child & { url: string })[] = [];
for (let i = 0; i < processes; i++) servers.push(await startServerProcess(limits));
/** The servers' figures, summed. */
const health = async (): Promise<Health> => {
  const each = await Promise.all(
    servers.map(async (server) => (await fetch(`${server.url}/health`)).json() as Promise<Health>),
  );
  return {
    heapUsed: each.reduce((sum, h) => sum + h.heapUsed, 0),
    rss: each.reduce((sum, h) => sum + h.rss, 0),
    cpuMs: each.reduce((sum, h) => sum + h.cpuMs, 0),
  };
};
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

try {
  const idle = await health();
  // Every room is set up first (a hundred at a time), its players paused at the first action, so
  // that all games then run at once. Room i and its players are on process i mod N.
  const players: Player[] = [];
  const setUp = async (i: number) => {
    const url = servers[i % servers.length].url;
    const [light, dark] = await Promise.all([connect(url), connect(url)]);
    const room = await createRoom(light, variant);
    const pair = [new Player(light, room, 2 * i + 1, 0), new Player(dark, room, 2 * i + 2, 0)];
    await pair[0].join('light');
    await pair[1].join('dark');
    for (const player of pair) player.pace = pace;
    players[2 * i] = pair[0];
    players[2 * i + 1] = pair[1];
  };
  for (let first = 0; first < rooms; first += 100) {
    await Promise.all(Array.from({ length: Math.min(100, rooms - first) }, (_, k) => setUp(first + k)));
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
  const loadBefore = loadavg();
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

  const where = processes > 1 ? `${processes} server processes on one Redis` : 'one server process (rooms in memory)';
  const pacing = pace > 0 ? `each seat acting ${pace} ms after its turn comes` : 'flat out';
  console.log(
    `server load: ${rooms} rooms of ${variant}, computer vs computer, ${pacing}; ${where} on 127.0.0.1, ${2 * rooms} Socket.IO clients`,
  );
  console.log(
    `load average before: ${loadBefore.map((l) => l.toFixed(2)).join(' ')}; after: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log(
    `games finished      ${finished}/${rooms}${timedOut ? ` (stopped after ${seconds} s)` : ''} in ${elapsed.toFixed(1)} s`,
  );
  console.log(`actions             ${actions} (${(actions / elapsed).toFixed(0)} actions/s)`);
  // CPU time per action barely depends on what else the machine runs, unlike the rates and latencies.
  console.log(
    `server CPU          ${((cpuMs * 1000) / actions).toFixed(0)} µs per action (${(actions / (cpuMs / 1000)).toFixed(0)} actions per CPU-second); ${((cpuMs / 1000 / elapsed) * 100).toFixed(0)}% of one core`,
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
  await Promise.all(servers.map((server) => server.stop()));
  await redis?.stop();
}
