/**
 * For Node tests of the built files: the repository root, and a build of dist/ when any of the
 * given files is missing or older than the sources or the build script.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function newest(dir: string): number {
  return Math.max(
    ...readdirSync(dir, { withFileTypes: true }).map((entry) =>
      entry.isDirectory() ? newest(path.join(dir, entry.name)) : statSync(path.join(dir, entry.name)).mtimeMs,
    ),
  );
}

function builtAt(file: string): number {
  try {
    return statSync(path.join(root, 'dist', file)).mtimeMs;
  } catch {
    return 0;
  }
}

/** Runs `npm run build`'s script unless every file of `files` (paths in dist/) is newer than what it is built from. */
export function ensureBuilt(files: readonly string[]): void {
  const sources = Math.max(
    newest(path.join(root, 'src')),
    newest(path.join(root, 'scripts/build')),
    statSync(path.join(root, 'scripts/build.mjs')).mtimeMs,
  );
  if (Math.min(...files.map(builtAt)) < sources)
    execFileSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'ignore' });
}
