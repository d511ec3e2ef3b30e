/**
 * Game: the turn machine around the compact state — throws, moves, eyes bonus, undo, the bell
 * match — with rich results for the element and a record of every action for replays.
 */
import { facesForValue, Random, type Seed, type Throw } from './dice.js';
import {
  applyMove,
  applyThrow,
  awaitsMove,
  awaitsThrow,
  cloneState,
  copyState,
  createLayout,
  declineBonus,
  destination,
  EFFECT_BOUNCED,
  EFFECT_DOUBLE,
  EFFECT_FREE_ENTRY,
  EFFECT_EXTRA_TURN,
  EFFECT_EYES,
  EFFECT_ROSETTE,
  EFFECT_WIN,
  initialState,
  legalMoveSources,
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
  type MoveTrace,
  type State,
} from './moves.js';
import { moveNotation, parseMoveNotation, parsePosition, placeAt, pathIndexOf, positionToString, sidePosition, type SidePosition } from './notation.js';
import { PLAYERS, resolveRules, ruleOptionsOf, type Player, type RuleOptions, type Rules, type TileName, type Validation, type VariantName } from './rules.js';
import { addGameToMatch, createMatch, scorePieces, type MatchState } from './scoring.js';

export type Phase = 'throw-off' | 'throw' | 'move' | 'eyes' | 'over';
const PHASES: readonly Phase[] = ['throw-off', 'throw', 'move', 'eyes', 'over'];

/** Why the player to act now is acting. */
export type TurnReason =
  | 'start' // the game (or the throw-off) has begun
  | 'throw-off' // the next throw of the throw-off
  | 'throw-off-tie' // the throw-off tied: light throws again
  | 'move' // a throw is waiting to be moved
  | 'zero' // a zero was thrown: the turn passes
  | 'no-move' // no legal move: the turn passes, or (bell) the same player throws again
  | 'extra-turn' // a rosette or capture gave another throw
  | 'throw-again' // bell: the turn of several throws goes on
  | 'turn-end' // the move ended the turn
  | 'eyes-bonus' // the opponent may move a piece 4 (bell eyes)
  | 'bonus-taken' // the eyes bonus was moved; the turn goes on as it would have
  | 'bonus-declined' // the eyes bonus was declined
  | 'game-over'
  | 'next-game'; // a bell match goes on: the loser starts

/** Who acts now, in what phase, and why. */
export interface TurnInfo {
  player: Player;
  phase: Phase;
  reason: TurnReason;
  /** The throw awaiting a move (phase 'move'), or 4 for an eyes bonus; null otherwise. */
  distance: number | null;
}

/** A legal move, with everything it will do. */
export interface Move {
  player: Player;
  /** A tile name, or 'reserve'. */
  from: TileName | 'reserve';
  /** Where the piece ends: a tile name, or 'home'; for a bounced piece, the tile it bounced off. */
  to: TileName | 'home';
  /** How far it moves: the throw, or 4 for an eyes bonus. */
  distance: number;
  /** Every tile it lands on, in order (more than one after a double). */
  landings: (TileName | 'home')[];
  /** Enters a piece from the reserve. */
  enter: boolean;
  /** Bears a piece off (reaches home). */
  bearOff: boolean;
  /** The tile of the first opponent piece captured, or null. */
  capture: TileName | null;
  /** Every tile where an opponent piece is captured. */
  captures: TileName[];
  /** Ends on a rosette. */
  rosette: boolean;
  /** Gives another throw (rosette or capture switches). */
  extraTurn: boolean;
  /** Bell: landing on a double advanced the piece again. */
  double: boolean;
  /** Bell: ends on eyes, giving the opponent a bonus move of 4 (if it has one). */
  eyes: boolean;
  /** Bell: brings a reserve piece onto the start square (rosette landing). */
  freeEntry: boolean;
  /** Bell: lands on a stack of two or more opponent pieces and goes back to the reserve. */
  bounced: boolean;
  /** Bell: this is an eyes bonus move. */
  bonus: boolean;
  /** Wins the game. */
  wins: boolean;
  /** The move in notation, e.g. `B3xB5*`. */
  notation: string;
}

