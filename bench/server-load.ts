/**
 * Load benchmark of the game server (`npm run bench:server`; not a test). Starts `server/main.ts`
 * as a child process on 127.0.0.1 (rooms in memory), or with `--processes 2` two of them on a
 * private redis-server, opens N rooms of computer-vs-computer games (random legal moves by the
 * engine, two seats per room, in client processes of their own: bench/load-clients.ts), plays
 * them all at once and prints actions per second, action latency (request to acknowledgement),
 * the servers' CPU and memory. Stops when every game is over or after --seconds.
 *
 * Flat out (the default): every player acts as soon as it may. At a person's pace (`--pace 2000`):
 * each seat waits that long before each of its actions, so a room acts once per 2 s. Each
 * connection also sends the heartbeat a page's connector sends (`link:ping` after HEARTBEAT_MS of
 * silence from the server); `--heartbeat 0` leaves it out.
 *
 * A process may hold only so many open files (`ulimit -n`; 20,000 on the development machine,
 * and only a process with CAP_SYS_RESOURCE may raise it), and each connection is one on both
 * sides: `--clients` spreads the connections over client processes, and `--seats-per-connection
 * 2` seats each connection in two rooms (one connection per player is 1, the default), for a
 * server process asked to hold more rooms than half its open files.
 *
 *   npm run bench:server -- --rooms 200 --seconds 120 --variant finkel
 *   npm run bench:server -- --pace 2000 --rooms 1000 --seconds 60 --processes 2
 *   npm run bench:server -- --pace 2000 --rooms 10000 --seconds 40 --seats-per-connection 2
 *   npm run bench:server -- --pace 2000 --rooms 1000 --seconds 40 --cpu-prof /tmp/profiles
 *   npm run build && npm run bench:server -- --pace 2000 --rooms 1000 --seconds 40 --built
 *   npm run bench:server -- --rooms 600 --seconds 60 --warm-up 5 --processes 2
 *
 * Scale-out on a small machine (`--server-cpu 0.5`): each server process is held to that share
 * of a core by a cgroup of its own (Linux cgroup v1 `cpu`, as root), so that one process and two
 * meet the same ceiling each while the clients keep the rest of the machine.
 *   npm run bench:server -- --pace 2000 --rooms 2000 --seconds 40 --server-cpu 0.5 --redis
 *   npm run bench:server -- --pace 2000 --rooms 3400 --seconds 40 --server-cpu 0.5 --processes 2
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmdirSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { loadavg, setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { VARIANTS, type VariantName } from '../src/engine/index.js';
import { HEARTBEAT_MS } from '../src/protocol/index.js';
import { startRedis, startServerProcess, type Child } from '../test/server/processes.js';
import type { FromClients, ToClients } from './load-clients.js';

/** Connections one client process opens at most (below its open-file limit). */
const CONNECTIONS_PER_CLIENT = 5_000;

