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
 */
import type { Redis } from 'ioredis';
import { PLAYERS } from '../../src/engine/index.js';
import type { Seat } from '../../src/protocol/index.js';
import { newProcessId } from '../codes.js';
import { resolvePositive } from '../limits.js';
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

interface Scripts {
  urForget(alive: string, seats: string, processes: string, id: string): Promise<number>;
}

export interface LivenessEvents {
  /** Process `process` died holding `seat` (maybe: the seat may have changed hands since). */
  orphaned(held: HeldSeat, process: string): Promise<void>;
  /** This process found its own key expired: the others may have dropped its seats already. */
  presumedDead(): void;
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

  /** `redis` stays the caller's to close. */
  constructor(
    redis: Redis,
    private readonly prefix: string,
    private readonly times: LivenessTimes,
    private readonly events: LivenessEvents,
  ) {
    redis.defineCommand('urForget', { numberOfKeys: 3, lua: FORGET });
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

  async #beat(): Promise<void> {
    try {
      // XX: renewed only if it still exists. If it expired, this process was taken for dead.
      if ((await this.#redis.set(this.#alive(this.id), '1', 'PX', this.#ttl, 'XX')) === null) {
        await this.#register();
        this.events.presumedDead();
      }
    } catch (error) {
      this.events.error(error);
    }
    await this.#sweep();
  }

  /** Drops the seats of every dead process; one sweep at a time, however slow. */
  async #sweep(): Promise<void> {
    if (this.#sweeping || this.#closed) return;
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
