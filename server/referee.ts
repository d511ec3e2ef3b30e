/**
 * The referee: every request a player may make, each answered with a reply, with no socket in
 * sight (as boardgame.io's master). It keeps the rules of online play: who may take which seat,
 * that nobody plays before both seats are taken, that only the seat to play acts (the engine
 * judges the action, rooms.ts appends it), rematches and quick matches. What it sends to
 * connections goes through a `Hub`, which the transport implements with Socket.IO rooms; the
 * referee's tests implement it with a few maps.
 */
import {
  EVENTS,
  REMATCH_EVENTS,
  type ActionAccepted,
  type ActionEvent,
  type EndEvent,
  type EndKind,
  type GoneEvent,
  type RoomJoined,
  type MatchFound,
  type RematchState,
  type Reply,
  type RoomCreated,
  type Seat,
  type SyncReply,
} from '../src/protocol/index.js';
import { refuse, type Refusal } from '../src/protocol/reply.js';
import type { JoinChecked } from '../src/protocol/schema.js';
import type { RuleOptions, VariantName } from '../src/engine/index.js';
import type { Backend } from './backend/index.js';
import type { HeldSeat } from './backend/liveness/index.js';
import type { AppendResult } from './backend/rooms/index.js';
import type { Limits } from './limits.js';
import { QuickMatch, type FindMatch } from './quick-match.js';
import { Rematches } from './rematch.js';
import { Rooms } from './rooms.js';
import { SeatKeeper } from './seats.js';

/** The rooms of connections, as the transport keeps them (Socket.IO rooms, shared by every process). */
export interface Hub {
  /** Sends `event` to every connection in `room`, on every process. */
  toRoom(room: string, event: string, payload: object): void;
  /**
   * Appends an action to its room's record (`Store.append`, whose verdict it returns) and, once it
   * is appended, sends it to the room's connections on the other processes (on Redis the append's
   * script publishes it: one round trip for both). The referee then sends it to this process's own (`actionAppended`).
   */
  appendAction(event: ActionEvent, ttlMs: number): Promise<AppendResult>;
  /**
   * Sends an action just appended to the connections of this process in its room but `actor`,
   * whose acknowledgement carries it (one frame per action saved): `appendAction` sent it to the
   * other processes'.
   */
  actionAppended(event: ActionEvent, actor: string): void;
  /** Sends `event` to connection `sid`, on whatever process it is. */
  toConnection(sid: string, event: string, payload: object): void;
  /** Connection `sid` (on this process) hears `room`'s broadcasts from now on. */
  enter(sid: string, room: string): Promise<void>;
  /** Connection `sid` stops hearing `room`, on whatever process it is. */
  exit(sid: string, room: string): void;
  /** Whether connection `sid` (on this process) still hears `room`: a newer tab may have taken its seat. */
  hears(sid: string, room: string): boolean;
  /** The rooms that connections of this process hear. */
  heardHere(): string[];
  /** Sends `event` to the connections of this process in `room` only. */
  toRoomHere(room: string, event: string, payload: object): void;
}

/** One connection as the referee knows it: its id, its address, and its seat (and token) in each room it joined. */
export class Client {
  readonly joined = new Map<string, { seat: Seat | 'spectator'; token?: string }>();

  constructor(
    readonly id: string,
    readonly address: string,
  ) {}

  /** The seat this connection holds in `room` (null: none, or only watching). */
  seatIn(room: string, hub: Hub): Seat | null {
    const seat = this.joined.get(room)?.seat;
    return seat === undefined || seat === 'spectator' || !hub.hears(this.id, room) ? null : seat;
  }
}

export interface RefereeOptions {
  limits: Limits;
  /** How long a quick-match request waits for an opponent before `match:expired`. */
  matchWaitMs: number;
  /** Where background failures (a seat timer, a broadcast) are reported. */
  error(message: string, error: unknown): void;
}

export class Referee {
  readonly rooms: Rooms;
  readonly #seats: SeatKeeper;
  readonly #rematches: Rematches;
  readonly #quickMatch: QuickMatch;
  /** Work started by events rather than requests, so that `close` lets it finish. */
  readonly #pending = new Set<Promise<unknown>>();

