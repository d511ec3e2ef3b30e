// @ts-check
/** `node --import tsx --import ./scripts/import-glob-loader.mjs …`: import.meta.glob in Node (scripts/import-glob.mjs). */
import { register } from 'node:module';

register('./import-glob-hooks.mjs', import.meta.url);
