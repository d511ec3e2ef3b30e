/**
 * Legal moves and their effects, as fast functions over a compact mutable state.
 * The `Game` class, the computer players and the benchmarks all share these functions,
 * so every rule lives here once.
 */
import { DICE, type DiceModel } from './dice.js';
import { deepFreeze } from './freeze.js';
import {
  pathTiles,
  PLAYERS,
  RULE_SWITCHES,
  SWITCH_KEYS,
  TILE_KINDS,
  type TileKind,
  type Rules,
  type SwitchKey,
  type TileName,
} from './rules.js';

/** Phase codes of the compact state. */
export const PHASE_THROW_OFF = 0;
export const PHASE_THROW = 1;
export const PHASE_MOVE = 2;
export const PHASE_EYES = 3;
export const PHASE_OVER = 4;
/** One of the PHASE_* codes. */
export type PhaseCode =
  typeof PHASE_THROW_OFF | typeof PHASE_THROW | typeof PHASE_MOVE | typeof PHASE_EYES | typeof PHASE_OVER;

/** Tile kind codes (one per path index): a kind's code is its index in TILE_KINDS. */
export const KIND_CODES = TILE_KINDS;
/** One of the kind codes: an index of TILE_KINDS (0 to its length − 1). */
export type KindCode = Exclude<Partial<typeof TILE_KINDS>['length'], (typeof TILE_KINDS)['length']>;
const kindCode = (kind: TileKind): KindCode => KIND_CODES.indexOf(kind) as KindCode;
const KIND_PLAIN = kindCode('plain');
export const KIND_ROSETTE = kindCode('rosette');
export const KIND_DOUBLE = kindCode('double');
export const KIND_EYES = kindCode('eyes');

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
/** One EFFECT_* flag; `applyMove` returns several of them ORed together. */
export type EffectFlag =
  | typeof EFFECT_CAPTURE
  | typeof EFFECT_ROSETTE
  | typeof EFFECT_DOUBLE
  | typeof EFFECT_EYES
  | typeof EFFECT_BOUNCED
  | typeof EFFECT_FREE_ENTRY
  | typeof EFFECT_HOME
  | typeof EFFECT_EXTRA_TURN
  | typeof EFFECT_WIN;

/** The eyes bonus always advances this far (docs/rules.md §4.4). */
export const EYES_DISTANCE = 4;

/**
 * A rule set compiled to arrays indexed by path index: what the hot loops read. Deeply frozen
 * and shared by every game of the same (frozen) rules, so nobody can change another game's board.
 */
export interface Layout extends Pick<Rules, FastSwitch> {
  rules: Rules;
  dice: DiceModel;
  /** Path length L: path indices are 1..L. */
  length: number;
  /** The home position, L + 1. */
  home: number;
  /** Positions per player in `State.board` (L + 2). */
  stride: number;
  /** Tile names by path index for each player (index 0 and home are empty). */
  tiles: readonly [readonly TileName[], readonly TileName[]];
  /** For each path index, the opponent's path index on the same tile; 0 if the tile is private. */
  opposite: readonly number[];
  /** Tile kind code by path index (the board is mirror-symmetric, so one array serves both players). */
  kinds: readonly KindCode[];
  /** Bit i set: an opponent piece on path index i cannot be captured there and so blocks a landing. */
  guardedMask: number;
  /** Path position of each tile name, per player (records without a prototype: no inherited names). */
  indices: readonly [Readonly<Record<TileName, number>>, Readonly<Record<TileName, number>>];
  /** Pieces of one player may share a tile (bell). */
  stacking: boolean;
  /** Reserve pieces enter on position 1, and only by `entryThrow` (bell's start square, §4.2). */
  enterOnStart: boolean;
  entryThrow: number;
  /** Bell's turn of several throws (rules.turn === 'series'). */
  series: boolean;
  /** Ending on a rosette enters a reserve piece (bell). */
  rosettesEnter: boolean;
}

/** The kinds of rule switch the layout copies out of `rules` for the hot loops: those whose values are a boolean or a number. */
const FAST_KINDS = ['boolean', 'integer'] as const;
type FastSwitch = {
  [K in SwitchKey]: (typeof RULE_SWITCHES)[K]['kind'] extends (typeof FAST_KINDS)[number] ? K : never;
}[SwitchKey];
const FAST_SWITCHES = SWITCH_KEYS.filter((key): key is FastSwitch =>
  (FAST_KINDS as readonly string[]).includes(RULE_SWITCHES[key].kind),
);

/** A table of every switch of the registry, checked by the compiler only: it costs the page nothing. */
type EverySwitch<T extends { readonly [K in SwitchKey]: string }> = T;

