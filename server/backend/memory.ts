/**
 * Where rooms live: each room's rules, its record's actions and its seats. The in-memory store
 * serves one process; `RedisStore` (redis-store.ts) has the same contract and lets several
 * processes share rooms and survive a restart.
 *
 * Two operations are atomic, because two processes (or two queued requests) may race:
 * `append` adds an action only if the record is exactly `index` long, and `setSeat` replaces a
 * seat only if it still is what the caller read. Every write takes the room's time to live, so
 * an idle room disappears by itself. A store that cannot write rejects (Redis out of memory, or
 * gone): the caller then changes nothing.
 */
import type { RuleOptions, VariantName } from '../../src/engine/index.js';
import type { Seat, SeatStatus } from '../../src/protocol/index.js';

export interface RoomMeta {
  variant: VariantName;
  rules: RuleOptions;
  /** The seat key (see the protocol's JoinRoomRequest): taking a free seat needs it. */
  key: string;
  /** The address that made the room (the limits by address count its rooms); absent in rooms stored before it was kept. */
  creator?: string;
}

/** A taken seat; an untaken seat is null. */
export interface SeatState {
  token: string;
  status: Exclude<SeatStatus, 'empty'>;
  /** The Socket.IO id of the connection holding the seat (while connected or reconnecting). */
  sid: string | null;
  /** The server process that connection is on (see liveness.ts): if it dies, another process releases the seat. */
  process: string | null;
  /** While reconnecting: when the seat counts as left (ms since the epoch). */
  until: number | null;
}

export type Seats = Record<Seat, SeatState | null>;

export type AppendResult = 'ok' | 'conflict' | 'no-room';

/** A room's stored actions from some index on, and how many it holds in all. */
export interface StoredActions {
  length: number;
  actions: string[];
}

export interface Store {
  /** Creates a room; false if the code is already taken. */
  create(room: string, meta: RoomMeta, ttlMs: number): Promise<boolean>;
  /** The room's rules, or null if there is no such room. */
  meta(room: string): Promise<RoomMeta | null>;
  /** The actions from `from` on and the record's length, or null if there is no such room. */
  read(room: string, from: number): Promise<StoredActions | null>;
  /** Appends `action` at `index` only if the record has exactly `index` actions; renews the room's life. */
  append(room: string, index: number, action: string, ttlMs: number): Promise<AppendResult>;
  /** Renews the room's life (its first player sat down); false if there is no such room. */
  touch(room: string, ttlMs: number): Promise<boolean>;
  seats(room: string): Promise<Seats>;
  /** Sets a seat only if it still equals `expected`; false otherwise (or if the room is gone). */
  setSeat(room: string, seat: Seat, expected: SeatState | null, next: SeatState): Promise<boolean>;
  /** Drops expired rooms, for a store that does not expire them by itself. */
  sweep?(): void;
}

/**
 * One canonical text per seat state, so that "still equals" is a string comparison in every store.
 * The process is written only when there is one: a seat stored before processes were recorded
 * still compares equal to what is read back from it.
 */
export function seatText(state: SeatState | null): string {
  if (state === null) return '';
  const fields = [state.token, state.status, state.sid, state.until];
  return JSON.stringify(state.process === null ? fields : [...fields, state.process]);
}

export function parseSeat(text: string | null | undefined): SeatState | null {
  if (!text) return null;
  const [token, status, sid, until, process = null] = JSON.parse(text) as [
    string,
    SeatState['status'],
    string | null,
    number | null,
    string?,
  ];
  return { token, status, sid, until, process };
}

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
