/**
 * Exact solution of race variants with few pieces, by value iteration over every position.
 *
 * A position is seen from the player about to throw ("me") against the other ("them"), so one
 * value table serves both colours: V = my chance to win. Each side's pieces are ranked as a
 * configuration (which tiles hold a piece, how many are home; the rest wait in reserve).
 * Moves come from the engine itself, so the solution follows exactly the rules being played.
 * Home counts never go down, so positions are solved in groups of equal total home count, most
 * pieces home first; inside a group, Gauss-Seidel sweeps run until the values stop moving.
 * A position of a bigger game with at most n pieces left per side (the others home) is the same
 * as a position of the n-piece game, which is how the expert uses the solution in endgames.
 */
import { type Rules } from '../../engine/index.js';
import {
  PHASE_OVER,
  PHASE_THROW,
  THROW_MOVE,
  applyMove,
  applyThrow,
  copyState,
  createLayout,
  initialState,
  legalMoveSources,
  syncBits,
  type Layout,
  type State,
} from '../../engine/core.js';

/** Whether `rules` can be solved here: one throw a turn, no stacking, entry by the throw. */
export function solvable(rules: Rules): boolean {
  return rules.turn === 'single' && !rules.stacking && rules.entry === 'by-throw';
}

/** Values stop moving when no position changes by more than this in a sweep. */
const TOLERANCE = 1e-13;
/** Work units between clock checks. */
const CHECK_EVERY = 64;
/** Positions per sweep chunk between clock checks. */
const SWEEP_CHUNK = 4096;

export class Solver {
  /** The rules with `pieces` = n. */
  readonly layout: Layout;
  /** Pieces per side. */
  readonly pieces: number;
  /** Configurations of one side. */
  readonly configs: number;
  /** My chance to win, by position index (me * configs + them), me to throw. */
  readonly values: Float64Array;
  /** Board masks and home counts by configuration rank. */
  private mask: Int32Array;
  private home: Int8Array;
  /** Rank by (mask * (n + 1) + home); -1 if not a configuration. */
  private rank: Int32Array;
  /** Successors of each (position, throw): start offsets into `next`, `throws` entries per position. */
  private start: Int32Array | null = null;
  /** Successor codes: -1 = I win; otherwise index * 2 + (1 if I throw again, 0 if they throw next). */
  private next: Int32Array | null = null;
  /** Positions grouped by total home count, most home first. */
  private groups: Int32Array[] = [];
  /** Moving throws (value > 0) and their probabilities; `pass` is the chance of a zero. */
  private throws: number[];
  private chances: number[];
  private pass: number;
  /** Progress through the work: building successors, then solving group by group. */
  private built = 0;
  private group = 0;
  /** Next position of the current group to sweep, and the largest change in this sweep so far. */
  private cursor = 0;
  private change = 0;
  /** Total home count of each live position (-1: terminal or impossible), while building. */
  private totalHome: Int8Array | null = null;
  private finished = false;

  constructor(rules: Rules, pieces: number) {
    if (!solvable(rules))
      throw new Error(
        `the ${rules.variant} rules cannot be solved exactly (series turns, stacking or start-square entry)`,
      );
    this.pieces = pieces;
    this.layout = createLayout({ ...rules, pieces });
    const length = this.layout.length;
    const masks: number[] = [];
    const homes: number[] = [];
    this.rank = new Int32Array((1 << length) * (pieces + 1)).fill(-1);
    for (let mask = 0; mask < 1 << length; mask++) {
      const onBoard = popcount(mask);
      if (onBoard > pieces) continue;
      for (let home = 0; home + onBoard <= pieces; home++) {
        this.rank[mask * (pieces + 1) + home] = masks.length;
        masks.push(mask);
        homes.push(home);
      }
    }
    this.mask = Int32Array.from(masks);
    this.home = Int8Array.from(homes);
    this.configs = masks.length;
    this.values = new Float64Array(this.configs * this.configs);
    const outcomes = this.layout.dice.outcomes.filter((o) => o.value > 0);
    this.throws = outcomes.map((o) => o.value);
    this.chances = outcomes.map((o) => o.probability);
    this.pass = 1 - this.chances.reduce((a, b) => a + b, 0);
  }

  get done(): boolean {
    return this.finished;
  }

