/**
 * The backend of processes sharing one Redis: rooms shared by every server process and kept
 * across restarts, the limits by address counted together, rematch offers, quick-match queues,
 * and each process's liveness (liveness.ts). Every check-and-write that two processes may race is
 * one Lua script: Redis runs each alone. Keys that a script touches together share a hash tag, so
 * that a Redis Cluster keeps them on one node:
 *
 *   royal-ur:{<room>}                    hash: the room's meta, light, dark (its time to live is the room's)
 *   royal-ur:{<room>}:actions            list: the record's actions
 *   royal-ur:{<room>}:rematch            hash: rematch offers and links
 *   royal-ur:{<room>}:heard              set: the processes (their adapters' uid) with connections in the room
 *   royal-ur:{address:<a>}:connections   sorted set: a lease per open connection, scored by its expiry
 *   royal-ur:{address:<a>}:creations     hash: the room-creation token bucket (tokens, at)
 *   royal-ur:{address:<a>}:rooms         sorted set: the rooms it made, scored by their expiry
 *   royal-ur:{address:<a>}:open          sorted set: those nobody has sat in yet
 *   royal-ur:match:<variant>:<rules>     list: the quick-match queue
 *   royal-ur:{processes}...              liveness (liveness.ts)
 *
 * An accepted action's broadcast to the other processes is published by the script that appends
 * it (`RedisBackend.appendAction`): one round trip per action, and no process hears of an action
 * the store lacks. It is published only when a process other than the appending one hears the
 * room: each process's adapter adds itself to the room's `heard` set before a connection of its
 * own joins the room (and so before that connection reads the record) and leaves it with its last
 * one. A room played out on one process costs the others nothing (each process subscribes to every
 * room's channel, and every message published wakes it).
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
import { RedisAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { Namespace } from 'socket.io';
import { EVENTS, type ActionEvent, type Seat } from '../../src/protocol/index.js';
import { refuse, type Refusal } from '../../src/protocol/reply.js';
import type { Limits } from '../limits.js';
import {
  entryText,
  roomsHeard,
  parseEntry,
  parseSeat,
  seatText,
  type AppendResult,
  type Backend,
  type BackendEvents,
  type Lease,
  type Offered,
  type RematchOffers,
  type RoomMeta,
  type Seats,
  type SeatState,
  type Store,
  type StoredActions,
  type Waiting,
} from './index.js';
import { Liveness, RedisWatch, type LivenessTimes } from './liveness.js';

const CREATE = `
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('HSET', KEYS[1], 'meta', ARGV[1], 'light', '', 'dark', '')
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`;

/** A Lua condition: a process other than `publisher` is in the room's `heard` set, `key`. */
const heardElsewhere = (key: string, publisher: string) =>
  `redis.call('SCARD', ${key}) > redis.call('SISMEMBER', ${key}, ${publisher})`;

const APPEND = `
if redis.call('EXISTS', KEYS[1]) == 0 then return -1 end
if redis.call('LLEN', KEYS[2]) ~= tonumber(ARGV[1]) then return 0 end
redis.call('RPUSH', KEYS[2], ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
redis.call('PEXPIRE', KEYS[2], ARGV[3])
redis.call('PEXPIRE', KEYS[3], ARGV[3])
if ARGV[4] and ${heardElsewhere('KEYS[3]', 'ARGV[6]')} then redis.call('PUBLISH', ARGV[4], ARGV[5]) end
return 1`;

/** Publishes ARGV[2], ARGV[3] unless no process but ARGV[1] hears the room (KEYS[1]), whose set lives ARGV[4] ms more. */
const PUBLISH_IF_HEARD = `
redis.call('PEXPIRE', KEYS[1], ARGV[4])
if ${heardElsewhere('KEYS[1]', 'ARGV[1]')} then return redis.call('PUBLISH', ARGV[2], ARGV[3]) end
return 0`;

/** Process ARGV[1] hears the room (KEYS[1]: its set, which lives at least ARGV[2] ms more). */
const HEAR = `
redis.call('SADD', KEYS[1], ARGV[1])
if redis.call('PTTL', KEYS[1]) < tonumber(ARGV[2]) then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
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

/** A broadcast to publish with an append: its channel and message, and the process that appends it. */
type Publish = [channel: string, message: Buffer, publisher: string];

/** The key of the set of processes whose connections hear a room. */
const heardKey = (prefix: string, room: string): string => `${prefix}{${room}}:heard`;

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
const NOW = `local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)`;

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

/** ARGV: the entry, now, and the queue's time to live. Entries whose wait ended are dropped on the way. */
const PAIR_OR_WAIT = `
while true do
  local head = redis.call('LPOP', KEYS[1])
  if not head then break end
  if cjson.decode(head)[1] > tonumber(ARGV[2]) then return head end
