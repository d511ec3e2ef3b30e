// Builds the library bundles with Vite's JS API, emits type declarations, prints a size report.
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
//   dist/online.js             ES module, the online connector (royal-ur/online, Socket.IO client inlined)
//   dist/types/                .d.ts files (tsc -p tsconfig.build.json)
//   dist/server.js             the game server for Node (`royal-ur/server`), its types in dist/server-types/
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { rolldown } from 'rolldown';
import { minify } from 'terser';
import ts from 'typescript';
import { build } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
/**
 * Gzipped KB a page loads before the board is playable, per self-contained file (with what it
 * imports statically); the build fails above them. The aim is 30 (issue 13), which both met until
 * issue 20 drew coordinates, marked whole turns, said moves in words and loads the move list (0.6 KB);
 * these budgets sit just above the sizes reached, so that nothing grows unnoticed. The first load
 * is the element, Lit and the part of the engine the element uses (the entry does not re-export the
 * engine). What only some boards show (other languages, the rules panel, the computer and its
 * hints, the game-over panel, tile kinds Finkel lacks, sounds, the review, the words of an online
 * connection) comes later, for the classic script as well; it carries its part loader and the
 * frozen `window.RoyalUr` besides (0.3 KB more than the ES file).
 */
const BUDGETS_KB = { 'royal-ur.bundled.js': 30.4, 'royal-ur.iife.js': 30.7 };
const WORKER_FILE = 'royal-ur-ai.js';
/**
 * Modules the element imports only on first use (dynamic import()): they stay out of the first load
 * (the AI's client too, with the worker's Trusted Types voucher: the first computer move or hint).
 */
const ON_DEMAND =
  /\/src\/(element\/i18n\/(pt|it|de|fr|french|en-how-to-play|review|connection)\.ts|element\/(help(-styles)?|computer|game-over|hint-bar|move-list|tile-art)\.ts|element\/sound\.ts|element\/review\/|ai\/(?!level-names)|trusted-script-url\.ts|engine\/(describe-move|random)\.ts)/;
/** Lit's packages: the app's bundler provides them to the npm build (one copy for the app and us). */
const LIT = /^(lit|lit-html|lit-element|@lit\/reactive-element)(\/|$)/;

/**
 * How a built bundle starts its worker (src/ai/worker-location.ts does it for source): from the
 * worker file next to the bundle, found from import.meta.url (an app's bundler sees the pattern and
 * copies the file) of the AI client's chunk, one below dist/ (assertWorkerIsAFile checks it). The
 * classic script's parts are one below dist/ too, and get their own URL for import.meta.url.
 */
function workerLocation() {
  const opener = JSON.stringify(path.join(root, 'src/ai/worker-file.ts'));
  const code = `import { openWorkerFile } from ${opener};
export function startWorker() { return openWorkerFile(new URL(/* @vite-ignore */ '../${WORKER_FILE}', import.meta.url)); }
`;
  return {
    name: 'royal-ur:worker-location',
    enforce: 'pre',
    load(id) {
      return id.replaceAll('\\', '/').endsWith('/src/ai/worker-location.ts') ? code : undefined;
    },
  };
}

/**
 * Shortens what only tools read: the element's CSS templates lose comments and spare white space,
 * its html`` and svg`` templates their line breaks and indents, and the attribute table its `doc`
 * texts, types, defaults and controls (they feed the custom-elements manifest and Storybook, which
 * read the source; the element reads an attribute's default from its parser). The bundles behave
 * the same; they are just smaller.
 */
