/**
 * The review as the part loader fetches it: the view (review-view.ts) and the analysis's module
 * that starts the review's worker (review-stream.ts) are fetched at once, neither waiting for the
 * other (no static import here, which the view's fetch would wait for), and the worker starts as
 * soon as that module is there, so that it and its weights load while the view does; given the
 * game's rules (the game-over panel's Review, before it is pressed), it loads their learned
 * weights too. `review()` starts its analysis from that module before it asks for the view. The
 * part is the view once both are under way.
 */
import type { Rules } from '../../engine/index.js';

export function load(rules?: Rules): Promise<typeof import('./review-view.js')> {
  return Promise.all([
    import('./review-view.js'),
    import('./review-stream.js').then((stream) => stream.prestart(rules)),
  ]).then(([view]) => view);
}
