/**
 * Keeps a board's game record equal to the server's. The server's record is the truth; the board
 * plays its own seat's actions at once (optimistically) and this sends them, one at a time and in
 * order, with the board's throw requests; every action the server accepts comes back by index.
 *
 * Nothing lost can stall a game: a request without a reply is sent again (the server answers a
 * repeat with what it stored), a gap or a conflict asks for the server's record (`game:sync`),
 * and while the board waits for someone else, a quiet spell asks for it too.
 *
 * What the other side plays is shown at a readable pace, as a computer's actions are: each action
 * that arrives while the one before is still fresh waits in order until it has been on screen for
 * the computer's pause (`actionPauseMs`: 2.5 × `animation-duration`, 1 × under reduced motion, none
 * at 0). The board's record is always the start of the server's, never another game: a sync, a
 * (re)join, a rematch or the end of the connection first shows everything still waiting. The
 * board's events (`ur-throw`, `ur-move`…) fire as each action is shown. Nobody acts on a position
 * not yet shown: the board only offers this seat's turn once the action that gave it is on screen.
 */
import { compareRecords, type GameRecord } from '../engine/index.js';
import { actionPauseMs } from '../element/players/pacing.js';
import type { OnlineBoard } from '../element/api.js';
import type { ActionPlace } from '../element/events.js';
import {
  EVENTS,
  type ActionAccepted,
  type ActionEvent,
  type ErrorCode,
  type RatedState,
  type Reply,
  type Seat,
  type SeatGrace,
  type SeatNames,
  type SeatStatus,
  type SyncReply,
} from '../protocol/index.js';

/** What the mirror needs of the connection. */
export interface MirrorLink {
  readonly room: string;
  /** The socket is up and this board has joined the room. */
  readonly open: boolean;
  /** This board's seat, once joined. */
  readonly seat: Seat | 'spectator' | null;
  /** A request with retries: null when no usable reply came (lost, or the connection dropped). */
  ask<T>(event: string, payload: unknown): Promise<Reply<T> | null>;
  /** A refusal that asking again cannot mend: the connection ends with this error. */
  fail(code: ErrorCode, message: string): void;
  /** The seats and names as a sync found them (a `room:seats` broadcast may have been lost). */
  seatsSynced(seats: Record<Seat, SeatStatus>, names?: SeatNames, grace?: SeatGrace, rated?: RatedState): void;
}

/** A request of this board's seat, waiting to be sent or answered. */
interface Pending {
  index: number;
  /** `throw`, or the action as the board recorded it. */
  action: string;
}

/** Refusals that end the connection: the room is gone, or this connection holds no seat in it. */
export const FATAL: readonly ErrorCode[] = ['no-room', 'not-seated', 'version'];
/** The quiet spell between checks grows to this while nothing happens (a finished game, a long think). */
const MAX_IDLE_MS = 60_000;