  /** Solves completely. */
  solve(): this {
    while (!this.step(Infinity));
    return this;
  }

  /** Works until `deadline` (performance.now clock); true once solved. */
  step(deadline: number): boolean {
    if (this.finished) return true;
    if (!this.next) this.prepare();
    const positions = this.configs * this.configs;
    let work = 0;
    while (this.built < positions) {
      this.build(this.built++);
      if (++work % CHECK_EVERY === 0 && performance.now() > deadline) return false;
    }
    if (this.groups.length === 0) this.groupPositions();
    while (this.group < this.groups.length) {
      const group = this.groups[this.group];
      const end = Math.min(group.length, this.cursor + SWEEP_CHUNK);
      this.change = Math.max(this.change, this.sweep(group, this.cursor, end));
      this.cursor = end;
      if (end === group.length) {
        if (this.change < TOLERANCE) this.group++;
        this.cursor = 0;
        this.change = 0;
      }
      if (performance.now() > deadline) break;
    }
    this.finished = this.group >= this.groups.length;
    return this.finished;
  }

  private prepare(): void {
    const entries = this.configs * this.configs * this.throws.length;
    this.start = new Int32Array(entries + 1);
    // About two moves per throw on average; grown if needed.
    this.next = new Int32Array(entries * 2);
    this.totalHome = new Int8Array(this.configs * this.configs).fill(-1);
  }

  /** Live positions by total home count, most home first (a counting sort). */
  private groupPositions(): void {
    const totals = this.totalHome!;
    const sizes = new Int32Array(2 * this.pieces + 1);
    for (let i = 0; i < totals.length; i++) if (totals[i] >= 0) sizes[totals[i]]++;
    this.groups = [];
    for (let total = 2 * this.pieces; total >= 0; total--) {
      if (sizes[total] === 0) continue;
      const group = new Int32Array(sizes[total]);
      let at = 0;
      for (let i = 0; i < totals.length; i++) if (totals[i] === total) group[at++] = i;
      this.groups.push(group);
    }
  }

  /** Whether two configurations can stand together (no shared tile held by both). */
  private valid(me: number, them: number): boolean {
    const { opposite, length } = this.layout;
    const theirs = this.mask[them];
    for (let p = 1; p <= length; p++) {
      if (this.mask[me] & (1 << (p - 1)) && opposite[p] && theirs & (1 << (opposite[p] - 1))) return false;
    }
    return true;
  }

  /** The engine state of a position (me = light, to act). */
  writeState(state: State, me: number, them: number): void {
    const { stride, home, length } = this.layout;
    state.board.fill(0);
    for (const [player, config] of [
      [0, me],
      [1, them],
    ] as const) {
      const base = player * stride;
      let onBoard = 0;
      for (let p = 1; p <= length; p++) {
        if (this.mask[config] & (1 << (p - 1))) {
          state.board[base + p] = 1;
          onBoard++;
        }
      }
      state.board[base + home] = this.home[config];
      state.board[base] = this.pieces - onBoard - this.home[config];
    }
    syncBits(this.layout, state);
    state.turn = 0;
    state.phase = PHASE_THROW;
    state.distance = 0;
    state.winner = -1;
  }

  /** The rank of `player`'s pieces in `state` (a state of any piece count with at most n left). */
  configOf(state: State, player: number, layout: Layout = this.layout): number {
    const { stride, home, length } = layout;
    const base = player * stride;
    let mask = 0;
    let left = state.board[base];
    for (let p = 1; p <= length; p++) {
      if (state.board[base + p] > 0) {
        mask |= 1 << (p - 1);
        left += state.board[base + p];
      }
    }
    if (left > this.pieces || state.board[base + home] + left !== layout.rules.pieces) return -1;
    return this.rank[mask * (this.pieces + 1) + this.pieces - left];
  }

  private scratch: State | null = null;
  private trial: State | null = null;
  private sources: Int8Array | null = null;

