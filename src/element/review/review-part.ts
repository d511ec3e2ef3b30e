/**
 * The review as the part loader fetches it (and `review()`, which reads the record with it): the
 * view (review-view.ts) and the client that starts the review's worker (ai/worker/client.ts) are fetched
 * at once, neither waiting for the other (no static import here, which the view's fetch would wait
 * for), and the worker starts as soon as the client is there, so that it and its weights load
 * while the view does; given the game's rules (the game-over panel's Review, before it is
 * pressed), it loads their learned weights too. The part is the view once both are under way.
 */
import type { Rules } from '../../engine/index.js';

export function load(rules?: Rules): Promise<typeof import('./review-view.js')> {
  return Promise.all([
    import('./review-view.js'),
    import('../../ai/worker/client.js').then((client) => client.prestartJobWorker(rules)),
  ]).then(([view]) => view);
}
