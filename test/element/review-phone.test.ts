/**
 * The review on a phone (issue 45): at 360×640, the review at the top of the screen, the step's
 * verdict (its words, the reason, Try again) and the buttons to the next step (Next mistake, Next
 * inaccuracy, the step buttons) are on screen together, and (the words beside the board) stay where
 * they are from one key move to the next, so that stepping through a game's mistakes needs no
 * scrolling up and down; the same in Arabic, and at 1280×800. In "Try
 * again" after a worse move, its outcome, its reason and Show the answer too.
 */
import { expect, oneEvent } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { createGame, Random, type GameRecord } from '../../src/engine/index.js';
import { board, shadow, until, type RoyalUrElement } from './helpers.js';
import { LANGS, loadTranslation } from '../../src/element/i18n/lang.js';

/** A whole game, three pieces a side, mostly the piece furthest along, now and then a random one: a game with mistakes. */
function played(seed: number): GameRecord {
  const game = createGame({ rules: { pieces: 3 }, seed });
  const random = new Random(seed);
  while (game.phase !== 'over') {
    if (game.phase === 'move' || game.phase === 'eyes') {
      const moves = game.legalMoves();
      if (moves.length === 0) game.decline();
      else game.move(random.below(4) === 0 ? moves[random.below(moves.length)] : moves[moves.length - 1]);
    } else game.throwDice();
  }
  return game.toJSON();
}

const view = (el: RoyalUrElement) => shadow(el).querySelector('royal-ur-review')!;
const inView = (el: RoyalUrElement, selector: string) => view(el).shadowRoot!.querySelector<HTMLElement>(selector);

/** Top and bottom of what `selectors` find, in viewport pixels (each must be drawn). */
function boxes(el: RoyalUrElement, selectors: string[]): Record<string, [number, number]> {
  return Object.fromEntries(
    selectors.map((selector) => {
      const found = inView(el, selector);
      expect(found, selector).to.not.equal(null);
      const { top, bottom } = found!.getBoundingClientRect();
      return [selector, [Math.round(top), Math.round(bottom)]];
    }),
  );
}

/** Whether every box lies in the viewport as it is (no scrolling). */
function onScreen(found: Record<string, [number, number]>): boolean {
  return Object.values(found).every(([top, bottom]) => top >= 0 && bottom <= innerHeight);
}

/** The step's words and its buttons: the verdict with its reason, Try again, the key-move and step buttons. */
const STEP = [
  '.current',
  '.current .verdict',
  '.try',
  '.try-again',
  '.next-key',
  '.next-inaccuracy',
  '.controls .forward',
];

describe('<royal-ur> game review on a phone and a desktop', () => {
  const record = played(7);
  afterEach(() => setViewport({ width: 800, height: 600 }));

  for (const lang of ['en', 'ar'])
    for (const [width, height] of [
      [360, 640],
      [1280, 800],
    ])
      it(`${lang}, ${width}×${height}: each key move's verdict and the buttons to the next show on one screen, in place from step to step; so does a wrong Try again with its reason`, async function () {
        this.timeout(120_000);
        await setViewport({ width, height });
        const el = await board({ lang, 'animation-duration': '0' });
        const complete = oneEvent(el, 'ur-review-complete');
        expect(await el.review(record)).to.deep.equal({ ok: true });
        await complete;
        await view(el).updateComplete;
        // Key moves as a person steps through them: "Review key moves", then Next mistake.
        // The review at the top of the screen, as the page shows it opened; no scrolling from here on.
        el.scrollIntoView({ block: 'start' });
        inView(el, '.first-key')!.click();
        const seen: Record<string, [number, number]>[] = [];
        for (let step = 0; step < 3; step++) {
          await view(el).updateComplete;
          await until(() => inView(el, '.current .verdict') !== null);
          const found = boxes(el, STEP);
          expect(onScreen(found), `step ${step}: ${JSON.stringify(found)}`).to.equal(true);
          seen.push(found);
          const next = inView(el, '.next-key:enabled, .next-inaccuracy:enabled');
          if (!next) break;
          next.click();
        }
        // On the phone, the words beside the board: the buttons stay put from step to step.
        if (width < 400)
          for (const found of seen.slice(1))
            for (const selector of ['.next-key', '.next-inaccuracy', '.controls .forward'])
              expect(found[selector], selector).to.deep.equal(seen[0][selector]);
        // Try again, a move other than the best: its outcome and reason with the buttons.
        inView(el, '.try-again')!.click();
        await until(() => inView(el, '.option .src') !== null);
        const options = [...view(el).shadowRoot!.querySelectorAll('.option .src')];
        for (const option of options.reverse()) {
          option.dispatchEvent(new MouseEvent('click', { bubbles: true }));
          await until(() => inView(el, '.outcome') !== null);
          if (inView(el, '.show-answer')) break;
          inView(el, '.controls .try-again')!.click();
          await until(() => inView(el, '.outcome') === null);
        }
        const tried = boxes(el, ['.current', '.current .outcome', '.current .reason', '.show-answer', '.next-key']);
        expect(onScreen(tried), JSON.stringify(tried)).to.equal(true);
        el.remove();
      });
});

/** The words of `button` that the line breaks inside (each word should sit whole on one line). */
function brokenWords(button: HTMLElement): string[] {
  const broken: string[] = [];
  const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    for (const word of node.textContent!.matchAll(/\S+/g)) {
      const range = document.createRange();
      range.setStart(node, word.index);
      range.setEnd(node, word.index + word[0].length);
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      if (lines.size > 1) broken.push(word[0]);
    }
  return broken;
}

describe('the key-move buttons on a phone', () => {
  const record = played(7);
  before(() => Promise.all(LANGS.map(loadTranslation)));
  afterEach(() => setViewport({ width: 800, height: 600 }));

  // Five buttons in a 344 px row broke "inaccuracy" and "Previous" in the middle.
  for (const lang of LANGS)
    for (const width of [320, 360])
      it(`${lang}, ${width} px: no word is cut across lines, before the first key move and after`, async function () {
        this.timeout(60_000);
        await setViewport({ width, height: 640 });
        const el = await board({ lang, 'animation-duration': '0' });
        const complete = oneEvent(el, 'ur-review-complete');
        expect(await el.review(record)).to.deep.equal({ ok: true });
        await complete;
        await view(el).updateComplete;
        for (const moment of ['before', 'after']) {
          const buttons = [...view(el).shadowRoot!.querySelectorAll<HTMLElement>('.key-nav button')];
          expect(buttons.length, moment).to.equal(moment === 'before' ? 3 : 4);
          for (const button of buttons)
            expect(brokenWords(button), `${moment}: ${button.textContent}`).to.deep.equal([]);
          inView(el, '.first-key')?.click();
          await view(el).updateComplete;
        }
        el.remove();
      });
});
