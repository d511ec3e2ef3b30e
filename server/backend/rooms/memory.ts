/** Rooms and rematch offers in this process's memory: gone with the process. */
import type { Seat } from '../../../src/protocol/index.js';
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

/** Rematch offers in this process's memory; expired entries are dropped when touched or swept. */
export class MemoryRematches implements RematchStore {
  readonly #rematches = new Map<string, RematchEntry>();

  constructor(private readonly now: () => number = Date.now) {}

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

  async offer(room: string, seat: Seat, ttlMs: number): Promise<Offered> {
    const entry = this.#rematch(room, ttlMs)!;
    if (entry.next !== null) return { state: offersOf(entry), agreed: false };
    entry[seat] = true;
    const agreed = entry.light && entry.dark && !entry.opening;
    if (agreed) entry.opening = true;
    return { state: offersOf(entry), agreed };
  }

  async offers(room: string): Promise<RematchOffers> {
    return offersOf(this.#rematch(room));
  }

  async link(room: string, next: string, ttlMs: number): Promise<void> {
    this.#rematch(room, ttlMs)!.next = next;
    this.#rematch(next, ttlMs)!.previous = room;
  }

  async abandon(room: string): Promise<void> {
    const entry = this.#rematch(room);
    if (entry) entry.opening = false;
  }

  sweep(): void {
    for (const room of this.#rematches.keys()) this.#rematch(room);
  }
}
