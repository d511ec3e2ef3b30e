/**
 * The exact solution of a race game with up to 7 pieces a side, for the solution tables
 * (`npm run solve`). Every position of `TableIndex` gets the chance that the player about to throw
 * wins, with both players playing perfectly.
 *
 * Not src/ai/tables/solve.ts, the shipped solver (the expert's few-piece endgames): it holds every
 * position's value as a float64 and its successor list at once, found with the engine's moves on a
 * full state, which 501 million positions do not fit in; the tests hold the two to the same values
 * (test/ai/table.test.ts).
 *
 * Home counts never go down, so positions are solved in groups: my home count and theirs, as an
 * unordered pair (a turn passing swaps them), most pieces home first, so that every bearing-off
 * leads into a group already solved. Inside a pair, successors are listed once (a successor in a
 * solved group as its value), then Gauss-Seidel sweeps run until no value moves by more than the
 * tolerance. The sweeps go in order of total progress along the paths, most advanced first: a move
 * that captures nothing advances, so most successors are already updated in the same sweep, and
 * only captures and passes carry old values (about 50 sweeps a pair for 7-piece finkel).
 *
 * Memory is what limits the size (masters with 7 pieces: 501 million positions, 118 million in its
 * largest pair), so a pair is held compactly and the rest not at all:
 * - a bearing-off leads one home count up, so only the level of pairs solved just before (same
 *   total of home counts plus one) is kept, as float32 (below a 16-bit table's rounding by far);
 *   every solved group goes to `sink` at once;
 * - a pair's successors are one stream of 32-bit codes in sweep order (in chunks, so that it never
 *   has to grow by copying): per position the pass successor (when a zero can be thrown), then per
 *   throw the best value already solved (a float32, only when there is one) and the codes of the
 *   successors inside the pair; a byte per throw says how many of each;
 * - the working values are float64 in sweep order, and the sweep order itself is recomputed when
 *   the pair is written out rather than kept.
 * About 60 bytes a position of the largest pair, plus 4 bytes a position of the two levels around it.
 */
import { WIN, type TableMoves } from './table-moves.js';

export interface SolveOptions {
  /** Stop sweeping a pair when no value changed by more than this (default 1e-9). */
  tolerance?: number;
  /** Progress lines. */
  log?: (line: string) => void;
}

export interface SolveStats {
  seconds: number;
  sweeps: number;
  /** Successor codes listed, summed over pairs. */
  edges: number;
  /** Largest pair (positions), and the most successor codes held at once. */
  largestGroup: number;
  largestEdges: number;
}

/** Receives the solved values of the positions `first .. first + values.length - 1` (one group, in index order). */
export type SolvedSink = (first: number, values: Float32Array) => void;

/** Codes a chunk of the successor stream holds (64 MB). */
const CHUNK = 1 << 24;
/** Most codes one position can need: a pass, and per throw a solved value and a move per piece. */
const MOST_CODES = 64;
/** In a throw's count byte: a solved value leads its codes. */
const HAS_SOLVED = 0x80;

/** Solves every position into memory (tests, small tables); returns the winning chances by index. */
export function solveTable(moves: TableMoves, options: SolveOptions = {}): { values: Float32Array; stats: SolveStats } {
  const values = new Float32Array(moves.index.size);
  const stats = solveGroups(moves, (first, group) => values.set(group, first), options);
  return { values, stats };
}

/** Solves every position, group by group, handing each solved group to `sink`; returns what it took. */
export function solveGroups(moves: TableMoves, sink: SolvedSink, options: SolveOptions = {}): SolveStats {
  const tolerance = options.tolerance ?? 1e-9;
  const log = options.log ?? (() => {});
  const started = performance.now();
  const { index, pieces: n } = moves;
  const stats: SolveStats = { seconds: 0, sweeps: 0, edges: 0, largestGroup: 0, largestEdges: 0 };
  const groupSize = (g: number) => index.groupBase[g + 1] - index.groupBase[g];
  // Finished positions: the side with every piece home has won. They are their own level (2n, 2n-1 ...).
  const finished = new Map<number, Float32Array>();
  for (let h = 0; h <= n; h++) {
    finished.set(index.group(n, h), new Float32Array(groupSize(index.group(n, h))).fill(1));
    if (h < n) finished.set(index.group(h, n), new Float32Array(groupSize(index.group(h, n))).fill(0));
  }
  for (const [g, values] of finished) sink(index.groupBase[g], values);
  // Solved groups still needed: the level above the one being solved, and the level being solved.
  let above = finished;
  for (let total = 2 * n - 2; total >= 0; total--) {
    const level = new Map<number, Float32Array>();
    for (let high = Math.min(n - 1, total); 2 * high >= total; high--) {
      const low = total - high;
      const groups = high === low ? [index.group(high, low)] : [index.group(high, low), index.group(low, high)];
      const solved = solvePair(moves, groups, above, tolerance, stats, (line) => log(`home ${high}+${low}: ${line}`));
      groups.forEach((g, e) => {
        level.set(g, solved[e]);
        sink(index.groupBase[g], solved[e]);
      });
    }
    // Finished groups stay: a last bearing-off from any level reaches them.
    above = new Map([...finished, ...level]);
  }
  stats.seconds = (performance.now() - started) / 1000;
  return stats;
}

