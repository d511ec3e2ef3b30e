/** Admission limits in this process's memory; `sweep` forgets the addresses with nothing left to count. */
import { refuse, type Refusal } from '../../../src/protocol/reply.js';
import { TokenBucket, type Limits } from '../../limits.js';
import type { Store } from '../rooms/index.js';
import type { Admission, Lease } from './index.js';

/** The rooms one address made: each room's expiry as last seen, and those nobody has sat in yet. */
interface MadeRooms {
  rooms: Map<string, number>;
  open: Map<string, number>;
}

export class MemoryAdmission implements Admission {
  readonly #connections = new Map<string, number>();
  readonly #creations = new Map<string, TokenBucket>();
  readonly #made = new Map<string, MadeRooms>();

  constructor(
    private readonly limits: Limits,
    /** Where a room past its expiry as last seen is looked up before it stops counting. */
    private readonly store: Store,
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

  /** Forgets the addresses whose allowance is whole again and whose rooms are gone. */
  sweep(): void {
    for (const [address, bucket] of this.#creations) if (bucket.full) this.#creations.delete(address);
    for (const address of this.#made.keys()) void this.#rescore(address);
  }
}
