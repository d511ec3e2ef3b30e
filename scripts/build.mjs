// Builds the library bundles with Vite's JS API, emits type declarations, prints a size report.
//   dist/engine.js        ES module, rules engine only (no DOM, no Lit)
//   dist/royal-ur.js      ES module, self-contained widget (Lit and the AI worker inlined)
//   dist/royal-ur.iife.js classic script for a plain <script> tag, global `RoyalUr`
//   dist/online.js        ES module, the online connector (royal-ur/online, Socket.IO client inlined)
//   dist/types/           .d.ts files (tsc -p tsconfig.build.json)
//   dist/server.js        the game server for Node (`royal-ur/server`), its types in dist/server-types/
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const WIDGET_GZIP_BUDGET_KB = 30;

/** One library bundle: a single entry in a single output format. */
async function bundle({ entry, fileName, format, name, workerFormat, emptyOutDir = false }) {
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    // Lit picks its production build from export conditions; anything else reading NODE_ENV too.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    worker: { format: workerFormat },
    build: {
      outDir: dist,
      emptyOutDir,
      target: 'es2022',
      minify: true,
      sourcemap: false,
      reportCompressedSize: false,
      // Vite keeps whitespace and /* @__PURE__ */ comments in ES lib output; these bundles are
      // final artefacts, so minify them fully.
      // The widget's lazy chunks (the review view) share Lit and the engine with the entry: letting the
      // entry export them keeps it the one file a page loads, instead of a separate common chunk.
      rolldownOptions: { preserveEntrySignatures: 'allow-extension', output: { minify: true, comments: { annotation: false, jsdoc: false, legal: false } } },
      lib: {
        entry: path.join(root, entry),
        formats: [format],
        name,
        fileName: () => fileName,
      },
    },
  });
}

/** Node packages the server imports at run time rather than bundling (they are dependencies of the package). */
const SERVER_EXTERNALS = ['socket.io', 'ioredis', '@socket.io/redis-adapter'];

/** The game server as one ES module for Node: its code and the engine bundled, Node's modules and SERVER_EXTERNALS imported. */
async function bundleServer() {
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    build: {
      outDir: dist,
      emptyOutDir: false,
      ssr: path.join(root, 'server/index.ts'),
      target: 'node20',
      minify: false,
      sourcemap: false,
      reportCompressedSize: false,
      rolldownOptions: { external: [/^node:/, ...SERVER_EXTERNALS], output: { entryFileNames: 'server.js', format: 'es' } },
    },
  });
}

/** Fails the build if the engine bundle pulled in Lit or touches the DOM. */
function assertEngineIsPure() {
  const code = readFileSync(path.join(dist, 'engine.js'), 'utf8');
  const leaks = ['lit-html', 'customElements', 'document.', 'window.'].filter((s) => code.includes(s));
  if (leaks.length > 0) {
    throw new Error(`dist/engine.js must not depend on Lit or the DOM, found: ${leaks.join(', ')}`);
  }
}

/**
 * The widget never opens a connection and the connector never draws: fails the build if the
 * Socket.IO client leaked into the widget, or Lit into the connector.
 */
function assertOnlineIsSeparate() {
  const widget = readFileSync(path.join(dist, 'royal-ur.js'), 'utf8');
  const connector = readFileSync(path.join(dist, 'online.js'), 'utf8');
  const leaks = [
    ...['engine.io', 'socket.io'].filter((s) => widget.includes(s)).map((s) => `dist/royal-ur.js has ${s}`),
    ...['lit-html', 'customElements'].filter((s) => connector.includes(s)).map((s) => `dist/online.js has ${s}`),
  ];
  if (leaks.length > 0) throw new Error(`the widget and the online connector must stay apart: ${leaks.join(', ')}`);
}

/**
 * Escapes every non-ASCII character as \\uXXXX. A classic <script src> on a page without a UTF-8
 * charset is decoded as windows-1252, which would garble the translated strings; the minified
 * bundles have no comments, so every such character sits in a string, template or regex, where
 * the escape means the same character.
 */
