// @ts-check
/** Sizes: every built file's, and the first load of each self-contained widget against its budget. */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { onDemandModules } from './first-load.mjs';
import {
  BELL_WEIGHTS_FILE,
  builtScripts,
  SERVER_SCRIPTS,
  dist,
  root,
  staticClosure,
  weightsFile,
  weightVariants,
  WORKER_FILE,
} from './paths.mjs';

/**
 * Gzipped KB a page loads before the board is playable, per self-contained file (with what it
 * imports statically); the build fails above them (docs/performance.md tells what is in the first
 * loads). The first load is the element, Lit and the part of the engine the element uses; what
 * only some boards show comes later, for the classic script as well, which carries its part loader
 * and the frozen `window.RoyalUr` besides (0.3 KB more than the ES file).
 */
export const BUDGETS_KB = { 'royal-ur.bundled.js': 30, 'royal-ur.iife.js': 30.3 };

/** Gzipped KB of each variant's learned weights, which the worker adds with that variant's first request (issue 24). */
export const WEIGHTS_BUDGET_KB = 10;

export function kb(bytes) {
  return (bytes / 1024).toFixed(2);
}

export function gzipped(file) {
  return gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
}

/** Prints every file's size, then what each self-contained widget makes a page load; returns why it is over budget, or null. */
export function printSizes(firstLoad) {
  const rows = [...builtScripts(), ...SERVER_SCRIPTS]
    .sort()
    .map((f) => ({ file: `dist/${f}`, raw: statSync(path.join(dist, f)).size, gzip: gzipped(f) }));
  const width = Math.max(...rows.map((r) => r.file.length), 'file'.length);
  const line = (a, b, c) => `${a.padEnd(width)}  ${b.padStart(10)}  ${c.padStart(10)}`;
  console.log('\nBundle sizes (KB)');
  console.log(line('file', 'raw', 'gzip'));
  for (const r of rows) console.log(line(r.file, kb(r.raw), kb(r.gzip)));
  console.log(
    '\nBefore the board is playable (the file and its static imports, gzipped; the worker and on-demand parts come later):',
  );
  const over = [];
  for (const [file, budget] of Object.entries(BUDGETS_KB)) {
    const bytes = [...staticClosure(file)].reduce((sum, f) => sum + gzipped(f), 0);
    const verdict = bytes <= budget * 1024 ? 'OK' : 'OVER BUDGET';
    if (verdict !== 'OK') over.push(`dist/${file} is ${kb(bytes)} KB gzipped, over its ${budget} KB budget`);
    console.log(`  dist/${file}: ${kb(bytes)} KB (budget ${budget} KB) ${verdict}`);
  }
  const npm = [...staticClosure('royal-ur.js')].reduce((sum, f) => sum + gzipped(f), 0);
  console.log(`  dist/royal-ur.js (npm, without Lit, which the app's bundler adds once): ${kb(npm)} KB`);
  console.log(
    `\nThe worker (gzipped), then the learned weights it adds with a variant's first request (budget ${WEIGHTS_BUDGET_KB} KB each):`,
  );
  console.log(`  dist/${WORKER_FILE}: ${kb(gzipped(WORKER_FILE))} KB`);
  for (const file of [BELL_WEIGHTS_FILE, ...weightVariants().map(weightsFile)]) {
    const bytes = gzipped(file);
    const verdict = bytes <= WEIGHTS_BUDGET_KB * 1024 ? 'OK' : 'OVER BUDGET';
    if (verdict !== 'OK') over.push(`dist/${file} is ${kb(bytes)} KB gzipped, over its ${WEIGHTS_BUDGET_KB} KB budget`);
    console.log(`  dist/${file}: ${kb(bytes)} KB ${verdict}`);
  }
  // A part some module loads on demand that a static import has pulled into the first load anyway.
  const relative = (file) => path.relative(root, file);
  const crossed = [...onDemandModules(path.join(root, 'src'))].filter(([file]) => firstLoad.has(file));
  for (const [file, loader] of crossed) {
    console.log(
      `  ${relative(file)} is loaded on demand by ${relative(loader)} but statically in the first load: ${firstLoad.get(file).map(relative).join(' -> ')}`,
    );
  }
  if (over.length > 0) {
    if (crossed.length === 0) {
      // Nothing crossed: name the largest modules of the first load, and what brings each in.
      const largest = [...firstLoad.entries()]
        .map(([file, chain]) => ({ chain, size: statSync(file).size }))
        .sort((a, b) => b.size - a.size)
        .slice(0, 5);
      console.log('  The largest source modules of the first load:');
      for (const { chain, size } of largest)
        console.log(`  ${kb(size)} KB source: ${chain.map(relative).join(' -> ')}`);
    } else over.push(`on demand but in the first load: ${crossed.map(([file]) => relative(file)).join(', ')}`);
    return over.join('; ');
  }
  return null;
}
