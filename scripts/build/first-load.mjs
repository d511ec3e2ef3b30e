// @ts-check
/**
 * What a page loads first, decided by the import graph: the source modules an entry reaches
 * through static imports. A dynamic `import()` is a boundary: what lies behind it (a language, the
 * rules panel, the computer players) is a part of its own, loaded on first use. Type-only imports
 * count for nothing (TypeScript drops them), and an import through a barrel (a module of nothing
 * but `export … from`, such as src/engine/index.ts) reaches only the modules of the names it takes.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** @param {string} file */
const parse = (file) =>
  ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);

/** @param {readonly import('typescript').ImportSpecifier[] | readonly import('typescript').ExportSpecifier[]} elements */
const allTypes = (elements) => elements.length > 0 && elements.every((element) => element.isTypeOnly);

/**
 * The names a non-type import or export declaration takes from its module: a list, `null` for the
 * whole module (a namespace, a side-effect import, `export *`), or `[]` when it brings only types.
 * @param {import('typescript').ImportDeclaration | import('typescript').ExportDeclaration} node
 * @returns {string[] | null}
 */
function namesTaken(node) {
  if (ts.isImportDeclaration(node)) {
    const clause = node.importClause;
    if (!clause) return null;
    if (clause.isTypeOnly) return [];
    const bindings = clause.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) return null;
    const named = bindings && ts.isNamedImports(bindings) ? bindings.elements : [];
    if (!clause.name && allTypes(named)) return [];
    return [
      ...(clause.name ? ['default'] : []),
      ...named.filter((e) => !e.isTypeOnly).map((e) => (e.propertyName ?? e.name).text),
    ];
  }
  if (node.isTypeOnly) return [];
  const clause = node.exportClause;
  if (!clause || ts.isNamespaceExport(clause)) return null;
  if (allTypes(clause.elements)) return [];
  return clause.elements.filter((e) => !e.isTypeOnly).map((e) => (e.propertyName ?? e.name).text);
}

/** @param {string} from @param {string} specifier */
function resolve(from, specifier) {
  if (!specifier.startsWith('.')) return null; // a package: not followed
  const target = path.resolve(path.dirname(from), specifier.replace(/\.js$/, '.ts'));
  return existsSync(target) ? target : null;
}

/**
 * A module's static imports and re-exports: target file, the names taken (null: all) and, for a
 * re-export, the names it gives (null for `export *`).
 * @param {string} file
 */
function declarations(file) {
  const source = parse(file);
  const found = [];
  let barrel = true;
  for (const node of source.statements) {
    const isImport = ts.isImportDeclaration(node);
    if ((isImport || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      const target = resolve(file, /** @type {import('typescript').StringLiteral} */ (node.moduleSpecifier).text);
      const taken = namesTaken(node);
      if (isImport) barrel = false;
      if (!target || (taken && taken.length === 0)) continue;
      const clause = !isImport ? node.exportClause : undefined;
      const given =
        isImport || !clause
          ? null
          : ts.isNamespaceExport(clause)
            ? [clause.name.text]
            : clause.elements.map((e) => e.name.text);
      found.push({ target, taken, given, reexport: !isImport, namespace: !!clause && ts.isNamespaceExport(clause) });
    } else barrel = false;
  }
  return { found, barrel };
}

/**
 * Every source module `entry` loads before anything on demand, each with the chain of static
 * imports that brought it in (entry first), so that a check can say why a module is there.
 * @param {string} entry
 * @returns {Map<string, string[]>}
 */
export function firstLoadModules(entry) {
  /** @type {Map<string, string[]>} */
  const loaded = new Map();
  /** @param {string} file @param {string[] | null} names @param {string[]} chain */
  const reach = (file, names, chain) => {
    const { found, barrel } = declarations(file);
    if (!barrel) {
      if (loaded.has(file)) return;
      loaded.set(file, [...chain, file]);
      for (const { target, taken } of found) reach(target, taken, [...chain, file]);
      return;
    }
    // A barrel: follow each name to the module that gives it.
    for (const { target, taken, given, namespace } of found) {
      if (names === null || given === null) reach(target, names, [...chain, file]);
      else if (namespace) {
        if (given.some((name) => names.includes(name))) reach(target, null, [...chain, file]);
      } else {
        const wanted = (taken ?? []).filter((_, i) => names.includes(given[i]));
        if (wanted.length > 0) reach(target, wanted, [...chain, file]);
      }
    }
  };
  reach(entry, null, []);
  return loaded;
}

/**
 * The source modules some module loads on demand (`import('./x.js')` with a literal path), from
 * every .ts file under `dir`: the parts meant to stay out of the first load.
 * @param {string} dir
 * @returns {Map<string, string>} each part and a module that imports it on demand
 */
export function onDemandModules(dir) {
  /** @type {Map<string, string>} */
  const parts = new Map();
  const visit = (file, node) => {
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments.length === 1 &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      const target = resolve(file, node.arguments[0].text);
      if (target && !parts.has(target)) parts.set(target, file);
    }
    ts.forEachChild(node, (child) => visit(file, child));
  };
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (name.endsWith('.ts') && !name.endsWith('.d.ts')) visit(path.join(dir, name), parse(path.join(dir, name)));
  }
  return parts;
}
