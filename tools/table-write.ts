/**
 * Writing solution files (the reading side, with the format, is src/ai/tables/table-file.ts): the header
 * of a freshly solved table, for `npm run solve` and the tests' small tables.
 */
import { HEADER_BYTES, MAGIC, crc32, rulesHash, type TableHeader } from '../src/ai/tables/table-file.js';
import { INDEX_SCHEME } from '../src/ai/tables/table-index.js';

/** The header bytes for a table of `values`. */
export function encodeHeader(header: Omit<TableHeader, 'format' | 'scheme' | 'rulesHash'>): Uint8Array {
  const full: TableHeader = {
    format: 'royal-ur-solution',
    scheme: INDEX_SCHEME,
    rulesHash: rulesHash(header.rules),
    ...header,
  };
  const json = JSON.stringify(full);
  const text = `${MAGIC}\n${crc32(new TextEncoder().encode(json))}\n${json}\n`;
  const bytes = new Uint8Array(HEADER_BYTES).fill(0x20);
  const encoded = new TextEncoder().encode(text);
  if (encoded.length > HEADER_BYTES) throw new Error('solution header too long');
  bytes.set(encoded);
  bytes[HEADER_BYTES - 1] = 0x0a;
  return bytes;
}
