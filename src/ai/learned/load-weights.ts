/**
 * Loads a race variant's learned weights (src/ai/learned/weights-<variant>.ts) when its first request
 * reaches the worker. Here (dev server, tests, Node scripts) a dynamic import; the library build
 * replaces this module (scripts/build/plugins.mjs) with one that adds the classic file
 * `royal-ur-ai-<variant>.js` from beside the worker file, so that a worker fetches only the weights
 * of the variants it plays.
 */
import type { LearnedVariant, WeightsModule } from './learned.js';

const SOURCES: Record<LearnedVariant, () => Promise<WeightsModule>> = {
  finkel: () => import('./weights-finkel.js'),
  blitz: () => import('./weights-blitz.js'),
  aseb: () => import('./weights-aseb.js'),
  masters: () => import('./weights-masters.js'),
};

export function loadWeights(variant: LearnedVariant): Promise<WeightsModule> {
  return SOURCES[variant]();
}
