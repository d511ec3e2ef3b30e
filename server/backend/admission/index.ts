/**
 * Admission limits, counted by address: the connections an address holds open, the rooms it may
 * make per minute, and the rooms it holds (and how many of them nobody has sat in yet). On Redis
 * every process counts together: N processes allow what one would.
 */
import type { Refusal } from '../../../src/protocol/reply.js';

/** One admitted connection, to hand back when it closes. */
export interface Lease {
  address: string;
  id: string;
}

export interface Admission {
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
}
