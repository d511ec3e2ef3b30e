/**
 * `connect(board, { url, room, seat })`: plays a `<royal-ur>` board in a room of the game server
 * (`server/`, protocol in ../protocol/). The board's own seat stays as the page set it (`human`
 * or `computer`), the other seat becomes `remote`, the server throws every die (`host-dice`), and
 * the connection's state shows on the board's status line: lost, slow (a heartbeat unanswered
 * for a few seconds), paused (the server's store refuses writes), the game gone from the server,
 * or the refusal that ended the connection. Reloading the tab, or opening the room
 * in another tab of the same browser, reclaims the seat.
 */
import type { Side } from '../element/attributes.js';
import type { OnlineBoard } from '../element/api.js';
import { FATAL, Mirror, type MirrorLink } from './mirror.js';
import { connectionState, type LinkState } from './presence.js';
import {
  EVENTS,
  HEARTBEAT_MS,
  PROTOCOL_VERSION,
  REMATCH_EVENTS,
  type ActionEvent,
  type EndEvent,
  type EndKind,
  type ErrorCode,
  type GoneEvent,
  type RatedEvent,
  type RatedState,
  type RematchEvent,
  type RematchState,
  type Reply,
  type RoomJoined,
  type Seat,
  type SeatGrace,
  type SeatNames,
  type SeatRequest,
  type SeatsEvent,
  type SeatStatus,
  type StoreEvent,
} from '../protocol/index.js';
import { checkName } from '../protocol/schema.js';
import { delay, heardFrom, openSocket, request, type SocketFactory, type SocketLike } from './socket.js';
import { forgetToken, newToken, storedSeat, storeToken } from './tokens.js';
import { showRatings } from './ratings.js';

export interface ConnectOptions {
  /** The game server, e.g. `https://ur.example.org` or `http://127.0.0.1:8787`. */
  url: string;
  /** The room's invite code (from `createRoom`). */
  room: string;
  /**
   * The room's seat key (from `createRoom`, carried by the invite link): needed to take a free
   * seat. Without it the board can only reclaim a seat this browser held, or watch.
   */
  key?: string;
  /** `light`, `dark`, `any` free seat (default) or `spectator` (both sides `remote`). */
  seat?: SeatRequest;
  /**
   * The player's name, shown to the opponent and to spectators: 1 to MAX_NAME_LENGTH characters,
   * no control or bidirectional-override characters (check a typed name with `checkName` first:
   * `connect` throws a RangeError for one that fails). A spectator's is not sent.
   */
  name?: string;
  /** Opens the socket; default: `socket.io-client`'s `io(url, { transports: ['websocket'] })`. */
  io?: SocketFactory;
  /** How long to wait for each reply before asking again, in ms (default 5000). */
  timeout?: number;
  /** How long a quiet spell may last, while the board waits for the other side, before checking the server's record, in ms (default 10000). */
  idleSync?: number;
  /**
   * The player's identity token, signed by the host page's own server (docs/deploy-server.md,
   * Rated play): the seat is theirs, named with their display name, and a rated room's game
   * counts for their rating. Sent to take the seat only; refused (`bad-identity`) when forged or
   * expired, which the status line says.
   */
  identity?: string;
}

/** Why the connection ended; `code` is the server's refusal, or `closed` when `close()` came first. */
export class OnlineError<
  Code extends ErrorCode | 'closed' | 'no-opponent' = ErrorCode | 'closed' | 'no-opponent',
> extends Error {
  constructor(
    readonly code: Code,
    message: string,
  ) {
    super(message);
    this.name = 'OnlineError';
  }
}

