/**
 * Game: the turn machine around the compact state — throws, moves, eyes bonus, undo, the bell
 * match — with rich results for the element and a record of every action for replays. Its parts:
 * game-types.ts (what it takes and returns), actions.ts (action codes), move-book.ts (move
 * descriptions), results.ts (lazy results), game-start.ts (the engine's Game, which reads a start
 * position); the record's format is record.ts.
 */
import {
  actionText,
  CODE_DECLINE,
  CODE_MOVE,
  CODE_NEXT,
  CODE_THROW,
  handedValue,
  moveSource,
  startNextGame,
  throwCode,
  type Snapshot,
} from './actions.js';
import { Mulberry32, valueOfBits, type Seed, type Throw } from './dice.js';
import { describeValue } from './describe.js';
import { deepFreeze } from './freeze.js';
import {
  PHASES,
  type Awaiting,
  type GameEnd,
  type GameOptions,
  type Move,
  type MoveInput,
  type MoveResult,
  type Phase,
  type Position,
  type ThrowResult,
  type TurnInfo,
  type TurnReason,
} from './game-types.js';
import { bookOf, playMove, type MoveBook } from './move-book.js';
import {
  applyMove,
  applyThrow,
  awaitsMove,
  cloneState,
  createLayout,
  declineBonus,
  EFFECT_EXTRA_TURN,
  EFFECT_WIN,
  initialState,
  moveDistance,
  PHASE_EYES,
  PHASE_MOVE,
  PHASE_OVER,
  PHASE_THROW,
  PHASE_THROW_OFF,
  THROW_MOVE,
  THROW_NO_MOVE,
  THROW_OFF,
  THROW_ZERO,
  type Layout,
  type State,
} from './moves.js';
import { MAX_ACTION_TEXT, parseAction, parseMoveNotation, pathIndexOf, positionToString } from './notation.js';
import { MAX_ACTIONS, RECORD_FORMAT, RECORD_VERSION, type GameRecord } from './record.js';
import { Candidate, facesOf, Moved, MoveList, packTurn, positionOfState, Thrown, turnOf } from './results.js';
import { opponentOf, PLAYERS, resolveRules, ruleOptionsOf, type Player, type Rules, type Validation } from './rules.js';
import { addGameToMatch, createMatch, scorePieces, type MatchState } from './scoring.js';

/** Undo keeps a snapshot every this many actions and replays the rest from the nearest one. */
const CHECKPOINT_EVERY = 64;

/** The state before every CHECKPOINT_EVERY-th action: what undo restores before replaying. */
interface Checkpoint extends Snapshot {
  rng: number;
  match: MatchState | null;
  lastThrow: number;
  reason: TurnReason;
}

export class Game {
  /** The resolved rule set (deeply frozen). */
  readonly rules: Rules;
  /** The rules compiled for the move generator (deeply frozen; shared with the computer players). */
  readonly layout: Layout;
  /** The seed the dice started from; null when every throw is handed in. */
  readonly seed: Seed | null;
  /** The position string this game started from, if not the initial position. */
  readonly start: string | undefined;
  /** The compact state of the current position. */
  #state: State;
  /** The dice; null when every throw is handed in. */
  #random: Mulberry32 | null;
  /** Every action so far, as action codes (CODE_*). */
  #codes: number[] = [];
  /** Whether a settled move list refers to `#codes` (undo must then leave that array as it is). */
  #historyShared = false;
  /** The state before action i * CHECKPOINT_EVERY, for undo. */
  #checkpoints: Checkpoint[] = [];
  /** The bell match (deeply frozen; replaced, never changed), or null for race variants. */
  #match: MatchState | null;
  /** The last throw: player << 8 | the faces as bits; -1 for none. */
  #lastThrow = -1;
  /** Why the player to act is acting. */
  #reason: TurnReason = 'start';
  /** The legal moves of the current state, found once; settled before the state changes. */
  #moves: MoveList | null = null;
  /** What the games of this layout share. */
  #book: MoveBook;
  /** How the game ended when a side resigned or left, or it was aborted; null otherwise (also when played out). */
  #end: GameEnd | null = null;
  /** The action index of each side's first move (light, dark); -1 while it has not moved. */
  #firstMoves = [-1, -1];

