/**
 * The exact solution of a race game with up to 7 pieces a side, for the solution tables
 * (`npm run solve`). Every position of `TableIndex` gets the chance that the player about to throw
 * wins, with both players playing perfectly.
 *
 * Home counts never go down, so positions are solved in groups: my home count and theirs, as an
 * unordered pair (a turn passing swaps them), most pieces home first, so that every bearing-off
 * leads into a group already solved. Inside a group, successors are listed once (a successor in a
 * solved group as its value), then Gauss-Seidel sweeps run until no value moves by more than the
 * tolerance. The sweeps go in order of total progress along the paths, most advanced first: a move
 * that captures nothing advances, so most successors are already updated in the same sweep, and
 * only captures and passes carry old values (about 50 sweeps a group for 7-piece finkel).
 * Working values are float64 in sweep order; solved values are kept as float32 (below a 16-bit
 * table's rounding by far).
 */
import { WIN, type TableMoves } from './table-moves.js';

export interface SolveOptions {
  /** Stop sweeping a group when no value changed by more than this (default 1e-9). */
  tolerance?: number;
  /** Progress lines. */
  log?: (line: string) => void;
}

export interface SolveStats {
  seconds: number;
  sweeps: number;
  /** Successor codes listed, summed over groups. */
  edges: number;
  /** Largest group (positions), and the most successor codes held at once. */
  largestGroup: number;
  largestEdges: number;
}