/** Requests are sent this many times before the server's record is asked for instead. */
const ATTEMPTS = 3;
/** Replies that mean "later": the server is there but busy. */
const BUSY: readonly ErrorCode[] = ['rate-limited', 'server-error'];
/** First pause after a busy reply; it doubles with each retry, up to the maximum. */
const BACKOFF_MS = 100;
const MAX_BACKOFF_MS = 8000;
/** Times to ask again whether a rematch may be offered, while the board's game is over before the server's. */
const REMATCH_ASKS = 5;
/** Pause before reconnecting after the server closed the connection itself. */
const RECONNECT_MS = 1000;
/**
 * The link shows as slow once nothing has come from the server this long, a heartbeat having been
 * asked after HEARTBEAT_MS of the silence: a stall shows within 4 s.
 */
const SLOW_MS = 4000;
/** How often the silence is looked at (a stall shows within SLOW_MS and this). */
const SILENCE_CHECK_MS = 250;
/** How long the status line says that the room refused to end the game (the next action says the game instead). */
const END_REFUSED_MS = 6000;
/** The name the board is given as its `connector`, in the errors it gives a host page. */
const CONNECTOR = 'royal-ur/online';

/**
 * Wires `board` to the room. Returns at once; `ready` resolves when the board has joined. Fires
 * `change` whenever `state`, `seat` or `seats` changes and `error` (`CustomEvent<OnlineError>`)
 * when the server refuses the room or the seat for good, which ends the connection.
 */
export function connect(board: OnlineBoard, options: ConnectOptions): OnlineGame {
  return new OnlineGame(board, options);
}

export class OnlineGame extends EventTarget implements MirrorLink {
  readonly url: string;
  /** Resolves with this game once joined; rejects with an `OnlineError` if it never is. */
  readonly ready: Promise<OnlineGame>;
  #room: string;
  #state: LinkState = 'connecting';
  /** The room's rematch offers, as the server last told them. */
  #rematch: RematchState | null = null;
  /** Times the rematch state was asked again since the game ended, while the server's game was not over yet. */
  #rematchAsks = 0;
  #seat: Seat | 'spectator' | null = null;
  #seats: Record<Seat, SeatStatus> | null = null;
  /** The seats' names, as the server last told them. */
  #names: SeatNames | null = null;
  /** When (Date.now()) each seat held for its dropped player counts as left; null unless reconnecting. */
  #leftAt: Record<Seat, number | null> = { light: null, dark: null };
  readonly #name: string | undefined;
  readonly #identity: string | undefined;
  #error: OnlineError<ErrorCode> | null = null;
  /** The server's store refuses writes (its `server:store` event): play is paused until it accepts them again. */
  #paused = false;
  /** The room refused the end the person here asked for (the status line says so for a while). */
  #endRefused: ReturnType<typeof setTimeout> | null = null;
  #token: string | undefined;
  readonly #key: string | undefined;
  /** Nothing has come from the server for SLOW_MS. */
  #slow = false;
  #pinging = false;
  #heartbeat: ReturnType<typeof setInterval> | undefined;
  /** When something last came from the server (`performance.now()`). */
  #lastHeard = 0;
  /** Bumped by each (re)connection: a join still waiting for the older one gives up. */
  #joins = 0;
  #settle!: { resolve: (game: OnlineGame) => void; reject: (error: OnlineError) => void };
  readonly #board: OnlineBoard;
  readonly #socket: SocketLike;
  readonly #mirror: Mirror;
  readonly #request: SeatRequest;
  readonly #timeout: number;
  /** What the page set for each side: this seat keeps it (a `computer` plays online as one). */
  readonly #sides: Record<Seat, Side>;
  /** Whether the page's board threw its own dice (given back with the board when the room is gone). */
  readonly #hostDice: boolean;
  /** The names the page set: each side shows it until the server names its player. */
  readonly #pageNames: Record<Seat, string | null>;
  readonly #observer: MutationObserver;

