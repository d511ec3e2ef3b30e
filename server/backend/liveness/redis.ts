/**
 * Which server processes sharing a Redis are alive, so that a crashed one does not leave its
 * players shown as connected. Each process keeps a key with a short time to live, renewed by a
 * heartbeat, and a set listing the seats its connections hold. A process whose key has expired
 * is dead (killed, crashed, or stalled past the time to live): every other process, at each
 * heartbeat, drops its seats as if their connections had dropped, then forgets it. The keys share
 * one hash tag, so that a Redis Cluster keeps them on one node for the Lua script.
 *
 *   royal-ur:{processes}              the set of process ids
 *   royal-ur:{processes}:<id>         the process's liveness key (time to live)
 *   royal-ur:{processes}:<id>:seats   the seats its connections hold, as JSON [room, seat, sid]
 *   royal-ur:{processes}:<id>:buried  set before another process drops any of its seats
 *
 * A store that refuses writes (Redis out of memory, a read-only replica) is not a dead process:
 * every process's renewal is refused alike, and keys expire that nobody could renew. So a
 * process that saw a refusal buries nobody until a time to live after its last one (by then
 * every live process has renewed its key again), and a process that finds its own key expired
 * takes itself for dead only if it was buried or the store forgot it (restarted empty), not
 * merely because the key lapsed while writes were refused.
 */
import { ReplyError, type Redis } from 'ioredis';
import { PLAYERS } from '../../../src/engine/index.js';
import type { Seat } from '../../../src/protocol/index.js';
import { newProcessId } from '../../codes.js';
import { resolvePositive } from '../../limits.js';
import { defineScripts } from '../lua.js';
import type { HeldSeat, SeatHolder } from './index.js';

export interface LivenessTimes {
  /** How often a process renews its liveness key and looks for dead processes. */
  heartbeatMs: number;
  /** How long a liveness key lives unrenewed: a process silent this long counts as dead. */
  processTtlMs: number;
  /**
   * How long a process may be without Redis (disconnected, or unanswered) before it closes its
   * players' connections, so that they fail over to a process that has it, and refuses new ones.
   */
  redisLossMs: number;
}

/**
 * A killed process's players are shown reconnecting within processTtlMs + heartbeatMs (4 s: the
 * issue's 5 s, with a second for the broadcast); a live process is taken for dead only if its
 * event loop or its Redis link stalls for two heartbeats in a row.
 */
export const DEFAULT_LIVENESS: Readonly<LivenessTimes> = {
  heartbeatMs: 1_000,
  processTtlMs: 3_000,
  redisLossMs: 3_000,
};

/** Fills in the defaults and refuses times that would declare a live process dead. */
export function resolveLiveness(overrides: Partial<LivenessTimes> = {}): LivenessTimes {
  const times = resolvePositive('liveness', DEFAULT_LIVENESS, overrides);
  if (times.processTtlMs <= times.heartbeatMs) {
    throw new RangeError(
      `liveness processTtlMs (${times.processTtlMs}) must be longer than heartbeatMs (${times.heartbeatMs})`,
    );
  }
  return times;
}

/** Forgets a dead process, unless it has come back meanwhile (then its new list must stay). */
const FORGET = `
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('DEL', KEYS[2])
redis.call('SREM', KEYS[3], ARGV[1])
return 1`;

/** Marks a process found dead before any of its seats is dropped: 1, or 0 if it is alive after all. */
const BURY = `
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('SET', KEYS[2], '1', 'PX', ARGV[1])
return 1`;

/**
 * Registers a process whose key had expired: 1 if nothing was lost meanwhile (still listed, not
 * buried), 0 if the others buried it or the store forgot it.
 */
const REVIVE = `
local intact = redis.call('SISMEMBER', KEYS[3], ARGV[1]) == 1 and redis.call('EXISTS', KEYS[2]) == 0
redis.call('DEL', KEYS[2])
redis.call('SET', KEYS[1], '1', 'PX', ARGV[2])
redis.call('SADD', KEYS[3], ARGV[1])
if intact then return 1 end
return 0`;

