import { expect } from '@open-wc/testing';
import { executeServerCommand, sendKeys, sendMouse } from '@web/test-runner-commands';
import { createGame, PRESETS } from '../../src/engine/index.js';
import { buildLessons, lessonGame, tryMove, whyStuck, type Lesson } from '../../src/learn/index.js';
import { enLearn } from '../../src/element/i18n/en/learn.js';
import { $, board, shadow, until, type RoyalUrElement } from './helpers.js';

const PROGRESS = 'royal-ur-learn';
const view = (el: RoyalUrElement) => shadow(el).querySelector('royal-ur-learn');
const inView = <T extends Element = HTMLElement>(el: RoyalUrElement, selector: string) =>
  view(el)?.shadowRoot?.querySelector<T>(selector) ?? null;
const text = (el: RoyalUrElement, selector: string) => inView(el, selector)?.textContent?.trim() ?? null;

/** Waits until the view shows lesson `number` (1-based) of `total`. */
async function shown(el: RoyalUrElement, number: number, total: number): Promise<void> {
  await until(() => text(el, '.progress') === `Lesson ${number} of ${total}` && inView(el, 'svg') !== null);
}

/** A legal move of the lesson that does what it asks, and one that does not. */
function movesOf(lesson: Lesson) {
  const moves = lessonGame(lesson).legalMoves();
  return {
    right: moves.find((move) => tryMove(lesson, move).done)!,
    wrong: moves.find((move) => !tryMove(lesson, move).done)!,
  };
}

async function click(target: Element): Promise<void> {
  const box = target.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
}

beforeEach(() => localStorage.removeItem(PROGRESS));
afterEach(() => localStorage.removeItem(PROGRESS));

