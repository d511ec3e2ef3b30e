/**
 * Words on the common paths, in every language (issue 45 item 3): the person is "you" in its own
 * grammatical form (never a name with "'s"), counts take their plural forms (Intl.PluralRules), a
 * puzzle says what to do without reading the throw into the sentence, titles itself by number and
 * tells its answers as the review tells moves, and Arabic joins clauses with its own comma.
 */
import { expect, oneEvent } from '@open-wc/testing';
import { createGame, PRESETS, Random, type GameRecord, type Move } from '../../src/engine/index.js';
import { buildLessons } from '../../src/learn/index.js';
import { findPuzzle, gradeAnswer, puzzleGame } from '../../src/puzzles/index.js';
import { LANGS, loadTranslation, loadedLanguage, translation } from '../../src/element/i18n/lang.js';
import { enYou } from '../../src/element/i18n/en/you.js';
import { enLearn } from '../../src/element/i18n/en/learn.js';
import { enPuzzle } from '../../src/element/i18n/en/puzzle.js';
import { adviceText } from '../../src/element/i18n/moves.js';
import { moveWords } from '../../src/element/i18n/move-clauses.js';
import { reviewedGame } from '../../src/element/review/frames.js';
import type { LearnWords, PuzzleWords, YouWords } from '../../src/element/i18n/types.js';
import { board, shadow, until } from './helpers.js';

before(() => Promise.all(LANGS.map((lang) => loadTranslation(lang))));
afterEach(() => document.body.replaceChildren());

const you = (lang: string): YouWords => loadedLanguage(lang)?.you ?? enYou;
const learn = (lang: string): LearnWords => loadedLanguage(lang)?.learn ?? enLearn;
const puzzle = (lang: string): PuzzleWords => loadedLanguage(lang)?.puzzle ?? enPuzzle;

/** Every text of `root` and the shadow roots inside it, with its accessible names. */
function allText(root: ShadowRoot): string {
  const texts = [root.textContent ?? ''];
  for (const node of root.querySelectorAll('*')) {
    const label = node.getAttribute('aria-label') ?? node.getAttribute('aria-valuetext');
    if (label) texts.push(label);
    if (node.shadowRoot) texts.push(allText(node.shadowRoot));
  }
  return texts.join('\n');
}

/** A short seeded game (two pieces a side), light playing first legal moves, to its end. */
function shortGame(seed: number): GameRecord {
  const game = createGame({ rules: { pieces: 2 }, seed });
  const random = new Random(seed);
  while (game.phase !== 'over') {
    if (game.phase === 'move' || game.phase === 'eyes') {
      const moves = game.legalMoves();
      if (moves.length === 0) game.decline();
      else game.move(moves[random.below(moves.length)]);
    } else game.throwDice();
  }
  return game.toJSON();
}

