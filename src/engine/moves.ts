/**
 * Legal moves and their effects, as fast functions over a compact mutable state.
 * The `Game` class, the computer players and the benchmarks all share these functions,
 * so every rule lives here once.
 */
import { DICE, type DiceModel } from './dice.js';
import { deepFreeze } from './freeze.js';
import { pathTiles, PLAYERS, type Rules, type TileKind, type TileName } from './rules.js';

/** Phase codes of the compact state. */
export const PHASE_THROW_OFF = 0;
export const PHASE_THROW = 1;
export const PHASE_MOVE = 2;
export const PHASE_EYES = 3;
export const PHASE_OVER = 4;

/** Tile kind codes, one per path position. */
export const KIND_CODES: readonly TileKind[] = Object.freeze(['plain', 'rosette', 'double', 'eyes', 'five-dots', 'zigzag', 'gate']);
export const KIND_ROSETTE = KIND_CODES.indexOf('rosette');
export const KIND_DOUBLE = KIND_CODES.indexOf('double');
export const KIND_EYES = KIND_CODES.indexOf('eyes');

/** Effect flags returned by `applyMove`. */
export const EFFECT_CAPTURE = 1;
export const EFFECT_ROSETTE = 2;
export const EFFECT_DOUBLE = 4;
export const EFFECT_EYES = 8;
export const EFFECT_BOUNCED = 16;
export const EFFECT_FREE_ENTRY = 32;
export const EFFECT_HOME = 64;
export const EFFECT_EXTRA_TURN = 128;
export const EFFECT_WIN = 256;

/** The eyes bonus always advances this far (RULES.md §4.4). */
export const EYES_DISTANCE = 4;

/**
 * A rule set compiled to arrays indexed by path position: what the hot loops read. Deeply frozen
 * and shared by every game of the same (frozen) rules, so nobody can change another game's board.
 */
export interface Layout {
  rules: Rules;
  dice: DiceModel;
  /** Path length L: board positions are 1..L. */
  length: number;
  /** The home position, L + 1. */
  home: number;
  /** Positions per player in `State.board` (L + 2). */
  stride: number;
  /** Tile names by path position for each player (index 0 and home are empty). */
  tiles: readonly [readonly TileName[], readonly TileName[]];
  /** For each path position, the opponent's path position on the same tile; 0 if the tile is private. */
  opposite: readonly number[];
  /** Tile kind code by path position (the board is mirror-symmetric, so one array serves both players). */
  kinds: readonly number[];
  /** Path position of each tile name, per player (records without a prototype: no inherited names). */
  indices: readonly [Readonly<Record<TileName, number>>, Readonly<Record<TileName, number>>];
  // The rule switches the move generator reads, copied out of `rules` for the hot loops.
  /** Pieces of one player may share a tile (bell). */
  stacking: boolean;
  /** Landing on an opponent piece is allowed (and captures it). */
  captures: boolean;
  /** A piece on a rosette cannot be captured. */
  safeRosettes: boolean;
  /** Home only by the exact throw. */
  exactExit: boolean;
  /** Reserve pieces enter on position 1, and only by `entryThrow` (bell's start square, §4.2). */
  enterOnStart: boolean;
  entryThrow: number;
  /** Pieces per player: all of them home wins. */
  pieces: number;
  rosettesExtraTurn: boolean;
  capturesExtraTurn: boolean;
  /** Bell's turn of several throws (rules.turn === 'series'). */
  series: boolean;
  /** Ending on a rosette enters a reserve piece (bell). */
  rosettesEnter: boolean;
}

/** The compact game state. Mutable: copy it with `cloneState` before a speculative change. */
export interface State {
  /** Pieces per path position: `board[player * stride + position]`; position 0 is the reserve, `home` is home. */
  board: Int8Array;
  /** Whose action is awaited (0 light, 1 dark). */
  turn: number;
  /** One of the PHASE_* codes. */
  phase: number;
  /** The thrown value awaiting a move in PHASE_MOVE; 0 otherwise. */
  distance: number;
  /** In PHASE_EYES: the player who throws once the eyes bonus is taken or declined. */
  afterBonus: number;
  /** Light's throw in an unfinished throw-off; -1 while light has not thrown. */
  throwOff: number;
  /** The winner (0 or 1) once the game is over; -1 before. */
  winner: number;
}

