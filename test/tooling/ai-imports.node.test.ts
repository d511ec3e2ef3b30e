/**
 * The computer players' imports go down (issue 44): src/ai reaches only the engine (and the Trusted
 * Types voucher its worker file opens with), and its folders import one another in one direction,
 * from the worker that talks to the page down to the solved tables and the learned networks. Every
 * import counts: a type-only one and an `import()` as much as a static one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { root } from './built-dist.js';

const ai = path.join(root, 'src/ai');

/** src/ai's folders, each above those after it: a folder imports only its own files and those below it. */
const LAYERS: readonly (readonly string[])[] = [['worker'], ['review'], ['search'], ['tables', 'learned']];
/** What src/ai may import beside itself. */
const OUTSIDE = [path.join(root, 'src/engine') + path.sep, path.join(root, 'src/trusted-script-url.ts')];

const layerOf = (folder: string) => LAYERS.findIndex((layer) => layer.includes(folder));

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

/** The files `file` imports by any form of import, resolved. */
function importsOf(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  return [...code.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map(([, spec]) =>
    path.resolve(path.dirname(file), spec.replace(/\.js$/, '.ts')),
  );
}

describe("the computer players' imports", () => {
  const files = sources(ai);

  it('are in folders by job, each folder in a layer', () => {
    assert.ok(files.length > 25, 'src/ai has its files');
    for (const file of files) {
      const [folder, ...rest] = path.relative(ai, file).split(path.sep);
      assert.ok(rest.length > 0, `${folder} is not in a folder`);
      assert.ok(layerOf(folder) >= 0, `src/ai/${folder} is in no layer`);
    }
  });

  it('reach only the engine outside src/ai', () => {
    for (const file of files)
      for (const target of importsOf(file))
        if (!target.startsWith(ai + path.sep))
          assert.ok(
            OUTSIDE.some((allowed) => target === allowed || target.startsWith(allowed)),
            `${path.relative(root, file)} imports ${path.relative(root, target)}`,
          );
  });

  it('go down from folder to folder, never up or sideways', () => {
    for (const file of files) {
      const from = path.relative(ai, file).split(path.sep)[0];
      for (const target of importsOf(file)) {
        if (!target.startsWith(ai + path.sep)) continue;
        const to = path.relative(ai, target).split(path.sep)[0];
        if (to === from) continue;
        assert.ok(
          layerOf(to) > layerOf(from),
          `${path.relative(ai, file)} imports ${path.relative(ai, target)}: ${from} is not above ${to}`,
        );
      }
    }
  });
});
