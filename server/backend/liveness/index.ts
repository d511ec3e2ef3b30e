/**
 * Seats and liveness: this process as the holder of seats. Every seat a connection of this process
 * holds names the process (its id), and is listed before it is taken, so that if the process dies
 * another one finds the list and drops those seats as if their connections had dropped
 * (redis.ts). One process alone has nobody to do that for it (memory.ts).
 */
import type { Seat } from '../../../src/protocol/index.js';

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
