/**
 * Position <-> index of the exact solution tables: one module shared by the solver, the table
 * reader (the `perfect` level) and the scripts, so that all of them agree on where a position's
 * value is stored.
 *
 * A position is seen from the player about to throw ("me") against the other ("them"); one table
 * serves both colours. Each side is its home count and the set of path positions holding a piece
 * (race rules: one piece a tile); the rest wait in reserve. Tiles are split into the shared ones
 * (walked by both players) and each side's private ones (the same path positions for both sides,
 * the board being mirror-symmetric).
 *
 * Index scheme 1, outermost first:
 *   1. the group: my home count, then theirs (each 0..n), so equal home counts are contiguous;
 *   2. the shared tiles as a base-3 number (digit j = my j-th shared tile in path order:
 *      0 empty, 1 mine, 2 theirs);
 *   3. my private tiles, then theirs, each ranked among the private subsets ordered by size
 *      (then by bits), so that the subsets a side can still afford are a prefix of the ranking.
 * Every arrangement with at most n pieces a side on the board or home is counted, finished ones
 * included (for finkel with 7 pieces: 137,913,936, the published count).
 */
import type { Layout } from '../../engine/core.js';
import type { Rules } from '../../engine/rules.js';

/** Whether `rules` can be tabled: one throw a turn, one piece a tile, entry by the throw. */
export function tableable(rules: Rules): boolean {
  return rules.turn === 'single' && !rules.stacking && rules.entry === 'by-throw' && rules.scoring === null;
}

/** Bump when the order of positions changes: tables built with another scheme are refused. */
export const INDEX_SCHEME = 1;

export function popcount(x: number): number {
  let count = 0;
  for (; x; x &= x - 1) count++;
  return count;
}

/** One side of a position: pieces home and a bit per path position holding a piece (bit p - 1 for position p). */
export interface Side {
  home: number;
  mask: number;
}

const EMPTY = new Float64Array(0);

export class TableIndex {
  readonly pieces: number;
  /** Path length L: board positions 1..L. */
  readonly length: number;
  /** Path positions of the shared tiles, in my path order. */
  readonly shared: Int8Array;
  /** Path positions of a side's private tiles. */
  readonly privates: Int8Array;
  /** Shared bits (bit j = j-th shared tile) of each path mask. */
  readonly maskShared: Int32Array;
  /** Rank of each path mask's private part. */
  readonly maskPrivateRank: Int32Array;
  /** Path bits of each private rank. */
  readonly privateMasks: Int32Array;
  /** fits[r]: private subsets of at most r pieces (fits[r] for r < 0 is 0: use `fit`). */
  readonly fits: Int32Array;
  /** Base-3 contribution of my shared bits, and of theirs (their bits in their own shared order). */
  readonly ternMe: Int32Array;
  readonly ternThem: Int32Array;
  /** For each shared pattern: my path bits on shared tiles, theirs (in their path order), and the counts. */
  readonly patternMe: Int32Array;
  readonly patternThem: Int32Array;
  readonly patternCountMe: Uint8Array;
  readonly patternCountThem: Uint8Array;
  /** 3^S. */
  readonly patterns: number;
  /** First index of each group (my home * (n + 1) + their home), and the total at the end. */
  readonly groupBase: Float64Array;
  /** Positions in all. */
  readonly size: number;
  /** Pattern offsets by group, computed on first use (an empty array until then). */
  private offsets: Float64Array[];
  /** Shared pieces of each shared bit set. */
  private sharedCount: Uint8Array;
  /** fits[left] for left = -S..n, shifted by S. */
  private fitShifted: Int32Array;

