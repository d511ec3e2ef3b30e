// @ts-check
/** Post-processing of built files: a further minification pass, ASCII only, the bundler's export helper made safe, a part's imports asked for with it. */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { minify } from 'terser';
import { builtScripts, dist, staticClosure } from './paths.mjs';

/**
 * Minifies the self-contained files once more with terser, which finds about 0.25 KB (gzipped) more
 * than the bundler's own minifier in the first load. It keeps the bundler's names: renaming them
 * again gzips worse. `module`: the files are ES modules.
 */
export async function minifyFurther(files, module) {
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

/**
 * Escapes every non-ASCII character as \\uXXXX. A classic <script src> on a page without a UTF-8
 * charset is decoded as windows-1252, which would garble the translated strings; the minified
 * bundles have no comments, so every such character sits in a string, template or regex, where
 * the escape means the same character. Module scripts are always read as UTF-8 and would not need
 * it, but it costs them nothing measurable gzipped (0.01 KB), so every file gets the one rule.
 */
export function asciiOnly(file) {
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
export function guardExportHelper(file) {
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

/**
 * An on-demand chunk's own static imports are found only once it has arrived and been parsed: a
 * second round of requests after the first, often more. So in each on-demand chunk of `dir`, an
 * `import("./x.js")` also asks at once for the chunks x.js imports statically, transitively, that
 * the importer has not loaded already (`import()` of a module already loaded or on its way costs
 * nothing more). The first load (the closure of `entry`) is left alone: its budget has no room for
 * the lists, and the parts it asks for first import nothing statically that it has not loaded.
 * Runs before the classic build, which turns every `import()` here into a part's load.
 */
export function fetchImportsAhead(dir, entry) {
  const firstLoad = staticClosure(entry);
  for (const file of builtScripts(dir)) {
    if (firstLoad.has(file)) continue;
    const target = path.join(dist, file);
    const code = readFileSync(target, 'utf8');
    const loaded = staticClosure(file);
    const patched = code.replace(/\bimport\(\s*(["'])\.\/([\w.-]+\.js)\1\s*\)/g, (call, _quote, name) => {
      const part = path.posix.join(dir, name);
      const ahead = [...staticClosure(part)].filter((f) => f !== part && !loaded.has(f) && !firstLoad.has(f));
      // A failure to load one of them fails the part's own import(), which its caller handles.
      const early = ahead.map((f) => `import(${JSON.stringify(`./${path.posix.basename(f)}`)}).catch(()=>{})`);
      return early.length ? `(${early.join(',')},${call})` : call;
    });
    writeFileSync(target, patched);
  }
}
