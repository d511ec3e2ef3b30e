/**
 * The online protocol between a game server (`server/`) and the page-side connector
 * (`src/online/connect.ts`), carried by Socket.IO events with acknowledgements: the messages'
 * types here, their limits in ./limits.ts, the server's checks of every payload in ./schema.ts.
 * Pure data and types: imported by both sides, imports only the engine.
 *
 * The record is the truth. The server holds each room's game record, checks every action with
 * the engine and appends it at the next index; every client applies actions by index (a repeat
 * is a no-op, a gap asks for a resync with `game:sync`, a conflict is refused). The dice are the
 * server's: a client asks for a throw (`action: 'throw'`) and the server answers with `h<value>`
 * thrown by `crypto.randomInt`; a record from the server has `seed: null`.
 *
 * Client → server (every one with an acknowledgement callback receiving a `Reply`):
 * - `room:create` CreateRoomRequest → Reply<RoomCreated>   (the room's code and its seat key)
 * - `room:join`   JoinRoomRequest   → Reply<RoomJoined>   (a seat needs the key or the seat's token)
 * - `game:action` ActionRequest     → Reply<ActionAccepted>
 * - `game:sync`   SyncRequest       → Reply<SyncReply>
 * - `room:leave`  LeaveRequest      → Reply<{}>
 * - `link:ping`   {}                → Reply<{}>           (the connector's heartbeat: a slow link shows)
 * - `game:end`    EndRequest        → Reply<EndEvent>     (resign, abort or claim the win: see END_REQUESTS)
 * Server → every client in the room:
 * - `game:action` ActionEvent (each accepted action, once, in order of index; not to the connection
 *   that asked for it, whose acknowledgement carries it)
 * - `room:seats`  SeatsEvent  (whenever a seat's presence changes)
 * - `game:end`    EndEvent    (a game ended by a resign, an abort or a claim, recorded as the record's `end`)
 * - `room:gone`   GoneEvent   (the room no longer exists: it expired, or the store lost it)
 * - `game:rated`  RatedEvent  (a rated game's result counted: each side's rating before and after)
 * Server → each of its clients:
 * - `server:store` StoreEvent (the store refuses writes, or accepts them again: play is paused
 *   meanwhile, and the connection stays; sent on connecting too while writes are refused)
 * An event the server does not know gets a `bad-request` reply.
 */
import {
  PLAYERS,
  type GameRecord,
  type Player,
  type RecordEnd,
  type RuleOptions,
  type VariantName,
} from '../engine/index.js';

export * from './limits.js';

export const PROTOCOL_VERSION = 1;

/**
 * The page's connector sends its heartbeat (`link:ping`) once it has heard nothing from the server
 * this long, while joined and none is unanswered: a seat whose game goes on sends none, an idle one
 * about one per this much time.
 */
export const HEARTBEAT_MS = 2500;

/** Socket.IO event names. */
export const EVENTS = {
  create: 'room:create',
  join: 'room:join',
  leave: 'room:leave',
  action: 'game:action',
  sync: 'game:sync',
  seats: 'room:seats',
  ping: 'link:ping',
  store: 'server:store',
  end: 'game:end',
  gone: 'room:gone',
  rated: 'game:rated',
} as const;

/**
 * How a seated player may end the game before it is played out (`game:end`), each recorded in
 * the record's `end` with its reason:
 * - `resign`: at any time; the other side wins (`resigned`, by this seat);
 * - `abort`: while a side has yet to make its first move (the engine's `canAbort`); no result;
 * - `claim`: the win, once the opponent's seat is `left` (gone past the grace period, or left on
 *   purpose); the opponent loses as `abandoned`.
 */
export const END_REQUESTS = ['resign', 'abort', 'claim'] as const;
export type EndKind = (typeof END_REQUESTS)[number];

export interface EndRequest {
  room: string;
  end: EndKind;
}

