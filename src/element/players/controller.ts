/**
 * Drives a game for the element: every action (a click, a key, the computer, the host page) goes
 * through the methods here and ends in the engine's `Game`; each fires the `ur-*` events.
 * Computer sides throw and move by themselves, with `animation-duration` pauses; remote sides
 * never act by themselves. No game logic lives in rendering.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import {
  describeValue,
  opponentOf,
  type GameEnd,
  type GameRecord,
  type Move,
  type MoveInput,
  type MoveResult,
  type Player,
  type ThrowResult,
  type RuleOptions,
  type TurnInfo,
  type Validation,
} from '../../engine/index.js';
// The class without the start-position reader (game-start.ts): a board starts from the initial position.
import { Game } from '../../engine/game.js';
import { MAX_ACTION_TEXT, parseAction } from '../../engine/notation.js';
import type { Level } from '../../ai/search/level-names.js';
import { DEFAULT_ANIMATION_MS, DEFAULT_LEVEL, type GameSetup, type Pace, type Side } from '../attributes.js';
import type { ControllerAccess } from './computer.js';
import { fire, type UrHintDetail } from '../events.js';
import { afterCount } from './rated-end.js';

/** The computer's loop and hints (computer.ts), loaded the first time a computer acts or a hint is due. */
let computer: typeof import('./computer.js') | undefined;

/** Who made an action: this board (its person or its computer), or the host page handing it in. */
export type Origin = 'local' | 'host';

/** What `applyAction` did. */
export type ApplyResult =
  | { ok: true; status: 'applied' | 'duplicate'; index: number; action: string }
  | {
      ok: false;
      /** out-of-step: the index is ahead (resync); conflict: another action stands there; refused: not allowed now. */
      status: 'out-of-step' | 'conflict' | 'refused';
      index: number;
      /** The index the next action takes (the board's record length). */
      expected: number;
      error: string;
    };

/** What just happened, for the status line and the live region. */
export type News =
  | { kind: 'new-game' }
  | { kind: 'throw'; player: Player; value: number; outcome: ThrowResult['outcome']; turn: TurnInfo }
  /** `forced`: the only legal move, played by itself (`play-forced`). */
  | { kind: 'move'; player: Player; move: Move; forced?: boolean }
  | { kind: 'declined'; player: Player }
  | { kind: 'undo' }
  | { kind: 'load' }
  | { kind: 'game-end'; winner: Player; score: number | null; matchWinner: Player | null }
  /** Resigned, abandoned or aborted (a game played out is `game-end`). */
  | { kind: 'ended'; end: GameEnd };

/** An end a host hands in (`endGame`): as a record keeps it. */
export interface EndInput {
  reason: 'resigned' | 'abandoned' | 'aborted';
  /** Who resigned or left (not for aborted). */
  by?: Player;
}

export type ControllerHost = ReactiveControllerHost & HTMLElement;

export class GameController implements ReactiveController {
  /** Who plays each side. */
  sides: Record<Player, Side> = { light: 'human', dark: 'human' };
  /** Each computer side's level. */
  levels: Record<Player, Level> = { light: DEFAULT_LEVEL, dark: DEFAULT_LEVEL };
  /** Pause before each computer action, and the length of move animations (ms). */
  animationMs = DEFAULT_ANIMATION_MS;
  /** How fast the computer acts (`pace`, or the player's choice). */
  pace: Pace = 'normal';
  /** A person's only legal move after their own throw plays itself (`play-forced`). */
  playForced = true;
  /** The solution table for level perfect and exact hints (a URL), or null. */
  perfectTable: string | null = null;
  /** Whether to work out hints for human sides. */
  hints = false;
  /** The last thing that happened, or null before anything did. */
  news: News | null = null;
  /** The last move made (for drawing and animating it), or null. */
  lastMove: Move | null = null;
  /** Every move of the turn `lastMove` ended (a double move has several), for marking. */
  turnMoves: Move[] = [];
  /** The best move and win chance for the human side to act (with `hints`), or null. */
  hint: UrHintDetail | null = null;
  /** A computer side is working out its move. */
  thinking = false;
  /**
   * Who plays each side, as the running score tells people apart (shell/names.ts, `people`): the
   * same people on swapped seats keep their wins; other people start the score afresh.
   */
  people: Record<Player, string> = { light: 'light', dark: 'dark' };
  /** Games won by each person (`people`) on this board since the people last changed. */
  readonly #wins = new Map<string, number>();

