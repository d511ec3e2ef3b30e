/// <reference types="node" />
/**
 * Solution files in Node: the table reader's byte source for a local file (a server or a script
 * playing perfectly), and whole tables in memory for the scripts. Kept apart from table-reader.ts
 * so that the page's bundle never sees `node:fs`.
 */
import { readFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { resolveRules, type Rules, type VariantName } from '../src/engine/rules.js';
import { createLayout, type Layout, type State } from '../src/engine/core.js';
import {
  HEADER_BYTES,
  SCALE,
  decodeHeader,
  headerMismatch,
  tableRules,
  type TableHeader,
} from '../src/ai/tables/table-file.js';
import { TableIndex, sideOf } from '../src/ai/tables/table-index.js';
import type { ByteSource } from '../src/ai/tables/table-reader.js';

export async function fileSource(path: string): Promise<ByteSource & { close(): Promise<void> }> {
  const handle = await open(path, 'r');
  return {
    name: path,
    async read(offset, length) {
      const bytes = new Uint8Array(length);
      const { bytesRead } = await handle.read(bytes, 0, length, offset);
      if (bytesRead !== length) throw new Error(`${path}: asked for ${length} bytes at ${offset}, the file ends first`);
      return bytes;
    },
    close: () => handle.close(),
  };
}

/** A whole solution file in memory (scripts: measuring, training, checking). */
export interface LoadedTable {
  header: TableHeader;
  rules: Rules;
  layout: Layout;
  index: TableIndex;
  /** The stored values (of 65535), by index. */
  values: Uint16Array;
  /** The exact chance that the player to throw wins `state` (a position of `layout`'s game, or a smaller one of the same rules). */
  throwerChance(state: State, layout?: Layout): number;
}

/**
 * Reads a solution file whole and checks its header against the rules it names (or against
 * `pieces` a side of them, which may be fewer: the rest count as home).
 */
export function loadTable(file: string, pieces?: number): LoadedTable {
  const bytes = readFileSync(file);
  const header = decodeHeader(bytes.subarray(0, HEADER_BYTES));
  const rules = resolveRules(header.rules.variant as VariantName, { pieces: pieces ?? header.rules.pieces });
  const layout = createLayout(rules);
  const index = new TableIndex(layout, header.rules.pieces);
  const mismatch =
    rules.pieces > header.rules.pieces
      ? 'too few pieces'
      : headerMismatch(header, { ...tableRules(rules, layout), pieces: header.rules.pieces }, index.size);
  if (mismatch) throw new Error(`${file}: ${mismatch}`);
  if (bytes.length !== HEADER_BYTES + 2 * index.size)
    throw new Error(`${file}: ${bytes.length} bytes, expected ${HEADER_BYTES + 2 * index.size}`);
  const values = new Uint16Array(bytes.buffer, bytes.byteOffset + HEADER_BYTES, index.size);
  return {
    header,
    rules,
    layout,
    index,
    values,
    throwerChance(state, game = layout) {
      const me = sideOf(game, state.board, state.turn, index.pieces)!;
      const them = sideOf(game, state.board, 1 - state.turn, index.pieces)!;
      return values[index.index(me.home, me.mask, them.home, them.mask)] / SCALE;
    },
  };
}
