/**
 * `think()`: what the element calls for a computer move or a hint. It thinks in a Web Worker
 * started from its own file (`worker-location.ts`); where the page forbids that worker, it thinks
 * on the main thread in slices short enough that no task blocks the page for more than a few tens
 * of milliseconds. The searching code and the table reader load only when first needed, so they
 * are not part of what a page loads before the board is playable.
 */
import { SLICE_MS } from '../search/level-names.js';
import type { Rules } from '../../engine/index.js';
import type { ComputerPlayers } from '../search/levels.js';
import type { ThinkRequest, ThinkResult } from './think.js';
import type { WorkerRequest, WorkerResponse } from './worker.js';
import { startWorker } from './worker-location.js';
import { nextTask } from './next-task.js';

export { LEVELS, SLICE_MS, type Level } from '../search/level-names.js';
export type { ThinkRequest, ThinkResult } from './think.js';

/** 'worker': use the worker when it can be created (default); 'main-thread': always the sliced fallback. */
export type ThinkingMode = 'worker' | 'main-thread';

let mode: ThinkingMode = 'worker';
/** The worker; undefined = not created yet, null = the page does not allow it. */
let worker: Worker | null | undefined;
/** Whether the worker has answered at least once (an early error means it was blocked). */
let workerProven = false;
let nextId = 1;
/** The players of the main-thread fallback, made on its first request. */
let mainThreadPlayers: ComputerPlayers | undefined;
const pending = new Map<
  number,
  { request: ThinkRequest; signal?: AbortSignal; resolve(result: ThinkResult): void; reject(error: unknown): void }
>();

/** Chooses where the computer thinks (tests use 'main-thread' to exercise the fallback). */
export function setThinkingMode(next: ThinkingMode): void {
  mode = next;
}

/** A job worker started ahead of its job, for the next `startJobWorker` to hand out. */
let spare: Worker | null = null;

/**
 * Starts the next job's worker now (a review's, while its view is still loading, so that the
 * worker loads at the same time); the next `startJobWorker` hands it out. Given the job's `rules`,
 * the worker loads their learned weights at once, not when the job reaches it.
 */
export function prestartJobWorker(rules?: Rules): void {
  if (spare) return;
  spare = startJobWorker();
  if (rules) spare?.postMessage({ id: 0, kind: 'prepare', rules } satisfies WorkerRequest);
}

/**
 * A worker of its own for a long job (a game review), ended by its user; null in 'main-thread'
 * mode or where the page refuses workers. The spare one if one was started ahead.
 */
export function startJobWorker(): Worker | null {
  const started = spare;
  spare = null;
  if (mode !== 'worker' || worker === null) {
    started?.terminate();
    return null;
  }
  if (started) return started;
  try {
    return startWorker();
  } catch {
    return null;
  }
}

/** Where the next request will be thought about. */
export function thinkingMode(): ThinkingMode {
  return mode === 'worker' && getWorker() ? 'worker' : 'main-thread';
}

/**
 * Thinks off the main thread (inline Web Worker; sliced main-thread fallback under CSP). Level
 * `perfect` with a `table` reads the exact move from the table (a few bytes over HTTP), and plays
 * as expert if the table cannot be read.
 */
export async function think(request: ThinkRequest, signal?: AbortSignal): Promise<ThinkResult> {
  if (request?.level === 'perfect' && request.table && request.state && request.rules) {
    const { perfectDecision } = await import('../search/perfect.js');
    const decision = await perfectDecision(request.table, request.rules, request.state);
    if (signal?.aborted) throw abortError();
    if (decision) return (await import('./think.js')).describeDecision(request, decision);
  }
  const { table: _table, ...searched } = request ?? {};
  return thinkBySearch(request ? (searched as ThinkRequest) : request, signal);
}

function thinkBySearch(request: ThinkRequest, signal?: AbortSignal): Promise<ThinkResult> {
  if (signal?.aborted) return Promise.reject(abortError());
  const target = mode === 'worker' ? getWorker() : null;
  if (!target) return thinkOnMainThread(request, signal);
  return new Promise<ThinkResult>((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { request, signal, resolve, reject });
    signal?.addEventListener(
      'abort',
      () => {
        if (!pending.delete(id)) return;
        reject(abortError());
        // The worker may be deep in thought for nobody: start afresh.
        restartWorker();
      },
      { once: true },
    );
    target.postMessage({ id, kind: 'think', request } satisfies WorkerRequest);
  });
}

function getWorker(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    const created = startWorker();
    created.addEventListener('message', (event: MessageEvent<WorkerResponse>) => {
      workerProven = true;
      const entry = pending.get(event.data.id);
      if (!entry) return;
      pending.delete(event.data.id);
      if ('error' in event.data) entry.reject(new Error(event.data.error));
      else if ('result' in event.data) entry.resolve(event.data.result);
    });
    created.addEventListener('error', (event) => {
      event.preventDefault();
      if (workerProven) {
        restartWorker();
        return;
      }
      // Blocked or broken before it ever answered: think on the main thread from now on.
      worker = null;
      created.terminate();
      const stranded = [...pending.values()];
      pending.clear();
      for (const entry of stranded) thinkOnMainThread(entry.request, entry.signal).then(entry.resolve, entry.reject);
    });
    worker = created;
  } catch {
    worker = null;
  }
  return worker;
}

function restartWorker(): void {
  if (!worker) return;
  const old = worker;
  worker = undefined;
  old.terminate();
  const stranded = [...pending.entries()];
  pending.clear();
  if (stranded.length === 0) return;
  const fresh = getWorker();
  for (const [id, entry] of stranded) {
    if (fresh) {
      pending.set(id, entry);
      fresh.postMessage({ id, kind: 'think', request: entry.request } satisfies WorkerRequest);
    } else thinkOnMainThread(entry.request, entry.signal).then(entry.resolve, entry.reject);
  }
}

/** The fallback: the same thinking, in slices of at most SLICE_MS between which the page runs. */
async function thinkOnMainThread(request: ThinkRequest, signal?: AbortSignal): Promise<ThinkResult> {
  const { describeDecision, startRequest } = await import('./think.js');
  const { ComputerPlayers } = await import('../search/levels.js');
  // Without the worker's knowledge: the hand-made evaluation, endgames by search.
  mainThreadPlayers ??= new ComputerPlayers();
  await nextTask();
  if (signal?.aborted) throw abortError();
  const thinker = startRequest(mainThreadPlayers, request);
  for (;;) {
    await nextTask();
    if (signal?.aborted) throw abortError();
    const decision = thinker.step(performance.now() + SLICE_MS);
    if (decision) return describeDecision(request, decision);
  }
}

function abortError(): DOMException {
  return new DOMException('the computer stopped thinking: the request was aborted', 'AbortError');
}
