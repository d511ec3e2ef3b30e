/**
 * The transport: Socket.IO and HTTP around the referee. It admits connections (origin, the
 * connections per address, and never while the store is lost), limits each connection's message
 * rate, checks every payload before the referee sees it, turns each event into a referee call and
 * its reply into the acknowledgement, and answers `/health` and `/metrics` (metrics.ts). It is also the referee's `Hub`: the
 * Socket.IO rooms (shared by every process on one Redis through its adapter: broadcasts.ts) are who hears what.
 */
import { createServer, type IncomingMessage, type Server as HttpServer, type ServerResponse } from 'node:http';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { Server, type Socket } from 'socket.io';
import {
  EVENTS,
  MATCH_EVENTS,
  REMATCH_EVENTS,
  type ActionEvent,
  type Reply,
  type StoreEvent,
} from '../src/protocol/index.js';
import { refuse, type Refusal } from '../src/protocol/reply.js';
import {
  checkAction,
  checkCreate,
  checkEnd,
  checkJoin,
  checkNothing,
  checkPing,
  checkRoom,
  type Checked,
} from '../src/protocol/schema.js';
import type { Lease } from './backend/admission/index.js';
import type { Backend } from './backend/index.js';
import type { AppendResult } from './backend/rooms/index.js';
import { roomsHeard, type RedisBroadcasts } from './broadcasts.js';
import { TokenBucket, type Limits } from './limits.js';
import type { Metrics } from './metrics.js';
import { checkFind } from './quick-match.js';
import { Client, type Hub, type Referee } from './referee.js';

export interface TransportOptions {
  limits: Limits;
  metrics: Metrics;
  /** Origins allowed to connect from a browser (exact); null: any. */
  origins: string[] | null;
  transports?: ('polling' | 'websocket')[];
  /** The request header naming the client's address behind a proxy (lower case); null: the connection's own. */
  addressHeader: string | null;
  /** The longest an admission waits for the store before it is refused. */
  admissionWaitMs: number;
  /** The broadcasts between processes sharing a Redis (null: one process). */
  broadcasts: RedisBroadcasts | null;
  /** Other HTTP requests (the ratings): true when it answered the request. */
  http?(req: IncomingMessage, res: ServerResponse): boolean;
  error(message: string, error?: unknown): void;
}

type Ack = (reply: Reply<object>) => void;

/** The event-loop delay monitor's period (ms). */
const LOOP_TICK_MS = 10;

