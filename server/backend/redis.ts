/**
 * Rooms in Redis, shared by every server process and kept across restarts. A room is a hash
 * (`meta`, `light`, `dark`) and a list of actions, under one hash tag so that a Redis Cluster
 * keeps them on one node. The atomic operations are Lua scripts: Redis runs each alone, so two
 * processes appending at the same index cannot both succeed.
 */
import type { Redis } from 'ioredis';
import type { Seat } from '../../src/protocol/index.js';
import {
  parseSeat,
  seatText,
  type AppendResult,
  type RoomMeta,
  type Seats,
  type SeatState,
  type Store,
  type StoredActions,
} from './memory.js';

const CREATE = `
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('HSET', KEYS[1], 'meta', ARGV[1], 'light', '', 'dark', '')
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`;

const APPEND = `
if redis.call('EXISTS', KEYS[1]) == 0 then return -1 end
if redis.call('LLEN', KEYS[2]) ~= tonumber(ARGV[1]) then return 0 end
redis.call('RPUSH', KEYS[2], ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
redis.call('PEXPIRE', KEYS[2], ARGV[3])
return 1`;

const READ = `
if redis.call('EXISTS', KEYS[1]) == 0 then return false end
return {redis.call('LLEN', KEYS[2]), redis.call('LRANGE', KEYS[2], ARGV[1], -1)}`;

const TOUCH = `
if redis.call('PEXPIRE', KEYS[1], ARGV[1]) == 0 then return 0 end
redis.call('PEXPIRE', KEYS[2], ARGV[1])
return 1`;

const SET_SEAT = `
if redis.call('HGET', KEYS[1], ARGV[1]) ~= ARGV[2] then return 0 end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[3])
return 1`;

/** Defines each Lua script as a command of `redis`, named as in `scripts`: `[number of keys, source]`. */
export function defineScripts(redis: Redis, scripts: Record<string, [numberOfKeys: number, lua: string]>): void {
  for (const [name, [numberOfKeys, lua]] of Object.entries(scripts)) redis.defineCommand(name, { numberOfKeys, lua });
}

/** The key of a room's hash (its rules and seats), whose time to live is the room's. */
export const roomKey = (prefix: string, room: string): string => `${prefix}{${room}}`;

interface Scripts {
  urCreate(room: string, meta: string, ttlMs: number): Promise<number>;
  urAppend(room: string, actions: string, index: number, action: string, ttlMs: number): Promise<number>;
  urRead(room: string, actions: string, from: number): Promise<[number, string[]] | null>;
  urTouch(room: string, actions: string, ttlMs: number): Promise<number>;
  urSetSeat(room: string, seat: Seat, expected: string, next: string): Promise<number>;
}

export class RedisStore implements Store {
  readonly #redis: Redis & Scripts;

  /** `redis` stays the caller's to close. */
  constructor(
    redis: Redis,
    private readonly prefix = 'royal-ur:',
  ) {
    defineScripts(redis, {
      urCreate: [1, CREATE],
      urAppend: [2, APPEND],
      urSetSeat: [1, SET_SEAT],
      urRead: [2, READ],
      urTouch: [2, TOUCH],
    });
    this.#redis = redis as Redis & Scripts;
  }

  #room(room: string): string {
    return roomKey(this.prefix, room);
  }

  #actions(room: string): string {
    return `${this.prefix}{${room}}:actions`;
  }

  async create(room: string, meta: RoomMeta, ttlMs: number): Promise<boolean> {
    return (await this.#redis.urCreate(this.#room(room), JSON.stringify(meta), Math.ceil(ttlMs))) === 1;
  }

  async meta(room: string): Promise<RoomMeta | null> {
    const text = await this.#redis.hget(this.#room(room), 'meta');
    return text ? (JSON.parse(text) as RoomMeta) : null;
  }

  async read(room: string, from: number): Promise<StoredActions | null> {
    const result = await this.#redis.urRead(this.#room(room), this.#actions(room), from);
    return result ? { length: result[0], actions: result[1] } : null;
  }

  async touch(room: string, ttlMs: number): Promise<boolean> {
    return (await this.#redis.urTouch(this.#room(room), this.#actions(room), Math.ceil(ttlMs))) === 1;
  }

  async append(room: string, index: number, action: string, ttlMs: number): Promise<AppendResult> {
    const result = await this.#redis.urAppend(this.#room(room), this.#actions(room), index, action, Math.ceil(ttlMs));
    return result === 1 ? 'ok' : result === 0 ? 'conflict' : 'no-room';
  }

  async seats(room: string): Promise<Seats> {
    const [light, dark] = await this.#redis.hmget(this.#room(room), 'light', 'dark');
    return { light: parseSeat(light), dark: parseSeat(dark) };
  }

  async setSeat(room: string, seat: Seat, expected: SeatState | null, next: SeatState): Promise<boolean> {
    return (await this.#redis.urSetSeat(this.#room(room), seat, seatText(expected), seatText(next))) === 1;
  }
}
