/**
 * The review as the part loader fetches it: it starts the review's worker (ai/client.ts) and then
 * fetches the view (review-view.ts), so that the worker and its weights load while the view does
 * and the first verdicts come sooner. The part is the view once both are under way.
 */
import { prestartJobWorker } from '../../ai/client.js';

export function load(): Promise<typeof import('./review-view.js')> {
  prestartJobWorker();
  return import('./review-view.js');
}
