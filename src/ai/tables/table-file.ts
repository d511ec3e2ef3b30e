/**
 * The solution file: a 1,024-byte text header, then every position's winning chance (player to
 * throw) as a little-endian 16-bit fraction of 65535, in the order of `TableIndex`.
 *
 * The header is `ROYAL-UR-SOLUTION`, a line with the CRC-32 of the JSON that follows, and the JSON:
 * the variant, the rule data the solution depends on and its hash, the pieces, the index scheme,
 * the number of positions, the stored value of the start position and the CRC-32 of the values.
 * A reader refuses a file whose header is damaged or describes other rules, pieces or scheme.
 */
import { KIND_ROSETTE, type Layout } from '../../engine/core.js';
import { RULE_SWITCHES, SWITCH_KEYS, type Rules, type SwitchSpec, type TableSwitch } from '../../engine/rules.js';
import { INDEX_SCHEME } from './table-index.js';

export const HEADER_BYTES = 1024;
export const MAGIC = 'ROYAL-UR-SOLUTION';
/** Values are stored as round(chance * SCALE). */
export const SCALE = 65535;

/** The rule switches a solution depends on: every switch of the registry (RULE_SWITCHES) but those marked `tables: false`. */
export const TABLE_SWITCHES = SWITCH_KEYS.filter(
  (key): key is TableSwitch => (RULE_SWITCHES[key] as SwitchSpec).tables !== false,
);

/** What a solution depends on: the path, the rosettes along it, and `TABLE_SWITCHES`. */
export type TableRules = { variant: string; path: string; rosettes: number[] } & Pick<Rules, TableSwitch>;

export interface TableHeader {
  format: 'royal-ur-solution';
  scheme: number;
  rules: TableRules;
  /** CRC-32 of the canonical JSON of `rules` (hex). */
  rulesHash: string;
  positions: number;
  /** Stored value of index 0, the start of a game (a cheap check that the body lines up). */
  start: number;
  /** CRC-32 of the values (hex). */
  checksum: string;
  /** How it was made (informative). */
  solved?: Record<string, unknown>;
}

export function tableRules(rules: Rules, layout: Layout, pieces = rules.pieces): TableRules {
  const rosettes: number[] = [];
  for (let p = 1; p <= layout.length; p++) if (layout.kinds[p] === KIND_ROSETTE) rosettes.push(p);
  const switches = Object.fromEntries(TABLE_SWITCHES.map((key) => [key, rules[key]])) as Pick<Rules, TableSwitch>;
  return { variant: rules.variant, path: rules.path, rosettes, ...switches, pieces };
}

/** CRC-32 of the canonical JSON of `rules` (keys sorted: the same rules hash the same whatever their order). */
export function rulesHash(rules: TableRules): string {
  return crc32(new TextEncoder().encode(JSON.stringify(rules, Object.keys(rules).sort())));
}

/** Parses and checks a header; throws a clear error if it is not a sound solution header. */
export function decodeHeader(bytes: Uint8Array): TableHeader {
  const text = new TextDecoder().decode(bytes.subarray(0, HEADER_BYTES));
  const [magic, check, json] = text.split('\n');
  if (magic !== MAGIC || json === undefined) throw new Error('not a royal-ur solution file');
  if (crc32(new TextEncoder().encode(json)) !== check)
    throw new Error('the solution header is damaged (checksum mismatch)');
  const header = JSON.parse(json) as TableHeader;
  if (header.format !== 'royal-ur-solution') throw new Error('not a royal-ur solution file');
  return header;
}

/** Why a header does not fit `rules` at `pieces` with index size `positions`, or null if it does. */
export function headerMismatch(header: TableHeader, expected: TableRules, positions: number): string | null {
  if (header.scheme !== INDEX_SCHEME) return `index scheme ${header.scheme}, expected ${INDEX_SCHEME}`;
  if (header.rules.variant !== expected.variant)
    return `a ${header.rules.variant} solution, the game is ${expected.variant}`;
  if (header.rules.pieces !== expected.pieces)
    return `solved for ${header.rules.pieces} pieces, the game has ${expected.pieces}`;
  if (header.rulesHash !== rulesHash(expected) || rulesHash(header.rules) !== header.rulesHash)
    return 'solved for other rules';
  if (header.positions !== positions) return `${header.positions} positions, expected ${positions}`;
  return null;
}

let crcTable: Int32Array | null = null;

/** CRC-32 (IEEE) as 8 hex digits. */
export function crc32(bytes: Uint8Array): string {
  return (crc32Update(0, bytes) >>> 0).toString(16).padStart(8, '0');
}

/** Continues a CRC-32 over more bytes (start with 0). */
export function crc32Update(crc: number, bytes: Uint8Array): number {
  if (!crcTable) {
    crcTable = new Int32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c;
    }
  }
  let c = ~crc;
  for (let i = 0; i < bytes.length; i++) c = crcTable[(c ^ bytes[i]) & 0xff] ^ (c >>> 8);
  return ~c;
}