function asciiOnly(file) {
  const target = path.join(dist, file);
  const code = readFileSync(target, 'utf8');
  const escaped = code.replace(/[^\x00-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  writeFileSync(target, escaped);
}

/**
 * The bundler's namespace helper (`export * as core`) copies a module's exports with
 * `for (var k in all) defineProperty(target, k, { get: all[k] })`: a page that put an enumerable
 * value on Object.prototype (`Object.prototype.flag = 1`) makes it throw "Getter must be a
 * function" and the bundle never registers. Only own keys are copied after this patch; the build
 * fails if the helper is not found, so a bundler update that changes it cannot slip through.
 */
function guardExportHelper(file) {
  const target = path.join(dist, file);
  const code = readFileSync(target, 'utf8');
  const helper = /for\(var (\w+) in (\w+)\)(\w+)\((\w+),\1,\{get:\2\[\1\],enumerable:!0\}\)/g;
  let found = 0;
  const patched = code.replace(helper, (_, key, all, define, into) => {
    found++;
    return `for(var ${key} in ${all})Object.prototype.hasOwnProperty.call(${all},${key})&&${define}(${into},${key},{get:${all}[${key}],enumerable:!0})`;
  });
  if (found === 0 && /for\(var \w+ in \w+\)\w+\(\w+,\w+,\{get:/.test(code)) throw new Error(`${file}: the export helper changed shape; update guardExportHelper`);
  writeFileSync(target, patched);
}

function kb(bytes) {
  return (bytes / 1024).toFixed(2);
}

function printSizes() {
  const rows = readdirSync(dist)
    .filter((f) => f.endsWith('.js'))
    .sort()
    .map((f) => {
      const code = readFileSync(path.join(dist, f));
      return { file: `dist/${f}`, raw: code.length, gzip: gzipSync(code, { level: 9 }).length };
    });
  const width = Math.max(...rows.map((r) => r.file.length), 'file'.length);
  const line = (a, b, c) => `${a.padEnd(width)}  ${b.padStart(10)}  ${c.padStart(10)}`;
  console.log('\nBundle sizes (KB)');
  console.log(line('file', 'raw', 'gzip'));
  for (const r of rows) console.log(line(r.file, kb(r.raw), kb(r.gzip)));
  // The widget is self-contained (Lit, engine, AI worker inlined): one file is the whole download.
  const widget = rows.find((r) => r.file === 'dist/royal-ur.js');
  const iife = rows.find((r) => r.file === 'dist/royal-ur.iife.js');
  const worst = Math.max(widget?.gzip ?? 0, iife?.gzip ?? 0);
  const verdict = worst <= WIDGET_GZIP_BUDGET_KB * 1024 ? 'OK' : 'OVER BUDGET';
  console.log(
    `\nwidget total (self-contained, gzip): ES ${kb(widget?.gzip ?? 0)} KB, IIFE ${kb(iife?.gzip ?? 0)} KB` +
      ` — aim: widget ≤ ${WIDGET_GZIP_BUDGET_KB} KB gzipped: ${verdict}`,
  );
}

function fail(message) {
  console.error(`\nbuild failed: ${message}`);
  process.exit(1);
}

for (const entry of ['src/engine/index.ts', 'src/royal-ur.ts', 'src/online/index.ts']) {
  if (!existsSync(path.join(root, entry))) fail(`missing entry ${entry}`);
}
try {
  await bundle({ entry: 'src/engine/index.ts', fileName: 'engine.js', format: 'es', workerFormat: 'es', emptyOutDir: true });
  assertEngineIsPure();
  await bundle({ entry: 'src/royal-ur.ts', fileName: 'royal-ur.js', format: 'es', workerFormat: 'es' });
  await bundle({ entry: 'src/royal-ur.ts', fileName: 'royal-ur.iife.js', format: 'iife', name: 'RoyalUr', workerFormat: 'iife' });
  await bundle({ entry: 'src/online/index.ts', fileName: 'online.js', format: 'es', workerFormat: 'es' });
  assertOnlineIsSeparate();
  for (const file of ['engine.js', 'royal-ur.js', 'royal-ur.iife.js', 'online.js']) {
    guardExportHelper(file);
    asciiOnly(file);
  }
  await bundleServer();
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
printSizes();
