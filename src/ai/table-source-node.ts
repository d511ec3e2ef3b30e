/// <reference types="node" />
/**
 * The table reader's byte source for Node: a local solution file (a server or a script playing
 * perfectly). Kept apart from table-reader.ts so that the page's bundle never sees `node:fs`.
 */
import { open } from 'node:fs/promises';
import type { ByteSource } from './table-reader.js';

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
