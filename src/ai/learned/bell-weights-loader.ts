/**
 * Loads bell's learned weights when a bell game first asks the worker to think. Here (dev server,
 * tests) a dynamic import; the library build (scripts/build.mjs) replaces this module with one that
 * adds the classic file `royal-ur-ai-bell.js` from beside the worker file, so that other games'
 * workers never load them.
 */
import type * as BellWeights from './bell-weights.js';

export function loadBellWeights(): Promise<typeof BellWeights> {
  return import('./bell-weights.js');
}
