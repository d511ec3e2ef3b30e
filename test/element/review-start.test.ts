/**
 * The review's first second (docs/review.md): what `review()` sets going before anything waits for
 * it. Its own page, so that the review's part is fetched here for the first time and no worker
 * started before; what is fetched is read from the page's resource timing, the workers started and
 * what they answer by wrapping `Worker`.
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { createGame, loadGame } from '../../src/engine/index.js';
import type { ReviewSlice } from '../../src/ai/review/review-score.js';
import type { WorkerRequest } from '../../src/ai/worker/worker.js';
import { board, playOut, shadow, until } from './helpers.js';
import { randomGame } from '../ai/helpers.js';

performance.setResourceTimingBufferSize(100_000);

/** The workers started from now on, and the review slices they answered, in order. */
const workers: string[] = [];
const slices: ReviewSlice[] = [];
/** What was posted to them, in order, each with whether the review view was in the page by then. */
const posted: { message: WorkerRequest; viewThere: boolean }[] = [];
const PageWorker = window.Worker;
window.Worker = class extends PageWorker {
  constructor(url: string | URL, options?: WorkerOptions) {
    super(url, options);
    workers.push(options?.name ?? String(url));
    this.addEventListener('message', (event: MessageEvent) => {
      if (event.data && 'review' in event.data) slices.push(event.data.review);
    });
  }

  override postMessage(message: unknown, options?: StructuredSerializeOptions | Transferable[]): void {
    const views = [...document.querySelectorAll('royal-ur')].map((el) =>
      el.shadowRoot?.querySelector('royal-ur-review'),
    );
    posted.push({ message: message as WorkerRequest, viewThere: views.some(Boolean) });
    super.postMessage(message, options as StructuredSerializeOptions);
  }
};

/** The page's fetch of the module at `path` (a source path under the test server's root). */
const fetchOf = (path: string) =>
  performance.getEntriesByType('resource').find((entry) => new URL(entry.name).pathname === path) as
    PerformanceResourceTiming | undefined;

describe("<royal-ur> review: the first second's order", () => {
  it("review() fetches the view and starts the worker at once: the worker runs before the record is read, the view's fetch waits for no other", async function () {
    this.timeout(60_000);
    const record = randomGame(7);
    const el = await board();
    expect(workers).to.deep.equal([]);
    expect(await el.review(record)).to.deep.equal({ ok: true });
    // Started while the part was fetched, before `review()` read the record.
    expect(workers).to.deep.equal(['royal-ur-ai']);
    // The analysis asked for as soon as the record was read, before the view was drawn.
    expect(posted.map(({ message, viewThere }) => [message.kind, viewThere])).to.deep.equal([['review', false]]);
    const view = fetchOf('/src/element/review/review-view.ts');
    const client = fetchOf('/src/ai/worker/client.ts');
    expect(view, 'the view fetched').to.not.equal(undefined);
    expect(client, "the worker's client fetched").to.not.equal(undefined);
    // Requested before the client had arrived: neither waits for the other.
    expect(view!.startTime).to.be.below(client!.responseEnd);

    // The first verdict the worker sends is the game's first judged choice (not its forced first move).
    await until(() => slices.some((slice) => slice.points.length > 0));
    const [first] = slices.find((slice) => slice.points.length > 0)!.points;
    const game = createGame({ seed: 7 });
    let judged = -1;
    for (const [i, action] of record.actions.entries()) {
      if (game.phase === 'move' && game.legalMoves().length >= 2) {
        judged = i + 1;
        break;
      }
      game.apply(action);
    }
    expect(record.actions.slice(0, judged - 1).filter((action) => !action.startsWith('t')).length).to.be.above(
      0,
      'a forced move comes before the first judged choice',
    );
    expect(first.actions).to.equal(judged);
    expect(first.choice?.category).to.be.a('string');
    // Shown as the move list's first mark.
    await until(() =>
      Boolean(shadow(el).querySelector('royal-ur-review')?.shadowRoot?.querySelector('.move-list .mark')),
    );
    // The view took that analysis over: no second worker nor request.
    expect(workers).to.deep.equal(['royal-ur-ai']);
    expect(posted.filter(({ message }) => message.kind === 'review')).to.have.length(1);
    el.remove();
  });

  it('the Review button at game end starts the review worker when the keyboard or a pointer comes on it; pressed, the review takes that worker', async function () {
    this.timeout(60_000);
    const el = await board({ pieces: '2', seed: '8', 'animation-duration': '0' });
    playOut(el);
    await el.updateComplete;
    const button = shadow(el).querySelector<HTMLButtonElement>('.review-button')!;
    const before = workers.length;
    // The game's end alone starts nothing.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(workers.length).to.equal(before);
    // Focus comes to the button as a person's Tab brings it: on the page they use, which has the
    // browser's focus (a test page run after another may not, and its focus() fires no event).
    await executeServerCommand('focus-page');
    expect(document.hasFocus()).to.equal(true);
    button.focus();
    await until(() => workers.length === before + 1);
    // Told the game's rules at once, so that it loads their learned weights before the press.
    const [prepare] = posted.slice(-1);
    expect(prepare.message).to.deep.equal({ id: 0, kind: 'prepare', rules: loadGame(el.record).rules });
    const judged = slices.length;
    // The press comes with the pointer (and, pressed, the focus): no second worker once the review took the first.
    button.dispatchEvent(new PointerEvent('pointerenter'));
    button.click();
    button.dispatchEvent(new PointerEvent('pointerenter'));
    await until(() => slices.length > judged);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(workers.length).to.equal(before + 1);
    expect(posted.filter(({ message }) => message.kind === 'prepare')).to.have.length(1);
    el.remove();
  });
});
