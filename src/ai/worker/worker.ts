// The computer players' worker: answers each think request with a ThinkResult, or an error
// message; streams a game review slice by slice.
import { bellLearnedEvaluation } from '../learned/bell-learned.js';
import { loadBellWeights } from '../learned/bell-weights-loader.js';
import { LearnedEvaluations, type LearnedEvaluation } from '../learned/learned.js';
import { SLICE_MS } from '../search/level-names.js';
import { ComputerPlayers, SEARCH_LEVELS } from '../search/levels.js';
import { ReviewAnalysis, WORKER_SLICE_MS } from '../review/review.js';
import { nextTask } from './next-task.js';
import type { ReviewRequest, ReviewSlice } from '../review/review-score.js';
import { EndgameSolvers, type Solver } from '../tables/solve.js';
import { describeDecision, startRequest, type ThinkRequest } from './think.js';

/** The race variants' learned evaluations, each variant's weights loaded with its first request. */
const raceLearned = new LearnedEvaluations();
/** Bell's learned evaluation, once its weights are loaded (with the first bell request: other games' workers never load them). */
let bellLearned: LearnedEvaluation | null = null;
let bellLoading: Promise<void> | null = null;
/** The worker's learned evaluation of a game's rules: its variant's network, where one reads them. */
const learned: LearnedEvaluation = (rules) => raceLearned.evaluation(rules) ?? bellLearned?.(rules) ?? null;
/** The worker carries the exact endgame solver (the main-thread fallback plays endgames by search). */
const endgames = new EndgameSolvers();
const players = new ComputerPlayers({ endgames, learned });

/** The learned weights for `rules`' variant, loaded with its first request (none for a malformed request). */
function learnedReadyFor(rules: ThinkRequest['rules'] | undefined): Promise<void> {
  if (!rules) return Promise.resolve();
  if (rules.variant !== 'bell') return raceLearned.load(rules);
  // If it cannot load, the computer plays bell with the hand-made evaluation.
  bellLoading ??= loadBellWeights().then(
    (weights) => {
      bellLearned = bellLearnedEvaluation(weights);
    },
    () => undefined,
  );
  return bellLoading;
}

/** Whether the request's level searches with a learned evaluation (perfect plays as expert without its table). */
function searchesLearned(request: ThinkRequest | undefined): boolean {
  const level = request?.level === 'perfect' ? 'expert' : request?.level;
  return level !== undefined && Boolean(SEARCH_LEVELS[level]?.learned);
}

/** A request as posted by the client: an id to match the answers. */
export type WorkerRequest =
  | { id: number; kind: 'think'; request: ThinkRequest }
  /** A review streams its slices; the client ends the worker to stop it. */
  | { id: number; kind: 'review'; request: ReviewRequest }
  /** Review `id`'s next point: `index`, the one the viewer shows (ReviewAnalysis.focus). */
  | { id: number; kind: 'review-focus'; index: number }
  /** A job for these rules comes next: their learned weights load now (no answer). */
  | { id: number; kind: 'prepare'; rules: ThinkRequest['rules'] };

export type WorkerResponse =
  | { id: number; result: ReturnType<typeof describeDecision> }
  /** A review's request has reached the worker (review-client.ts: `accepted`), before its first slice. */
  | { id: number; accepted: true }
  | { id: number; review: ReviewSlice }
  | { id: number; error: string };

/** Solvers being computed between requests. */
const warming = new WeakSet<Solver>();

/**
 * Solves expert's endgame tables in short slices while the worker is idle (requests still get an
 * answer between slices); until they are ready, expert plays those endgames by search.
 */
function warmUp(request: ThinkRequest): void {
  const pieces = Math.min(SEARCH_LEVELS.expert.solvePieces, request.rules.pieces);
  if ((request.level !== 'expert' && request.level !== 'perfect') || pieces < 1 || !endgames.solvable(request.rules))
    return;
  const solver = endgames.solverFor(request.rules, pieces);
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
    const thinker = startRequest(players, request, true);
    let decision = thinker.step(Infinity);
    while (!decision) decision = thinker.step(Infinity);
    const response = { id, result: describeDecision(request, decision) };
    warmUp(request);
    return response;
  } catch (error) {
    return { id, error: errorText(error) };
  }
}

/** Reviews in progress, by request id; and the point each was asked to show first before it started. */
const reviews = new Map<number, ReviewAnalysis>();
const focused = new Map<number, number>();

/**
 * Analyses in slices, posting each as it is done (the client ends the worker to stop it); between
 * slices, a new task, so that a focus message is read.
 */
async function review(id: number, request: ReviewRequest): Promise<void> {
  try {
    // Loaded while a table opens; a failure matters only to a search (which awaits them), not to
    // a table that never needs them.
    const weights = learnedReadyFor(request.task.rules);
    weights.catch(() => undefined);
    const analysis = await ReviewAnalysis.start(request.task, {
      table: request.table,
      learned,
      learnedLoading: weights,
      exact: endgames,
    });
    reviews.set(id, analysis);
    if (focused.has(id)) analysis.focus(focused.get(id)!);
    else analysis.leadWithFirstChoice();
    do {
      const points = await analysis.step(performance.now() + WORKER_SLICE_MS);
      const slice: ReviewSlice = { points, total: analysis.total, ...analysis.judged, done: analysis.done };
      self.postMessage({ id, review: slice } satisfies WorkerResponse);
      if (!analysis.done) await nextTask();
    } while (!analysis.done);
  } catch (error) {
    self.postMessage({ id, error: errorText(error) } satisfies WorkerResponse);
  } finally {
    reviews.delete(id);
    focused.delete(id);
  }
}

self.addEventListener('message', (event: MessageEvent<WorkerRequest>) => {
  const message = event.data;
  switch (message.kind) {
    case 'think':
      // The variant's learned weights come with its first request of a level that reads them.
      void (searchesLearned(message.request) ? learnedReadyFor(message.request.rules) : Promise.resolve()).then(() =>
        self.postMessage(answerThink(message.id, message.request)),
      );
      break;
    case 'review':
      self.postMessage({ id: message.id, accepted: true } satisfies WorkerResponse);
      void review(message.id, message.request);
      break;
    case 'prepare':
      learnedReadyFor(message.rules).catch(() => undefined);
      break;
    case 'review-focus': {
      const analysis = reviews.get(message.id);
      if (analysis) analysis.focus(message.index);
      else focused.set(message.id, message.index);
      break;
    }
  }
});