/** A game's recorded end (also the reply to `game:end`). */
export interface EndEvent {
  room: string;
  end: RecordEnd;
}

/** The room no longer exists (it expired, or the store lost it): told to everyone still in it as soon as the server finds out. */
export interface GoneEvent {
  room: string;
}

/** A seat at the board. */
export type Seat = Player;
/** What a client asks for when joining: a seat, whichever seat is free, or to watch. */
export const SEAT_REQUESTS = [...PLAYERS, 'any', 'spectator'] as const;
export type SeatRequest = (typeof SEAT_REQUESTS)[number];

/**
 * A seat's presence, as the other players see it:
 * - `empty`: nobody has taken it yet (waiting for the opponent);
 * - `connected`: its player is here;
 * - `reconnecting`: its player dropped; the seat is held for them for a while;
 * - `left`: its player left, or did not come back in time.
 */
export const SEAT_STATUSES = ['empty', 'connected', 'reconnecting', 'left'] as const;
export type SeatStatus = (typeof SEAT_STATUSES)[number];

/**
 * The refusals that end a connection for a reason the player can act on, each told on the status
 * line as it is (any other refusal that ends it is told as `refused`).
 */
export const TOLD_REFUSALS = [
  'key-required',
  'seat-taken',
  'room-full',
  'not-seated',
  'bad-identity',
  'same-player',
] as const;

/**
 * What a board's status line says of its online game (the element's `connectionState`): the
 * link (`connecting`, `reconnecting`, `slow`: open but unanswered for a while), the room gone
 * for good (`game-gone`), or never there (`no-room`: the code of no room), a refusal that ended
 * the connection (`TOLD_REFUSALS`, else `refused`), play paused while the server's store refuses
 * writes (`paused`), the room's refusal to end the game as the person here asked (`end-refused`:
 * the game goes on), or the other seat's presence.
 */
export const CONNECTION_STATES = [
  'connecting',
  'waiting-for-opponent',
  'reconnecting',
  'slow',
  'game-gone',
  'no-room',
  ...TOLD_REFUSALS,
  'refused',
  'paused',
  'end-refused',
  'opponent-reconnecting',
  'opponent-left',
] as const;
export type ConnectionState = (typeof CONNECTION_STATES)[number];

/** What a client may ask the server to do at `index`: throw its dice, move, decline a bonus, start the next game. */
export type ActionIntent = 'throw' | 'decline' | 'next' | string;

export interface CreateRoomRequest {
  v: typeof PROTOCOL_VERSION;
  variant: VariantName;
  /** Rule switches that differ from the variant's preset. */
  rules?: RuleOptions;
  /** The game counts for both players' ratings (see Rated play below); needs `identity`. */
  rated?: boolean;
  /** The player's identity token, signed by the host page's server (see Rated play below). */
  identity?: string;
}

export interface JoinRoomRequest {
  v: typeof PROTOCOL_VERSION;
  /** The room's invite code. */
  room: string;
  seat: SeatRequest;
  /**
   * The room's seat key (`RoomCreated.key`, carried by the invite link): needed to take a free
   * seat. Without it (or the seat's token) a client may only watch, so a guessed room code takes
   * no seat.
   */
  key?: string;
  /**
   * The player's name, shown to the opponent and to spectators (a seat's; a spectator's is
   * ignored): 1 to MAX_NAME_LENGTH characters, no control or bidirectional-override characters
   * (`checkName` in ./schema.ts, which the server applies too). Without one, the seat's colour.
   */
  name?: string;
  /**
   * The seat token from an earlier `room:join`: reclaims that seat after a reload or a drop. For a
   * free seat, the server keeps a token the client proposes (MIN_PROPOSED_TOKEN characters or more,
   * unguessable), so that a join whose reply was lost can be sent again and still gets that seat back.
   */
  token?: string;
  /**
   * The player's identity token (see Rated play below): the seat is theirs, named with their
   * display name (`name` is then ignored). A rated room's free seat needs one; a seat is
   * reclaimed by its seat token alone.
   */
  identity?: string;
}

