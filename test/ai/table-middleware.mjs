// @ts-check
// Middleware serving a small solution table to the browser tests: /__tables/finkel-2.bin with HTTP Range
// support (as a static server or CDN would), /__tables/no-range/finkel-2.bin as a server that
// ignores Range (a 200 with the whole file). The table is solved on first request (a second).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** @param {string} rootDir @returns {import('koa').Middleware} */
export function tableMiddleware(rootDir) {
  /** @type {Buffer | null} */
  let table = null;
  const load = () => {
    if (!table) {
      const out = path.join(mkdtempSync(path.join(tmpdir(), 'royal-ur-wtr-')), 'finkel-2.bin');
      execFileSync(
        process.execPath,
        ['--import', 'tsx', path.join(rootDir, 'scripts/solve.ts'), '--pieces', '2', '--out', out],
        { cwd: rootDir, stdio: 'ignore' },
      );
      table = readFileSync(out);
    }
    return table;
  };
  return async (context, next) => {
    if (context.path === '/__tables/finkel-2.bin') {
      const bytes = load();
      const match = /^bytes=(\d+)-(\d+)$/.exec(context.get('range'));
      if (!match) {
        context.status = 416;
        return;
      }
      const first = Number(match[1]);
      const last = Math.min(Number(match[2]), bytes.length - 1);
      context.status = 206;
      context.set('content-range', `bytes ${first}-${last}/${bytes.length}`);
      context.body = bytes.subarray(first, last + 1);
      return;
    }
    if (context.path === '/__tables/no-range/finkel-2.bin') {
      context.status = 200;
      context.body = load();
      return;
    }
    await next();
  };
}
