/**
 * Expectimax over the dice: decision nodes (a move to choose, or an eyes bonus to take or decline)
 * maximise light's winning chance for light and minimise it for dark; chance nodes (a throw) average
 * over every value the dice can show, weighted by its real probability. Alpha-beta at decision
 * nodes and Star1 cut-offs at chance nodes prune without changing the result; a transposition
 * table remembers chance nodes; iterative deepening stops within a time or node budget.
 * Optionally (expert), forward pruning skips replies that look clearly worse by the static
 * evaluation at decision nodes below the root with two plies or more still to search.
 * The hot loop allocates nothing: each ply copies into its own preallocated state.
 */
import {
  PHASE_EYES,
  PHASE_MOVE,
  PHASE_OVER,
  PHASE_THROW,
  PHASE_THROW_OFF,
  applyMove,
  awaitsMove,
  applyThrow,
  cloneState,
  copyState,
  declineBonus,
  initialState,
  legalMoveSources,
  type Layout,
  type State,
} from '../../engine/core.js';
import { evalTables, evaluate, type EvalTables, type EvalWeights } from './evaluate.js';

/** The move that declines an eyes bonus. */
export const DECLINE = -1;

const MAX_PLY = 96;
const EXACT = 0;
const LOWER = 1;
const UPPER = 2;
const TABLE_BITS = 16;
/** The static evaluations remembered: 2^EVAL_BITS entries of 16 bytes (1 MB). */
const EVAL_BITS = 16;
/** How often (in nodes) the budget is checked. */
const CHECK_EVERY = 127;

export interface SearchLimits {
  /** Decision plies to look ahead at most. */
  maxDepth: number;
  /** Stop deepening after this many milliseconds (performance.now clock); unlimited if absent. */
  budgetMs?: number;
  /** Stop deepening after this many nodes; unlimited if absent. */
  maxNodes?: number;
  /**
   * Forward pruning below the root (where two plies or more remain): skip a move whose static value
   * trails the best one's by more than this winning chance (0 or absent: exact expectimax).
   */
  pruneMargin?: number;
}

export interface SearchResult {
  /** The chosen path index to move from, or DECLINE. */
  from: number;
  /** Light's estimated chance to win after the best choice. */
  value: number;
  /** Deepest completed iteration. */
  depth: number;
  /** Nodes visited. */
  nodes: number;
}

/** Thrown inside the recursion when the budget runs out. */
const OUT_OF_BUDGET = new Error('search budget exhausted');

export class Searcher {
  readonly layout: Layout;
  readonly tables: EvalTables;
  /** Scratch state per ply: the child being searched. */
  private states: State[] = [];
  /** Legal sources per ply. */
  private moves: Int8Array[] = [];
  /** Move-ordering scores per ply. */
  private order: Float64Array[] = [];
  /** Zobrist keys: [square * 8 + count] for two independent 32-bit hashes. */
  private zobristA: Int32Array;
  private zobristB: Int32Array;
  /** The last position `hash` read. */
  private hashA = 0;
  private hashB = 0;
  /** Transposition table of chance nodes: 2^tableBits entries, a slot being the low bits of hash A. */
  private slotMask: number;
  private keyA: Int32Array;
  private keyB: Int32Array;
  private storedValue: Float64Array;
  /** Depth + 1 of the stored entry (0 = empty). */
  private storedDepth: Int8Array;
  private storedFlag: Uint8Array;
  /**
   * Static evaluations of positions before a throw, by the same two hashes (both 0 = empty): a
   * search meets most leaves more than once (transpositions, each deepening, the move ordering),
   * and the evaluation costs far more than the hash. It never changes, so the entries stay valid.
   */
  private evalMask: number;
  private evalKeyA: Int32Array;
  private evalKeyB: Int32Array;
  private evalValue: Float64Array;
  /** Every value the dice can show and its probability. */
  private throws: number[];
  private chances: number[];
  private nodeCount = 0;
  private deadline = Infinity;
  private nodeLimit = Infinity;
  /** Forward-pruning margin in force (Infinity: none); the table holds values searched with it. */
  private pruneMargin = Infinity;

  /** Light's winning chance of a position after a move, when a learned evaluation reads it (NaN otherwise). */
  private learned: ((state: State) => number) | null;