/** Layouts of frozen rule sets, compiled once: every game of a preset shares one. */
const layouts = new WeakMap<Rules, Layout>();

/** Compiles `rules` (once per frozen rule set) into the deeply frozen layout the hot loops read. */
export function createLayout(rules: Rules): Layout {
  const frozen = Object.isFrozen(rules);
  const known = frozen ? layouts.get(rules) : undefined;
  if (known) return known;
  const layout = compileLayout(rules);
  if (frozen) layouts.set(rules, layout);
  return layout;
}

function compileLayout(rules: Rules): Layout {
  const light = pathTiles(rules.path, 'light');
  const dark = pathTiles(rules.path, 'dark');
  const length = light.length;
  const opposite = new Array<number>(length + 2).fill(0);
  const kinds = new Array<number>(length + 2).fill(0);
  const indices = PLAYERS.map((player) => {
    const record: Record<TileName, number> = Object.create(null);
    pathTiles(rules.path, player).forEach((tile, i) => (record[tile] = i + 1));
    return record;
  });
  const kindOf = (tile: TileName) => (Object.hasOwn(rules.tileKinds, tile) ? rules.tileKinds[tile] : 'plain');
  light.forEach((tile, i) => {
    opposite[i + 1] = indices[1][tile] ?? 0;
    kinds[i + 1] = KIND_CODES.indexOf(kindOf(tile));
  });
  const named = (tiles: TileName[]) => ['', ...tiles, ''];
  return deepFreeze({
    rules,
    dice: DICE[rules.dice],
    length,
    home: length + 1,
    stride: length + 2,
    tiles: [named(light), named(dark)],
    opposite,
    kinds,
    indices: [indices[0], indices[1]],
    stacking: rules.stacking,
    captures: rules.captures,
    safeRosettes: rules.safeRosettes,
    exactExit: rules.exactExit,
    enterOnStart: rules.entry === 'start-square',
    entryThrow: rules.entryThrow,
    pieces: rules.pieces,
    rosettesExtraTurn: rules.rosettesExtraTurn,
    capturesExtraTurn: rules.capturesExtraTurn,
    series: rules.turn === 'series',
    rosettesEnter: rules.rosettesEnter,
  } satisfies Layout);
}

/** Whether the player to act must throw: PHASE_THROW, or PHASE_THROW_OFF. */
export function awaitsThrow(state: State): boolean {
  return state.phase === PHASE_THROW || state.phase === PHASE_THROW_OFF;
}

/** Whether the player to act moves a piece: a throw awaiting its move (PHASE_MOVE), or an eyes bonus (PHASE_EYES). */
export function awaitsMove(state: State): boolean {
  return state.phase === PHASE_MOVE || state.phase === PHASE_EYES;
}

/** The start of a game: every piece in reserve, the first player (or the throw-off) to throw. */
export function initialState(layout: Layout): State {
  const board = new Int8Array(layout.stride * 2);
  board[0] = board[layout.stride] = layout.rules.pieces;
  const first = layout.rules.firstPlayer === 'dark' ? 1 : 0;
  return {
    board,
    turn: first,
    phase: layout.rules.firstPlayer === 'throw-off' ? PHASE_THROW_OFF : PHASE_THROW,
    distance: 0,
    afterBonus: first,
    throwOff: -1,
    winner: -1,
  };
}

export function cloneState(state: State): State {
  // Written out: faster than a spread and `slice()`, and every state keeps one shape.
  return {
    board: new Int8Array(state.board),
    turn: state.turn,
    phase: state.phase,
    distance: state.distance,
    afterBonus: state.afterBonus,
    throwOff: state.throwOff,
    winner: state.winner,
  };
}

/** Copies `source` into `target` without allocating (for search loops). */
export function copyState(target: State, source: State): void {
  target.board.set(source.board);
  target.turn = source.turn;
  target.phase = source.phase;
  target.distance = source.distance;
  target.afterBonus = source.afterBonus;
  target.throwOff = source.throwOff;
  target.winner = source.winner;
}

/** The distance a move in the current phase covers: the throw, or 4 for an eyes bonus. */
export function moveDistance(state: State): number {
  return state.distance;
}