function compactSources() {
  const minifyCss = (text) =>
    text
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\s+/g, ' ')
      .replace(/\s*([{};,])\s*/g, '$1')
      .replace(/:\s+/g, ':')
      .replace(/;}/g, '}')
      .replace(/\s*([>/])\s*/g, '$1')
      .replace(/([\s:(,])0\.(?=\d)/g, '$1.')
      .trim();
  return {
    name: 'royal-ur:compact-sources',
    enforce: 'pre',
    transform(source, id) {
      const file = id.replaceAll('\\', '/');
      if (!/\/src\/element\/.*\.ts$/.test(file)) return undefined;
      let code = source;
      if (
        /\/src\/element\/((help-)?styles|game-over|hint-bar|move-list|tile-art)\.ts$/.test(file) ||
        file.includes('/src/element/review/')
      ) {
        code = code.replace(/\bcss`([^`$]*)`/g, (_, text) => `css\`${minifyCss(text)}\``);
      }
      if (file.endsWith('/src/element/attributes.ts')) {
        // Entries' `doc:` values are single template or quoted strings on their own property;
        // `type:`, `default:` and `control:` (for the manifest and Storybook) fit on their line.
        code = code
          .replace(/\n\s*doc: (`(?:[^`\\]|\\.)*`|'[^']*'|"[^"]*"),?(?=\n)/g, '')
          .replace(/\n\s*(?:type|default|control): [^\n]*,(?=\n)/g, '');
      }
      code = collapseTemplateLines(code, file);
      return code === source ? undefined : code;
    },
  };
}

/**
 * White space with a line break in the static text of Lit's html`` and svg`` templates, as one
 * space: it draws the same (no template of the element keeps white space as written).
 */
function collapseTemplateLines(code, file) {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const parts = [];
  const visit = (node) => {
    if (ts.isTaggedTemplateExpression(node) && ts.isIdentifier(node.tag) && ['html', 'svg'].includes(node.tag.text)) {
      const { template } = node;
      parts.push(
        ...(ts.isNoSubstitutionTemplateLiteral(template)
          ? [template]
          : [template.head, ...template.templateSpans.map((span) => span.literal)]),
      );
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  // From the end, so that each part's offsets still hold.
  for (const part of parts.sort((a, b) => b.end - a.end)) {
    const start = part.getStart(source);
    code = code.slice(0, start) + code.slice(start, part.end).replace(/\s*\n\s*/g, ' ') + code.slice(part.end);
  }
  return code;
}

const shared = {
  configFile: false,
  root,
  logLevel: 'warn',
  publicDir: false,
  // Lit picks its production build from export conditions; anything else reading NODE_ENV too.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
};
// Vite keeps whitespace and /* @__PURE__ */ comments in ES lib output; these bundles are final
// artefacts, so minify them fully.
const fullMinify = { minify: true, comments: { annotation: false, jsdoc: false, legal: false } };

/** One library bundle: entries in one output format. */
async function bundle({
  entry,
  format,
  name,
  external,
  chunkDir = 'chunks',
  codeSplitting,
  plugins = [],
  emptyOutDir = false,
}) {
  await build({
    ...shared,
    plugins,
    build: {
      outDir: dist,
      emptyOutDir,
      target: 'es2022',
      minify: true,
      sourcemap: false,
      reportCompressedSize: false,
      rolldownOptions: {
        external,
        output: { ...fullMinify, chunkFileNames: `${chunkDir}/[name]-[hash].js`, codeSplitting },
      },
      lib: {
        entry: Object.fromEntries(Object.entries(entry).map(([file, source]) => [file, path.join(root, source)])),
        formats: [format],
        name,
        fileName: (_format, entryName) => `${entryName}.js`,
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
      rolldownOptions: {
        external: [/^node:/, ...SERVER_EXTERNALS],
        output: { entryFileNames: 'server.js', format: 'es' },
      },
    },
  });
}

/** `file` and every file it imports statically, transitively (paths relative to dist/): what a page loads with it. */
function staticClosure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(path.join(dist, file), 'utf8');
  for (const spec of staticImports(code)) staticClosure(path.posix.join(path.posix.dirname(file), spec), seen);
  return seen;
}

/** The relative specifiers a minified ES file imports statically: `import{a as b}from"./x.js"`, `import"./x.js"`, `export{a}from"./x.js"`; never `import(`. */
function staticImports(code) {
  return [...code.matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{},\s]+?from\s*)?["'](\.[^"']+)["']/g)].map(
    ([, spec]) => spec,
  );
}

/** A minified ES file's `import{b as e,y}from"./x.js"` and `export{f as F}from"./x.js"`: the opening, the list, the rest, the specifier. */
const BINDING_CLAUSE = /(?<=^|[;}\s])((?:import|export)\s*\{)([^}]*)(\}\s*from\s*["']([^"']+)["'])/g;

/** A clause's list as pairs of the name exported and the name given: `b as e,y` is [b, e], [y, y]. */
const bindingPairs = (list) =>
  list
    .split(',')
    .map((item) => item.trim().split(/\s+as\s+/))
    .map(([name, as = name]) => [name, as]);

/** The bindings a minified ES file takes from `spec`: pairs of the name `spec` exports and the name the file gives it. */
function bindingsFrom(code, spec) {
  return [...code.matchAll(BINDING_CLAUSE)]
    .filter(([, , , , from]) => from === spec)
    .flatMap(([, , list]) => bindingPairs(list));
}

const loadedWith = (file) => [...staticClosure(file)].map((f) => readFileSync(path.join(dist, f), 'utf8')).join('\n');

/**
 * Minifies the self-contained files once more with terser, which finds about 0.25 KB (gzipped) more
 * than the bundler's own minifier in the first load. It keeps the bundler's names: renaming them
 * again gzips worse. `module`: the files are ES modules.
 */
async function minifyFurther(files, module) {
  for (const file of files) {
    const target = path.join(dist, file);
    const { code } = await minify(readFileSync(target, 'utf8'), {
      module,
      ecma: 2022,
      compress: { passes: 2 },
      mangle: false,
      format: { comments: false },
    });
    writeFileSync(target, code);
  }
}

/** Where the classic script's parts go, below dist/ (beside bundled/, so that `../` finds the worker file from both). */
const CLASSIC_DIR = 'classic';

/**
 * The classic script, made from the ES bundle's own chunks so that the two cannot drift apart:
 * dist/royal-ur.iife.js runs what the ES bundle loads first; every on-demand chunk becomes a classic
 * file in dist/classic/ that the script adds on first use (src/classic/parts.ts). A classic page so
 * loads no more before the board is playable than a module page, and each chunk still runs once.
 */
async function buildClassic() {
  const esEntry = 'royal-ur.bundled.js';
  const first = [...staticClosure(esEntry)].filter((file) => file !== esEntry).map((file) => path.posix.basename(file));
  const parts = readdirSync(path.join(dist, 'bundled')).filter((file) => file.endsWith('.js') && !first.includes(file));
  const codeOf = (file) => readFileSync(path.join(dist, 'bundled', file), 'utf8');
  // The registry's key names this build (the first-load chunk's hashed name): two builds on one page keep apart.
  const registryKey = `royal-ur.parts:${first.join()}`;
  const registry = `globalThis[Symbol.for(${JSON.stringify(registryKey)})]`;
  // The script's own module that makes the registry: first-load chunks import it, parts find it by its key.
  const registryModule = '\0royal-ur:classic-registry';
  // The first load hands the parts an array per first-load chunk: the values they import of it, in
  // this order (its exports are consts, functions and classes, set once as it runs); a part reads them by index.
  const handedOn = Object.fromEntries(
    first.map((file) => [
      file,
      [...new Set(parts.flatMap((part) => bindingsFrom(codeOf(part), `./${file}`).map(([name]) => name)))],
    ]),
  );
  const firstLoaded = (spec) => handedOn[spec.replace(/^\.\//, '')];
  const byIndex = (clause, open, list, close, spec) =>
    firstLoaded(spec)
      ? `${open}${bindingPairs(list).map(([name, as]) => `"${firstLoaded(spec).indexOf(name)}" as ${as}`)}${close}`
      : clause;
  /** A chunk's code with import() and import.meta.url in their classic forms, a part's imports of the first load by index. */
  const classicForm = (file, code) => {
    const isFirst = first.includes(file);
    const named = [...code.matchAll(BINDING_CLAUSE)].filter(([, , , , spec]) => firstLoaded(spec)).length;
    if (!isFirst && named !== staticImports(code).filter(firstLoaded).length)
      throw new Error(
        `bundled/${file}: imports the first load other than by name, which the classic build does not know`,
      );
    const indexed = isFirst ? code : code.replace(BINDING_CLAUSE, byIndex);
    const rewritten = indexed
      .replace(
        /\bimport\(\s*([`'"])\.\/([\w.-]+\.js)\1\s*\)/g,
        (_, _quote, part) => `royalUrParts.load(${JSON.stringify(part)})`,
      )
      .replaceAll('import.meta.url', `royalUrParts.url(${JSON.stringify(file)})`);
    if (/\bimport\(|import\.meta/.test(rewritten))
      throw new Error(`bundled/${file}: an import() or import.meta the classic build does not know`);
    if (rewritten === indexed) return indexed;
    return `${isFirst ? `import { royalUrParts } from ${JSON.stringify(registryModule)};` : `const royalUrParts = ${registry};`}\n${rewritten}`;
  };
  const esFile = (id) => (id.startsWith(dist) && id.endsWith('.js') ? path.basename(id) : null);
  const fromEs = {
    name: 'royal-ur:classic-form',
    load: (id) =>
      esFile(id) && esFile(id) !== esEntry ? classicForm(esFile(id), readFileSync(id, 'utf8')) : undefined,
  };

  mkdirSync(path.join(dist, CLASSIC_DIR), { recursive: true });
  for (const file of parts) {
    // The chunks it imports (parts, or the first load's) come to it as `modules`, in this order.
    const imports = [...new Set(staticImports(codeOf(file)).map((spec) => path.posix.basename(spec)))];
    const build = await rolldown({
      input: path.join(dist, 'bundled', file),
      external: (id) => /^\.\/[\w.-]+\.js$/.test(id),
      plugins: [fromEs],
      logLevel: 'warn',
    });
    const { output } = await build.generate({
      format: 'iife',
      name: 'part',
      ...fullMinify,
      globals: (id) => `modules[${imports.indexOf(path.posix.basename(id))}]`,
    });
    await build.close();
    writeFileSync(
      path.join(dist, CLASSIC_DIR, file),
      `${registry}.define(${JSON.stringify(file)},${JSON.stringify(imports)},(modules)=>{${output[0].code}return part});\n`,
    );
  }

  // `window.RoyalUr` gets the ES entry's exports (it only re-exports the first-load chunks).
  const entryCode = readFileSync(path.join(dist, esEntry), 'utf8');
  const unexpected = entryCode.replace(/export\s*\{[^}]*\}\s*from\s*["'][^"']+["'];?/g, '').trim();
  if (unexpected)
    throw new Error(
      `${esEntry}: the classic build expects only export{...}from"..." statements, found: ${unexpected.slice(0, 80)}`,
    );
  const api = first
    .flatMap((file, i) => bindingsFrom(entryCode, `./bundled/${file}`).map(([name, as]) => [as, `first${i}_${name}`]))
    .sort(([a], [b]) => (a < b ? -1 : 1));
  const imported = (file, i) =>
    [...new Set([...handedOn[file], ...bindingsFrom(entryCode, `./bundled/${file}`).map(([name]) => name)])].map(
      (name) => `${name} as first${i}_${name}`,
    );
  const entry = '\0royal-ur:classic-entry';
  const source = (file) => JSON.stringify(path.join(root, 'src/classic', file));
  const modules = {
    // Evaluated first: the registry must read document.currentScript, and exist before the board asks for a part.
    [registryModule]: `import { partRegistry } from ${source('parts.ts')};
export const royalUrParts = partRegistry(${JSON.stringify(registryKey)}, ${JSON.stringify(`${CLASSIC_DIR}/`)});`,
    [entry]: `import { royalUrParts } from ${JSON.stringify(registryModule)};
import { publishGlobal } from ${source('global.ts')};
${first.map((file, i) => `import { ${imported(file, i).join(', ')} } from ${JSON.stringify(path.join(dist, 'bundled', file))};`).join('\n')}
${first.map((file, i) => `royalUrParts.define(${JSON.stringify(file)}, [], () => [${handedOn[file].map((name) => `first${i}_${name}`).join(', ')}]);`).join('\n')}
publishGlobal({ ${api.map(([as, local]) => `${JSON.stringify(as)}: ${local}`).join(', ')} });`,
  };
  const virtual = {
    name: 'royal-ur:classic-entry',
    resolveId: (id) => (id in modules ? id : undefined),
    load: (id) => modules[id],
  };
  const build = await rolldown({ input: entry, plugins: [virtual, fromEs], logLevel: 'warn' });
  await build.write({ file: path.join(dist, 'royal-ur.iife.js'), format: 'iife', ...fullMinify });
  await build.close();
}

