/**
 * Rooms and their records: each room's rules, its record's actions and its seats (`Store`, the one
 * part a deployer may replace with a database of their own: `GameServerOptions.store`), and the
 * rematch offers that link a finished room to the next (`RematchStore`). Every write that two
 * processes (or two queued requests) may race is atomic: `append` adds an action only if the
 * record is exactly `index` long, `setSeat` replaces a seat only if it still is what the caller
 * read, and a rematch offer completes the pair for exactly one caller. A store that cannot write
 * rejects (Redis out of memory, or gone): the caller then changes nothing.
 */
import type { RuleOptions, VariantName } from '../../../src/engine/index.js';
import type { RematchState, Seat, SeatStatus } from '../../../src/protocol/index.js';

export interface RoomMeta {
  variant: VariantName;
  rules: RuleOptions;
  /** The seat key (see the protocol's JoinRoomRequest): taking a free seat needs it. */
  key: string;
  /** The address that made the room (the limits by address count its rooms); absent in rooms stored before it was kept. */
  creator?: string;
  /** Made as rated: the id its game's result is counted under (server/ratings/). */
  rated?: string;
}

/** A taken seat; an untaken seat is null. */
export interface SeatState {
  token: string;
  status: Exclude<SeatStatus, 'empty'>;
  /** The Socket.IO id of the connection holding the seat (while connected or reconnecting). */
  sid: string | null;
  /** The server process that connection is on (see liveness/redis.ts): if it dies, another process releases the seat. */
  process: string | null;
  /** While reconnecting: when the seat counts as left (ms since the epoch). */
  until: number | null;
  /** The player's name, as checked at their join (absent: none given). */
  name?: string;
  /** The verified player's id, from their identity token (absent: anonymous). */
  player?: string;
}

export type Seats = Record<Seat, SeatState | null>;

export type AppendResult = 'ok' | 'conflict' | 'no-room';

/** A room's stored actions from some index on, and how many it holds in all. */
export interface StoredActions {
  length: number;
  actions: string[];
}

/** The rooms: each room's rules, its record's actions and its seats. Every write takes the room's time to live. */
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

/** What is kept of a room's rematch: the offers and the links. */
export type RematchOffers = Omit<RematchState, 'open'>;

/** What a rematch offer found: the room's offers, and whether this offer is the one to open the rematch. */
export interface Offered {
  state: RematchOffers;
  agreed: boolean;
}

/** The rematch offers of finished rooms, and the links between a room and its rematch. */
export interface RematchStore {
  /** Records `seat`'s offer; `agreed` for exactly one caller, the offer that completed the pair. */
  offer(room: string, seat: Seat, ttlMs: number): Promise<Offered>;
  offers(room: string): Promise<RematchOffers>;
  /** The rematch of `room` is `next`: each room names the other. */
  link(room: string, next: string, ttlMs: number): Promise<void>;
  /** Opening the rematch failed: a later offer may try again. */
  abandon(room: string): Promise<void>;
}

/**
 * One canonical text per seat state, so that "still equals" is a string comparison in every store.
 * The process and the name are written only when there is one (the process then as null before a
 * name): a seat stored before they were recorded still compares equal to what is read back from it.
 */
export function seatText(state: SeatState | null): string {
  if (state === null) return '';
  const fields: unknown[] = [state.token, state.status, state.sid, state.until];
  if (state.player !== undefined) fields.push(state.process, state.name ?? null, state.player);
  else if (state.name !== undefined) fields.push(state.process, state.name);
  else if (state.process !== null) fields.push(state.process);
  return JSON.stringify(fields);
}

export function parseSeat(text: string | null | undefined): SeatState | null {
  if (!text) return null;
  const [token, status, sid, until, process = null, name, player] = JSON.parse(text) as [
    string,
    SeatState['status'],
    string | null,
    number | null,
    (string | null)?,
    (string | null)?,
    string?,
  ];
  return {
    token,
    status,
    sid,
    until,
    process,
    ...(name != null && { name }),
    ...(player !== undefined && { player }),
  };
}