/**
 * Where a piece of `player` at `from` lands when it moves `distance` (the first landing, before a
 * double's advance), or -1 if that move is illegal.
 */
export function destination(layout: Layout, state: State, player: number, from: number, distance: number): number {
  const own = player * layout.stride;
  if (state.board[own + from] === 0 || from === layout.home || distance <= 0) return -1;
  return reach(layout, state.board, own, from, distance);
}

/** `destination` for a position known to hold a piece of the mover, before home, and a distance > 0. */
function reach(layout: Layout, board: Int8Array, own: number, from: number, distance: number): number {
  const home = layout.home;
  let to: number;
  if (from === 0 && layout.enterOnStart) {
    if (distance !== layout.entryThrow) return -1;
    to = 1;
  } else {
    to = from + distance;
    if (to >= home) return to === home || !layout.exactExit ? home : -1;
  }
  if (!layout.stacking && board[own + to] > 0) return -1;
  const theirs = layout.opposite[to];
  if (theirs !== 0 && board[layout.stride - own + theirs] > 0) {
    if (!layout.captures) return -1;
    if (layout.safeRosettes && layout.kinds[to] === KIND_ROSETTE) return -1;
  }
  return to;
}

/**
 * The positions from `first` up to home holding a piece of `player` that can move `distance`:
 * written to `out` (all of them, returning how many), or with no `out`, 1 at the first found.
 */
function scan(layout: Layout, board: Int8Array, player: number, first: number, distance: number, out: Int8Array | number[] | null): number {
  const own = player * layout.stride;
  const home = layout.home;
  let count = 0;
  for (let from = first; from < home; from++) {
    if (board[own + from] !== 0 && reach(layout, board, own, from, distance) >= 0) {
      if (out === null) return 1;
      out[count++] = from;
    }
  }
  return count;
}

/**
 * Writes the starting positions of the legal moves of the player to act into `out` and returns
 * how many there are. One entry per occupied position: pieces on one tile are interchangeable.
 */
export function legalMoveSources(layout: Layout, state: State, out: Int8Array | number[]): number {
  const phase = state.phase;
  if (phase === PHASE_MOVE) return scan(layout, state.board, state.turn, 0, state.distance, out);
  // An eyes bonus moves a piece already on the board (RULES.md §4.4).
  if (phase === PHASE_EYES) return scan(layout, state.board, state.turn, 1, EYES_DISTANCE, out);
  return 0;
}

/** Whether `player` has any legal move of `distance` from the board (not the reserve). */
function hasBoardMove(layout: Layout, state: State, player: number, distance: number): boolean {
  return scan(layout, state.board, player, 1, distance, null) > 0;
}

function hasMove(layout: Layout, state: State, player: number, distance: number): boolean {
  return scan(layout, state.board, player, 0, distance, null) > 0;
}

/** What `applyMove` observed, for rich move descriptions (optional: the hot paths pass none). */
export interface MoveTrace {
  /** Every position the piece landed on, in order (more than one after a double). */
  landings: number[];
  /** Positions (in the mover's numbering) where an opponent piece was captured. */
  captures: number[];
}

/**
 * Moves the piece of the player to act at `from` by the current distance, with every tile
 * effect, then advances the turn. The move must be legal (see `legalMoveSources`).
 * Returns EFFECT_* flags.
 */
export function applyMove(layout: Layout, state: State, from: number, trace?: MoveTrace): number {
  const player = state.turn;
  const distance = moveDistance(state);
  const effects = landPiece(layout, state, player, from, distance, trace);
  const eyesBonus = state.phase === PHASE_EYES;
  if (state.board[player * layout.stride + layout.home] === layout.pieces) {
    state.winner = player;
    state.phase = PHASE_OVER;
    state.turn = player;
    state.distance = 0;
    return effects | EFFECT_WIN;
  }
  const opponent = 1 - player;
  let flags = effects;
  if (!eyesBonus) {
    const extra =
      ((effects & EFFECT_ROSETTE) !== 0 && layout.rosettesExtraTurn) || ((effects & EFFECT_CAPTURE) !== 0 && layout.capturesExtraTurn);
    if (extra) flags |= EFFECT_EXTRA_TURN;
    // A series turn goes on after every move but one of the entry throw made on the board (§4.1).
    const continues = extra || (layout.series && !(distance === layout.entryThrow && from !== 0));
    state.afterBonus = continues ? player : opponent;
  }
  state.distance = 0;
  if ((effects & EFFECT_EYES) !== 0 && hasBoardMove(layout, state, opponent, EYES_DISTANCE)) {
    state.phase = PHASE_EYES;
    state.turn = opponent;
    state.distance = EYES_DISTANCE;
  } else {
    resumeTurn(state);
  }
  return flags;
}

