/**
 * Rooms and rematch offers in Redis, shared by every server process and kept across restarts.
 * Keys (their layout across the backend: ../redis.ts):
 *
 *   royal-ur:{<room>}           hash: the room's meta, light, dark (its time to live is the room's)
 *   royal-ur:{<room>}:actions   list: the record's actions
 *   royal-ur:{<room>}:rematch   hash: rematch offers and links
 *   royal-ur:{<room>}:heard     set: the processes whose connections hear the room (the transport's: broadcasts.ts)
 *
 * An append may also publish the transport's broadcast of the action, in the same script
 * (`appendAndPublish`): one round trip for both, and no process hears of an action the store lacks.
 */
import type { Redis } from 'ioredis';
import type { Seat } from '../../../src/protocol/index.js';
import { defineScripts } from '../lua.js';
import {
  parseSeat,
  seatText,
  type AppendResult,
  type Offered,
  type RematchOffers,
  type RematchStore,
  type RoomMeta,
  type Seats,
  type SeatState,
  type Store,
  type StoredActions,
} from './index.js';

/** The key of a room's hash (its rules and seats), whose time to live is the room's. */
export const roomKey = (prefix: string, room: string): string => `${prefix}{${room}}`;

/** The key of the set of processes whose connections hear a room (written by the transport: broadcasts.ts). */
export const heardKey = (prefix: string, room: string): string => `${roomKey(prefix, room)}:heard`;

/** A Lua condition: a process other than `publisher` is in the room's `heard` set, `key`. */
export const heardElsewhere = (key: string, publisher: string) =>
  `redis.call('SCARD', ${key}) > redis.call('SISMEMBER', ${key}, ${publisher})`;

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
redis.call('PEXPIRE', KEYS[3], ARGV[3])
if ARGV[4] and ${heardElsewhere('KEYS[3]', 'ARGV[6]')} then redis.call('PUBLISH', ARGV[4], ARGV[5]) end
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

/** A broadcast to publish with an append: its channel and message, and the process that appends it. */
export type Publish = [channel: string, message: Buffer, publisher: string];

interface Scripts {
  urCreate(room: string, meta: string, ttlMs: number): Promise<number>;
  urAppend(
    room: string,
    actions: string,
    heard: string,
    index: number,
    action: string,
    ttlMs: number,
    ...publish: Publish | []
  ): Promise<number>;
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
      urAppend: [3, APPEND],
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
    return `${this.#room(room)}:actions`;
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

  append(room: string, index: number, action: string, ttlMs: number): Promise<AppendResult> {
    return this.#append(room, index, action, ttlMs, []);
  }

  /**
   * As `append`, and once the action is appended, publishes `message` on `channel` in the same
   * script, unless no process but `publisher` hears the room: the other processes hear of the
   * action as it is stored, in one round trip for both.
   */
  appendAndPublish(
    room: string,
    index: number,
    action: string,
    ttlMs: number,
    ...publish: Publish
  ): Promise<AppendResult> {
    return this.#append(room, index, action, ttlMs, publish);
  }

  async #append(
    room: string,
    index: number,
    action: string,
    ttlMs: number,
    publish: Publish | [],
  ): Promise<AppendResult> {
    const ttl = Math.ceil(ttlMs);
    const result = await this.#redis.urAppend(
      this.#room(room),
      this.#actions(room),
      heardKey(this.prefix, room),
      index,
      action,
      ttl,
      ...publish,
    );
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

/** Returns {light, dark, next, previous, agreed}; an offer after the link changes nothing. */
const OFFER = `
local next = redis.call('HGET', KEYS[1], 'next')
if not next then
  redis.call('HSET', KEYS[1], ARGV[1], '1')
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
end
local f = redis.call('HMGET', KEYS[1], 'light', 'dark', 'next', 'previous')
local agreed = 0
if not next and f[1] and f[2] and redis.call('HSETNX', KEYS[1], 'opening', '1') == 1 then agreed = 1 end
return {f[1] or '', f[2] or '', f[3] or '', f[4] or '', agreed}`;

/** The rematch state from the Redis hash's fields (absent or '' when unset). */
const offersFrom = (...[light, dark, next, previous]: (string | null)[]): RematchOffers => ({
  offers: { light: light === '1', dark: dark === '1' },
  next: next || null,
  previous: previous || null,
});

interface RematchScripts {
  urRematchOffer(key: string, seat: Seat, ttlMs: number): Promise<[string, string, string, string, number]>;
}

/** Rematch offers in Redis, beside their room's keys. */
export class RedisRematches implements RematchStore {
  readonly #redis: Redis & RematchScripts;

  /** `redis` stays the caller's to close. */
  constructor(
    redis: Redis,
    private readonly prefix: string,
  ) {
    defineScripts(redis, { urRematchOffer: [1, OFFER] });
    this.#redis = redis as Redis & RematchScripts;
  }

  #key(room: string): string {
    return `${roomKey(this.prefix, room)}:rematch`;
  }

  async offer(room: string, seat: Seat, ttlMs: number): Promise<Offered> {
    const [light, dark, next, previous, agreed] = await this.#redis.urRematchOffer(
      this.#key(room),
      seat,
      Math.ceil(ttlMs),
    );
    return { state: offersFrom(light, dark, next, previous), agreed: agreed === 1 };
  }

  async offers(room: string): Promise<RematchOffers> {
    return offersFrom(...(await this.#redis.hmget(this.#key(room), 'light', 'dark', 'next', 'previous')));
  }

  async link(room: string, next: string, ttlMs: number): Promise<void> {
    const ttl = Math.ceil(ttlMs);
    await this.#redis
      .multi()
      .hset(this.#key(room), 'next', next)
      .pexpire(this.#key(room), ttl)
      .hset(this.#key(next), 'previous', room)
      .pexpire(this.#key(next), ttl)
      .exec();
  }

  async abandon(room: string): Promise<void> {
    await this.#redis.hdel(this.#key(room), 'opening');
  }
}
