/**
 * `loading="lazy"` (issue 33): a board far below the fold is drawn at once, but fetches no
 * on-demand part and starts no computer (nor its worker) until it comes within one screen of the
 * viewport. Its own page, so that no part is fetched and no worker started before these tests; what
 * is fetched is read from the page's resource timing, the workers started by wrapping `Worker`.
 */
import { expect } from '@open-wc/testing';
import { createGame } from '../../src/engine/index.js';
import { act, board, shadow, until, warnings, type RoyalUrElement } from './helpers.js';

// Every module this page fetches stays listed (the default buffer keeps 250 entries).
performance.setResourceTimingBufferSize(100_000);

/** The workers started from now on, by their script's URL. */
const workers: string[] = [];
const PageWorker = window.Worker;
window.Worker = class extends PageWorker {
  constructor(url: string | URL, options?: WorkerOptions) {
    super(url, options);
    workers.push(String(url));
  }
};

/** Whether the page has fetched a module whose path contains `path`. */
const fetched = (path: string) =>
  performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname.includes(path));

/**
 * Resolves a while after the browser's first intersection check of `el` (the element's own observer
 * is told in the same check): long enough for anything it would fetch to have arrived.
 */
const observed = (el: Element) =>
  new Promise<void>((resolve) => {
    const observer = new IntersectionObserver(() => {
      observer.disconnect();
      setTimeout(resolve, 500);
    });
    observer.observe(el);
  });

/** A game record to review, as a URL. */
const RECORD = `data:application/json,${encodeURIComponent(JSON.stringify(createGame({ seed: 1 }).toJSON()))}`;

/** A block `screens` viewport heights tall, then a board with `attributes` below it. */
async function boardBelow(screens: number, attributes: Record<string, string | boolean>): Promise<RoyalUrElement> {
  const page = document.createElement('div');
  const spacer = document.createElement('div');
  spacer.style.height = `${screens * innerHeight}px`;
  page.append(spacer);
  document.body.append(page);
  scrollTo(0, 0);
  return board(attributes, page);
}

afterEach(() => {
  for (const el of document.querySelectorAll('royal-ur')) el.closest('div')?.remove();
  scrollTo(0, 0);
});

describe('loading="lazy"', () => {
  it('a board five screens below the fold is drawn at once, then fetches its parts and starts its computer only once scrolled near', async () => {
    const el = await boardBelow(5, {
      loading: 'lazy',
      // Bell's tile patterns and the move list are parts; two computers play at once when allowed.
      variant: 'bell',
      'move-list': true,
      light: 'computer',
      dark: 'computer',
      level: 'beginner',
      seed: '7',
      'animation-duration': '0',
    });
    expect(el.loading).to.equal('lazy');
    // Drawn: the board and its dice, in the first load (two computers: a spectator's, with no Throw).
    expect(shadow(el).querySelector('[part="board"]')).to.not.equal(null);
    expect(shadow(el).querySelector('[part="controls"] [part="dice"]')).to.not.equal(null);
    expect(shadow(el).querySelector('[part="throw-button"]')).to.equal(null);
    const drawn = () => JSON.stringify(shadow(el).querySelector('[part="board"]')!.getBoundingClientRect());
    const first = drawn();
    // The browser has checked where the board is, and found it far away: nothing more happens, not
    // even the buttons' part (Undo, New game, the entries to Rules, Learn and Puzzle, on demand since the design system).
    await observed(el);
    const parts = ['/tile-art.', '/move-list.', '/controls/buttons.', '/players/computer.', '/ai/worker/client.'];
    for (const path of parts) expect(fetched(path), path).to.equal(false);
    expect(workers).to.deep.equal([]);
    expect(el.record.actions).to.deep.equal([]);
    expect(shadow(el).querySelector('[part="move-list"]')).to.equal(null);
    expect(shadow(el).querySelector('[part="help-button"]')).to.equal(null);
    expect(drawn()).to.equal(first);

    el.scrollIntoView();
    await until(() => workers.length > 0 && parts.every(fetched) && el.record.actions.length > 2);
    expect(workers[0]).to.contain('worker');
    await until(() => shadow(el).querySelector('[part="move-list"]') !== null);
    // The way to the rules comes with the buttons (in the row, or its "⋯" menu on a phone).
    expect(shadow(el).querySelector('[part="controls"] [part="help-button"]')).to.not.equal(null);
  });

  it('one screen ahead: a board within a screen of the viewport loads its parts at once, one two screens away does not', async () => {
    // The review view is a part the test above does not fetch.
    const away = await boardBelow(2.5, { loading: 'lazy', 'review-src': RECORD });
    await observed(away);
    expect(fetched('/review/review-view.')).to.equal(false);
    away.closest('div')!.remove();

    const near = await boardBelow(1.5, { loading: 'lazy', 'review-src': RECORD });
    // Its top is half a screen below the fold.
    expect(near.getBoundingClientRect().top).to.be.within(innerHeight, 2 * innerHeight);
    await until(() => fetched('/review/review-view.'));
    await until(() => shadow(near).querySelector('royal-ur-review') !== null);
  });

  it('eager, the default, is unchanged: a board far below the fold fetches its parts and plays at once', async () => {
    // The hint bar is a part the tests above never showed; the computer works the hint out.
    const el = await boardBelow(5, {
      hints: true,
      light: 'human',
      dark: 'computer',
      seed: '3',
      'animation-duration': '0',
    });
    expect(el.loading).to.equal('eager');
    expect(fetched('/hint-bar.')).to.equal(false);
    act(el);
    while (el.position.phase !== 'move') {
      await el.settled();
      act(el);
    }
    await el.settled();
    await el.updateComplete;
    expect(fetched('/hint-bar.')).to.equal(true);
    expect(shadow(el).querySelector('[part="hint"]')).to.not.equal(null);
    expect(el.getBoundingClientRect().top).to.be.greaterThan(4 * innerHeight);
  });

  it('a wrong value warns and is eager', async () => {
    let el!: RoyalUrElement;
    const logged = await warnings(async () => {
      el = await board({ loading: 'soon' });
    });
    expect(logged).to.deep.equal([
      '<royal-ur>: loading="soon" is not valid; accepted values: eager, lazy. Using "eager".',
    ]);
    expect(el.loading).to.equal('eager');
    el.loading = 'LAZY' as never;
    expect(el.loading).to.equal('lazy');
  });
});
