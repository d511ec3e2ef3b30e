/**
 * Clients counted by address, for the limits that fresh connections cannot escape: open
 * connections, and rooms made per minute. Behind a proxy every connection comes from the proxy,
 * so the address is read from the header the proxy sets, and only from that configured header
 * (a client can write any header the proxy passes on). A process alone counts in memory
 * (AddressBook); processes sharing a Redis count there together (redis-addresses.ts).
 */
import type { IncomingMessage } from 'node:http';
import type { Refusal } from '../src/protocol/reply.js';
import { TokenBucket, type Limits } from './limits.js';

/** One admitted connection, to hand back when it closes. */
export interface Lease {
  address: string;
  id: string;
}

/** The connections and the room-creation rate of each address. */
export interface AddressLimits {
  /** Admits one more connection from `address` (at its handshake): its lease, or null when refused. */
  admit(address: string): Promise<Lease | null>;
  /** The connection admitted with `lease` is open. */
  opened(lease: Lease): void;
  /** The connection opened with `lease` closed. */
  closed(lease: Lease): void;
  /** Takes one room creation from the address's allowance; false when it must wait. */
  mayCreate(address: string): Promise<boolean>;
  /** Forgets what no longer counts. */
  sweep(): void;
  close(): void;
}

/** The rooms each address made, counted across processes (one process counts its own in Rooms). */
export interface RoomsByAddress {
  /** Counts room `code` as made by `address`: null, or the refusal when it holds as many (open) rooms as it may. */
  reserve(address: string, code: string): Promise<Refusal | null>;
  /** The room counted by `reserve` was not made after all. */
  cancel(address: string, code: string): Promise<void>;
  /** Someone sat in room `code`, made by `address`: it is no longer open. */
  joined(address: string, code: string): Promise<void>;
}

/**
 * The client's address: the last entry of `header` when one is configured (the entry the trusted
 * proxy itself added, e.g. `x-forwarded-for`), else the connection's own.
 */
export function clientAddress(request: IncomingMessage, header: string | null): string {
  const own = request.socket.remoteAddress ?? 'unknown';
  if (header === null) return own;
  const value = request.headers[header];
  const last = [value ?? []]
    .flat()
    .join(',')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .at(-1);
  return last ?? own;
}

export class AddressBook implements AddressLimits {
  readonly #connections = new Map<string, number>();
  readonly #creations = new Map<string, TokenBucket>();

  constructor(
    private readonly limits: Limits,
    private readonly now: () => number = Date.now,
  ) {}

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

  /** Forgets the addresses whose allowance is whole again (they made no room for a while). */
  sweep(): void {
    for (const [address, bucket] of this.#creations) if (bucket.full) this.#creations.delete(address);
  }

  close(): void {}
}