const { values } = parseArgs({
  options: {
    rooms: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '120' },
    variant: { type: 'string', default: 'finkel' },
    pace: { type: 'string', default: '0' },
    processes: { type: 'string', default: '1' },
    clients: { type: 'string' },
    'seats-per-connection': { type: 'string', default: '1' },
    /**
     * The client processes' niceness: above the servers' (0), so that on a machine they share
     * the servers get the CPU they ask for and the figures are the server's (the clients' own
     * queueing is then in the latencies, the servers' in their loop delay).
     */
    'client-nice': { type: 'string', default: '10' },
    /** A folder: each server process writes its CPU profile there when it stops (`node --cpu-prof`). */
    'cpu-prof': { type: 'string' },
    /** Each server process's CPU ceiling, in cores (a cgroup quota); default: none. */
    'server-cpu': { type: 'string' },
    /** One process keeps its rooms in Redis too (two always do): the same work per action as each of two. */
    redis: { type: 'boolean', default: false },
    /** Run the bundled server (dist/server-main.js, from `npm run build`) as the Docker image does, not the sources through tsx. */
    built: { type: 'boolean', default: false },
    /**
     * Seconds of play before the steady-state CPU is counted: the servers' CPU per action is then
     * also given from that moment on, past each process's own warm-up (its compiler's work on the
     * hot code, paid once per process, so twice by two).
     */
    'warm-up': { type: 'string', default: '0' },
    /** Each connection's heartbeat while the games go on, after this many ms of silence (the page's connector's); 0: none. */
    heartbeat: { type: 'string', default: String(HEARTBEAT_MS) },
  },
});
const rooms = Number(values.rooms);
const seconds = Number(values.seconds);
const variant = values.variant as VariantName;
const pace = Number(values.pace);
const processes = Number(values.processes);
const seatsPerConnection = Number(values['seats-per-connection']);
const clientNice = Number(values['client-nice']);
const serverCpu = values['server-cpu'] === undefined ? null : Number(values['server-cpu']);
const warmUp = Number(values['warm-up']);
const heartbeatMs = Number(values.heartbeat);
const connections = 2 * Math.ceil(rooms / seatsPerConnection);
const clients = Number(values.clients ?? Math.max(1, Math.ceil(connections / CONNECTIONS_PER_CLIENT)));
if (
  !(Number.isInteger(rooms) && rooms > 0) ||
  !(seconds > 0) ||
  !VARIANTS.includes(variant) ||
  !(pace >= 0) ||
  ![1, 2].includes(processes) ||
  !(Number.isInteger(clients) && clients > 0) ||
  !(Number.isInteger(seatsPerConnection) && seatsPerConnection > 0) ||
  !(Number.isInteger(clientNice) && clientNice >= 0 && clientNice <= 19) ||
  !(serverCpu === null || (serverCpu >= 0.01 && serverCpu <= 64)) ||
  !(warmUp >= 0 && warmUp < seconds) ||
  !(heartbeatMs >= 0)
) {
  throw new Error(
    'usage: --rooms <whole number> --seconds <number> --variant <finkel|bell|masters|blitz|aseb> --pace <ms> --processes <1|2> [--redis] [--built] --clients <whole number> --seats-per-connection <whole number> --client-nice <0-19> --server-cpu <cores, 0.01-64> --warm-up <seconds, below --seconds> --heartbeat <ms, 0 for none>',
  );
}

/** Where the cgroups of `--server-cpu` go (cgroup v1; needs root). */
const CPU_CGROUPS = '/sys/fs/cgroup/cpu';
/** The quota's period: short, so that a process over its share waits milliseconds, not a tenth of a second. */
const CPU_PERIOD_US = 10_000;

/** Holds process `pid` to `cores` of CPU time in a cgroup of its own; returns its removal. */
function capCpu(pid: number, cores: number): () => void {
  const group = `${CPU_CGROUPS}/royal-ur-bench-${pid}`;
  try {
    mkdirSync(group);
    writeFileSync(`${group}/cpu.cfs_period_us`, String(CPU_PERIOD_US));
    writeFileSync(`${group}/cpu.cfs_quota_us`, String(Math.round(cores * CPU_PERIOD_US)));
    writeFileSync(`${group}/cgroup.procs`, String(pid));
  } catch (error) {
    throw new Error(
      `--server-cpu needs the cgroup v1 cpu controller at ${CPU_CGROUPS}, writable (root): ${String(error)}`,
    );
  }
  return () => {
    // The process has exited: its group is empty.
    try {
      rmdirSync(group);
    } catch {
      // Left behind (a process still in it); harmless, and named after its pid.
    }
  };
}

interface Health {
  heapUsed: number;
  rss: number;
  /** The server process's CPU time so far (user + system). */
  cpuMs: number;
  /** How late its event loop ran what was due since the last reset: a request waits that long before it is read. */
  loopDelayMs: { p50: number; p99: number; max: number };
}

