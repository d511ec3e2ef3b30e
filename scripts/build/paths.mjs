// @ts-check
/** Where the build writes, and reading what it wrote: the built files and the static imports between them. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const dist = path.join(root, 'dist');

export const WORKER_FILE = 'royal-ur-ai.js';
/** Bell's learned weights: a classic script beside the worker file, which adds it for a bell game only. */
export const BELL_WEIGHTS_FILE = 'royal-ur-ai-bell.js';
/** A race variant's learned weights (src/ai/learned/weights-<variant>.ts): a classic script beside the worker file, added with that variant's first request. */
export const weightsFile = (variant) => `royal-ur-ai-${variant}.js`;
/** The global each weights file sets: the worker reads it right after adding the file. */
export const WEIGHTS_GLOBAL = 'RoyalUrAiWeights';

/** The race variants with learned weights: one src/ai/learned/weights-<variant>.ts each. */
export function weightVariants() {
  return readdirSync(path.join(root, 'src/ai/learned'))
    .map((name) => /^weights-(\w+)\.ts$/.exec(name)?.[1])
    .filter((variant) => variant !== undefined)
    .sort();
}

/** The game server's modules and the board drawn on a server (royal-ur/ssr) in dist/ (bundles.mjs): for Node, not for pages. */
export const SERVER_SCRIPTS = ['server.js', 'server-core.js', 'server-main.js', 'ssr.js'];

/** Every .js file below dist/ (paths relative to it), the server's aside. */
export function builtScripts(dir = '') {
  return readdirSync(path.join(dist, dir)).flatMap((name) => {
    const file = path.posix.join(dir, name);
    if (statSync(path.join(dist, file)).isDirectory())
      return name === 'types' || name === 'server-types' || name === 'ssr' ? [] : builtScripts(file);
    return name.endsWith('.js') && !SERVER_SCRIPTS.includes(file) ? [file] : [];
  });
}

/** `file` and every file it imports statically, transitively (paths relative to dist/): what a page loads with it. */
export function staticClosure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(path.join(dist, file), 'utf8');
  for (const spec of staticImports(code)) staticClosure(path.posix.join(path.posix.dirname(file), spec), seen);
  return seen;
}

/** The relative specifiers a minified ES file imports statically: `import{a as b}from"./x.js"`, `import"./x.js"`, `export{a}from"./x.js"`; never `import(`. */
export function staticImports(code) {
  return [...code.matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{},\s]+?from\s*)?["'](\.[^"']+)["']/g)].map(
    ([, spec]) => spec,
  );
}

/** A minified ES file's `import{b as e,y}from"./x.js"` and `export{f as F}from"./x.js"`: the opening, the list, the rest, the specifier. */
export const BINDING_CLAUSE = /(?<=^|[;}\s])((?:import|export)\s*\{)([^}]*)(\}\s*from\s*["']([^"']+)["'])/g;

/** A clause's list as pairs of the name exported and the name given: `b as e,y` is [b, e], [y, y]. */
export const bindingPairs = (list) =>
  list
    .split(',')
    .map((item) => item.trim().split(/\s+as\s+/))
    .map(([name, as = name]) => [name, as]);

/** The bindings a minified ES file takes from `spec`: pairs of the name `spec` exports and the name the file gives it. */
export function bindingsFrom(code, spec) {
  return [...code.matchAll(BINDING_CLAUSE)]
    .filter(([, , , , from]) => from === spec)
    .flatMap(([, , list]) => bindingPairs(list));
}

export const loadedWith = (file) =>
  [...staticClosure(file)].map((f) => readFileSync(path.join(dist, f), 'utf8')).join('\n');
