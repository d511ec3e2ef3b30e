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
  type RatedEvent,
  type RatedState,
  type RematchState,
  type Reply,
  type RoomCreated,
  type Seat,
  type SyncReply,
} from '../src/protocol/index.js';
import { refuse, type Refusal } from '../src/protocol/reply.js';
import type { CreateChecked, JoinChecked } from '../src/protocol/schema.js';
import type { Backend } from './backend/index.js';
import type { HeldSeat } from './backend/liveness/index.js';
import type { AppendResult } from './backend/rooms/index.js';
import { Identities, type Identity } from './identity.js';
import { RatedRooms } from './ratings/index.js';
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
  /** Verifies the players' identity tokens (rated play); default: none (every identity refused). */
  identities?: Identities;
  /** A rated room's game was counted for both players' ratings (by this process). */
  counted?(): void;
}

export class Referee {
  readonly rooms: Rooms;
  readonly #seats: SeatKeeper;
  readonly #rematches: Rematches;
  readonly #quickMatch: QuickMatch;
  readonly #identities: Identities;
  readonly #ratings: RatedRooms;
  /** Work started by events rather than requests, so that `close` lets it finish. */
  readonly #pending = new Set<Promise<unknown>>();

  constructor(
    private readonly backend: Backend,
    private readonly hub: Hub,
    private readonly options: RefereeOptions,
  ) {
    const { limits } = options;
    this.#identities = options.identities ?? new Identities();
    this.#ratings = new RatedRooms(backend.ratings, () => options.counted?.());
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
  async create(client: Client, { variant, rules, rated, identity }: CreateChecked): Promise<Reply<RoomCreated>> {
    const verified = await this.#identify(identity);
    if (verified && !('id' in verified)) return verified;
    return (await this.#overAllowance(client)) ?? this.rooms.create(variant, rules, client.address, rated);
  }

  /** `room:join`: a seat (by token, or free with the seat key) or a place to watch, and the record so far. */
  async join(client: Client, { room, seat, key, token, name, identity }: JoinChecked): Promise<Reply<RoomJoined>> {
    if (!(await this.rooms.exists(room))) return refuse('no-room', `no room ${room}`);
    const verified = seat === 'spectator' ? null : await this.#identify(identity);
    if (verified && !('id' in verified)) return verified;
    const rated = (await this.rooms.meta(room))?.rated !== undefined;
    const held = client.joined.get(room);
    if (held && held.seat !== 'spectator') {
      // Already seated here: the same seat again (the connector rejoining), or nothing.
      if (seat !== held.seat && seat !== 'any')
        return refuse('bad-request', `already seated as ${held.seat} in ${room}: leave first`);
      token = held.token;
      seat = held.seat;
    }
    const keyed = await this.rooms.keyMatches(room, key);
    const claim = await this.#seats.claim(room, seat, token, client.id, keyed, verified?.name ?? name, {
      player: verified?.id,
      rated,
    });
    if (!claim.ok) return claim;
    if (claim.seat !== 'spectator') await this.rooms.seated(room);
    // The seat's previous connection (another tab, a dead socket) stops acting for it, on whatever process it is.
    if (claim.replaced) this.hub.exit(claim.replaced, room);
    client.joined.set(room, { seat: claim.seat, token: claim.token });
    await this.hub.enter(client.id, room);
    if (claim.seat !== 'spectator') await this.#broadcastSeats(room);
    const seats = await this.#view(room);
    // The record is read last, in the room's turn, and the reply leaves without waiting again: every
    // action broadcast to this connection before the reply is in this record, every later one comes
    // as an event.
    const record = await this.rooms.record(room);
    if (!record) return refuse('no-room', `room ${room} has expired`);
    if (rated) Object.assign(seats, await this.#settleOrState(room));
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
    const reply = await this.rooms.act(room, seat, index, action, client.id);
    if (reply.ok) void this.#track(this.#settle(room));
    return reply;
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
    if (ended.ok) void this.#track(this.#settle(room));
    return ended.ok ? { ok: true, room, end: ended.end } : ended;
  }

  /** `game:sync`: the room's record and seats. */
  async sync({ room }: { room: string }): Promise<Reply<SyncReply>> {
    const record = await this.rooms.record(room);
    if (!record) return refuse('no-room', `no room ${room}`);
    return { ok: true, record, ...(await this.#seats.view(room)), ...(await this.#settleOrState(room)) };
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
    const verified = await this.#identify(request.identity);
    if (verified && !('id' in verified)) return verified;
    return (
      (await this.#overAllowance(client)) ?? this.#quickMatch.find(client.id, request, client.address, verified?.id)
    );
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
    this.hub.toRoom(room, EVENTS.seats, { room, ...(await this.#view(room)) });
  }

  /** The identity in `token` (null: none given), or the refusal saying why it is not one. */
  async #identify(token: string | undefined): Promise<Identity | Refusal | null> {
    if (token === undefined) return null;
    const verified = await this.#identities.verify(token);
    return verified.ok ? verified.identity : refuse(verified.code, verified.error);
  }

  /** The seats as the players see them, with a rated room's ratings. */
  async #view(room: string) {
    const view = await this.#seats.view(room);
    const meta = await this.rooms.meta(room);
    if (meta?.rated === undefined) return view;
    const over = (await this.rooms.finished(room)) !== null;
    const rated = await this.#ratings.state(meta, await this.backend.store.seats(room), over);
    return rated ? { ...view, rated } : view;
  }

  /**
   * A rated room's state, after counting its game if it is over and was not counted yet (an end
   * this process did not store, or a count that failed): counting twice changes nothing.
   */
  async #settleOrState(room: string): Promise<{ rated?: RatedState }> {
    const meta = await this.rooms.meta(room);
    if (meta?.rated === undefined) return {};
    const rated =
      (await this.#settle(room, false)) ??
      (await this.#ratings.state(meta, await this.backend.store.seats(room), false));
    return rated ? { rated } : {};
  }

  /** Counts a rated room's game once it is over, and tells the room (unless not `tell`); its rated state (null: not rated, or not over). */
  async #settle(room: string, tell = true): Promise<RatedState | null> {
    const finished = await this.rooms.finished(room);
    if (finished?.meta.rated === undefined) return null;
    const { meta, record, ending } = finished;
    const seats = await this.backend.store.seats(room);
    const rated = await this.#ratings.settle(room, meta, record, ending, seats);
    if (rated && tell) this.hub.toRoom(room, EVENTS.rated, { room, rated } satisfies RatedEvent);
    return rated;
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
