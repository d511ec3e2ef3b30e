/**
 * Test helpers for the game server: start one on 127.0.0.1, connect real Socket.IO clients, and
 * play games with a computer-ish player that keeps its own copy of the game by index (as the
 * page-side connector does), picking legal moves with a seeded generator.
 */
import assert from 'node:assert/strict';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { io as connectClient, type Socket } from 'socket.io-client';
import {
  loadGame,
  Random,
  type Game,
  type GameRecord,
  type RuleOptions,
  type VariantName,
} from '../../src/engine/index.js';
import {
  EVENTS,
  PROTOCOL_VERSION,
  type ActionEvent,
  type Reply,
  type RoomCreated,
  type RoomJoined,
  type Seat,
  type SeatRequest,
  type SeatsEvent,
} from '../../src/protocol/index.js';
import { createGameServer, DEFAULT_LIMITS, type GameServer, type GameServerOptions } from '../../server/index.js';

/** Generous: a request that takes this long has failed. */
export const REPLY_TIMEOUT_MS = 10_000;

export interface Running {
  server: GameServer;
  url: string;
}

/**
 * A server on a free 127.0.0.1 port, limits raised so fast computer games are not rate-limited,
 * and every test client (all from 127.0.0.1) not limited as one address, unless the test says so.
 */
export async function startServer(options: GameServerOptions = {}): Promise<Running> {
  const maxRooms = options.limits?.maxRooms ?? DEFAULT_LIMITS.maxRooms;
  const server = createGameServer({
    ...options,
    limits: {
      messagesPerSecond: 10_000,
      messageBurst: 10_000,
      connectionsPerAddress: 10_000,
      roomsPerMinutePerAddress: 10_000,
      openRoomsPerAddress: 10_000,
      roomsPerAddress: maxRooms - 1,
      ...options.limits,
    },
  });
  const { port } = await server.listen(0, '127.0.0.1');
  return { server, url: `http://127.0.0.1:${port}` };
}

/** A connected client; reconnects by itself quickly after a drop. */
export function connect(url: string, options: { extraHeaders?: Record<string, string> } = {}): Promise<Socket> {
  const socket = connectClient(url, {
    transports: ['websocket'],
    forceNew: true,
    reconnectionDelay: 50,
    reconnectionDelayMax: 200,
    ...options,
  });
  return new Promise((resolve, reject) => {
    // Refused: nobody holds this socket, so it must not go on reconnecting (and keep the process
    // alive). Once connected, a later reconnection's errors are the socket's own business.
    const refused = (error: Error) => {
      socket.disconnect();
      reject(error);
    };
    socket.once('connect', () => {
      socket.off('connect_error', refused);
      resolve(socket);
    });
    socket.once('connect_error', refused);
  });
}

export function request<T = object>(socket: Socket, event: string, payload: unknown): Promise<Reply<T>> {
  return socket.timeout(REPLY_TIMEOUT_MS).emitWithAck(event, payload);
}

/** The reply, or a thrown error with the server's refusal. */
export async function expectOk<T>(reply: Promise<Reply<T>>): Promise<T> {
  const answer = await reply;
  if (!answer.ok) throw new Error(`refused: ${answer.code}: ${answer.error}`);
  return answer;
}

/** The seat key of each room the helpers made, as the invite link would carry it. */
const keys = new Map<string, string>();

/** The seat key `createRoom` got for `room`. */
export const keyOf = (room: string): string | undefined => keys.get(room);

/** A new room; its seat key is kept for `join`. */
export async function createRoom(
  socket: Socket,
  variant: VariantName = 'finkel',
  rules?: RuleOptions,
): Promise<string> {
  const payload = rules ? { v: PROTOCOL_VERSION, variant, rules } : { v: PROTOCOL_VERSION, variant };
  const { room, key } = await expectOk(request<RoomCreated>(socket, EVENTS.create, payload));
  keys.set(room, key);
  return room;
}

/** Joins `room`, with the key from the invite link (the one `createRoom` got unless given; null: none), and the player's identity token if any. */
export function join(
  socket: Socket,
  room: string,
  seat: SeatRequest,
  token?: string,
  key: string | null = keyOf(room) ?? null,
  identity?: string,
): Promise<Reply<RoomJoined>> {
  return request<RoomJoined>(socket, EVENTS.join, {
    v: PROTOCOL_VERSION,
    room,
    seat,
    ...(token !== undefined && { token }),
    ...(key !== null && { key }),
    ...(identity !== undefined && { identity }),
  });
}

export async function syncRecord(socket: Socket, room: string): Promise<GameRecord> {
  return (await expectOk(request<{ record: GameRecord }>(socket, EVENTS.sync, { room }))).record;
}

