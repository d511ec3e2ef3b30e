/// <reference types="node" />
/**
 * `npm run solve -- --variant finkel --pieces 7 --out finkel-7.bin`: the exact solution of a race
 * game as a file of 16-bit winning chances (src/ai/table-file.ts), for `level="perfect"`
 * (`perfect-table`), scripts/ai-perfect.ts and the training of the learned evaluation.
 *
 *   --variant finkel|masters|blitz|aseb   (default finkel)
 *   --pieces N                            pieces a side (default: the variant's)
 *   --out FILE                            where to write the table (required)
 *   --tolerance T                         stop a group's sweeps when no value moves by more (default 1e-7)
 *
 * Finkel with 7 pieces: 137,913,936 positions, a 276 MB file. Check a table with scripts/check-table.ts.
 */
import { closeSync, openSync, writeSync } from 'node:fs';
import { endianness } from 'node:os';
import { resolveRules, type VariantName } from '../src/engine/index.js';
import { initialState } from '../src/engine/moves.js';
import { crc32Update, encodeHeader, tableRules } from '../src/ai/table-file.js';
import { sideOf } from '../src/ai/table-index.js';
import { TableMoves } from '../src/ai/table-moves.js';
import { quantise, solveTable } from '../src/ai/table-solve.js';

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : fallback;
}

const variant = option('variant', 'finkel') as VariantName;
const out = option('out', '');
if (!out) throw new Error('--out FILE is required');
if (endianness() !== 'LE') throw new Error('tables are written little-endian: run on a little-endian machine');
const rules = resolveRules(variant, option('pieces', '') ? { pieces: Number(option('pieces', '')) } : {});
const pieces = rules.pieces;
const tolerance = Number(option('tolerance', '1e-7'));
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
const { values, stats } = solveTable(moves, {
  tolerance,
  log: (line) => console.log(`[${clock()}, ${memory()}] ${line}`),
});
const table = quantise(values);
const start = initialState(moves.layout);
const light = sideOf(moves.layout, start.board, 0, pieces)!;
const dark = sideOf(moves.layout, start.board, 1, pieces)!;
const startIndex = index.index(light.home, light.mask, dark.home, dark.mask);
const body = new Uint8Array(table.buffer, table.byteOffset, table.byteLength);
let crc = 0;
for (let at = 0; at < body.length; at += 1 << 24) crc = crc32Update(crc, body.subarray(at, at + (1 << 24)));
const header = encodeHeader({
  rules: tableRules(rules, moves.layout, pieces),
  positions: index.size,
  start: table[startIndex],
  checksum: (crc >>> 0).toString(16).padStart(8, '0'),
  solved: {
    seconds: Math.round(stats.seconds),
    sweeps: stats.sweeps,
    tolerance,
    date: new Date().toISOString().slice(0, 10),
  },
});
const file = openSync(out, 'w');
writeSync(file, header);
for (let at = 0; at < body.length; at += 1 << 26) writeSync(file, body.subarray(at, at + (1 << 26)));
closeSync(file);
memory();
const maxRss = process.resourceUsage().maxRSS * 1024;
console.log(
  `solved in ${stats.seconds.toFixed(0)} s (${stats.sweeps} sweeps over ${(pieces * (pieces + 1)) / 2} pairs of home counts; largest pair ${stats.largestGroup.toLocaleString('en')} positions, ` +
    `${stats.largestEdges.toLocaleString('en')} successors), peak memory ${(Math.max(peak, maxRss) / 2 ** 30).toFixed(2)} GB`,
);
console.log(
  `start position (first player to throw): ${table[startIndex]}/65535 = ${(table[startIndex] / 65535).toFixed(5)}; wrote ${out} (${((header.length + body.length) / 1e6).toFixed(1)} MB)`,
);
