/**
 * Where the server keeps what must outlive one request, behind ONE interface with two
 * implementations side by side: `memory.ts` (one process) and `redis.ts` (any number of processes
 * sharing a Redis). The referee and the transport see only `Backend`; which one runs is decided
 * once, in `createGameServer`.
 *
 * The rooms themselves (rules, records, seats) sit behind `Store`, the one part a deployer may
 * replace with a database of their own (`GameServerOptions.store`). Every write that two processes
 * (or two queued requests) may race is atomic: `append` adds an action only if the record is
 * exactly `index` long, `setSeat` replaces a seat only if it still is what the caller read, and
 * the other check-and-count operations below are each one step. A store that cannot write rejects
 * (Redis out of memory, or gone): the caller then changes nothing.
 */
import type { ServerOptions } from 'socket.io';
import type { RuleOptions, VariantName } from '../../src/engine/index.js';
import type { RematchState, Seat, SeatStatus } from '../../src/protocol/index.js';
import type { Refusal } from '../../src/protocol/reply.js';

/**
 * The rooms a Socket.IO adapter's connections (on this process) are in: every room but the one
 * each connection is in by its own id.
 */
export function roomsHeard(adapter: { rooms: Map<string, unknown>; sids: Map<string, unknown> }): string[] {
  return [...adapter.rooms.keys()].filter((room) => !adapter.sids.has(room));
}

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
  /** The player's name, as checked at their join (absent: none given). */
  name?: string;
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

/** One admitted connection, to hand back when it closes. */
export interface Lease {
  address: string;
  id: string;
}

/** A seat held by one connection. */
export interface HeldSeat {
  room: string;
  seat: Seat;
  sid: string;
}

/**
 * This process as the holder of seats: its id, written into every seat it connects, and the list
 * of seats its connections hold, from which another process drops them if this one dies.
 */
export interface SeatHolder {
  readonly id: string;
  /** Called before the seat is taken, so that no connected seat is ever missing from the list. */
  hold(held: HeldSeat): Promise<void>;
  release(held: HeldSeat): Promise<void>;
}

/** A player waiting for a quick match: their connection, the token to seat them with, and when the wait ends (ms since the epoch). */
export interface Waiting {
  sid: string;
  token: string;
  until: number;
  /** The colour the player asked for (quick match); absent: either. */
  colour?: Seat;
}

/** What the backend keeps of a room's rematch: the offers and the links. */
export type RematchOffers = Omit<RematchState, 'open'>;

/** What a rematch offer found: the room's offers, and whether this offer is the one to open the rematch. */
export interface Offered {
  state: RematchOffers;
  agreed: boolean;
}

/** What happens to this process that the server must act on (`Backend.start`). */
export interface BackendEvents {
  /** Process `process` died holding `held` (maybe: the seat may have changed hands since). */
  orphaned(held: HeldSeat, process: string): Promise<void>;
  /** The other processes took this one for dead and may have dropped its seats. */
  presumedDead(): void;
  /** The store cannot be reached: this process must not serve players. */
  lost(): void;
  /** The store answers again. */
  back(): void;
  /**
   * The other processes' broadcasts reach this process again after a break (its subscription to
   * them was cut, by a Redis restart or a lost link): what they broadcast meanwhile never came, so
   * this process's connections are to be sent again, from the store, what they may have missed.
   */
  missed(): void;
  /** The store refuses writes (false: play cannot go on, but the connections stay), or accepts them again (true). */
  writable(writable: boolean): void;
  error(message: string, error: unknown): void;
}

