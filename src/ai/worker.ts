// The computer players' worker: answers each think request with a ThinkResult, or an error message.
import { learnedEvaluation } from './learned.js';
import { SLICE_MS } from './level-names.js';
import { SEARCH_LEVELS, useExactEndgames, useLearnedEvaluation } from './levels.js';
import * as solve from './solve.js';
import { describeDecision, startRequest, type ThinkRequest } from './think.js';

// The worker carries the exact solver; the main-thread fallback plays endgames by search.
useExactEndgames(solve);
// And the learned evaluation's weights: expert on the main thread searches with the hand-made one.
useLearnedEvaluation(learnedEvaluation);

/** A request as posted by the client: an id to match the answer. */
export interface WorkerRequest {
  id: number;
  request: ThinkRequest;
}

export type WorkerResponse = { id: number; result: ReturnType<typeof describeDecision> } | { id: number; error: string };

/** Solvers being computed between requests. */
const warming = new WeakSet<solve.Solver>();

/**
 * Solves expert's endgame tables in short slices while the worker is idle (requests still get an
 * answer between slices); until they are ready, expert plays those endgames by search.
 */
function warmUp(request: ThinkRequest): void {
  const pieces = Math.min(SEARCH_LEVELS.expert.solvePieces, request.rules.pieces);
  if ((request.level !== 'expert' && request.level !== 'perfect') || pieces < 1 || !solve.solvable(request.rules)) return;
  const solver = solve.solverFor(request.rules, pieces);
  if (solver.done || warming.has(solver)) return;
  warming.add(solver);
  const slice = () => {
    if (!solver.step(performance.now() + SLICE_MS)) setTimeout(slice, 0);
  };
  setTimeout(slice, 0);
}

self.addEventListener('message', (event: MessageEvent<WorkerRequest>) => {
  const { id, request } = event.data;
  let response: WorkerResponse;
  try {
    // Never keep the page waiting for the endgame tables: search until they are solved.
    const thinker = startRequest(request, true);
    let decision = thinker.step(Infinity);
    while (!decision) decision = thinker.step(Infinity);
    response = { id, result: describeDecision(request, decision) };
    warmUp(request);
  } catch (error) {
    response = { id, error: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage(response);
});
