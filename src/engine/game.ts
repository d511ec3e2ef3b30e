/**
 * Game: the turn machine around the compact state — throws, moves, eyes bonus, undo, the bell
 * match — with rich results for the element and a record of every action for replays.
 */
import { bitCount, Mulberry32, valueOfBits, type Seed, type Throw } from './dice.js';
import { describeValue } from './describe.js';
import { deepFreeze } from './freeze.js';
import {
  awaitsMove,
  applyMove,
  applyThrow,
  cloneState,
  copyState,
  createLayout,
  declineBonus,
  EFFECT_CAPTURE,
  EFFECT_BOUNCED,
  EFFECT_DOUBLE,
  EFFECT_FREE_ENTRY,
  EFFECT_EXTRA_TURN,
  EFFECT_EYES,
  EFFECT_ROSETTE,
  EFFECT_WIN,
  initialState,
  KIND_DOUBLE,
  legalMoveBits,
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
import {
  formatAction,
  MAX_ACTION_TEXT,
  moveNotation,
  parseAction,
  parseMoveNotation,
  parsePosition,
  placeAt,
  pathIndexOf,
  positionToString,
  sidePosition,
  type SidePosition,
} from './notation.js';
import {
  PLAYERS,
  resolveRules,
  ruleOptionsOf,
  type Player,
  type RuleOptions,
  type Rules,
  type TileName,
  type Validation,
  type VariantName,
} from './rules.js';
import { addGameToMatch, createMatch, scorePieces, type MatchState } from './scoring.js';

export { describeValue };

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
  /** The plain, frozen description (moves from `legalMoves()` work it out when first read). */
  toJSON?(): Move;
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
  /** The throw awaiting a move, or null. */
  /** How far the awaited move goes (the throw, or 4 for an eyes bonus), or null. */
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
  { action: 'throw' | 'move' | 'bonus' | 'next-game'; player: Player } | { action: 'nothing'; player: null };

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

/**
 * The most actions one game (and so one record) may hold: far above any real game. In random
 * play the longest of 20,000 games of each race variant has under 1,000 actions and of 2,000
 * bell matches to 100 points under 5,000; a bell match to the highest target score (1,000) takes
 * about 20,000. A record with more is refused before anything is replayed, and a game refuses
 * the action past it, so every record a game writes can be loaded again.
 */
export const MAX_ACTIONS = 100_000;

/** Undo keeps a snapshot every this many actions and replays the rest from the nearest one. */
const CHECKPOINT_EVERY = 64;

// Actions are stored as small integers (a record is strings only when asked for).
const CODE_DECLINE = 1;
const CODE_NEXT = 2;
/** A throw: CODE_THROW + value, plus CODE_HOST when the value was handed in. */
const CODE_THROW = 16;
const CODE_HOST = 8;
/** A move: CODE_MOVE + player << 19 | capture << 18 | rosette << 17 | from << 8 | to. */
const CODE_MOVE = 1 << 20;

/** The state before every CHECKPOINT_EVERY-th action: what undo restores before replaying. */
interface Checkpoint {
  /** The action it stands before. */
  count: number;
  state: State;
  rng: number;
  match: MatchState | null;
  lastThrow: number;
  reason: TurnReason;
}

/** A move as `playMove` found it: its key, the frozen description, the action code and the EFFECT_* flags. */
interface Played {
  key: number;
  move: Move;
  code: number;
  effects: number;
}

/** What the games of one layout share: frozen move descriptions and action strings, and a scratch state. */
interface MoveBook {
  layout: Layout;
  /** Moves as played, keyed by what the move does (see playMove). */
  moves: Map<number, Played>;
  /** Action strings of move codes. */
  notations: Map<number, string>;
  /** Where moves are played out to describe them. */
  scratch: State;
  /** The last move played from each start (who, bonus, distance, from: a key's low 10 bits), a step before `moves`. */
  recent: (Played | null)[];
  /** Where a move's landings are traced, when the layout has doubles (several landings); else null. */
  trace: MoveTrace | null;
}

const books = new WeakMap<Layout, MoveBook>();

function bookOf(layout: Layout): MoveBook {
  let book = books.get(layout);
  if (!book) {
    const trace = layout.kinds.includes(KIND_DOUBLE) ? { landings: [], captures: [] } : null;
    books.set(
      layout,
      (book = {
        layout,
        moves: new Map(),
        notations: new Map(),
        scratch: initialState(layout),
        recent: new Array<Played | null>(1 << 10).fill(null),
        trace,
      }),
    );
  }
  return book;
}

/**
 * The legal moves of one position: their sources at once, each description when first read.
 * While the game stands at that position `state` is the game's own; once it moves on, a list
 * that was handed out keeps where the history stood (`settle`) and plays its position again
 * from the nearest snapshot if it is ever read, so its moves still describe their position.
 */
class MoveList {
  readonly book: MoveBook;
  /** The path indices the moves start from, as bits (ascending: move i starts at the i-th bit set). */
  readonly sources: number;
  readonly count: number;
  #state: State | null;
  /**
   * Once settled, where the game's history stood: its action codes (an array the game only
   * appends to; undo makes a new one if a settled list refers to it), how many were played, and
   * the snapshot at or before that point to play them again from.
   */
  #codes: readonly number[] | null = null;
  #count = 0;
  #checkpoint: Checkpoint | null = null;
  live = true;
  handedOut = false;
  /** Each move's description, once worked out. */
  details: Move[] | null = null;

  constructor(book: MoveBook, state: State) {
    this.book = book;
    this.#state = state;
    this.sources = legalMoveBits(book.layout, state);
    this.count = bitCount(this.sources);
  }

  /** The path index the `index`-th move starts from. */
  from(index: number): number {
    let bits = this.sources;
    for (let i = 0; i < index; i++) bits &= bits - 1;
    return 31 - Math.clz32(bits & -bits);
  }

  /** The position of these moves (not to be changed). */
  get state(): State {
    if (this.#state === null) {
      const checkpoint = this.#checkpoint!;
      this.#state = replayCodes(this.book.layout, checkpoint.state, this.#codes!, checkpoint.count, this.#count);
      this.#codes = this.#checkpoint = null;
    }
    return this.#state;
  }

  /** The `index`-th move, described (frozen, shared by every game of the layout). */
  detail(index: number): Move {
    return this.details?.[index] ?? describeListed(this, index);
  }

  /** New move objects for a caller (each reads its description when first asked). */
  handOut(): Move[] {
    this.handedOut = true;
    const moves = new Array<Move>(this.count);
    for (let i = 0; i < moves.length; i++) moves[i] = new Candidate(this, i);
    return moves;
  }

  /** The game is about to move on from this position, after `count` of `codes`; returns whether the list keeps them. */
  settle(codes: readonly number[], count: number, checkpoint: Checkpoint): boolean {
    const keep = this.live && this.handedOut;
    if (keep) {
      this.#state = null;
      this.#codes = codes;
      this.#count = count;
      this.#checkpoint = checkpoint;
    }
    this.live = false;
    return keep;
  }
}

/**
 * The state after playing action codes `first` to `last` (exclusive) of `codes` from `start`
 * (the state before action `first`): what the game did, without dice, record or results.
 */
function replayCodes(layout: Layout, start: State, codes: readonly number[], first: number, last: number): State {
  const state = cloneState(start);
  for (let i = first; i < last; i++) {
    const code = codes[i];
    if (code >= CODE_MOVE) applyMove(layout, state, (code >> 8) & 0x1f);
    else if (code >= CODE_THROW) applyThrow(layout, state, (code - CODE_THROW) & ~CODE_HOST);
    else if (code === CODE_DECLINE) declineBonus(state);
    else startNextGame(layout, state);
  }
  return state;
}

/** Sets `state` to the start of the next game of a match: the loser of the last one throws first. */
function startNextGame(layout: Layout, state: State): void {
  const loser = 1 - state.winner;
  copyState(state, initialState(layout));
  state.phase = PHASE_THROW;
  state.turn = loser;
}

/** The fields of a Move, each read from the description. */
const MOVE_FIELDS = [
  'player',
  'from',
  'to',
  'distance',
  'landings',
  'enter',
  'bearOff',
  'capture',
  'captures',
  'rosette',
  'extraTurn',
  'double',
  'eyes',
  'freeEntry',
  'bounced',
  'bonus',
  'wins',
  'notation',
] as const satisfies readonly (keyof Move)[];

/**
 * A legal move as `legalMoves()` hands it out: it reads like the plain Move (every field an
 * enumerable getter; `toJSON` gives the frozen plain description) but is worked out only when a
 * field is first read. Nothing a caller does to it reaches the game.
 */
interface Candidate extends Move {}
class Candidate {
  #list: MoveList;
  #index: number;

  constructor(list: MoveList, index: number) {
    this.#list = list;
    this.#index = index;
  }

  toJSON(): Move {
    return this.#list.detail(this.#index);
  }

  /** The list and index of a move this module handed out; null for anything else. */
  static place(value: unknown): { list: MoveList; index: number } | null {
    return typeof value === 'object' && value !== null && #list in value
      ? { list: value.#list, index: value.#index }
      : null;
  }

  /** The list of a handed-out move if it is `list` (the fast path of `move`), its index; else -1. */
  static indexIn(value: unknown, list: MoveList): number {
    return typeof value === 'object' && value !== null && #list in value && value.#list === list ? value.#index : -1;
  }
}
for (const field of MOVE_FIELDS) {
  Object.defineProperty(Candidate.prototype, field, {
    enumerable: true,
    get(this: Candidate) {
      return this.toJSON()[field];
    },
  });
}

/**
 * Who acts, in what phase and how far, as a result keeps it: one number (player | phase << 1 |
 * distance << 4, distance 0 for none), built into a TurnInfo with the reason when read.
 */
function packTurn(state: State): number {
  return state.turn | (state.phase << 1) | (awaitsMove(state) ? moveDistance(state) << 4 : 0);
}

function turnOf(packed: number, reason: TurnReason): TurnInfo {
  const distance = packed >> 4;
  return {
    player: PLAYERS[packed & 1],
    phase: PHASES[(packed >> 1) & 7],
    reason,
    distance: distance === 0 ? null : distance,
  };
}

/**
 * What `throwDice` returns. `moves` and `turn` are worked out when first read (a copy each time), so a
 * throw costs nothing for results nobody reads; the moves are those open right after the throw.
 */
class Thrown implements ThrowResult {
  readonly value: number;
  readonly player: Player;
  readonly source: 'dice' | 'host';
  readonly outcome: ThrowResult['outcome'];
  #faces: number;
  #count: number;
  #turn: number;
  #reason: TurnReason;
  /** The moves open after the throw; null when there are none. */
  #moves: MoveList | null;

  constructor(
    moves: MoveList | null,
    value: number,
    faces: number,
    count: number,
    player: Player,
    source: 'dice' | 'host',
    outcome: ThrowResult['outcome'],
    turn: number,
    reason: TurnReason,
  ) {
    this.value = value;
    this.player = player;
    this.source = source;
    this.outcome = outcome;
    this.#faces = faces;
    this.#count = count;
    this.#turn = turn;
    this.#reason = reason;
    this.#moves = moves;
  }

  get dice(): boolean[] {
    return facesOf(this.#faces, this.#count);
  }

  get moves(): Move[] {
    return this.#moves ? this.#moves.handOut() : [];
  }

  get turn(): TurnInfo {
    return turnOf(this.#turn, this.#reason);
  }

  toJSON(): ThrowResult {
    const { value, dice, player, source, outcome, moves, turn } = this;
    return { value, dice, player, source, outcome, moves, turn };
  }
}

/** What `move` returns; `position` and `turn` are worked out when first read (a copy each time). */
class Moved implements MoveResult {
  readonly move: Move;
  readonly winner: Player | null;
  readonly score: number | null;
  readonly match: MatchState | null;
  #turn: number;
  #reason: TurnReason;
  /** The moves of the position before: the position after is this move played there again. */
  #list: MoveList;
  #index: number;

  constructor(
    list: MoveList,
    index: number,
    move: Move,
    winner: Player | null,
    score: number | null,
    match: MatchState | null,
    turn: number,
    reason: TurnReason,
  ) {
    this.move = move;
    this.winner = winner;
    this.score = score;
    this.match = match;
    this.#turn = turn;
    this.#reason = reason;
    this.#list = list;
    this.#index = index;
  }

  get turn(): TurnInfo {
    return turnOf(this.#turn, this.#reason);
  }

  get position(): Position {
    const { book, state } = this.#list;
    const layout = book.layout;
    const after = cloneState(state);
    applyMove(layout, after, this.#list.from(this.#index));
    return positionOfState(layout, after);
  }

  toJSON(): MoveResult {
    const { move, turn, position, winner, score, match } = this;
    return { move, turn, position, winner, score, match };
  }
}

// The lazy fields read like data: for...in and deep-equality checks see them (JSON uses toJSON).
for (const [type, names] of [
  [Thrown, ['dice', 'moves', 'turn']],
  [Moved, ['turn', 'position']],
] as const) {
  for (const name of names) Object.defineProperty(type.prototype, name, { enumerable: true });
}

/** The faces of a throw (`count` bits, the first die highest) as booleans. */
function facesOf(bits: number, count: number): boolean[] {
  const faces = new Array<boolean>(count);
  for (let i = 0; i < count; i++) faces[i] = ((bits >>> (count - 1 - i)) & 1) === 1;
  return faces;
}

/** The position of a compact state (a fresh object). */
function positionOfState(layout: Layout, state: State): Position {
  return {
    light: sidePosition(layout, state, 0),
    dark: sidePosition(layout, state, 1),
    turn: PLAYERS[state.turn],
    phase: PHASES[state.phase],
    distance: awaitsMove(state) ? moveDistance(state) : null,
    winner: state.winner < 0 ? null : PLAYERS[state.winner],
    notation: positionToString(layout, state),
  };
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

  constructor(options: GameOptions = {}) {
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
    this.#state = options.start === undefined ? initialState(this.layout) : parsePosition(this.layout, options.start);
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
    return this.#codes.map((code) => this.#actionString(code));
  }

  /** How many actions were played: the index the next action takes in the record. */
  get actionCount(): number {
    return this.#codes.length;
  }

  /** The action at `index` in the record, or undefined. */
  actionAt(index: number): string | undefined {
    return Number.isInteger(index) && index >= 0 && index < this.#codes.length
      ? this.#actionString(this.#codes[index])
      : undefined;
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
        return this.#match && !this.#match.winner
          ? { action: 'next-game', player: PLAYERS[1 - state.winner] }
          : { action: 'nothing', player: null };
    }
  }

  get canUndo(): boolean {
    return this.#codes.length > 0;
  }

  /** A copy of the compact state (for the computer players). */
  get state(): State {
    return cloneState(this.#state);
  }

  /** Throws the dice, or takes a value handed in by the host (remote play, tests). */
  throwDice(value?: number): ThrowResult {
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
      const result = this.throwDice(parsed.by === 'host' ? value : undefined);
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
    return this.#legalMoves().handOut();
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

  /** Declines an open eyes bonus (RULES.md §4.4). */
  decline(): TurnInfo {
    if (this.#state.phase !== PHASE_EYES) throw new Error(`no eyes bonus to decline: ${this.#awaited()}`);
    this.#before();
    this.#declineStep();
    return this.turnInfo;
  }

  /** Starts the next game of an unfinished bell match; the loser of the last game starts. */
  nextGame(): TurnInfo {
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
    if (code >= CODE_MOVE) this.#moveStep((code >> 8) & 0x1f, code);
    else if (code >= CODE_THROW) this.#throw(code & CODE_HOST ? code - CODE_THROW - CODE_HOST : -1);
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
    this.#codes.push(CODE_THROW + value + (host ? CODE_HOST : 0));
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

  /** An action code as the record writes it. */
  #actionString(code: number): string {
    if (code >= CODE_MOVE) {
      const cache = this.#book.notations;
      let text = cache.get(code);
      if (text === undefined) {
        const player = (code >> 19) & 1;
        const name = (position: number) => placeAt(this.layout, player, position);
        text = moveNotation(
          name((code >> 8) & 0x1f),
          name(code & 0xff),
          (code & (1 << 18)) !== 0,
          (code & (1 << 17)) !== 0,
        );
        cache.set(code, text);
      }
      return text;
    }
    if (code >= CODE_THROW) {
      const host = (code & CODE_HOST) !== 0;
      return formatAction({
        kind: 'throw',
        value: code - CODE_THROW - (host ? CODE_HOST : 0),
        by: host ? 'host' : 'dice',
      });
    }
    return formatAction({ kind: code === CODE_DECLINE ? 'decline' : 'next' });
  }

  #finishGame(winner: number): number | null {
    if (!this.#match) return null;
    const points = scorePieces(this.layout, this.#state, 1 - winner);
    this.#match = deepFreeze(addGameToMatch(this.#match, { winner: PLAYERS[winner], points }));
    return points;
  }

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

  /** The index in the legal moves of the move `input` names; throws a clear error if there is none. */
  #find(input: MoveInput): number {
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

/** Describes the `index`-th move of `list`: played out on a scratch copy of its position. */
function describeListed(list: MoveList, index: number): Move {
  const { book, state } = list;
  copyState(book.scratch, state);
  const move = playMove(book, book.scratch, list.from(index)).move;
  (list.details ??= [])[index] = move;
  return move;
}

/**
 * Plays the legal move from `from` on `state` (which it changes) and finds its description and
 * action code: worked out once per kind of move, frozen and shared by every game of the layout.
 */
function playMove(book: MoveBook, state: State, from: number): Played {
  const { layout, trace } = book;
  const player = state.turn;
  const bonus = state.phase === PHASE_EYES;
  const distance = moveDistance(state);
  if (trace) trace.landings.length = trace.captures.length = 0;
  const effects = applyMove(layout, state, from, trace ?? undefined);
  let count = 1;
  // One landing unless the layout has doubles (then traced); a bounced piece lands there too before going back.
  let to = from === 0 && layout.enterOnStart ? 1 : Math.min(from + distance, layout.home);
  let captured = effects & EFFECT_CAPTURE ? 1 : 0;
  if (trace) {
    count = trace.landings.length;
    to = trace.landings[count - 1];
    captured = 0;
    for (let i = 0; i < count; i++) if (trace.captures.includes(trace.landings[i])) captured |= 1 << i;
  }
  // What the move does, as a small integer: who, from where, how far, its effects, how many
  // landings (each the last one plus the distance, so they follow) and which of them capture.
  const key =
    count <= 4
      ? player | (bonus ? 2 : 0) | (distance << 2) | (from << 5) | (effects << 10) | (count << 19) | (captured << 22)
      : -1;
  const slot = key & 0x3ff;
  let played = key >= 0 ? book.recent[slot] : null;
  if (played?.key === key) return played;
  played = book.moves.get(key) ?? null;
  if (!played) {
    const landings = trace ? trace.landings.slice() : [to];
    const captures = trace ? trace.captures.slice() : captured ? landings : [];
    const move = moveOf(layout, player, from, distance, bonus, effects, landings, captures);
    played = {
      key,
      move,
      code: CODE_MOVE + (player << 19) + (captured ? 1 << 18 : 0) + (move.rosette ? 1 << 17 : 0) + (from << 8) + to,
      effects,
    };
    if (key >= 0) book.moves.set(key, played);
  }
  if (key >= 0) book.recent[slot] = played;
  return played;
}

/** A frozen move description: the move from `from` that landed on `landings` with `effects`. */
export function moveOf(
  layout: Layout,
  player: number,
  from: number,
  distance: number,
  bonus: boolean,
  effects: number,
  landings: readonly number[],
  captures: readonly number[],
): Move {
  const name = (position: number) => placeAt(layout, player, position) as TileName | 'home';
  const landed = landings.map(name);
  const to = landed[landed.length - 1];
  // Ending on a rosette counts unless the piece went home or bounced back to the reserve.
  const rosette = (effects & EFFECT_ROSETTE) !== 0 && to !== 'home' && !(effects & EFFECT_BOUNCED);
  const captured = captures.map(name);
  return deepFreeze({
    player: PLAYERS[player],
    from: placeAt(layout, player, from) as TileName | 'reserve',
    to,
    distance,
    landings: landed,
    enter: from === 0,
    bearOff: to === 'home',
    capture: captured[0] ?? null,
    captures: captured,
    rosette,
    extraTurn: (effects & EFFECT_EXTRA_TURN) !== 0,
    double: (effects & EFFECT_DOUBLE) !== 0,
    eyes: (effects & EFFECT_EYES) !== 0,
    freeEntry: (effects & EFFECT_FREE_ENTRY) !== 0,
    bounced: (effects & EFFECT_BOUNCED) !== 0,
    bonus,
    wins: (effects & EFFECT_WIN) !== 0,
    notation: moveNotation(placeAt(layout, player, from), to, captured.length > 0, rosette),
  });
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
