// Builds the library bundles with Vite's JS API, emits type declarations, prints a size report. Each
// job is a module of scripts/build/: bundles, the classic linker, plugins (source transforms),
// post-processing, checks, sizes, and the first load decided by the import graph.
// For apps that install the package (ES, `lit` left to the app's bundler, modules shared):
//   dist/royal-ur.js           the element (registers <royal-ur>), its engine exports from the same modules as:
//   dist/engine.js             the rules engine alone (no DOM, no Lit)
//   dist/chunks/               modules the two share, and parts loaded on first use (rules panel texts,
//                              the main-thread computer players, the table reader)
// Self-contained, for a script tag or a CDN:
//   dist/royal-ur.bundled.js   ES module with Lit inside, the element's API (not the engine's); its
//                              on-demand parts in dist/bundled/
//   dist/royal-ur.iife.js      classic script, global `RoyalUr` (unless the page has one already), made
//                              from the ES bundle's chunks; its on-demand parts in dist/classic/
// Both:
//   dist/royal-ur-ai.js        the computer players' worker, a classic script found next to the bundle
//   dist/royal-ur-ai-bell.js   bell's learned weights, which the worker adds beside itself for a bell game
//   dist/royal-ur-ai-<variant>.js  a race variant's learned weights (finkel, blitz, aseb...), added the same
//                              way with that variant's first request
//   dist/online.js             ES module, the online connector (royal-ur/online, Socket.IO client inlined)
//   dist/types/                .d.ts files (tsc -p tsconfig.build.json)
//   dist/server.js             the game server for Node (`royal-ur/server`), its types in dist/server-types/;
//   dist/server-main.js        the server as a process (environment variables), as the Docker image runs it
//   dist/ssr.js                a board drawn on a server (`royal-ur/ssr`), for Node; its languages and parts in dist/ssr/
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { bundle, bundleServer, bundleSsr, LIT } from './build/bundles.mjs';
import { assertEngineIsPure, assertOnlineIsSeparate, assertWorkerIsAFile } from './build/checks.mjs';
import { buildClassic, CLASSIC_DIR } from './build/classic.mjs';
import { firstLoadModules } from './build/first-load.mjs';
import { builtScripts, root, WEIGHTS_GLOBAL, weightsFile, weightVariants } from './build/paths.mjs';
import { bellWeightsLoader, compactSources, raceWeightsLoader, workerLocation } from './build/plugins.mjs';
import { asciiOnly, fetchImportsAhead, guardExportHelper, minifyFurther } from './build/post.mjs';
import { printSizes } from './build/sizes.mjs';

/**
 * The source modules the self-contained widget loads before the board is playable: its entry's
 * static imports (scripts/build/first-load.mjs). Everything behind a dynamic import() is a part of
 * its own (languages, the rules panel, the computer and its client, the review, sounds...).
 */
const WIDGET_ENTRY = path.join(root, 'src/royal-ur.bundled.ts');
const firstLoad = firstLoadModules(WIDGET_ENTRY);
/** Packages only the hydration of a board drawn on the server uses (src/element/shell/hydrate.ts): they stay in that part. */
const HYDRATION_ONLY =
  /[\\/]node_modules[\\/](@lit-labs[\\/]|lit-html[\\/](development[\\/])?(private-ssr-support|directive-helpers)\.js)/;
/** Lit's directive base: only parts define directives (the first load's board is sized without one, board.ts `sizeBoards`). */
const LIT_DIRECTIVES = /[\\/]node_modules[\\/](lit|lit-html)[\\/]directive\.js$/;
/** Whether a module belongs in the widget's first chunk: a first-load source module, or not a source module (Lit, the bundler's helpers) but for HYDRATION_ONLY. */
const inWidget = (id) => {
  const file = path.normalize(id.split('?')[0]);
  return (
    firstLoad.has(file) ||
    (!file.startsWith(path.join(root, 'src') + path.sep) && !HYDRATION_ONLY.test(file) && !LIT_DIRECTIVES.test(file))
  );
};

function fail(message) {
  console.error(`\nbuild failed: ${message}`);
  process.exit(1);
}

for (const entry of [
  'src/engine/index.ts',
  'src/royal-ur.ts',
  'src/royal-ur.bundled.ts',
  'src/classic/parts.ts',
  'src/ai/worker/worker.ts',
  'src/online/index.ts',
  'src/ssr/index.ts',
]) {
  if (!existsSync(path.join(root, entry))) fail(`missing entry ${entry}`);
}
try {
  await bundle({
    entry: { 'royal-ur': 'src/royal-ur.ts', engine: 'src/engine/index.ts' },
    format: 'es',
    external: (id) => LIT.test(id),
    // The engine in one chunk, which both entries load whole (they re-export it): one file compresses best.
    codeSplitting: { groups: [{ name: 'engine', test: (id) => id.replaceAll('\\', '/').includes('/src/engine/') }] },
    plugins: [workerLocation(), compactSources()],
    emptyOutDir: true,
  });
  await bundle({
    entry: { 'royal-ur.bundled': 'src/royal-ur.bundled.ts' },
    format: 'es',
    chunkDir: 'bundled',
    // Everything the board needs to be playable in one chunk (it compresses best as one file); the
    // on-demand parts apart.
    codeSplitting: { groups: [{ name: 'widget', test: inWidget }] },
    plugins: [workerLocation(), compactSources()],
  });
  await minifyFurther(['royal-ur.bundled.js', ...builtScripts('bundled')], true);
  fetchImportsAhead('bundled', 'royal-ur.bundled.js');
  await buildClassic();
  await minifyFurther(['royal-ur.iife.js', ...builtScripts(CLASSIC_DIR)], false);
  await bundle({
    entry: { 'royal-ur-ai': 'src/ai/worker/worker.ts' },
    format: 'iife',
    name: 'RoyalUrAi',
    plugins: [bellWeightsLoader(), raceWeightsLoader()],
  });
  await bundle({
    entry: { 'royal-ur-ai-bell': 'src/ai/learned/bell-weights.ts' },
    format: 'iife',
    name: 'RoyalUrAiBell',
  });
  for (const variant of weightVariants()) {
    const entry = { [weightsFile(variant).replace(/\.js$/, '')]: `src/ai/learned/weights-${variant}.ts` };
    await bundle({ entry, format: 'iife', name: WEIGHTS_GLOBAL });
  }
  await bundle({ entry: { online: 'src/online/index.ts' }, format: 'es' });
  assertEngineIsPure();
  assertOnlineIsSeparate();
  assertWorkerIsAFile();
  for (const file of builtScripts()) {
    guardExportHelper(file);
    asciiOnly(file);
  }
  await bundleServer();
  await bundleSsr([workerLocation(), compactSources()]);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
try {
  const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
  execFileSync(process.execPath, [tsc, '-p', path.join(root, 'tsconfig.build.json')], { stdio: 'inherit' });
  execFileSync(process.execPath, [tsc, '-p', path.join(root, 'tsconfig.server.json')], { stdio: 'inherit' });
} catch {
  fail('tsc could not emit declarations (errors above)');
}
const overBudget = printSizes(firstLoad);
if (overBudget) fail(overBudget);