  /**
   * `readStart` reads a start position's text (`options.start`) into a state: notation's
   * `parsePosition`, which the engine's `Game` (game-start.ts) hands in. The element starts every
   * game from the initial position, so its first load goes without the reader, and a `start` here
   * without one is refused.
   */
  constructor(options: GameOptions = {}, readStart?: (layout: Layout, text: string) => State) {
    if (options === null || typeof options !== 'object')
      throw new TypeError(`game options must be an object, got ${describeValue(options)}`);
    if (
      options.seed !== undefined &&
      options.seed !== null &&
      !(typeof options.seed === 'string' || (typeof options.seed === 'number' && Number.isFinite(options.seed)))
    ) {
      throw new TypeError(`seed must be a finite number or a string, got ${describeValue(options.seed)}`);
    }
    this.rules = resolveRules(options.variant ?? 'finkel', options.rules ?? {});
    this.layout = createLayout(this.rules);
    this.#book = bookOf(this.layout);
    this.seed = options.seed === undefined ? Math.floor(Math.random() * 2 ** 32) : options.seed;
    this.#random = this.seed === null ? null : new Mulberry32(this.seed);
    this.start = options.start;
    if (options.start === undefined) this.#state = initialState(this.layout);
    else if (readStart) this.#state = readStart(this.layout, options.start);
    else throw new Error("a start position needs the engine's Game (royal-ur/engine), which reads it");
    this.#match = this.rules.scoring ? deepFreeze(createMatch(this.rules.targetScore)) : null;
  }