const redis = processes > 1 || values.redis ? await startRedis() : null;
// Every client comes from 127.0.0.1: the limits by address would take them for one abuser.
const limits = {
  MESSAGES_PER_SECOND: '100000',
  MESSAGE_BURST: '100000',
  MAX_ROOMS: String(rooms + 10),
  CONNECTIONS_PER_ADDRESS: String(connections + 10),
  ROOMS_PER_MINUTE_PER_ADDRESS: String(rooms + 10),
  OPEN_ROOMS_PER_ADDRESS: String(rooms + 10),
  ROOMS_PER_ADDRESS: String(rooms + 9),
  ...(redis && { REDIS_URL: redis.url }),
  ...(values['cpu-prof'] && { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${values['cpu-prof']}` }),
};
const servers: (Child & { url: string })[] = [];
const uncaps: (() => void)[] = [];
for (let i = 0; i < processes; i++) {
  const server = await startServerProcess(limits, values.built);
  servers.push(server);
  if (serverCpu !== null) uncaps.push(capCpu(server.process.pid!, serverCpu));
}
/** The servers' figures, summed. */
const health = async (reset = false): Promise<Health> => {
  const each = await Promise.all(
    servers.map(
      async (server) => (await fetch(`${server.url}/health${reset ? '?reset' : ''}`)).json() as Promise<Health>,
    ),
  );
  // Several processes: the worst of their event-loop delays.
  const worst = (key: keyof Health['loopDelayMs']) => Math.max(...each.map((h) => h.loopDelayMs[key]));
  return {
    heapUsed: each.reduce((sum, h) => sum + h.heapUsed, 0),
    rss: each.reduce((sum, h) => sum + h.rss, 0),
    cpuMs: each.reduce((sum, h) => sum + h.cpuMs, 0),
    loopDelayMs: { p50: worst('p50'), p99: worst('p99'), max: worst('max') },
  };
};
/**
 * The servers' own timing of each `game:action` acknowledgement (receive → acknowledgement
 * written), summed over the processes: the cumulative counts of their `royal_ur_ack_seconds`
 * histogram (`/metrics`), by bucket bound in seconds.
 */
const ackBuckets = async (): Promise<Map<number, number>> => {
  const buckets = new Map<number, number>();
  for (const server of servers) {
    const text = await (await fetch(`${server.url}/metrics`)).text();
    for (const [, le, count] of text.matchAll(
      /^royal_ur_ack_seconds_bucket\{le="([^"]+)",event="game:action"\} (\d+)$/gm,
    )) {
      const bound = le === '+Inf' ? Infinity : Number(le);
      buckets.set(bound, (buckets.get(bound) ?? 0) + Number(count));
    }
  }
  return buckets;
};
/** The bucket bound (ms) under which `p` % of the acknowledgements between `before` and `after` were written. */
const ackPercentile = (before: Map<number, number>, after: Map<number, number>, p: number): string => {
  const bounds = [...after.keys()].sort((a, b) => a - b);
  const counted = (bound: number) => after.get(bound)! - (before.get(bound) ?? 0);
  const total = counted(Infinity);
  const bound = bounds.find((b) => counted(b) >= (p / 100) * total) ?? Infinity;
  return bound === Infinity ? 'over 5000' : `≤ ${bound * 1000}`;
};
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
/** CPU time per action, or why there is none (a run paced so slowly that nobody acted). */
const perAction = (cpuMs: number, actions: number) =>
  actions > 0 ? `${((cpuMs * 1000) / actions).toFixed(0)} µs per action` : 'no action to divide by';
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** A client process, told its share of the rooms. */
class ClientProcess {
  readonly child: ChildProcess = fork(fileURLToPath(new URL('load-clients.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
  });
  readonly #exited = once(this.child, 'exit');

  constructor() {
    setPriority(this.child.pid!, clientNice);
  }

  /** The next message of `kind`; a client's failure, or its exit, fails the bench. */
  next<K extends FromClients['kind']>(kind: K): Promise<Extract<FromClients, { kind: K }>> {
    return new Promise((resolve, reject) => {
      const listen = (message: FromClients) => {
        if (message.kind === 'failed') reject(new Error(`a client process failed: ${message.error}`));
        else if (message.kind === kind) resolve(message as Extract<FromClients, { kind: K }>);
        else return;
        this.child.off('message', listen);
        this.child.off('exit', exited);
      };
      const exited = (code: number | null, signal: string | null) =>
        reject(new Error(`a client process exited (${code ?? signal}) before it sent ${kind}`));
      this.child.on('message', listen);
      this.child.once('exit', exited);
    });
  }

  send(message: ToClients): void {
    // A client whose games are all over has reported and gone.
    if (this.child.connected) this.child.send(message);
  }

  async stop(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill();
    await this.#exited;
  }
}

const clientProcesses = Array.from({ length: clients }, () => new ClientProcess());
try {
  const idle = await health();
  // Every room is set up first, its players paused at the first action, so that all games then
  // run at once. Each client process gets an even share of the rooms, spread over the servers.
  const urls = servers.map((server) => server.url);
  await Promise.all(
    clientProcesses.map((client, i) => {
      const share = Math.floor(rooms / clients) + (i < rooms % clients ? 1 : 0);
      const seated = client.next('seated');
      client.send({
        kind: 'setup',
        urls,
        rooms: share,
        seatsPerConnection,
        variant,
        pace,
        heartbeatMs,
        seed: 1 + 2 * i * rooms,
      });
      return seated;
    }),
  );
  const seated = await health();

  let peak = seated;
  const sampler = setInterval(() => {
    health().then(
      (sample) => {
        if (sample.rss > peak.rss) peak = sample;
      },
      () => undefined,
    );
  }, 1000);
  const start = performance.now();
  const loadBefore = loadavg();
  const cpuBefore = (await health(true)).cpuMs;
  const acksBefore = await ackBuckets();
  const done = clientProcesses.map((client) => client.next('done'));
  for (const client of clientProcesses) client.send({ kind: 'go' });
  /** The servers' CPU and acknowledged actions when the warm-up ended, for the steady-state figure. */
  let warmedUp = null as Promise<{ cpuMs: number; actions: number }> | null;
  const warmUpEnd =
    warmUp > 0
      ? setTimeout(() => {
          warmedUp = Promise.all([health(), ackBuckets()]).then(([sample, acks]) => ({
            cpuMs: sample.cpuMs,
            actions: acks.get(Infinity) ?? 0,
          }));
        }, warmUp * 1000)
      : undefined;
  let timedOut = false;
  /** The servers' figures while the games were played: read before the clients disconnect (10,000 disconnections at once are no game's load). */
  let whilePlaying: Promise<Health> | null = null;
  const deadline = setTimeout(() => {
    timedOut = true;
    whilePlaying = health();
    void whilePlaying.finally(() => {
      for (const client of clientProcesses) client.send({ kind: 'stop' });
    });
  }, seconds * 1000);
  // Every game over (each client reports by itself), or the time is up.
  const results = await Promise.all(done);
  clearTimeout(deadline);
  clearTimeout(warmUpEnd);
  const elapsed = (performance.now() - start) / 1000;
  clearInterval(sampler);
  const after = await (whilePlaying ?? health());
  const acksAfter = await ackBuckets();
  const cpuMs = after.cpuMs - cpuBefore;
  const steady = await warmedUp;

  const actions = results.reduce((sum, result) => sum + result.actions, 0);
  const finished = results.reduce((sum, result) => sum + result.finished, 0);
  const latencies = results.flatMap((result) => result.latencies).sort((a, b) => a - b);
  const percentile = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(2);

  const where =
    (processes > 1
      ? `${processes} server processes on one Redis`
      : `one server process (rooms in ${redis ? 'Redis' : 'memory'})`) +
    (serverCpu === null ? '' : `, each held to ${serverCpu} of a core`) +
    (values.built ? ', bundled (dist/server-main.js)' : ', from the sources through tsx');
  const pacing = pace > 0 ? `each seat acting ${pace} ms after its turn comes` : 'flat out';
  console.log(
    `server load: ${rooms} rooms of ${variant}, computer vs computer, ${pacing}; ${where} on 127.0.0.1, ${connections} Socket.IO connections (${seatsPerConnection} seat${seatsPerConnection > 1 ? 's' : ''} each) from ${clients} client process${clients > 1 ? 'es' : ''} at nice ${clientNice}`,
  );
  console.log(
    `load average before: ${loadBefore.map((l) => l.toFixed(2)).join(' ')}; after: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log(
    `games finished      ${finished}/${rooms}${timedOut ? ` (stopped after ${seconds} s)` : ''} in ${elapsed.toFixed(1)} s`,
  );
  const heartbeats = results.reduce((sum, result) => sum + result.heartbeats, 0);
  console.log(
    `actions             ${actions} (${(actions / elapsed).toFixed(0)} actions/s), and ${heartbeats} heartbeats (${heartbeatMs > 0 ? `link:ping after ${heartbeatMs} ms of silence, as the page's connector sends it` : 'none: --heartbeat 0'})`,
  );
  // CPU time per action barely depends on what else the machine runs, unlike the rates and latencies.
  console.log(
    `server CPU          ${perAction(cpuMs, actions)} (${(actions / (cpuMs / 1000)).toFixed(0)} actions per CPU-second); ${((cpuMs / 1000 / elapsed) * 100).toFixed(1)}% of one core`,
  );
  if (steady) {
    const steadyActions = (acksAfter.get(Infinity) ?? 0) - steady.actions;
    const steadyCpuMs = after.cpuMs - steady.cpuMs;
    console.log(
      `  after warm-up     ${perAction(steadyCpuMs, steadyActions)} (the last ${steadyActions} actions, from ${warmUp} s on)`,
    );
  } else if (warmUp > 0) {
    console.log(`  after warm-up     none: every game was over within the ${warmUp} s of warm-up`);
  }
  // The clients share the machine: what they take is not the servers' to use.
  const clientCpuMs = results.reduce((sum, result) => sum + result.cpuMs, 0);
  console.log(
    `client CPU          ${((clientCpuMs / 1000 / elapsed) * 100).toFixed(0)}% of one core (${clients} processes)`,
  );
  console.log(
    `action latency      p50 ${percentile(50)} ms, p99 ${percentile(99)} ms (request to acknowledgement, ${latencies.length} requests)`,
  );
  // The server's own timing: from receiving a request to writing its acknowledgement (histogram buckets).
  console.log(
    `server ack time     p50 ${ackPercentile(acksBefore, acksAfter, 50)} ms, p99 ${ackPercentile(acksBefore, acksAfter, 99)} ms (game:action, receive to acknowledgement written, timed by the server${processes > 1 ? 's' : ''})`,
  );
  // The server's own share of the latency: how long a request that arrived waited for its event loop.
  console.log(
    `server loop delay   p50 ${after.loopDelayMs.p50.toFixed(2)} ms, p99 ${after.loopDelayMs.p99.toFixed(2)} ms, max ${after.loopDelayMs.max.toFixed(2)} ms (event loop late to run what was due, while playing${processes > 1 ? '; the worse process' : ''})`,
  );
  console.log(
    `server memory       idle: heap ${mb(idle.heapUsed)} MB, RSS ${mb(idle.rss)} MB; peak while playing: heap ${mb(peak.heapUsed)} MB, RSS ${mb(peak.rss)} MB`,
  );
  console.log(
    `memory per room     seated (room + 2 connections): heap ${kb((seated.heapUsed - idle.heapUsed) / rooms)} KB, RSS ${kb((seated.rss - idle.rss) / rooms)} KB;` +
      ` playing: heap ${kb((peak.heapUsed - idle.heapUsed) / rooms)} KB, RSS ${kb((peak.rss - idle.rss) / rooms)} KB`,
  );
} finally {
  await Promise.all(clientProcesses.map((client) => client.stop()));
  await Promise.all(servers.map((server) => server.stop()));
  for (const uncap of uncaps) uncap();
  await redis?.stop();
}
