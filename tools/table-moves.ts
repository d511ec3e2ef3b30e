/**
 * The moves of race rules over the table's compact sides (home count and path mask), for the solver
 * and the table checks: hundreds of millions of positions leave no room for the engine's general
 * state. Data-driven from the engine's `Layout` (path, shared tiles, rosettes and the rule
 * switches, read from the layout's copy of them); the tests hold it to the engine's own moves for
 * every race preset and every switch a table depends on (test/ai/table.test.ts). Not the engine's
 * move generator: it works on a full `State`, which the solver's inner loop cannot afford to build
 * for each of hundreds of millions of positions.
 */
import { KIND_CODES, createLayout, type Layout } from '../src/engine/core.js';
import type { Rules } from '../src/engine/rules.js';
import { TableIndex, tableable } from '../src/ai/tables/table-index.js';

export { tableable };

/** A move that bears off the last piece: the mover has won. */
export const WIN = -1;

const ROSETTE = KIND_CODES.indexOf('rosette');

export class TableMoves {
  readonly layout: Layout;
  readonly index: TableIndex;
  readonly pieces: number;
  /** Moving throws (value > 0) and their chances; `pass` is the chance of a zero. */
  readonly throws: Int8Array;
  readonly chances: Float64Array;
  readonly pass: number;
  private readonly home: number;
  private readonly opposite: Int8Array;
  private readonly rosette: Uint8Array;

  constructor(rules: Rules, pieces = rules.pieces) {
    if (!tableable(rules))
      throw new Error(
        `the ${rules.variant} rules cannot be solved exactly (series turns, stacking, start-square entry or scoring)`,
      );
    this.layout = createLayout({ ...rules, pieces });
    this.index = new TableIndex(this.layout, pieces);
    this.pieces = pieces;
    const moving = this.layout.dice.outcomes.filter((o) => o.value > 0);
    this.throws = Int8Array.from(moving.map((o) => o.value));
    this.chances = Float64Array.from(moving.map((o) => o.probability));
    this.pass = 1 - moving.reduce((sum, o) => sum + o.probability, 0);
    this.home = this.layout.home;
    this.opposite = Int8Array.from(this.layout.opposite);
    this.rosette = Uint8Array.from(this.layout.kinds, (kind) => (kind === ROSETTE ? 1 : 0));
  }

  /** The index of the position after the other side passes: them to throw. */
  swapped(homeMe: number, maskMe: number, homeThem: number, maskThem: number): number {
    return this.index.index(homeThem, maskThem, homeMe, maskMe);
  }

  /**
   * Writes into `out` from `at` the successor codes of my moves when I throw `value`:
   * index * 2 + 1 when I throw again, index * 2 when they throw next, WIN when I bear off my last
   * piece. Returns how many (0: no legal move, the turn passes).
   */
  moves(
    homeMe: number,
    maskMe: number,
    homeThem: number,
    maskThem: number,
    value: number,
    out: Int32Array,
    at: number,
  ): number {
    const { home, opposite, rosette, index, pieces } = this;
    // The rule switches, as the engine's move generator reads them (the layout's copy).
    const { captures, safeRosettes, exactExit, rosettesExtraTurn, capturesExtraTurn } = this.layout;
    const reserve = pieces - homeMe - popcount16(maskMe);
    let count = 0;
    for (let from = reserve > 0 ? 0 : 1; from < home; from++) {
      const fromBit = from === 0 ? 0 : 1 << (from - 1);
      if (from > 0 && (maskMe & fromBit) === 0) continue;
      const to = from + value;
      if (to >= home) {
        if (to > home && exactExit) continue;
        if (homeMe + 1 === pieces) {
          out[at + count++] = WIN;
          continue;
        }
        out[at + count++] = index.index(homeThem, maskThem, homeMe + 1, maskMe & ~fromBit) * 2;
        continue;
      }
      const toBit = 1 << (to - 1);
      if (maskMe & toBit) continue;
      const across = opposite[to];
      let them = maskThem;
      let captured = false;
      if (across !== 0 && (maskThem & (1 << (across - 1))) !== 0) {
        if (!captures || (safeRosettes && rosette[to])) continue;
        them = maskThem & ~(1 << (across - 1));
        captured = true;
      }
      const me = (maskMe & ~fromBit) | toBit;
      const again = (rosette[to] === 1 && rosettesExtraTurn) || (captured && capturesExtraTurn);
      out[at + count++] = again
        ? index.index(homeMe, me, homeThem, them) * 2 + 1
        : index.index(homeThem, them, homeMe, me) * 2;
    }
    return count;
  }
}

function popcount16(x: number): number {
  x = x - ((x >> 1) & 0x5555);
  x = (x & 0x3333) + ((x >> 2) & 0x3333);
  x = (x + (x >> 4)) & 0x0f0f;
  return (x + (x >> 8)) & 0x1f;
}