/**
 * The client's address: the last entry of `header` when one is configured (the entry the trusted
 * proxy itself added, e.g. `x-forwarded-for`), else the connection's own. Only the configured
 * header is read: a client can write any header the proxy passes on.
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

export class Transport implements Hub {
  readonly httpServer: HttpServer;
  readonly io: Server;
  /** Each handshake's lease, from its admission to its connection. */
  readonly #leases = new WeakMap<IncomingMessage, Lease>();
  /** How late the event loop runs what is due (a request waits this long before it is read), since the last `/health?reset`. */
  readonly #loopDelay = monitorEventLoopDelay({ resolution: LOOP_TICK_MS });
  /** Requests under way, so that `close` lets them finish. */
  readonly #pending = new Set<Promise<unknown>>();
  #referee: Referee | null = null;

  constructor(
    private readonly backend: Backend,
    private readonly options: TransportOptions,
  ) {
    const { limits, origins } = options;
    this.httpServer = createServer((req, res) => this.#health(req, res));
    // Options left out rather than set to undefined: engine.io would take an undefined as the value.
    this.io = new Server(this.httpServer, {
      serveClient: false,
      maxHttpBufferSize: limits.maxMessageBytes,
      cors: { origin: origins ?? '*' },
      ...(options.transports && { transports: options.transports }),
      // CORS binds only the polling transport; a WebSocket handshake is checked here, with the limits.
      allowRequest: (req, callback) => this.#admit(req, callback),
      ...(options.broadcasts && { adapter: options.broadcasts.adapter }),
    });
    this.#loopDelay.enable();
    this.io.engine.on(
      'connection',
      (connection: { request: IncomingMessage; once(event: 'close', listener: () => void): void }) => {
        const lease = this.#leases.get(connection.request);
        if (!lease) return;
        backend.admission.opened(lease);
        connection.once('close', () => backend.admission.closed(lease));
      },
    );
  }

  /** Starts handing every connection's requests to `referee`. */
  serve(referee: Referee): void {
    this.#referee = referee;
    this.io.on('connection', (socket) => this.#connected(socket, referee));
  }

  toRoom(room: string, event: string, payload: object): void {
    this.io.to(room).emit(event, payload);
  }

  appendAction(event: ActionEvent, ttlMs: number): Promise<AppendResult> {
    const { broadcasts } = this.options;
    if (broadcasts) return broadcasts.appendAction(event, ttlMs);
    return this.backend.store.append(event.room, event.index, event.action, ttlMs);
  }

  actionAppended(event: ActionEvent, actor: string): void {
    // Counted once, by the process that appended it.
    this.options.metrics.actions.inc();
    this.io.local.to(event.room).except(actor).emit(EVENTS.action, event);
  }

  toConnection(sid: string, event: string, payload: object): void {
    this.io.to(sid).emit(event, payload);
  }

  async enter(sid: string, room: string): Promise<void> {
    await this.io.of('/').sockets.get(sid)?.join(room);
  }

  exit(sid: string, room: string): void {
    const local = this.io.of('/').sockets.get(sid);
    if (local) void local.leave(room);
    else this.io.in(sid).socketsLeave(room);
  }

  hears(sid: string, room: string): boolean {
    return this.io.of('/').sockets.get(sid)?.rooms.has(room) ?? false;
  }

  heardHere(): string[] {
    return roomsHeard(this.io.of('/').adapter);
  }

  toRoomHere(room: string, event: string, payload: object): void {
    this.io.local.to(room).emit(event, payload);
  }

  /** Tells every connection of this process whether the store accepts writes (play is paused while it does not). */
  storeWritable(writable: boolean): void {
    this.io.local.emit(EVENTS.store, { writable } satisfies StoreEvent);
  }

  /** Closes every connection at once (the store is lost: the clients fail over to another process). */
  disconnectAll(): void {
    for (const socket of this.io.of('/').sockets.values()) socket.disconnect(true);
  }

  /**
   * Closes every connection's transport, whose seats other processes may have dropped while this
   * process was taken for dead: its clients reconnect (the transport closed, so Socket.IO does it
   * by itself) and reclaim their seats with their tokens.
   */
  dropConnections(): void {
    for (const socket of this.io.of('/').sockets.values()) socket.conn.close();
  }

  /** Disconnects everyone and lets the requests under way finish. */
  async close(): Promise<void> {
    this.#loopDelay.disable();
    this.options.broadcasts?.close();
    await this.io.close();
    await Promise.allSettled([...this.#pending]);
  }

  #admit(req: IncomingMessage, callback: (error: string | null | undefined, success: boolean) => void): void {
    const { origins, admissionWaitMs } = this.options;
    const origin = !origins || !req.headers.origin || origins.includes(req.headers.origin);
    if (!origin || this.backend.lost) return callback(null, false);
    // The store away: the admission waits no longer than a process waits before it counts the
    // store as lost (a lease granted after that lapses unrenewed).
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('no answer from Redis')), admissionWaitMs);
    });
    const admitted = Promise.race([this.backend.admission.admit(clientAddress(req, this.options.addressHeader)), late]);
    admitted
      .finally(() => clearTimeout(timer))
      .then(
        (lease) => {
          if (lease) this.#leases.set(req, lease);
          callback(null, lease !== null);
        },
        (error: unknown) => {
          // Fail closed: a connection the limits cannot count is refused (backend/admission/redis.ts says why).
          this.options.error('address limits: a handshake could not be counted, refused:', error);
          callback(null, false);
        },
      );
  }

  #connected(socket: Socket, referee: Referee): void {
    const { limits } = this.options;
    const client = new Client(socket.id, clientAddress(socket.request, this.options.addressHeader));
    const bucket = new TokenBucket(limits.messagesPerSecond, limits.messageBurst);
    const known = new Set<string>();
    // Every message counts, whatever its event: a flood is refused before any handler reads it,
    // and an event nobody handles is told so (under the same rate) rather than left unanswered.
    socket.use((packet, next) => {
      const ack = packet[packet.length - 1];
      const answer = (reply: Refusal) => {
        this.options.metrics.refused(reply.code);
        if (typeof ack === 'function') (ack as Ack)(reply);
      };
      if (!bucket.take()) return answer(refuse('rate-limited', 'too many messages: slow down'));
      if (known.has(packet[0])) return next();
      answer(refuse('bad-request', `unknown event ${JSON.stringify(String(packet[0]).slice(0, 32))}`));
    });
    const on = <T>(
      event: string,
      check: (payload: unknown) => Checked<T>,
      run: (request: T) => Promise<Reply<object>>,
    ) => {
      known.add(event);
      this.#on(socket, event, check, run);
    };

    on(EVENTS.create, checkCreate, (request) => referee.create(client, request));
    on(EVENTS.ping, checkPing, async () => ({ ok: true }));
    on(EVENTS.join, checkJoin, (request) => referee.join(client, request));
    on(EVENTS.action, checkAction, (request) => referee.act(client, request));
    on(EVENTS.sync, checkRoom, (request) => referee.sync(request));
    on(EVENTS.end, checkEnd, (request) => referee.end(client, request));
    on(EVENTS.leave, checkRoom, (request) => referee.leave(client, request));
    on(REMATCH_EVENTS.offer, checkRoom, (request) => referee.offerRematch(client, request));
    on(REMATCH_EVENTS.state, checkRoom, (request) => referee.rematchState(request));
    on(MATCH_EVENTS.find, checkFind, (request) => referee.find(client, request));
    on(MATCH_EVENTS.cancel, checkNothing, () => referee.cancelFind(client));
    socket.on('disconnect', () => referee.disconnected(client));
    if (!this.backend.writable) socket.emit(EVENTS.store, { writable: false } satisfies StoreEvent);
  }

  /**
   * Registers a request handler: the last argument must be the acknowledgement (without one there
   * is nobody to answer, so the message is dropped), the payload is checked before `run` sees it,
   * and any failure becomes a `server-error` reply and a log line, never an exception.
   */
  #on<T>(
    socket: Socket,
    event: string,
    check: (payload: unknown) => Checked<T>,
    run: (request: T) => Promise<Reply<object>>,
  ): void {
    const { metrics } = this.options;
    // The event's own series, looked up once per connection rather than by its labels per request.
    const ackSeconds = metrics.ackSeconds.labels({ event });
    socket.on(event, (...args: unknown[]) => {
      const received = performance.now();
      const ack = args[args.length - 1];
      if (typeof ack !== 'function') return;
      const reply = (answer: Reply<object>) => {
        try {
          (ack as Ack)(answer);
        } catch (error) {
          this.options.error(`${event}: could not reply`, error);
        }
        ackSeconds.observe((performance.now() - received) / 1000);
        if (!answer.ok) metrics.refused(answer.code);
      };
      if (args.length !== 2) return reply(refuse('bad-request', 'send one payload and an acknowledgement'));
      const checked = check(args[0]);
      if (!checked.ok) return reply(checked);
      const work = run(checked.value).then(reply, (error: unknown) => {
        this.options.error(`${event} failed:`, error);
        reply(refuse('server-error', 'the server failed; try again'));
      });
      const settled = work.finally(() => this.#pending.delete(settled));
      this.#pending.add(settled);
    });
  }

  #health(req: IncomingMessage, res: ServerResponse): void {
    if (req.method === 'GET' && req.url === '/metrics') {
      const { registry } = this.options.metrics;
      registry.metrics().then(
        (text) => {
          res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
          res.end(text);
        },
        (error: unknown) => {
          this.options.error('metrics failed:', error);
          res.writeHead(500, { 'content-type': 'text/plain' });
          res.end('metrics failed\n');
        },
      );
      return;
    }
    if (req.method === 'GET' && (req.url === '/health' || req.url === '/health?reset')) {
      const memory = process.memoryUsage();
      const cpu = process.cpuUsage();
      const ok = !this.backend.lost;
      // The histogram holds whole intervals between the monitor's ticks: the delay is what exceeds its period.
      const ms = (ns: number) => Math.max(0, Math.round(ns / 1e4) / 100 - LOOP_TICK_MS);
      const loopDelay = this.#loopDelay;
      const body = {
        ok,
        rooms: this.#referee?.rooms.size ?? 0,
        connections: this.io.engine.clientsCount,
        heapUsed: memory.heapUsed,
        rss: memory.rss,
        cpuMs: (cpu.user + cpu.system) / 1000,
        loopDelayMs: { p50: ms(loopDelay.percentile(50)), p99: ms(loopDelay.percentile(99)), max: ms(loopDelay.max) },
      };
      if (req.url === '/health?reset') loopDelay.reset();
      // 503 while the store is lost: a load balancer's health check sends no one here.
      res.writeHead(ok ? 200 : 503, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify(body));
      return;
    }
    if (this.options.http?.(req, res)) return;
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('not found\n');
  }
}