export interface ActionRequest {
  room: string;
  /** The index this action takes in `record.actions` (the client's record length). */
  index: number;
  /** `throw`, a move in notation (`A4-A2`, `R-A4`, `B3xB5*`), `decline` or `next`. */
  action: ActionIntent;
}

export interface SyncRequest {
  room: string;
}

export interface LeaveRequest {
  room: string;
}

export interface RoomCreated {
  room: string;
  /** The seat key (KEY_BYTES random bytes): whoever has it may take a free seat. Put it in the invite link. */
  key: string;
}

export interface RoomJoined {
  room: string;
  seat: Seat | 'spectator';
  /** Keep it (e.g. in localStorage) to reclaim the seat; absent for spectators. */
  token?: string;
  record: GameRecord;
  seats: Record<Seat, SeatStatus>;
  names: SeatNames;
  /** Ms until each seat held for its dropped player counts as `left` (when the win may be claimed); null unless `reconnecting`. */
  grace: SeatGrace;
  /** A rated room's: each seat's rating now (null: nobody there yet), and the result once counted. */
  rated?: RatedState;
}

/** Per seat: ms of grace left while `reconnecting`, else null. */
export type SeatGrace = Record<Seat, number | null>;

/** Each seat's player's name, as given at their join (null: none given, or nobody there yet). */
export type SeatNames = Record<Seat, string | null>;

export interface ActionAccepted {
  index: number;
  /** The action as stored in the record (a throw request comes back as `h<value>`). */
  action: string;
}

export interface SyncReply {
  record: GameRecord;
  /** Who sits where now: a lost `room:seats` broadcast is made good by the next sync. */
  seats: Record<Seat, SeatStatus>;
  names: SeatNames;
  grace: SeatGrace;
  rated?: RatedState;
}

export interface ActionEvent {
  room: string;
  index: number;
  action: string;
}

export interface StoreEvent {
  /** False while the server's store refuses writes: no action can be kept, so play is paused. */
  writable: boolean;
}

export interface SeatsEvent {
  room: string;
  seats: Record<Seat, SeatStatus>;
  names: SeatNames;
  grace: SeatGrace;
  rated?: RatedState;
}

/** Why a request was refused. */
export type ErrorCode =
  | 'bad-request' // malformed, wrong types, unknown fields, too large
  | 'version' // a protocol version this server does not speak
  | 'no-room' // no such room (or it expired)
  | 'room-full' // both seats are taken
  | 'seat-taken' // that seat is someone else's
  | 'key-required' // a free seat needs the room's seat key (from the invite link)
  | 'not-seated' // a spectator, or not in this room
  | 'not-your-turn' // the action is the other seat's
  | 'illegal' // the engine refuses the action
  | 'out-of-step' // index is not the record's length: resync (`expected` says where the record is)
  | 'rate-limited' // too many messages
  | 'room-limit' // this process, or this address, holds or made as many rooms as it may
  | 'bad-identity' // the identity token is forged, expired or lacks a claim, or a rated seat needs one
  | 'same-player' // a rated game's other seat is this player's own
  | 'server-error'; // the server or its store failed: nothing changed, the same request may be sent again

export type Reply<T> = ({ ok: true } & T) | { ok: false; code: ErrorCode; error: string; expected?: number };

/**
 * Rematch: when a game is over, each seated player may offer a rematch (`rematch:offer`). Once
 * both have, the server opens a linked room with the same rules and the colours swapped: each
 * player's seat token from this room holds the other colour there, for `seatGraceMs`. The first
 * room keeps its record (`game:sync` reads it while it lives) and names the new one in `next`;
 * the new one names it in `previous`.
 *
 * Client → server: `rematch:offer` RoomRequest → Reply<RematchState>;
 *                  `rematch:state` RoomRequest → Reply<RematchState> (asks, offers nothing).
 * Server → every client in the room: `rematch:state` RematchEvent (whenever an offer is made).
 */
