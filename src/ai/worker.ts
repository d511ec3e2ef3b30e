// The computer players' worker: answers each think request with a ThinkResult, or an error message.
import { useExactEndgames } from './levels.js';
import * as solve from './solve.js';
import { describeDecision, startRequest, type ThinkRequest } from './think.js';

// The worker carries the exact solver; the main-thread fallback plays endgames by search.
useExactEndgames(solve);

/** A request as posted by the client: an id to match the answer. */
export interface WorkerRequest {
  id: number;
  request: ThinkRequest;
}

export type WorkerResponse = { id: number; result: ReturnType<typeof describeDecision> } | { id: number; error: string };

self.addEventListener('message', (event: MessageEvent<WorkerRequest>) => {
  const { id, request } = event.data;
  let response: WorkerResponse;
  try {
    const thinker = startRequest(request);
    let decision = thinker.step(Infinity);
    while (!decision) decision = thinker.step(Infinity);
    response = { id, result: describeDecision(request, decision) };
  } catch (error) {
    response = { id, error: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage(response);
});
