/**
 * The reference game server for `<royal-ur>` online play: Socket.IO rooms with two seats and
 * spectators, the dice thrown here, every action checked by the engine (see
 * src/protocol/index.ts for the messages). In memory by default; with `redisUrl`, rooms live in
 * Redis and any number of processes serve them together.
 *
 *   const server = createGameServer({ redisUrl: process.env.REDIS_URL });
 *   await server.listen(8787, '0.0.0.0');
 */
import { createServer, type IncomingMessage, type Server as HttpServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import { EVENTS, MATCH_EVENTS, REMATCH_EVENTS, type Reply, type Seat } from '../src/protocol/index.js';
import { refuse } from '../src/protocol/reply.js';
import {
  checkAction,
  checkCreate,
  checkJoin,
  checkNothing,
  checkPing,
  checkRoom,
  type Checked,
} from '../src/protocol/schema.js';
import { AddressBook, clientAddress, type AddressLimits, type Lease } from './addresses.js';
import { RedisAddressBook } from './backend/redis-addresses.js';
import { resolveLimits, TokenBucket, type Limits } from './limits.js';
import { Liveness, RedisWatch, resolveLiveness, type LivenessTimes } from './backend/liveness.js';
import { RedisStore } from './backend/redis.js';
import { checkFind, MemoryMatchQueue, QuickMatch, RedisMatchQueue } from './quick-match.js';
import { MemoryRematchBook, RedisRematchBook, Rematches } from './rematch.js';
import { Rooms } from './rooms.js';
import { SeatKeeper, soleProcess } from './seats.js';
import { MemoryStore, type Store } from './backend/memory.js';

export { DEFAULT_LIMITS, type Limits } from './limits.js';
export { DEFAULT_LIVENESS, type LivenessTimes } from './backend/liveness.js';
export { MemoryStore } from './backend/memory.js';
export type * from './backend/memory.js';
export { RedisStore } from './backend/redis.js';

/** Where failures are reported (the server logs nothing else). */
export interface Logger {
  error(message: string, error?: unknown): void;
}

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
  logger?: Logger;
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

type Ack = (reply: Reply<object>) => void;

/** What one connection has joined: its seat in each room, and that seat's token (to rejoin). */
type Joined = Map<string, { seat: Seat | 'spectator'; token?: string }>;

/** The event-loop delay monitor's period (ms). */
const LOOP_TICK_MS = 10;

const consoleLogger: Logger = { error: (message, error) => console.error(message, error ?? '') };

/**
 * The Socket.IO Redis adapter publishes without handling a failure: while Redis is away, every
 * broadcast would be an unhandled rejection (which ends a Node process by default). Each publish
 * of `client` gets a handler that logs the failure; its promise is the same.
 */
function logPublishFailures(client: Redis, logger: Logger): void {
  const publish = client.publish.bind(client) as (...args: unknown[]) => Promise<number>;
  (client as { publish: unknown }).publish = (...args: unknown[]) => {
    const published = publish(...args);
    published.catch((error: unknown) => logger.error('redis: a broadcast to the other processes failed:', error));
    return published;
  };
}

export function createGameServer(options: GameServerOptions = {}): GameServer {
  const limits = resolveLimits(options.limits);
  const logger = options.logger ?? consoleLogger;
  const prefix = options.redisPrefix ?? 'royal-ur:';
  const origins = options.corsOrigin === undefined ? null : [options.corsOrigin].flat();
  const livenessTimes = resolveLiveness(options.liveness);
  const addressHeader = options.addressHeader?.toLowerCase() ?? null;

  // The first connection carries every command (the commands of one tick written at once: one
  // system call, not one each); the second only listens for the other processes' broadcasts.
  const redis = options.redisUrl
    ? [new Redis(options.redisUrl, { enableAutoPipelining: true }), new Redis(options.redisUrl)]
    : [];
  for (const client of redis) client.on('error', (error) => logger.error('redis:', error));
  if (redis.length) logPublishFailures(redis[0], logger);
  // With Redis, every process counts each address's connections and rooms in one place.
  const shared = redis.length
    ? new RedisAddressBook(redis[0], prefix, limits, (error) => logger.error('redis: address limits:', error))
    : null;
  const addresses: AddressLimits = shared ?? new AddressBook(limits);
  /** Each handshake's lease, from its admission to its connection. */
  const leases = new WeakMap<IncomingMessage, Lease>();
  const store = options.store ?? (redis.length ? new RedisStore(redis[0], prefix) : new MemoryStore());

  const httpServer = createServer(health);
  // Options left out rather than set to undefined: engine.io would take an undefined as the value.
  const io = new Server(httpServer, {
    serveClient: false,
    maxHttpBufferSize: limits.maxMessageBytes,
    cors: { origin: origins ?? '*' },
    ...(options.transports && { transports: options.transports }),
    // CORS binds only the polling transport; a WebSocket handshake is checked here, with the limits.
    allowRequest: (req, callback) => {
      const origin = !origins || !req.headers.origin || origins.includes(req.headers.origin);
      if (!origin || watch?.lost) return callback(null, false);
      // Redis away: the admission waits no longer than a process waits before it counts Redis as
      // lost (a lease Redis grants after that lapses unrenewed).
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('no answer from Redis')), livenessTimes.redisLossMs);
      });
      const admitted = Promise.race([addresses.admit(clientAddress(req, addressHeader)), late]);
      admitted
        .finally(() => clearTimeout(timer))
        .then(
          (lease) => {
            if (lease) leases.set(req, lease);
            callback(null, lease !== null);
          },
          (error: unknown) => {
            // Fail closed: a connection the limits cannot count is refused (redis-addresses.ts says why).
            logger.error('address limits: a handshake could not be counted, refused:', error);
            callback(null, false);
          },
        );
    },
    ...(redis.length > 0 && { adapter: createAdapter(redis[0], redis[1], { key: `${prefix}socket.io` }) }),
  });

  // Seats are shared through Redis only: then other processes must learn when this one dies.
  const liveness: Liveness | null = redis.length
    ? new Liveness(redis[0], prefix, livenessTimes, {
        orphaned: (held, process): Promise<void> => seats.orphaned(held.room, held.seat, process),
        presumedDead: dropConnections,
        error: (error) => logger.error('liveness:', error),
      })
    : null;

  // A process that lost Redis can neither store nor see the others' actions: its players go elsewhere.
  const watch = redis.length
    ? new RedisWatch(redis, livenessTimes.redisLossMs, {
        lost: () => {
          logger.error('redis: lost; closing every connection until it is back');
          for (const socket of io.of('/').sockets.values()) socket.disconnect(true);
        },
        back: () => logger.error('redis: back; accepting connections'),
      })
    : null;

  const rooms = new Rooms(
    store,
    limits,
    (room, index, action) => io.to(room).emit(EVENTS.action, { room, index, action }),
    shared,
  );
  const seats = new SeatKeeper(
    store,
    limits.seatGraceMs,
    liveness ?? soleProcess(),
    (room) => track(broadcastSeats(room)),
    (error) => logger.error('seat timer failed:', error),
  );
  const rematches = new Rematches(
    redis.length ? new RedisRematchBook(redis[0], prefix) : new MemoryRematchBook(),
    rooms,
    store,
    limits,
    (room, state) => io.to(room).emit(REMATCH_EVENTS.state, { room, ...state }),
  );
  const quickMatch = new QuickMatch(
    redis.length ? new RedisMatchQueue(redis[0], prefix) : new MemoryMatchQueue(),
    rooms,
    store,
    { matchWaitMs: options.matchWaitMs ?? 60_000, seatGraceMs: limits.seatGraceMs },
    (sid, event, payload) => io.to(sid).emit(event, payload),
  );
  const started = liveness?.start();
  // A failure to announce this process is `listen`'s to report.
  started?.catch(() => undefined);
  const sweeper = setInterval(
    () => {
      rooms.sweep();
      addresses.sweep();
    },
    Math.min(60_000, limits.finishedRoomMs, limits.idleRoomMs, limits.unjoinedRoomMs),
  );
  sweeper.unref();

  /** How late the event loop runs what is due (a request waits this long before it is read), since the last `/health?reset`. */
  const loopDelay = monitorEventLoopDelay({ resolution: LOOP_TICK_MS });
  loopDelay.enable();

  /** Requests under way, so that `close` lets them finish. */
  const pending = new Set<Promise<unknown>>();
  function track(work: Promise<unknown>): void {
    const settled = work.catch((error) => logger.error('server error:', error)).finally(() => pending.delete(settled));
    pending.add(settled);
  }

  async function broadcastSeats(room: string): Promise<void> {
    io.to(room).emit(EVENTS.seats, { room, seats: await seats.statuses(room) });
  }

  /**
   * Closes every connection of this process, whose seats other processes may have dropped while
   * it was taken for dead: its clients reconnect (the transport closed, so Socket.IO does it by
   * itself) and reclaim their seats with their tokens.
   */
  function dropConnections(): void {
    for (const socket of io.of('/').sockets.values()) socket.conn.close();
  }

  function health(req: IncomingMessage, res: ServerResponse): void {
    if (req.method === 'GET' && (req.url === '/health' || req.url === '/health?reset')) {
      const memory = process.memoryUsage();
      const cpu = process.cpuUsage();
      const ok = !watch?.lost;
      // The histogram holds whole intervals between the monitor's ticks: the delay is what exceeds its period.
      const ms = (ns: number) => Math.max(0, Math.round(ns / 1e4) / 100 - LOOP_TICK_MS);
      const body = {
        ok,
        rooms: rooms.size,
        connections: io.engine.clientsCount,
        heapUsed: memory.heapUsed,
        rss: memory.rss,
        cpuMs: (cpu.user + cpu.system) / 1000,
        loopDelayMs: { p50: ms(loopDelay.percentile(50)), p99: ms(loopDelay.percentile(99)), max: ms(loopDelay.max) },
      };
      if (req.url === '/health?reset') loopDelay.reset();
      // 503 while Redis is lost: a load balancer's health check sends no one here.
      res.writeHead(ok ? 200 : 503, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify(body));
      return;
    }
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('not found\n');
  }

  io.engine.on(
    'connection',
    (connection: { request: IncomingMessage; once(event: 'close', listener: () => void): void }) => {
      const lease = leases.get(connection.request);
      if (!lease) return;
      addresses.opened(lease);
      connection.once('close', () => addresses.closed(lease));
    },
  );

  io.on('connection', (socket) => {
    const joined: Joined = new Map();
    const address = clientAddress(socket.request, addressHeader);
    const bucket = new TokenBucket(limits.messagesPerSecond, limits.messageBurst);
    // Every message counts, whatever its event: a flood is refused before any handler reads it.
    socket.use((packet, next) => {
      if (bucket.take()) return next();
      const ack = packet[packet.length - 1];
      if (typeof ack === 'function') ack(refuse('rate-limited', 'too many messages: slow down'));
    });

    on(socket, EVENTS.create, checkCreate, async ({ variant, rules }) => {
      if (!(await addresses.mayCreate(address)))
        return refuse('room-limit', `at most ${limits.roomsPerMinutePerAddress} new rooms a minute from one address`);
      return rooms.create(variant, rules, address);
    });

    on(socket, EVENTS.ping, checkPing, async () => ({ ok: true }));

    on(socket, EVENTS.join, checkJoin, async ({ room, seat, key, token }) => {
      if (!(await rooms.exists(room))) return refuse('no-room', `no room ${room}`);
      const held = joined.get(room);
      if (held && held.seat !== 'spectator') {
        // Already seated here: the same seat again (the connector rejoining), or nothing.
        if (seat !== held.seat && seat !== 'any')
          return refuse('bad-request', `already seated as ${held.seat} in ${room}: leave first`);
        token = held.token;
        seat = held.seat;
      }
      const claim = await seats.claim(room, seat, token, socket.id, await rooms.keyMatches(room, key));
      if (!claim.ok) return claim;
      if (claim.seat !== 'spectator') await rooms.seated(room);
      // The seat's previous connection (another tab, a dead socket) stops acting for it, on whatever process it is.
      if (claim.replaced) io.in(claim.replaced).socketsLeave(room);
      joined.set(room, { seat: claim.seat, token: claim.token });
      await socket.join(room);
      if (claim.seat !== 'spectator') await broadcastSeats(room);
      const statuses = await seats.statuses(room);
      // The record is read last, in the room's turn, and the reply leaves without waiting again: every
      // action broadcast to this connection before the reply is in this record, every later one comes
      // as an event.
      const record = await rooms.record(room);
      if (!record) return refuse('no-room', `room ${room} has expired`);
      const reply = { ok: true as const, room, seat: claim.seat, record, seats: statuses };
      return claim.token === undefined ? reply : { ...reply, token: claim.token };
    });

    on(socket, EVENTS.action, checkAction, async ({ room, index, action }) => {
      const seat = joined.get(room)?.seat;
      if (seat === undefined || seat === 'spectator' || !socket.rooms.has(room)) {
        return (await rooms.exists(room))
          ? refuse('not-seated', `you hold no seat in ${room}`)
          : refuse('no-room', `no room ${room}`);
      }
      // Nobody plays before both seats are taken. Only the first action needs the check: a seat never becomes empty again.
      if (index === 0 && Object.values(await seats.statuses(room)).includes('empty'))
        return (await rooms.exists(room))
          ? refuse('illegal', 'the game starts when both seats are taken')
          : refuse('no-room', `no room ${room}`);
      return rooms.act(room, seat, index, action);
    });

    on(socket, EVENTS.sync, checkRoom, async ({ room }) => {
      const record = await rooms.record(room);
      return record ? { ok: true, record, seats: await seats.statuses(room) } : refuse('no-room', `no room ${room}`);
    });

    on(socket, EVENTS.leave, checkRoom, async ({ room }) => {
      const seat = joined.get(room)?.seat;
      joined.delete(room);
      await socket.leave(room);
      if (seat !== undefined && seat !== 'spectator') await seats.leave(room, seat, socket.id);
      return { ok: true };
    });

    /** The seat this connection holds in `room` (null: none, or only watching). */
    const seatIn = (room: string): Seat | null => {
      const seat = joined.get(room)?.seat;
      return seat === undefined || seat === 'spectator' || !socket.rooms.has(room) ? null : seat;
    };
    on(socket, REMATCH_EVENTS.offer, checkRoom, ({ room }) => rematches.offer(room, seatIn(room), address));
    on(socket, REMATCH_EVENTS.state, checkRoom, async ({ room }) => {
      const state = await rematches.state(room);
      return state ? { ok: true, ...state } : refuse('no-room', `no room ${room}`);
    });
    on(socket, MATCH_EVENTS.find, checkFind, (request) => quickMatch.find(socket.id, request, address));
    on(socket, MATCH_EVENTS.cancel, checkNothing, async () => ({
      ok: true,
      cancelled: await quickMatch.cancel(socket.id),
    }));

    socket.on('disconnect', () => {
      track(quickMatch.cancel(socket.id));
      for (const [room, { seat }] of joined) if (seat !== 'spectator') track(seats.dropped(room, seat, socket.id));
    });
  });

  /**
   * Registers a request handler: the last argument must be the acknowledgement (without one there
   * is nobody to answer, so the message is dropped), the payload is checked before `run` sees it,
   * and any failure becomes a `server-error` reply and a log line, never an exception.
   */
  function on<T>(
    socket: Socket,
    event: string,
    check: (payload: unknown) => Checked<T>,
    run: (request: T) => Promise<Reply<object>>,
  ): void {
    socket.on(event, (...args: unknown[]) => {
      const ack = args[args.length - 1];
      if (typeof ack !== 'function') return;
      const reply = (answer: Reply<object>) => {
        try {
          (ack as Ack)(answer);
        } catch (error) {
          logger.error(`${event}: could not reply`, error);
        }
      };
      if (args.length !== 2) return reply(refuse('bad-request', 'send one payload and an acknowledgement'));
      const checked = check(args[0]);
      if (!checked.ok) return reply(checked);
      track(
        run(checked.value).then(reply, (error: unknown) => {
          logger.error(`${event} failed:`, error);
          reply(refuse('server-error', 'the server failed; try again'));
        }),
      );
    });
  }

  return {
    io,
    httpServer,
    rooms,
    limits,
    async listen(port = 0, host = '127.0.0.1') {
      // Announced in Redis before any player can take a seat here.
      await started;
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
      loopDelay.disable();
      addresses.close();
      watch?.close();
      seats.close();
      quickMatch.close();
      await io.close();
      await Promise.allSettled([...pending]);
      await liveness?.close().catch((error: unknown) => logger.error('liveness:', error));
      await Promise.allSettled(redis.map((client) => client.quit()));
    },
  };
}