/** Fails the build if the engine entry pulled in Lit or touches the DOM, or left Lit out of the npm widget. */
function assertEngineIsPure() {
  const code = loadedWith('engine.js');
  const leaks = ['lit-html', 'customElements', 'document.', 'window.'].filter((s) => code.includes(s));
  if (leaks.length > 0) {
    throw new Error(`dist/engine.js must not depend on Lit or the DOM, found: ${leaks.join(', ')}`);
  }
  if (!/from\s*["']lit["']/.test(loadedWith('royal-ur.js')))
    throw new Error('dist/royal-ur.js must import lit, not carry its own copy');
}

/**
 * The widget never opens a connection and the connector never draws: fails the build if the
 * Socket.IO client leaked into the widget, or Lit into the connector.
 */
function assertOnlineIsSeparate() {
  const leaks = [
    ...['royal-ur.js', 'royal-ur.bundled.js', 'royal-ur.iife.js'].flatMap((widget) => {
      const code = loadedWith(widget);
      return ['engine.io', 'socket.io'].filter((s) => code.includes(s)).map((s) => `dist/${widget} has ${s}`);
    }),
    ...['lit-html', 'customElements']
      .filter((s) => loadedWith('online.js').includes(s))
      .map((s) => `dist/online.js has ${s}`),
  ];
  if (leaks.length > 0) throw new Error(`the widget and the online connector must stay apart: ${leaks.join(', ')}`);
}

/** Each widget build must start its worker from the worker file, never from an inline blob, with a path that finds it. */
function assertWorkerIsAFile() {
  if (!existsSync(path.join(dist, WORKER_FILE))) throw new Error(`dist/${WORKER_FILE} is missing`);
  // The AI client is a chunk loaded with the first computer move or hint: search each build's files.
  for (const [widget, chunkDir] of [
    ['royal-ur.js', 'chunks'],
    ['royal-ur.bundled.js', 'bundled'],
  ]) {
    const starts = [widget, ...builtScripts(chunkDir)].flatMap((file) =>
      [
        ...readFileSync(path.join(dist, file), 'utf8').matchAll(
          /new URL\([`'"]([^`'"]*royal-ur-ai\.js)[`'"],import\.meta\.url\)/g,
        ),
      ].map(([, spec]) => path.posix.join(path.posix.dirname(file), spec)),
    );
    if (starts.length !== 1 || starts[0] !== WORKER_FILE)
      throw new Error(
        `dist/${widget} must start its worker from ${WORKER_FILE}, found: ${starts.join(', ') || 'nothing'}`,
      );
  }
  const classicStarts = builtScripts(CLASSIC_DIR).filter((file) =>
    readFileSync(path.join(dist, file), 'utf8').includes(`../${WORKER_FILE}`),
  );
  if (classicStarts.length !== 1)
    throw new Error(
      `one part of dist/royal-ur.iife.js must start its worker from ../${WORKER_FILE}, found: ${classicStarts.join(', ') || 'none'}`,
    );
}

/** Every .js file below dist/ (paths relative to it), the server's aside. */
function builtScripts(dir = '') {
  return readdirSync(path.join(dist, dir)).flatMap((name) => {
    const file = path.posix.join(dir, name);
    if (statSync(path.join(dist, file)).isDirectory())
      return name === 'types' || name === 'server-types' ? [] : builtScripts(file);
    return name.endsWith('.js') && file !== 'server.js' ? [file] : [];
  });
}

/**
 * Escapes every non-ASCII character as \\uXXXX. A classic <script src> on a page without a UTF-8
 * charset is decoded as windows-1252, which would garble the translated strings; the minified
 * bundles have no comments, so every such character sits in a string, template or regex, where
 * the escape means the same character. Module scripts are always read as UTF-8 and would not need
 * it, but it costs them nothing measurable gzipped (0.01 KB), so every file gets the one rule.
 */
function asciiOnly(file) {
  const target = path.join(dist, file);
  const code = readFileSync(target, 'utf8');
  // Everything outside printable ASCII is escaped, so the range starts at NUL on purpose.
  // eslint-disable-next-line no-control-regex
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
  if (found === 0 && /for\(var \w+ in \w+\)\w+\(\w+,\w+,\{get:/.test(code))
    throw new Error(`${file}: the export helper changed shape; update guardExportHelper`);
  writeFileSync(target, patched);
}

function kb(bytes) {
  return (bytes / 1024).toFixed(2);
}

function gzipped(file) {
  return gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
}

/** Prints every file's size, then what each self-contained widget makes a page load; fails over budget. */
function printSizes() {
  const rows = [...builtScripts(), 'server.js']
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
  if (over.length > 0) fail(over.join('; '));
}

function fail(message) {
  console.error(`\nbuild failed: ${message}`);
  process.exit(1);
}

for (const entry of [
  'src/engine/index.ts',
  'src/royal-ur.ts',
  'src/royal-ur.bundled.ts',
  'src/classic/parts.ts',
  'src/ai/worker.ts',
  'src/online/index.ts',
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
    codeSplitting: { groups: [{ name: 'widget', test: (id) => !ON_DEMAND.test(id.replaceAll('\\', '/')) }] },
    plugins: [workerLocation(), compactSources()],
  });
  await minifyFurther(['royal-ur.bundled.js', ...builtScripts('bundled')], true);
  await buildClassic();
  await minifyFurther(['royal-ur.iife.js', ...builtScripts(CLASSIC_DIR)], false);
  await bundle({ entry: { 'royal-ur-ai': 'src/ai/worker.ts' }, format: 'iife', name: 'RoyalUrAi' });
  await bundle({ entry: { online: 'src/online/index.ts' }, format: 'es' });
  assertEngineIsPure();
  assertOnlineIsSeparate();
  assertWorkerIsAFile();
  for (const file of builtScripts()) {
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
