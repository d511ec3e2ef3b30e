/// <reference types="node" />
/**
 * Checks a solution table everywhere: its header (rules, size, checksum of the values) and that
 * every live position's value equals the dice average of its best move's value, within rounding.
 *
 *   npx tsx scripts/check-table.ts --table finkel-7.bin [--limit 1.02]
 */
import { crc32Update } from '../src/ai/tables/table-file.js';
import { loadTable } from '../tools/table-source-node.js';
import { TableMoves } from '../tools/table-moves.js';
import { checkTable } from '../tools/table-solve.js';
import { option } from '../tools/cli-option.js';

const file = option('table', '');
if (!file) throw new Error('--table FILE is required');
const limit = Number(option('limit', '1.02'));
const started = performance.now();
const { header, rules, values: table } = loadTable(file);
const moves = new TableMoves(rules, header.rules.pieces);
const body = new Uint8Array(table.buffer, table.byteOffset, table.byteLength);
let crc = 0;
for (let at = 0; at < body.length; at += 1 << 24) crc = crc32Update(crc, body.subarray(at, at + (1 << 24)));
const checksum = (crc >>> 0).toString(16).padStart(8, '0');
console.log(
  `${file}: ${header.rules.variant}, ${header.rules.pieces} pieces, ${header.positions.toLocaleString('en')} positions; checksum ${checksum} ${checksum === header.checksum ? 'matches' : `DOES NOT MATCH the header's ${header.checksum}`}`,
);
const result = checkTable(moves, table, limit);
console.log(
  `consistency: ${result.checked.toLocaleString('en')} live positions checked in ${((performance.now() - started) / 1000).toFixed(0)} s; ` +
    `largest gap between a value and the dice average of its best move ${result.worst.toFixed(3)} units of 1/65535 (at index ${result.worstIndex}); ` +
    `${result.failures} positions beyond ${limit} units`,
);
console.log(`start position: ${header.start}/65535 = ${(header.start / 65535).toFixed(5)}`);
if (checksum !== header.checksum || result.failures > 0) process.exit(1);
