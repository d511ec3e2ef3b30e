/**
 * The classic script offers the API as `window.RoyalUr`, frozen with all its data, unless the page
 * already has a `RoyalUr` of its own, which it keeps.
 */
import { deepFreeze } from '../engine/freeze.js';

const GLOBAL_NAME = 'RoyalUr';

/**
 * Publishes `api` (an object of the self-contained entry's exports: src/royal-ur.bundled.ts, made
 * for this) as `window.RoyalUr`: frozen, not writable, not enumerable (defineProperty's defaults).
 */
export function publishGlobal(api: object): void {
  if (GLOBAL_NAME in globalThis) {
    console.warn(
      `<royal-ur>: window.${GLOBAL_NAME} is the page's own and is kept; this script's API is not published there (the element works all the same).`,
    );
  } else {
    Object.defineProperty(globalThis, GLOBAL_NAME, { value: deepFreeze(api), configurable: true });
  }
}