  /** The game being played; null until the first `start` or `load`. */
  #game: Game | null = null;
  /** Bumped by every change of the game or the settings, so stale thoughts and pauses are dropped. */
  #epoch = 0;
  /** Records being loaded (the reader is a part): nobody plays by themselves meanwhile. */
  #loading = 0;
  /** The computer's loop and the hint being worked out, while they run. */
  readonly #work = new Set<Promise<void>>();
  /** The rule options of a game started but not yet announced; null when announced. */
  #unannounced: RuleOptions | null = null;
  /** Aborts the thinking in flight when the game changes or the element leaves the page. */
  #abort: AbortController | null = null;
  /** The computer part could not be loaded, and a warning said so. */
  #warnedLoad = false;
  /** What the computer's loop reads of this controller (computer.ts). */
  readonly #access: ControllerAccess;
  /** Who made the last action, or null: a different player's action starts a new turn. */
  #actor: Player | null = null;
  /** A turn began since `turnMoves` were marked: the next move starts them afresh. */
  #newTurn = true;

  /**
   * `near`: whether the board may fetch the computer and let it think (`loading`, parts.ts);
   * `records`: fetches the record reader (a part of its own: the first load goes without it).
   */
  constructor(
    private readonly host: ControllerHost,
    private readonly near: () => boolean | undefined,
    private readonly records: () => Promise<typeof import('./records.js')>,
  ) {
    host.addController(this);
    this.#access = {
      controller: this,
      host,
      playable: () => (host.isConnected && !this.#unannounced && !this.#loading ? this.#game : null),
      computerActs: () => this.#computerActs,
      epoch: () => this.#epoch,
      abortable: () => (this.#abort = new AbortController()).signal,
    };
  }

  get game(): Game {
    if (!this.#game) throw new Error('<royal-ur>: no game yet');
    return this.#game;
  }

  get hasGame(): boolean {
    return this.#game !== null;
  }

  hostConnected(): void {
    this.#schedule();
  }

  hostDisconnected(): void {
    // The game stays; only the computer stops until the element is back on a page.
    this.#invalidate();
  }

  /** Changes who plays, how well, how fast, and hints; the game goes on. */
  configure(settings: {
    sides: Record<Player, Side>;
    levels: Record<Player, Level>;
    animationMs: number;
    pace: Pace;
    playForced: boolean;
    hints: boolean;
    perfectTable?: string | null;
    people?: Record<Player, string>;
  }): void {
    this.perfectTable = settings.perfectTable ?? null;
    const people = settings.people ?? { light: 'light', dark: 'dark' };
    // Other people: a new running score (the same on swapped seats keep theirs).
    const pair = ({ light, dark }: Record<Player, string>) => [light, dark].sort().join('\n');
    if (pair(people) !== pair(this.people)) this.#wins.clear();
    this.people = people;
    this.playForced = settings.playForced;
    const same =
      this.sides.light === settings.sides.light &&
      this.sides.dark === settings.sides.dark &&
      this.levels.light === settings.levels.light &&
      this.levels.dark === settings.levels.dark &&
      this.animationMs === settings.animationMs &&
      this.pace === settings.pace &&
      this.hints === settings.hints;
    if (same) return;
    Object.assign(this, {
      sides: { ...settings.sides },
      levels: { ...settings.levels },
      animationMs: settings.animationMs,
      pace: settings.pace,
      hints: settings.hints,
    });
    if (!settings.hints) this.hint = null;
    this.#invalidate();
    this.#schedule();
  }

  /**
   * Starts a new game. With `announce` (the default) `ur-new-game` and `ur-turn` fire at once;
   * without it they wait for `announce()`, and so does the computer.
   */
  start(setup: GameSetup, announce = true): void {
    const game = new Game({ variant: setup.variant, rules: setup.rules, seed: setup.seed });
    this.#replace(game, { kind: 'new-game' });
    this.#unannounced = { ...setup.rules };
    if (announce) this.announce();
  }

  /** Fires the events of a game started without them (`ur-new-game`, `ur-turn`), then lets the computer play. */
  announce(): void {
    const options = this.#unannounced;
    if (!options || !this.#game) return;
    this.#unannounced = null;
    const game = this.#game;
    // A copy of the rules: the game's own are shared with every game of the same rules.
    fire(this.host, 'ur-new-game', {
      variant: game.rules.variant,
      rules: structuredClone(game.rules),
      options,
      seed: game.seed,
    });
    this.#fireTurn();
    this.#schedule();
  }

  /**
   * Loads a record, once the record reader (a part) is fetched; a corrupt one is rejected and the
   * current game kept, and so is an earlier point of the current game unless `force`.
   */
  async load(record: unknown, force = false): Promise<Validation> {
    // The computer waits while the reader comes: it must not play on in the game being replaced.
    this.#loading++;
    this.#invalidate();
    let readRecord;
    try {
      ({ readRecord } = await this.records());
    } finally {
      this.#loading--;
    }
    const game = readRecord(record, this.#game, force, this.#wins, this.people);
    if (typeof game === 'string') {
      this.#schedule();
      return { ok: false, error: game };
    }
    // With a remote side the record is the room's game (joining, a resync): nothing to announce.
    this.#replace(game, this.hasRemote ? null : { kind: 'load' });
    // A game replaced before it was announced is never announced.
    this.#unannounced = null;
    fire(this.host, 'ur-load', { record: this.record });
    this.#fireTurn();
    this.#schedule();
    return { ok: true };
  }

  /** Throws the dice (or takes a throw `value` handed in) for the side to act. */
  throwDice(value?: number, origin: Origin = 'local'): ThrowResult {
    return this.#perform(origin, (game) => game.throwDice(value));
  }

  /** Makes a move: the one path for clicks, keys, the computer and the host. */
  move(input: MoveInput, origin: Origin = 'local', forced = false): MoveResult {
    return this.#perform(origin, (game) => game.move(input), forced);
  }

  /** Declines an open eyes bonus. */
  decline(origin: Origin = 'local'): TurnInfo {
    return this.#perform(origin, (game) => game.decline());
  }

  /** Starts the next game of a bell match. */
  nextGame(origin: Origin = 'local'): TurnInfo {
    return this.#perform(origin, (game) => game.nextGame());
  }

  /**
   * A side played here must throw: with the game's own dice, or, when the host throws every die
   * (a game without a seed), by asking the host with `ur-throw-request`.
   */
  throwForLocalSide(): ThrowResult | null {
    const game = this.game;
    if (game.seed !== null) return this.throwDice();
    fire(this.host, 'ur-throw-request', { player: game.turn, index: game.actionCount });
    return null;
  }

  /**
   * Why the host may not act now for the side to act, or null if it may. In a game with a remote
   * side, the host acts only for remote sides (anything else is a stray peer message), and not even
   * for them while a `connector` plays them (its actions come through `applyAction`); in a game
   * played here, it may act for a person (physical dice, a custom interface), never for the computer.
   */
  hostRefusal(connector: string | null = null): string | null {
    const game = this.game;
    const { player } = game.awaiting();
    // Over: nobody acts, and the engine says why (the match is over, or it is no match).
    if (player === null) return null;
    const side = this.sides[player];
    if (side === 'remote')
      return connector === null ? null : `${player} is played online: its actions come only from ${connector}`;
    if (side === 'computer') return `${player} is played by the computer`;
    if (this.sides[opponentOf(player)] === 'remote') return `${player} is played on this board, not by the host`;
    return null;
  }

  /**
   * Applies an action of the shared record at `index` (online play). The same action at a played
   * index is a harmless duplicate; an index past the next one is out of step (resync); another
   * action at a played index is a conflict; an action for a side played here is refused, except
   * a throw in a game whose dice the host throws. Never throws; a refusal changes nothing.
   */
  applyAction(input: unknown): ApplyResult {
    const game = this.game;
    const expected = game.actionCount;
    const refuse = (status: 'out-of-step' | 'conflict' | 'refused', index: number, error: string): ApplyResult => ({
      ok: false,
      status,
      index,
      expected,
      error,
    });
    const { index, action } = (input ?? {}) as { index?: unknown; action?: unknown };
    if (
      !input ||
      typeof input !== 'object' ||
      !Number.isInteger(index) ||
      (index as number) < 0 ||
      typeof action !== 'string' ||
      action.length > MAX_ACTION_TEXT
    ) {
      return refuse(
        'refused',
        -1,
        `an action must be { index: a whole number ≥ 0, action: an action string }, got ${describeValue(input)}`,
      );
    }
    const at = index as number;
    if (at < expected) {
      const played = game.actionAt(at)!;
      if (played === action) return { ok: true, status: 'duplicate', index: at, action };
      return refuse('conflict', at, `action ${at} is "${played}" in this game, not "${action}"`);
    }
    if (at > expected)
      return refuse('out-of-step', at, `action ${at} is ahead of this game, which has ${expected} actions: resync`);
    const awaiting = game.awaiting();
    const parsed = parseAction(action);
    const hostThrow = parsed?.kind === 'throw' && parsed.host && game.seed === null && awaiting.action === 'throw';
    const refusal = hostThrow ? null : this.hostRefusal();
    if (refusal !== null) return refuse('refused', at, refusal);
    try {
      this.#perform('host', (g) => g.apply(action));
    } catch (error) {
      return refuse('refused', at, (error as Error).message);
    }
    return { ok: true, status: 'applied', index: at, action };
  }

  /**
   * Takes back the last action; against the computer, back to the last action of a person, so the
   * computer does not simply repeat itself. Throws if there is nothing to take back, or in a game
   * with a remote side (the record is shared).
   */
  undo(): void {
    const game = this.game;
    if (this.hasRemote) throw new Error('<royal-ur>: no undo in a game with a remote side');
    if (!game.canUndo) throw new Error('<royal-ur>: nothing to undo');
    game.undo();
    const someoneElse = this.sides.light !== 'computer' || this.sides.dark !== 'computer';
    while (someoneElse && this.sides[game.turn] === 'computer' && game.canUndo) game.undo();
    this.#clearMarks();
    this.#changed({ kind: 'undo' });
    if (game.actionCount === 0) this.news = null;
    fire(this.host, 'ur-undo', { position: game.position() });
    this.#fireTurn();
    this.#schedule();
  }

  /**
   * A person here resigns (`resigned`) or calls the game off (`aborted`): at once in a game played
   * here; with a remote side the room decides, so `ur-end-request` asks the host and null is
   * returned. Throws a clear error when nobody here may (a spectator, a game over, too late to abort).
   */
  endByPerson(reason: 'resigned' | 'aborted'): GameEnd | null {
    const game = this.game;
    const player = this.resigner;
    const verb = reason === 'resigned' ? 'resign' : 'abort';
    if (game.ending) throw new Error(`<royal-ur>: cannot ${verb}: the game is over`);
    if (player === null) throw new Error(`<royal-ur>: cannot ${verb}: nobody plays a side on this board`);
    if (reason === 'aborted' && !game.canAbort)
      throw new Error('<royal-ur>: cannot abort: both sides have moved (resign instead)');
    if (this.hasRemote) {
      fire(this.host, 'ur-end-request', { reason, player });
      return null;
    }
    return this.endGame(reason === 'aborted' ? { reason } : { reason, by: player });
  }

  /** Ends the game as `end` says (the host's word, or a person's here): the engine refuses what it may not. */
  endGame(end: EndInput): GameEnd {
    const game = this.game;
    // The engine refuses a wrong side or reason with a clear error.
    const result = end?.reason === 'aborted' ? game.abort() : game.resign(end?.by as Player, end?.reason as never);
    this.#clearMarks();
    this.#changed({ kind: 'ended', end: result });
    this.#announceEnd(result, null);
    return result;
  }

  /** The side a person here would give up: the one side played here, or with two the side to act; null for none or a game over. */
  get resigner(): Player | null {
    const game = this.#game;
    if (!game || game.ending) return null;
    const { light, dark } = this.sides;
    if (light === 'human' && dark === 'human') return game.awaiting().player ?? game.turn;
    return light === 'human' ? 'light' : dark === 'human' ? 'dark' : null;
  }

  /** A side is played by the host page (a remote opponent). */
  get hasRemote(): boolean {
    return this.sides.light === 'remote' || this.sides.dark === 'remote';
  }

  // ---- Policy: what a person at this device may do now (the element only renders these) ----

  /** The player whose throw, move or bonus is awaited now; null when the game is over. */
  get acting(): Player | null {
    const awaiting = this.#game?.awaiting();
    return awaiting && awaiting.action !== 'next-game' && awaiting.action !== 'nothing' ? awaiting.player : null;
  }

  /** The player awaited now is a person at this device. */
  get humanToAct(): boolean {
    const player = this.acting;
    return player !== null && this.sides[player] === 'human';
  }

  /** A person here may throw now. */
  get canThrow(): boolean {
    return this.humanToAct && this.game.awaiting().action === 'throw';
  }

  /** The moves a person here may choose now (empty unless a person's move or eyes bonus is awaited). */
  get humanMoves(): Move[] {
    return this.humanToAct ? this.game.legalMoves() : [];
  }

  /** A person here may decline an eyes bonus now. */
  get canDecline(): boolean {
    return this.humanToAct && this.game.awaiting().action === 'bonus';
  }

  /** Undo is offered when someone at this device has something to take back and no remote side shares the game. */
  get canUndo(): boolean {
    const human = this.sides.light === 'human' || this.sides.dark === 'human';
    return !this.hasRemote && human && !!this.#game?.canUndo;
  }

  /** The Throw button is shown: a person here plays a side of a game still going (a spectator sees none). */
  get offerThrow(): boolean {
    return Object.values(this.sides).includes('human') && !this.#game?.winner && !this.#game?.ending;
  }

  /** Online, the room is gone for good: New game gives the board back to the page. */
  roomGone = false;

  /** A new game is offered here: not with a remote side, whose game the room (the host) decides, unless the room is gone. */
  get offerNewGame(): boolean {
    return !this.hasRemote || this.roomGone;
  }

  /**
   * The next game of a bell match is offered here: its starter (the loser) is a person here, or
   * the computer playing against a person here. Against anyone else the computer starts it by
   * itself; a remote starter's board starts it.
   */
  get offerNextGame(): boolean {
    const awaiting = this.#game?.awaiting();
    if (awaiting?.action !== 'next-game') return false;
    const starter = this.sides[awaiting.player];
    return starter === 'human' || (starter === 'computer' && this.sides[opponentOf(awaiting.player)] === 'human');
  }

  #replace(game: Game, news: News | null): void {
    this.#game = game;
    this.#clearMarks();
    this.#changed(news);
  }

  /** No move marked, and the next action starts a turn. */
  #clearMarks(): void {
    this.lastMove = null;
    this.turnMoves = [];
    this.#actor = null;
  }

  /** Marks `move` with the earlier moves of its turn. */
  #mark(move: Move): void {
    this.lastMove = move;
    this.turnMoves = this.#newTurn ? [move] : [...this.turnMoves, move];
    this.#newTurn = false;
  }

  #changed(news: News | null): void {
    this.news = news;
    this.hint = null;
    this.#invalidate();
    this.host.requestUpdate();
  }