export const REMATCH_EVENTS = {
  offer: 'rematch:offer',
  state: 'rematch:state',
} as const;

export interface RematchState {
  /** The game (a bell match: the match) is over: a rematch may be offered. */
  open: boolean;
  /** Which seats have offered a rematch. */
  offers: Record<Seat, boolean>;
  /** The rematch's room, once both agreed: join it with the other colour and the same token. */
  next: string | null;
  /** The room this one is the rematch of. */
  previous: string | null;
}

export interface RematchEvent extends RematchState {
  room: string;
}

/**
 * Quick match: a player asks for an opponent in a variant (`match:find`) and waits in that
 * variant's queue (shared by every process through Redis); the next player asking for the same
 * rules is paired with them in a new room. Each gets the colour they asked for (`colour`) when the
 * two differ or one does not mind; when both ask for the same one, the player who waited gets it;
 * when neither asks, the colours are drawn at random. The token the player sent
 * holds their seat there. The one who completes the pair gets the room in the reply; the one who
 * waited gets `match:found`. A wait ends after the server's `matchWaitMs` with `match:expired`,
 * or on `match:cancel`.
 *
 * Client → server: `match:find`   FindMatchRequest → Reply<MatchFound | { room: null }> (queued);
 *                  `match:cancel` {}               → Reply<{ cancelled: boolean }> (false: a match
 *                  was made first, and `match:found` is on its way).
 * Server → that client: `match:found` MatchFound; `match:expired` {} (nobody came in time).
 */
export const MATCH_EVENTS = {
  find: 'match:find',
  cancel: 'match:cancel',
  found: 'match:found',
  expired: 'match:expired',
} as const;

export interface FindMatchRequest {
  v: typeof PROTOCOL_VERSION;
  variant: VariantName;
  rules?: RuleOptions;
  /** The seat token to hold the seat with (16 to 64 unguessable characters, as for `room:join`). */
  token: string;
  /** The colour this player would like to play; left out: either. */
  colour?: Seat;
  /** Only opponents who want a rated game too (both need `identity`): the game counts for both ratings. */
  rated?: boolean;
  /** The player's identity token (see Rated play below). */
  identity?: string;
}

export interface MatchFound {
  room: string;
  seat: Seat;
}

/**
 * Rated play. A host page that knows its users has its own server sign a short-lived identity
 * token for each (a JWT: `sub` the player's id, `name` their display name, `exp`; HS256, EdDSA or
 * ES256: docs/deploy-server.md), which the page hands to `room:create`, `room:join` and
 * `match:find` as `identity`. A room made with `rated: true` (or a quick match between two players
 * who both asked for `rated`) counts for both players' Glicko-2 ratings in its variant, once its
 * game is over: when both seats hold verified identities of different players (a rated room
 * refuses the same player on both seats, `same-player`), and unless it ended before each side had
 * moved twice. A resign or a claimed win is a loss for the side that resigned or left. The server
 * then sends `game:rated` to the room; the ratings are read over HTTP at `GET /ratings/:playerId`
 * and `GET /leaderboard?variant=finkel&limit=50`.
 */
export interface SeatRating {
  rating: number;
  deviation: number;
}

export interface RatingChange {
  before: SeatRating;
  after: SeatRating;
}

/** A rated room's ratings: each seat's now, and once the game is counted, each side's change. */
export interface RatedState {
  ratings: Record<Seat, SeatRating | null>;
  /** Null until the game's result is counted (or when it counts for nobody: see `counted`). */
  result: Record<Seat, RatingChange> | null;
  /** False when the game ended without counting (aborted, or ended before each side moved twice). */
  counted: boolean | null;
}

export interface RatedEvent {
  room: string;
  rated: RatedState;
}