/** A reply's error code, or `ok`. */
export const code = (reply: Reply<object>): string => (reply.ok ? 'ok' : reply.code);

/** Resolves with the first `event` whose payload passes `test`. */
export function nextEvent<T>(socket: Socket, event: string, test: (payload: T) => boolean = () => true): Promise<T> {
  return new Promise((resolve) => {
    const listener = (payload: T) => {
      if (!test(payload)) return;
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });
}

export const seatsAre = (seat: Seat, status: string) => (event: SeatsEvent) => event.seats[seat] === status;

/**
 * A seat's computer player. It applies every broadcast action by index (a repeat is ignored, a
 * gap asks for the record), and its own actions from their acknowledgements (the server sends
 * the actor no broadcast); acts when the game awaits its seat, and after a reconnection rejoins
 * with its token and carries on from the record it gets back.
 */
export class Player {
  game!: Game;
  seat!: Seat;
  token!: string;
  /** Every action's latency, request to acknowledgement, in ms. */
  readonly latencies: number[] = [];
  /** The record's length each time the player rejoined after a reconnection. */
  readonly rejoins: number[] = [];
  /** When this player's game first held each action, by index (performance.now()), however it came. */
  readonly reached: number[] = [];
  /** How long the player thinks before each action, in ms (a person's pace); 0: not at all. */
  pace = 0;
  /** The player's identity token (rated play), sent with the first join. */
  identity?: string;
  readonly #random: Random;
  /** Each seat's presence as last told: the game starts once both seats are taken. */
  #seats: Record<Seat, string> = { light: 'empty', dark: 'empty' };
  #busy = false;
  /** The index of this player's own request under way, if any. */
  #asking: number | null = null;
  /**
   * Actions heard past that request, waiting for its acknowledgement: in Node, frames read
   * together are all handled before any awaited acknowledgement resumes, so the opponent's reply
   * to this action can be heard before this action's own acknowledgement is taken.
   */
  readonly #early = new Map<number, string>();
  #finished!: Promise<GameRecord>;
  #resolve!: (record: GameRecord) => void;
  #reject!: (error: Error) => void;

  constructor(
    readonly socket: Socket,
    readonly room: string,
    seed: number,
    /** Stop acting after this many actions in the record (to drop or kill something mid-game); Infinity: play on. */
    public pauseAt = Infinity,
  ) {
    this.#random = new Random(seed);
  }

  /** Joins (with `token`: the seat it holds) and starts playing; `finished` resolves with the record when the game is over. */
  async join(seat: SeatRequest, token?: string): Promise<RoomJoined> {
    this.#finished = new Promise((resolve, reject) => {
      this.#resolve = resolve;
      this.#reject = reject;
    });
    // Listening from before the join: an action may arrive in the same tick as the reply. Until the
    // record is here, actions wait; those the record already holds are then ignored as repeats.
    const early: [number, string][] = [];
    // A connection may hold seats in several rooms (the load bench's): only this room's actions are this player's.
    this.socket.on(EVENTS.action, ({ room, index, action }: ActionEvent) => {
      if (room !== this.room) return;
      if (this.seat) this.#receive(index, action);
      else early.push([index, action]);
    });
    this.socket.on(EVENTS.seats, (event: SeatsEvent) => {
      if (event.room !== this.room) return;
      this.#seats = event.seats;
      if (this.seat) this.#step();
    });
    const joined = await expectOk(join(this.socket, this.room, seat, token, undefined, this.identity));
    this.#seats = joined.seats;
    this.token = joined.token!;
    this.game = loadGame(joined.record);
    this.#reach();
    this.seat = joined.seat as Seat;
    for (const [index, action] of early) this.#receive(index, action);
    // Socket.IO reconnects by itself; the seat comes back with the token.
    this.socket.io.on('reconnect', () => this.#rejoin());
    this.#step();
    return joined;
  }

  get finished(): Promise<GameRecord> {
    return this.#finished;
  }

  /** Resolves once this player's game holds `count` actions (heard, or its own acknowledged). */
  async holds(count: number): Promise<void> {
    while (this.game.actionCount < count) await sleep(10);
  }

  /** The record's length at each rejoin, once there has been one. */
  async rejoined(): Promise<number[]> {
    while (this.rejoins.length === 0) await sleep(10);
    return this.rejoins;
  }

  /** Carries on after a pause (until the record holds `pauseAt` actions). */
  resume(pauseAt = Infinity): void {
    this.pauseAt = pauseAt;
    this.#step();
  }

  #receive(index: number, action: string): void {
    const length = this.game.actionCount;
    if (index === length) {
      this.game.apply(action);
      this.#reach();
    } else if (index > length) {
      if (this.#asking !== length) return void this.#resync();
      this.#early.set(index, action);
      return;
    } else if (this.game.actionAt(index) !== action)
      return this.#reject(
        new Error(`action ${index}: server sent ${action}, this record has ${this.game.actionAt(index)}`),
      );
    this.#step();
  }

  async #rejoin(): Promise<void> {
    try {
      const joined = await expectOk(join(this.socket, this.room, this.seat, this.token));
      this.rejoins.push(joined.record.actions.length);
      this.game = loadGame(joined.record);
      this.#reach();
      this.#busy = false;
      this.#step();
    } catch (error) {
      this.#reject(error as Error);
    }
  }

  async #resync(): Promise<void> {
    try {
      this.game = loadGame(await syncRecord(this.socket, this.room));
      this.#reach();
      this.#step();
    } catch (error) {
      this.#reject(error as Error);
    }
  }

  #reach(): void {
    const now = performance.now();
    for (let index = this.reached.length; index < this.game.actionCount; index++) this.reached.push(now);
  }

  #step(): void {
    const awaiting = this.game.awaiting();
    if (awaiting.action === 'nothing') return this.#resolve(this.game.toJSON());
    if (!this.#mayAct()) return;
    if (this.pace === 0) return void this.#act(this.#choose());
    this.#busy = true;
    setTimeout(() => {
      this.#busy = false;
      if (this.#mayAct()) void this.#act(this.#choose());
    }, this.pace);
  }

  #mayAct(): boolean {
    const awaiting = this.game.awaiting();
    return (
      !this.#busy &&
      awaiting.player === this.seat &&
      this.socket.connected &&
      this.game.actionCount < this.pauseAt &&
      // Nobody plays before both seats are taken.
      !(this.game.actionCount === 0 && Object.values(this.#seats).includes('empty'))
    );
  }

  #choose(): string {
    const awaiting = this.game.awaiting();
    if (awaiting.action === 'throw') return 'throw';
    if (awaiting.action === 'next-game') return 'next';
    const moves = this.game.legalMoves();
    if (awaiting.action === 'bonus' && this.#random.below(3) === 0) return 'decline';
    return moves[this.#random.below(moves.length)].notation;
  }

  async #act(intent: string): Promise<void> {
    this.#busy = true;
    const index = this.game.actionCount;
    const start = performance.now();
    let reply: Reply<{ index: number; action: string }>;
    this.#asking = index;
    this.#early.clear();
    try {
      reply = await request(this.socket, EVENTS.action, { room: this.room, index, action: intent });
    } catch {
      // No answer: the connection dropped; the reconnection picks the game up.
      return;
    } finally {
      this.#asking = null;
    }
    this.#busy = false;
    const early = [...this.#early];
    if (reply.ok) {
      this.latencies.push(performance.now() - start);
      // The acknowledgement carries the action (a resync meanwhile may have brought it already).
      if (reply.index === this.game.actionCount) this.game.apply(reply.action);
      this.#reach();
      for (const [heard, action] of early.sort(([a], [b]) => a - b)) this.#receive(heard, action);
      return this.#step();
    }
    if (early.length > 0) return void this.#resync();
    if (reply.code === 'out-of-step' || reply.code === 'not-seated') return void this.#resync();
    if (reply.code === 'rate-limited') return void setTimeout(() => this.#step(), 100);
    this.#reject(new Error(`${this.seat} ${intent} at ${index} refused: ${reply.code}: ${reply.error}`));
  }
}

/** Two paused players carry on to the end of their game; resolves with the record, the same for both. */
export async function playOn(light: Player, dark: Player): Promise<GameRecord> {
  light.resume();
  dark.resume();
  const [lightRecord, darkRecord] = await Promise.all([light.finished, dark.finished]);
  assert.deepEqual(lightRecord, darkRecord);
  return lightRecord;
}

/** Two players on `sockets` (light, dark) play a whole game in a new room; resolves with both records. */
export async function playGame(
  sockets: [Socket, Socket],
  options: { variant?: VariantName; rules?: RuleOptions; seed?: number } = {},
): Promise<{ room: string; light: Player; dark: Player; records: [GameRecord, GameRecord] }> {
  const room = await createRoom(sockets[0], options.variant, options.rules);
  const seed = options.seed ?? 1;
  const light = new Player(sockets[0], room, seed);
  const dark = new Player(sockets[1], room, seed + 1);
  await light.join('light');
  await dark.join('dark');
  const records = await Promise.all([light.finished, dark.finished]);
  return { room, light, dark, records };
}