/** How long the mark of a buried process lasts: longer than any stall a process could wake from. */
const BURIED_MS = 24 * 3_600_000;

interface Scripts {
  urForget(alive: string, seats: string, processes: string, id: string): Promise<number>;
  urBury(alive: string, buried: string, buriedMs: number): Promise<number>;
  urRevive(alive: string, buried: string, processes: string, id: string, ttlMs: number): Promise<number>;
}

export interface LivenessEvents {
  /** Process `process` died holding `seat` (maybe: the seat may have changed hands since). */
  orphaned(held: HeldSeat, process: string): Promise<void>;
  /** This process was buried by the others (or forgotten by the store): they may have dropped its seats already. */
  presumedDead(): void;
  /** The store refuses this process's writes (false), or accepts them again (true). */
  writable(writable: boolean): void;
  error(error: unknown): void;
}

const isSeat = (value: unknown): value is Seat => (PLAYERS as readonly unknown[]).includes(value);

/** A set member back to a seat; null for anything this module did not write. */
function parseHeld(text: string): HeldSeat | null {
  try {
    const [room, seat, sid] = JSON.parse(text) as unknown[];
    return typeof room === 'string' && isSeat(seat) && typeof sid === 'string' ? { room, seat, sid } : null;
  } catch {
    return null;
  }
}

export class Liveness implements SeatHolder {
  readonly id = newProcessId();
  readonly #redis: Redis & Scripts;
  #timer: NodeJS.Timeout | undefined;
  #sweeping = false;
  #closed = false;
  /** When a write of this process was last refused (ms since the epoch; null: never). */
  #refusedAt: number | null = null;
  #refusing = false;

  /** `redis` stays the caller's to close. */
  constructor(
    redis: Redis,
    private readonly prefix: string,
    private readonly times: LivenessTimes,
    private readonly events: LivenessEvents,
  ) {
    defineScripts(redis, { urForget: [3, FORGET], urBury: [2, BURY], urRevive: [3, REVIVE] });
    this.#redis = redis as Redis & Scripts;
  }

