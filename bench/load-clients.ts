/**
 * One client process of the server load benchmark (bench/server-load.ts forks several, so that
 * the clients' sockets, open files and CPU are spread and the server is what is measured). Told
 * its rooms over IPC, it seats them, waits for `go`, plays until its games are over or `stop`
 * (each connection sending its heartbeat meanwhile, as a page does), and sends back its actions
 * and latencies.
 *
 * Rooms come in groups of `seatsPerConnection`: one connection holds light in each room of its
 * group, another holds dark, so N rooms need 2N / seatsPerConnection connections (a process may
 * hold only so many open files).
 */
import type { Socket } from 'socket.io-client';
import { Random, type VariantName } from '../src/engine/index.js';
import { EVENTS } from '../src/protocol/index.js';
import { connect, createRoom, Player } from '../test/server/helpers.js';

export interface ClientTask {
  kind: 'setup';
  /** The server of each group of rooms, in turn. */
  urls: string[];
  rooms: number;
  seatsPerConnection: number;
  variant: VariantName;
  pace: number;
  /** Each connection's heartbeat (`link:ping`) after this much silence while the games go on, as the page's connector sends it; 0: none. */
  heartbeatMs: number;
  /** The first seed: each player gets its own. */
  seed: number;
}

export type ToClients = ClientTask | { kind: 'go' } | { kind: 'stop' };

export type FromClients =
  | { kind: 'seated' }
  | { kind: 'done'; actions: number; finished: number; latencies: number[]; heartbeats: number; cpuMs: number }
  | { kind: 'failed'; error: string };

/** Sends `message`; `then` runs once it has left (a process that disconnects at once could lose it). */
const send = (message: FromClients, then?: () => void) => process.send!(message, undefined, {}, then);

/** Light and dark of each room, in turn. */
let players: Player[] = [];
let pace = 0;
let heartbeatMs = 0;
let seed = 0;
/** The connections' heartbeats: their timer, and how many were answered. */
const heartbeats: { timer?: ReturnType<typeof setInterval>; answered: number } = { answered: 0 };
/** CPU time used (user + system, µs) when the games began. */
let cpuAtGo = 0;
const cpuNow = () => {
  const { user, system } = process.cpuUsage();
  return user + system;
};

async function setUp(task: ClientTask): Promise<void> {
  ({ pace, heartbeatMs, seed } = task);
  const groups = Math.ceil(task.rooms / task.seatsPerConnection);
  const setUpGroup = async (group: number) => {
    const url = task.urls[group % task.urls.length];
    const [lightSocket, darkSocket] = await Promise.all([connect(url), connect(url)]);
    const size = Math.min(task.seatsPerConnection, task.rooms - group * task.seatsPerConnection);
    for (let k = 0; k < size; k++) {
      const seed = task.seed + 2 * (group * task.seatsPerConnection + k);
      const room = await createRoom(lightSocket, task.variant);
      // Paused at the first action, so that every game starts at `go`.
      const pair = [new Player(lightSocket, room, seed, 0), new Player(darkSocket, room, seed + 1, 0)];
      await pair[0].join('light');
      await pair[1].join('dark');
      for (const player of pair) player.pace = task.pace;
      players.push(...pair);
    }
  };
  // A hundred groups at a time: the server is set up, not flooded.
  for (let first = 0; first < groups; first += 100) {
    await Promise.all(Array.from({ length: Math.min(100, groups - first) }, (_, k) => setUpGroup(first + k)));
  }
}

/**
 * The connections' heartbeats as the page's connector sends them (src/online/connect.ts): a
 * `link:ping` once nothing has come from the server for `heartbeatMs`, none while one is
 * unanswered. Looked at every quarter second, for all the connections at once.
 */
function beat(sockets: Set<Socket>): void {
  const heard = new Map<Socket, number>();
  const waiting = new Set<Socket>();
  for (const socket of sockets) {
    heard.set(socket, performance.now());
    socket.io.on('packet', () => heard.set(socket, performance.now()));
  }
  heartbeats.timer = setInterval(() => {
    const now = performance.now();
    for (const socket of sockets) {
      if (waiting.has(socket) || !socket.connected || now - heard.get(socket)! < heartbeatMs) continue;
      waiting.add(socket);
      socket.emit(EVENTS.ping, {}, () => {
        waiting.delete(socket);
        heartbeats.answered++;
      });
    }
  }, 250);
}

function report(): void {
  const lights = players.filter((player) => player.seat === 'light');
  const done: FromClients = {
    kind: 'done',
    actions: lights.reduce((sum, player) => sum + player.game.actionCount, 0),
    finished: lights.filter((player) => player.game.awaiting().action === 'nothing').length,
    latencies: players.flatMap((player) => player.latencies),
    heartbeats: heartbeats.answered,
    cpuMs: (cpuNow() - cpuAtGo) / 1000,
  };
  clearInterval(heartbeats.timer);
  for (const player of players) player.socket.disconnect();
  players = [];
  send(done, () => process.disconnect());
}

process.on('message', (message: ToClients) => {
  if (message.kind === 'setup') {
    setUp(message).then(
      () => send({ kind: 'seated' }),
      (error: unknown) => send({ kind: 'failed', error: String(error) }),
    );
  } else if (message.kind === 'go') {
    cpuAtGo = cpuNow();
    // At a person's pace, each room starts at its own moment within the first pace: rooms started
    // together would act together for ever after, every request of a round arriving at once.
    const random = new Random(seed);
    for (let i = 0; i < players.length; i += 2) {
      const pair = players.slice(i, i + 2);
      const start = () => pair.forEach((player) => player.resume());
      if (pace > 0) setTimeout(start, random.below(pace));
      else start();
    }
    if (heartbeatMs > 0) beat(new Set(players.map((player) => player.socket)));
    Promise.all(players.map((player) => player.finished)).then(report, (error: unknown) =>
      send({ kind: 'failed', error: String(error) }),
    );
  } else if (players.length > 0) {
    report();
  }
});
