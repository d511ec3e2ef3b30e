// @ts-check
/**
 * `import.meta.glob('./dir/*.ts')` for the tools that are not Vite (Vite and Storybook expand it
 * themselves): the test runner's browser modules and Node (the manifest's analyzer). Each call
 * becomes Vite's lazy form, an object of `() => import(file)` keyed by the path as written, read
 * from the folder; so a folder's files are found without a list naming them.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';

// With or without its type argument (`import.meta.glob<T>(…)`): Node 22 may hand the hook the TypeScript source.
const GLOB = /import\.meta\.glob(?:<[^()]*?>)?\(\s*(['"])(\.{1,2}\/[\w./-]*?)\/\*\.ts\1\s*\)/g;

/** `code` of the module at `file` with each `import.meta.glob('./dir/*.ts')` expanded. */
export function expandImportGlobs(code, file) {
  return code.replace(GLOB, (_, _quote, dir) => {
    const folder = path.resolve(path.dirname(file), dir);
    const entries = readdirSync(folder)
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.d.ts'))
      .sort()
      .map(
        (name) =>
          `${JSON.stringify(`${dir}/${name}`)}: () => import(${JSON.stringify(`${dir}/${name.replace(/\.ts$/, '.js')}`)})`,
      );
    return `{${entries.join(', ')}}`;
  });
}
