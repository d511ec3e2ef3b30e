import { expect, oneEvent } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { findPuzzle, loadPuzzles, parsePuzzleId, puzzleGame, type Puzzle } from '../../src/puzzles/index.js';
import { $, board, shadow, until, warnings, type RoyalUrElement } from './helpers.js';
import { adviceText } from '../../src/element/i18n/moves.js';
import type { UrPuzzleDetail } from '../../src/element/events.js';
import { pathIndexOf } from '../../src/engine/index.js';
import { reasonFor } from '../../src/ai/review/reasons.js';
import { reasonText } from '../../src/element/review/verdict.js';
import { enReview } from '../../src/element/i18n/en/review.js';

const STREAK = 'royal-ur-puzzle-streak';
const view = (el: RoyalUrElement) => shadow(el).querySelector('royal-ur-puzzle');
const inView = <T extends Element = HTMLElement>(el: RoyalUrElement, selector: string) =>
  view(el)?.shadowRoot?.querySelector<T>(selector) ?? null;

/** Waits until the view shows puzzle `id` on its board. */
async function shown(el: RoyalUrElement, id: string): Promise<void> {
  const number = String(parsePuzzleId(id).number);
  // Titled by its number, in any language ("Puzzle 12", "Problème 12").
  await until(() => inView(el, 'h2')?.textContent?.split(' ').pop() === number && inView(el, 'svg') !== null);
}

/** Where the board takes `move` (its piece). */
function pieceOf(el: RoyalUrElement, puzzle: Puzzle, move: string): Element {
  const from = puzzleGame(puzzle)
    .legalMoves()
    .find((candidate) => candidate.notation === move)!.from;
  return inView(el, `.option[data-from="${from}"] .src`)!;
}

/** A move of the puzzle graded `wrong`: the natural one, at least 5 points behind the best. */
const wrongMove = (puzzle: Puzzle) => puzzle.natural;

/** Plays `move` with a click on its piece and returns `ur-puzzle`'s detail. */
async function answer(el: RoyalUrElement, puzzle: Puzzle, move: string): Promise<UrPuzzleDetail> {
  const fired = oneEvent(el, 'ur-puzzle');
  const target = pieceOf(el, puzzle, move);
  // The person scrolls to it: the board never scrolls its page by itself.
  target.scrollIntoView({ block: 'center' });
  const box = target.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
  const { detail } = (await fired) as CustomEvent<UrPuzzleDetail>;
  await view(el)!.updateComplete;
  return detail;
}

/** The chances the view lists, as `move percent` lines. */
const listed = (el: RoyalUrElement) =>
  [...view(el)!.shadowRoot!.querySelectorAll('.options li')].map((item) =>
    [item.querySelector('.move')!.textContent, item.querySelector('.chance')!.textContent].join(' '),
  );
const percent = (chance: number) => `${Number((chance * 100).toFixed(1))}%`;

/** Why the best move beats `move`, in the review's words for its reasons. */
function whyNot(puzzle: Puzzle, move: string): string {
  const game = puzzleGame(puzzle);
  const from = (notation: string) =>
    pathIndexOf(game.layout, game.state.turn, game.legalMoves().find((m) => m.notation === notation)!.from);
  const reason = reasonFor(game.layout, game.state, from(move), from(puzzle.best));
  return reason ? reasonText('en', enReview, reason) : enReview.tryAgain.noReason;
}

beforeEach(() => localStorage.removeItem(STREAK));
afterEach(() => localStorage.removeItem(STREAK));

