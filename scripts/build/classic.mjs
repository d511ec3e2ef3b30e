// @ts-check
/** The classic script (dist/royal-ur.iife.js) and its parts, linked from the ES bundle's chunks. */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { rolldown } from 'rolldown';
import { fullMinify } from './bundles.mjs';
import { BINDING_CLAUSE, bindingPairs, bindingsFrom, dist, root, staticClosure, staticImports } from './paths.mjs';

/** Where the classic script's parts go, below dist/ (beside bundled/, so that `../` finds the worker file from both). */
export const CLASSIC_DIR = 'classic';

/**
 * The classic script, made from the ES bundle's own chunks so that the two cannot drift apart:
 * dist/royal-ur.iife.js runs what the ES bundle loads first; every on-demand chunk becomes a classic
 * file in dist/classic/ that the script adds on first use (src/classic/parts.ts). A classic page so
 * loads no more before the board is playable than a module page, and each chunk still runs once.
 */
export async function buildClassic() {
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
      // Always the module's namespace (a part with only a default export, such as a language file, too).
      exports: 'named',
      ...fullMinify,
      globals: (id) => `modules[${imports.indexOf(path.posix.basename(id))}]`,
    });
    await build.close();
    // A part that exports nothing and only runs (en/play.ts adds English's words) gets no `part`, yet
    // marks an `exports` it never declares: both are one empty namespace.
    const code = output[0].code;
    const exportsObject = /\bexports\b/.test(code) ? 'var exports={},part=exports;' : '';
    writeFileSync(
      path.join(dist, CLASSIC_DIR, file),
      `${registry}.define(${JSON.stringify(file)},${JSON.stringify(imports)},(modules)=>{${exportsObject}${code}return part});\n`,
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
