/**
 * The backend of a process alone: everything in this process's memory, gone with it. Rooms expire
 * when touched or swept; the other entries are forgotten by `sweep`.
 */
import type { Limits } from '../limits.js';
import { MemoryAdmission } from './admission/memory.js';
import type { Backend } from './index.js';
import { MemorySeatHolder } from './liveness/memory.js';
import { MemoryQueues } from './quick-match/memory.js';
import type { RatingStore } from './ratings/index.js';
import { MemoryRatings } from './ratings/memory.js';
import type { Store } from './rooms/index.js';
import { MemoryRematches, MemoryStore } from './rooms/memory.js';

export class MemoryBackend implements Backend {
  readonly rematches: MemoryRematches;
  readonly seatHolder = new MemorySeatHolder();
  readonly admission: MemoryAdmission;
  readonly queues = new MemoryQueues();
  readonly lost = false;
  readonly writable = true;

  constructor(
    limits: Limits,
    readonly store: Store = new MemoryStore(),
    now: () => number = Date.now,
    readonly ratings: RatingStore = new MemoryRatings(),
  ) {
    this.rematches = new MemoryRematches(now);
    this.admission = new MemoryAdmission(limits, store, now);
  }

  async start(): Promise<void> {}

  async close(): Promise<void> {}

  sweep(): void {
    this.store.sweep?.();
    this.admission.sweep();
    this.rematches.sweep();
  }
}