end
redis.call('RPUSH', KEYS[1], ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return false`;

interface BackendScripts {
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
  urRematchOffer(key: string, seat: Seat, ttlMs: number): Promise<[string, string, string, string, number]>;
  urPairOrWait(key: string, entry: string, now: number, ttlMs: number): Promise<string | null>;
  urHear(heard: string, process: string, ttlMs: number): Promise<number>;
  urPublishIfHeard(heard: string, process: string, channel: string, message: Buffer, ttlMs: number): Promise<number>;
}

/**
 * The Socket.IO Redis adapter, which also writes the message its `broadcast` would publish for one
 * event to one room, so that the append script publishes it with the action. The format is the
 * adapter's own (version 8): `[uid, packet, options]` by its parser, on the room's channel; the
 * other processes' adapters deliver it as any broadcast of this one, and this process's adapter
 * knows its uid and ignores it. `test/server/redis.node.test.ts` proves it across processes.
 * It also tells `hearing` when a room gets its first connection of this process (a join waits for
 * that to be written) and loses its last, so that the append publishes only when it is heard elsewhere.
 */
class BroadcastingAdapter extends RedisAdapter {
  /** The adapter's channel prefix (its own field): a broadcast to one room goes to `<prefix><room>#`. */
  readonly #channel: string;
  readonly #hearing: Hearing;

  constructor(hearing: Hearing, ...args: ConstructorParameters<typeof RedisAdapter>) {
    super(...args);
    const channel: unknown = (this as unknown as { channel: unknown }).channel;
    if (typeof channel !== 'string') throw new Error('the Socket.IO Redis adapter no longer has its channel prefix');
    this.#channel = channel;
    this.#hearing = hearing;
  }

  override addAll(id: string, rooms: Set<string>): Promise<void> | void {
    const first = [...rooms].filter((room) => room !== id && !this.rooms.has(room));
    super.addAll(id, rooms);
    if (first.length) return Promise.all(first.map((room) => this.#hearing.hear(room, this.uid))).then(() => undefined);
  }

  override del(id: string, room: string): Promise<void> | void {
    const heard = room !== id && this.rooms.has(room);
    const result = super.del(id, room);
    if (heard && !this.rooms.has(room)) this.#hearing.unhear(room, this.uid);
    return result;
  }

  override delAll(id: string): void {
    const rooms = [...(this.sids.get(id) ?? [])];
    super.delAll(id);
    for (const room of rooms) if (room !== id && !this.rooms.has(room)) this.#hearing.unhear(room, this.uid);
  }

  /** The channel and message of `io.to(room).emit(event, payload)`, as this adapter would publish them. */
  roomMessage(room: string, event: string, payload: object): { channel: string; message: Buffer } {
    // Socket.IO's packet type EVENT (2), as its broadcast operator makes it.
    const packet = { type: 2, data: [event, payload], nsp: this.nsp.name };
    const message = this.parser.encode([this.uid, packet, { rooms: [room], except: [], flags: {} }]) as Buffer;
    return { channel: `${this.#channel}${room}#`, message };
  }
}

/** How a process says which rooms its connections hear (the rooms' `heard` sets); never rejects. */
interface Hearing {
  hear(room: string, process: string): Promise<void>;
  unhear(room: string, process: string): void;
}

/** How long a connection counts without renewal (its process may have died); renewed every third of it. */
export const CONNECTION_LEASE_MS = 30_000;

/** How much longer a quick-match queue lives than its last entry's wait. */
const QUEUE_MARGIN_MS = 10_000;

/** The rematch state from the Redis hash's fields (absent or '' when unset). */
const offersFrom = (...[light, dark, next, previous]: (string | null)[]): RematchOffers => ({
  offers: { light: light === '1', dark: dark === '1' },
  next: next || null,
  previous: previous || null,
});

export interface RedisBackendOptions {
  url: string;
  /** Prefix of every key and channel, for several deployments on one Redis. */
  prefix: string;
  limits: Limits;
  liveness: LivenessTimes;
  /** Rooms elsewhere (a database of the deployer's own); default: in this Redis. */
  store?: Store;
  /** Where failures of the background work are reported. */
  error(message: string, error: unknown): void;
}

/**
 * How long a client waits before its next attempt to reconnect to Redis (ms): growing as ioredis's
 * default does, but never past 100 ms (the default's 2 s), so that a Redis back after a restart
 * is in use again, and what was missed sent again (`BackendEvents.missed`), well within a second.
 */
const reconnectDelay = (attempts: number): number => Math.min(attempts * 50, 100);

export class RedisBackend implements Backend {
  readonly store: Store;
  readonly adapter: Backend['adapter'];
  /** The store in this Redis (none: the deployer's own store), whose appends also publish. */
  readonly #redisStore: RedisStore | null;
  /** The adapter of Socket.IO's main namespace, made by the server that uses this backend. */
  #broadcasts: BroadcastingAdapter | null = null;
  /**
   * Carries every command, each written as it is made. Not with ioredis's automatic pipelining:
   * a pipeline is written only once every command in it has been, and after a connection drops
   * ioredis sends again only the commands not yet answered, so a pipeline the drop cut in the
   * middle of its replies is never written again and its commands are never answered (ioredis
   * issue 800); a room waiting on one would wait for ever.
   */
  readonly #redis: Redis & BackendScripts;
  /** Only listens for the other processes' broadcasts. */
  readonly #subscriber: Redis;
  readonly #liveness: Liveness;
  #watch: RedisWatch | null = null;
  readonly #prefix: string;
  readonly #limits: Limits;
  readonly #times: LivenessTimes;
  /** This process's open connections' leases, by address, renewed until they close. */
  readonly #open = new Map<string, Set<string>>();
  readonly #leasePrefix = randomBytes(6).toString('base64url');
  #leases = 0;
  readonly #renewal: NodeJS.Timeout;
  readonly #error: (message: string, error: unknown) => void;

  constructor(options: RedisBackendOptions) {
    this.#prefix = options.prefix;
    this.#limits = options.limits;
    this.#times = options.liveness;
    this.#error = options.error;
    const redis = new Redis(options.url, { retryStrategy: reconnectDelay });
    this.#subscriber = new Redis(options.url, { retryStrategy: reconnectDelay });
    for (const client of [redis, this.#subscriber]) client.on('error', (error) => this.#error('redis:', error));
    this.#logPublishFailures(redis);
    defineScripts(redis, {
      urAdmit: [1, ADMIT],
      urRenew: [1, RENEW],
      urCreateToken: [1, CREATE_TOKEN],
      urReserve: [2, RESERVE],
      urRescore: [1, RESCORE],
      urJoined: [2, JOINED],
      urRematchOffer: [1, OFFER],
      urPairOrWait: [1, PAIR_OR_WAIT],
      urHear: [1, HEAR],
      urPublishIfHeard: [1, PUBLISH_IF_HEARD],
    });
    this.#redis = redis as Redis & BackendScripts;
    this.#redisStore = options.store ? null : new RedisStore(redis, this.#prefix);
    this.store = options.store ?? this.#redisStore!;
    const subscriber = this.#subscriber;
    const key = `${this.#prefix}socket.io`;
    const main = (adapter: BroadcastingAdapter) => (this.#broadcasts = adapter);
    const hearing: Hearing = {
      hear: (room, process) => this.#hear(room, process),
      unhear: (room, process) => this.#unhear(room, process),
    };
    // A function, not an arrow: Socket.IO calls it with `new`.
    this.adapter = function (nsp: Namespace) {
      const adapter = new BroadcastingAdapter(hearing, nsp, redis, subscriber, { key });
      if (nsp.name === '/') main(adapter);
      return adapter;
    };
    this.#noticeResubscriptions();
    this.#liveness = new Liveness(redis, this.#prefix, this.#times, {
      orphaned: (held, process) => this.#events?.orphaned(held, process) ?? Promise.resolve(),
      presumedDead: () => this.#events?.presumedDead(),
      writable: (writable) => this.#events?.writable(writable),
      error: (error) => this.#error('liveness:', error),
    });
    this.#renewal = setInterval(() => void this.#renew(), CONNECTION_LEASE_MS / 3);
    this.#renewal.unref();
  }

  #events: BackendEvents | null = null;

  get id(): string {
    return this.#liveness.id;
  }

  get lost(): boolean {
    return this.#watch?.lost ?? false;
  }

  get writable(): boolean {
    return !this.#liveness.refusing;
  }

  /**
   * The Socket.IO Redis adapter publishes without handling a failure: while Redis is away, every
   * broadcast would be an unhandled rejection (which ends a Node process by default). Each publish
   * gets a handler that logs the failure; its promise is the same.
   */
  #logPublishFailures(client: Redis): void {
    const publish = client.publish.bind(client) as (...args: unknown[]) => Promise<number>;
    (client as { publish: unknown }).publish = (...args: unknown[]) => {
      const published = publish(...args);
      published.catch((error: unknown) => this.#error('redis: a broadcast to the other processes failed:', error));
      return published;
    };
  }

  /**
   * Publish/subscribe keeps nothing: a broadcast published while the subscriber's connection was
   * down (or before its subscriptions were made again) is lost to this process. ioredis subscribes
   * again when the connection is back; a PING sent after that is answered after the subscriptions
   * are in place, and from then on every broadcast arrives. Every action broadcast before that was
   * appended to the store before it was published, so the store holds all that may have been lost.
   */
  #noticeResubscriptions(): void {
    let first = true;
    this.#subscriber.on('ready', () => {
      // The first connection has missed nothing: nobody was listening before.
      if (first) return void (first = false);
      this.#subscriber
        .ping()
        .then(() => this.#hearAgain())
        .then(
          () => this.#events?.missed(),
          (error: unknown) => this.#error('redis: could not confirm the subscriptions:', error),
        );
    });
  }

  /**
   * Appends the action and tells the other processes: with the store in this Redis, its script
   * publishes the broadcast as it appends (one round trip); with a store of the deployer's own,
   * the broadcast is published once the store has appended it.
   */
  async appendAction(room: string, index: number, action: string, ttlMs: number): Promise<AppendResult> {
    if (!this.#broadcasts) throw new Error('no Socket.IO server uses this backend: nobody to tell of the action');
    const event: ActionEvent = { room, index, action };
    const { channel, message } = this.#broadcasts.roomMessage(room, EVENTS.action, event);
    const publisher = this.#broadcasts.uid;
    if (this.#redisStore)
      return this.#redisStore.appendAndPublish(room, index, action, ttlMs, channel, message, publisher);
    const stored = await this.store.append(room, index, action, ttlMs);
    if (stored === 'ok')
      void this.#redis
        .urPublishIfHeard(heardKey(this.#prefix, room), publisher, channel, message, Math.ceil(ttlMs))
        .catch((error: unknown) => this.#error('redis: a broadcast to the other processes failed:', error));
    return stored;
  }

  /** Whether a room's `heard` set may lack this process (a write failed): written again at the next renewal. */
  #hearingStale = false;

  async #hear(room: string, process: string): Promise<void> {
    try {
      await this.#redis.urHear(heardKey(this.#prefix, room), process, Math.ceil(this.#limits.idleRoomMs));
    } catch (error) {
      // The join goes on: its connection hears what this process appends, and the rest by its gap check until then.
      this.#hearingStale = true;
      this.#error('redis: could not note a room heard here; noted again at the next renewal:', error);
    }
  }

  #unhear(room: string, process: string): void {
    // Left behind, the entry costs the other processes a message per action until the room expires.
    this.#redis
      .srem(heardKey(this.#prefix, room), process)
      .catch((error: unknown) => this.#error('redis: could not note a room no longer heard here:', error));
  }

  /** Every room heard here, in its `heard` set again (Redis may have lost the last writes in a restart). */
  async #hearAgain(): Promise<void> {
    const adapter = this.#broadcasts;
    if (!adapter) return;
    this.#hearingStale = false;
    await Promise.all(roomsHeard(adapter).map((room) => this.#hear(room, adapter.uid)));
  }

  async start(events: BackendEvents): Promise<void> {
    this.#events = events;
    this.#watch = new RedisWatch([this.#redis, this.#subscriber], this.#times.redisLossMs, events);
    // Announced in Redis before any player can take a seat here.
    await this.#liveness.start();
  }

  async close(): Promise<void> {
    clearInterval(this.#renewal);
    this.#watch?.close();
    await this.#liveness.close().catch((error: unknown) => this.#error('liveness:', error));
    await Promise.allSettled([this.#redis.quit(), this.#subscriber.quit()]);
  }

  sweep(): void {
    this.store.sweep?.();
  }

  hold(held: Parameters<Liveness['hold']>[0]): Promise<void> {
    return this.#liveness.hold(held);
  }

  release(held: Parameters<Liveness['release']>[0]): Promise<void> {
    return this.#liveness.release(held);
  }

  #key(address: string, what: 'connections' | 'creations' | 'rooms' | 'open'): string {
    return `${this.#prefix}{address:${address}}:${what}`;
  }

  async admit(address: string): Promise<Lease | null> {
    const id = `${this.#leasePrefix}:${++this.#leases}`;
    const limit = this.#limits.connectionsPerAddress;
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
      .catch((error) => this.#error('redis: address limits:', error));
  }

  async mayCreate(address: string): Promise<boolean> {
    return (
      (await this.#redis.urCreateToken(this.#key(address, 'creations'), this.#limits.roomsPerMinutePerAddress)) === 1
    );
  }

  /** The longest a room lives between two actions: its address's keys live as long. */
  get #keyMs(): number {
    const { unjoinedRoomMs, idleRoomMs, finishedRoomMs } = this.#limits;
    return Math.ceil(Math.max(unjoinedRoomMs, idleRoomMs, finishedRoomMs));
  }

  async reserveRoom(address: string, code: string): Promise<Refusal | null> {
    const { roomsPerAddress, openRoomsPerAddress, unjoinedRoomMs } = this.#limits;
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
        Math.ceil(this.#limits.idleRoomMs),
        this.#keyMs,
      )
      .catch((error) => this.#error('redis: address limits:', error));
  }

  /** The rooms whose expiry as last seen has passed get their rooms' own; true if any changed. */
  async #rescore(rooms: string): Promise<boolean> {
    const time = await this.#redis.time();
    const now = Number(time[0]) * 1000 + Math.floor(Number(time[1]) / 1000);
    const stale = await this.#redis.zrangebyscore(rooms, '-inf', now);
    if (stale.length === 0) return false;
    const pipeline = this.#redis.pipeline();
    for (const code of stale) pipeline.pttl(roomKey(this.#prefix, code));
    const ttls = (await pipeline.exec()) ?? [];
    await this.#redis.urRescore(rooms, this.#keyMs, ...stale.flatMap((code, i) => [code, Number(ttls[i]?.[1] ?? -2)]));
    return true;
  }

  async #renew(): Promise<void> {
    if (this.#hearingStale) void this.#hearAgain();
    if (this.#open.size === 0) return;
    const pipeline = this.#redis.pipeline();
    for (const [address, leases] of this.#open)
      (pipeline as unknown as BackendScripts).urRenew(
        this.#key(address, 'connections'),
        CONNECTION_LEASE_MS,
        ...leases,
      );
    try {
      await pipeline.exec();
    } catch (error) {
      this.#error('redis: address limits:', error);
    }
  }

  #rematchKey(room: string): string {
    return `${roomKey(this.#prefix, room)}:rematch`;
  }

  async offerRematch(room: string, seat: Seat, ttlMs: number): Promise<Offered> {
    const [light, dark, next, previous, agreed] = await this.#redis.urRematchOffer(
      this.#rematchKey(room),
      seat,
      Math.ceil(ttlMs),
    );
    return { state: offersFrom(light, dark, next, previous), agreed: agreed === 1 };
  }

  async rematchOffers(room: string): Promise<RematchOffers> {
    return offersFrom(...(await this.#redis.hmget(this.#rematchKey(room), 'light', 'dark', 'next', 'previous')));
  }

  async linkRematch(room: string, next: string, ttlMs: number): Promise<void> {
    const ttl = Math.ceil(ttlMs);
    await this.#redis
      .multi()
      .hset(this.#rematchKey(room), 'next', next)
      .pexpire(this.#rematchKey(room), ttl)
      .hset(this.#rematchKey(next), 'previous', room)
      .pexpire(this.#rematchKey(next), ttl)
      .exec();
  }

  async abandonRematch(room: string): Promise<void> {
    await this.#redis.hdel(this.#rematchKey(room), 'opening');
  }

  #queueKey(queue: string): string {
    return `${this.#prefix}match:${queue}`;
  }

  async pairOrWait(queue: string, entry: Waiting, now: number): Promise<Waiting | null> {
    // Outlives the last wait by a margin: the waiting process's timer takes its entry out itself and tells the player.
    const ttl = Math.ceil(entry.until - now) + QUEUE_MARGIN_MS;
    const head = await this.#redis.urPairOrWait(this.#queueKey(queue), entryText(entry), now, ttl);
    return head === null ? null : parseEntry(head);
  }

  async unqueue(queue: string, entry: Waiting): Promise<boolean> {
    return (await this.#redis.lrem(this.#queueKey(queue), 1, entryText(entry))) > 0;
  }
}
