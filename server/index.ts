/**
 * The reference game server for `<royal-ur>` online play: Socket.IO rooms with two seats and
 * spectators, the dice thrown here, every action checked by the engine (see
 * src/protocol/index.ts for the messages). In memory by default; with `redisUrl`, rooms live in
 * Redis and any number of processes serve them together.
 *
 *   const server = createGameServer({ redisUrl: process.env.REDIS_URL });
 *   await server.listen(8787, '0.0.0.0');
 */
import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server } from 'socket.io';
import type { Backend } from './backend/index.js';
import { resolveLiveness, type LivenessTimes } from './backend/liveness/redis.js';
import { MemoryBackend } from './backend/memory.js';
import { RedisBackend } from './backend/redis.js';
import type { Store } from './backend/rooms/index.js';
import { RedisBroadcasts } from './broadcasts.js';
import { resolveLimits, type Limits } from './limits.js';
import { jsonLogger, type Logger } from './log.js';
import { Metrics } from './metrics.js';
import { Referee } from './referee.js';
import type { Rooms } from './rooms.js';
import { Transport } from './transport.js';
import { Identities, type IdentityOptions } from './identity.js';
import type { RatingStore } from './backend/ratings/index.js';
import { serveRatings } from './ratings/http.js';

export { DEFAULT_LIMITS, type Limits } from './limits.js';
export { jsonLogger, type Logger } from './log.js';
export { DEFAULT_LIVENESS, type LivenessTimes } from './backend/liveness/redis.js';
export { MemoryStore } from './backend/rooms/memory.js';
export { RedisStore } from './backend/rooms/redis.js';
export type { AppendResult, RoomMeta, Seats, SeatState, Store, StoredActions } from './backend/rooms/index.js';
export type { IdentityOptions } from './identity.js';
export { MemoryRatings } from './backend/ratings/memory.js';
export { RedisRatings } from './backend/ratings/redis.js';
export type { PlayerRating, RatedGame, RatingStore } from './backend/ratings/index.js';

export interface GameServerOptions {
  /** Keep rooms in this Redis and share them with other processes (Socket.IO Redis adapter). */
  redisUrl?: string;
  /** Prefix of every Redis key and channel, for several deployments on one Redis. Default `royal-ur:`. */
  redisPrefix?: string;
  /** Another store (a database of your own); default: Redis with `redisUrl`, else memory. */
  store?: Store;
  /** Origins allowed to connect from a browser (exact, e.g. `https://example.org`); default: any. */
  corsOrigin?: string | string[];
  /** Socket.IO transports; `['websocket']` needs no sticky sessions behind a load balancer. */
  transports?: ('polling' | 'websocket')[];
  limits?: Partial<Limits>;
  /**
   * Behind a proxy: the request header naming the client's address (e.g. `x-forwarded-for`, whose
   * last entry is the one the proxy added). Only this header is read, and only when set: without
   * a proxy that sets it, a client could claim any address.
   */
  addressHeader?: string;
  /**
   * With `redisUrl`: how each process shows it is alive. Every `heartbeatMs` (default 1 s) it
   * renews a Redis key that expires after `processTtlMs` (default 3 s, longer than the
   * heartbeat); a process whose key expired has died, and the others drop its players' seats to
   * `reconnecting`, as if the connections had dropped, within about `processTtlMs + heartbeatMs`.
   * A process without Redis for `redisLossMs` (default 3 s) closes its connections (its clients
   * fail over to another process) and refuses new ones, with `/health` answering 503, until
   * Redis is back.
   */
  liveness?: Partial<LivenessTimes>;
  /** How long a quick-match request waits for an opponent before `match:expired` (default 60 s). */
  matchWaitMs?: number;
  /** Where the server reports; default: JSON lines on standard output at level info (`jsonLogger`). */
  logger?: Logger;
  /**
   * The keys that verify players' identity tokens from the host page (rated play): HS256 secrets
   * shared with the host's server and/or its EdDSA / ES256 public keys. None: every identity is
   * refused (`bad-identity`) and play is anonymous.
   */
  identity?: IdentityOptions;
  /** Where ratings live; default: with the rooms (Redis with `redisUrl`, else memory). */
  ratings?: RatingStore;
}

