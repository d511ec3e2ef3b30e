/**
 * The transport's broadcasts between processes sharing one Redis: the Socket.IO Redis adapter, on
 * the backend's two connections (backend/redis.ts), and which rooms each process hears.
 *
 * An accepted action's broadcast to the other processes is published by the script that appends
 * it (`appendAction`, with the store in this Redis): one round trip per action, and no process
 * hears of an action the store lacks. It is published only when a process other than the
 * appending one hears the room: each process's adapter adds itself to the room's `heard` set
 * (backend/rooms/redis.ts) before a connection of its own joins the room (and so before that
 * connection reads the record) and leaves it with its last one. A room played out on one process
 * costs the others nothing (each process subscribes to every room's channel, and every message
 * published wakes it).
 */
import { RedisAdapter } from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';
import type { Namespace, ServerOptions } from 'socket.io';
import { EVENTS, type ActionEvent } from '../src/protocol/index.js';
import type { RedisBackend } from './backend/redis.js';
import type { AppendResult } from './backend/rooms/index.js';
import { heardElsewhere, heardKey } from './backend/rooms/redis.js';
import { defineScripts } from './backend/lua.js';

/**
 * The rooms a Socket.IO adapter's connections (on this process) are in: every room but the one
 * each connection is in by its own id.
 */
export function roomsHeard(adapter: { rooms: Map<string, unknown>; sids: Map<string, unknown> }): string[] {
  return [...adapter.rooms.keys()].filter((room) => !adapter.sids.has(room));
}

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

interface Scripts {
  urHear(heard: string, process: string, ttlMs: number): Promise<number>;
  urPublishIfHeard(heard: string, process: string, channel: string, message: Buffer, ttlMs: number): Promise<number>;
}

/** How often a room's `heard` set that could not be written is written again (ms). */
const HEARING_RETRY_MS = 10_000;

/** How a process says which rooms its connections hear (the rooms' `heard` sets); never rejects. */
interface Hearing {
  hear(room: string, process: string): Promise<void>;
  unhear(room: string, process: string): void;
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

export interface BroadcastOptions {
  /** How long a room's `heard` set lives at least once written: as long as a room waits for its next action. */
  idleRoomMs: number;
  /**
   * The other processes' broadcasts reach this process again after a break (its subscription to
   * them was cut, by a Redis restart or a lost link): what they broadcast meanwhile never came, so
   * this process's connections are to be sent again, from the store, what they may have missed.
   */
  missed(): void;
  error(message: string, error: unknown): void;
}

export class RedisBroadcasts {
  /** For Socket.IO's `adapter` option. */
  readonly adapter: NonNullable<ServerOptions['adapter']>;
  /** The adapter of Socket.IO's main namespace, made by the server that uses these broadcasts. */
  #main: BroadcastingAdapter | null = null;
  readonly #redis: Redis & Scripts;
  /** Whether a room's `heard` set may lack this process (a write failed): written again within HEARING_RETRY_MS. */
  #hearingStale = false;
  readonly #retry: NodeJS.Timeout;

  constructor(
    private readonly backend: RedisBackend,
    private readonly options: BroadcastOptions,
  ) {
    const { redis, subscriber } = backend;
    defineScripts(redis, { urHear: [1, HEAR], urPublishIfHeard: [1, PUBLISH_IF_HEARD] });
    this.#redis = redis as Redis & Scripts;
    this.#logPublishFailures(redis);
    const key = `${backend.prefix}socket.io`;
    const main = (adapter: BroadcastingAdapter) => (this.#main = adapter);
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
    this.#noticeResubscriptions(subscriber);
    this.#retry = setInterval(() => {
      if (this.#hearingStale) void this.#hearAgain();
    }, HEARING_RETRY_MS);
    this.#retry.unref();
  }

  close(): void {
    clearInterval(this.#retry);
  }

  /**
   * Appends the action to the backend's store and tells the other processes: with the store in
   * this Redis, its script publishes the broadcast as it appends (one round trip); with a store of
   * the deployer's own, the broadcast is published once the store has appended it.
   */
  async appendAction(event: ActionEvent, ttlMs: number): Promise<AppendResult> {
    if (!this.#main) throw new Error('no Socket.IO server uses these broadcasts: nobody to tell of the action');
    const { room, index, action } = event;
    const { channel, message } = this.#main.roomMessage(room, EVENTS.action, event);
    const publisher = this.#main.uid;
    const { redisStore, store, prefix } = this.backend;
    if (redisStore) return redisStore.appendAndPublish(room, index, action, ttlMs, channel, message, publisher);
    const stored = await store.append(room, index, action, ttlMs);
    if (stored === 'ok')
      void this.#redis
        .urPublishIfHeard(heardKey(prefix, room), publisher, channel, message, Math.ceil(ttlMs))
        .catch((error: unknown) => this.options.error('redis: a broadcast to the other processes failed:', error));
    return stored;
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
      published.catch((error: unknown) =>
        this.options.error('redis: a broadcast to the other processes failed:', error),
      );
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
  #noticeResubscriptions(subscriber: Redis): void {
    let first = true;
    subscriber.on('ready', () => {
      // The first connection has missed nothing: nobody was listening before.
      if (first) return void (first = false);
      subscriber
        .ping()
        .then(() => this.#hearAgain())
        .then(
          () => this.options.missed(),
          (error: unknown) => this.options.error('redis: could not confirm the subscriptions:', error),
        );
    });
  }

  async #hear(room: string, process: string): Promise<void> {
    try {
      await this.#redis.urHear(heardKey(this.backend.prefix, room), process, Math.ceil(this.options.idleRoomMs));
    } catch (error) {
      // The join goes on: its connection hears what this process appends, and the rest by its gap check until then.
      this.#hearingStale = true;
      this.options.error('redis: could not note a room heard here; noted again at the next renewal:', error);
    }
  }

  #unhear(room: string, process: string): void {
    // Left behind, the entry costs the other processes a message per action until the room expires.
    this.#redis
      .srem(heardKey(this.backend.prefix, room), process)
      .catch((error: unknown) => this.options.error('redis: could not note a room no longer heard here:', error));
  }

  /** Every room heard here, in its `heard` set again (Redis may have lost the last writes in a restart). */
  async #hearAgain(): Promise<void> {
    const adapter = this.#main;
    if (!adapter) return;
    this.#hearingStale = false;
    await Promise.all(roomsHeard(adapter).map((room) => this.#hear(room, adapter.uid)));
  }
}
