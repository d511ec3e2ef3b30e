/**
 * Reads a solution table (src/ai/tables/table-file.ts) a few bytes at a time: over HTTP with Range
 * requests in a page (the file, 276 MB for 7-piece finkel, is never downloaded whole), or from a
 * local file in Node (table-source-node.ts). `perfectChoice` picks the move of best exact value.
 */
import {
  PHASE_MOVE,
  PHASE_OVER,
  applyMove,
  cloneState,
  copyState,
  createLayout,
  legalMoveSources,
  type Layout,
  type State,
} from '../../engine/core.js';
import type { Rules } from '../../engine/rules.js';
import { HEADER_BYTES, SCALE, decodeHeader, headerMismatch, tableRules, type TableHeader } from './table-file.js';
import { TableIndex, sideOf, tableable } from './table-index.js';

/** Where the bytes come from. */
export interface ByteSource {
  /** Bytes [offset, offset + length); rejects if they cannot be read. */
  read(offset: number, length: number): Promise<Uint8Array>;
  /** For messages: the URL or file name. */
  readonly name: string;
}

/** Reads byte ranges of `url` with HTTP Range requests; a server that ignores them is refused. */
export function httpSource(url: string, fetcher: typeof fetch = (...args) => fetch(...args)): ByteSource {
  return {
    name: url,
    async read(offset, length) {
      const abort = new AbortController();
      const response = await fetcher(url, {
        headers: { Range: `bytes=${offset}-${offset + length - 1}` },
        signal: abort.signal,
      });
      if (response.status !== 206) {
        // A 200 is the whole file on its way: stop it at once.
        abort.abort();
        if (response.ok)
          throw new Error(
            `${url}: the server ignored the Range request and sent the whole file; serve the table from a server with HTTP Range support`,
          );
        throw new Error(`${url}: HTTP ${response.status}`);
      }
      const bytes = new Uint8Array(await response.arrayBuffer());
      if (bytes.length !== length)
        throw new Error(`${url}: asked for ${length} bytes at ${offset}, got ${bytes.length}`);
      return bytes;
    },
  };
}

/** Requests closer than this many bytes are merged into one. */
const MERGE_GAP = 4096;
/** Values kept between decisions. */
const CACHE_LIMIT = 1 << 16;

export class PerfectTable {
  readonly header: TableHeader;
  readonly index: TableIndex;
  readonly layout: Layout;
  private readonly source: ByteSource;
  private readonly cache = new Map<number, number>();

  private constructor(source: ByteSource, header: TableHeader, layout: Layout, index: TableIndex) {
    this.source = source;
    this.header = header;
    this.layout = layout;
    this.index = index;
  }

  /**
   * Opens the table for games of `rules`: reads and checks the header (variant, rules, pieces,
   * index scheme, size) and the start position's value. Rejects with a clear message otherwise.
   */
  static async open(source: ByteSource, rules: Rules): Promise<PerfectTable> {
    if (!tableable(rules)) throw new Error(`${source.name}: ${rules.variant} cannot be played from a table`);
    const layout = createLayout(rules);
    const header = decodeHeader(await source.read(0, HEADER_BYTES));
    const index = new TableIndex(layout, header.rules.pieces);
    // A game with fewer pieces plays from a bigger table: the extra pieces count as home.
    const wanted = { ...tableRules(rules, layout), pieces: header.rules.pieces };
    const mismatch =
      rules.pieces > header.rules.pieces
        ? `solved for ${header.rules.pieces} pieces, the game has ${rules.pieces}`
        : headerMismatch(header, wanted, index.size);
    if (mismatch) throw new Error(`${source.name}: ${mismatch}`);
    const table = new PerfectTable(source, header, layout, index);
    const [start] = await table.read([0]);
    if (start !== header.start)
      throw new Error(`${source.name}: the values do not match the header (damaged or truncated file)`);
    return table;
  }

  /** Stored values (0..65535) at `indices`, fetching what is not cached in as few reads as possible. */
  async read(indices: readonly number[]): Promise<number[]> {
    const missing = [...new Set(indices.filter((i) => !this.cache.has(i)))].sort((a, b) => a - b);
    const runs: [number, number][] = [];
    for (const i of missing) {
      const last = runs[runs.length - 1];
      if (last && (i - last[1]) * 2 <= MERGE_GAP) last[1] = i;
      else runs.push([i, i]);
    }
    if (this.cache.size + missing.length > CACHE_LIMIT) this.cache.clear();
    await Promise.all(
      runs.map(async ([first, last]) => {
        const bytes = await this.source.read(HEADER_BYTES + first * 2, (last - first + 1) * 2);
        const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
        for (const i of missing) if (i >= first && i <= last) this.cache.set(i, view.getUint16((i - first) * 2, true));
      }),
    );
    return indices.map((i) => this.cache.get(i)!);
  }

  /** The index of a position of this table's game about to be thrown for (the player to throw is "me"). */
  indexOf(state: State, layout: Layout = this.layout): number {
    const pieces = this.index.pieces;
    const me = sideOf(layout, state.board, state.turn, pieces);
    const them = sideOf(layout, state.board, 1 - state.turn, pieces);
    if (!me || !them) throw new Error('not a position of a race game');
    return this.index.index(me.home, me.mask, them.home, them.mask);
  }

  /**
   * Each legal move of the player to act in `state` (PHASE_MOVE) with its exact chance of winning
   * for that player, best first.
   */
  async moveChances(state: State): Promise<{ from: number; chance: number }[]> {
    if (state.phase !== PHASE_MOVE) throw new Error('the table is read when a throw awaits a move');
    const { layout } = this;
    const sources = new Int8Array(layout.home + 1);
    const count = legalMoveSources(layout, state, sources);
    const mover = state.turn;
    const trial = cloneState(state);
    const pending: { from: number; index: number; same: boolean }[] = [];
    const moves: { from: number; chance: number }[] = [];
    for (let i = 0; i < count; i++) {
      copyState(trial, state);
      applyMove(layout, trial, sources[i]);
      if (trial.phase === PHASE_OVER) moves.push({ from: sources[i], chance: trial.winner === mover ? 1 : 0 });
      else pending.push({ from: sources[i], index: this.indexOf(trial), same: trial.turn === mover });
    }
    const values = await this.read(pending.map((p) => p.index));
    pending.forEach((p, i) => moves.push({ from: p.from, chance: p.same ? values[i] / SCALE : 1 - values[i] / SCALE }));
    // Ties go to the earlier path position, as the search does.
    return moves.sort((a, b) => b.chance - a.chance || a.from - b.from);
  }
}