  constructor(layout: Layout, pieces = layout.rules.pieces) {
    const { length, opposite } = layout;
    this.pieces = pieces;
    this.length = length;
    const shared: number[] = [];
    const privates: number[] = [];
    for (let p = 1; p <= length; p++) (opposite[p] ? shared : privates).push(p);
    this.shared = Int8Array.from(shared);
    this.privates = Int8Array.from(privates);
    const S = shared.length;
    const P = privates.length;
    const sharedIndexOf = new Int8Array(length + 2).fill(-1);
    shared.forEach((p, j) => (sharedIndexOf[p] = j));

    // Private subsets ordered by size, then by bits.
    const subsets = Array.from({ length: 1 << P }, (_, bits) => bits).sort(
      (a, b) => popcount(a) - popcount(b) || a - b,
    );
    const rankOfBits = new Int32Array(1 << P);
    this.privateMasks = new Int32Array(1 << P);
    subsets.forEach((bits, rank) => {
      rankOfBits[bits] = rank;
      let mask = 0;
      for (let k = 0; k < P; k++) if (bits & (1 << k)) mask |= 1 << (privates[k] - 1);
      this.privateMasks[rank] = mask;
    });
    this.fits = new Int32Array(pieces + 1);
    for (let r = 0; r <= pieces; r++) this.fits[r] = subsets.filter((bits) => popcount(bits) <= r).length;

    this.maskShared = new Int32Array(1 << length);
    this.maskPrivateRank = new Int32Array(1 << length);
    for (let mask = 0; mask < 1 << length; mask++) {
      let s = 0;
      let q = 0;
      for (let j = 0; j < S; j++) if (mask & (1 << (shared[j] - 1))) s |= 1 << j;
      for (let k = 0; k < P; k++) if (mask & (1 << (privates[k] - 1))) q |= 1 << k;
      this.maskShared[mask] = s;
      this.maskPrivateRank[mask] = rankOfBits[q];
    }

    const pow3 = Array.from({ length: S + 1 }, (_, j) => 3 ** j);
    this.patterns = pow3[S];
    this.ternMe = new Int32Array(1 << S);
    this.ternThem = new Int32Array(1 << S);
    for (let bits = 0; bits < 1 << S; bits++) {
      let me = 0;
      let them = 0;
      for (let j = 0; j < S; j++) {
        if (!(bits & (1 << j))) continue;
        me += pow3[j];
        // Their j-th shared tile is my position opposite[shared[j]].
        them += 2 * pow3[sharedIndexOf[opposite[shared[j]]]];
      }
      this.ternMe[bits] = me;
      this.ternThem[bits] = them;
    }
    this.patternMe = new Int32Array(this.patterns);
    this.patternThem = new Int32Array(this.patterns);
    this.patternCountMe = new Uint8Array(this.patterns);
    this.patternCountThem = new Uint8Array(this.patterns);
    for (let pattern = 0; pattern < this.patterns; pattern++) {
      let rest = pattern;
      for (let j = 0; j < S; j++, rest = (rest / 3) | 0) {
        const digit = rest % 3;
        if (digit === 1) {
          this.patternMe[pattern] |= 1 << (shared[j] - 1);
          this.patternCountMe[pattern]++;
        } else if (digit === 2) {
          this.patternThem[pattern] |= 1 << (opposite[shared[j]] - 1);
          this.patternCountThem[pattern]++;
        }
      }
    }

    // Group sizes by classes of (my, their) shared counts.
    const choose = (n: number, k: number) => {
      let r = 1;
      for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
      return Math.round(r);
    };
    const groups = (pieces + 1) * (pieces + 1);
    this.groupBase = new Float64Array(groups + 1);
    for (let g = 0; g < groups; g++) {
      const mine = pieces - Math.floor(g / (pieces + 1));
      const theirs = pieces - (g % (pieces + 1));
      let size = 0;
      for (let a = 0; a <= Math.min(S, mine); a++) {
        for (let b = 0; a + b <= S && b <= theirs; b++)
          size += choose(S, a) * choose(S - a, b) * this.fits[mine - a] * this.fits[theirs - b];
      }
      this.groupBase[g + 1] = this.groupBase[g] + size;
    }
    this.size = this.groupBase[groups];
    this.offsets = Array.from({ length: groups }, () => EMPTY);
    this.sharedCount = Uint8Array.from({ length: 1 << S }, (_, bits) => popcount(bits));
    this.fitShifted = Int32Array.from({ length: S + pieces + 1 }, (_, i) => this.fit(i - S));
  }

