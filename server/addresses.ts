/**
 * Clients counted by address, for the limits that fresh connections cannot escape: open
 * connections, and rooms made per minute. Behind a proxy every connection comes from the proxy,
 * so the address is read from the header the proxy sets, and only from that configured header
 * (a client can write any header the proxy passes on).
 */
import type { IncomingMessage } from 'node:http';
import { TokenBucket, type Limits } from './limits.js';

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

export class AddressBook {
  readonly #connections = new Map<string, number>();
  readonly #creations = new Map<string, TokenBucket>();

  constructor(
    private readonly limits: Limits,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether `address` may open one more connection. */
  mayConnect(address: string): boolean {
    return (this.#connections.get(address) ?? 0) < this.limits.connectionsPerAddress;
  }

  connected(address: string): void {
    this.#connections.set(address, (this.#connections.get(address) ?? 0) + 1);
  }

  disconnected(address: string): void {
    const count = (this.#connections.get(address) ?? 1) - 1;
    if (count > 0) this.#connections.set(address, count);
    else this.#connections.delete(address);
  }

  /** Takes one room creation from the address's allowance; false when it must wait. */
  mayCreate(address: string): boolean {
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
}