/** What a host passes to `move`: a Move, `{ from, to? }`, or a move string. */
export type MoveInput = Move | { from: string; to?: string } | string;

export interface Position {
  light: SidePosition;
  dark: SidePosition;
  turn: Player;
  phase: Phase;
  /** How far the awaited move goes: the throw, or 4 for an eyes bonus; null when no move is awaited. */
  distance: number | null;
  winner: Player | null;
  /** The position string (see notation.ts). */
  notation: string;
}

export interface ThrowResult extends Throw {
  player: Player;
  /** 'dice': thrown by the seeded dice; 'host': a value handed in. */
  source: 'dice' | 'host';
  /** What the throw led to. */
  outcome: 'move' | 'zero' | 'no-move' | 'throw-off';
  /** The legal moves now open (empty unless outcome is 'move'). */
  moves: Move[];
  turn: TurnInfo;
}

export interface MoveResult {
  move: Move;
  turn: TurnInfo;
  position: Position;
  winner: Player | null;
  /** Bell: the points of the finished game (RULES.md §4.5); null while it goes on or in race variants. */
  score: number | null;
  match: MatchState | null;
}

/**
 * What the game waits for, and from whom: one answer for the element, the computer and a server.
 * - `throw`: `player` must throw (also in a throw-off);
 * - `move`: `player` must move the throw (`legalMoves()`);
 * - `bonus`: bell: `player` may move a piece 4 (the eyes bonus) or decline it;
 * - `next-game`: bell: the game is over but not the match; `player` (the loser) starts the next;
 * - `nothing`: the game (or the match) is over; `player` is null.
 */
export type Awaiting =
  | { action: 'throw' | 'move' | 'bonus' | 'next-game'; player: Player }
  | { action: 'nothing'; player: null };

export interface GameOptions {
  variant?: VariantName;
  rules?: RuleOptions;
  /**
   * The dice seed (a number or a string); a random one if omitted. `null`: the game has no dice of
   * its own and every throw is handed in (`throwDice(value)`), e.g. by a game server, so that nothing
   * in the record predicts a throw.
   */
  seed?: Seed | null;
  /** A position string to start from instead of the initial position. */
  start?: string;
}

export const RECORD_FORMAT = 'royal-ur';
export const RECORD_VERSION = 1;

/** A replayable game record: rules, seed and every action, with the final position as a check. */
export interface GameRecord {
  format: typeof RECORD_FORMAT;
  version: typeof RECORD_VERSION;
  variant: VariantName;
  /** The switches that differ from the variant's preset. */
  rules: RuleOptions;
  /** The dice seed; null when every throw was handed in (online games: nothing predicts a throw). */
  seed: Seed | null;
  /** The starting position string, when not the initial position. */
  start?: string;
  /** Every action in order (see notation.ts). */
  actions: string[];
  /** The position string after the last action. */
  position: string;
}

interface Snapshot {
  state: State;
  rng: number;
  match: MatchState | null;
  lastThrow: (Throw & { player: Player }) | null;
  reason: TurnReason;
}

