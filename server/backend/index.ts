/**
 * Where the server keeps what must outlive one request, by job, each a small interface with its
 * memory and Redis implementations side by side in its folder:
 *
 *   rooms/         rooms and their records (`Store`, which a deployer may replace) and rematch offers
 *   liveness/      this process as the holder of seats, dropped by the others if it dies
 *   admission/     the limits by address: connections, room creations, rooms held
 *   quick-match/   the queues of players waiting for an opponent
 *   ratings/       the players' ratings and the rated games counted (`RatingStore`, which a deployer
 *                  may replace too; what counts, and the maths, are ../ratings/'s)
 *
 * `Backend` puts one of each together with the life of the whole: `memory.ts` (one process) or
 * `redis.ts` (any number of processes sharing a Redis), decided once, in `createGameServer`.
 * Storage knows nothing of the transport: the Socket.IO adapter that shares broadcasts between
 * processes is the transport's (../broadcasts.ts). A new job gets a folder of its own the same way,
 * a member here and a line in each of memory.ts and redis.ts; test/server/backend.node.test.ts runs
 * the same cases against both implementations of each part.
 */
import type { Admission } from './admission/index.js';
import type { HeldSeat, SeatHolder } from './liveness/index.js';
import type { MatchQueues } from './quick-match/index.js';
import type { RatingStore } from './ratings/index.js';
import type { RematchStore, Store } from './rooms/index.js';

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
  /** The store refuses writes (false: play cannot go on, but the connections stay), or accepts them again (true). */
  writable(writable: boolean): void;
  error(message: string, error: unknown): void;
}

export interface Backend {
  readonly store: Store;
  readonly rematches: RematchStore;
  readonly seatHolder: SeatHolder;
  readonly admission: Admission;
  readonly queues: MatchQueues;
  readonly ratings: RatingStore;
  /** The store cannot be reached (see `BackendEvents.lost`). */
  readonly lost: boolean;
  /** The store accepts writes (see `BackendEvents.writable`). */
  readonly writable: boolean;
  /** Announces this process and starts watching the others and the store. */
  start(events: BackendEvents): Promise<void>;
  /** Stops the timers and hands this process's share back (liveness key, connections to Redis). */
  close(): Promise<void>;
  /** Forgets what no longer counts. */
  sweep(): void;
}