  get #processes(): string {
    return `${this.prefix}{processes}`;
  }

  #alive(id: string): string {
    return `${this.#processes}:${id}`;
  }

  #seats(id: string): string {
    return `${this.#processes}:${id}:seats`;
  }

  #buried(id: string): string {
    return `${this.#processes}:${id}:buried`;
  }

  /** Announces this process, then keeps its key alive and sweeps for dead processes every heartbeat (at once too). */
  async start(): Promise<void> {
    await this.#register();
    this.#timer = setInterval(() => void this.#beat(), this.times.heartbeatMs);
    this.#timer.unref();
    // Back on Redis after a drop: a Redis restarted empty has lost this process's key, and its
    // players must hear at once that their rooms are gone, not at the next heartbeat.
    this.#redis.on('ready', this.#reconnected);
    void this.#sweep();
  }

  #reconnected = (): void => {
    if (!this.#closed) void this.#beat();
  };

  async hold(held: HeldSeat): Promise<void> {
    await this.#redis.sadd(this.#seats(this.id), JSON.stringify([held.room, held.seat, held.sid]));
  }

  async release(held: HeldSeat): Promise<void> {
    await this.#redis.srem(this.#seats(this.id), JSON.stringify([held.room, held.seat, held.sid]));
  }

  /**
   * Stops the heartbeat and deletes the liveness key: the seats still listed (none once every
   * connection has been dropped) are then the survivors' to sweep, and the list theirs to forget.
   */
  async close(): Promise<void> {
    this.#closed = true;
    clearInterval(this.#timer);
    this.#redis.off('ready', this.#reconnected);
    await this.#redis.del(this.#alive(this.id));
  }

  get #ttl(): number {
    return Math.ceil(this.times.processTtlMs);
  }

  async #register(): Promise<void> {
    await this.#redis.multi().set(this.#alive(this.id), '1', 'PX', this.#ttl).sadd(this.#processes, this.id).exec();
  }

  /** Whether the store refuses this process's writes (its last renewal was refused). */
  get refusing(): boolean {
    return this.#refusing;
  }

  async #beat(): Promise<void> {
    try {
      // XX: renewed only if it still exists. If it expired, this process may have been taken for dead.
      const renewed = await this.#redis.set(this.#alive(this.id), '1', 'PX', this.#ttl, 'XX');
      const intact =
        renewed !== null ||
        (await this.#redis.urRevive(this.#alive(this.id), this.#buried(this.id), this.#processes, this.id, this.#ttl));
      this.#writes(true);
      if (!intact) this.events.presumedDead();
    } catch (error) {
      // An error reply is the store answering that it will not write (out of memory, read-only):
      // the process is alive and reachable. Anything else (no answer) is the store watch's to judge.
      if (error instanceof ReplyError) this.#writes(false);
      else this.events.error(error);
    }
    await this.#sweep();
  }

  #writes(accepted: boolean): void {
    if (!accepted) this.#refusedAt = Date.now();
    if (this.#refusing === !accepted) return;
    this.#refusing = !accepted;
    this.events.writable(accepted);
  }

  /** A refusal seen within a time to live (and a heartbeat): the others' keys may have lapsed only for it. */
  get #refusedLately(): boolean {
    return this.#refusedAt !== null && Date.now() - this.#refusedAt < this.times.processTtlMs + this.times.heartbeatMs;
  }

  /** Drops the seats of every dead process; one sweep at a time, however slow. */
  async #sweep(): Promise<void> {
    if (this.#sweeping || this.#closed || this.#refusedLately) return;
    this.#sweeping = true;
    try {
      const others = (await this.#redis.smembers(this.#processes)).filter((id) => id !== this.id);
      if (others.length === 0) return;
      const alive = await this.#redis.mget(others.map((id) => this.#alive(id)));
      for (const [index, id] of others.entries()) if (alive[index] === null) await this.#bury(id);
    } catch (error) {
      this.events.error(error);
    } finally {
      this.#sweeping = false;
    }
  }

  /**
   * Drops a dead process's seats, then forgets it. Several survivors may do this at once: each
   * seat changes by compare-and-set, so only one of them drops it and tells its room.
   */
  async #bury(id: string): Promise<void> {
    if ((await this.#redis.urBury(this.#alive(id), this.#buried(id), BURIED_MS)) === 0) return;
    for (const member of await this.#redis.smembers(this.#seats(id))) {
      const held = parseHeld(member);
      if (held) await this.events.orphaned(held, id);
    }
    await this.#redis.urForget(this.#alive(id), this.#seats(id), this.#processes, id);
  }
}

/**
 * Watches this process's Redis connections: lost when one of them has been down, or a PING has
 * gone unanswered, for `lossMs`; back when every connection answers again.
 */
export class RedisWatch {
  #heard: number;
  #asking = false;
  #lost = false;
  readonly #timer: NodeJS.Timeout;

  constructor(
    private readonly clients: Redis[],
    private readonly lossMs: number,
    private readonly events: { lost(): void; back(): void },
    private readonly now: () => number = Date.now,
  ) {
    this.#heard = now();
    this.#timer = setInterval(() => this.#check(), Math.min(500, lossMs / 3));
    this.#timer.unref();
  }

  /** Redis is lost to this process: it must not serve players. */
  get lost(): boolean {
    return this.#lost;
  }

  close(): void {
    clearInterval(this.#timer);
  }

  #check(): void {
    const up = () => this.clients.every((client) => client.status === 'ready');
    if (up() && !this.#asking) {
      this.#asking = true;
      this.clients[0].ping().then(
        () => {
          this.#asking = false;
          if (up()) this.#heard = this.now();
        },
        () => void (this.#asking = false),
      );
    }
    const silent = this.now() - this.#heard >= this.lossMs;
    if (silent && !this.#lost) {
      this.#lost = true;
      this.events.lost();
    } else if (!silent && this.#lost) {
      this.#lost = false;
      this.events.back();
    }
  }
}