/**
 * What each rule switch is to the moves, keyed by the registry so that a new switch does not
 * compile until the moves have decided what it means: a `guard` keeps a piece on a tile from
 * capture (`CAPTURE_GUARDS`), any other names the functions that read it.
 * test/engine/properties.test.ts plays every switch against a naive model.
 */
type SwitchesInMoves = EverySwitch<{
  pieces: 'startState; applyMove (the last piece home wins)';
  dice: 'applyThrow (layout.dice)';
  exactExit: 'destination, movable';
  captures: 'guard';
  safeRosettes: 'guard';
  rosettesExtraTurn: 'applyMove (another throw)';
  capturesExtraTurn: 'applyMove (another throw)';
  firstPlayer: 'startState';
  targetScore: "none: the match is the game's (game.ts)";
}>;

/** Each guard switch's test: whether, under its value, a piece on a tile of `kind` cannot be captured (`guardedMask` folds them). */
const CAPTURE_GUARDS: {
  readonly [K in SwitchKey as SwitchesInMoves[K] extends 'guard' ? K : never]: (
    rules: Rules,
    kind: KindCode,
  ) => boolean;
} = {
  captures: (rules) => !rules.captures,
  safeRosettes: (rules, kind) => rules.safeRosettes && kind === KIND_ROSETTE,
};
const GUARDS = Object.values(CAPTURE_GUARDS);

/** The compact game state. Mutable: copy it with `cloneState` before a speculative change. */
export interface State {
  /** Pieces per path index: `board[player * stride + position]`; position 0 is the reserve, `home` is home. */
  board: Int8Array;
  /**
   * Which path indices (1..length) are occupied, as bits kept in step with `board` by every
   * function here, so that finding moves reads four numbers instead of the whole board.
   * `bits[p]`: bit i set while player p has a piece on its path index i; `bits[2 + p]`: bit i
   * set while the opponent has a piece on the tile that is p's position i. Code that writes
   * `board` directly calls `syncBits` afterwards.
   */
  bits: number[];
  /** Whose action is awaited (0 light, 1 dark). */
  turn: number;
  phase: PhaseCode;
  /** The thrown value awaiting a move in PHASE_MOVE; 0 otherwise. */
  distance: number;
  /** In PHASE_EYES: the player who throws once the eyes bonus is taken or declined. */
  afterBonus: number;
  /** Light's throw in an unfinished throw-off; -1 while light has not thrown. */
  throwOff: number;
  /** The winner (0 or 1) once the game is over; -1 before. */
  winner: number;
  /**
   * The legal move sources of the awaited move as bits (see `legalMoveBits`), kept by the
   * function that found them while deciding what a throw or a move leads to, so that asking for
   * the moves next costs nothing. They hold while `sourcesKey` equals
   * `turn | phase << 1 | distance << 4`: code that sets those fields directly is never misled,
   * and every change of the board (here, or `syncBits` after a direct write) sets `sourcesKey` to -1.
   */
  sources: number;
  sourcesKey: number;
}

/**
 * A compiled layout: the public fields, plus typed copies of `opposite` and `kinds` for the hot
 * loops. V8 reads a frozen array markedly slower than a typed array (about a fifth of a random
 * game), and a typed array cannot be frozen, so the copies are private fields: out of every
 * caller's reach, and unseen by `Object.freeze` and `Reflect.ownKeys`.
 */
interface CompiledLayout extends Layout {}
class CompiledLayout {
  readonly #opposite: Int8Array;
  readonly #kinds: Int8Array;

  /** Compiles `rules`; every field is set here, so that V8 keeps them all inside the object. */
  constructor(rules: Rules) {
    const light = pathTiles(rules.path, 'light');
    const dark = pathTiles(rules.path, 'dark');
    const length = light.length;
    const opposite = new Array<number>(length + 2).fill(0);
    const kinds = new Array<KindCode>(length + 2).fill(KIND_PLAIN);
    const indices = PLAYERS.map((player) => {
      const record: Record<TileName, number> = Object.create(null);
      pathTiles(rules.path, player).forEach((tile, i) => (record[tile] = i + 1));
      return record;
    });
    const kindOf = (tile: TileName) => (Object.hasOwn(rules.tileKinds, tile) ? rules.tileKinds[tile] : 'plain');
    light.forEach((tile, i) => {
      opposite[i + 1] = indices[1][tile] ?? 0;
      kinds[i + 1] = kindCode(kindOf(tile));
    });
    const named = (tiles: TileName[]) => ['', ...tiles, ''];
    this.rules = rules;
    this.dice = DICE[rules.dice];
    this.length = length;
    this.home = length + 1;
    this.stride = length + 2;
    this.tiles = [named(light), named(dark)];
    this.opposite = opposite;
    this.kinds = kinds;
    this.guardedMask = kinds.reduce<number>(
      (mask, kind, i) => (GUARDS.some((guard) => guard(rules, kind)) ? mask | (1 << i) : mask),
      0,
    );
    this.indices = [indices[0], indices[1]];
    this.stacking = rules.stacking;
    for (const key of FAST_SWITCHES) (this as Record<FastSwitch, unknown>)[key] = rules[key];
    this.enterOnStart = rules.entry === 'start-square';
    this.entryThrow = rules.entryThrow;
    this.series = rules.turn === 'series';
    this.rosettesEnter = rules.rosettesEnter;
    this.#opposite = Int8Array.from(opposite);
    this.#kinds = Int8Array.from(kinds);
  }