export interface GameServer {
  io: Server;
  httpServer: HttpServer;
  rooms: Rooms;
  limits: Limits;
  /** Starts listening (port 0: any free port); resolves with the address. */
  listen(port?: number, host?: string): Promise<AddressInfo>;
  /** Disconnects everyone, finishes the requests under way, closes Redis connections. */
  close(): Promise<void>;
}

export function createGameServer(options: GameServerOptions = {}): GameServer {
  const limits = resolveLimits(options.limits);
  const liveness = resolveLiveness(options.liveness);
  const logger = options.logger ?? jsonLogger();
  const warn = (message: string) => (logger.warn ?? logger.error).call(logger, message);
  const error = (message: string, cause?: unknown) => logger.error(message, cause);
  const metrics: Metrics = new Metrics({
    rooms: () => referee.rooms.size,
    connections: () => transport.io.engine.clientsCount,
  });
  const storeError = (message: string, cause: unknown) => (metrics.storeErrors.inc(), error(message, cause));
  const redis = options.redisUrl
    ? new RedisBackend({
        url: options.redisUrl,
        prefix: options.redisPrefix ?? 'royal-ur:',
        limits,
        liveness,
        store: options.store,
        ratings: options.ratings,
        error: storeError,
      })
    : null;
  const backend: Backend = redis ?? new MemoryBackend(limits, options.store, Date.now, options.ratings);
  const broadcasts =
    redis &&
    new RedisBroadcasts(redis, {
      idleRoomMs: limits.idleRoomMs,
      missed: () => void referee.redeliver(),
      error: storeError,
    });
  const identities = new Identities(options.identity);
  const origins = options.corsOrigin === undefined ? null : [options.corsOrigin].flat();
  const transport: Transport = new Transport(backend, {
    limits,
    metrics,
    origins,
    transports: options.transports,
    addressHeader: options.addressHeader?.toLowerCase() ?? null,
    admissionWaitMs: liveness.redisLossMs,
    broadcasts,
    error,
    http: (req, res) => serveRatings(backend.ratings, req, res, origins, error),
  });
  const referee = new Referee(backend, transport, {
    limits,
    matchWaitMs: options.matchWaitMs ?? 60_000,
    error,
    identities,
    counted: () => metrics.ratedGames.inc(),
  });
  transport.serve(referee);

  const started = backend.start({
    orphaned: (held, process) => referee.orphaned(held, process),
    presumedDead: () => transport.dropConnections(),
    // A process that lost Redis can neither store nor see the others' actions: its players go elsewhere.
    lost: () => {
      warn('redis: lost; closing every connection until it is back');
      transport.disconnectAll();
    },
    back: () => warn('redis: back; accepting connections'),
    // A store that refuses writes is reachable: the connections stay, and the pages say play is paused.
    writable: (writable) => {
      warn(writable ? 'redis: accepts writes again' : 'redis: refuses writes; play is paused');
      transport.storeWritable(writable);
    },
    error: storeError,
  });
  // A failure to announce this process is `listen`'s to report.
  started.catch(() => undefined);
  const sweep = () => (referee.sweep(), backend.sweep());
  const sweeper = setInterval(sweep, Math.min(60_000, limits.finishedRoomMs, limits.idleRoomMs, limits.unjoinedRoomMs));
  sweeper.unref();

  const { io, httpServer } = transport;
  return {
    io,
    httpServer,
    rooms: referee.rooms,
    limits,
    async listen(port = 0, host = '127.0.0.1') {
      // Announced in Redis before any player can take a seat here; a key that cannot be read stops it.
      await Promise.all([started, identities.ready()]);
      return new Promise((resolve, reject) => {
        httpServer.once('error', reject);
        httpServer.listen(port, host, () => {
          httpServer.off('error', reject);
          resolve(httpServer.address() as AddressInfo);
        });
      });
    },
    async close() {
      clearInterval(sweeper);
      await transport.close();
      await referee.close();
      await backend.close();
    },
  };
}