export class Game {
  /** The resolved rule set. */
  readonly rules: Rules;
  /** The rules compiled for the move generator (shared with the computer players). */
  readonly layout: Layout;
  /** The seed the dice started from; null when every throw is handed in. */
  readonly seed: Seed | null;
  /** The position string this game started from, if not the initial position. */
  readonly start: string | undefined;
  /** The compact state of the current position. */
  #state: State;
  /** The dice; null when every throw is handed in. */
  #random: Random | null;
  /** Every action so far, in notation. */
  #actions: string[] = [];
  /** Snapshots before each action, for undo. */
  #history: Snapshot[] = [];
  /** The bell match, or null for race variants. */
  #match: MatchState | null;
  /** The last throw, for drawing the dice. */
  #lastThrow: (Throw & { player: Player }) | null = null;
  /** Why the player to act is acting. */
  #reason: TurnReason = 'start';
  /** Legal moves of the current state, computed once. */
  #movesCache: Move[] | null = null;
  /** Scratch buffer for the move generator (an Int8Array like every other caller's, so its code stays monomorphic). */
  #sources: Int8Array;
  /** Scratch state on which `describeMove` plays a move out. */
  #scratch: State;

  constructor(options: GameOptions = {}) {
    if (options === null || typeof options !== 'object') throw new TypeError(`game options must be an object, got ${String(options)}`);
    if (options.seed !== undefined && options.seed !== null && !(typeof options.seed === 'string' || (typeof options.seed === 'number' && Number.isFinite(options.seed)))) {
      throw new TypeError(`seed must be a finite number or a string, got ${String(options.seed)}`);
    }
    this.rules = resolveRules(options.variant ?? 'finkel', options.rules ?? {});
    this.layout = createLayout(this.rules);
    this.#sources = new Int8Array(this.layout.stride);
    this.#scratch = initialState(this.layout);
    this.seed = options.seed === undefined ? Math.floor(Math.random() * 2 ** 32) : options.seed;
    this.#random = this.seed === null ? null : new Random(this.seed);
    this.start = options.start;
    this.#state = options.start === undefined ? initialState(this.layout) : parsePosition(this.layout, options.start);
    this.#match = this.rules.scoring ? createMatch(this.rules.targetScore) : null;
  }