  /** `layout.opposite` as a typed array (every layout comes from `createLayout`). */
  static opposite(layout: Layout): Int8Array {
    return (layout as CompiledLayout).#opposite;
  }

  /** `layout.kinds` as a typed array. */
  static kinds(layout: Layout): Int8Array {
    return (layout as CompiledLayout).#kinds;
  }
}

/** Layouts of frozen rule sets, compiled once: every game of a preset shares one. */
const layouts = new WeakMap<Rules, Layout>();

/** Compiles `rules` (once per frozen rule set) into the deeply frozen layout the hot loops read. */
export function createLayout(rules: Rules): Layout {
  const frozen = Object.isFrozen(rules);
  const known = frozen ? layouts.get(rules) : undefined;
  if (known) return known;
  const layout = deepFreeze(new CompiledLayout(rules));
  if (frozen) layouts.set(rules, layout);
  return layout;
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
    bits: [0, 0, 0, 0],
    turn: first,
    phase: layout.rules.firstPlayer === 'throw-off' ? PHASE_THROW_OFF : PHASE_THROW,
    distance: 0,
    afterBonus: first,
    throwOff: -1,
    winner: -1,
    sources: 0,
    sourcesKey: -1,
  };
}

export function cloneState(state: State): State {
  // Written out: faster than a spread and `slice()`, and every state keeps one shape.
  return {
    board: new Int8Array(state.board),
    bits: [state.bits[0], state.bits[1], state.bits[2], state.bits[3]],
    turn: state.turn,
    phase: state.phase,
    distance: state.distance,
    afterBonus: state.afterBonus,
    throwOff: state.throwOff,
    winner: state.winner,
    sources: state.sources,
    sourcesKey: state.sourcesKey,
  };
}

/** Copies `source` into `target` without allocating (for search loops). */
export function copyState(target: State, source: State): void {
  target.board.set(source.board);
  const bits = source.bits;
  target.bits[0] = bits[0];
  target.bits[1] = bits[1];
  target.bits[2] = bits[2];
  target.bits[3] = bits[3];
  target.turn = source.turn;
  target.phase = source.phase;
  target.distance = source.distance;
  target.afterBonus = source.afterBonus;
  target.throwOff = source.throwOff;
  target.winner = source.winner;
  target.sources = source.sources;
  target.sourcesKey = source.sourcesKey;
}

/** Recomputes `state.bits` from `state.board`: for code that wrote the board directly. */
export function syncBits(layout: Layout, state: State): void {
  const { board, bits } = state;
  bits[0] = bits[1] = bits[2] = bits[3] = 0;
  state.sourcesKey = -1;
  for (let player = 0; player < 2; player++) {
    for (let i = 1; i < layout.home; i++) {
      if (board[player * layout.stride + i] !== 0) {
        bits[player] |= 1 << i;
        if (layout.opposite[i] !== 0) bits[3 - player] |= 1 << layout.opposite[i];
      }
    }
  }
}

/** Puts one more piece of `player` at path index `at` (not home), keeping `bits` in step. */
function addPiece(layout: Layout, state: State, player: number, at: number): void {
  if (state.board[player * layout.stride + at]++ === 0) {
    const bits = state.bits;
    bits[player] |= 1 << at;
    const across = CompiledLayout.opposite(layout)[at];
    if (across !== 0) bits[3 - player] |= 1 << across;
  }
}

/**
 * Takes one piece of `player` off path index `at` (the reserve or the board), keeping `bits`
 * in step (the reserve's bit 0 is never set, so clearing it changes nothing).
 */