export interface Backend extends SeatHolder {
  readonly store: Store;
  /** The Socket.IO adapter that shares broadcasts between processes (none: one process). */
  readonly adapter?: ServerOptions['adapter'];
  /** The store cannot be reached (see `BackendEvents.lost`). */
  readonly lost: boolean;
  /** The store accepts writes (see `BackendEvents.writable`). */
  readonly writable: boolean;
  /**
   * Appends an action to a room's record as `store.append` does, and once it is appended sends
   * its `game:action` broadcast to the room's connections on the other processes (in memory there
   * are none; on Redis the append script publishes it: one round trip for both). The caller sends
   * it to this process's own connections (`Hub.actionAppended`).
   */
  appendAction(room: string, index: number, action: string, ttlMs: number): Promise<AppendResult>;
  /** Announces this process and starts watching the others and the store. */
  start(events: BackendEvents): Promise<void>;
  /** Stops the timers and hands this process's share back (liveness key, connections to Redis). */
  close(): Promise<void>;
  /** Forgets what no longer counts. */
  sweep(): void;

  // Limits by address (shared by every process on one Redis: N processes allow what one would).
  /** Admits one more connection from `address` (at its handshake): its lease, or null when refused. */
  admit(address: string): Promise<Lease | null>;
  /** The connection admitted with `lease` is open. */
  opened(lease: Lease): void;
  /** The connection opened with `lease` closed. */
  closed(lease: Lease): void;
  /** Takes one room from the address's allowance per minute; false when it must wait. */
  mayCreate(address: string): Promise<boolean>;
  /** Counts room `code` as made by `address`: null, or the refusal when it holds as many (open) rooms as it may. */
  reserveRoom(address: string, code: string): Promise<Refusal | null>;
  /** The room counted by `reserveRoom` was not made after all. */
  cancelRoom(address: string, code: string): Promise<void>;
  /** Someone sat in room `code`, made by `address`: it is no longer open. Never fails. */
  roomJoined(address: string, code: string): Promise<void>;

  // Rematches.
  /** Records `seat`'s offer; `agreed` for exactly one caller, the offer that completed the pair. */
  offerRematch(room: string, seat: Seat, ttlMs: number): Promise<Offered>;
  rematchOffers(room: string): Promise<RematchOffers>;
  /** The rematch of `room` is `next`: each room names the other. */
  linkRematch(room: string, next: string, ttlMs: number): Promise<void>;
  /** Opening the rematch failed: a later offer may try again. */
  abandonRematch(room: string): Promise<void>;

  // Quick match. Entries are compared as text, so `entry` must be what `pairOrWait` stored.
  /** Takes the longest-waiting entry of `queue` whose wait has not ended; if there is none, `entry` waits at its end. */
  pairOrWait(queue: string, entry: Waiting, now: number): Promise<Waiting | null>;
  /** Takes `entry` out of `queue`; false if it was no longer there (paired meanwhile). */
  unqueue(queue: string, entry: Waiting): Promise<boolean>;
}

/**
 * One canonical text per seat state, so that "still equals" is a string comparison in every store.
 * The process and the name are written only when there is one (the process then as null before a
 * name): a seat stored before they were recorded still compares equal to what is read back from it.
 */
export function seatText(state: SeatState | null): string {
  if (state === null) return '';
  const fields: unknown[] = [state.token, state.status, state.sid, state.until];
  if (state.name !== undefined) fields.push(state.process, state.name);
  else if (state.process !== null) fields.push(state.process);
  return JSON.stringify(fields);
}

export function parseSeat(text: string | null | undefined): SeatState | null {
  if (!text) return null;
  const [token, status, sid, until, process = null, name] = JSON.parse(text) as [
    string,
    SeatState['status'],
    string | null,
    number | null,
    (string | null)?,
    string?,
  ];
  return name === undefined ? { token, status, sid, until, process } : { token, status, sid, until, process, name };
}

/** An entry as text; the colour only when one was asked for (an entry queued before colours were asked reads as before). */
export const entryText = (entry: Waiting): string =>
  JSON.stringify(
    entry.colour ? [entry.until, entry.sid, entry.token, entry.colour] : [entry.until, entry.sid, entry.token],
  );
export const parseEntry = (text: string): Waiting => {
  const [until, sid, token, colour] = JSON.parse(text) as [number, string, string, Seat?];
  return colour ? { until, sid, token, colour } : { until, sid, token };
};