/** Declines the eyes bonus: the player who landed goes on as the rules allow. */
export function declineBonus(state: State): void {
  resumeTurn(state);
}

function resumeTurn(state: State): void {
  state.phase = PHASE_THROW;
  state.distance = 0;
  state.turn = state.afterBonus;
}

function landPiece(layout: Layout, state: State, player: number, from: number, distance: number, trace?: MoveTrace): number {
  const { home, stride, opposite, kinds } = layout;
  const board = state.board;
  const own = player * stride;
  const theirs = (1 - player) * stride;
  let to = destination(layout, state, player, from, distance);
  let effects = 0;
  board[own + from]--;
  for (;;) {
    trace?.landings.push(to);
    if (to === home) {
      board[own + home]++;
      return effects | EFFECT_HOME;
    }
    const across = opposite[to];
    if (across !== 0 && board[theirs + across] > 0) {
      // A stack of two or more cannot be captured: the arriving piece goes back instead (§4.3).
      if (board[theirs + across] > 1) {
        board[own]++;
        return effects | EFFECT_BOUNCED;
      }
      board[theirs + across]--;
      board[theirs]++;
      trace?.captures.push(to);
      effects |= EFFECT_CAPTURE;
    }
    board[own + to]++;
    // Entering onto the start square has no tile effect (RULES.md §4, casa de partida).
    if (from === 0 && layout.enterOnStart) return effects;
    const kind = kinds[to];
    if (kind === KIND_ROSETTE) {
      effects |= EFFECT_ROSETTE;
      if (layout.rosettesEnter && board[own] > 0 && (layout.stacking || board[own + 1] === 0)) {
        board[own]--;
        board[own + 1]++;
        effects |= EFFECT_FREE_ENTRY;
      }
    } else if (kind === KIND_DOUBLE) {
      const next = destination(layout, state, player, to, distance);
      // An advance that is not legal (past home) leaves the piece where it is (§4.4 Decision).
      if (next < 0) return effects;
      effects |= EFFECT_DOUBLE;
      board[own + to]--;
      from = to;
      to = next;
      continue;
    } else if (kind === KIND_EYES) {
      effects |= EFFECT_EYES;
    }
    return effects;
  }
}

/** What a throw led to. */
export const THROW_MOVE = 0; // a move is awaited
export const THROW_ZERO = 1; // a zero: the turn passes
export const THROW_NO_MOVE = 2; // no legal move: the turn passes (single) or the player throws again (series)
export const THROW_OFF = 3; // a throw-off throw

/** Applies a thrown value in PHASE_THROW or PHASE_THROW_OFF; returns a THROW_* code. */
export function applyThrow(layout: Layout, state: State, value: number): number {
  if (state.phase === PHASE_THROW_OFF) {
    if (state.throwOff < 0) {
      state.throwOff = value;
      state.turn = 1;
    } else if (value === state.throwOff) {
      // A tie: both throw again (§4.1).
      state.throwOff = -1;
      state.turn = 0;
    } else {
      state.turn = value > state.throwOff ? 1 : 0;
      state.throwOff = -1;
      state.phase = PHASE_THROW;
    }
    return THROW_OFF;
  }
  const player = state.turn;
  if (value === 0) {
    state.turn = 1 - player;
    return THROW_ZERO;
  }
  if (!hasMove(layout, state, player, value)) {
    if (!layout.series) state.turn = 1 - player;
    return THROW_NO_MOVE;
  }
  state.phase = PHASE_MOVE;
  state.distance = value;
  return THROW_MOVE;
}

/** Pieces of `player` at `position`. */
export function piecesAt(layout: Layout, state: State, player: number, position: number): number {
  return state.board[player * layout.stride + position];
}