function removePiece(layout: Layout, state: State, player: number, at: number): void {
  if (--state.board[player * layout.stride + at] === 0) {
    const bits = state.bits;
    bits[player] &= ~(1 << at);
    const across = CompiledLayout.opposite(layout)[at];
    if (across !== 0) bits[3 - player] &= ~(1 << across);
  }
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
  if (state.board[player * layout.stride + from] === 0 || from === layout.home || distance <= 0) return -1;
  const home = layout.home;
  let to: number;
  if (from === 0 && layout.enterOnStart) {
    if (distance !== layout.entryThrow) return -1;
    to = 1;
  } else {
    to = from + distance;
    if (to >= home) return to === home || !layout.exactExit ? home : -1;
  }
  return (blockedBits(layout, state, player) >>> to) & 1 ? -1 : to;
}

/** The path indices where a piece of `player` may not land: its own pieces (unless stacking) and guarded opponents. */
function blockedBits(layout: Layout, state: State, player: number): number {
  const bits = state.bits;
  return (layout.stacking ? 0 : bits[player]) | (bits[2 + player] & layout.guardedMask);
}

/**
 * The positions from `first` (0 or 1) up to home holding a piece of `player` that can move
 * `distance`, as bits (bit i: position i): every landing checked at once from `State.bits`.
 */
function movable(layout: Layout, state: State, player: number, first: number, distance: number): number {
  const home = layout.home;
  const blocked = blockedBits(layout, state, player);
  // Pieces further on than `last` would pass home, which an exact exit forbids.
  const last = layout.exactExit ? home - distance : home - 1;
  let bits = state.bits[player] & ~(blocked >>> distance) & ((2 << last) - 2);
  if (first === 0 && state.board[player * layout.stride] !== 0) {
    const entry = layout.enterOnStart ? (distance === layout.entryThrow ? 1 : 0) : distance;
    if (entry !== 0 && ((blocked >>> entry) & 1) === 0) bits |= 1;
  }
  return bits;
}

/** Writes the positions of `bits` into `out` in ascending order; returns how many. */
function positionsOf(bits: number, out: Int8Array | number[]): number {
  let count = 0;
  for (; bits !== 0; bits &= bits - 1) out[count++] = 31 - Math.clz32(bits & -bits);
  return count;
}

/**
 * Writes the starting positions of the legal moves of the player to act into `out` and returns
 * how many there are. One entry per occupied position: pieces on one tile are interchangeable.
 */
export function legalMoveSources(layout: Layout, state: State, out: Int8Array | number[]): number {
  return positionsOf(legalMoveBits(layout, state), out);
}

/**
 * The starting positions of the legal moves of the player to act, as bits (bit i: the pieces on
 * path index i can move); 0 when no move is awaited.
 */
export function legalMoveBits(layout: Layout, state: State): number {
  const phase = state.phase;
  if (phase !== PHASE_MOVE && phase !== PHASE_EYES) return 0;
  return state.sourcesKey === awaitedKey(state) ? state.sources : awaitedSources(layout, state);
}

/** The legal move sources of the move awaited in `state`, worked out (when not kept in `State.sources`). */
function awaitedSources(layout: Layout, state: State): number {
  if (state.phase === PHASE_MOVE) return movable(layout, state, state.turn, 0, state.distance);
  // An eyes bonus moves a piece already on the board (docs/rules.md §4.4).
  return movable(layout, state, state.turn, 1, EYES_DISTANCE);
}

/** Who acts, in what phase, how far: what `State.sources` were found for. */
function awaitedKey(state: State): number {
  return state.turn | (state.phase << 1) | (state.distance << 4);
}

