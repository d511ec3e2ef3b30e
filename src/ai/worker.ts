// The computer players' worker: answers each think request with a ThinkResult, or an error
// message; streams a game review slice by slice.
import { bellLearnedEvaluation } from './bell-learned.js';
import { loadBellWeights } from './bell-weights-loader.js';
import { learnedEvaluation } from './learned.js';
import { SLICE_MS } from './level-names.js';
import { SEARCH_LEVELS, useExactEndgames, useLearnedEvaluation } from './levels.js';
import { ReviewAnalysis, WORKER_SLICE_MS } from './review.js';
import type { ReviewRequest, ReviewSlice } from './review-score.js';
import * as solve from './solve.js';
import { describeDecision, startRequest, type ThinkRequest } from './think.js';

// The worker carries the exact solver; the main-thread fallback plays endgames by search.
useExactEndgames(solve);
// And the learned evaluation's weights: expert on the main thread searches with the hand-made one.
useLearnedEvaluation(learnedEvaluation);

/** Bell's learned evaluation, loaded with the first bell request: other games' workers never load its weights. */
let bellLearned: Promise<void> | null = null;

function learnedReadyFor(rules: ThinkRequest['rules'] | undefined): Promise<void> | null {
  if (rules?.variant !== 'bell') return null;
  // If it cannot load, expert plays bell with the hand-made evaluation.
  bellLearned ??= loadBellWeights().then(
    (weights) => useLearnedEvaluation(bellLearnedEvaluation(weights)),
    () => undefined,
  );
  return bellLearned;
}

/** A request as posted by the client: an id to match the answers. */
export type WorkerRequest =
  | { id: number; kind: 'think'; request: ThinkRequest }
  /** A review streams its slices; the client ends the worker to stop it. */
  | { id: number; kind: 'review'; request: ReviewRequest };

export type WorkerResponse =
  | { id: number; result: ReturnType<typeof describeDecision> }
  | { id: number; review: ReviewSlice }
  | { id: number; error: string };

/** Solvers being computed between requests. */
const warming = new WeakSet<solve.Solver>();

/**
 * Solves expert's endgame tables in short slices while the worker is idle (requests still get an
 * answer between slices); until they are ready, expert plays those endgames by search.
 */
function warmUp(request: ThinkRequest): void {
  const pieces = Math.min(SEARCH_LEVELS.expert.solvePieces, request.rules.pieces);
  if ((request.level !== 'expert' && request.level !== 'perfect') || pieces < 1 || !solve.solvable(request.rules))
    return;
  const solver = solve.solverFor(request.rules, pieces);
  if (solver.done || warming.has(solver)) return;
  warming.add(solver);
  const slice = () => {
    if (!solver.step(performance.now() + SLICE_MS)) setTimeout(slice, 0);
  };
  setTimeout(slice, 0);
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function answerThink(id: number, request: ThinkRequest): WorkerResponse {
  try {
    // Never keep the page waiting for the endgame tables: search until they are solved.
    const thinker = startRequest(request, true);
    let decision = thinker.step(Infinity);
    while (!decision) decision = thinker.step(Infinity);
    const response = { id, result: describeDecision(request, decision) };
    warmUp(request);
    return response;
  } catch (error) {
    return { id, error: errorText(error) };
  }
}

/** Analyses in slices, posting each as it is done (the client ends the worker to stop it). */
async function review(id: number, request: ReviewRequest): Promise<void> {
  try {
    const analysis = await ReviewAnalysis.start(request.task, {
      table: request.table,
      learned: learnedEvaluation,
      exact: solve,
    });
    do {
      const points = await analysis.step(performance.now() + WORKER_SLICE_MS);
      const slice: ReviewSlice = { points, total: analysis.total, ...analysis.judged, done: analysis.done };
      self.postMessage({ id, review: slice } satisfies WorkerResponse);
    } while (!analysis.done);
  } catch (error) {
    self.postMessage({ id, error: errorText(error) } satisfies WorkerResponse);
  }
}

self.addEventListener('message', (event: MessageEvent<WorkerRequest>) => {
  const message = event.data;
  switch (message.kind) {
    case 'think': {
      const loading = learnedReadyFor(message.request?.rules);
      if (loading) void loading.then(() => self.postMessage(answerThink(message.id, message.request)));
      else self.postMessage(answerThink(message.id, message.request));
      break;
    }
    case 'review':
      void review(message.id, message.request);
      break;
  }
});