describe('<royal-ur> puzzles', () => {
  it('puzzle="daily" opens the puzzle of the UTC date, the same for every time of that day', async () => {
    const RealDate = Date;
    const fixed = Date.parse('2026-03-14T23:30:00Z');
    // The page's clock on a fixed date: `new Date()` is then 14 March 2026, late in the UTC day.
    class FixedDate extends RealDate {
      constructor(value?: string | number | Date) {
        super(value ?? fixed);
      }
    }
    const expected = (await loadPuzzles('finkel')).daily('2026-03-14');
    globalThis.Date = FixedDate as DateConstructor;
    try {
      const el = await board({ puzzle: 'daily' });
      await shown(el, expected.id);
      expect(inView(el, 'h2')!.textContent).to.equal(`Puzzle ${parsePuzzleId(expected.id).number}`);
      expect(inView(el, '.task')!.textContent).to.equal(
        `You play ${expected.player} and threw ${expected.thrown}: find the best move`,
      );
    } finally {
      globalThis.Date = RealDate;
    }
  });

  it('a right answer shows the verdict and every chance, and fires ur-puzzle', async () => {
    const puzzle = await findPuzzle('finkel-1', 'finkel');
    const el = await board({ puzzle: 'finkel-1' });
    await shown(el, 'finkel-1');
    const detail = await answer(el, puzzle, puzzle.best);
    expect(detail).to.deep.include({ id: 'finkel-1', move: puzzle.best, verdict: 'best', best: puzzle.best, lost: 0 });
    expect(detail.options).to.deep.equal(puzzle.options);
    expect(detail.streak).to.equal(1);
    expect(inView(el, '.verdict')!.textContent).to.equal('Best move!');
    // Each move told as the review tells one ("enter on A1"), not in notation.
    const told = (notation: string) =>
      adviceText(
        'en',
        puzzleGame(puzzle)
          .legalMoves()
          .find((move) => move.notation === notation)!,
      );
    expect(listed(el)).to.deep.equal(puzzle.options.map(({ move, chance }) => `${told(move)} ${percent(chance)}`));
    expect(inView(el, '.options li.yours .move')!.textContent).to.equal(told(puzzle.best));
    // The answer is played on the board; no move is offered any more.
    expect(inView(el, '.option')).to.equal(null);
  });

  it('a wrong answer, played with the keyboard, says why the best is better; the answer and every chance once asked for', async () => {
    const puzzle = await findPuzzle('blitz-3', 'finkel');
    const el = await board({ puzzle: 'blitz-3' });
    await shown(el, 'blitz-3');
    const fired = oneEvent(el, 'ur-puzzle');
    (pieceOf(el, puzzle, wrongMove(puzzle)) as SVGElement).focus();
    await sendKeys({ press: 'Enter' });
    const { detail } = (await fired) as CustomEvent<UrPuzzleDetail>;
    await view(el)!.updateComplete;
    const played = puzzle.options.find(({ move }) => move === wrongMove(puzzle))!;
    expect(detail).to.deep.include({ verdict: 'wrong', move: played.move, chance: played.chance, streak: 0 });
    expect(detail.lost).to.be.at.least(0.05);
    expect(inView(el, '.verdict')!.textContent).to.equal('Not the best move');
    // Why, in the review's words for its reasons (ai/review/reasons.ts); the answer waits.
    expect(inView(el, '.reason')!.textContent).to.equal(whyNot(puzzle, wrongMove(puzzle)));
    expect(inView(el, 'ol.options')).to.equal(null);
    expect(inView(el, '.suggestion')).to.equal(null);
    // The keyboard goes on to the verdict; Show the answer lists every chance and draws the best.
    expect(view(el)!.shadowRoot!.activeElement).to.equal(inView(el, '.verdict'));
    inView(el, '.show-answer')!.click();
    await view(el)!.updateComplete;
    expect(listed(el)).to.deep.equal(puzzle.options.map(({ move, chance }) => `${move} ${percent(chance)}`));
    expect(inView(el, '.suggestion')).to.not.equal(null);
    expect(inView(el, '.show-answer')).to.equal(null);
    // Try again sets the puzzle up anew.
    inView(el, '.again')!.click();
    await view(el)!.updateComplete;
    expect(inView(el, '.verdict')).to.equal(null);
    expect(inView(el, '.option')).to.not.equal(null);
  });

  it('a wrong answer may be followed by another try before the answer: Try again, then the best', async () => {
    const puzzle = await findPuzzle('finkel-5', 'finkel');
    const el = await board({ puzzle: 'finkel-5' });
    await shown(el, 'finkel-5');
    expect((await answer(el, puzzle, wrongMove(puzzle))).verdict).to.equal('wrong');
    expect(inView(el, '.reason')!.textContent).to.equal(whyNot(puzzle, wrongMove(puzzle)));
    expect(inView(el, 'ol.options')).to.equal(null);
    inView(el, '.again')!.click();
    await view(el)!.updateComplete;
    expect(inView(el, '.reason')).to.equal(null);
    expect((await answer(el, puzzle, puzzle.best)).verdict).to.equal('best');
    expect(inView(el, '.verdict')!.textContent).to.equal('Best move!');
    expect(inView(el, '.reason')).to.equal(null);
    expect(listed(el)).to.have.length(puzzle.options.length);
  });

  it('Next puzzle, after an answer, opens the next of the variant (after the last, the first), ready to answer', async () => {
    const set = await loadPuzzles('finkel');
    const el = await board({ puzzle: 'finkel-1' });
    await shown(el, 'finkel-1');
    expect(inView(el, '.next')).to.equal(null);
    await answer(el, set.puzzle(1), set.puzzle(1).best);
    inView(el, '.next')!.click();
    await shown(el, 'finkel-2');
    expect(inView(el, '.verdict')).to.equal(null);
    expect(inView(el, '.option')).to.not.equal(null);
    // The keyboard is on the new puzzle's board.
    expect(view(el)!.shadowRoot!.activeElement?.closest('svg')).to.not.equal(null);
    // The host's attribute is unchanged: the view went on by itself.
    expect(el.puzzle).to.equal('finkel-1');
    const last = `finkel-${set.count}`;
    el.puzzle = last;
    await shown(el, last);
    // A miss: the streak the page keeps (storage aside) ends at 0, as the tests after this expect.
    await answer(el, set.puzzle(set.count), wrongMove(set.puzzle(set.count)));
    inView(el, '.next')!.click();
    await until(() => inView(el, 'h2')?.textContent === 'Puzzle 1' && inView(el, '.option') !== null);
  });

  it('remembers the streak on the device: best answers add up, a second try does not count, a miss ends it', async () => {
    const first = await findPuzzle('finkel-1', 'finkel');
    const second = await findPuzzle('finkel-2', 'finkel');
    const third = await findPuzzle('finkel-3', 'finkel');
    let el = await board({ puzzle: 'finkel-1' });
    await shown(el, 'finkel-1');
    expect((await answer(el, first, first.best)).streak).to.equal(1);
    // Again on the same puzzle: still 1.
    inView(el, '.again')!.click();
    await view(el)!.updateComplete;
    expect((await answer(el, first, first.best)).streak).to.equal(1);
    // A new board (as on another visit) reads it back.
    el = await board({ puzzle: 'finkel-2' });
    await shown(el, 'finkel-2');
    expect(inView(el, '.streak')!.textContent).to.equal('Streak: 1');
    expect((await answer(el, second, second.best)).streak).to.equal(2);
    expect(inView(el, '.streak')!.textContent).to.equal('Streak: 2');
    expect(JSON.parse(localStorage.getItem(STREAK)!)).to.deep.equal({ count: 2, last: 'finkel-2' });
    el.setAttribute('puzzle', 'finkel-3');
    await shown(el, 'finkel-3');
    expect((await answer(el, third, wrongMove(third))).streak).to.equal(0);
  });

  it('works with storage blocked, the streak kept for the page', async () => {
    const puzzle = await findPuzzle('finkel-1', 'finkel');
    const { getItem, setItem } = Storage.prototype;
    Storage.prototype.getItem = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    Storage.prototype.setItem = Storage.prototype.getItem;
    try {
      const el = await board({ puzzle: 'finkel-1' });
      await shown(el, 'finkel-1');
      const detail = await answer(el, puzzle, puzzle.best);
      expect(detail.verdict).to.equal('best');
      expect(inView(el, '.streak')!.textContent).to.equal(`Streak: ${detail.streak}`);
    } finally {
      Storage.prototype.getItem = getItem;
      Storage.prototype.setItem = setItem;
    }
  });

  for (const [spec, says] of [
    ['finkel-9999', 'finkel has puzzles 1 to 400, not 9999'],
    ['nope', '"nope" is not a puzzle id'],
  ]) {
    it(`puzzle="${spec}" warns clearly and leaves the board as it is`, async () => {
      const el = await board({ seed: '3' });
      el.throwDice();
      const before = el.record;
      const logged = await warnings(async () => {
        el.setAttribute('puzzle', spec);
        await el.updateComplete;
        await until(() => view(el) === null);
      });
      expect(logged).to.have.length(1);
      expect(logged[0]).to.include(`puzzle="${spec}"`).and.include(says);
      expect(el.record).to.deep.equal(before);
      expect($(el, '[part="throw-button"]')).to.not.equal(null);
    });
  }

  it("the Puzzle button beside Rules opens the day's puzzle; closing it returns to the game, the button focused", async () => {
    const today = (await loadPuzzles('finkel')).daily(new Date());
    const el = await board({ seed: '3' });
    el.throwDice();
    const before = el.record;
    $(el, '.puzzle-button')!.click();
    await shown(el, today.id);
    inView(el, '.close')!.click();
    await el.updateComplete;
    expect(view(el)).to.equal(null);
    expect(el.record).to.deep.equal(before);
    expect(shadow(el).activeElement).to.equal($(el, '.puzzle-button'));
  });

  it("a variant without puzzles (bell) opens Finkel's daily puzzle", async () => {
    const today = (await loadPuzzles('finkel')).daily(new Date());
    const el = await board({ variant: 'bell', puzzle: 'daily' });
    await shown(el, today.id);
  });

  it('passes an accessibility check, before and after the answer', async () => {
    const puzzle = await findPuzzle('aseb-2', 'finkel');
    const el = await board({ puzzle: 'aseb-2' });
    await shown(el, 'aseb-2');
    await expect(el).to.be.accessible();
    await answer(el, puzzle, puzzle.options[1].move);
    await expect(el).to.be.accessible();
  });

  it('speaks the language of the board', async () => {
    const el = await board({ puzzle: 'finkel-1', lang: 'fr' });
    await shown(el, 'finkel-1');
    expect(inView(el, 'h2')!.textContent).to.equal('Problème 1');
    expect(inView(el, '.close')!.textContent).to.equal('Retour à la partie');
  });
});