  /** Whose action is awaited now. */
  get turn(): Player {
    return PLAYERS[this.#state.turn];
  }

  get phase(): Phase {
    return PHASES[this.#state.phase];
  }

  /** How far the awaited move goes: the throw, or 4 for an eyes bonus; null when no move is awaited. */
  get distance(): number | null {
    return awaitsMove(this.#state) ? moveDistance(this.#state) : null;
  }

  get winner(): Player | null {
    return this.#state.winner < 0 ? null : PLAYERS[this.#state.winner];
  }

  /** Who acts now, in what phase, and why. */
  get turnInfo(): TurnInfo {
    const phase = this.#state.phase;
    return {
      player: this.turn,
      phase: this.phase,
      reason: this.#reason,
      distance: this.distance,
    };
  }

  /** The bell match so far (a copy), or null for race variants. */
  get match(): MatchState | null {
    return this.#match && structuredClone(this.#match);
  }

  /** The last throw (value, each die's face, who threw), or null. */
  get lastThrow(): (Throw & { player: Player }) | null {
    return this.#lastThrow && { ...this.#lastThrow, dice: [...this.#lastThrow.dice] };
  }

  /** Every action so far, in notation. */
  get actions(): readonly string[] {
    return [...this.#actions];
  }

  /** How many actions were played: the index the next action takes in the record. */
  get actionCount(): number {
    return this.#actions.length;
  }

  /** The action at `index` in the record, or undefined. */
  actionAt(index: number): string | undefined {
    return this.#actions[index];
  }

  /** What the game waits for now, and from whom. */
  awaiting(): Awaiting {
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
        return this.#match && !this.#match.winner ? { action: 'next-game', player: PLAYERS[1 - state.winner] } : { action: 'nothing', player: null };
    }
  }

  get canUndo(): boolean {
    return this.#history.length > 0;
  }

  /** A copy of the compact state (for the computer players). */
  get state(): State {
    return cloneState(this.#state);
  }

  /** Throws the dice, or takes a value handed in by the host (remote play, tests). */
  throwDice(value?: number): ThrowResult {
    const state = this.#state;
    if (!awaitsThrow(state)) {
      throw new Error(`cannot throw now: ${this.#awaited()}`);
    }
    const dice = this.layout.dice;
    if (value !== undefined && !(typeof value === 'number' && dice.values.includes(value))) {
      throw new RangeError(`${dice.name} dice cannot show ${describeValue(value)}: expected one of ${dice.values.join(', ')}`);
    }
    if (value === undefined && !this.#random) {
      throw new Error('this game has no dice of its own (seed null): the throw must be handed in');
    }
    this.#remember();
    const thrown: Throw = value === undefined ? this.#random!.throw(dice) : { value, dice: facesForValue(dice, value) };
    const player = this.turn;
    const code = applyThrow(this.layout, state, thrown.value);
    this.#actions.push(`${value === undefined ? 't' : 'h'}${thrown.value}`);
    this.#lastThrow = { ...thrown, player };
    this.#reason = throwReason(code, state);
    this.#movesCache = null;
    const outcome = code === THROW_MOVE ? 'move' : code === THROW_ZERO ? 'zero' : code === THROW_NO_MOVE ? 'no-move' : 'throw-off';
    return { ...thrown, player, source: value === undefined ? 'dice' : 'host', outcome, moves: this.legalMoves(), turn: this.turnInfo };
  }

  /**
   * Applies one action as written in a record (`t3`, `h3`, a move such as `A4-A2`, `decline`,
   * `next`; see notation.ts). Anything not legal now throws a clear error and changes nothing;
   * `t3` must be what the seeded dice throw here.
   */
  apply(action: string): ThrowResult | MoveResult | TurnInfo {
    if (typeof action !== 'string') throw new TypeError(`an action must be a string, got ${describeValue(action)}`);
    const thrown = THROW_ACTION.exec(action);
    if (thrown) {
      const value = Number(thrown[2]);
      const result = this.throwDice(thrown[1] === 'h' ? value : undefined);
      if (result.value !== value) {
        this.undo();
        throw new Error(`the seeded dice throw ${result.value} there, not ${value}`);
      }
      return result;
    }
    if (action === 'decline') return this.decline();
    if (action === 'next') return this.nextGame();
    return this.move(action);
  }

  /** Every legal move now (empty unless a throw awaits a move or an eyes bonus is open). */
  legalMoves(): Move[] {
    return this.#legalMoves().map(copyMove);
  }

  /** The cached legal moves themselves: never hand these out (callers get copies). */
  #legalMoves(): Move[] {
    if (!this.#movesCache) {
      const sources = this.#sources;
      const count = legalMoveSources(this.layout, this.#state, sources);
      const moves: Move[] = [];
      for (let i = 0; i < count; i++) moves.push(this.#describe(sources[i]));
      this.#movesCache = moves;
    }
    return this.#movesCache;
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
    const move = this.#find(input);
    const from = pathIndexOf(this.layout, this.#state.turn, move.from);
    this.#remember();
    const player = this.#state.turn;
    const effects = applyMove(this.layout, this.#state, from);
    this.#actions.push(move.notation);
    this.#movesCache = null;
    let score: number | null = null;
    if (effects & EFFECT_WIN) {
      this.#reason = 'game-over';
      score = this.#finishGame(player);
    } else if (this.#state.phase === PHASE_EYES) {
      this.#reason = 'eyes-bonus';
    } else if (move.bonus) {
      this.#reason = 'bonus-taken';
    } else if (this.#state.turn === player) {
      this.#reason = effects & EFFECT_EXTRA_TURN ? 'extra-turn' : 'throw-again';
    } else {
      this.#reason = 'turn-end';
    }
    return { move, turn: this.turnInfo, position: this.position(), winner: this.winner, score, match: this.match };
  }

  /** Declines an open eyes bonus (RULES.md §4.4). */
  decline(): TurnInfo {
    if (this.awaiting().action !== 'bonus') throw new Error(`no eyes bonus to decline: ${this.#awaited()}`);
    this.#remember();
    declineBonus(this.#state);
    this.#actions.push('decline');
    this.#reason = 'bonus-declined';
    this.#movesCache = null;
    return this.turnInfo;
  }

  /** Starts the next game of an unfinished bell match; the loser of the last game starts. */
  nextGame(): TurnInfo {
    const match = this.#match;
    if (!match || this.#state.phase !== PHASE_OVER || match.winner) {
      throw new Error(match ? (match.winner ? 'the match is over' : 'the game is not over yet') : 'only a match (bell) has a next game');
    }
    this.#remember();
    const loser = 1 - this.#state.winner;
    this.#state = initialState(this.layout);
    this.#state.phase = PHASE_THROW;
    this.#state.turn = loser;
    this.#actions.push('next');
    this.#reason = 'next-game';
    this.#lastThrow = null;
    this.#movesCache = null;
    return this.turnInfo;
  }

  /** Takes back the last action (a throw, a move, a declined bonus); false if there is none. */
  undo(): boolean {
    const snapshot = this.#history.pop();
    if (!snapshot) return false;
    this.#state = snapshot.state;
    if (this.#random) this.#random.state = snapshot.rng;
    this.#match = snapshot.match;
    this.#lastThrow = snapshot.lastThrow;
    this.#reason = snapshot.reason;
    this.#actions.pop();
    this.#movesCache = null;
    return true;
  }

  /** The position: each side's reserve, home and tiles, and whose action is awaited. */
  position(): Position {
    const { layout } = this;
    const state = this.#state;
    return {
      light: sidePosition(layout, state, 0),
      dark: sidePosition(layout, state, 1),
      turn: this.turn,
      phase: this.phase,
      distance: this.distance,
      winner: this.winner,
      notation: positionToString(layout, state),
    };
  }

  /** The game record: replays to this exact game with `loadGame`. */
  toJSON(): GameRecord {
    const record: GameRecord = {
      format: RECORD_FORMAT,
      version: RECORD_VERSION,
      variant: this.rules.variant,
      rules: ruleOptionsOf(this.rules),
      seed: this.seed,
      actions: [...this.#actions],
      position: positionToString(this.layout, this.#state),
    };
    if (this.start !== undefined) record.start = this.start;
    return record;
  }

  #remember(): void {
    this.#history.push({
      state: cloneState(this.#state),
      rng: this.#random?.state ?? 0,
      match: this.#match,
      lastThrow: this.#lastThrow,
      reason: this.#reason,
    });
  }

  #finishGame(winner: number): number | null {
    if (!this.#match) return null;
    const points = scorePieces(this.layout, this.#state, 1 - winner);
    this.#match = addGameToMatch(this.#match, { winner: PLAYERS[winner], points });
    return points;
  }

  /** What `awaiting()` says, in words, for error messages. */
  #awaited(): string {
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

  #find(input: MoveInput): Move {
    const state = this.#state;
    if (!awaitsMove(state)) throw new Error(`cannot move now: ${this.#awaited()}`);
    let wanted: { from: string; to?: string } | null;
    if (typeof input === 'string') {
      wanted = parseMoveNotation(input);
      if (!wanted) throw new Error(`"${input}" is not a move: write it like A4-A2, R-A4, B3xB5 or A7-H`);
    } else if (input && typeof input === 'object' && typeof input.from === 'string') {
      wanted = input;
    } else {
      throw new TypeError(`a move must be a move object, { from, to } or a string like "A4-A2", got ${JSON.stringify(input)}`);
    }
    const player = state.turn;
    const from = pathIndexOf(this.layout, player, wanted.from);
    const moves = this.#legalMoves();
    const move = moves.find((candidate) => pathIndexOf(this.layout, player, candidate.from) === from);
    const to = wanted.to === undefined ? undefined : pathIndexOf(this.layout, player, wanted.to);
    const reaches = (candidate: Move) =>
      [candidate.to, ...candidate.landings].some((name) => pathIndexOf(this.layout, player, name) === to);
    if (!move || (to !== undefined && !reaches(move))) {
      const what = typeof input === 'string' ? input : `${wanted.from}${wanted.to ? '-' + wanted.to : ''}`;
      const legal = moves.map((candidate) => candidate.notation).join(', ') || 'none';
      throw new Error(`illegal move ${what} for ${this.turn} (distance ${moveDistance(state)}): legal moves are ${legal}`);
    }
    return copyMove(move);
  }

  #describe(from: number): Move {
    return describeMove(this.layout, this.#state, from, this.#scratch);
  }
}

/**
 * Everything the move of the piece at path index `from` will do, for the player to act in `state`
 * (a throw awaiting a move, or an eyes bonus): where it lands, what it captures, whether it gives
 * another throw, its notation. Pure: the move is played out on `scratch` (a copy by default).
 * Throws if that move is not legal.
 */
export function describeMove(layout: Layout, state: State, from: number, scratch: State = cloneState(state)): Move {
  const player = state.turn;
  const bonus = state.phase === PHASE_EYES;
  const distance = moveDistance(state);
  if (!awaitsMove(state) || (bonus && from === 0) || destination(layout, state, player, from, distance) < 0) {
    throw new Error(`no legal move from ${placeAt(layout, player, from)} for ${PLAYERS[player]} now`);
  }
  // Played out on a scratch copy: describing a move must not change the game.
  copyState(scratch, state);
  const trace: MoveTrace = { landings: [], captures: [] };
  const effects = applyMove(layout, scratch, from, trace);
  const name = (index: number) => placeAt(layout, player, index) as TileName | 'home';
  const landings = trace.landings.map(name);
  const to = landings[landings.length - 1];
  const captures = trace.captures.map(name);
  const rosette = (effects & EFFECT_ROSETTE) !== 0 && to !== 'home' && !(effects & EFFECT_BOUNCED);
  return {
    player: PLAYERS[player],
    from: placeAt(layout, player, from) as TileName | 'reserve',
    to,
    distance,
    landings,
    enter: from === 0,
    bearOff: to === 'home',
    capture: captures[0] ?? null,
    captures,
    rosette,
    extraTurn: (effects & EFFECT_EXTRA_TURN) !== 0,
    double: (effects & EFFECT_DOUBLE) !== 0,
    eyes: (effects & EFFECT_EYES) !== 0,
    freeEntry: (effects & EFFECT_FREE_ENTRY) !== 0,
    bounced: (effects & EFFECT_BOUNCED) !== 0,
    bonus,
    wins: (effects & EFFECT_WIN) !== 0,
    notation: moveNotation(placeAt(layout, player, from), to, captures.length > 0, rosette),
  };
}

/** A throw action: `t3` (the game's own dice) or `h3` (handed in). */
const THROW_ACTION = /^([th])(\d)$/;

/** A value as an error message shows it (JSON for plain data, so NaN and undefined read as themselves). */
export function describeValue(value: unknown): string {
  if (typeof value === 'number' || value === undefined || typeof value === 'bigint' || typeof value === 'symbol') return String(value);
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}

/** A move with its own arrays, so that no caller can change the game's cached moves. */
function copyMove(move: Move): Move {
  return { ...move, landings: [...move.landings], captures: [...move.captures] };
}

function throwReason(code: number, state: State): TurnReason {
  if (code === THROW_OFF) {
    if (state.phase === PHASE_THROW) return 'start';
    return state.turn === 0 ? 'throw-off-tie' : 'throw-off';
  }
  return code === THROW_MOVE ? 'move' : code === THROW_ZERO ? 'zero' : 'no-move';
}

/** Creates a game: `createGame({ variant: 'bell', seed: 42 })`. */
export function createGame(options: GameOptions = {}): Game {
  return new Game(options);
}
