/**
 * An embed never moves its page nor takes the focus until the person acts inside it (issue 45 item
 * 2): under a 1,500 px article, every mode and view opens where the page is, the focus left where
 * it was: the lessons, a puzzle, a review, the start screen, a game whose computer moves first.
 * Then, once the person opens a view from inside, the keyboard goes to its board.
 */
import { expect } from '@open-wc/testing';
import { createGame } from '../../src/engine/index.js';
import type { RoyalUrElement } from '../../src/element/royal-ur.js';
import '../../src/element/define.js';

const RECORD = `data:application/json,${encodeURIComponent(JSON.stringify(createGame({ seed: 1 }).toJSON()))}`;

/** Waits (up to 10 s) until `check` holds. */
async function until(check: () => unknown, what: string): Promise<void> {
  for (let waited = 0; !check(); waited += 50) {
    if (waited > 10_000) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The board drawn by the view the element shows (its own, or a nested view's). */
function viewBoard(el: RoyalUrElement): Element | null {
  const root = el.shadowRoot!;
  const view = root.querySelector('royal-ur-learn, royal-ur-puzzle, royal-ur-review');
  return (view ? view.shadowRoot : root)?.querySelector('svg [tabindex="0"], svg.board') ?? null;
}

afterEach(() => {
  document.body.replaceChildren();
  window.scrollTo(0, 0);
});

/** An article of 1,500 px, then the board with `attributes`, the page at its top. */
function underArticle(attributes: Record<string, string>): RoyalUrElement {
  const article = document.createElement('article');
  article.style.height = '1500px';
  const el = document.createElement('royal-ur') as RoyalUrElement;
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  document.body.append(article, el);
  window.scrollTo(0, 0);
  return el;
}

const CASES: Record<string, string>[] = [
  { mode: 'learn' },
  { puzzle: 'daily' },
  { 'review-src': RECORD },
  {},
  { dark: 'computer', seed: '1' },
  { light: 'computer', seed: '1', 'animation-duration': '0', 'move-list': '', hints: '' },
  { variant: 'bell', light: 'computer', dark: 'computer', seed: '2', 'animation-duration': '0' },
];

describe('an embed on load', () => {
  for (const attributes of CASES) {
    it(`does not scroll the page nor take the focus: ${JSON.stringify(attributes)}`, async () => {
      const before = document.activeElement;
      const el = underArticle(attributes);
      await el.updateComplete;
      await until(() => viewBoard(el), 'its board');
      await el.settled();
      // Whatever a view does once drawn (a puzzle's position arrives after its file).
      for (let frame = 0; frame < 10; frame++) await new Promise(requestAnimationFrame);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(window.scrollY, 'the page stays where it was').to.equal(0);
      expect(document.activeElement, 'the focus stays where it was').to.equal(before);
      expect(el.matches(':focus-within')).to.equal(false);
    });
  }

  it('once the person opens the lessons or a puzzle from inside, the keyboard goes to its board', async () => {
    for (const part of ['learn', 'puzzle']) {
      const el = underArticle({ light: 'human', dark: 'computer', seed: '1' });
      await el.updateComplete;
      el.shadowRoot!.querySelector<HTMLButtonElement>(`.${part}-button`)!.click();
      await until(() => el.shadowRoot!.querySelector(`royal-ur-${part}`)?.shadowRoot?.activeElement, `${part} focused`);
      const view = el.shadowRoot!.querySelector(`royal-ur-${part}`)!;
      expect(view.shadowRoot!.activeElement!.closest('svg'), part).to.exist;
      document.body.replaceChildren();
    }
  });
});
