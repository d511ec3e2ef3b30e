/**
 * The backend of a process alone: everything in this process's memory, gone with it. Rooms expire
 * when touched or swept; the other entries are forgotten by `sweep`.
 */
import type { Seat } from '../../src/protocol/index.js';
import { refuse, type Refusal } from '../../src/protocol/reply.js';
import { newProcessId } from '../codes.js';
import { TokenBucket, type Limits } from '../limits.js';
import {
  entryText,
  parseEntry,
  parseSeat,
  seatText,
  type AppendResult,
  type Backend,
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

interface MemoryRoom {
  meta: RoomMeta;
  actions: string[];
  seats: Record<Seat, string>;
  expires: number;
}

/** Rooms in this process's memory: gone with the process. Expired rooms are dropped when touched or swept. */
export class MemoryStore implements Store {
  readonly #rooms = new Map<string, MemoryRoom>();

  constructor(private readonly now: () => number = Date.now) {}

  #live(room: string): MemoryRoom | undefined {
    const entry = this.#rooms.get(room);
    if (entry && entry.expires <= this.now()) {
      this.#rooms.delete(room);
      return undefined;
    }
    return entry;
  }

  async create(room: string, meta: RoomMeta, ttlMs: number): Promise<boolean> {
    if (this.#live(room)) return false;
    this.#rooms.set(room, { meta, actions: [], seats: { light: '', dark: '' }, expires: this.now() + ttlMs });
    return true;
  }

  async meta(room: string): Promise<RoomMeta | null> {
    return this.#live(room)?.meta ?? null;
  }

  async read(room: string, from: number): Promise<StoredActions | null> {
    const entry = this.#live(room);
    return entry ? { length: entry.actions.length, actions: entry.actions.slice(from) } : null;
  }

  async touch(room: string, ttlMs: number): Promise<boolean> {
    const entry = this.#live(room);
    if (entry) entry.expires = this.now() + ttlMs;
    return entry !== undefined;
  }

  async append(room: string, index: number, action: string, ttlMs: number): Promise<AppendResult> {
    const entry = this.#live(room);
    if (!entry) return 'no-room';
    if (entry.actions.length !== index) return 'conflict';
    entry.actions.push(action);
    entry.expires = this.now() + ttlMs;
    return 'ok';
  }

  async seats(room: string): Promise<Seats> {
    const entry = this.#live(room);
    return { light: parseSeat(entry?.seats.light), dark: parseSeat(entry?.seats.dark) };
  }

  async setSeat(room: string, seat: Seat, expected: SeatState | null, next: SeatState): Promise<boolean> {
    const entry = this.#live(room);
    if (!entry || entry.seats[seat] !== seatText(expected)) return false;
    entry.seats[seat] = seatText(next);
    return true;
  }

  sweep(): void {
    for (const room of this.#rooms.keys()) this.#live(room);
  }
}

/** The rooms one address made: each room's expiry as last seen, and those nobody has sat in yet. */
interface MadeRooms {
  rooms: Map<string, number>;
  open: Map<string, number>;
}

interface RematchEntry {
  light: boolean;
  dark: boolean;
  opening: boolean;
  next: string | null;
  previous: string | null;
  expires: number;
}

const offersOf = (entry: RematchEntry | undefined): RematchOffers => ({
  offers: { light: entry?.light ?? false, dark: entry?.dark ?? false },
  next: entry?.next ?? null,
  previous: entry?.previous ?? null,
});

export class MemoryBackend implements Backend {
  readonly id = newProcessId();
  readonly lost = false;
  readonly writable = true;
  readonly #connections = new Map<string, number>();
  readonly #creations = new Map<string, TokenBucket>();
  readonly #made = new Map<string, MadeRooms>();
  readonly #rematches = new Map<string, RematchEntry>();
  readonly #queues = new Map<string, string[]>();

  constructor(
    private readonly limits: Limits,
    readonly store: Store = new MemoryStore(),
    private readonly now: () => number = Date.now,
  ) {}

  async start(): Promise<void> {}

  async close(): Promise<void> {}

  /** One process: nobody else to tell. */
  appendAction(room: string, index: number, action: string, ttlMs: number): Promise<AppendResult> {
    return this.store.append(room, index, action, ttlMs);
  }

  /** Forgets the addresses whose allowance is whole again and whose rooms are gone. */
  sweep(): void {
    this.store.sweep?.();
    for (const [address, bucket] of this.#creations) if (bucket.full) this.#creations.delete(address);
    for (const address of this.#made.keys()) void this.#rescore(address);
    for (const room of this.#rematches.keys()) this.#rematch(room);
  }

  // No other process to drop this one's seats: nothing to list.
  async hold(): Promise<void> {}
  async release(): Promise<void> {}

  /** Counted once open: a handshake that fails after this check leaves nothing to give back. */
  async admit(address: string): Promise<Lease | null> {
    return (this.#connections.get(address) ?? 0) < this.limits.connectionsPerAddress ? { address, id: address } : null;
  }

  opened({ address }: Lease): void {
    this.#connections.set(address, (this.#connections.get(address) ?? 0) + 1);
  }

  closed({ address }: Lease): void {
    const count = (this.#connections.get(address) ?? 1) - 1;
    if (count > 0) this.#connections.set(address, count);
    else this.#connections.delete(address);
  }

  async mayCreate(address: string): Promise<boolean> {
    let bucket = this.#creations.get(address);
    if (!bucket) {
      const perMinute = this.limits.roomsPerMinutePerAddress;
      bucket = new TokenBucket(perMinute / 60, perMinute, this.now);
      this.#creations.set(address, bucket);
    }
    return bucket.take();
  }

  async reserveRoom(address: string, code: string): Promise<Refusal | null> {
    let refusal = this.#reserve(address, code);
    // At the limit, maybe only by rooms past their expiry as last seen: look at them, then once more.
    if (refusal === 'rooms' && (await this.#rescore(address))) refusal = this.#reserve(address, code);
    if (refusal === null) return null;
    return refusal === 'rooms'
      ? refuse('room-limit', `your address holds ${this.limits.roomsPerAddress} rooms here: finish or leave some first`)
      : refuse('room-limit', 'your address made rooms nobody has joined yet: use them first');
  }

  #reserve(address: string, code: string): 'rooms' | 'open' | null {
    const made = this.#made.get(address) ?? { rooms: new Map(), open: new Map() };
    const now = this.now();
    for (const [room, expires] of made.open) if (expires <= now) made.open.delete(room);
    if (made.rooms.size >= this.limits.roomsPerAddress) return 'rooms';
    if (made.open.size >= this.limits.openRoomsPerAddress) return 'open';
    made.rooms.set(code, now + this.limits.unjoinedRoomMs);
    made.open.set(code, now + this.limits.unjoinedRoomMs);
    this.#made.set(address, made);
    return null;
  }

  async cancelRoom(address: string, code: string): Promise<void> {
    const made = this.#made.get(address);
    made?.rooms.delete(code);
    made?.open.delete(code);
  }

  async roomJoined(address: string, code: string): Promise<void> {
    const made = this.#made.get(address);
    if (made?.open.delete(code)) made.rooms.set(code, this.now() + this.limits.idleRoomMs);
  }

  /** The address's rooms past their expiry as last seen are counted while the store still has them; true if any was looked at. */
  async #rescore(address: string): Promise<boolean> {
    const made = this.#made.get(address);
    if (!made) return false;
    const now = this.now();
    const stale = [...made.rooms].filter(([, expires]) => expires <= now).map(([room]) => room);
    for (const room of stale) if ((await this.store.meta(room)) === null) made.rooms.delete(room);
    if (made.rooms.size === 0 && made.open.size === 0) this.#made.delete(address);
    return stale.length > 0;
  }

  #rematch(room: string, ttlMs?: number): RematchEntry | undefined {
    let entry = this.#rematches.get(room);
    if (entry && entry.expires <= this.now()) {
      this.#rematches.delete(room);
      entry = undefined;
    }
    if (ttlMs === undefined) return entry;
    if (!entry) {
      entry = { light: false, dark: false, opening: false, next: null, previous: null, expires: 0 };
      this.#rematches.set(room, entry);
    }
    entry.expires = Math.max(entry.expires, this.now() + ttlMs);
    return entry;
  }

  async offerRematch(room: string, seat: Seat, ttlMs: number): Promise<Offered> {
    const entry = this.#rematch(room, ttlMs)!;
    if (entry.next !== null) return { state: offersOf(entry), agreed: false };
    entry[seat] = true;
    const agreed = entry.light && entry.dark && !entry.opening;
    if (agreed) entry.opening = true;
    return { state: offersOf(entry), agreed };
  }

  async rematchOffers(room: string): Promise<RematchOffers> {
    return offersOf(this.#rematch(room));
  }

  async linkRematch(room: string, next: string, ttlMs: number): Promise<void> {
    this.#rematch(room, ttlMs)!.next = next;
    this.#rematch(next, ttlMs)!.previous = room;
  }

  async abandonRematch(room: string): Promise<void> {
    const entry = this.#rematch(room);
    if (entry) entry.opening = false;
  }

  async pairOrWait(queue: string, entry: Waiting, now: number): Promise<Waiting | null> {
    const list = this.#queues.get(queue) ?? [];
    this.#queues.set(queue, list);
    for (let text = list.shift(); text !== undefined; text = list.shift()) {
      const waiting = parseEntry(text);
      if (waiting.until > now) return waiting;
    }
    list.push(entryText(entry));
    return null;
  }

  async unqueue(queue: string, entry: Waiting): Promise<boolean> {
    const list = this.#queues.get(queue) ?? [];
    const at = list.indexOf(entryText(entry));
    if (at >= 0) list.splice(at, 1);
    if (list.length === 0) this.#queues.delete(queue);
    return at >= 0;
  }
}