  /** Whose action is awaited now. */
  get turn(): Player {
    return PLAYERS[this.#state.turn];
  }

  get phase(): Phase {
    return PHASES[this.#state.phase];
  }

  /** How far the awaited move goes (the throw, or 4 for an eyes bonus); null when no move is awaited. */
  get distance(): number | null {
    return awaitsMove(this.#state) ? moveDistance(this.#state) : null;
  }

  get winner(): Player | null {
    return this.#state.winner < 0 ? null : PLAYERS[this.#state.winner];
  }

  /** Who acts now, in what phase, and why. */
  get turnInfo(): TurnInfo {
    return turnOf(packTurn(this.#state), this.#reason);
  }

  /**
   * How the game ended, or null while it goes on: `finished` once played out (bell: the match won),
   * else as `resign` or `abort` ended it. After an end every action is refused.
   */
  get ending(): GameEnd | null {
    if (this.#end) return this.#end;
    const winner = this.#match ? this.#match.winner : this.winner;
    return winner ? Object.freeze({ reason: 'finished', winner, by: null }) : null;
  }

  /** The game may be aborted: it goes on, and a side has yet to make its first move. */
  get canAbort(): boolean {
    return !this.ending && this.#firstMoves.includes(-1);
  }

  /**
   * `player` gives the game up (`abandoned`: left an online game); the other side wins (bell: the
   * match). Refused with an error when the game is over.
   */
  resign(player: Player, reason: 'resigned' | 'abandoned' = 'resigned'): GameEnd {
    if (!PLAYERS.includes(player)) throw new TypeError(`only light or dark can resign, got ${describeValue(player)}`);
    if (reason !== 'resigned' && reason !== 'abandoned')
      throw new TypeError(`a side gives up as 'resigned' or 'abandoned', got ${describeValue(reason)}`);
    this.#refuseEnded(reason === 'resigned' ? 'resign' : 'abandon');
    const winner = opponentOf(player);
    if (this.#match) this.#match = deepFreeze({ ...this.#match, winner });
    return this.#finish({ reason, winner, by: player });
  }

  /** Calls the game off before each side has moved: no winner, no result. Refused with an error otherwise. */
  abort(): GameEnd {
    this.#refuseEnded('abort');
    if (!this.canAbort) throw new Error('cannot abort: both sides have moved (a side can resign instead)');
    return this.#finish({ reason: 'aborted', winner: null, by: null });
  }

  /** Ends the game as `end` says: nothing more is awaited. */
  #finish(end: GameEnd): GameEnd {
    this.#settle();
    this.#end = Object.freeze(end);
    return this.#end;
  }

  /** Refuses `what` once the game has been resigned, abandoned or aborted. */
  #refuseEnded(what: string): void {
    if (this.ending) throw new Error(`cannot ${what}: ${this.#awaited()}`);
  }

  /** The bell match so far (deeply frozen), or null for race variants. */
  get match(): MatchState | null {
    return this.#match;
  }

  /** The last throw (value, each die's face, who threw), or null. */
  get lastThrow(): (Throw & { player: Player }) | null {
    const last = this.#lastThrow;
    if (last < 0) return null;
    const dice = this.layout.dice;
    const bits = last & 0xff;
    return { value: valueOfBits(dice, bits), dice: facesOf(bits, dice.count), player: PLAYERS[last >> 8] };
  }

  /** Every action so far, in notation (a new array). */
  get actions(): string[] {
    return this.#codes.map((code) => actionText(this.layout, code, this.#book.notations));
  }

  /** How many actions were played: the index the next action takes in the record. */
  get actionCount(): number {
    return this.#codes.length;
  }

  /** The action at `index` in the record, or undefined. */
  actionAt(index: number): string | undefined {
    return Number.isInteger(index) && index >= 0 && index < this.#codes.length
      ? actionText(this.layout, this.#codes[index], this.#book.notations)
      : undefined;
  }

  /** What the game waits for now, and from whom. */
  awaiting(): Awaiting {
    if (this.#end) return { action: 'nothing', player: null };
    const state = this.#state;
    switch (state.phase) {
      case PHASE_THROW:
      case PHASE_THROW_OFF:
        return { action: 'throw', player: this.turn };
      case PHASE_MOVE:
        return { action: 'move', player: this.turn };
      case PHASE_EYES:
        return { action: 'bonus', player: this.turn };
      default:
        return this.#match && !this.#match.winner
          ? { action: 'next-game', player: PLAYERS[1 - state.winner] }
          : { action: 'nothing', player: null };
    }
  }

  get canUndo(): boolean {
    // A resignation or an abort is not taken back (`undo`).
    return this.#codes.length > 0 && !this.#end;
  }

  /** A copy of the compact state (for the computer players). */
  get state(): State {
    return cloneState(this.#state);
  }

  /** Throws the dice, or takes a value handed in by the host (remote play, tests). */
  throwDice(value?: number): ThrowResult {
    if (this.#end) this.#refuseEnded('throw');
    const state = this.#state;
    if (state.phase !== PHASE_THROW && state.phase !== PHASE_THROW_OFF) {
      throw new Error(`cannot throw now: ${this.#awaited()}`);
    }
    const dice = this.layout.dice;
    if (value !== undefined && !(typeof value === 'number' && dice.values.includes(value))) {
      throw new RangeError(
        `${dice.name} dice cannot show ${describeValue(value)}: expected one of ${dice.values.join(', ')}`,
      );
    }
    if (value === undefined && !this.#random) {
      throw new Error('this game has no dice of its own (seed null): the throw must be handed in');
    }
    this.#before();
    const player = state.turn;
    const code = this.#throw(value ?? -1);
    const outcome =
      code === THROW_MOVE ? 'move' : code === THROW_ZERO ? 'zero' : code === THROW_NO_MOVE ? 'no-move' : 'throw-off';
    const faces = this.#lastThrow & 0xff;
    let moves: MoveList | null = null;
    if (outcome === 'move') {
      moves = this.#legalMoves();
      // The result may read them after the game has moved on.
      moves.handedOut = true;
    }
    const result = new Thrown(
      moves,
      valueOfBits(dice, faces),
      faces,
      dice.count,
      PLAYERS[player],
      value === undefined ? 'dice' : 'host',
      outcome,
      packTurn(state),
      this.#reason,
    );
    return result;
  }

  /**
   * Applies one action as written in a record (`t3`, `h3`, a move such as `A4-A2`, `decline`,
   * `next`; see notation.ts). Anything not legal now throws a clear error and changes nothing;
   * `t3` must be what the seeded dice throw here.
   */
  apply(action: string): ThrowResult | MoveResult | TurnInfo {
    if (typeof action !== 'string') throw new TypeError(`an action must be a string, got ${describeValue(action)}`);
    const parsed = parseAction(action);
    if (parsed?.kind === 'throw') {
      const { value } = parsed;
      const result = this.throwDice(parsed.host ? value : undefined);
      if (result.value !== value) {
        this.undo();
        throw new Error(`the seeded dice throw ${result.value} there, not ${value}`);
      }
      return result;
    }
    if (parsed?.kind === 'decline') return this.decline();
    if (parsed?.kind === 'next') return this.nextGame();
    // A move, or no action at all: the move reader says which way it is wrong.
    return this.move(action);
  }

  /**
   * Every legal move now (empty unless a throw awaits a move or an eyes bonus is open): new move
   * objects, each worked out when first read.
   */
  legalMoves(): Move[] {
    return this.#end ? [] : this.#legalMoves().handOut();
  }

  /** The legal moves of the current state, found once per state. */
  #legalMoves(): MoveList {
    let moves = this.#moves;
    if (moves === null) {
      moves = this.#moves = new MoveList(this.#book, this.#state);
    }
    return moves;
  }

  /** Checks a move without making it. */
  validateMove(input: MoveInput): Validation {
    try {
      this.#find(input);
      return { ok: true };
    } catch (error) {
      return { ok: false, error: (error as Error).message };
    }
  }

  /** Makes a legal move; an illegal one throws a clear error and changes nothing. */
  move(input: MoveInput): MoveResult {
    const index = this.#find(input);
    const list = this.#moves!;
    // The result plays the move again on the position before it, which the list keeps.
    list.handedOut = true;
    this.#before();
    const state = this.#state;
    const player = state.turn;
    const bonus = state.phase === PHASE_EYES;
    const played = playMove(this.#book, state, list.from(index));
    const score = this.#moved(played.code, player, bonus, played.effects);
    return new Moved(list, index, played.move, this.winner, score, this.#match, packTurn(state), this.#reason);
  }

  /** Declines an open eyes bonus (docs/rules.md §4.4). */
  decline(): TurnInfo {
    if (this.#end) this.#refuseEnded('decline');
    if (this.#state.phase !== PHASE_EYES) throw new Error(`no eyes bonus to decline: ${this.#awaited()}`);
    this.#before();
    this.#declineStep();
    return this.turnInfo;
  }

  /** Starts the next game of an unfinished bell match; the loser of the last game starts. */
  nextGame(): TurnInfo {
    if (this.#end) this.#refuseEnded('start the next game');
    const match = this.#match;
    if (!match || this.#state.phase !== PHASE_OVER || match.winner) {
      throw new Error(
        match
          ? match.winner
            ? 'the match is over'
            : 'the game is not over yet'
          : 'only a match (bell) has a next game',
      );
    }
    this.#before();
    this.#nextStep();
    return this.turnInfo;
  }

  /** Takes back the last action (a throw, a move, a declined bonus); false if there is none. */
  undo(): boolean {
    // A resignation or an abort is not taken back (a played-out game's last move is).
    if (this.#end) this.#refuseEnded('undo');
    const codes = this.#codes;
    if (codes.length === 0) return false;
    this.#settle();
    // Back to the nearest snapshot at or before the action taken back, then replay up to it.
    const target = codes.length - 1;
    const at = Math.floor(target / CHECKPOINT_EVERY);
    const checkpoint = this.#checkpoints[at];
    this.#checkpoints.length = at + 1;
    const replay = codes.slice(at * CHECKPOINT_EVERY, target);
    // Moves handed out may still read the history: they keep the old array, the game takes a new one.
    if (this.#historyShared) {
      this.#codes = codes.slice(0, at * CHECKPOINT_EVERY);
      this.#historyShared = false;
    } else {
      codes.length = at * CHECKPOINT_EVERY;
    }
    this.#state = cloneState(checkpoint.state);
    if (this.#random) this.#random.state = checkpoint.rng;
    this.#match = checkpoint.match;
    this.#lastThrow = checkpoint.lastThrow;
    this.#reason = checkpoint.reason;
    const firstMoves = this.#firstMoves;
    for (const side of [0, 1]) if (firstMoves[side] >= this.#codes.length) firstMoves[side] = -1;
    for (const code of replay) this.#replay(code);
    return true;
  }

  /** The position: each side's reserve, home and tiles, and whose action is awaited. */
  position(): Position {
    return positionOfState(this.layout, this.#state);
  }

  /** The game record: replays to this exact game with `loadGame`. */
  toJSON(): GameRecord {
    const record: GameRecord = {
      format: RECORD_FORMAT,
      version: RECORD_VERSION,
      variant: this.rules.variant,
      rules: ruleOptionsOf(this.rules),
      seed: this.seed,
      actions: this.actions,
      position: positionToString(this.layout, this.#state),
    };
    if (this.start !== undefined) record.start = this.start;
    const end = this.#end;
    if (end)
      record.end = end.by ? { reason: end.reason as 'resigned' | 'abandoned', by: end.by } : { reason: 'aborted' };
    return record;
  }

  /** Before any action: room in the record, a snapshot every so often, the latest results settled. */
  #before(): void {
    const count = this.#codes.length;
    if (count >= MAX_ACTIONS)
      throw new Error(`the game has reached ${MAX_ACTIONS} actions, the most a record may hold`);
    if (count === this.#checkpoints.length * CHECKPOINT_EVERY) {
      this.#checkpoints.push({
        count,
        state: cloneState(this.#state),
        rng: this.#random?.state ?? 0,
        match: this.#match,
        lastThrow: this.#lastThrow,
        reason: this.#reason,
      });
    }
    // After the snapshot: the moves settled here may replay from it.
    this.#settle();
  }

  /** The moves handed out stop reading the game's state: they keep a copy of their position. */
  #settle(): void {
    const moves = this.#moves;
    if (moves) {
      const codes = this.#codes;
      const count = codes.length;
      const checkpoints = this.#checkpoints;
      // The snapshot at or before this point (the one for `count` itself may not be taken yet).
      const checkpoint = checkpoints[Math.min((count / CHECKPOINT_EVERY) | 0, checkpoints.length - 1)];
      if (moves.settle(codes, count, checkpoint)) this.#historyShared = true;
      this.#moves = null;
    }
  }

  /** Replays a recorded action code (undo): the same steps as the first time. */
  #replay(code: number): void {
    if (code >= CODE_MOVE) this.#moveStep(moveSource(code), code);
    else if (code >= CODE_THROW) this.#throw(handedValue(code));
    else if (code === CODE_DECLINE) this.#declineStep();
    else this.#nextStep();
  }

  /** Throws the game's dice (`value` -1) or takes `value`; returns the THROW_* code. */
  #throw(value: number): number {
    const state = this.#state;
    const dice = this.layout.dice;
    const host = value >= 0;
    let faces: number;
    if (!host) {
      faces = this.#random!.nextUint32() >>> (32 - dice.count);
      value = valueOfBits(dice, faces);
    } else {
      // Marked tips first, as facesForValue draws them.
      const marked = dice.valueByMarked.indexOf(value);
      faces = ((1 << marked) - 1) << (dice.count - marked);
    }
    const player = state.turn;
    const code = applyThrow(this.layout, state, value);
    this.#codes.push(throwCode(value, host));
    this.#lastThrow = (player << 8) | faces;
    this.#reason = throwReason(code, state);
    this.#moves = null;
    return code;
  }

  /** Moves the piece at `from` (the move with action `code`); returns the game's points if it ended a bell game. */
  #moveStep(from: number, code: number): number | null {
    const state = this.#state;
    const player = state.turn;
    const bonus = state.phase === PHASE_EYES;
    return this.#moved(code, player, bonus, applyMove(this.layout, state, from));
  }

  /** Records a move of `player` that had `effects` (`bonus`: an eyes bonus); returns the game's points if it ended a bell game. */
  #moved(code: number, player: number, bonus: boolean, effects: number): number | null {
    const state = this.#state;
    this.#codes.push(code);
    if (this.#firstMoves[player] < 0) this.#firstMoves[player] = this.#codes.length - 1;
    this.#moves = null;
    let score: number | null = null;
    if (effects & EFFECT_WIN) {
      this.#reason = 'game-over';
      score = this.#finishGame(player);
    } else if (state.phase === PHASE_EYES) {
      this.#reason = 'eyes-bonus';
    } else if (bonus) {
      this.#reason = 'bonus-taken';
    } else if (state.turn === player) {
      this.#reason = effects & EFFECT_EXTRA_TURN ? 'extra-turn' : 'throw-again';
    } else {
      this.#reason = 'turn-end';
    }
    return score;
  }

  #declineStep(): void {
    declineBonus(this.#state);
    this.#codes.push(CODE_DECLINE);
    this.#reason = 'bonus-declined';
    this.#moves = null;
  }

  #nextStep(): void {
    startNextGame(this.layout, this.#state);
    this.#codes.push(CODE_NEXT);
    this.#reason = 'next-game';
    this.#lastThrow = -1;
    this.#moves = null;
  }

  #finishGame(winner: number): number | null {
    if (!this.#match) return null;
    const points = scorePieces(this.layout, this.#state, 1 - winner);
    this.#match = deepFreeze(addGameToMatch(this.#match, { winner: PLAYERS[winner], points }));
    return points;
  }

  #awaited(): string {
    const end = this.#end;
    if (end) {
      if (end.reason === 'aborted') return 'the game was aborted';
      return `the game is over (${end.by} ${end.reason === 'resigned' ? 'resigned' : 'left'}; ${end.winner} won)`;
    }
    const { action, player } = this.awaiting();
    switch (action) {
      case 'move':
        return `${player} must move a throw of ${moveDistance(this.#state)}`;
      case 'bonus':
        return `${player} may take the eyes bonus (move ${moveDistance(this.#state)}) or decline it`;
      case 'next-game':
        return `the game is over (${this.winner} won); ${player} starts the next game`;
      case 'nothing':
        return `the game is over (${this.winner} won)`;
      default:
        return `${player} must throw`;
    }
  }

  /** The index in the legal moves of the move `input` names; throws a clear error if there is none. */
  #find(input: MoveInput): number {
    if (this.#end) this.#refuseEnded('move');
    const state = this.#state;
    if (state.phase !== PHASE_MOVE && state.phase !== PHASE_EYES)
      throw new Error(`cannot move now: ${this.#awaited()}`);
    const list = this.#legalMoves();
    // A move object handed out for this very position.
    const same = Candidate.indexIn(input, list);
    if (same >= 0) return same;
    let wanted: { from: string; to?: string } | null;
    if (typeof input === 'string') {
      wanted = input.length <= MAX_ACTION_TEXT ? parseMoveNotation(input) : null;
      if (!wanted)
        throw new Error(
          `${describeValue(input.slice(0, MAX_ACTION_TEXT))} is not a move: write it like A4-A2, R-A4, B3xB5 or A7-H`,
        );
    } else {
      // A move object of an earlier position or another game: what it says, read once.
      const data = Candidate.place(input) ? (input as unknown as Candidate).toJSON() : input;
      if (
        data &&
        typeof data === 'object' &&
        typeof data.from === 'string' &&
        (data.to === undefined || typeof data.to === 'string')
      ) {
        wanted = { from: data.from, to: data.to };
      } else {
        throw new TypeError(
          `a move must be a move object, { from, to } or a string like "A4-A2", got ${describeValue(input)}`,
        );
      }
    }
    const layout = this.layout;
    const player = state.turn;
    const from = pathIndexOf(layout, player, wanted.from);
    const to = wanted.to === undefined ? undefined : pathIndexOf(layout, player, wanted.to);
    for (let i = 0; i < list.count; i++) {
      if (list.from(i) !== from) continue;
      if (to === undefined) return i;
      const move = list.detail(i);
      if (
        pathIndexOf(layout, player, move.to) === to ||
        move.landings.some((name) => pathIndexOf(layout, player, name) === to)
      )
        return i;
    }
    const what = typeof input === 'string' ? input : `${wanted.from}${wanted.to ? '-' + wanted.to : ''}`;
    const legal = Array.from({ length: list.count }, (_, i) => list.detail(i).notation).join(', ') || 'none';
    throw new Error(
      `illegal move ${what} for ${this.turn} (distance ${moveDistance(state)}): legal moves are ${legal}`,
    );
  }
}

function throwReason(code: number, state: State): TurnReason {
  if (code === THROW_OFF) {
    if (state.phase === PHASE_THROW) return 'start';
    return state.turn === 0 ? 'throw-off-tie' : 'throw-off';
  }
  return code === THROW_MOVE ? 'move' : code === THROW_ZERO ? 'zero' : 'no-move';
}