  constructor(
    layout: Layout,
    weights?: EvalWeights,
    learned?: (state: State) => number,
    /** The transposition table's size, 2^tableBits entries of 18 bytes (default 2^16: 1.2 MB). */
    tableBits = TABLE_BITS,
  ) {
    this.layout = layout;
    const entries = 1 << tableBits;
    this.slotMask = entries - 1;
    this.keyA = new Int32Array(entries);
    this.keyB = new Int32Array(entries);
    this.storedValue = new Float64Array(entries);
    this.storedDepth = new Int8Array(entries);
    this.storedFlag = new Uint8Array(entries);
    this.evalMask = (1 << EVAL_BITS) - 1;
    this.evalKeyA = new Int32Array(1 << EVAL_BITS);
    this.evalKeyB = new Int32Array(1 << EVAL_BITS);
    this.evalValue = new Float64Array(1 << EVAL_BITS);
    this.tables = evalTables(layout, weights);
    this.learned = learned ?? null;
    const squares = layout.stride * 2;
    this.zobristA = new Int32Array(squares * 8 + 2);
    this.zobristB = new Int32Array(squares * 8 + 2);
    // A fixed generator: keys must not depend on anything but the layout.
    let seed = 0x9e3779b9;
    const next = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), seed | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return t ^ (t >>> 14);
    };
    for (let i = 0; i < this.zobristA.length; i++) {
      this.zobristA[i] = next();
      this.zobristB[i] = next();
    }
    for (let ply = 0; ply < MAX_PLY; ply++) {
      this.states.push(initialState(layout));
      this.moves.push(new Int8Array(layout.home + 1));
      this.order.push(new Float64Array(layout.home + 1));
    }
    this.throws = layout.dice.outcomes.map((o) => o.value);
    this.chances = layout.dice.outcomes.map((o) => o.probability);
  }

  /** The position's two hashes, left in `hashA` / `hashB` (two numbers, no allocation per node). */
  private hash(state: State): void {
    const board = state.board;
    let hashA = this.zobristA[board.length * 8 + state.turn];
    let hashB = this.zobristB[board.length * 8 + state.turn];
    for (let i = 0; i < board.length; i++) {
      const k = i * 8 + board[i];
      hashA ^= this.zobristA[k];
      hashB ^= this.zobristB[k];
    }
    this.hashA = hashA;
    this.hashB = hashB;
  }

  /** Light's chance to win by the static evaluation (the learned one where it reads the position). */
  evaluate(state: State): number {
    // Before a throw the board and the side to throw are the whole position (others are rare here).
    if (state.phase !== PHASE_THROW) return this.evaluateAfresh(state);
    this.hash(state);
    const { hashA, hashB } = this;
    const slot = hashA & this.evalMask;
    if (this.evalKeyA[slot] === hashA && this.evalKeyB[slot] === hashB && (hashA | hashB) !== 0)
      return this.evalValue[slot];
    const value = this.evaluateAfresh(state);
    this.evalKeyA[slot] = hashA;
    this.evalKeyB[slot] = hashB;
    this.evalValue[slot] = value;
    return value;
  }

  private evaluateAfresh(state: State): number {
    if (this.learned) {
      const value = this.learned(state);
      if (value === value) return value;
    }
    return evaluate(this.tables, state);
  }

  /**
   * The options of the player to act in `state` (PHASE_MOVE or PHASE_EYES): path indices to move
   * from, plus DECLINE for an eyes bonus.
   */
  options(state: State): number[] {
    const buffer = new Int8Array(this.layout.home + 1);
    const count = legalMoveSources(this.layout, state, buffer);
    const list = Array.from(buffer.subarray(0, count));
    if (state.phase === PHASE_EYES) list.push(DECLINE);
    return list;
  }

  /**
   * Light's winning chance of `state` in any phase (before a throw: averaged over the dice), searched
   * `depth` plies deep (with forward pruning below the root at `pruneMargin`, 0: none).
   */
  valueOf(state: State, depth: number, pruneMargin = 0): number {
    this.unlimited(pruneMargin);
    return this.searchNode(cloneState(state), depth, -Infinity, Infinity, 0);
  }

  /** Light's winning chance after the player to act plays `from` in `state`, searched as `valueOf` does. */
  valueAfter(state: State, from: number, depth: number, pruneMargin = 0): number {
    this.unlimited(pruneMargin);
    const child = cloneState(state);
    this.play(child, from);
    return this.searchNode(child, depth - 1, -Infinity, Infinity, 0);
  }

  /** Iterative deepening from `state` (PHASE_MOVE or PHASE_EYES) within the limits. */
  search(state: State, limits: SearchLimits): SearchResult {
    const options = this.options(state);
    const start = performance.now();
    const deadline = limits.budgetMs === undefined ? Infinity : start + limits.budgetMs;
    const nodeLimit = limits.maxNodes ?? Infinity;
    this.nodeCount = 0;
    let best: SearchResult | null = null;
    for (let depth = 1; depth <= limits.maxDepth; depth++) {
      const iterationStart = performance.now();
      const nodesBefore = this.nodeCount;
      const found = this.iterate(state, options, depth, deadline, nodeLimit, limits.pruneMargin);
      if (!found) break;
      best = { from: found.from, value: found.value, depth, nodes: this.nodeCount };
      if (
        !found.complete ||
        !worthDeepening(found.value, iterationStart, deadline, nodesBefore, this.nodeCount, nodeLimit)
      )
        break;
    }
    // Not even one ply fitted in the budget: search one ply regardless (a handful of nodes).
    if (!best) {
      const shallow = this.iterate(state, options, 1, Infinity, Infinity)!;
      best = { from: shallow.from, value: shallow.value, depth: 1, nodes: this.nodeCount };
    }
    best.nodes = this.nodeCount;
    return best;
  }

  /** Nodes visited since the counter was last reset. */
  get nodes(): number {
    return this.nodeCount;
  }

  resetNodes(): void {
    this.nodeCount = 0;
  }

  /**
   * One iteration of the deepening: the best of `options` searched `depth` plies deep. If the
   * deadline or node limit comes first: the best of the options searched to the end before it
   * (`complete` false; the first is the previous iteration's best, so it is at least as good by
   * the deeper look), or null if not even the first was. Moves the best option to the front of `options`.
   */
  iterate(
    state: State,
    options: number[],
    depth: number,
    deadline: number,
    nodeLimit: number,
    pruneMargin = 0,
  ): { from: number; value: number; complete: boolean } | null {
    if (!awaitsMove(state)) {
      throw new Error('the computer can only choose a move when a throw awaits a move or an eyes bonus is open');
    }
    if (options.length === 0) throw new Error('no legal move in this position');
    this.deadline = deadline;
    this.nodeLimit = nodeLimit;
    this.prune(pruneMargin);
    const found = this.root(state, options, depth);
    if (found.searched === 0) return null;
    // Best move first: the next iteration's window is then tight from the start.
    options.splice(options.indexOf(found.from), 1);
    options.unshift(found.from);
    return { from: found.from, value: found.value, complete: found.searched === options.length };
  }

  /** The best of the options searched before the budget ran out, and how many that was. */
  private root(state: State, options: number[], depth: number): { from: number; value: number; searched: number } {
    const maximise = state.turn === 0;
    const child = this.states[0];
    let alpha = -Infinity;
    let beta = Infinity;
    let bestFrom = options[0];
    let bestValue = maximise ? -Infinity : Infinity;
    let searched = 0;
    try {
      for (const from of options) {
        copyState(child, state);
        this.play(child, from);
        const value = this.searchNode(child, depth - 1, alpha, beta, 1);
        searched++;
        if (maximise ? value > bestValue : value < bestValue) {
          bestValue = value;
          bestFrom = from;
          if (maximise) alpha = value;
          else beta = value;
        }
      }
    } catch (error) {
      if (error !== OUT_OF_BUDGET) throw error;
    }
    return { from: bestFrom, value: bestValue, searched };
  }

  /** Forward pruning at `margin` (0: none) from now on. */
  private prune(margin: number): void {
    const kept = margin > 0 ? margin : Infinity;
    if (kept === this.pruneMargin) return;
    // Values searched with another margin would leak into this search.
    this.storedDepth.fill(0);
    this.pruneMargin = kept;
  }

  /** A search without time or node limit, pruning at `pruneMargin`. */
  private unlimited(pruneMargin: number): void {
    this.nodeCount = 0;
    this.deadline = Infinity;
    this.nodeLimit = Infinity;
    this.prune(pruneMargin);
  }

  private play(state: State, from: number): void {
    if (from === DECLINE) declineBonus(state);
    else applyMove(this.layout, state, from);
  }

  /** Fail-soft value of `state` for light within the window (alpha, beta). */
  private searchNode(state: State, depth: number, alpha: number, beta: number, ply: number): number {
    if (state.phase === PHASE_OVER) return state.winner === 0 ? 1 : 0;
    if (depth <= 0 || ply >= MAX_PLY - 1 || state.phase === PHASE_THROW_OFF) return this.evaluate(state);
    if ((++this.nodeCount & CHECK_EVERY) === 0) this.checkBudget();
    return state.phase === PHASE_THROW
      ? this.chance(state, depth, alpha, beta, ply)
      : this.decide(state, depth, alpha, beta, ply);
  }

  private checkBudget(): void {
    if (this.nodeCount > this.nodeLimit || performance.now() > this.deadline) throw OUT_OF_BUDGET;
  }

  private decide(state: State, depth: number, alpha: number, beta: number, ply: number): number {
    const { layout } = this;
    const moves = this.moves[ply];
    let count = legalMoveSources(layout, state, moves);
    if (state.phase === PHASE_EYES) moves[count++] = DECLINE;
    const child = this.states[ply];
    const maximise = state.turn === 0;
    if (count > 1 && depth > 1) count = this.orderMoves(state, moves, count, ply, maximise);
    let best = maximise ? -Infinity : Infinity;
    for (let i = 0; i < count; i++) {
      copyState(child, state);
      this.play(child, moves[i]);
      const value = this.searchNode(child, depth - 1, alpha, beta, ply + 1);
      if (maximise) {
        if (value > best) {
          best = value;
          if (best > alpha) alpha = best;
        }
      } else if (value < best) {
        best = value;
        if (best < beta) beta = best;
      }
      if (alpha >= beta) break;
    }
    return best;
  }

  /**
   * Sorts the moves best-first by the static value of the position each leads to; returns how many
   * to search (those within the pruning margin of the best).
   */
  private orderMoves(state: State, moves: Int8Array, count: number, ply: number, maximise: boolean): number {
    const child = this.states[ply];
    const score = this.order[ply];
    for (let i = 0; i < count; i++) {
      copyState(child, state);
      this.play(child, moves[i]);
      const value = this.evaluate(child);
      score[i] = maximise ? -value : value;
    }
    for (let i = 1; i < count; i++) {
      const move = moves[i];
      const key = score[i];
      let j = i - 1;
      while (j >= 0 && score[j] > key) {
        moves[j + 1] = moves[j];
        score[j + 1] = score[j];
        j--;
      }
      moves[j + 1] = move;
      score[j + 1] = key;
    }
    let kept = 1;
    while (kept < count && score[kept] - score[0] <= this.pruneMargin) kept++;
    return kept;
  }

  private chance(state: State, depth: number, alpha: number, beta: number, ply: number): number {
    const { layout } = this;
    // Transposition table lookup.
    this.hash(state);
    const { hashA, hashB } = this;
    const slot = hashA & this.slotMask;
    if (this.storedDepth[slot] === depth + 1 && this.keyA[slot] === hashA && this.keyB[slot] === hashB) {
      const stored = this.storedValue[slot];
      const flag = this.storedFlag[slot];
      if (flag === EXACT || (flag === LOWER && stored >= beta) || (flag === UPPER && stored <= alpha)) return stored;
    }
    const child = this.states[ply];
    const throws = this.throws;
    const chances = this.chances;
    let sum = 0;
    let remaining = 1;
    let flag = EXACT;
    let result = 0;
    for (let i = 0; i < throws.length; i++) {
      const p = chances[i];
      remaining -= p;
      // Star1: the window this outcome must fall in for the average to matter (values lie in 0..1).
      const low = (alpha - sum - remaining) / p;
      const high = (beta - sum) / p;
      copyState(child, state);
      applyThrow(layout, child, throws[i]);
      // A throw that passes (a zero, no move) costs a ply, which keeps bell's throw-again loops finite.
      const childDepth = child.phase === PHASE_MOVE ? depth : depth - 1;
      const value = this.searchNode(child, childDepth, Math.max(low, 0), Math.min(high, 1), ply + 1);
      sum += p * value;
      if (value >= high) {
        flag = LOWER;
        result = sum;
        break;
      }
      if (value <= low) {
        flag = UPPER;
        result = sum + remaining;
        break;
      }
    }
    if (flag === EXACT) result = sum;
    this.keyA[slot] = hashA;
    this.keyB[slot] = hashB;
    this.storedValue[slot] = result;
    this.storedDepth[slot] = depth + 1;
    this.storedFlag[slot] = flag;
    return result;
  }
}

/** Each ply multiplies the work by about this much. */
const GROWTH = 6;

/**
 * Whether another iteration can change the answer and fit in the budget: all of it, or (`share`
 * below 1) that much of it, for a search that uses what an unfinished iteration found.
 */
export function worthDeepening(
  value: number,
  iterationStart: number,
  deadline: number,
  nodesBefore: number,
  nodes: number,
  nodeLimit: number,
  share = 1,
): boolean {
  if (value === 0 || value === 1) return false; // a certain result cannot change with depth
  const now = performance.now();
  if (now + (now - iterationStart) * GROWTH * share > deadline) return false;
  return nodes + (nodes - nodesBefore) * GROWTH <= nodeLimit;
}
