import { expect } from '@open-wc/testing';
import { createGame, loadGame, parseAction, type GameRecord } from '../../src/engine/index.js';
import { prestartJobWorker, setThinkingMode, startJobWorker } from '../../src/ai/worker/client.js';
import { analyseGame } from '../../src/ai/worker/review-client.js';
import type { ReviewPoint, ReviewSlice } from '../../src/ai/review/review-score.js';
import { reviewTask } from '../../src/ai/review/review-task.js';
import { randomGame } from './helpers.js';

/** A game the worker judges exactly in a second (two pieces a side). */
const finishedGame = (seed: number, pieces = 2) => randomGame(seed, pieces, seed + 1);

/**
 * Runs `action` while the page keeps a task of its own going (a message to itself, answered by the
 * next, in the queue the fallback's slices yield through): returns how many of those tasks had run
 * when each slice came. A slice that came with no page task since the one before means the work did
 * not give the page its turn between them.
 */
async function pageTurns(action: (turns: () => number) => Promise<unknown>): Promise<number> {
  let turns = 0;
  let running = true;
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    turns++;
    if (running) channel.port2.postMessage(null);
  };
  channel.port2.postMessage(null);
  try {
    await action(() => turns);
  } finally {
    running = false;
    channel.port1.close();
  }
  return turns;
}

async function analyse(
  record: GameRecord,
  turns = () => 0,
): Promise<{ slices: ReviewSlice[]; points: ReviewPoint[]; turnsAtSlice: number[] }> {
  const slices: ReviewSlice[] = [];
  const turnsAtSlice: number[] = [];
  const onSlice = (slice: ReviewSlice) => {
    slices.push(slice);
    turnsAtSlice.push(turns());
  };
  await analyseGame({ task: reviewTask(record) }, onSlice, startJobWorker).done;
  return { slices, points: slices.flatMap((slice) => slice.points), turnsAtSlice };
}