describe('<royal-ur> lessons', () => {
  it('mode="learn" goes through every Finkel lesson with the mouse: a wrong try says why, the right one moves on', async () => {
    const lessons = buildLessons(PRESETS.finkel);
    const el = await board({ mode: 'learn' });
    for (const [index, lesson] of lessons.entries()) {
      await shown(el, index + 1, lessons.length);
      expect(text(el, '.say')).to.equal(enLearn.lessons[lesson.kind].say(lesson.facts));
      expect(text(el, '.ask')).to.equal(enLearn.lessons[lesson.kind].ask(lesson.facts));
      // The lessons alone: no way back to a game.
      expect(inView(el, '.close')).to.equal(null);
      const { right, wrong } = movesOf(lesson);
      await click(inView(el, `.option[data-from="${wrong.from}"] .src`)!);
      await view(el)!.updateComplete;
      const result = tryMove(lesson, wrong);
      expect(result.done).to.equal(false);
      if (!result.done) expect(text(el, '.answer')).to.equal(enLearn.why[result.why](wrong.to, lesson.facts));
      // The position stays for another try.
      expect(inView(el, `.option[data-from="${right.from}"]`)).to.not.equal(null);
      await click(inView(el, `.option[data-from="${right.from}"] .src`)!);
      await view(el)!.updateComplete;
      expect(inView(el, '.option')).to.equal(null);
      expect(JSON.parse(localStorage.getItem(PROGRESS)!).finkel).to.equal(index + 1);
      if (index < lessons.length - 1) {
        expect(text(el, '.answer')).to.equal(enLearn.done);
        inView(el, '.next')!.click();
      }
    }
    // The last one offers a game against the computer at beginner.
    expect(text(el, '.answer')).to.equal(`${enLearn.done} ${enLearn.finished}`);
    inView(el, '.play')!.click();
    await el.updateComplete;
    expect(view(el)).to.equal(null);
    expect([el.mode, el.light, el.dark, el.darkLevel]).to.deep.equal(['play', 'human', 'computer', 'beginner']);
    expect($(el, '[part="throw-button"]')).to.not.equal(null);
    expect(el.record.actions).to.deep.equal([]);
  });

  it('the Learn button beside Rules opens the lessons of the game’s rules, by keyboard alone; closing returns to the game', async () => {
    const lessons = buildLessons(PRESETS.bell);
    const el = await board({ variant: 'bell', seed: '3', light: 'human' });
    const before = el.record;
    $(el, '.learn-button')!.focus();
    await sendKeys({ press: 'Enter' });
    await shown(el, 1, lessons.length);
    // The keyboard is on the board's first piece on offer.
    await until(() => view(el)!.shadowRoot!.activeElement?.matches('.src') === true);
    const order = (from: string) => Number(inView(el, `.option[data-from="${from}"] .src`)!.getAttribute('data-order'));
    const { right, wrong } = movesOf(lessons[0]);
    const active = () => Number(view(el)!.shadowRoot!.activeElement!.getAttribute('data-order'));
    const goTo = async (from: string) => {
      while (active() < order(from)) await sendKeys({ press: 'ArrowRight' });
      while (active() > order(from)) await sendKeys({ press: 'ArrowLeft' });
    };
    await goTo(wrong.from);
    await sendKeys({ press: 'Enter' });
    await view(el)!.updateComplete;
    expect(inView(el, '.answer')!.getAttribute('role')).to.equal('status');
    expect(text(el, '.answer')).to.equal(enLearn.why.otherPiece(wrong.to, lessons[0].facts));
    await goTo(right.from);
    await sendKeys({ press: 'Enter' });
    await view(el)!.updateComplete;
    await until(() => view(el)!.shadowRoot!.activeElement === inView(el, '.next'));
    await sendKeys({ press: 'Enter' });
    await shown(el, 2, lessons.length);
    expect(text(el, '.ask')).to.equal(enLearn.lessons.enter.ask(lessons[1].facts));
    inView(el, '.close')!.click();
    await el.updateComplete;
    expect(view(el)).to.equal(null);
    expect(el.record).to.deep.equal(before);
    expect(shadow(el).activeElement).to.equal($(el, '.learn-button'));
    // Progress is remembered: the lessons open again where the player left off.
    $(el, '.learn-button')!.click();
    await shown(el, 2, lessons.length);
    expect(inView(el, '.previous')).to.not.equal(null);
  });

  /** Finkel's safe-rosette lesson on the board, and the learner's piece that a dark piece on the rosette holds back. */
  async function safeRosetteLesson() {
    const lessons = buildLessons(PRESETS.finkel);
    const index = lessons.findIndex((lesson) => lesson.kind === 'safe');
    localStorage.setItem(PROGRESS, JSON.stringify({ finkel: index }));
    const el = await board({ mode: 'learn' });
    await shown(el, index + 1, lessons.length);
    const stuck = lessonGame(lessons[index])
      .position()
      .light.tiles.find((tile) => whyStuck(lessons[index], tile)?.why === 'safeRosette')!;
    return { el, lessons, index, stuck };
  }

  it('a click on a piece that cannot move says why: a dark piece on a safe rosette', async () => {
    const { el, lessons, index, stuck } = await safeRosetteLesson();
    await click(inView(el, `[data-tile="${stuck}"]`)!);
    await view(el)!.updateComplete;
    expect(text(el, '.answer')).to.equal(enLearn.why.safeRosette('B4', lessons[index].facts));
    // Nothing was played: the pieces on offer still are.
    expect(inView(el, '.option')).to.not.equal(null);
    // Dark's piece there is not one to move.
    await click(inView(el, '[data-tile="B4"]')!);
    await view(el)!.updateComplete;
    expect(text(el, '.answer')).to.equal(enLearn.why.noPiece('B4', lessons[index].facts));
  });

  it('the keys reach a piece that cannot move too, and Enter on it says why', async () => {
    const { el, lessons, index, stuck } = await safeRosetteLesson();
    const stop = inView(el, `.stuck[data-from="${stuck}"] .src`)!;
    expect(stop.getAttribute('aria-label')).to.equal(`${stuck}: 1 light piece`);
    // Every piece of the learner's is a stop, in path order: the stuck one among those that can move.
    const stops = [...view(el)!.shadowRoot!.querySelectorAll('.src')].map((item) =>
      Number(item.getAttribute('data-order')),
    );
    expect([...stops].sort((a, b) => a - b)).to.deep.equal(stops.map((_, i) => i));
    (inView(el, '.src[tabindex="0"]') as unknown as SVGElement).focus();
    const target = Number(stop.getAttribute('data-order'));
    for (let step = 0; step < target; step++) await sendKeys({ press: 'ArrowRight' });
    expect(view(el)!.shadowRoot!.activeElement).to.equal(stop);
    await sendKeys({ press: 'Enter' });
    await view(el)!.updateComplete;
    expect(text(el, '.answer')).to.equal(enLearn.why.safeRosette('B4', lessons[index].facts));
    expect(inView(el, '.option')).to.not.equal(null);
  });

  /** Opens lesson `index` (0-based) of `variant` in `lang`. */
  async function lessonOf(variant: 'finkel' | 'bell', index: number, lang = 'en') {
    const lessons = buildLessons(PRESETS[variant]);
    localStorage.setItem(PROGRESS, JSON.stringify({ [variant]: index }));
    const el = await board({ variant, mode: 'learn', lang });
    await until(() => inView(el, '.progress') !== null && inView(el, 'svg') !== null);
    return { el, lesson: lessons[index] };
  }

  /** A touchscreen tap on the middle of the learner's reserve. */
  async function tapReserve(el: RoyalUrElement): Promise<void> {
    const box = inView(el, '.tray.reserve.light')!.getBoundingClientRect();
    await executeServerCommand('tap', { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) });
    await view(el)!.updateComplete;
  }

  it("a tap on the reserve when no piece can enter says why: Finkel's entry square taken (lessons 1 and 3), Bell's 5 to enter (lessons 3 to 8)", async () => {
    for (const [variant, index] of [
      ['finkel', 0],
      ['finkel', 2],
      ...[2, 3, 4, 5, 6, 7].map((index) => ['bell', index] as const),
    ] as const) {
      const { el, lesson } = await lessonOf(variant, index);
      expect(inView(el, '.option[data-from="reserve"]'), `${variant} ${index + 1}`).to.equal(null);
      await tapReserve(el);
      // Before: the tap did nothing, the answer line stayed empty.
      expect(text(el, '.answer'), `${variant} lesson ${index + 1}`).to.not.equal('');
      const { facts } = lesson;
      const expected =
        variant === 'bell' ? enLearn.why.entryThrow(facts.start, facts) : enLearn.why.entryBlocked('A3', facts);
      expect(text(el, '.answer'), `${variant} lesson ${index + 1}`).to.equal(expected);
      expect(inView(el, '.answer')!.classList.contains('wrong')).to.equal(true);
      // Nothing was played: the pieces on offer still are.
      expect(inView(el, '.option')).to.not.equal(null);
      el.remove();
    }
  });

  it('the keys reach the reserve too, named as the board names it; Enter on it says why, in Arabic with its own comma', async () => {
    const { el, lesson } = await lessonOf('bell', 2, 'ar');
    const stop = inView(el, '.stuck[data-from="reserve"] .src')!;
    expect(stop.getAttribute('aria-label')).to.match(/^احتياط /);
    (stop as unknown as SVGElement).focus();
    await sendKeys({ press: 'Enter' });
    await view(el)!.updateComplete;
    const expected = `لا تدخل قطعة جديدة إلا بالرمية ${lesson.facts.entryThrow}، ورميتك ${lesson.facts.thrown}: حرّك قطعة على اللوحة.`;
    expect(text(el, '.answer')).to.equal(expected);
    el.remove();
  });

  it('in play, the keys reach only the pieces that can move', async () => {
    // A seeded game played on until the side to move has a piece on the board that cannot move.
    const game = createGame({ seed: 3 });
    const stuckPiece = () =>
      game.phase === 'move' &&
      game.position()[game.turn].tiles.some((tile) => !game.legalMoves().some((move) => move.from === tile));
    while (!stuckPiece()) {
      if (game.phase === 'move') game.move(game.legalMoves()[0]);
      else game.throwDice();
    }
    const el = await board({ light: 'human' });
    expect((await el.loadRecord(game.toJSON())).ok).to.equal(true);
    await until(() => $(el, '.option') !== null);
    expect($(el, '.stuck')).to.equal(null);
    const stops = [...shadow(el).querySelectorAll('.src')];
    expect(stops.length).to.equal(game.legalMoves().length);
    expect(stops.every((item) => item.closest('.option') !== null)).to.equal(true);
  });

  it('teaches the rules of the game as switched: no safe rosettes, another lesson', async () => {
    const el = await board({ 'safe-rosettes': 'off', mode: 'learn' });
    await until(() => inView(el, 'svg') !== null);
    const kinds = buildLessons(el.shadowRoot!.querySelector('royal-ur-learn')!.rules).map((lesson) => lesson.kind);
    expect(kinds).to.include('unsafe').and.not.include('safe');
  });

  it('works with storage blocked, progress kept for the page', async () => {
    const { getItem, setItem } = Storage.prototype;
    Storage.prototype.getItem = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    Storage.prototype.setItem = Storage.prototype.getItem;
    try {
      const lessons = buildLessons(PRESETS.aseb);
      const el = await board({ variant: 'aseb', mode: 'learn' });
      await shown(el, 1, lessons.length);
      await click(inView(el, `.option[data-from="${movesOf(lessons[0]).right.from}"] .src`)!);
      await view(el)!.updateComplete;
      inView(el, '.next')!.click();
      await shown(el, 2, lessons.length);
    } finally {
      Storage.prototype.getItem = getItem;
      Storage.prototype.setItem = setItem;
    }
  });

  it('passes an accessibility check, before and after a wrong try and when done', async () => {
    const lessons = buildLessons(PRESETS.masters);
    const el = await board({ variant: 'masters', mode: 'learn' });
    await shown(el, 1, lessons.length);
    await expect(el).to.be.accessible();
    const { right, wrong } = movesOf(lessons[0]);
    await click(inView(el, `.option[data-from="${wrong.from}"] .src`)!);
    await view(el)!.updateComplete;
    await expect(el).to.be.accessible();
    await click(inView(el, `.option[data-from="${right.from}"] .src`)!);
    await view(el)!.updateComplete;
    await expect(el).to.be.accessible();
  });

  it('speaks the language of the board', async () => {
    const el = await board({ lang: 'fr' });
    $(el, '.learn-button')!.click();
    await until(() => text(el, 'h2') === 'Apprendre à jouer');
    expect(text(el, '.progress')).to.equal('Leçon 1 sur 6');
    expect(text(el, '.close')).to.equal('Retour à la partie');
  });
});
