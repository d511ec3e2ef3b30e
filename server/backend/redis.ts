/**
 * The backend of processes sharing one Redis: rooms shared by every server process and kept
 * across restarts, the limits by address counted together, rematch offers, quick-match queues,
 * the ratings, and each process's liveness. Every check-and-write that two processes may race is one Lua
 * script: Redis runs each alone. Keys that a script touches together share a hash tag, so that a
 * Redis Cluster keeps them on one node; each part lists its own keys:
 *
 *   royal-ur:{<room>}...            rooms/redis.ts (the room, its actions, its rematch, who hears it)
 *   royal-ur:{address:<a>}:...      admission/redis.ts
 *   royal-ur:match:<variant>:...    quick-match/redis.ts
 *   royal-ur:{ratings}:...          ratings/redis.ts (kept for good: they never expire)
 *   royal-ur:{processes}...         liveness/redis.ts
 *
 * This process holds two connections to Redis: one carries every command, the other only listens
 * (for the transport's broadcasts from the other processes, ../broadcasts.ts). Both are watched:
 * without either, the process must not serve.
 */
import { Redis } from 'ioredis';
import type { Limits } from '../limits.js';
import { RedisAdmission } from './admission/redis.js';
import type { Backend, BackendEvents } from './index.js';
import { Liveness, RedisWatch, type LivenessTimes } from './liveness/redis.js';
import { RedisQueues } from './quick-match/redis.js';
import type { RatingStore } from './ratings/index.js';
import { RedisRatings } from './ratings/redis.js';
import type { Store } from './rooms/index.js';
import { RedisRematches, RedisStore } from './rooms/redis.js';

export interface RedisBackendOptions {
  url: string;
  /** Prefix of every key and channel, for several deployments on one Redis. */
  prefix: string;
  limits: Limits;
  liveness: LivenessTimes;
  /** Rooms elsewhere (a database of the deployer's own); default: in this Redis. */
  store?: Store;
  /** Ratings elsewhere (the deployer's own); default: in this Redis. */
  ratings?: RatingStore;
  /** Where failures of the background work are reported. */
  error(message: string, error: unknown): void;
}

/**
 * How long a client waits before its next attempt to reconnect to Redis (ms): growing as ioredis's
 * default does, but never past 100 ms (the default's 2 s), so that a Redis back after a restart
 * is in use again, and what was missed sent again (../broadcasts.ts), well within a second.
 */
const reconnectDelay = (attempts: number): number => Math.min(attempts * 50, 100);

export class RedisBackend implements Backend {
  /**
   * Carries every command, each written as it is made. Not with ioredis's automatic pipelining:
   * a pipeline is written only once every command in it has been, and after a connection drops
   * ioredis sends again only the commands not yet answered, so a pipeline the drop cut in the
   * middle of its replies is never written again and its commands are never answered (ioredis
   * issue 800); a room waiting on one would wait for ever.
   */
  readonly redis: Redis;
  /** Only listens for the other processes' broadcasts (the transport's). */
  readonly subscriber: Redis;
  readonly prefix: string;
  readonly store: Store;
  /** The store in this Redis (null: the deployer's own), whose appends can also publish a broadcast. */
  readonly redisStore: RedisStore | null;
  readonly rematches: RedisRematches;
  readonly admission: RedisAdmission;
  readonly queues: RedisQueues;
  readonly ratings: RatingStore;
  readonly #liveness: Liveness;
  #watch: RedisWatch | null = null;
  #events: BackendEvents | null = null;
  readonly #lossMs: number;
  readonly #error: (message: string, error: unknown) => void;

  constructor(options: RedisBackendOptions) {
    const { prefix, limits, error } = options;
    this.prefix = prefix;
    this.#lossMs = options.liveness.redisLossMs;
    this.#error = error;
    this.redis = new Redis(options.url, { retryStrategy: reconnectDelay });
    this.subscriber = new Redis(options.url, { retryStrategy: reconnectDelay });
    for (const client of [this.redis, this.subscriber]) client.on('error', (cause) => error('redis:', cause));
    this.redisStore = options.store ? null : new RedisStore(this.redis, prefix);
    this.store = options.store ?? this.redisStore!;
    this.rematches = new RedisRematches(this.redis, prefix);
    this.admission = new RedisAdmission(this.redis, prefix, limits, error);
    this.queues = new RedisQueues(this.redis, prefix);
    this.ratings = options.ratings ?? new RedisRatings(this.redis, prefix);
    this.#liveness = new Liveness(this.redis, prefix, options.liveness, {
      orphaned: (held, process) => this.#events?.orphaned(held, process) ?? Promise.resolve(),
      presumedDead: () => this.#events?.presumedDead(),
      writable: (writable) => this.#events?.writable(writable),
      error: (cause) => error('liveness:', cause),
    });
  }

  get seatHolder(): Liveness {
    return this.#liveness;
  }

  get lost(): boolean {
    return this.#watch?.lost ?? false;
  }

  get writable(): boolean {
    return !this.#liveness.refusing;
  }

  async start(events: BackendEvents): Promise<void> {
    this.#events = events;
    this.#watch = new RedisWatch([this.redis, this.subscriber], this.#lossMs, events);
    // Announced in Redis before any player can take a seat here.
    await this.#liveness.start();
  }

  async close(): Promise<void> {
    this.admission.close();
    this.#watch?.close();
    await this.#liveness.close().catch((cause: unknown) => this.#error('liveness:', cause));
    await Promise.allSettled([this.redis.quit(), this.subscriber.quit()]);
  }

  sweep(): void {
    this.store.sweep?.();
  }
}
