/// <reference types="node" />
/**
 * `npm run solve -- --variant finkel --pieces 7 --out finkel-7.bin`: the exact solution of a race
 * game as a file of 16-bit winning chances (src/ai/tables/table-file.ts), for `level="perfect"`
 * (`perfect-table`), scripts/ai-perfect.ts and the training of the learned evaluation.
 *
 *   --variant finkel|masters|blitz|aseb   (default finkel)
 *   --pieces N                            pieces a side (default: the variant's)
 *   --out FILE                            where to write the table (required)
 *   --tolerance T                         stop a pair's sweeps when no value moves by more (default 1e-7)
 *
 * Each group of positions is written to the file as soon as it is solved, and the file's checksum
 * is read back at the end, so memory holds one pair of groups and the level above it (the sizes,
 * times and peak memory of each variant are in docs/performance.md). Check a table with scripts/check-table.ts.
 */
import { closeSync, openSync, readSync, writeSync } from 'node:fs';
import { endianness } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { resolveRules, type VariantName } from '../src/engine/index.js';
import { initialState } from '../src/engine/core.js';
import { HEADER_BYTES, SCALE, crc32Update, tableRules } from '../src/ai/tables/table-file.js';
import { encodeHeader } from '../tools/table-write.js';
import { sideOf } from '../src/ai/tables/table-index.js';
import { TableMoves } from '../tools/table-moves.js';
import { quantise, solveGroups } from '../tools/table-solve.js';
import { option } from '../tools/cli-option.js';

const variant = option('variant', 'finkel') as VariantName;
const out = option('out', '');
if (!out) throw new Error('--out FILE is required');
if (endianness() !== 'LE') throw new Error('tables are written little-endian: run on a little-endian machine');
const rules = resolveRules(variant, option('pieces', '') ? { pieces: Number(option('pieces', '')) } : {});
const pieces = rules.pieces;
const tolerance = Number(option('tolerance', '1e-7'));
// The solver frees a pair's arrays before allocating the next ones (see `collect` in tools/table-solve.ts).
setFlagsFromString('--expose-gc');
(globalThis as { gc?: () => void }).gc = runInNewContext('gc') as () => void;
const moves = new TableMoves(rules, pieces);
const { index } = moves;
let peak = 0;
const memory = () => {
  peak = Math.max(peak, process.memoryUsage().rss);
  return `${(process.memoryUsage().rss / 2 ** 30).toFixed(2)} GB`;
};
const started = performance.now();
const clock = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;
console.log(
  `${variant}, ${pieces} pieces a side: ${index.size.toLocaleString('en')} positions (finished ones included), ${((index.size * 2) / 1e6).toFixed(0)} MB of values`,
);
const file = openSync(out, 'w+');
const start = initialState(moves.layout);
const light = sideOf(moves.layout, start.board, 0, pieces)!;
const dark = sideOf(moves.layout, start.board, 1, pieces)!;
const startIndex = index.index(light.home, light.mask, dark.home, dark.mask);
let startValue = -1;
const stats = solveGroups(
  moves,
  (first, values) => {
    const table = quantise(values);
    if (startIndex >= first && startIndex < first + values.length) startValue = table[startIndex - first];
    writeSync(file, table, 0, table.byteLength, HEADER_BYTES + first * 2);
  },
  { tolerance, log: (line) => console.log(`[${clock()}, ${memory()}] ${line}`) },
);
// The checksum of the values, read back in index order.
const chunk = new Uint8Array(1 << 24);
let crc = 0;
for (let at = 0; at < index.size * 2; at += chunk.length) {
  const length = Math.min(chunk.length, index.size * 2 - at);
  if (readSync(file, chunk, 0, length, HEADER_BYTES + at) !== length) throw new Error(`${out}: short read at ${at}`);
  crc = crc32Update(crc, chunk.subarray(0, length));
}
const header = encodeHeader({
  rules: tableRules(rules, moves.layout, pieces),
  positions: index.size,
  start: startValue,
  checksum: (crc >>> 0).toString(16).padStart(8, '0'),
  solved: {
    seconds: Math.round(stats.seconds),
    sweeps: stats.sweeps,
    tolerance,
    date: new Date().toISOString().slice(0, 10),
  },
});
writeSync(file, header, 0, header.length, 0);
closeSync(file);
memory();
const maxRss = process.resourceUsage().maxRSS * 1024;
console.log(
  `solved in ${stats.seconds.toFixed(0)} s (${stats.sweeps} sweeps over ${(pieces * (pieces + 1)) / 2} pairs of home counts; largest pair ${stats.largestGroup.toLocaleString('en')} positions, ` +
    `${stats.largestEdges.toLocaleString('en')} successor codes), peak memory ${(Math.max(peak, maxRss) / 2 ** 30).toFixed(2)} GB`,
);
console.log(
  `start position (first player to throw): ${startValue}/65535 = ${(startValue / SCALE).toFixed(5)}; wrote ${out} (${((HEADER_BYTES + index.size * 2) / 1e6).toFixed(1)} MB)`,
);