  constructor(board: OnlineBoard, options: ConnectOptions) {
    super();
    this.#board = board;
    this.url = options.url;
    this.#room = options.room;
    this.#request = options.seat ?? 'any';
    this.#key = options.key;
    if (options.name !== undefined) {
      const name = checkName(options.name);
      if (!name.ok) throw new RangeError(name.error);
      this.#name = name.value;
    }
    this.#timeout = options.timeout ?? 5000;
    this.#identity = options.identity;
    this.ready = new Promise((resolve, reject) => (this.#settle = { resolve, reject }));
    // A page that only listens for events must not see an unhandled rejection.
    this.ready.catch(() => undefined);
    this.#mirror = new Mirror(board, this, options.idleSync ?? 10_000);

    this.#sides = { light: board.light, dark: board.dark };
    this.#pageNames = { light: board.lightName, dark: board.darkName };
    this.#hostDice = board.hostDice;
    board.hostDice = true;
    board.connector = CONNECTOR;
    // Nobody acts until the seat is known and the server's game is on the board.
    board.light = 'remote';
    board.dark = 'remote';
    board.addEventListener('ur-action', this.#onBoardAction);
    board.addEventListener('ur-throw-request', this.#onThrowRequest);
    board.addEventListener('ur-new-game', this.#onNewGame);
    board.addEventListener('ur-game-end', this.#askRematch);
    board.addEventListener('ur-load', this.#askRematch);
    board.addEventListener('ur-rematch', this.#onRematch);
    board.addEventListener('ur-end-request', this.#onEndRequest);
    board.addEventListener('ur-claim', this.#onClaim);
    // Leaving the page ends the connection (a board connected before it is appended waits for that).
    let attached = board.isConnected;
    this.#observer = new MutationObserver(() => {
      if (board.isConnected) attached = true;
      else if (attached) void this.close();
    });
    for (const root of new Set([board.getRootNode(), document]))
      this.#observer.observe(root, { childList: true, subtree: true });

    this.#socket = heardFrom((options.io ?? openSocket)(this.url), this.#heard);
    this.#socket.on('connect', this.#onConnect);
    this.#socket.on('disconnect', this.#onDisconnect);
    this.#socket.on(EVENTS.action, this.#onServerAction);
    this.#socket.on(EVENTS.seats, this.#onSeats);
    this.#socket.on(REMATCH_EVENTS.state, this.#onRematchState);
    this.#socket.on(EVENTS.store, this.#onStore);
    this.#socket.on(EVENTS.end, this.#onEnd);
    this.#socket.on(EVENTS.gone, this.#onGone);
    this.#socket.on(EVENTS.rated, this.#onRated);
    this.#changed();
    if (this.#socket.connected) this.#onConnect();
  }

  /** The room's invite code: the one given, then each rematch's. */
  get room(): string {
    return this.#room;
  }

  /** The link: `connecting`, `open` (joined), `reconnecting` (dropped, retrying), `closed`. */
  get state(): LinkState {
    return this.#state;
  }

  /** The seat this board plays (`spectator`: watching), once joined. */
  get seat(): Seat | 'spectator' | null {
    return this.#seat;
  }

  /** Each seat's presence, as the server last told it. */
  get seats(): Record<Seat, SeatStatus> | null {
    return this.#seats;
  }

  /** Each seat's player's name, as the server last told them (null: none given). */
  get names(): SeatNames | null {
    return this.#names;
  }

  /**
   * When (as `Date.now()`) the opponent's seat, held for them since they dropped, counts as left
   * and the win may be claimed: a countdown to show. Null unless the opponent is reconnecting.
   */
  get claimAt(): number | null {
    const seat = this.#seat;
    return seat === 'light' || seat === 'dark' ? this.#leftAt[seat === 'light' ? 'dark' : 'light'] : null;
  }

  /** The opponent is gone (left, or past the grace period) while the game goes on: `claimWin()` may be called, or the page may wait. */
  get canClaim(): boolean {
    const seat = this.#seat;
    if (seat !== 'light' && seat !== 'dark') return false;
    return this.open && this.#seats?.[seat === 'light' ? 'dark' : 'light'] === 'left' && !this.#over();
  }

  /** Gives the game up: the opponent wins, recorded as `resigned` (confirm with the person first). */
  resign(): Promise<EndEvent['end']> {
    return this.#end('resign');
  }

  /** Calls the game off while a side has yet to make its first move (the board's `game.canAbort`): no result. */
  abort(): Promise<EndEvent['end']> {
    return this.#end('abort');
  }

  /** Claims the win once the opponent is gone past the grace period (`canClaim`): they lose as `abandoned`. */
  claimWin(): Promise<EndEvent['end']> {
    return this.#end('claim');
  }

  /** The board's game is over: played out, or ended by a resign, an abort or a claim. */
  #over(): boolean {
    return this.#board.position.phase === 'over' || this.#board.record.end !== undefined;
  }

  /**
   * Asks the server to end the game; resolves with the recorded end once the board shows it (its
   * `ur-game-end` fired), rejects with the refusal (a room gone, or a seat lost, ends the connection too).
   */
  async #end(end: EndKind): Promise<EndEvent['end']> {
    const reply = await this.ask<EndEvent>(EVENTS.end, { room: this.#room, end });
    if (!reply) throw new OnlineError('server-error', 'no answer from the server');
    if (!reply.ok) {
      if (FATAL.includes(reply.code)) this.fail(reply.code, reply.error);
      throw new OnlineError(reply.code, reply.error);
    }
    await this.#mirror.resync();
    return reply.end;
  }

  /**
   * The board's own Resign or Abort, confirmed by its person: the room decides. The board's
   * question waits for the answer: the game's end, or a refusal said on the status line.
   */
  #onEndRequest = ({ detail }: HTMLElementEventMap['ur-end-request']): void => {
    if (detail.player === this.#seat) void this.#endFromBoard(detail.reason === 'resigned' ? 'resign' : 'abort');
  };

  /** The board's Claim the win. */
  #onClaim = (): void => {
    void this.#endFromBoard('claim');
  };

  async #endFromBoard(end: EndKind): Promise<void> {
    this.#setEndRefused(false);
    try {
      await this.#end(end);
    } catch {
      this.#setEndRefused(true);
    }
  }

  #setEndRefused(refused: boolean): void {
    if (this.#endRefused !== null) clearTimeout(this.#endRefused);
    const was = this.#endRefused !== null;
    this.#endRefused =
      refused && this.#state !== 'closed' ? setTimeout(() => this.#setEndRefused(false), END_REFUSED_MS) : null;
    if (was || refused) this.#changed();
  }

  /** Why the connection ended, if the server refused it. */
  get error(): OnlineError | null {
    return this.#error;
  }

  /** Joined and connected: requests can go out. */
  get open(): boolean {
    return this.#state === 'open';
  }

  /**
   * Leaves the room (the seat shows `left` to the others; this tab's token can still reclaim it
   * until someone else takes it) and disconnects. Also done when the board leaves the page.
   * The board keeps its game, with `connectionState` cleared.
   */
  async close(): Promise<void> {
    if (this.#state === 'closed') return;
    const wasOpen = this.open;
    this.#shutdown(new OnlineError('closed', 'closed before joining'));
    if (wasOpen) await request(this.#socket, EVENTS.leave, { room: this.#room }, this.#timeout);
    this.#socket.disconnect();
  }

  /**
   * @internal For the mirror: a request, sent again while unanswered (up to `ATTEMPTS` times), and
   * after a growing pause while the server is busy (`rate-limited`, `server-error`: it is there,
   * so that is no lost message and does not count). Null when unanswered or no longer open.
   */
  async ask<T>(event: string, payload: unknown): Promise<Reply<T> | null> {
    let lost = 0;
    let pause = BACKOFF_MS;
    while (lost < ATTEMPTS && this.open) {
      const reply = await request<T>(this.#socket, event, payload, this.#timeout);
      if (reply === null) lost++;
      else if (reply.ok || !BUSY.includes(reply.code)) return reply;
      else {
        await delay(pause);
        pause = Math.min(pause * 2, MAX_BACKOFF_MS);
      }
    }
    return null;
  }

  /** @internal For the mirror: ends the connection with the server's refusal. */
  fail(code: ErrorCode, message: string): void {
    if (this.#state === 'closed') return;
    const error = new OnlineError(code, message);
    this.#error = error;
    this.#shutdown(error);
    this.#socket.disconnect();
    this.dispatchEvent(new CustomEvent('error', { detail: error }));
  }

  #onConnect = (): void => {
    void this.#join(++this.#joins);
  };

  async #join(attempt: number): Promise<void> {
    const stored = this.#seat === null ? storedSeat(this.url, this.#room, this.#request) : null;
    const seat = this.#seat ?? stored?.seat ?? this.#request;
    // A token proposed before the first reply: a join whose reply was lost can be repeated.
    if (seat !== 'spectator') this.#token ??= stored?.token ?? newToken();
    const payload = {
      v: PROTOCOL_VERSION,
      room: this.#room,
      seat,
      ...(seat !== 'spectator' && {
        token: this.#token,
        ...(this.#key !== undefined && { key: this.#key }),
        ...(this.#name !== undefined && { name: this.#name }),
        // Only to take the seat: once seated, the seat token holds it (the identity may expire meanwhile).
        ...(this.#identity !== undefined && this.#seat === null && { identity: this.#identity }),
      }),
    };
    for (let pause = BACKOFF_MS; ; pause = Math.min(pause * 2, MAX_BACKOFF_MS)) {
      if (this.#superseded(attempt) || !this.#socket.connected) return;
      const reply = await request<RoomJoined>(this.#socket, EVENTS.join, payload, this.#timeout);
      if (this.#superseded(attempt)) return;
      if (reply?.ok) return this.#joined(reply, attempt);
      if (reply && !BUSY.includes(reply.code)) {
        // The token no longer holds a seat there: forget it, so that the next visit starts afresh.
        if (stored) forgetToken(this.url, this.#room, stored.seat);
        return this.fail(reply.code, reply.error);
      }
      if (reply) await delay(pause);
    }
  }

  /** The connection closed, or a newer one started its own join. */
  #superseded(attempt: number): boolean {
    return this.#state === 'closed' || attempt !== this.#joins;
  }

  async #joined(reply: RoomJoined, attempt: number): Promise<void> {
    const first = this.#seat === null;
    this.#seat = reply.seat;
    this.#seats = reply.seats;
    this.#showNames(reply.names);
    this.#graceFrom(reply.grace);
    showRatings(this.#board, reply.rated);
    if (reply.seat !== 'spectator' && reply.token) {
      this.#token = reply.token;
      storeToken(this.url, this.#room, reply.seat, reply.token);
    }
    // The server's game goes on the board before the link is open (nobody acts on a board still
    // loading it) and before this seat's computer may start playing.
    await this.#mirror.joined(reply.record, first);
    if (this.#superseded(attempt)) return;
    this.#state = 'open';
    this.#slow = false;
    this.#lastHeard = performance.now();
    clearInterval(this.#heartbeat);
    this.#heartbeat = setInterval(this.#beat, SILENCE_CHECK_MS);
    if (first) {
      this.#board.viewer = reply.seat === 'spectator' ? 'none' : reply.seat;
      this.#board.flipped = reply.seat === 'dark';
    }
    this.#seatSides();
    this.#changed();
    this.#settle.resolve(this);
    // A finished game (a reload, a rejoin) may have rematch offers already.
    this.#askRematch();
  }

  /**
   * Gives this board's seat back what the page set (`human`, or `computer` for a bot) once the
   * opponent's seat is taken: nobody plays before both seats are, the game starts when the
   * opponent joins (the server refuses an action before that, too).
   */
  #seatSides(): void {
    const seat = this.#seat;
    if (seat === null || seat === 'spectator') return;
    const own = this.#sides[seat] === 'remote' ? 'human' : this.#sides[seat];
    const side = this.#seats?.[seat === 'light' ? 'dark' : 'light'] === 'empty' ? 'remote' : own;
    if (this.#board[seat] !== side) this.#board[seat] = side;
  }

  /** A game on the board is over: the server says whether a rematch may be offered (a bell match's game may not be the last) and what was offered. */
  #askRematch = (): void => {
    this.#rematchAsks = 0;
    this.#queryRematch();
    this.#showClaim();
  };

  #queryRematch(): void {
    if (this.open && this.#over())
      void this.ask<RematchState>(REMATCH_EVENTS.state, { room: this.#room }).then(this.#rematchReply);
    else this.#showRematch();
  }

  /** What the board offers of a rematch: a seated player, once the game is over, by the offers made; nothing while the opponent is gone. */
  #showRematch = (): void => {
    const seat = this.#seat;
    const offers = this.#rematch?.offers;
    const seated = seat !== null && seat !== 'spectator' && this.#state !== 'closed';
    const gone = seated && this.#seats?.[seat === 'light' ? 'dark' : 'light'] === 'left';
    this.#board.rematch =
      !seated || gone || !this.#rematch?.open || !this.#over()
        ? null
        : offers?.[seat]
          ? 'waiting'
          : offers?.[seat === 'light' ? 'dark' : 'light']
            ? 'offered'
            : 'available';
  };

  /** The person here asked for a rematch (or accepted one). */
  #onRematch = (): void => {
    if (this.#seat === null || this.#seat === 'spectator' || !this.open) return;
    this.#board.rematch = 'waiting';
    void this.ask<RematchState>(REMATCH_EVENTS.offer, { room: this.#room }).then(this.#rematchReply);
  };

  #rematchReply = (reply: Reply<RematchState> | null): void => {
    if (reply?.ok) this.#rematchChanged(reply);
    else this.#showRematch();
    // This board's own last move ends the game before the server has it: ask again shortly (a
    // bell match's game that is not the last stays closed, and the asking stops).
    if (reply?.ok && !reply.open && this.#rematchAsks < REMATCH_ASKS)
      void delay(BACKOFF_MS * 2 ** this.#rematchAsks++).then(() => this.#queryRematch());
  };

  #onRematchState = (event: RematchEvent): void => {
    if (this.open && event?.room === this.#room) this.#rematchChanged(event);
  };

  #rematchChanged(state: RematchState): void {
    this.#rematch = state;
    if (state.next !== null) void this.#follow(state.next);
    else this.#showRematch();
  }

  /**
   * Both agreed: this board goes to the rematch's room, its seat the other colour, held there for
   * this seat's token (a spectator watches there too). The first game's room keeps its record.
   */
  async #follow(next: string): Promise<void> {
    if (this.#room === next || this.#state === 'closed') return;
    const previous = this.#room;
    const seat = this.#seat;
    const swapped = seat === 'light' ? 'dark' : seat === 'dark' ? 'light' : seat;
    this.#room = next;
    this.#rematch = null;
    this.#seats = null;
    this.#seat = swapped;
    this.#board.rematch = null;
    this.#board.ratings = null;
    if (swapped === 'light' || swapped === 'dark') {
      // The page's sides go with the person: who played light here plays dark there.
      [this.#sides.light, this.#sides.dark] = [this.#sides.dark, this.#sides.light];
      storeToken(this.url, next, swapped, this.#token!);
      this.#board.viewer = swapped;
      this.#board.flipped = swapped === 'dark';
      this.#board.light = 'remote';
      this.#board.dark = 'remote';
    }
    this.#state = 'connecting';
    this.#changed();
    // Leaving says "left" to anyone still looking at the first game.
    void request(this.#socket, EVENTS.leave, { room: previous }, this.#timeout);
    await this.#join(++this.#joins);
  }

  /** Something came from the server: the link flows. */
  #heard = (): void => {
    this.#lastHeard = performance.now();
    this.#setSlow(false);
  };

  /**
   * The heartbeat: after HEARTBEAT_MS of silence, a `link:ping` (any answer will do, a refusal too),
   * none while one is unanswered; the link is slow once the silence reaches SLOW_MS.
   */
  #beat = (): void => {
    if (!this.open) return;
    const silence = performance.now() - this.#lastHeard;
    if (silence >= SLOW_MS) this.#setSlow(true);
    if (silence < HEARTBEAT_MS || this.#pinging) return;
    this.#pinging = true;
    void request(this.#socket, EVENTS.ping, {}, this.#timeout).then(() => (this.#pinging = false));
  };

  #setSlow(slow: boolean): void {
    if (this.#slow === slow || this.#state === 'closed') return;
    this.#slow = slow;
    this.#changed();
  }

  #onDisconnect = (reason: string): void => {
    if (this.#state === 'closed') return;
    clearInterval(this.#heartbeat);
    this.#slow = false;
    // The process connected next says whether its store refuses writes.
    this.#paused = false;
    this.#state = this.#seat === null ? 'connecting' : 'reconnecting';
    this.#changed();
    // Socket.IO retries a lost connection by itself, but not one the server closed.
    if (reason === 'io server disconnect') {
      void delay(RECONNECT_MS).then(() => this.#state !== 'closed' && this.#socket.connect());
    }
  };

  #onServerAction = (event: ActionEvent): void => {
    if (this.open && event?.room === this.#room) this.#mirror.received(event);
  };

  #onStore = (event: StoreEvent): void => {
    const paused = event?.writable === false;
    if (this.#paused === paused || this.#state === 'closed') return;
    this.#paused = paused;
    this.#changed();
  };

  #onSeats = (event: SeatsEvent): void => {
    if (event?.room === this.#room) this.seatsSynced(event.seats, event.names, event.grace, event.rated);
  };

  /** A rated game's result was counted: the board shows each side's change. */
  #onRated = (event: RatedEvent): void => {
    if (event?.room === this.#room) showRatings(this.#board, event.rated);
  };

  /** A game of this room ended by a resign, an abort or a claim: the server's record, with its end, goes on the board. */
  #onEnd = (event: EndEvent): void => {
    if (this.open && event?.room === this.#room) void this.#mirror.resync();
  };

  /** The room no longer exists (the server found it expired or lost): as a `no-room` refusal, at once. */
  #onGone = (event: GoneEvent): void => {
    if (this.#seat !== null && event?.room === this.#room) this.fail('no-room', `room ${this.#room} no longer exists`);
  };

  #graceFrom(grace: SeatGrace | undefined): void {
    if (!grace) return;
    const at = (ms: number | null) => (ms === null ? null : Date.now() + ms);
    this.#leftAt = { light: at(grace.light), dark: at(grace.dark) };
  }

  /** The board names each side's player as the server does, else as the page did (a server without names changes nothing). */
  #showNames(names: SeatNames | undefined): void {
    if (!names) return;
    this.#names = names;
    for (const seat of ['light', 'dark'] as const) {
      const name = names[seat] ?? this.#pageNames[seat];
      const property = seat === 'light' ? 'lightName' : 'darkName';
      if (this.#board[property] !== name) this.#board[property] = name;
    }
  }

  /** @internal The seats as the server last told them, by broadcast or in a sync's reply. */
  seatsSynced(seats: Record<Seat, SeatStatus>, names?: SeatNames, grace?: SeatGrace, rated?: RatedState): void {
    if (this.#state === 'closed') return;
    this.#seats = seats;
    this.#showNames(names);
    showRatings(this.#board, rated);
    this.#graceFrom(grace);
    this.#seatSides();
    this.#showRematch();
    this.#changed();
  }

  #onBoardAction = ({ detail }: HTMLElementEventMap['ur-action']): void => {
    // The person here played on: the line says the game rather than a refusal to end it.
    if (detail.local && this.#endRefused !== null) this.#setEndRefused(false);
    if (detail.local && this.#seat !== null) this.#mirror.played(detail.index, detail.action);
  };

  #onThrowRequest = ({ detail }: HTMLElementEventMap['ur-throw-request']): void => {
    if (this.#seat !== null) this.#mirror.throwRequested(detail.index);
  };

  /** "New game" on the board (or a rule attribute changed): online, the room's game is the game. */
  #onNewGame = (): void => {
    if (this.#seat !== null) void this.#mirror.resync(true);
  };

  #changed(): void {
    this.#board.connectionState = connectionState(this.#state, this.#seat, this.#seats, {
      slow: this.#slow,
      refused: this.#error?.code,
      paused: this.#paused,
      endRefused: this.#endRefused !== null,
    });
    this.#showClaim();
    this.dispatchEvent(new Event('change'));
  }

  /** What the board offers of the claim: the time it may be made, while the opponent is gone and the game goes on. */
  #showClaim = (): void => {
    const seat = this.#seat;
    const opponent = seat === 'light' ? 'dark' : seat === 'dark' ? 'light' : null;
    const status = opponent && this.#seats?.[opponent];
    const claim =
      !this.open || this.#over()
        ? null
        : status === 'left'
          ? 0
          : status === 'reconnecting' && opponent
            ? this.#leftAt[opponent]
            : null;
    if (this.#board.claim !== claim) this.#board.claim = claim;
  };

  /** Stops everything on this side; the socket is closed by the caller. */
  #shutdown(reason: OnlineError): void {
    this.#state = 'closed';
    clearInterval(this.#heartbeat);
    this.#setEndRefused(false);
    this.#mirror.stop();
    this.#observer.disconnect();
    const board = this.#board;
    board.connector = null;
    if (reason.code !== 'closed') {
      // Refused for good: nobody plays this board any more (no Throw, Resign nor Undo), its status line says why.
      board.light = 'remote';
      board.dark = 'remote';
    }
    if (reason.code === 'no-room' && this.#seat !== null) {
      // The game is gone for good: its New game button gives the board back to the page as it was
      // set, and clears the notice.
      board.addEventListener(
        'ur-new-game',
        () => {
          board.light = this.#sides.light;
          board.dark = this.#sides.dark;
          board.hostDice = this.#hostDice;
          board.connectionState = null;
        },
        { once: true },
      );
    }
    board.removeEventListener('ur-action', this.#onBoardAction);
    board.removeEventListener('ur-throw-request', this.#onThrowRequest);
    board.removeEventListener('ur-new-game', this.#onNewGame);
    board.removeEventListener('ur-game-end', this.#askRematch);
    board.removeEventListener('ur-load', this.#askRematch);
    board.removeEventListener('ur-rematch', this.#onRematch);
    board.removeEventListener('ur-end-request', this.#onEndRequest);
    board.removeEventListener('ur-claim', this.#onClaim);
    board.rematch = null;
    this.#socket.off('connect', this.#onConnect);
    this.#socket.off('disconnect', this.#onDisconnect);
    this.#socket.off(EVENTS.action, this.#onServerAction);
    this.#socket.off(EVENTS.seats, this.#onSeats);
    this.#socket.off(REMATCH_EVENTS.state, this.#onRematchState);
    this.#socket.off(EVENTS.store, this.#onStore);
    this.#socket.off(EVENTS.end, this.#onEnd);
    this.#socket.off(EVENTS.gone, this.#onGone);
    this.#socket.off(EVENTS.rated, this.#onRated);
    this.#changed();
    this.#settle.reject(reason);
  }
}
