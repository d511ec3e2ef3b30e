// @ts-check
/** The module hooks of import-glob-loader.mjs: TypeScript modules that call import.meta.glob, expanded. */
import { fileURLToPath } from 'node:url';
import { expandImportGlobs } from './import-glob.mjs';

/** @type {import('node:module').LoadHook} */
export async function load(url, context, nextLoad) {
  const loaded = await nextLoad(url, context);
  if (!url.startsWith('file:') || !url.endsWith('.ts') || loaded.source == null) return loaded;
  const source = String(loaded.source);
  if (!source.includes('import.meta.glob')) return loaded;
  return { ...loaded, source: expandImportGlobs(source, fileURLToPath(url)) };
}