  /** Drops pending computer actions and hints: they were for another state. */
  #invalidate(): void {
    this.#epoch++;
    this.#abort?.abort();
    this.#abort = null;
    this.thinking = false;
  }

  /** Runs one action on the game and tells everyone: the event of its kind, `ur-action`, then `ur-turn`. */
  #perform<R extends ThrowResult | MoveResult | TurnInfo>(origin: Origin, run: (game: Game) => R, forced = false): R {
    const game = this.game;
    const player = game.awaiting().player!;
    const result = run(game);
    if (player !== this.#actor) {
      this.#actor = player;
      this.#newTurn = true;
    }
    const index = game.actionCount - 1;
    const action = game.actionAt(index)!;
    if ('outcome' in result) {
      this.#changed({ kind: 'throw', player, value: result.value, outcome: result.outcome, turn: result.turn });
      fire(this.host, 'ur-throw', {
        player,
        value: result.value,
        dice: [...result.dice],
        source: result.source,
        outcome: result.outcome,
        index,
        action,
      });
      if (result.outcome === 'zero' || result.outcome === 'no-move')
        fire(this.host, 'ur-pass', { player, reason: result.outcome, value: result.value });
    } else if ('move' in result) {
      const { move } = result;
      this.#mark(move);
      this.#changed({ kind: 'move', player, move, forced });
      fire(this.host, 'ur-move', { player, move, notation: move.notation, position: result.position, index, action });
      if (result.winner) this.#gameEnded(result);
    } else if (result.reason === 'bonus-declined') {
      this.#changed({ kind: 'declined', player });
      fire(this.host, 'ur-eyes-declined', { player, index, action });
    } else {
      this.#clearMarks();
      this.#changed({ kind: 'new-game' });
    }
    fire(this.host, 'ur-action', { index, action, player, local: origin === 'local' });
    this.#fireTurn();
    this.#schedule();
    // A person's own throw (not the host's, which moves for itself) that leaves one legal move.
    if (origin === 'local' && 'outcome' in result && this.playForced && this.sides[player] === 'human')
      this.#playForced(player);
    return result;
  }

  /**
   * Plays `player`'s only legal move once the throw has been seen (`animation-duration`), as the
   * person would: it animates and the status line says it was the only move. Any change meanwhile
   * (the person moving first, an undo) drops it.
   */
  #playForced(player: Player): void {
    const game = this.game;
    const moves = game.legalMoves();
    if (game.awaiting().action !== 'move' || moves.length !== 1) return;
    const epoch = this.#epoch;
    this.#track(
      new Promise<void>((resolve) =>
        setTimeout(() => {
          if (epoch === this.#epoch && this.#game === game && game.turn === player) this.move(moves[0], 'local', true);
          resolve();
        }, this.animationMs),
      ),
    );
  }

  #fireTurn(): void {
    fire(this.host, 'ur-turn', this.game.turnInfo);
  }

  #gameEnded(result: MoveResult): void {
    const winner = result.winner!;
    this.news = { kind: 'game-end', winner, score: result.score, matchWinner: result.match?.winner ?? null };
    this.#announceEnd({ winner, reason: 'finished', by: null }, result.score);
  }

  /** Counts the win (none: aborted) and fires `ur-game-end`, and `ur-match-end` when it ends a bell match. */
  #announceEnd(end: GameEnd, score: number | null): void {
    this.#count(end.winner);
    const { match } = this.game;
    // Read after the count: the record carries the running score.
    const { record } = this;
    const tally = this.tally;
    // A rated online game's end is announced with its count (players/rated-end.ts).
    afterCount(this.host, (ratings) => {
      fire(this.host, 'ur-game-end', { ...end, score, match, record, tally, ratings });
      if (match?.winner) fire(this.host, 'ur-match-end', { winner: match.winner, scores: { ...match.scores }, record });
    });
  }

  /** The game's record, with the running score (`tally`) once anyone has won a game. */
  get record(): GameRecord {
    const record = this.game.toJSON();
    // Wins are counted only when won (or restored from a record): none, no score.
    if (this.#wins.size) record.tally = this.tally;
    return record;
  }

  /** Games won by the person on each side now, since the people last changed. */
  get tally(): Record<Player, number> {
    const wins = (player: Player) => this.#wins.get(this.people[player]) ?? 0;
    return { light: wins('light'), dark: wins('dark') };
  }

  /** One more game won by the person playing `winner` (none: aborted). */
  #count(winner: Player | null): void {
    if (winner) this.#wins.set(this.people[winner], (this.#wins.get(this.people[winner]) ?? 0) + 1);
  }

  /** Sets the computer going if it is its turn, or works out a hint for a person. */
  #schedule(): void {
    const game = this.#game;
    // Nobody acts in a game not yet announced: `announce()` schedules again.
    // Nor in a game of a board with `loading="lazy"` not yet near the viewport (parts.ts): it comes back here then.
    if (!game || !this.host.isConnected || this.#unannounced || this.#loading || !this.near()) return;
    const { action } = game.awaiting();
    if (this.#computerActs) this.#track(this.#withComputer((loop) => loop.drive(this.#access)));
    else if (this.hints && this.humanToAct && (action === 'move' || action === 'bonus'))
      this.#track(this.#withComputer((loop) => loop.hint(this.#access)));
  }

  /**
   * Runs `work` with the computer's module: at once when it is loaded, else once it is. A change
   * meanwhile drops the work (the change schedules its own). If the module cannot be loaded
   * (offline), the computer waits with a warning, and the next change tries again.
   */
  async #withComputer(work: (loop: typeof import('./computer.js')) => Promise<void>): Promise<void> {
    if (!computer) {
      const epoch = this.#epoch;
      // The AI client the loop asks, fetched at the same time: its first thought waits for no second round trip.
      void import('../../ai/worker/client.js').catch(() => {});
      try {
        computer = await import('./computer.js');
      } catch (error) {
        if (!this.#warnedLoad)
          console.warn(
            `<royal-ur>: could not load the computer player (${String(error)}); it plays once it can be loaded`,
          );
        this.#warnedLoad = true;
        return;
      }
      if (epoch !== this.#epoch) return;
    }
    return work(computer);
  }

  #track(work: Promise<void>): void {
    this.#work.add(work);
    void work.finally(() => this.#work.delete(work));
  }

  /**
   * Resolves once nothing runs by itself any more: the computer has acted as far as it can (it
   * waits for someone else, the game is over, or the element is off the page) and no hint is being
   * worked out. A computer pausing before its next action is still running.
   */
  async settled(): Promise<void> {
    while (this.#work.size > 0) await Promise.all(this.#work);
  }

  /** The computer acts now: its throw, move or bonus is awaited, or it lost and starts a bell match's next game (see offerNextGame). */
  get #computerActs(): boolean {
    const awaiting = this.#game?.awaiting();
    if (!awaiting || awaiting.player === null) return false;
    if (awaiting.action === 'next-game')
      return this.sides[awaiting.player] === 'computer' && this.sides[opponentOf(awaiting.player)] !== 'human';
    return this.sides[awaiting.player] === 'computer';
  }
}
