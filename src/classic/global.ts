/**
 * The classic script offers the API as `window.RoyalUr`, frozen with all its data, unless the page
 * already has a `RoyalUr` of its own, which it keeps.
 */
import { deepFreeze } from '../engine/freeze.js';

const GLOBAL_NAME = 'RoyalUr';

/** Publishes `api` (the self-contained entry's exports: src/royal-ur.bundled.ts) as `window.RoyalUr`. */
export function publishGlobal(api: object): void {
  const page = globalThis as unknown as Record<string, unknown>;
  if (GLOBAL_NAME in page) {
    console.warn(`<royal-ur>: the page already has a window.${GLOBAL_NAME}; it is left as it is, and this script's API is not published there (the element works all the same).`);
  } else {
    Object.defineProperty(page, GLOBAL_NAME, { value: deepFreeze({ ...api }), configurable: true, enumerable: false, writable: false });
  }
}