/** Solves every position; returns the winning chances by index and what it took. */
export function solveTable(moves: TableMoves, options: SolveOptions = {}): { values: Float32Array; stats: SolveStats } {
  const tolerance = options.tolerance ?? 1e-9;
  const log = options.log ?? (() => {});
  const started = performance.now();
  const index = moves.index;
  const n = moves.pieces;
  const throws = moves.throws.length;
  const values = new Float32Array(index.size);
  const stats: SolveStats = { seconds: 0, sweeps: 0, edges: 0, largestGroup: 0, largestEdges: 0 };
  // Finished positions: the side with every piece home has won.
  for (let h = 0; h <= n; h++) {
    values.fill(1, index.groupBase[index.group(n, h)], index.groupBase[index.group(n, h) + 1]);
    if (h < n) values.fill(0, index.groupBase[index.group(h, n)], index.groupBase[index.group(h, n) + 1]);
  }
  // Path positions walked by the pieces of each mask.
  const pips = new Uint16Array(1 << moves.layout.length);
  for (let mask = 1; mask < pips.length; mask++) pips[mask] = pips[mask & (mask - 1)] + 32 - Math.clz32(mask & -mask);
  let edges = new Int32Array(1 << 20);
  const scratch = new Int32Array(64);
  for (let total = 2 * n - 2; total >= 0; total--) {
    for (let high = Math.min(n - 1, total); 2 * high >= total; high--) {
      const low = total - high;
      const groups = high === low ? [index.group(high, low)] : [index.group(high, low), index.group(low, high)];
      const firsts = groups.map((g) => index.groupBase[g]);
      const sizes = groups.map((g) => index.groupBase[g + 1] - index.groupBase[g]);
      const size = sizes.reduce((a, b) => a + b, 0);
      const groupStart = performance.now();
      // The positions of the pair, by enumeration number (index order, first group then second).
      const sides = new Int32Array(size);
      const progress = new Uint16Array(size);
      let at = 0;
      for (const g of groups) {
        const homeMe = Math.floor(g / (n + 1));
        const homeThem = g % (n + 1);
        for (let pattern = 0; pattern < index.patterns; pattern++) {
          const fitMe = index.fit(n - homeMe - index.patternCountMe[pattern]);
          const fitThem = index.fit(n - homeThem - index.patternCountThem[pattern]);
          if (fitMe === 0 || fitThem === 0) continue;
          const sharedMe = index.patternMe[pattern];
          const sharedThem = index.patternThem[pattern];
          for (let i = 0; i < fitMe; i++) {
            const maskMe = sharedMe | index.privateMasks[i];
            const walked = pips[maskMe];
            for (let k = 0; k < fitThem; k++) {
              const maskThem = sharedThem | index.privateMasks[k];
              sides[at] = maskMe | (maskThem << 16);
              progress[at] = walked + pips[maskThem];
              at++;
            }
          }
        }
      }
      // Sweep order: total progress along the paths, most advanced first. A move that captures
      // nothing advances, so in one sweep most successors are already updated; the working values
      // are kept in sweep order, so that successors lie close by in memory.
      const order = sortDescending(progress);
      const localOf = new Int32Array(size);
      for (let s = 0; s < size; s++) localOf[order[s]] = s;
      const toLocal = (global: number) => {
        for (let e = 0; e < groups.length; e++) {
          const offset = global - firsts[e];
          if (offset >= 0 && offset < sizes[e]) return localOf[e === 0 ? offset : sizes[0] + offset];
        }
        return -1;
      };
      // Per position: the pass successor; per throw: the best successor already solved (another
      // group, or a win) and the codes (local * 2 + 1 if I throw again) of those in this pair.
      const passes = new Int32Array(size);
      const start = new Int32Array(size + 1);
      const counts = new Uint8Array(size * throws);
      const solved = new Float32Array(size * throws);
      // About ten successors a position; grown if needed.
      if (edges.length < size * 10) edges = new Int32Array(size * 10);
      let cursor = 0;
      for (let s = 0; s < size; s++) {
        const enumerated = order[s];
        const e = enumerated < sizes[0] ? 0 : 1;
        const homeMe = Math.floor(groups[e] / (n + 1));
        const homeThem = groups[e] % (n + 1);
        const maskMe = sides[enumerated] & 0xffff;
        const maskThem = sides[enumerated] >>> 16;
        if (cursor + 64 > edges.length) {
          const grown = new Int32Array(Math.ceil(edges.length * 1.5));
          grown.set(edges);
          edges = grown;
        }
        passes[s] = toLocal(moves.swapped(homeMe, maskMe, homeThem, maskThem));
        start[s] = cursor;
        for (let t = 0; t < throws; t++) {
          const count = moves.moves(homeMe, maskMe, homeThem, maskThem, moves.throws[t], scratch, 0);
          let best = count === 0 ? -1 : 0;
          let variable = 0;
          for (let m = 0; m < count; m++) {
            const code = scratch[m];
            if (code === WIN) {
              best = 1;
              continue;
            }
            const local = toLocal(code >>> 1);
            if (local >= 0) {
              edges[cursor + variable++] = local * 2 + (code & 1);
              continue;
            }
            const value = code & 1 ? values[code >>> 1] : 1 - values[code >>> 1];
            if (value > best) best = value;
          }
          // No legal move: the turn passes (the pass successor, as for a zero).
          if (count === 0) edges[cursor + variable++] = passes[s] * 2;
          solved[s * throws + t] = best;
          counts[s * throws + t] = variable;
          cursor += variable;
        }
      }
      start[size] = cursor;
      stats.edges += cursor;
      stats.largestGroup = Math.max(stats.largestGroup, size);
      stats.largestEdges = Math.max(stats.largestEdges, cursor);
      const built = performance.now();
      const work = new Float64Array(size).fill(0.5);
      let sweeps = 0;
      for (let change = Infinity; change > tolerance; sweeps++) {
        change = sweep(work, passes, start, counts, solved, edges, moves.chances, moves.pass);
      }
      stats.sweeps += sweeps;
      for (let s = 0; s < size; s++) {
        const enumerated = order[s];
        values[enumerated < sizes[0] ? firsts[0] + enumerated : firsts[1] + enumerated - sizes[0]] = work[s];
      }
      log(
        `home ${high}+${low}: ${size.toLocaleString('en')} positions, ${cursor.toLocaleString('en')} successors in the pair, listed in ${((built - groupStart) / 1000).toFixed(1)} s; ` +
          `${sweeps} sweeps in ${((performance.now() - built) / 1000).toFixed(1)} s`,
      );
    }
  }
  stats.seconds = (performance.now() - started) / 1000;
  return { values, stats };
}

/** One Gauss-Seidel sweep over a pair of groups, in working order; returns the largest change. */
function sweep(
  work: Float64Array,
  passes: Int32Array,
  start: Int32Array,
  counts: Uint8Array,
  solved: Float32Array,
  edges: Int32Array,
  chances: Float64Array,
  pass: number,
): number {
  const throws = chances.length;
  const size = work.length;
  let change = 0;
  for (let s = 0; s < size; s++) {
    let cursor = start[s];
    let value = pass * (1 - work[passes[s]]);
    for (let t = 0; t < throws; t++) {
      const end = cursor + counts[s * throws + t];
      let best = solved[s * throws + t];
      for (; cursor < end; cursor++) {
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
