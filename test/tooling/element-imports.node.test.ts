/**
 * The element's modules import one another without a circle (issue 31), and so do its rooms (its
 * folders, and each file beside them: issue 44), so that every import goes down: every import
 * counts, a type-only one and an `import()` as much as a static one, since each ties the two files
 * together for a reader. A circle found is named file by file, or room by room.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { root } from './built-dist.js';

const element = path.join(root, 'src/element');

/** Every .ts file under `dir`. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(path.join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [path.join(dir, entry.name)]
        : [],
  );
}

/** The files of src/element that `file` imports, by any form of import. */
function importsOf(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const specifiers = [...code.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map(
    ([, spec]) => spec,
  );
  // import.meta.glob('./dir/*.ts'): each file of the folder.
  for (const [, dir] of code.matchAll(/import\.meta\.glob(?:<[^()]*?>)?\(\s*['"](\.{1,2}\/[\w./-]*?)\/\*\.ts['"]/g))
    specifiers.push(...sources(path.resolve(path.dirname(file), dir)).map((f) => path.relative(path.dirname(file), f)));
  return specifiers
    .map((spec) => path.resolve(path.dirname(file), spec.replace(/\.js$/, '.ts')))
    .filter((target) => target.startsWith(element + path.sep));
}

/** A circle of imports among `files`, as the files it passes, or null. */
function findCircle(graph: Map<string, string[]>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const trail: string[] = [];
  const visit = (file: string): string[] | null => {
    if (state.get(file) === 'done') return null;
    if (state.get(file) === 'open') return [...trail.slice(trail.indexOf(file)), file];
    state.set(file, 'open');
    trail.push(file);
    for (const next of graph.get(file) ?? []) {
      const circle = visit(next);
      if (circle) return circle;
    }
    trail.pop();
    state.set(file, 'done');
    return null;
  };
  for (const file of graph.keys()) {
    const circle = visit(file);
    if (circle) return circle;
  }
  return null;
}

describe("the element's imports", () => {
  it('form no circle', () => {
    const graph = new Map(sources(element).map((file) => [file, importsOf(file)]));
    assert.ok(graph.size > 40, 'the element has its files');
    const circle = findCircle(graph);
    assert.equal(circle, null, `a circle: ${circle?.map((file) => path.relative(element, file)).join(' → ')}`);
  });

  it('go down from room to room: no two rooms import each other, however far round', () => {
    /** A file's room: its folder under src/element, or the file itself beside them. */
    const room = (file: string) => path.relative(element, file).split(path.sep)[0];
    const rooms = new Map<string, Set<string>>();
    for (const file of sources(element)) {
      const targets = rooms.get(room(file)) ?? new Set<string>();
      for (const target of importsOf(file)) if (room(target) !== room(file)) targets.add(room(target));
      rooms.set(room(file), targets);
    }
    assert.ok(rooms.size > 15, 'the element has its rooms');
    const circle = findCircle(new Map([...rooms].map(([name, targets]) => [name, [...targets]])));
    assert.equal(circle, null, `an import goes up: ${circle?.join(' → ')}`);
  });
});