/** Frees what the pair no longer holds before the next large allocation, when Node allows it. */
function collect(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

/** Each mask's pips: how far its pieces have walked, the sum of their path indices (bit i: path index i + 1). */
function pipsOf(moves: TableMoves): Uint16Array {
  const pips = new Uint16Array(1 << moves.layout.length);
  for (let mask = 1; mask < pips.length; mask++) pips[mask] = pips[mask & (mask - 1)] + 32 - Math.clz32(mask & -mask);
  return pips;
}

/**
 * Calls `visit(at, maskMe, maskThem, homeMe, homeThem)` for the positions of `groups` in index
 * order (first group, then second), `at` counting from 0.
 */
function enumerate(
  moves: TableMoves,
  groups: number[],
  visit: (at: number, maskMe: number, maskThem: number, homeMe: number, homeThem: number) => void,
): void {
  const { index, pieces: n } = moves;
  let at = 0;
  for (const g of groups) {
    const homeMe = Math.floor(g / (n + 1));
    const homeThem = g % (n + 1);
    for (let pattern = 0; pattern < index.patterns; pattern++) {
      const fitMe = index.fit(n - homeMe - index.patternCountMe[pattern]);
      const fitThem = index.fit(n - homeThem - index.patternCountThem[pattern]);
      if (fitMe === 0 || fitThem === 0) continue;
      for (let i = 0; i < fitMe; i++) {
        const maskMe = index.patternMe[pattern] | index.privateMasks[i];
        for (let k = 0; k < fitThem; k++)
          visit(at++, maskMe, index.patternThem[pattern] | index.privateMasks[k], homeMe, homeThem);
      }
    }
  }
}

/**
 * Sweep order of a pair: total progress along the paths, most advanced first. A move that captures
 * nothing advances, so in one sweep most successors are already updated; the working values are
 * kept in sweep order, so that successors lie close by in memory. Returns enumeration number by
 * sweep position.
 */
function sweepOrder(moves: TableMoves, groups: number[], size: number): Int32Array {
  const pips = pipsOf(moves);
  const progress = new Uint16Array(size);
  enumerate(moves, groups, (at, maskMe, maskThem) => (progress[at] = pips[maskMe] + pips[maskThem]));
  return sortDescending(progress);
}

/** Solves the groups of one pair; returns each group's values in index order. */
function solvePair(
  moves: TableMoves,
  groups: number[],
  above: Map<number, Float32Array>,
  tolerance: number,
  stats: SolveStats,
  log: (line: string) => void,
): Float32Array[] {
  const { index } = moves;
  const throws = moves.throws.length;
  const firsts = groups.map((g) => index.groupBase[g]);
  const sizes = groups.map((g) => index.groupBase[g + 1] - index.groupBase[g]);
  const size = sizes.reduce((a, b) => a + b, 0);
  const listStart = performance.now();
  const counts = new Uint8Array(size * throws);
  const stream = listSuccessors(moves, groups, firsts, sizes, size, above, counts);
  const edges = stream.used.reduce((a, b) => a + b, 0);
  stats.edges += edges;
  stats.largestGroup = Math.max(stats.largestGroup, size);
  stats.largestEdges = Math.max(stats.largestEdges, edges);
  collect();
  const built = performance.now();
  const work = new Float64Array(size).fill(0.5);
  const floats = stream.chunks.map((chunk) => new Float32Array(chunk.buffer));
  let sweeps = 0;
  for (let change = Infinity; change > tolerance; sweeps++) {
    change = sweep(work, counts, stream.chunks, floats, stream.ends, moves.chances, moves.pass);
  }
  stats.sweeps += sweeps;
  const swept = performance.now();
  stream.chunks.length = 0;
  floats.length = 0;
  collect();
  const order = sweepOrder(moves, groups, size);
  const solved = sizes.map((s) => new Float32Array(s));
  for (let s = 0; s < size; s++) {
    const enumerated = order[s];
    if (enumerated < sizes[0]) solved[0][enumerated] = work[s];
    else solved[1][enumerated - sizes[0]] = work[s];
  }
  log(
    `${size.toLocaleString('en')} positions, ${edges.toLocaleString('en')} successor codes, listed in ${((built - listStart) / 1000).toFixed(1)} s; ` +
      `${sweeps} sweeps in ${((swept - built) / 1000).toFixed(1)} s`,
  );
  return solved;
}

/** A pair's successor stream: chunks of codes, the sweep position each chunk ends before, and the codes used in each. */
interface Stream {
  chunks: Int32Array[];
  ends: Int32Array;
  used: number[];
}

/**
 * Lists the successors of a pair in sweep order into a stream of codes (see the module comment) and
 * `counts` (per position and throw: codes inside the pair, HAS_SOLVED if a solved value leads them).
 * Successor code: local * 2 + 1 if I throw again, local * 2 if they throw next.
 */
function listSuccessors(
  moves: TableMoves,
  groups: number[],
  firsts: number[],
  sizes: number[],
  size: number,
  above: Map<number, Float32Array>,
  counts: Uint8Array,
): Stream {
  const { index, pieces: n } = moves;
  const throws = moves.throws.length;
  const withPass = moves.pass > 0;
  const order = sweepOrder(moves, groups, size);
  const localOf = new Int32Array(size);
  for (let s = 0; s < size; s++) localOf[order[s]] = s;
  const sides = new Int32Array(size);
  enumerate(moves, groups, (at, maskMe, maskThem) => (sides[at] = maskMe | (maskThem << 16)));
  const toLocal = (global: number) => {
    for (let e = 0; e < groups.length; e++) {
      const offset = global - firsts[e];
      if (offset >= 0 && offset < sizes[e]) return localOf[e === 0 ? offset : sizes[0] + offset];
    }
    return -1;
  };
  // Solved values of other groups, by global index.
  const solvedGroups = [...above.keys()].sort((a, b) => index.groupBase[a] - index.groupBase[b]);
  const solvedValue = (global: number) => {
    for (const g of solvedGroups) {
      const offset = global - index.groupBase[g];
      if (offset >= 0 && offset < index.groupBase[g + 1] - index.groupBase[g]) return above.get(g)![offset];
    }
    throw new Error(`position ${global} is neither in the pair nor solved`);
  };
  const chunks: Int32Array[] = [];
  const used: number[] = [];
  const ends: number[] = [];
  let chunk = new Int32Array(0);
  let floats = new Float32Array(0);
  let cursor = 0;
  const scratch = new Int32Array(64);
  for (let s = 0; s < size; s++) {
    if (cursor + MOST_CODES > chunk.length) {
      if (chunks.length > 0) {
        used.push(cursor);
        ends.push(s);
      }
      chunk = new Int32Array(Math.min(CHUNK, Math.max(MOST_CODES, (size - s) * 16)));
      floats = new Float32Array(chunk.buffer);
      chunks.push(chunk);
      cursor = 0;
    }
    const enumerated = order[s];
    const e = enumerated < sizes[0] ? 0 : 1;
    const homeMe = Math.floor(groups[e] / (n + 1));
    const homeThem = groups[e] % (n + 1);
    const maskMe = sides[enumerated] & 0xffff;
    const maskThem = sides[enumerated] >>> 16;
    const pass = toLocal(moves.swapped(homeMe, maskMe, homeThem, maskThem));
    if (withPass) chunk[cursor++] = pass * 2;
    for (let t = 0; t < throws; t++) {
      const count = moves.moves(homeMe, maskMe, homeThem, maskThem, moves.throws[t], scratch, 0);
      let best = -1;
      const lead = cursor;
      if (count > 0) cursor++;
      let variable = 0;
      for (let m = 0; m < count; m++) {
        const code = scratch[m];
        if (code === WIN) {
          best = 1;
          continue;
        }
        const local = toLocal(code >>> 1);
        if (local >= 0) {
          chunk[cursor++] = local * 2 + (code & 1);
          variable++;
          continue;
        }
        const value = code & 1 ? solvedValue(code >>> 1) : 1 - solvedValue(code >>> 1);
        if (value > best) best = value;
      }
      // No legal move: the turn passes (the pass successor, as for a zero).
      if (count === 0) {
        chunk[cursor++] = pass * 2;
        variable = 1;
      }
      if (best >= 0) {
        floats[lead] = best;
        counts[s * throws + t] = variable | HAS_SOLVED;
      } else {
        // No solved successor: drop the slot kept for one.
        if (count > 0) chunk.copyWithin(lead, lead + 1, cursor--);
        counts[s * throws + t] = variable;
      }
    }
  }
  used.push(cursor);
  ends.push(size);
  return { chunks, ends: Int32Array.from(ends), used };
}

/** One Gauss-Seidel sweep over a pair, in sweep order; returns the largest change. */
function sweep(
  work: Float64Array,
  counts: Uint8Array,
  chunks: Int32Array[],
  floats: Float32Array[],
  ends: Int32Array,
  chances: Float64Array,
  pass: number,
): number {
  const throws = chances.length;
  const withPass = pass > 0;
  let change = 0;
  let s = 0;
  for (let c = 0; c < chunks.length; c++) {
    const edges = chunks[c];
    const solved = floats[c];
    const end = ends[c];
    let cursor = 0;
    for (; s < end; s++) {
      let value = 0;
      if (withPass) value = pass * (1 - work[edges[cursor++] >>> 1]);
      for (let t = 0; t < throws; t++) {
        const count = counts[s * throws + t];
        let best = 0;
        if (count & HAS_SOLVED) best = solved[cursor++];
        for (const stop = cursor + (count & ~HAS_SOLVED); cursor < stop; cursor++) {
          const code = edges[cursor];
          const v = code & 1 ? work[code >>> 1] : 1 - work[code >>> 1];
          if (v > best) best = v;
        }
        value += chances[t] * best;
      }
      const delta = value - work[s];
      if (Math.abs(delta) > change) change = Math.abs(delta);
      work[s] = value;
    }
  }
  return change;
}

/** Table values: the chance as a 16-bit fraction of 65535. */
export function quantise(values: Float32Array | Float64Array): Uint16Array {
  const out = new Uint16Array(values.length);
  for (let i = 0; i < values.length; i++) out[i] = Math.round(values[i] * 65535);
  return out;
}

/** Positions (0..n-1) ordered by key, largest first (a counting sort). */
function sortDescending(keys: Uint16Array): Int32Array {
  let max = 0;
  for (let i = 0; i < keys.length; i++) if (keys[i] > max) max = keys[i];
  const first = new Int32Array(max + 2);
  for (let i = 0; i < keys.length; i++) first[max - keys[i] + 1]++;
  for (let k = 1; k <= max + 1; k++) first[k] += first[k - 1];
  const order = new Int32Array(keys.length);
  for (let i = 0; i < keys.length; i++) order[first[max - keys[i]]++] = i;
  return order;
}

export interface CheckResult {
  /** Live positions checked. */
  checked: number;
  /** Largest |stored value - dice average of the best move's stored value|, in units of 1/65535. */
  worst: number;
  /** Index of that position. */
  worstIndex: number;
  /** Positions off by more than `limit` units. */
  failures: number;
}

/**
 * The consistency check of a table: every live position's stored value must equal the dice
 * average, over the throws, of the best successor's stored value (the pass's when no move is
 * legal), within `limit` units of 1/65535: rounding costs up to half a unit on each side, and the
 * sweeps stop a little short of the exact fixed point.
 * `from`/`to` check part of the index range.
 */
export function checkTable(
  moves: TableMoves,
  table: Uint16Array,
  limit = 1.02,
  from = 0,
  to = moves.index.size,
): CheckResult {
  const index = moves.index;
  const n = moves.pieces;
  const out = new Int32Array(64);
  const result: CheckResult = { checked: 0, worst: 0, worstIndex: -1, failures: 0 };
  const value = (code: number) =>
    code === WIN ? 1 : code & 1 ? table[code >>> 1] / 65535 : 1 - table[code >>> 1] / 65535;
  for (let g = 0; g < (n + 1) * (n + 1); g++) {
    const homeMe = Math.floor(g / (n + 1));
    const homeThem = g % (n + 1);
    let at = index.groupBase[g];
    if (homeMe === n || homeThem === n || at >= to || index.groupBase[g + 1] <= from) continue;
    for (let pattern = 0; pattern < index.patterns; pattern++) {
      const fitMe = index.fit(n - homeMe - index.patternCountMe[pattern]);
      const fitThem = index.fit(n - homeThem - index.patternCountThem[pattern]);
      for (let i = 0; i < fitMe; i++) {
        const maskMe = index.patternMe[pattern] | index.privateMasks[i];
        for (let k = 0; k < fitThem; k++, at++) {
          if (at < from || at >= to) continue;
          const maskThem = index.patternThem[pattern] | index.privateMasks[k];
          const passed = 1 - table[moves.swapped(homeMe, maskMe, homeThem, maskThem)] / 65535;
          let expected = moves.pass * passed;
          for (let t = 0; t < moves.throws.length; t++) {
            const count = moves.moves(homeMe, maskMe, homeThem, maskThem, moves.throws[t], out, 0);
            let best = count === 0 ? passed : 0;
            for (let m = 0; m < count; m++) best = Math.max(best, value(out[m]));
            expected += moves.chances[t] * best;
          }
          const off = Math.abs(table[at] - expected * 65535);
          result.checked++;
          if (off > limit) result.failures++;
          if (off > result.worst) {
            result.worst = off;
            result.worstIndex = at;
          }
        }
      }
    }
  }
  return result;
}