  constructor(
    private readonly backend: Backend,
    private readonly hub: Hub,
    private readonly options: RefereeOptions,
  ) {
    const { limits } = options;
    this.rooms = new Rooms(
      backend,
      limits,
      (room, index, action, ttlMs) => hub.appendAction({ room, index, action }, ttlMs),
      (room, index, action, actor) => hub.actionAppended({ room, index, action }, actor),
      (room, end) => hub.toRoom(room, EVENTS.end, { room, end } satisfies EndEvent),
      undefined,
      (room) => hub.toRoom(room, EVENTS.gone, { room } satisfies GoneEvent),
    );
    this.#seats = new SeatKeeper(
      backend.store,
      limits.seatGraceMs,
      backend.seatHolder,
      (room) => this.#track(this.#broadcastSeats(room)),
      (error) => options.error('seat timer failed:', error),
    );
    this.#rematches = new Rematches(backend, this.rooms, limits, (room, state) =>
      hub.toRoom(room, REMATCH_EVENTS.state, { room, ...state }),
    );
    this.#quickMatch = new QuickMatch(
      backend,
      this.rooms,
      { matchWaitMs: options.matchWaitMs, seatGraceMs: limits.seatGraceMs },
      (sid, event, payload) => hub.toConnection(sid, event, payload),
    );
  }

  /** `room:create`: a new room, within the address's allowance per minute and the room limits. */
  async create(
    client: Client,
    { variant, rules }: { variant: VariantName; rules: RuleOptions },
  ): Promise<Reply<RoomCreated>> {
    return (await this.#overAllowance(client)) ?? this.rooms.create(variant, rules, client.address);
  }

  /** `room:join`: a seat (by token, or free with the seat key) or a place to watch, and the record so far. */
  async join(client: Client, { room, seat, key, token, name }: JoinChecked): Promise<Reply<RoomJoined>> {
    if (!(await this.rooms.exists(room))) return refuse('no-room', `no room ${room}`);
    const held = client.joined.get(room);
    if (held && held.seat !== 'spectator') {
      // Already seated here: the same seat again (the connector rejoining), or nothing.
      if (seat !== held.seat && seat !== 'any')
        return refuse('bad-request', `already seated as ${held.seat} in ${room}: leave first`);
      token = held.token;
      seat = held.seat;
    }
    const keyed = await this.rooms.keyMatches(room, key);
    const claim = await this.#seats.claim(room, seat, token, client.id, keyed, name);
    if (!claim.ok) return claim;
    if (claim.seat !== 'spectator') await this.rooms.seated(room);
    // The seat's previous connection (another tab, a dead socket) stops acting for it, on whatever process it is.
    if (claim.replaced) this.hub.exit(claim.replaced, room);
    client.joined.set(room, { seat: claim.seat, token: claim.token });
    await this.hub.enter(client.id, room);
    if (claim.seat !== 'spectator') await this.#broadcastSeats(room);
    const seats = await this.#seats.view(room);
    // The record is read last, in the room's turn, and the reply leaves without waiting again: every
    // action broadcast to this connection before the reply is in this record, every later one comes
    // as an event.
    const record = await this.rooms.record(room);
    if (!record) return refuse('no-room', `room ${room} has expired`);
    const reply = { ok: true as const, room, seat: claim.seat, record, ...seats };
    return claim.token === undefined ? reply : { ...reply, token: claim.token };
  }

  /** `game:action`: the seated player's action at `index`, judged by the engine and appended to the record. */
  async act(
    client: Client,
    { room, index, action }: { room: string; index: number; action: string },
  ): Promise<Reply<ActionAccepted>> {
    const seat = client.seatIn(room, this.hub);
    if (seat === null) return this.#noRoomOr(room, refuse('not-seated', `you hold no seat in ${room}`));
    // Nobody plays before both seats are taken. Only the first action needs the check: a seat never becomes empty again.
    if (index === 0 && Object.values(await this.#seats.statuses(room)).includes('empty'))
      return this.#noRoomOr(room, refuse('illegal', 'the game starts when both seats are taken'));
    return this.rooms.act(room, seat, index, action, client.id);
  }

  /**
   * `game:end`: the seated player resigns, aborts, or claims the win once the opponent's seat is
   * `left` (gone past the grace period, or left on purpose); recorded as the record's `end`.
   */
  async end(client: Client, { room, end }: { room: string; end: EndKind }): Promise<Reply<EndEvent>> {
    const seat = client.seatIn(room, this.hub);
    if (seat === null) return this.#noRoomOr(room, refuse('not-seated', `you hold no seat in ${room}`));
    if (end === 'claim') {
      const opponent = seat === 'light' ? 'dark' : 'light';
      const { seats, grace } = await this.#seats.view(room);
      if (seats[opponent] === 'reconnecting')
        return refuse('illegal', `${opponent}'s seat is held for them ${Math.ceil(grace[opponent]! / 1000)} s more`);
      if (seats[opponent] !== 'left') return refuse('illegal', `${opponent} has not left: the win cannot be claimed`);
    }
    const ended = await this.rooms.end(room, seat, end);
    return ended.ok ? { ok: true, room, end: ended.end } : ended;
  }

  /** `game:sync`: the room's record and seats. */
  async sync({ room }: { room: string }): Promise<Reply<SyncReply>> {
    const record = await this.rooms.record(room);
    return record ? { ok: true, record, ...(await this.#seats.view(room)) } : refuse('no-room', `no room ${room}`);
  }

  /** `room:leave`: the connection stops hearing the room, and its seat is `left` at once. */
  async leave(client: Client, { room }: { room: string }): Promise<Reply<object>> {
    const seat = client.joined.get(room)?.seat;
    client.joined.delete(room);
    this.hub.exit(client.id, room);
    if (seat !== undefined && seat !== 'spectator') await this.#seats.leave(room, seat, client.id);
    return { ok: true };
  }

  /** `rematch:offer`. */
  offerRematch(client: Client, { room }: { room: string }): Promise<Reply<RematchState>> {
    return this.#rematches.offer(room, client.seatIn(room, this.hub), client.address);
  }

  /** `rematch:state`. */
  async rematchState({ room }: { room: string }): Promise<Reply<RematchState>> {
    const state = await this.#rematches.state(room);
    return state ? { ok: true, ...state } : refuse('no-room', `no room ${room}`);
  }

  /** `match:find`: each ask takes from the same allowance per minute as `room:create` (a pair opens a room). */
  async find(client: Client, request: FindMatch): Promise<Reply<MatchFound | { room: null }>> {
    return (await this.#overAllowance(client)) ?? this.#quickMatch.find(client.id, request, client.address);
  }

  /** `match:cancel`. */
  async cancelFind(client: Client): Promise<Reply<{ cancelled: boolean }>> {
    return { ok: true, cancelled: await this.#quickMatch.cancel(client.id) };
  }

  /** The connection is gone: its wait for a match ends, and its seats are held for the grace period. */
  disconnected(client: Client): void {
    this.#track(this.#quickMatch.cancel(client.id));
    for (const [room, { seat }] of client.joined)
      if (seat !== 'spectator') this.#track(this.#seats.dropped(room, seat, client.id));
  }

  /** Process `process` died holding `held`: the seat is held as if its connection had dropped. */
  orphaned(held: HeldSeat, process: string): Promise<void> {
    return this.#seats.orphaned(held.room, held.seat, process);
  }

  /**
   * Broadcasts from the other processes may have been lost (BroadcastOptions.missed): each room heard
   * here is sent again, to this process's connections only, the store's entries its game lacked and
   * always the last action (a connection that lacks an earlier one sees the gap and asks for the
   * record), its recorded end, and its seats. A repeat is harmless: clients ignore an action they hold.
   */
  async redeliver(): Promise<void> {
    await Promise.all(this.hub.heardHere().map((room) => this.#track(this.#redeliver(room))));
  }

  async #redeliver(room: string): Promise<void> {
    const tail = await this.rooms.tail(room);
    if (!tail) return;
    for (const [offset, action] of tail.actions.entries())
      this.hub.toRoomHere(room, EVENTS.action, { room, index: tail.from + offset, action });
    if (tail.end) this.hub.toRoomHere(room, EVENTS.end, { room, end: tail.end } satisfies EndEvent);
    this.hub.toRoomHere(room, EVENTS.seats, { room, ...(await this.#seats.view(room)) });
  }

  /** Forgets the rooms idle past their time. */
  sweep(): void {
    this.rooms.sweep();
  }

  /** Stops the timers, then lets the work under way finish. */
  async close(): Promise<void> {
    this.#seats.close();
    this.#quickMatch.close();
    await Promise.allSettled([...this.#pending]);
  }

  /** Takes one room from the client's address's allowance per minute: null, or the refusal when it is spent. */
  async #overAllowance(client: Client): Promise<Refusal | null> {
    if (await this.backend.admission.mayCreate(client.address)) return null;
    const perMinute = this.options.limits.roomsPerMinutePerAddress;
    return refuse('room-limit', `at most ${perMinute} new rooms a minute from one address`);
  }

  /** `refusal`, unless the room does not exist at all. */
  async #noRoomOr<T>(room: string, refusal: Reply<T>): Promise<Reply<T>> {
    return (await this.rooms.exists(room)) ? refusal : refuse('no-room', `no room ${room}`);
  }

  async #broadcastSeats(room: string): Promise<void> {
    this.hub.toRoom(room, EVENTS.seats, { room, ...(await this.#seats.view(room)) });
  }

  /** Work of its own: kept until it settles, and a failure logged. */
  #track(work: Promise<unknown>): Promise<void> {
    const settled: Promise<void> = work
      .then(
        () => undefined,
        (error: unknown) => this.options.error('server error:', error),
      )
      .finally(() => this.#pending.delete(settled));
    this.#pending.add(settled);
    return settled;
  }
}