describe('words said to the person here', () => {
  for (const lang of LANGS) {
    it(`${lang}: reviewing your own game says your chance, accuracy and graph in the second person`, async () => {
      const el = await board({ dark: 'computer', lang, seed: '1' });
      const complete = oneEvent(el, 'ur-review-complete');
      expect(await el.review(shortGame(3))).to.deep.equal({ ok: true });
      const { detail } = (await complete) as CustomEvent;
      const view = shadow(el).querySelector('royal-ur-review')!;
      await view.updateComplete;
      const root = view.shadowRoot!;
      const w = you(lang);
      const chances = detail.lightChances as number[];
      const percent = (chance: number) => Math.round(chance * 100);
      expect(root.querySelector('.summary')!.textContent).to.contain(
        w.chanceWent(percent(chances[0]), percent(chances[chances.length - 1])),
      );
      expect(root.querySelector('.graph')!.getAttribute('aria-label')).to.equal(w.graph());
      expect(root.querySelector('.accuracy.light')!.textContent).to.equal(
        w.accuracy(Math.round(detail.accuracy.light)),
      );
      expect(root.querySelector('.current')!.textContent).to.contain(w.winChance(percent(chances[0])));
      if (lang === 'en') expect(allText(shadow(el))).not.to.contain("You's");
      // Your move after your throw, in your form: "You threw 2 · moved A4→A2" ("Du hast 2 geworfen · hast …").
      const { frames } = reviewedGame(shortGame(3));
      const at = frames.findIndex(
        (frame, index) => index > 0 && frame.player === 'light' && frame.move && frames[index - 1].player === 'light',
      );
      const { move } = frames[at];
      view.go(at);
      await view.updateComplete;
      const step = move!.enter
        ? w.stepMove.entered(move!.to)
        : move!.bearOff
          ? w.stepMove.boreOff(move!.from)
          : w.stepMove.moved(`${move!.from}→${move!.to}`);
      expect(root.querySelector('.step-line')!.textContent).to.contain(step);
    });

    it(`${lang}: the status line says your entering move in the second person`, async () => {
      // The computer waits for the move's animation: the status line still tells the person's move.
      const el = await board({ dark: 'computer', lang, seed: '1' });
      el.throwDice(2);
      const move = el.legalMoves[0];
      el.move(move);
      await el.updateComplete;
      expect(shadow(el).querySelector('[part="status"]')!.textContent).to.contain(you(lang).entered(move.to));
    });

    it(`${lang}: a lesson's count takes its plural form ("1 square", "2 squares")`, () => {
      const facts = buildLessons(PRESETS.finkel).find((lesson) => lesson.kind === 'route')!.facts;
      const ask = (thrown: number) => learn(lang).lessons.route.ask({ ...facts, thrown, tile: 'A4' });
      // The words for 1 are not the words for 2 with the number changed.
      expect(ask(1).replaceAll('1', '#')).not.to.equal(ask(2).replaceAll('2', '#'));
      if (lang === 'en') expect(ask(1)).to.contain(`move the piece on ${facts.tile} 1 square along`);
    });

    it(`${lang}: a puzzle is titled by its number, and its task says the side played and the throw`, () => {
      const title = puzzle(lang).title(394);
      expect(title).to.contain('394');
      expect(title).not.to.contain('finkel');
      const task = puzzle(lang).task('dark', 4);
      expect(task).to.contain('4');
      expect(task, 'which side the solver plays').not.to.equal(puzzle(lang).task('light', 4));
      if (lang === 'en') expect(task).to.equal('You play dark and threw 4: find the best move');
    });
  }

  for (const lang of ['en', 'ar']) {
    it(`${lang}: a puzzle is titled by its number, and its answers are told as the review tells moves, not in notation`, async () => {
      const el = await board({ puzzle: 'finkel-1', lang });
      const found = await findPuzzle('finkel-1', 'finkel');
      const view = () => shadow(el).querySelector('royal-ur-puzzle')?.shadowRoot ?? null;
      await until(() => !!view()?.querySelector('svg .option'));
      const wrong = found.natural;
      const from = puzzleGame(found)
        .legalMoves()
        .find((move) => move.notation === wrong)!.from;
      view()!
        .querySelector<SVGElement>(`.option[data-from="${from}"] .src`)!
        .dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
      // A wrong answer: its reason first, then the answer once asked for.
      await until(() => !!view()?.querySelector('.show-answer'));
      view()!.querySelector<HTMLButtonElement>('.show-answer')!.click();
      await until(() => !!view()?.querySelector('.options li'));
      const told = [...view()!.querySelectorAll('.options .move')].map((node) => node.textContent);
      const legal = puzzleGame(found).legalMoves();
      const expected = gradeAnswer(found, wrong).options.map(({ move }) =>
        adviceText(
          lang,
          legal.find((candidate) => candidate.notation === move)!,
        ),
      );
      expect(told).to.deep.equal(expected);
      for (const text of told) expect(text).not.to.match(/^R-|-H$|\*$/);
      const title = view()!.querySelector('h2')!.textContent!;
      expect(title).to.equal(puzzle(lang).title(1));
      expect(title).not.to.contain('finkel');
    });
  }

  it('Arabic joins a move’s clauses with the Arabic comma, English with its own', () => {
    // A move that ends on a rosette: "entered on A4, landed on a rosette: another throw".
    const game = createGame({ seed: 5 });
    let rosette: Move | undefined;
    for (let step = 0; step < 500 && !rosette; step++) {
      if (game.phase === 'move') {
        const moves = game.legalMoves();
        rosette = moves.find((move) => move.rosette);
        if (!rosette) game.move(moves[0]);
      } else if (game.phase === 'throw') game.throwDice();
      else break;
    }
    expect(rosette, 'a rosette move').to.exist;
    const arabic = moveWords(translation('ar'), 'الفاتح', rosette!);
    expect(arabic).to.contain('، ');
    expect(arabic).not.to.contain(',');
    expect(adviceText('ar', rosette!)).not.to.contain(',');
    expect(moveWords(translation('en'), 'Light', rosette!)).to.contain(', ');
  });
});
