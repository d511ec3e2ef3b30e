/**
 * A review's analysis, and the head start `review()` gives it: the request goes to the worker as
 * soon as the record is read (`startReview`), not once the view is drawn, so that the worker
 * judges while the view's first drawing is made; the view then takes the analysis over
 * (`takeStarted`) with the slices that came meanwhile.
 */
import { startJobWorker } from '../../ai/worker/client.js';
import { analyseGame, type ReviewRun } from '../../ai/worker/review-client.js';
import type { ReviewSlice, ReviewTask } from '../../ai/review/review-score.js';
import { reviewTask } from '../../ai/review/review-task.js';
import type { ByteSource } from '../../ai/tables/table-reader.js';
import { loadGame, type GameRecord, type Validation } from '../../engine/index.js';

/** What a review is judged by: a solution table (its URL or a source of its bytes), else search. */
export type ReviewTable = string | ByteSource | null;

/**
 * How long `review()` holds the view's first drawing (one long task) for a worker still starting to
 * take its request (`ReviewRun.accepted`): the worker then judges while the view is drawn.
 */
export const DRAW_WAIT_MS = 250;

/** An analysis whose slices are kept until its listener comes; `abort` ends it. */
export class ReviewStream {
  readonly abort = new AbortController();
  readonly run: ReviewRun;
  #kept: ReviewSlice[] = [];
  #listener: ((slice: ReviewSlice) => void) | null = null;

  constructor(
    readonly task: ReviewTask,
    readonly table: ReviewTable,
  ) {
    this.run = analyseGame(
      { task, table },
      (slice) => (this.#listener ? this.#listener(slice) : this.#kept.push(slice)),
      startJobWorker,
      this.abort.signal,
    );
    // A failure is shown by the listener (`run.done`), not reported as unhandled before it comes.
    this.run.done.catch(() => undefined);
  }

  /** Hands `listener` the slices so far, then each as it comes. */
  listen(listener: (slice: ReviewSlice) => void): void {
    this.#listener = listener;
    for (const slice of this.#kept.splice(0)) listener(slice);
  }
}

/** The analysis `review()` started, until a view takes it (one at a time: a newer one stops it). */
let started: { record: GameRecord; stream: ReviewStream } | null = null;

/** Each board's latest record to review: of two `review()` calls in flight, the later one's is shown. */
const latest = new WeakMap<object, GameRecord>();

/**
 * `review()` of `board`: reads the record (a corrupt one resolves with the engine's clear error and
 * nothing changes) and starts its analysis, judged by `table`; once the analysis has its request or
 * DRAW_WAIT_MS have passed, hands the record read to `open` (the view), unless a later call for the
 * same board came meanwhile.
 */
export async function startReview(
  input: unknown,
  table: ReviewTable,
  board: object,
  open: (record: GameRecord) => void,
): Promise<Validation> {
  let record: GameRecord;
  let stream: ReviewStream;
  try {
    record = loadGame(input).toJSON();
    stream = new ReviewStream(reviewTask(record), table);
  } catch (error) {
    return { ok: false, error: `<royal-ur>: cannot review: ${(error as Error).message}` };
  }
  started?.stream.abort.abort();
  started = { record, stream };
  latest.set(board, record);
  await Promise.race([stream.run.accepted, new Promise<void>((resolve) => setTimeout(resolve, DRAW_WAIT_MS))]);
  if (latest.get(board) === record) open(record);
  return { ok: true };
}

/** The analysis started for `record` by `table`, now the caller's; any other started one is stopped. */
export function takeStarted(record: unknown, table: ReviewTable): ReviewStream | null {
  const taken = started;
  started = null;
  if (taken && taken.record === record && taken.stream.table === table) return taken.stream;
  taken?.stream.abort.abort();
  return null;
}
