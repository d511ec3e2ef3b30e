/**
 * Admission limits in Redis, counted together by every process. Keys (their layout across the
 * backend: ../redis.ts):
 *
 *   royal-ur:{address:<a>}:connections   sorted set: a lease per open connection, scored by its expiry
 *   royal-ur:{address:<a>}:creations     hash: the room-creation token bucket (tokens, at)
 *   royal-ur:{address:<a>}:rooms         sorted set: the rooms it made, scored by their expiry
 *   royal-ur:{address:<a>}:open          sorted set: those nobody has sat in yet
 *
 * A connection's lease is renewed while it is open and removed when it closes; a crashed
 * process's leases lapse after CONNECTION_LEASE_MS. A room counts for its address until its expiry
 * as last seen: one that outlived it (a game in play) is seen again, through its own key's time
 * to live, before the address is refused.
 *
 * When Redis fails, every limit fails closed: the handshake or the creation is refused
 * (`server-error`, to be retried). The process cannot serve without Redis anyway (the rooms are
 * there), and failing open would let a flood through exactly while the limits cannot be counted.
 */
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { refuse, type Refusal } from '../../../src/protocol/reply.js';
import type { Limits } from '../../limits.js';
import { defineScripts, NOW } from '../lua.js';
import { roomKey } from '../rooms/redis.js';
import type { Admission, Lease } from './index.js';

/** How long a connection counts without renewal (its process may have died); renewed every third of it. */
export const CONNECTION_LEASE_MS = 30_000;

/** One more lease (ARGV[1]) unless the address holds ARGV[2]; it lapses after ARGV[3] ms. */
const ADMIT = `${NOW}
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[3]), ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return 1`;

/** The leases ARGV[2..] still open: another ARGV[1] ms. */
const RENEW = `${NOW}
for i = 2, #ARGV do redis.call('ZADD', KEYS[1], 'XX', now + tonumber(ARGV[1]), ARGV[i]) end
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return 1`;

/** A token bucket of ARGV[1] creations, refilled evenly over a minute: takes one, or 0. */
const CREATE_TOKEN = `${NOW}
local burst = tonumber(ARGV[1])
local perMs = burst / 60000
local state = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(state[1]) or burst
local at = tonumber(state[2]) or now
tokens = math.min(burst, tokens + math.max(0, now - at) * perMs)
if tokens < 1 then return 0 end
tokens = tokens - 1
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil((burst - tokens) / perMs) + 1)
return 1`;

/**
 * Counts room ARGV[1] (unjoined, for ARGV[4] ms) unless the address holds ARGV[2] rooms or
 * ARGV[3] open ones: 1, or -1 (rooms), -2 (open). The keys live ARGV[5] ms (the longest a room
 * waits between actions). Rooms whose expiry has passed are left for the caller to look at.
 */
const RESERVE = `${NOW}
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then return -1 end
if redis.call('ZCARD', KEYS[2]) >= tonumber(ARGV[3]) then return -2 end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[4]), ARGV[1])
redis.call('ZADD', KEYS[2], now + tonumber(ARGV[4]), ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
redis.call('PEXPIRE', KEYS[2], ARGV[5])
return 1`;

/** Rooms ARGV[2], ARGV[4], … live ARGV[3], ARGV[5], … ms more (a negative time: gone); the key ARGV[1] ms. */
const RESCORE = `${NOW}
for i = 2, #ARGV, 2 do
  local ttl = tonumber(ARGV[i + 1])
  if ttl > 0 then redis.call('ZADD', KEYS[1], 'XX', now + ttl, ARGV[i]) else redis.call('ZREM', KEYS[1], ARGV[i]) end
end
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return 1`;

/** Room ARGV[1] was sat in: no longer open, and it lives ARGV[2] ms from now; the key ARGV[3] ms. */
const JOINED = `${NOW}
if redis.call('ZREM', KEYS[2], ARGV[1]) == 0 then return 0 end
redis.call('ZADD', KEYS[1], 'XX', now + tonumber(ARGV[2]), ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return 1`;

interface Scripts {
  urAdmit(connections: string, lease: string, limit: number, leaseMs: number): Promise<number>;
  urRenew(connections: string, leaseMs: number, ...leases: string[]): Promise<number>;
  urCreateToken(creations: string, perMinute: number): Promise<number>;
  urReserve(
    rooms: string,
    open: string,
    code: string,
    roomsLimit: number,
    openLimit: number,
    unjoinedMs: number,
    keyMs: number,
  ): Promise<number>;
  urRescore(rooms: string, keyMs: number, ...codesAndTtls: (string | number)[]): Promise<number>;
  urJoined(rooms: string, open: string, code: string, idleMs: number, keyMs: number): Promise<number>;
}

export class RedisAdmission implements Admission {
  readonly #redis: Redis & Scripts;
  /** This process's open connections' leases, by address, renewed until they close. */
  readonly #open = new Map<string, Set<string>>();
  readonly #leasePrefix = randomBytes(6).toString('base64url');
  #leases = 0;
  readonly #renewal: NodeJS.Timeout;