describe('ai/client: analyseGame() (game review)', () => {
  afterEach(() => setThinkingMode('worker'));
  const record = finishedGame(3);

  it('streams the analysis from the worker in slices, with the learned evaluation, the page running meanwhile', async () => {
    let result!: Awaited<ReturnType<typeof analyse>>;
    const turns = await pageTurns(async (turns) => {
      result = await analyse(record, turns);
    });
    const { slices, points } = result;
    // The work is the worker's: the page's own tasks ran while it went on, and it came in pieces.
    expect(turns).to.be.greaterThan(0);
    expect(slices.length).to.be.greaterThan(1);
    // The game's first judged choice (two options or more) first, the first verdict after one
    // search, then every other point in order; the game's first move, forced, is not the lead.
    const game = createGame({ rules: record.rules, seed: record.seed });
    const lead =
      record.actions.findIndex((action) => {
        const judged = game.phase === 'move' && game.legalMoves().length >= 2;
        game.apply(action);
        return judged;
      }) + 1;
    expect(lead).to.be.above(record.actions.findIndex((action) => parseAction(action)?.kind !== 'throw') + 1);
    const inOrder = Array.from({ length: record.actions.length + 1 }, (_, i) => i);
    expect(points.map((point) => point.actions)).to.deep.equal([lead, ...inOrder.filter((i) => i !== lead)]);
    expect(slices.at(-1)!.done).to.equal(true);
    expect(slices[0]).to.include({ evaluator: 'learned', depth: 6, exactPieces: 2 });
    // The game is over at the last point: light's chance is 1 or 0 by who won.
    expect(points.at(-1)!.light).to.equal(loadGame(record).winner === 'light' ? 1 : 0);
    for (const point of points) expect(point.light).to.be.within(0, 1);
  });

  it('on the main thread: in slices with a turn for the page between each two, by the hand-made evaluation', async () => {
    setThinkingMode('main-thread');
    // Seven pieces a side: a few hundred actions, many slices.
    const long = finishedGame(3, 7);
    let result!: Awaited<ReturnType<typeof analyse>>;
    await pageTurns(async (turns) => {
      result = await analyse(long, turns);
    });
    // Many slices, none the whole job, and the page had its turn between each two of them (the
    // slices' length in time is SLICE_MS; how long a task takes is a benchmark's to measure).
    expect(result.slices.length).to.be.greaterThan(1);
    for (const slice of result.slices) expect(slice.points.length).to.be.below(long.actions.length + 1);
    for (let i = 1; i < result.turnsAtSlice.length; i++)
      expect(result.turnsAtSlice[i], `page tasks before slice ${i}`).to.be.greaterThan(result.turnsAtSlice[i - 1]);
    expect(result.points.length).to.equal(long.actions.length + 1);
    expect(result.slices[0]).to.include({ evaluator: 'heuristic', depth: 2, exactPieces: 0 });
  });

  it('rejects an action that is not legal with a clear error, in the worker and on the main thread', async () => {
    const task = reviewTask(record);
    for (const mode of ['worker', 'main-thread'] as const) {
      setThinkingMode(mode);
      let error: unknown;
      await analyseGame(
        { task: { ...task, actions: [task.actions[0], 'H9-A1'] } },
        () => {},
        startJobWorker,
      ).done.catch((caught) => (error = caught));
      expect(String(error)).to.match(/action 2 "H9-A1"/);
    }
  });

  it('focus: the point asked for comes first, then those after it, then the rest; in the worker and on the main thread', async () => {
    const last = record.actions.length;
    for (const mode of ['worker', 'main-thread'] as const) {
      setThinkingMode(mode);
      const slices: ReviewSlice[] = [];
      const run = analyseGame({ task: reviewTask(record) }, (slice) => slices.push(slice), startJobWorker);
      run.focus(last - 3);
      await run.done;
      const order = slices.flatMap((slice) => slice.points).map((point) => point.actions);
      expect(order.slice(0, 4), mode).to.deep.equal([last - 3, last - 2, last - 1, last]);
      expect(order[4], mode).to.equal(0);
      expect(
        [...order].sort((a, b) => a - b),
        mode,
      ).to.deep.equal(Array.from({ length: last + 1 }, (_, i) => i));
    }
  });

  it('a job worker started ahead (prestartJobWorker) is the one the next job gets; none in main-thread mode', () => {
    const created: Worker[] = [];
    const Original = window.Worker;
    window.Worker = class extends Original {
      constructor(...args: ConstructorParameters<typeof Worker>) {
        super(...args);
        created.push(this);
      }
    };
    try {
      prestartJobWorker();
      prestartJobWorker();
      expect(created.length).to.equal(1);
      const job = startJobWorker();
      expect(job).to.equal(created[0]);
      // The next job: a fresh worker.
      const next = startJobWorker();
      expect(created.length).to.equal(2);
      expect(next).to.equal(created[1]);
      job?.terminate();
      next?.terminate();
      // Started ahead, then the page turned to the main thread: no worker, and the spare is ended.
      prestartJobWorker();
      setThinkingMode('main-thread');
      let ended = false;
      created[2].terminate = () => (ended = true);
      expect(startJobWorker()).to.equal(null);
      expect(ended).to.equal(true);
    } finally {
      window.Worker = Original;
    }
  });

  it('accepted: resolves once the worker has the request, before its first slice; at once on the main thread', async () => {
    for (const mode of ['worker', 'main-thread'] as const) {
      setThinkingMode(mode);
      const order: string[] = [];
      const run = analyseGame({ task: reviewTask(record) }, () => order.push('slice'), startJobWorker);
      void run.accepted.then(() => order.push('accepted'));
      await run.done;
      await run.accepted;
      expect(order[0], mode).to.equal('accepted');
      expect(
        order.filter((step) => step === 'accepted'),
        mode,
      ).to.have.length(1);
    }
    // Ended before the worker answered (aborted at once): settled all the same, so nothing waits for ever.
    setThinkingMode('worker');
    const abort = new AbortController();
    const run = analyseGame({ task: reviewTask(record) }, () => {}, startJobWorker, abort.signal);
    abort.abort();
    await run.done.catch(() => undefined);
    await run.accepted;
  });

  it('stops when aborted', async () => {
    const abort = new AbortController();
    const seen: ReviewSlice[] = [];
    const run = analyseGame(
      { task: reviewTask(record) },
      (slice) => {
        seen.push(slice);
        abort.abort();
      },
      startJobWorker,
      abort.signal,
    );
    let error: unknown;
    await run.done.catch((caught) => (error = caught));
    expect((error as DOMException).name).to.equal('AbortError');
    const count = seen.length;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(seen.length).to.equal(count);
  });
});
