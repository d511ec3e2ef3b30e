/**
 * The lazy results a game hands out: legal moves, throw and move results. Each keeps what it
 * needs in a few numbers and works out a field when it is first read, so an action costs nothing
 * for results nobody reads.
 */
import { replayCodes, type Snapshot } from './actions.js';
import { bitCount } from './dice.js';
import {
  PHASES,
  type Move,
  type MoveResult,
  type Position,
  type ThrowResult,
  type TurnInfo,
  type TurnReason,
} from './game-types.js';
import { playMove, type MoveBook } from './move-book.js';
import {
  applyMove,
  awaitsMove,
  cloneState,
  copyState,
  legalMoveBits,
  moveDistance,
  type Layout,
  type State,
} from './moves.js';
import { positionToString, sidePosition } from './notation.js';
import { PLAYERS, type Player } from './rules.js';
import type { MatchState } from './scoring.js';

/**
 * The legal moves of one position: their sources at once, each description when first read.
 * While the game stands at that position `state` is the game's own; once it moves on, a list
 * that was handed out keeps where the history stood (`settle`) and plays its position again
 * from the nearest snapshot if it is ever read, so its moves still describe their position.
 */
export class MoveList {
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
  #checkpoint: Snapshot | null = null;
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
  settle(codes: readonly number[], count: number, checkpoint: Snapshot): boolean {
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

/** Describes the `index`-th move of `list`: played out on a scratch copy of its position. */
function describeListed(list: MoveList, index: number): Move {
  const { book, state } = list;
  copyState(book.scratch, state);
  const move = playMove(book, book.scratch, list.from(index)).move;
  (list.details ??= [])[index] = move;
  return move;
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
export interface Candidate extends Move {}
export class Candidate {
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
export function packTurn(state: State): number {
  return state.turn | (state.phase << 1) | (awaitsMove(state) ? moveDistance(state) << 4 : 0);
}

export function turnOf(packed: number, reason: TurnReason): TurnInfo {
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
export class Thrown implements ThrowResult {
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
export class Moved implements MoveResult {
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
export function facesOf(bits: number, count: number): boolean[] {
  const faces = new Array<boolean>(count);
  for (let i = 0; i < count; i++) faces[i] = ((bits >>> (count - 1 - i)) & 1) === 1;
  return faces;
}

/** The position of a compact state (a fresh object). */
export function positionOfState(layout: Layout, state: State): Position {
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