  /** `redis` stays the caller's to close. */
  constructor(
    redis: Redis,
    private readonly prefix: string,
    private readonly limits: Limits,
    /** Where failures of the background work are reported. */
    private readonly error: (message: string, error: unknown) => void,
  ) {
    defineScripts(redis, {
      urAdmit: [1, ADMIT],
      urRenew: [1, RENEW],
      urCreateToken: [1, CREATE_TOKEN],
      urReserve: [2, RESERVE],
      urRescore: [1, RESCORE],
      urJoined: [2, JOINED],
    });
    this.#redis = redis as Redis & Scripts;
    this.#renewal = setInterval(() => void this.#renew(), CONNECTION_LEASE_MS / 3);
    this.#renewal.unref();
  }

  /** Stops renewing the leases (they lapse unless the connections closed first). */
  close(): void {
    clearInterval(this.#renewal);
  }

  #key(address: string, what: 'connections' | 'creations' | 'rooms' | 'open'): string {
    return `${this.prefix}{address:${address}}:${what}`;
  }

  async admit(address: string): Promise<Lease | null> {
    const id = `${this.#leasePrefix}:${++this.#leases}`;
    const limit = this.limits.connectionsPerAddress;
    const admitted = await this.#redis.urAdmit(this.#key(address, 'connections'), id, limit, CONNECTION_LEASE_MS);
    return admitted === 1 ? { address, id } : null;
  }

  opened({ address, id }: Lease): void {
    const leases = this.#open.get(address) ?? new Set();
    leases.add(id);
    this.#open.set(address, leases);
  }

  closed({ address, id }: Lease): void {
    const leases = this.#open.get(address);
    leases?.delete(id);
    if (leases?.size === 0) this.#open.delete(address);
    this.#redis
      .zrem(this.#key(address, 'connections'), id)
      .catch((error) => this.error('redis: address limits:', error));
  }

  async mayCreate(address: string): Promise<boolean> {
    return (
      (await this.#redis.urCreateToken(this.#key(address, 'creations'), this.limits.roomsPerMinutePerAddress)) === 1
    );
  }

  /** The longest a room lives between two actions: its address's keys live as long. */
  get #keyMs(): number {
    const { unjoinedRoomMs, idleRoomMs, finishedRoomMs } = this.limits;
    return Math.ceil(Math.max(unjoinedRoomMs, idleRoomMs, finishedRoomMs));
  }

  async reserveRoom(address: string, code: string): Promise<Refusal | null> {
    const { roomsPerAddress, openRoomsPerAddress, unjoinedRoomMs } = this.limits;
    const keyMs = this.#keyMs;
    const rooms = this.#key(address, 'rooms');
    const open = this.#key(address, 'open');
    const reserve = () =>
      this.#redis.urReserve(rooms, open, code, roomsPerAddress, openRoomsPerAddress, Math.ceil(unjoinedRoomMs), keyMs);
    let result = await reserve();
    // At the limit, maybe only by rooms past their expiry as last seen: look at them, then once more.
    if (result === -1 && (await this.#rescore(rooms))) result = await reserve();
    if (result === 1) return null;
    return result === -1
      ? refuse('room-limit', `your address holds ${roomsPerAddress} rooms: finish or leave some first`)
      : refuse('room-limit', 'your address made rooms nobody has joined yet: use them first');
  }

  async cancelRoom(address: string, code: string): Promise<void> {
    await this.#redis.multi().zrem(this.#key(address, 'rooms'), code).zrem(this.#key(address, 'open'), code).exec();
  }

  /** Never fails: a room not struck off counts as open until its unjoined time is up, and the join goes on. */
  async roomJoined(address: string, code: string): Promise<void> {
    await this.#redis
      .urJoined(
        this.#key(address, 'rooms'),
        this.#key(address, 'open'),
        code,
        Math.ceil(this.limits.idleRoomMs),
        this.#keyMs,
      )
      .catch((error) => this.error('redis: address limits:', error));
  }

  /** The rooms whose expiry as last seen has passed get their rooms' own; true if any changed. */
  async #rescore(rooms: string): Promise<boolean> {
    const time = await this.#redis.time();
    const now = Number(time[0]) * 1000 + Math.floor(Number(time[1]) / 1000);
    const stale = await this.#redis.zrangebyscore(rooms, '-inf', now);
    if (stale.length === 0) return false;
    const pipeline = this.#redis.pipeline();
    for (const code of stale) pipeline.pttl(roomKey(this.prefix, code));
    const ttls = (await pipeline.exec()) ?? [];
    await this.#redis.urRescore(rooms, this.#keyMs, ...stale.flatMap((code, i) => [code, Number(ttls[i]?.[1] ?? -2)]));
    return true;
  }

  async #renew(): Promise<void> {
    if (this.#open.size === 0) return;
    const pipeline = this.#redis.pipeline();
    for (const [address, leases] of this.#open)
      (pipeline as unknown as Scripts).urRenew(this.#key(address, 'connections'), CONNECTION_LEASE_MS, ...leases);
    try {
      await pipeline.exec();
    } catch (error) {
      this.error('redis: address limits:', error);
    }
  }
}