  /** The group of a position. */
  group(homeMe: number, homeThem: number): number {
    return homeMe * (this.pieces + 1) + homeThem;
  }

  /** Private subsets still affordable with `left` pieces (0 if none). */
  fit(left: number): number {
    return left < 0 ? 0 : this.fits[left];
  }

  /** First index of each shared pattern within group `g` (relative to the group), and the group size at the end. */
  patternOffsets(g: number): Float64Array {
    let offsets = this.offsets[g];
    if (offsets.length > 0) return offsets;
    const n = this.pieces;
    const mine = n - Math.floor(g / (n + 1));
    const theirs = n - (g % (n + 1));
    offsets = new Float64Array(this.patterns + 1);
    for (let pattern = 0; pattern < this.patterns; pattern++) {
      offsets[pattern + 1] =
        offsets[pattern] +
        this.fit(mine - this.patternCountMe[pattern]) * this.fit(theirs - this.patternCountThem[pattern]);
    }
    this.offsets[g] = offsets;
    return offsets;
  }

  /**
   * The index of a position (me to throw). `maskMe` and `maskThem` are path masks in each side's
   * own numbering; the position must be possible (no tile held by both, at most n pieces a side).
   */
  index(homeMe: number, maskMe: number, homeThem: number, maskThem: number): number {
    const sMe = this.maskShared[maskMe];
    const sThem = this.maskShared[maskThem];
    const g = homeMe * (this.pieces + 1) + homeThem;
    let offsets = this.offsets[g];
    if (offsets.length === 0) offsets = this.patternOffsets(g);
    return (
      this.groupBase[g] +
      offsets[this.ternMe[sMe] + this.ternThem[sThem]] +
      this.maskPrivateRank[maskMe] *
        this.fitShifted[this.pieces - homeThem - this.sharedCount[sThem] + this.shared.length] +
      this.maskPrivateRank[maskThem]
    );
  }

  /** The position at `index`: each side's home count and path mask. */
  position(index: number): { me: Side; them: Side } {
    if (!(index >= 0 && index < this.size && Number.isInteger(index)))
      throw new RangeError(`no position ${index}: expected 0..${this.size - 1}`);
    const n = this.pieces;
    let g = 0;
    while (this.groupBase[g + 1] <= index) g++;
    const offsets = this.patternOffsets(g);
    let rest = index - this.groupBase[g];
    // The last pattern whose offset is at most `rest` (and which holds positions).
    let low = 0;
    let high = this.patterns - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (offsets[mid] <= rest) low = mid;
      else high = mid - 1;
    }
    const pattern = low;
    rest -= offsets[pattern];
    const homeMe = Math.floor(g / (n + 1));
    const homeThem = g % (n + 1);
    const width = this.fit(n - homeThem - this.patternCountThem[pattern]);
    const rankMe = Math.floor(rest / width);
    const rankThem = rest - rankMe * width;
    return {
      me: { home: homeMe, mask: this.patternMe[pattern] | this.privateMasks[rankMe] },
      them: { home: homeThem, mask: this.patternThem[pattern] | this.privateMasks[rankThem] },
    };
  }
}

/** A side of an engine state as home count and path mask; null if a tile holds two or more pieces. */
export function sideOf(layout: Layout, board: Int8Array, player: number, pieces: number): Side | null {
  const { stride, home, length } = layout;
  const base = player * stride;
  let mask = 0;
  let count = board[base] + board[base + home];
  for (let p = 1; p <= length; p++) {
    const n = board[base + p];
    if (n > 1) return null;
    if (n === 1) {
      mask |= 1 << (p - 1);
      count++;
    }
  }
  // A game with fewer pieces is the same as one of `pieces` with the others already home.
  const extra = pieces - count;
  if (extra < 0) return null;
  return { home: board[base + home] + extra, mask };
}