/** Keeps `sources`, the legal moves of the move `state` now awaits. */
function keepSources(state: State, sources: number): void {
  state.sources = sources;
  state.sourcesKey = awaitedKey(state);
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
  state.sourcesKey = -1;
  const effects = landPiece(layout, state, player, from, distance, trace);
  const eyesBonus = state.phase === PHASE_EYES;
  // Only a piece reaching home can win.
  if ((effects & EFFECT_HOME) !== 0 && state.board[player * layout.stride + layout.home] === layout.pieces) {
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
      ((effects & EFFECT_ROSETTE) !== 0 && layout.rosettesExtraTurn) ||
      ((effects & EFFECT_CAPTURE) !== 0 && layout.capturesExtraTurn);
    if (extra) flags |= EFFECT_EXTRA_TURN;
    // A series turn goes on after every move but one of the entry throw made on the board (§4.1).
    const continues = extra || (layout.series && !(distance === layout.entryThrow && from !== 0));
    state.afterBonus = continues ? player : opponent;
  }
  state.distance = 0;
  // An eyes bonus moves a piece already on the board (docs/rules.md §4.4).
  const bonusSources = (effects & EFFECT_EYES) !== 0 ? movable(layout, state, opponent, 1, EYES_DISTANCE) : 0;
  if (bonusSources !== 0) {
    state.phase = PHASE_EYES;
    state.turn = opponent;
    state.distance = EYES_DISTANCE;
    keepSources(state, bonusSources);
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

/**
 * Moves the piece of `player` at `from` by `distance` and plays out where it lands; returns the
 * EFFECT_* flags. Kept small, so that V8 inlines it: tile effects are `tileEffect`'s.
 */
function landPiece(
  layout: Layout,
  state: State,
  player: number,
  from: number,
  distance: number,
  trace?: MoveTrace,
): number {
  const home = layout.home;
  const board = state.board;
  const own = player * layout.stride;
  const entersStart = from === 0 && layout.enterOnStart;
  // The move is legal (the caller's promise), so its landing needs no checks.
  const to = entersStart ? 1 : Math.min(from + distance, home);
  removePiece(layout, state, player, from);
  trace?.landings.push(to);
  if (to === home) {
    board[own + home]++;
    return EFFECT_HOME;
  }
  let effects = 0;
  const across = CompiledLayout.opposite(layout)[to];
  const theirs = (1 - player) * layout.stride;
  if (across !== 0 && board[theirs + across] !== 0) {
    // A stack of two or more cannot be captured: the arriving piece goes back instead (§4.3).
    if (board[theirs + across] > 1) {
      board[own]++;
      return EFFECT_BOUNCED;
    }
    removePiece(layout, state, 1 - player, across);
    board[theirs]++;
    trace?.captures.push(to);
    effects = EFFECT_CAPTURE;
  }
  addPiece(layout, state, player, to);
  // Entering onto the start square has no tile effect (docs/rules.md §4, casa de partida).
  if (entersStart) return effects;
  const kind = CompiledLayout.kinds(layout)[to];
  return kind === KIND_PLAIN ? effects : effects | tileEffect(layout, state, player, to, distance, kind, trace);
}

/** The effect of the piece of `player` ending on `at`, a tile of `kind` (not plain): a double moves it on. */
function tileEffect(
  layout: Layout,
  state: State,
  player: number,
  at: number,
  distance: number,
  kind: number,
  trace?: MoveTrace,
): number {
  if (kind === KIND_ROSETTE) {
    const board = state.board;
    const own = player * layout.stride;
    if (layout.rosettesEnter && board[own] > 0 && (layout.stacking || board[own + 1] === 0)) {
      board[own]--;
      addPiece(layout, state, player, 1);
      return EFFECT_ROSETTE | EFFECT_FREE_ENTRY;
    }
    return EFFECT_ROSETTE;
  }
  if (kind === KIND_DOUBLE) {
    // An advance that is not legal (past home) leaves the piece where it is (§4.4 Decision).
    if (destination(layout, state, player, at, distance) < 0) return 0;
    return EFFECT_DOUBLE | landPiece(layout, state, player, at, distance, trace);
  }
  return kind === KIND_EYES ? EFFECT_EYES : 0;
}

/** What a throw led to. */
export const THROW_MOVE = 0; // a move is awaited
export const THROW_ZERO = 1; // a zero: the turn passes
export const THROW_NO_MOVE = 2; // no legal move: the turn passes (single) or the player throws again (series)
export const THROW_OFF = 3; // a throw-off throw
/** One of the THROW_* codes. */
export type ThrowCode = typeof THROW_MOVE | typeof THROW_ZERO | typeof THROW_NO_MOVE | typeof THROW_OFF;

/** Applies a thrown value in PHASE_THROW or PHASE_THROW_OFF; returns a THROW_* code. */
export function applyThrow(layout: Layout, state: State, value: number): ThrowCode {
  if (state.phase === PHASE_THROW_OFF) return applyThrowOff(state, value);
  const player = state.turn;
  if (value === 0) {
    state.turn = 1 - player;
    return THROW_ZERO;
  }
  const sources = movable(layout, state, player, 0, value);
  if (sources === 0) {
    if (!layout.series) state.turn = 1 - player;
    return THROW_NO_MOVE;
  }
  state.phase = PHASE_MOVE;
  state.distance = value;
  keepSources(state, sources);
  return THROW_MOVE;
}

/**
 * A throw of the throw-off: apart from `applyThrow`, so that V8, which inlines that into a
 * simulation loop, has the budget left to inline the generator's step too (with `Random.below`
 * calling `nextUint32` directly, 5% fewer instructions per game: `npm run bench:instructions`).
 */
function applyThrowOff(state: State, value: number): ThrowCode {
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