  private build(index: number): void {
    const start = this.start!;
    const throws = this.throws.length;
    const me = Math.floor(index / this.configs);
    const them = index % this.configs;
    let cursor = start[index * throws];
    const live = this.home[me] < this.pieces && this.home[them] < this.pieces && this.valid(me, them);
    if (this.home[them] === this.pieces) this.values[index] = 0;
    else if (this.home[me] === this.pieces) this.values[index] = 1;
    else if (live) {
      this.values[index] = 0.5;
      this.totalHome![index] = this.home[me] + this.home[them];
    }
    const state = (this.scratch ??= initialState(this.layout));
    const trial = (this.trial ??= initialState(this.layout));
    const sources = (this.sources ??= new Int8Array(this.layout.home + 1));
    if (live) this.writeState(state, me, them);
    for (let t = 0; t < throws; t++) {
      if (live) {
        state.phase = PHASE_THROW;
        state.turn = 0;
        state.distance = 0;
        if (applyThrow(this.layout, state, this.throws[t]) === THROW_MOVE) {
          const count = legalMoveSources(this.layout, state, sources);
          for (let i = 0; i < count; i++) {
            copyState(trial, state);
            applyMove(this.layout, trial, sources[i]);
            this.push(cursor++, this.successor(trial));
          }
        }
      }
      start[index * throws + t + 1] = cursor;
    }
  }

  /** The successor code of a state reached by my move. */
  private successor(state: State): number {
    if (state.phase === PHASE_OVER) return -1;
    const mover = this.configOf(state, 0);
    const other = this.configOf(state, 1);
    return state.turn === 0 ? (mover * this.configs + other) * 2 + 1 : (other * this.configs + mover) * 2;
  }

  private push(at: number, code: number): void {
    if (at >= this.next!.length) {
      const grown = new Int32Array(this.next!.length * 2);
      grown.set(this.next!);
      this.next = grown;
    }
    this.next![at] = code;
  }

  /** A Gauss-Seidel sweep over positions [from, to) of a group; returns the largest change. */
  private sweep(group: Int32Array, from: number, to: number): number {
    const values = this.values;
    const start = this.start!;
    const next = this.next!;
    const chances = this.chances;
    const throws = chances.length;
    const configs = this.configs;
    let change = 0;
    for (let g = from; g < to; g++) {
      const index = group[g];
      const me = (index / configs) | 0;
      const swapped = (index - me * configs) * configs + me;
      const passed = 1 - values[swapped];
      let value = this.pass * passed;
      for (let t = 0; t < throws; t++) {
        const first = start[index * throws + t];
        const last = start[index * throws + t + 1];
        let best = first === last ? passed : 0;
        for (let k = first; k < last; k++) {
          const code = next[k];
          const v = code < 0 ? 1 : code & 1 ? values[code >> 1] : 1 - values[code >> 1];
          if (v > best) best = v;
        }
        value += chances[t] * best;
      }
      const delta = Math.abs(value - values[index]);
      if (delta > change) change = delta;
      values[index] = value;
    }
    return change;
  }

  /** The chance that `state.turn` wins `state` (PHASE_THROW) of a game played by `layout`; NaN if out of reach. */
  winChance(state: State, layout: Layout = this.layout): number {
    if (state.phase === PHASE_OVER) return state.winner === state.turn ? 1 : 0;
    const me = this.configOf(state, state.turn, layout);
    const them = this.configOf(state, 1 - state.turn, layout);
    return me < 0 || them < 0 ? NaN : this.values[me * this.configs + them];
  }

  /** The chance that `player` wins after a move left `state` (any phase but a pending move). */
  chanceFor(state: State, player: number, layout: Layout = this.layout): number {
    if (state.phase === PHASE_OVER) return state.winner === player ? 1 : 0;
    const value = this.winChance(state, layout);
    return state.turn === player ? value : 1 - value;
  }
}

function popcount(x: number): number {
  let count = 0;
  for (; x; x &= x - 1) count++;
  return count;
}

/** The endgame solvers of one owner (a worker, a Node script), by rules, shared by its computer players. */
export class EndgameSolvers {
  private readonly solvers = new Map<string, Solver>();

  /** Whether `rules` can be solved here. */
  solvable(rules: Rules): boolean {
    return solvable(rules);
  }

  /** The (possibly unfinished) solver of `rules` with `pieces` per side. */
  solverFor(rules: Rules, pieces: number): Solver {
    const key = JSON.stringify({ ...rules, pieces, targetScore: 0, firstPlayer: 'light' });
    let solver = this.solvers.get(key);
    if (!solver) {
      solver = new Solver(rules, pieces);
      this.solvers.set(key, solver);
    }
    return solver;
  }
}
