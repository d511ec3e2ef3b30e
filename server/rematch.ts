/**
 * Rematches (the protocol's `rematch:offer`): when a game is over, each seated player may offer
 * one; when both have, exactly one request (on whichever process) opens the rematch's room, with
 * the same rules and the colours swapped, and links the two rooms. The offers live in the store
 * beside the room (Redis when processes share rooms), so that the two players may be on two
 * processes.
 */
import type { Redis } from 'ioredis';
import { loadGame } from '../src/engine/index.js';
import type { RematchState, Reply, Seat } from '../src/protocol/index.js';
import { refuse } from '../src/protocol/reply.js';
import { defineScripts, roomKey } from './backend/redis.js';
import { openReservedRoom } from './reserved-room.js';
import type { Rooms } from './rooms.js';
import type { Store } from './backend/memory.js';

/** What the book keeps of a room: the offers and the links. */
export type RematchOffers = Omit<RematchState, 'open'>;

/** What an offer found: the room's offers, and whether this offer is the one to open the rematch. */
export interface Offered {
  state: RematchOffers;
  agreed: boolean;
}

/** Where offers and links are kept. */
export interface RematchBook {
  /**
   * Records `seat`'s offer. `agreed` is true for exactly one caller: the offer that completed the
   * pair while no rematch room exists or is being opened.
   */
  offer(room: string, seat: Seat, ttlMs: number): Promise<Offered>;
  state(room: string): Promise<RematchOffers>;
  /** The rematch of `room` is `next`: each room names the other. */
  link(room: string, next: string, ttlMs: number): Promise<void>;
  /** Opening the rematch failed: a later offer may try again. */
  abandon(room: string): Promise<void>;
}

interface Entry {
  light: boolean;
  dark: boolean;
  opening: boolean;
  next: string | null;
  previous: string | null;
  expires: number;
}

const stateOf = (entry: Entry | undefined): RematchOffers => ({
  offers: { light: entry?.light ?? false, dark: entry?.dark ?? false },
  next: entry?.next ?? null,
  previous: entry?.previous ?? null,
});

/** Offers in this process's memory (rooms in memory). */
export class MemoryRematchBook implements RematchBook {
  readonly #entries = new Map<string, Entry>();

  constructor(private readonly now: () => number = Date.now) {}

  #entry(room: string, ttlMs: number): Entry {
    let entry = this.#live(room);
    if (!entry) {
      entry = { light: false, dark: false, opening: false, next: null, previous: null, expires: 0 };
      this.#entries.set(room, entry);
    }
    entry.expires = Math.max(entry.expires, this.now() + ttlMs);
    return entry;
  }

  #live(room: string): Entry | undefined {
    const entry = this.#entries.get(room);
    if (entry && entry.expires <= this.now()) this.#entries.delete(room);
    return this.#entries.get(room);
  }

  async offer(room: string, seat: Seat, ttlMs: number): Promise<Offered> {
    const entry = this.#entry(room, ttlMs);
    if (entry.next !== null) return { state: stateOf(entry), agreed: false };
    entry[seat] = true;
    const agreed = entry.light && entry.dark && !entry.opening;
    if (agreed) entry.opening = true;
    return { state: stateOf(entry), agreed };
  }

  async state(room: string): Promise<RematchOffers> {
    return stateOf(this.#live(room));
  }

  async link(room: string, next: string, ttlMs: number): Promise<void> {
    this.#entry(room, ttlMs).next = next;
    this.#entry(next, ttlMs).previous = room;
  }

  async abandon(room: string): Promise<void> {
    const entry = this.#live(room);
    if (entry) entry.opening = false;
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

interface OfferScript {
  urRematchOffer(key: string, seat: Seat, ttlMs: number): Promise<[string, string, string, string, number]>;
}

/** The state from the Redis hash's fields (absent or '' when unset). */
const stateFrom = (...[light, dark, next, previous]: (string | null)[]): RematchOffers => ({
  offers: { light: light === '1', dark: dark === '1' },
  next: next || null,
  previous: previous || null,
});

/** Offers in Redis, beside the room's own keys (same hash tag). */
export class RedisRematchBook implements RematchBook {
  readonly #redis: Redis & OfferScript;

  constructor(
    redis: Redis,
    private readonly prefix = 'royal-ur:',
  ) {
    defineScripts(redis, { urRematchOffer: [1, OFFER] });
    this.#redis = redis as Redis & OfferScript;
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
    return { state: stateFrom(light, dark, next, previous), agreed: agreed === 1 };
  }

  async state(room: string): Promise<RematchOffers> {
    return stateFrom(...(await this.#redis.hmget(this.#key(room), 'light', 'dark', 'next', 'previous')));
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

export class Rematches {
  constructor(
    private readonly book: RematchBook,
    private readonly rooms: Rooms,
    private readonly store: Store,
    private readonly times: { finishedRoomMs: number; idleRoomMs: number; seatGraceMs: number },
    /** The room's rematch state changed: the server tells the room. */
    private readonly onChange: (room: string, state: RematchState) => void,
  ) {}

  /** `room`'s rematch state; null if there is no such room. */
  async state(room: string): Promise<RematchState | null> {
    const record = await this.rooms.record(room);
    if (!record) return null;
    return { open: loadGame(record).awaiting().action === 'nothing', ...(await this.book.state(room)) };
  }

  /**
   * `seat` (null: the connection holds no seat in `room`) offers a rematch of `room`'s finished game,
   * from `address` (the rematch room counts as the agreeing player's).
   */
  async offer(room: string, seat: Seat | null, address: string): Promise<Reply<RematchState>> {
    const record = await this.rooms.record(room);
    if (!record) return refuse('no-room', `no room ${room}`);
    if (seat === null) return refuse('not-seated', `you hold no seat in ${room}`);
    if (loadGame(record).awaiting().action !== 'nothing') return refuse('illegal', 'the game is not over');
    const offered = await this.book.offer(room, seat, this.times.finishedRoomMs);
    const state: RematchState = { open: true, ...offered.state };
    if (offered.agreed) {
      const seats = await this.store.seats(room);
      // Colours swapped: light's token holds dark in the rematch, and dark's holds light.
      const tokens = { light: seats.dark?.token, dark: seats.light?.token };
      const opened =
        tokens.light && tokens.dark
          ? await openReservedRoom(
              this.rooms,
              this.store,
              record,
              { light: tokens.light, dark: tokens.dark },
              this.times.seatGraceMs,
              address,
            )
          : refuse('illegal', 'a seat of this room was never taken');
      if (!opened.ok) {
        await this.book.abandon(room);
        return opened;
      }
      await this.book.link(room, opened.room, Math.max(this.times.finishedRoomMs, this.times.idleRoomMs));
      state.next = opened.room;
    }
    this.onChange(room, state);
    return { ok: true, ...state };
  }
}
