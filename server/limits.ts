/**
 * The server's limits, with defaults a small deployment can keep, and the token bucket behind
 * the rates. The limits by address are what keeps one machine from taking the server for itself
 * (with fresh connections, each with its own message rate): the address is the connection's, or
 * behind a proxy the one its trusted header names (GameServerOptions.addressHeader).
 */

export interface Limits {
  /** Largest message the transport accepts; a larger one closes that connection (Socket.IO `maxHttpBufferSize`). */
  maxMessageBytes: number;
  /** Messages a client may send per second, on average. */
  messagesPerSecond: number;
  /** Messages a client may send at once before the rate applies. */
  messageBurst: number;
  /** Rooms this process holds at most; `room:create` beyond it is refused with `room-limit`. */
  maxRooms: number;
  /** Open connections from one address (to this process; with Redis, to all processes together); more are refused at the handshake. */
  connectionsPerAddress: number;
  /** Rooms one address may make per minute, by `room:create` or quick match (as a burst, refilled evenly; with Redis, on all processes together). */
  roomsPerMinutePerAddress: number;
  /** Rooms made by one address that nobody has sat in yet (with Redis, on all processes together). */
  openRoomsPerAddress: number;
  /** Rooms made by one address that still exist (with Redis, on all processes together; must be below maxRooms: no address fills a process). */
  roomsPerAddress: number;
  /** A room nobody has sat in is deleted this long after it was made. */
  unjoinedRoomMs: number;
  /** A room with no action for this long is deleted. */
  idleRoomMs: number;
  /** A finished game's room is deleted after this long without an action. */
  finishedRoomMs: number;
  /** How long a dropped player's seat is held (`reconnecting`) before it is `left`. */
  seatGraceMs: number;
}

export const DEFAULT_LIMITS: Readonly<Limits> = {
  maxMessageBytes: 16 * 1024,
  messagesPerSecond: 20,
  messageBurst: 40,
  maxRooms: 10_000,
  connectionsPerAddress: 20,
  roomsPerMinutePerAddress: 10,
  openRoomsPerAddress: 5,
  roomsPerAddress: 100,
  unjoinedRoomMs: 5 * 60_000,
  idleRoomMs: 30 * 60_000,
  finishedRoomMs: 5 * 60_000,
  seatGraceMs: 60_000,
};

/** Fills in the defaults and refuses nonsense (a limit of NaN or zero would silently disable the server). */
export function resolveLimits(overrides: Partial<Limits> = {}): Limits {
  const limits = resolvePositive('limit', DEFAULT_LIMITS, overrides);
  if (limits.roomsPerAddress >= limits.maxRooms) {
    throw new RangeError(
      `limit roomsPerAddress (${limits.roomsPerAddress}) must be below maxRooms (${limits.maxRooms}): one address must never fill the server`,
    );
  }
  return limits;
}

/** `defaults` with the `overrides` given, each of them a positive finite number (`what` names them in the error). */
export function resolvePositive<T extends object>(what: string, defaults: Readonly<T>, overrides: Partial<T>): T {
  const resolved = { ...defaults } as T;
  for (const key of Object.keys(defaults) as (keyof T & string)[]) {
    const value: unknown = overrides[key];
    if (value === undefined) continue;
    if (typeof value !== 'number' || !(value > 0) || !Number.isFinite(value)) {
      throw new RangeError(`${what} ${key} must be a positive number, got ${String(value)}`);
    }
    resolved[key] = value as T[keyof T & string];
  }
  return resolved;
}

/** A token bucket: `burst` messages at once, refilled at `perSecond`. */
export class TokenBucket {
  #tokens: number;
  #last: number;

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    private readonly now: () => number = Date.now,
  ) {
    this.#tokens = burst;
    this.#last = now();
  }

  /** Takes one token; false when the client must wait. */
  take(): boolean {
    if (this.#refill() < 1) return false;
    this.#tokens -= 1;
    return true;
  }

  /** Refilled to the burst: a bucket nobody used for a while, which can be forgotten. */
  get full(): boolean {
    return this.#refill() >= this.burst;
  }

  #refill(): number {
    const now = this.now();
    this.#tokens = Math.min(this.burst, this.#tokens + ((now - this.#last) / 1000) * this.perSecond);
    this.#last = now;
    return this.#tokens;
  }
}