export class Mirror {
  /** Requests in order; the first is the one on the wire. */
  readonly #outbox: Pending[] = [];
  #sending = false;
  /** The `game:sync` under way, so that every caller shares one. */
  #sync: Promise<void> | null = null;
  /** Another sync is wanted once the one under way is done (it may predate the news). */
  #syncAgain = false;
  /** The server's record must win at the next sync: it refused something this board played. */
  #force = false;
  /** The index of the board's last throw request, until the throw arrives. */
  #throwAt: number | null = null;
  /**
   * Actions heard past that throw before its reply was taken (the server sends the actor no
   * broadcast of its own action; packets read together, as long polling delivers them, are all
   * handled before an awaited reply resumes): held until the reply, not taken for a gap.
   */
  #early: ActionEvent[] = [];
  #idleMs: number;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #stopped = false;
  /** Actions the server accepted that the board does not show yet, in index order. */
  readonly #unshown: ActionPlace[] = [];
  /** When the board last showed an action (`performance.now()`): the next remote one waits its pause from there. */
  #shownAt = -Infinity;
  #showTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly board: OnlineBoard,
    private readonly link: MirrorLink,
    private readonly idleSyncMs: number,
  ) {
    this.#idleMs = idleSyncMs;
    board.addEventListener('ur-action', this.#onShown);
  }

  /** An action made on this board (`ur-action` with `local: true`): the server must have it. */
  played(index: number, action: string): void {
    this.#push({ index, action });
  }

  /** The board asks for its seat's throw (`ur-throw-request`). */
  throwRequested(index: number): void {
    this.#throwAt = index;
    this.#push({ index, action: 'throw' });
  }

  /** An action the server accepted (`game:action`), in any order and maybe twice: shown in order, each after its pause. */
  received(event: ActionEvent): void {
    if (this.#stopped) return;
    this.#touch();
    const { index, action } = event;
    const { actions } = this.board.record;
    // Waiting actions the board took meanwhile (this seat's throw, answered by its reply) are shown.
    while (this.#unshown.length > 0 && this.#unshown[0].index < actions.length) {
      const shown = this.#unshown.shift()!;
      if (actions[shown.index] !== shown.action) return void this.#resyncNow();
    }
    const queued = this.#unshown.find((item) => item.index === index);
    if (queued) {
      if (queued.action !== action) this.#resyncNow();
    } else if (index === actions.length + this.#unshown.length) {
      this.#unshown.push({ index, action });
      this.#show();
    } else if (
      this.#throwAt !== null &&
      this.#throwAt === actions.length + this.#unshown.length &&
      index > this.#throwAt
    ) {
      this.#early.push(event);
    } else {
      // On the board already (a repeat, or a conflict the board refuses), out of step, or bad input.
      const result = this.board.applyAction({ index, action });
      if (!result.ok) void this.resync();
    }
  }

  /**
   * The server's record after a (re)join: adopt it, then send what is still owed. `first`: the
   * board's game is the page's, not the room's yet (a rejoin plays on what the board missed).
   */
  async joined(record: GameRecord, first: boolean): Promise<void> {
    await this.#reconcile(record, !first);
    this.#touch();
    void this.#drain();
  }

  /**
   * Fetches the server's record and makes the board agree with it. `force`: the server refused
   * an action of this board, so the server's record wins even where it is behind the board.
   */
  resync(force = false): Promise<void> {
    this.#force ||= force;
    if (this.#sync) {
      this.#syncAgain = true;
      return this.#sync;
    }
    this.#sync = this.#runSync().finally(() => {
      this.#sync = null;
      void this.#drain();
    });
    return this.#sync;
  }

  /** Ends the mirroring; what the server sent is all shown at once, and the board keeps it. */
  stop(): void {
    this.#showAll();
    this.#stopped = true;
    clearTimeout(this.#timer);
    this.#outbox.length = 0;
    this.board.removeEventListener('ur-action', this.#onShown);
  }

  #onShown = (): void => {
    this.#shownAt = performance.now();
  };

  /** Shows the waiting actions whose pause is over, and comes back for the next one when its pause ends. */
  #show = (): void => {
    clearTimeout(this.#showTimer);
    while (this.#unshown.length > 0 && !this.#stopped) {
      const wait = this.#shownAt + actionPauseMs(this.board.animationDuration) - performance.now();
      if (wait > 0) {
        this.#showTimer = setTimeout(this.#show, wait);
        return;
      }
      if (!this.board.applyAction(this.#unshown.shift()!).ok) this.#resyncNow();
    }
  };

  /** The waiting actions do not follow the board's record: the server's record settles it, and replaces them. */
  #resyncNow(): void {
    this.#unshown.length = 0;
    clearTimeout(this.#showTimer);
    void this.resync();
  }

  /** Shows every waiting action now (the sync or the ending that follows settles any the board refuses). */
  #showAll(): void {
    clearTimeout(this.#showTimer);
    for (const item of this.#unshown.splice(0)) this.board.applyAction(item);
  }

  #push(item: Pending): void {
    if (this.#stopped) return;
    this.#touch();
    if (!this.#outbox.some((p) => p.index === item.index && p.action === item.action)) this.#outbox.push(item);
    void this.#drain();
  }

  /** Sends the outbox, one request at a time, never during a sync (its result decides what is still owed). */
  async #drain(): Promise<void> {
    if (this.#sending) return;
    this.#sending = true;
    try {
      while (!this.#stopped && this.link.open && this.#outbox.length > 0) {
        if (this.#sync) {
          await this.#sync;
          continue;
        }
        const item = this.#outbox[0];
        const reply = await this.link.ask<ActionAccepted>(EVENTS.action, {
          room: this.link.room,
          index: item.index,
          action: item.action,
        });
        // A sync meanwhile replaced the game or found the action there: this reply is old news.
        if (this.#outbox[0] !== item || this.#stopped) continue;
        if (reply === null) {
          // Still connected yet unanswered after retries: the server's record says what it has.
          if (this.link.open) await this.resync();
          continue;
        }
        this.#outbox.shift();
        this.#answered(item, reply);
      }
    } finally {
      this.#sending = false;
    }
  }

  #answered(item: Pending, reply: Reply<ActionAccepted>): void {
    if (!reply.ok) {
      if (FATAL.includes(reply.code)) this.link.fail(reply.code, reply.error);
      else void this.resync(true);
      return;
    }
    this.#touch();
    if (item.action === 'throw') {
      if (this.#throwAt === reply.index) this.#throwAt = null;
      const result = this.board.applyAction({ index: reply.index, action: reply.action });
      if (!result.ok) void this.resync();
      else for (const event of this.#early.splice(0)) this.received(event);
    } else if (reply.index !== item.index || reply.action !== item.action) {
      void this.resync(true);
    }
  }

  async #runSync(): Promise<void> {
    do {
      this.#syncAgain = false;
      const reply = await this.link.ask<SyncReply>(EVENTS.sync, { room: this.link.room });
      if (this.#stopped) return;
      // No answer: the rejoin after a reconnection syncs, and the idle check tries again.
      if (reply === null) return;
      if (!reply.ok) {
        if (FATAL.includes(reply.code)) this.link.fail(reply.code, reply.error);
        return;
      }
      await this.#reconcile(reply.record);
      // A reply without seats (a server before they were sent) leaves them as the broadcasts said.
      if (reply.seats) this.link.seatsSynced(reply.seats, reply.names, reply.grace, reply.rated);
    } while (this.#syncAgain && !this.#stopped);
  }

  /**
   * Makes the board agree with the server's `record`, keeping what this board still has to send.
   * `catchUp`: the board holds the room's game, so what it missed is played on it as it happened.
   */
  async #reconcile(record: GameRecord, catchUp = true): Promise<void> {
    // The record holds whatever was held for a throw's reply.
    this.#early = [];
    this.#showAll();
    const force = this.#force;
    this.#force = false;
    const board = this.board.record;
    const relation = compareRecords(board, record);
    if (catchUp && relation === 'later' && this.#playOn(board, record)) {
      this.#drop((item) => item.index < record.actions.length);
      this.#touch();
      return this.#askThrowAgain();
    }
    // The board ahead of the server only by actions on their way there: they will arrive.
    const owed = relation === 'earlier' && !force && this.#owes(board, record.actions.length);
    if (relation === 'same' || owed) {
      this.#drop((item) => item.index < record.actions.length);
    } else {
      this.#drop(() => true);
      const loaded = await this.board.loadRecord(record, { force: true });
      if (!loaded.ok) return this.link.fail('server-error', `the server's record does not load: ${loaded.error}`);
      this.#touch();
    }
    this.#askThrowAgain();
  }

  /**
   * Plays what the board missed of the room's game (`record`, a later point of `board`): its
   * actions, then its end, as they happened, so that the board's events fire as they would have (a
   * resign, an abort, a claim or the last move: `ur-game-end`; a record loaded fires none). False,
   * having changed nothing the load that follows does not replace, when the board refuses one (an
   * action of its own seat it never made).
   */
  #playOn(board: GameRecord, record: GameRecord): boolean {
    for (let index = board.actions.length; index < record.actions.length; index++)
      if (!this.board.applyAction({ index, action: record.actions[index] }).ok) return false;
    if (!record.end || this.board.record.end) return true;
    try {
      this.board.endGame(record.end);
      return true;
    } catch {
      return false;
    }
  }

  /** Whether every action of `board` from `from` on waits in the outbox. */
  #owes(board: GameRecord, from: number): boolean {
    for (let index = from; index < board.actions.length; index++) {
      if (!this.#outbox.some((item) => item.index === index && item.action === board.actions[index])) return false;
    }
    return true;
  }

  #drop(which: (item: Pending) => boolean): void {
    // The request on the wire stays first if kept, so its reply is still recognised.
    for (let i = this.#outbox.length - 1; i >= 0; i--) if (which(this.#outbox[i])) this.#outbox.splice(i, 1);
  }

  /**
   * A throw request lost on the way (or given up on) is asked again while the board still waits
   * for it: the board asks only once, and a person may not press Throw twice.
   */
  #askThrowAgain(): void {
    const at = this.#throwAt;
    if (at === null) return;
    const { phase, turn } = this.board.position;
    const waiting =
      at === this.board.record.actions.length &&
      (phase === 'throw' || phase === 'throw-off') &&
      turn === this.link.seat;
    if (!waiting) this.#throwAt = null;
    else this.#push({ index: at, action: 'throw' });
  }

  /** Something happened: the next quiet-spell check is a full interval away. */
  #touch(): void {
    this.#idleMs = this.idleSyncMs;
    this.#arm();
  }

  #arm(): void {
    clearTimeout(this.#timer);
    if (!this.#stopped) this.#timer = setTimeout(this.#idle, this.#idleMs);
  }

  /**
   * Nothing arrived for a while. Unless this board's own person is the one to act (then the quiet
   * is theirs), a lost message may be what everyone waits for: ask for the server's record.
   */
  #idle = (): void => {
    const seat = this.link.seat;
    const { phase, turn } = this.board.position;
    const ownPerson =
      seat !== null &&
      seat !== 'spectator' &&
      this.board[seat] === 'human' &&
      phase !== 'over' &&
      turn === seat &&
      this.#outbox.length === 0;
    if (this.link.open && !ownPerson) void this.resync();
    this.#idleMs = Math.min(this.#idleMs * 2, MAX_IDLE_MS);
    this.#arm();
  };
}
