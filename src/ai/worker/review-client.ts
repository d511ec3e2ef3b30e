/**
 * `analyseGame()`: the game review's analysis (review.ts), streamed slice by slice from a worker
 * of its own (the computer players' worker file, started for the review and ended with it, so a
 * review never delays a computer's move); where the page forbids workers, on the main thread in
 * slices of at most SLICE_MS. Loaded with the review view, not before the board is playable; the
 * caller hands in how to start the worker (`startJobWorker` of client.ts).
 */
import { SLICE_MS } from '../search/level-names.js';
import type { ReviewRequest, ReviewSlice } from '../review/review-score.js';
import type { ByteSource } from '../tables/table-reader.js';
import type { WorkerRequest, WorkerResponse } from './worker.js';
import { nextTask } from './next-task.js';

/** A review to run: the table may be a source of bytes the host reads itself (main thread only). */
export interface ReviewJob extends Omit<ReviewRequest, 'table'> {
  table?: string | ByteSource | null;
}

/** A review under way: `done` settles after the last slice; `focus` asks for a point next. */
export interface ReviewRun {
  done: Promise<void>;
  /**
   * Resolves once the analysis has its request: the worker said so, or it runs on the main thread,
   * or it has ended. Chromium holds a message posted to a worker whose script has not run yet until
   * the page's thread is free, so a long task drawn before this can keep the worker waiting.
   */
  accepted: Promise<void>;
  /** Analyse point `index` (0: the start) next, then the points after it (ReviewAnalysis.focus). */
  focus(index: number): void;
}

/**
 * Analyses a task (review-task.ts) progressively: `onSlice` gets each slice's points as they are
 * found; `done` resolves after the last. Rejects with a clear error for an action that is not
 * legal, or an AbortError once `signal` aborts (the worker is ended at once). A table given as a
 * ByteSource cannot go to the worker: that review runs on the main thread (reading a table is
 * light work).
 */
export function analyseGame(
  job: ReviewJob,
  onSlice: (slice: ReviewSlice) => void,
  startWorker: () => Worker | null,
  signal?: AbortSignal,
): ReviewRun {
  // The point to analyse next, until the analysis that takes it has started.
  const focus: Focus = {
    index: 0,
    to(index) {
      focus.index = index;
    },
  };
  let accept = () => {};
  const accepted = new Promise<void>((resolve) => (accept = resolve));
  const run = (done: Promise<void>, onWorker = false): ReviewRun => {
    if (!onWorker) accept();
    done.then(accept, accept);
    return { done, accepted, focus: (index) => focus.to(index) };
  };
  if (signal?.aborted) return run(Promise.reject(abortError()));
  if (job.table && typeof job.table !== 'string') return run(reviewOnMainThread(job, onSlice, focus, signal));
  const request: ReviewRequest = { task: job.task, table: job.table };
  const worker = startWorker();
  if (!worker) return run(reviewOnMainThread(request, onSlice, focus, signal));
  const started = worker;
  focus.to = (index) => {
    focus.index = index;
    started.postMessage({ id: 1, kind: 'review-focus', index } satisfies WorkerRequest);
  };
  // A worker resolves a relative URL against its own script: the table's is the page's.
  const table = request.table ? new URL(request.table, document.baseURI).href : null;
  const done = new Promise<void>((resolve, reject) => {
    let answered = false;
    const finish = () => {
      started.terminate();
      signal?.removeEventListener('abort', abort);
    };
    const abort = () => {
      finish();
      reject(abortError());
    };
    signal?.addEventListener('abort', abort, { once: true });
    started.addEventListener('message', (event: MessageEvent<WorkerResponse>) => {
      answered = true;
      const response = event.data;
      if ('accepted' in response) accept();
      else if ('review' in response) {
        onSlice(response.review);
        if (!response.review.done) return;
        finish();
        resolve();
      } else if ('error' in response) {
        finish();
        reject(new Error(response.error));
      }
    });
    started.addEventListener('error', (event) => {
      event.preventDefault();
      finish();
      // Blocked before it ever answered (a Content-Security-Policy): analyse on the main thread.
      if (!answered) {
        accept();
        reviewOnMainThread(request, onSlice, focus, signal).then(resolve, reject);
      } else reject(new Error('the review worker failed'));
    });
    started.postMessage({ id: 1, kind: 'review', request: { ...request, table } } satisfies WorkerRequest);
  });
  return run(done, true);
}

/** Where a focus goes: kept until an analysis takes it, then passed on (`to`). */
interface Focus {
  index: number;
  to(index: number): void;
}

/** The fallback: the analysis in slices of at most SLICE_MS between which the page runs. */
async function reviewOnMainThread(
  { task, table }: ReviewJob,
  onSlice: (slice: ReviewSlice) => void,
  focus: Focus,
  signal?: AbortSignal,
): Promise<void> {
  const { MAIN_THREAD_DEPTH, ReviewAnalysis } = await import('../review/review.js');
  await nextTask();
  if (signal?.aborted) throw abortError();
  const analysis = await ReviewAnalysis.start(task, {
    ...(typeof table === 'string' ? { table } : { source: table ?? undefined }),
    depth: MAIN_THREAD_DEPTH,
  });
  if (focus.index > 0) analysis.focus(focus.index);
  else analysis.leadWithFirstChoice();
  focus.to = (index) => analysis.focus(index);
  for (;;) {
    await nextTask();
    if (signal?.aborted) throw abortError();
    const points = await analysis.step(performance.now() + SLICE_MS);
    onSlice({ points, total: analysis.total, ...analysis.judged, done: analysis.done });
    if (analysis.done) return;
  }
}

function abortError(): DOMException {
  return new DOMException('the review stopped: the request was aborted', 'AbortError');
}
