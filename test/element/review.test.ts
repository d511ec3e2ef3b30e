import { expect, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import {
  createGame,
  loadGame,
  pathIndexOf,
  PRESETS,
  Random,
  type GameRecord,
  type VariantName,
} from '../../src/engine/index.js';
import { httpSource, type ByteSource } from '../../src/ai/tables/table-reader.js';
import { board, playOut, shadow, until, type RoyalUrElement } from './helpers.js';
import { gameAtChoice, reviewedGame, thrownValue } from '../../src/element/review/frames.js';
import { applyMove, cloneState, createLayout } from '../../src/engine/core.js';
import { EndgameSolvers } from '../../src/ai/tables/solve.js';
import { categoryOf, isFlagged, type ReviewCategory } from '../../src/ai/review/review-score.js';
import { actionsOf, turnsOf } from '../../src/element/move-list/move-list.js';
import { reasonFor } from '../../src/ai/review/reasons.js';
import { reasonText } from '../../src/element/review/verdict.js';
import { enReview } from '../../src/element/i18n/en/review.js';
import { LANGS, loadTranslation } from '../../src/element/i18n/lang.js';
import { moveWordsOf } from '../../src/element/i18n/moves.js';
import { youWordsOf } from '../../src/element/i18n/viewer.js';

/** A whole game of seeded random moves (two pieces a side: the worker's exact solver judges it quickly). */
function finished(seed: number, variant: VariantName = 'finkel', pieces = 2): GameRecord {
  const game = createGame({ variant, rules: { pieces }, seed });
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

const view = (el: RoyalUrElement) =>
  shadow(el).querySelector('royal-ur-review') as HTMLElementTagNameMap['royal-ur-review'] | null;
const inView = <T extends Element>(el: RoyalUrElement, selector: string) =>
  view(el)!.shadowRoot!.querySelector<T>(selector);

/** Opens `record` for review and waits until the analysis is complete. */
async function reviewed(
  el: RoyalUrElement,
  record: GameRecord,
  options?: Parameters<RoyalUrElement['review']>[1],
): Promise<CustomEvent> {
  const complete = oneEvent(el, 'ur-review-complete');
  expect(await el.review(record, options)).to.deep.equal({ ok: true });
  const event = await complete;
  await view(el)!.updateComplete;
  return event;
}

/** Tab from the page until the focused element (inside shadow roots) passes `check`. */
async function tabTo(check: (node: Element) => boolean): Promise<void> {
  for (let i = 0; i < 40; i++) {
    await sendKeys({ press: 'Tab' });
    let node = document.activeElement;
    while (node?.shadowRoot?.activeElement) node = node.shadowRoot.activeElement;
    if (node && check(node)) return;
  }
  throw new Error('not reached by Tab');
}

/** The point index of every key move the view lists, from the analysis it shows. */
const keyMovesOf = (el: RoyalUrElement) => view(el)!.keyMoves;

describe('<royal-ur> game review', () => {
  const record = finished(4);

  it("review(record): the graph fills in, and the analysis reports each player's accuracy, counts and every chance", async () => {
    const el = await board();
    const event = await reviewed(el, record);
    expect(Object.isFrozen(event.detail)).to.equal(true);
    expect(event.detail.lightChances).to.have.length(record.actions.length + 1);
    expect(event.detail).to.include({ evaluator: 'learned', depth: 6, exactPieces: 2 });
    expect(event.detail.accuracy.light).to.be.within(0, 100);
    // Counts: every choice of two options or more in one category; the key moves are the flagged ones.
    const { light, dark } = event.detail.counts;
    const flagged = (counts: Record<string, number>) => counts.inaccuracy + counts.mistake + counts.blunder;
    expect(flagged(light) + flagged(dark)).to.equal(keyMovesOf(el).length);
    expect(keyMovesOf(el).length).to.be.greaterThan(1);
    // Every choice with its verdict: one per move, forced ones unjudged, the counts' categories.
    const { choices } = event.detail;
    expect(choices).to.have.length(record.actions.filter((action) => !/^[th]\d$/.test(action)).length);
    for (const choice of choices) {
      expect(choice.category === null).to.equal(choice.options === 1);
      expect(choice.before - choice.after).to.be.closeTo(choice.loss, 1e-9);
    }
    const ofLight = choices.filter((choice: { player: string }) => choice.player === 'light');
    expect(ofLight.filter((choice: { category: string }) => choice.category === 'blunder')).to.have.length(
      light.blunder,
    );
    const shown = [...view(el)!.shadowRoot!.querySelectorAll('.counts tbody tr')].map((row) =>
      [...row.querySelectorAll('td')].map((cell) => Number(cell.textContent)),
    );
    expect(shown.slice(0, 6)).to.deep.equal(
      ['best', 'excellent', 'good', 'inaccuracy', 'mistake', 'blunder'].map((c) => [light[c], dark[c]]),
    );
    expect(inView(el, '.judge')!.textContent).to.equal(
      "Judged by the computer looking 6 moves ahead (both players' moves counted, every throw weighed), with what it learned from practice games; endgames of 2 pieces or fewer by perfect play",
    );
    const graph = inView<HTMLElement>(el, '[role="slider"]')!;
    expect(graph.getAttribute('aria-valuemax')).to.equal(String(record.actions.length));
    expect(inView(el, 'path.chance')!.getAttribute('d')!.split('L')).to.have.length(record.actions.length + 1);
    expect(inView(el, '.accuracy.light')!.textContent).to.match(/Light: accuracy \d+%/);
    expect(inView(el, '.summary')!.textContent).to.match(/Light's winning chance went from \d+% to (0|100)%/);
  });

  it("review() calls in flight: two boards each show their own record; on one board, the later call's", async () => {
    const [one, two] = [finished(5), finished(6)];
    const [a, b] = [await board(), await board()];
    const shown = (el: RoyalUrElement) => (view(el)?.record as GameRecord | undefined)?.seed;
    expect(await Promise.all([a.review(one), b.review(two)])).to.deep.equal([{ ok: true }, { ok: true }]);
    await Promise.all([a.updateComplete, b.updateComplete]);
    expect([shown(a), shown(b)]).to.deep.equal([one.seed, two.seed]);
    const c = await board();
    expect(await Promise.all([c.review(one), c.review(two)])).to.deep.equal([{ ok: true }, { ok: true }]);
    await c.updateComplete;
    expect(shown(c)).to.equal(two.seed);
    // A corrupt record in between changes nothing: the one before it is shown.
    const d = await board();
    const results = await Promise.all([d.review(one), d.review('{')]);
    expect(results[0]).to.deep.equal({ ok: true });
    expect(results[1].ok).to.equal(false);
    await d.updateComplete;
    expect(shown(d)).to.equal(one.seed);
  });

  it('the graph reads: a labelled 50% line, turn numbers along the bottom, round markers of 10 px or more, a caption', async () => {
    const el = await board();
    await reviewed(el, record);
    expect(inView(el, '.even')!.textContent).to.equal('50%');
    expect(inView(el, '.axis-name')!.textContent).to.equal('Turn');
    const ticks = [...view(el)!.shadowRoot!.querySelectorAll('.x-axis text')].map((tick) => Number(tick.textContent));
    expect(ticks.length).to.be.within(2, 12);
    expect(ticks).to.deep.equal([...ticks].sort((a, b) => a - b));
    const markers = [...view(el)!.shadowRoot!.querySelectorAll<SVGCircleElement>('circle.marker')];
    expect(markers.length).to.be.at.least(keyMovesOf(el).length);
    for (const marker of markers) {
      const box = marker.getBoundingClientRect();
      expect(box.width).to.be.at.least(10);
      expect(box.height).to.equal(box.width);
    }
    // The caption follows the pointer, and the current point without it.
    const graph = inView<HTMLElement>(el, '.graph')!;
    const box = graph.getBoundingClientRect();
    // One numbering: the last point's turn is the move list's last turn.
    const turns = view(el)!.shadowRoot!.querySelectorAll('.move-list > li').length;
    const winner = loadGame(record).winner === 'light' ? 100 : 0;
    graph.dispatchEvent(new PointerEvent('pointermove', { clientX: box.right - 1, clientY: box.top + 5, buttons: 0 }));
    await view(el)!.updateComplete;
    expect(inView(el, '.caption')!.textContent).to.match(new RegExp(`^Turn ${turns}: .* · Light ${winner}%`));
    graph.dispatchEvent(new PointerEvent('pointerleave'));
    await view(el)!.updateComplete;
    expect(inView(el, '.caption')!.textContent).to.match(/^Turn 0: Start of the game · Light \d+%$/);
  });

  it('key moves by mouse: "Review key moves" opens the first, next and previous mistake step through mistakes and blunders, inaccuracies apart, the list goes to one', async () => {
    const el = await board();
    await reviewed(el, record);
    const keys = keyMovesOf(el);
    const mistakes = view(el)!.stopsOf('mistakes');
    const inaccuracies = view(el)!.stopsOf('inaccuracies');
    // The two stops share the key moves out.
    expect([...mistakes, ...inaccuracies].sort((a, b) => a - b)).to.deep.equal(keys);
    expect(mistakes.length).to.be.greaterThan(1);
    const inaccuracy = inaccuracies.find((index) => index > mistakes[0]);
    expect(inaccuracy).to.not.equal(undefined);
    const positions: number[] = [];
    el.addEventListener('ur-review-position', (event) => positions.push(event.detail.index));
    const click = async (selector: string) => {
      inView<HTMLButtonElement>(el, selector)!.click();
      await view(el)!.updateComplete;
    };
    // Before the first key move, nothing to go back to: "Review key moves" in the previous buttons' place.
    expect(inView(el, '.previous-key, .previous-inaccuracy')).to.equal(null);
    await click('.first-key');
    await click('.next-key');
    await click('.previous-key');
    await click('.next-inaccuracy');
    const items = view(el)!.shadowRoot!.querySelectorAll<HTMLButtonElement>('.key-move');
    expect(items).to.have.length(keys.length);
    items[keys.length - 1].click();
    await view(el)!.updateComplete;
    expect(positions).to.deep.equal([mistakes[0], mistakes[1], mistakes[0], inaccuracy, keys[keys.length - 1]]);
    expect(items[keys.length - 1].getAttribute('aria-current')).to.equal('step');
    expect(inView<HTMLButtonElement>(el, '.next-key')!.disabled).to.equal(true);
    // Each item names the move, who played it (as the status line says it), the better move (as advice) and the chance lost.
    for (const item of items) {
      const text = item.textContent!.replace(/\s+/g, ' ').trim();
      expect(text).to.match(
        /^(Inaccuracy|Mistake|Blunder) Turn \d+: (Light|Dark) (moved|entered on|bore off from) .+; better: (enter on |bear off from |[A-C]\d+-)[A-C]\d+.* \(−\d+ percentage points\)$/,
      );
      // No reserve (R) nor home (H) in notation: squares as drawn, and words.
      expect(text).not.to.match(/\b[RH]\b/);
    }
  });

  it('the move list follows the step: the current step marked and scrolled into view, each judged move with its mark', async () => {
    const el = await board();
    const { detail } = await reviewed(el, record);
    const root = view(el)!.shadowRoot!;
    const list = root.querySelector<HTMLElement>('.move-list')!;
    // Each judged move (not a forced one) carries a visible mark and its category in words.
    const judged = detail.choices.filter((choice: { category: string | null }) => choice.category !== null);
    const marks = [...list.querySelectorAll('.mark')];
    expect(marks).to.have.length(judged.length);
    const words: Record<string, string> = {
      best: 'Best',
      excellent: 'Excellent',
      good: 'Good',
      inaccuracy: 'Inaccuracy',
      mistake: 'Mistake',
      blunder: 'Blunder',
    };
    for (const choice of judged) {
      const step = list.querySelector(`button.step[data-index="${choice.index}"]`)!;
      const mark = step.querySelector('.mark')!;
      expect(mark.getAttribute('aria-hidden')).to.equal('true');
      expect(mark.textContent!.trim()).to.match(/^(!!|★|!|✓|\?!|\?|\?\?)$/);
      expect(mark.nextElementSibling!.textContent).to.equal(
        `${choice.brilliant ? 'Brilliant' : words[choice.category]}.`,
      );
    }
    const current = () => list.querySelector<HTMLElement>('[aria-current="step"]');
    const shown = () => {
      const [outer, inner] = [list.getBoundingClientRect(), current()!.getBoundingClientRect()];
      return inner.top >= outer.top - 1 && inner.bottom <= outer.bottom + 1;
    };
    expect(list.scrollHeight).to.be.greaterThan(list.clientHeight);
    expect(current()).to.equal(null);
    const last = record.actions.length;
    view(el)!.go(last);
    await view(el)!.updateComplete;
    expect(current()!.dataset.index).to.equal(String(last));
    expect(list.scrollTop).to.be.greaterThan(0);
    expect(shown()).to.equal(true);
    // At a throw, its step (the one with the move it gave) is the current one.
    const thrown = record.actions.findIndex(
      (action, i) => /^t[1-4]$/.test(action) && !/^[th]\d$/.test(record.actions[i + 1] ?? 't'),
    );
    view(el)!.go(thrown + 1);
    await view(el)!.updateComplete;
    expect(current()!.dataset.index).to.equal(String(thrown + 2));
    expect(shown()).to.equal(true);
    view(el)!.go(0);
    await view(el)!.updateComplete;
    expect(list.scrollTop).to.equal(0);
  });

  /** The table's bytes, held: no verdict comes until they are let through. */
  const heldTable = () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const http = httpSource('/__tables/finkel-2.bin');
    const source: ByteSource = { name: 'held', read: (offset, length) => held.then(() => http.read(offset, length)) };
    return { source, release };
  };
  /** The index of every step of the record's move list, whole. */
  const listedSteps = () =>
    turnsOf(actionsOf(loadGame(record))).flatMap((turn) => turn.steps.map((step) => step.index));

  it("the move list's first drawing: the game's start and the step shown; the rest once verdicts are on screen, or a second on without them", async () => {
    const el = await board();
    const { source, release } = heldTable();
    const opened = performance.now();
    expect(await el.review(record, { table: source })).to.deep.equal({ ok: true });
    await view(el)!.updateComplete;
    const root = view(el)!.shadowRoot!;
    const steps = () =>
      [...root.querySelectorAll<HTMLElement>('.move-list button.step')].map((step) => Number(step.dataset.index));
    const last = record.actions.length;
    const whole = listedSteps();
    const first = steps();
    expect(first).to.deep.equal(whole.slice(0, first.length));
    expect(Math.max(...first)).to.be.within(20, last - 10);
    // The step shown is always in the list.
    view(el)!.go(last);
    await view(el)!.updateComplete;
    expect(root.querySelector<HTMLElement>('.move-list [aria-current="step"]')!.dataset.index).to.equal(String(last));
    view(el)!.go(0);
    await view(el)!.updateComplete;
    // No verdict came: the whole list a second after the view was drawn.
    await until(() => steps().includes(last), 5_000);
    expect(performance.now() - opened).to.be.at.least(1_000);
    expect(root.querySelectorAll('.move-list .mark')).to.have.length(0);
    expect(steps()).to.deep.equal(whole);
    release();
    await until(() => root.querySelector('.move-list .mark') !== null);
  });

  it("while the move list is partial, End in it reaches the game's last step, and a step on from its last listed step the next", async () => {
    const el = await board();
    const { source, release } = heldTable();
    const whole = listedSteps();
    const root = async () => {
      expect(await el.review(record, { table: source })).to.deep.equal({ ok: true });
      await view(el)!.updateComplete;
      return view(el)!.shadowRoot!;
    };
    const steps = (shadowRoot: ShadowRoot) => [...shadowRoot.querySelectorAll<HTMLElement>('.move-list button.step')];
    const focused = (shadowRoot: ShadowRoot) => Number((shadowRoot.activeElement as HTMLElement).dataset.index);

    let shadowRoot = await root();
    const listed = steps(shadowRoot).length;
    expect(listed).to.be.below(whole.length);
    steps(shadowRoot)[0].focus();
    await sendKeys({ press: 'End' });
    await until(() => focused(shadowRoot) === whole.at(-1));
    expect(steps(shadowRoot)).to.have.length(whole.length);
    await sendKeys({ press: 'Home' });
    expect(focused(shadowRoot)).to.equal(whole[0]);

    // A second review, its list partial again: onward from the last step listed.
    shadowRoot = await root();
    expect(steps(shadowRoot)).to.have.length(listed);
    steps(shadowRoot).at(-1)!.focus();
    await sendKeys({ press: 'ArrowDown' });
    await until(() => focused(shadowRoot) === whole[listed]);
    expect(steps(shadowRoot)).to.have.length(whole.length);
    release();
  });

  it('the step reads in one line: its turn, the throw and the move it gave, the notation left to right in Arabic', async () => {
    const { frames } = reviewedGame(record);
    // A plain move (no capture, no rosette) after its throw.
    const at = frames.findIndex(
      ({ move }, i) =>
        move &&
        !move.enter &&
        !move.bearOff &&
        !move.capture &&
        !move.extraTurn &&
        thrownValue(frames[i - 1].action) !== null,
    );
    const { turn, player, move } = frames[at];
    const thrown = thrownValue(frames[at - 1].action);
    const name = player === 'light' ? 'Light' : 'Dark';
    const line = (el: RoyalUrElement) => inView(el, '.current .step-line')!;
    const text = (el: RoyalUrElement) => line(el).textContent!.replace(/\s+/g, ' ').trim();
    const el = await board();
    await reviewed(el, record);
    view(el)!.go(at);
    await view(el)!.updateComplete;
    expect(text(el)).to.equal(`Turn ${turn} · ${name} threw ${thrown} · moved ${move!.from}→${move!.to}`);
    // On one line: its first words (the turn) and its last (the move) share a line.
    const top = (selector: string) => line(el).querySelector(selector)!.getBoundingClientRect().top;
    expect(top('.notation')).to.be.closeTo(top('.step-turn'), 2);
    view(el)!.go(at - 1);
    await view(el)!.updateComplete;
    expect(text(el)).to.equal(`Turn ${turn} · ${name} threw ${thrown}`);
    const ar = await board({ lang: 'ar' });
    await reviewed(ar, record);
    view(ar)!.go(at);
    await view(ar)!.updateComplete;
    expect(text(ar)).to.match(new RegExp(`^الدور ${turn} · رمى .+ ${thrown} · لعب ${move!.from}→${move!.to}$`));
    const notation = line(ar).querySelector('.notation')!;
    expect(notation.textContent).to.equal(`${move!.from}→${move!.to}`);
    expect(getComputedStyle(notation)).to.include({ direction: 'ltr', unicodeBidi: 'isolate' });
  });

  for (const lang of LANGS)
    it(`${lang}: the step tells the chance to win of whoever moved: the computer's at its key move, yours at yours`, async () => {
      await loadTranslation(lang);
      const el = await board({ dark: 'computer', lang, seed: '1' });
      const chances = (await reviewed(el, record)).detail.lightChances as number[];
      const { frames } = reviewedGame(record);
      const words = moveWordsOf(lang);
      const you = youWordsOf(lang);
      const computer = view(el)!.names!.dark;
      expect(computer).to.not.equal(you.name);
      const chanceAt = async (at: number) => {
        view(el)!.go(at);
        await view(el)!.updateComplete;
        return inView(el, '.current .step-chance')!.textContent!.trim();
      };
      const percent = (chance: number) => Math.round(chance * 100);
      const theirs = keyMovesOf(el).find((at) => frames[at].player === 'dark');
      expect(theirs, "a key move of the computer's").to.not.equal(undefined);
      // The computer's chance, beside its verdict's chances (the chooser's), never "Your chance to win".
      expect(await chanceAt(theirs!)).to.equal(words.winChance(computer, percent(1 - chances[theirs!])));
      expect(inView(el, '.current')!.textContent).to.not.contain(you.winChance(percent(chances[theirs!])));
      const yours = keyMovesOf(el).find((at) => frames[at].player === 'light')!;
      expect(await chanceAt(yours)).to.equal(you.winChance(percent(chances[yours])));
    });

  it('a key move reads as one sentence: the words after a move follow it on its line, without a gap', async () => {
    const el = await board();
    await reviewed(el, record);
    const notations = view(el)!.shadowRoot!.querySelectorAll('.key-move .notation');
    expect(notations.length).to.be.greaterThan(0);
    for (const notation of notations) {
      // The text drawn next (Lit's markers between the parts are comments).
      let after = notation.nextSibling!;
      while (after.nodeType !== Node.TEXT_NODE || after.textContent === '') after = after.nextSibling!;
      // Its first visible character: punctuation follows the move at once; after a space the line
      // may break, as text does, and the next word then starts the sentence's next line.
      const first = after.textContent!.search(/\S/);
      const range = document.createRange();
      range.setStart(after, first);
      range.setEnd(after, first + 1);
      const [move, next] = [notation.getBoundingClientRect(), range.getBoundingClientRect()];
      const sentence = notation.parentElement!.getBoundingClientRect();
      if (first === 0 || Math.abs(next.top - move.top) < 2) {
        expect(next.top).to.be.closeTo(move.top, 2);
        // No gap but the text's own space (a flex gap would be wider than a space).
        expect(next.left - move.right).to.be.within(0, first === 0 ? 1 : 6);
      } else {
        expect(next.top).to.be.closeTo(move.bottom, 6);
        expect(next.left).to.be.closeTo(sentence.left, 1);
      }
    }
  });

  it("the better move at a key move: the board draws its marks from the view's data, and the verdict tells it in words", async () => {
    const el = await board();
    await reviewed(el, record);
    const board_ = () => inView(el, '[part="board"]')!;
    expect(board_().querySelector('.suggestion')).to.equal(null);
    const moved = oneEvent(el, 'ur-review-position');
    view(el)!.goToKeyMove(1);
    const { detail } = await moved;
    await view(el)!.updateComplete;
    const best = detail.choice.best;
    const group = board_().querySelector('.suggestion')!;
    const box = (node: Element) => node.getBoundingClientRect();
    const place = (name: string) =>
      board_().querySelector(
        name === 'reserve' || name === 'home' ? `.tray.${name}.${best.player}` : `[data-tile="${name}"]`,
      )!;
    const inside = (inner: DOMRect, outer: DOMRect) =>
      inner.left >= outer.left && inner.right <= outer.right && inner.top >= outer.top && inner.bottom <= outer.bottom;
    expect(inside(box(group.querySelector('.last-from')!), box(place(best.from)))).to.equal(true);
    expect(inside(box(group.querySelector('.last-to')!), box(place(best.to)))).to.equal(true);
    // Drawn by the board's render, not added to its output: another draw keeps exactly one.
    view(el)!.requestUpdate();
    await view(el)!.updateComplete;
    expect(board_().querySelectorAll('.suggestion')).to.have.length(1);
    // The step says its turn, as the move list numbers it.
    expect(inView(el, '.current .step-turn')!.textContent).to.equal(`Turn ${detail.turn}`);
    const step = view(el)!.shadowRoot!.querySelector('.move-list [aria-current="step"]')!;
    const listed = [...view(el)!.shadowRoot!.querySelectorAll('.move-list > li')].indexOf(step.closest('li')!) + 1;
    expect(listed).to.equal(detail.turn);
    const verdict = inView(el, '.verdict')!.textContent!.replace(/\s+/g, ' ').trim();
    expect(verdict).to.match(/^Better: (enter on |bear off from |[A-C]\d+-)[A-C]\d+.*, which keeps \d+%$/);
    // The throw, the mover's chance before and after, the loss with its unit (the event's numbers).
    const { thrown, before, after, loss } = detail.choice;
    const chances = inView(el, '.chances')!.textContent!.replace(/\s+/g, ' ').trim();
    expect(chances).to.equal(
      `${thrown === null ? 'Eyes bonus' : `Threw ${thrown}`}: winning chance ${Math.round(before * 100)}% before the move, ${Math.round(after * 100)}% after (−${Math.round(loss * 1000) / 10} percentage points)`,
    );
    expect(verdict).to.contain(`keeps ${Math.round(before * 100)}%`);
    expect(verdict).not.to.match(/\b[RH]\b/);
  });

  it('a review view, a bell board and a finkel board on one page each draw their own tiles', async () => {
    const bell = await board({ variant: 'bell' });
    const finkel = await board({ variant: 'finkel' });
    const reviewing = await board();
    await reviewed(reviewing, finished(2, 'bell'));
    const tiles = (root: ParentNode) => root.querySelector('[part="board"]')!;
    const patterned = (root: ParentNode) =>
      [...tiles(root).querySelectorAll('.tile:not(.plain):not(.rosette)')].filter(
        (tile) => tile.querySelector('.pattern, .rings') !== null,
      ).length;
    // Bell's twenty tiles but the four rosettes and the plain ones carry their kind's drawing, with score dots.
    const bellKinds = Object.values(PRESETS.bell.tileKinds).filter(
      (kind) => kind !== 'rosette' && kind !== 'plain',
    ).length;
    expect(patterned(shadow(bell))).to.equal(bellKinds);
    expect(patterned(view(reviewing)!.shadowRoot!)).to.equal(bellKinds);
    expect(tiles(shadow(bell)).querySelectorAll('.score circle').length).to.be.greaterThan(0);
    expect(tiles(view(reviewing)!.shadowRoot!).querySelectorAll('.score circle').length).to.be.greaterThan(0);
    expect(patterned(shadow(finkel))).to.equal(0);
    expect(tiles(shadow(finkel)).querySelectorAll('.score circle')).to.have.length(0);
    expect(tiles(shadow(finkel)).querySelectorAll('.tile.rosette .petals')).to.have.length(5);
  });

  it('"Review key moves" by keyboard: the button goes, the focus passes to "Next mistake"', async () => {
    const el = await board();
    await reviewed(el, record);
    expect(keyMovesOf(el).length).to.be.greaterThan(1);
    const positions: number[] = [];
    el.addEventListener('ur-review-position', (event) => positions.push(event.detail.index));
    await tabTo((node) => node.classList.contains('first-key'));
    await sendKeys({ press: 'Enter' });
    await view(el)!.updateComplete;
    expect(inView(el, '.first-key')).to.equal(null);
    expect(view(el)!.shadowRoot!.activeElement?.className).to.equal('next-key');
    await sendKeys({ press: 'Enter' });
    expect(positions).to.deep.equal(view(el)!.stopsOf('mistakes').slice(0, 2));
  });

  it('key moves by keyboard: N and P from anywhere in the view, with Shift by inaccuracies', async () => {
    const el = await board();
    await reviewed(el, record);
    const keys = view(el)!.stopsOf('mistakes');
    const inaccuracies = view(el)!.stopsOf('inaccuracies');
    await tabTo((node) => node.getAttribute('role') === 'slider');
    const positions: number[] = [];
    el.addEventListener('ur-review-position', (event) => positions.push(event.detail.index));
    await sendKeys({ press: 'n' });
    await sendKeys({ press: 'n' });
    await sendKeys({ press: 'p' });
    await sendKeys({ press: 'p' });
    expect(positions).to.deep.equal([keys[0], keys[1], keys[0]]);
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'N' });
    await sendKeys({ up: 'Shift' });
    expect(positions[3]).to.equal(inaccuracies.find((index) => index > keys[0]));
    expect(inView(el, '.next-key')!.getAttribute('aria-keyshortcuts')).to.equal('N');
    expect(inView(el, '.next-inaccuracy')!.getAttribute('aria-keyshortcuts')).to.equal('Shift+N');
  });

  it('judged by a table passed to review(): named as such, exact verdicts', async () => {
    const el = await board();
    const event = await reviewed(el, record, { table: '/__tables/finkel-2.bin' });
    expect(event.detail).to.include({ evaluator: 'table', depth: null });
    expect(inView(el, '.judge')!.textContent).to.equal('Judged by perfect play (the exact solution table)');
    // The worker's exact endgame solver agrees with the table on every key move.
    const byTable = keyMovesOf(el);
    const other = await board();
    await reviewed(other, record);
    expect(keyMovesOf(other)).to.deep.equal(byTable);
    // A source of the table's bytes that the host reads itself: judged on the page, the same verdicts.
    const read: number[] = [];
    const http = httpSource('/__tables/finkel-2.bin');
    const source: ByteSource = {
      name: 'the host',
      read: (offset, length) => (read.push(offset), http.read(offset, length)),
    };
    const third = await board();
    const fromSource = await reviewed(third, record, { table: source });
    expect(fromSource.detail.evaluator).to.equal('table');
    expect(read.length).to.be.greaterThan(1);
    expect(keyMovesOf(third)).to.deep.equal(byTable);
  });

  it('steps by keyboard: arrow keys and Home/End on the graph, and the step buttons reached by Tab', async () => {
    const el = await board();
    await reviewed(el, record);
    const last = record.actions.length;
    await tabTo((node) => node.getAttribute('role') === 'slider');
    const positions: number[] = [];
    let shown = '';
    el.addEventListener('ur-review-position', (event) => {
      positions.push(event.detail.index);
      shown = event.detail.position.notation;
    });
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowLeft' });
    await sendKeys({ press: 'End' });
    await sendKeys({ press: 'Home' });
    await sendKeys({ press: 'PageUp' });
    expect(positions).to.deep.equal([1, 2, 1, last, 0, 10]);
    await view(el)!.updateComplete;
    expect(inView(el, '[role="slider"]')!.getAttribute('aria-valuenow')).to.equal('10');
    // The board shows the position after the tenth action: its pieces stand where the replay puts them.
    const game = createGame({ rules: { pieces: 2 }, seed: 4 });
    for (const action of record.actions.slice(0, 10)) game.apply(action);
    expect(shown).to.equal(game.position().notation);
    const onBoard = game.position().light.tiles;
    for (const tile of onBoard)
      expect(inView(el, `[data-tile="${tile}"]`)!.getAttribute('aria-label')).to.match(/light/i);
    await tabTo((node) => node.classList.contains('forward'));
    await sendKeys({ press: 'Enter' });
    await tabTo((node) => node.classList.contains('last'));
    await sendKeys({ press: 'Enter' });
    expect(positions.slice(-2)).to.deep.equal([11, last]);
  });

  it('review(record) of a corrupt record: a clear error, the game and its view kept', async () => {
    const el = await board({ seed: '3' });
    el.throwDice();
    const before = JSON.stringify(el.record);
    for (const bad of [{ ...record, actions: ['t9'] }, '{not json', null, 42] as unknown[]) {
      const result = await el.review(bad as GameRecord);
      expect(result.ok).to.equal(false);
      expect((result as { error: string }).error).to.match(/^<royal-ur>: cannot review: corrupt game record/);
    }
    await el.updateComplete;
    expect(view(el)).to.equal(null);
    expect(JSON.stringify(el.record)).to.equal(before);
    expect(shadow(el).querySelector('[part="board"]')).to.not.equal(null);
  });

  it('review-src: a failing URL shows a clear error, and Back returns to the game', async () => {
    const el = await board({ seed: '3', 'review-src': '/__nowhere__/game.json' });
    await until(() => !!view(el)?.shadowRoot?.querySelector('[role="alert"]'));
    expect(inView(el, '[role="alert"]')!.textContent).to.match(
      /cannot be reviewed: review-src "\/__nowhere__\/game.json": HTTP 404/,
    );
    inView<HTMLButtonElement>(el, '.close')!.click();
    await el.updateComplete;
    expect(view(el)).to.equal(null);
    expect(shadow(el).querySelector('[part="throw-button"]')).to.not.equal(null);
  });

  it('the Review button at game end reviews the game just played; bell: its current game, with the match score', async () => {
    const el = await board({ variant: 'bell', pieces: '3', seed: '5', 'animation-duration': '0' });
    playOut(el);
    await el.updateComplete;
    const actions = el.record.actions.length;
    const complete = oneEvent(el, 'ur-review-complete');
    shadow(el).querySelector<HTMLButtonElement>('.review-button')!.click();
    await until(() => !!view(el));
    await complete;
    await view(el)!.updateComplete;
    expect(inView(el, '.match')!.textContent!.replace(/\s+/g, ' ')).to.match(/Light \d+ – \d+ Dark \(Match to \d+\)/);
    expect(inView(el, '[role="slider"]')!.getAttribute('aria-valuemax')).to.equal(
      String(actions - el.record.actions.lastIndexOf('next') - 1),
    );
  });

  it('the Review button puts the keyboard on the graph; Escape goes back to the game and its Review button', async () => {
    const el = await board({ pieces: '2', seed: '8', 'animation-duration': '0' });
    playOut(el);
    await el.updateComplete;
    await tabTo((node) => node.classList.contains('review-button'));
    await sendKeys({ press: 'Enter' });
    await until(() => view(el)?.shadowRoot?.activeElement?.getAttribute('role') === 'slider');
    const moved = oneEvent(el, 'ur-review-position');
    await sendKeys({ press: 'End' });
    expect((await moved).detail.index).to.equal(el.record.actions.length);
    await sendKeys({ press: 'Escape' });
    await until(() => view(el) === null && shadow(el).activeElement?.classList.contains('review-button') === true);
  });

  it('passes an axe check on the review view', async () => {
    const el = await board();
    await reviewed(el, record);
    view(el)!.go(5);
    await view(el)!.updateComplete;
    await expect(el).to.be.accessible();
  });
});

/** Whether a choice's options span best, good (not flagged, not best) and a mistake or blunder. */
const spansOutcomes = (categories: ReviewCategory[]) =>
  categories.includes('best') &&
  categories.some((c) => c !== 'best' && !isFlagged(c)) &&
  categories.some((c) => c === 'mistake' || c === 'blunder');

interface Option {
  from: string;
  /** Its rank among the pieces that can move (the board's keyboard order: along the path). */
  rank: number;
  chance: number;
  loss: number;
  category: ReviewCategory;
}

/**
 * A seeded 3-piece game (judged exactly by the review's worker: 3 pieces is its exact endgame) with
 * a flagged choice whose options are best, good and a mistake or worse, each judged here by the
 * exact solver on its own: the point index of the choice and its options.
 */
function retryCase(): { record: GameRecord; at: number; options: Option[] } {
  const rules = createGame({ rules: { pieces: 3 } }).rules;
  const layout = createLayout(rules);
  const solver = new EndgameSolvers().solverFor(rules, 3);
  while (!solver.step(Infinity));
  for (let seed = 1; seed < 400; seed++) {
    const record = finished(seed, 'finkel', 3);
    const game = reviewedGame(record);
    for (let at = 1; at < game.frames.length; at++) {
      const { action } = game.frames[at];
      if (!action || /^[th]\d$/.test(action)) continue;
      const before = gameAtChoice(game, at);
      const moves = before.legalMoves();
      if (moves.length < 3) continue;
      const mover = before.state.turn;
      const pathIndex = (from: string) => pathIndexOf(layout, mover, from);
      const chances = moves.map((move) => {
        const trial = cloneState(before.state);
        applyMove(layout, trial, pathIndex(move.from));
        return solver.chanceFor(trial, mover, layout);
      });
      const best = Math.max(...chances);
      const ranked = moves.map((move) => pathIndex(move.from)).sort((a, b) => a - b);
      const options = moves.map((move, i) => ({
        from: move.from,
        rank: ranked.indexOf(pathIndex(move.from)),
        chance: chances[i],
        loss: best - chances[i],
        category: categoryOf(best - chances[i], moves.length)!,
      }));
      const played = options[moves.findIndex((move) => move.notation === action)];
      if (isFlagged(played.category) && spansOutcomes(options.map((o) => o.category))) return { record, at, options };
    }
  }
  throw new Error('no seed gave a choice with best, good and flagged options');
}

describe('<royal-ur> game review: Try again', () => {
  let record: GameRecord;
  let at: number;
  let options: Option[];
  let el: RoyalUrElement;
  const percentOf = (chance: number) => `${Math.round(chance * 100)}%`;
  const pointsOf = (loss: number) => new Intl.NumberFormat('en', { maximumFractionDigits: 1 }).format(loss * 100);
  const option = (check: (category: ReviewCategory) => boolean) => options.find((o) => check(o.category))!;
  const best = () => option((c) => c === 'best');
  const good = () => option((c) => c !== 'best' && !isFlagged(c));
  const bad = () => option((c) => c === 'mistake' || c === 'blunder');
  const text = (selector: string) => inView(el, selector)?.textContent?.replace(/\s+/g, ' ').trim();

  // One review for every case (the worker solves the 3-piece endgame once): each starts at the choice.
  before(async function () {
    this.timeout(180_000);
    ({ record, at, options } = retryCase());
    el = await board();
    const complete = oneEvent(el, 'ur-review-complete');
    await el.review(record);
    await complete;
  });
  // The fixture is taken off the page after each test: put back, reviewed as it was.
  beforeEach(async () => {
    if (!el.isConnected) document.body.append(el);
    await view(el)!.updateComplete;
  });
  after(() => el.remove());

  /** Goes to the flagged choice, then Try again there. */
  async function trying(): Promise<void> {
    view(el)!.go(0);
    view(el)!.go(at);
    await view(el)!.updateComplete;
    inView<HTMLButtonElement>(el, '.try-again')!.click();
    await until(() => inView(el, '.retry-back') !== null);
  }

  /** Tries `option` by clicking its piece; the outcome's words. */
  async function tryOption(option: Option): Promise<string> {
    inView<SVGElement>(el, `.option[data-from="${option.from}"] .src`)!.dispatchEvent(
      new MouseEvent('click', { bubbles: true }),
    );
    await until(() => inView(el, '.outcome') !== null);
    return text('.outcome')!;
  }

  it('the position at the choice with the same throw; the best move tried: "Best move!" with its chance', async () => {
    await trying();
    const { frames } = reviewedGame(record);
    expect(text('.current')).to.equal(
      `Turn ${frames[at].turn} · Try again: find the best move with ${thrownValue(frames[at - 1].action)}.`,
    );
    // The board awaits the move: the pieces that can move, no answer drawn or listed.
    expect(view(el)!.shadowRoot!.querySelectorAll('.option')).to.have.length(options.length);
    expect(inView(el, '.suggestion')).to.equal(null);
    expect(inView(el, '.key-moves')).to.equal(null);
    expect(inView(el, '.verdict')).to.equal(null);
    await expect(el).to.be.accessible();
    expect(await tryOption(best())).to.equal(`Best move! It keeps ${percentOf(best().chance)}.`);
    expect(inView(el, '.current .badge')!.classList.contains('best')).to.equal(true);
    expect(inView(el, '.answer')).to.equal(null);
    expect(view(el)!.shadowRoot!.querySelectorAll('.option')).to.have.length(0);
  });

  /** Why the best beats `option` at the choice, in the review's words for its reasons (ai/review/reasons.ts). */
  function whyNot(option: Option): string {
    const game = gameAtChoice(reviewedGame(record), at);
    const from = (tile: string) => pathIndexOf(game.layout, game.state.turn, tile);
    const reason = reasonFor(game.layout, game.state, from(option.from), from(best().from));
    return reason ? reasonText('en', enReview, reason) : enReview.tryAgain.noReason;
  }

  it('a good move tried: "Good" with its chance, the points below the best and why; the answer once asked for', async () => {
    await trying();
    expect(await tryOption(good())).to.equal(
      `Good: ${percentOf(good().chance)}, ${pointsOf(good().loss)} percentage points below the best.`,
    );
    // Why the best is better, in the review's words; the answer waits: the player may try again first.
    expect(text('.current .reason')).to.equal(whyNot(good()));
    expect(inView(el, '.answer')).to.equal(null);
    expect(inView(el, '.suggestion')).to.equal(null);
    inView<HTMLButtonElement>(el, '.show-answer')!.click();
    await until(() => inView(el, '.answer') !== null);
    expect(text('.answer')).to.match(new RegExp(`^The best: .+, which keeps ${percentOf(best().chance)}\\.$`));
    // The answer drawn on the board too: the best move's start and end outlined.
    expect(inView(el, '.suggestion')).not.to.equal(null);
    expect(inView(el, '.show-answer')).to.equal(null);
  });

  it('a mistake tried: "Still a mistake" with its chance and why; Try again once more, the answer on asking, Back returns to the review', async () => {
    await trying();
    expect(await tryOption(bad())).to.equal(
      `Still a mistake: ${percentOf(bad().chance)}, ${pointsOf(bad().loss)} percentage points below the best.`,
    );
    expect(inView(el, '.current .badge')!.classList.contains(bad().category)).to.equal(true);
    expect(text('.current .reason')).to.equal(whyNot(bad()));
    expect(inView(el, '.answer')).to.equal(null);
    await expect(el).to.be.accessible();
    inView<HTMLButtonElement>(el, '.controls .try-again')!.click();
    await until(() => inView(el, '.outcome') === null);
    expect(view(el)!.shadowRoot!.querySelectorAll('.option')).to.have.length(options.length);
    expect(await tryOption(bad())).to.match(/^Still a mistake: /);
    inView<HTMLButtonElement>(el, '.show-answer')!.click();
    await until(() => inView(el, '.answer') !== null);
    expect(text('.answer')).to.contain(`which keeps ${percentOf(best().chance)}`);
    inView<HTMLButtonElement>(el, '.retry-back')!.click();
    await until(() => inView(el, '.retry-back') === null);
    expect(text('.verdict')).to.match(/^Better: /);
    expect(inView(el, '.key-moves')).not.to.equal(null);
  });

  it('by keyboard: Try again puts the keyboard on the board, arrows and Enter play, Back returns; Escape leaves the try, not the review', async () => {
    view(el)!.go(at);
    await view(el)!.updateComplete;
    await tabTo((node) => node.classList.contains('try-again'));
    await sendKeys({ press: 'Enter' });
    await until(() => view(el)!.shadowRoot!.activeElement?.classList.contains('src') === true);
    for (let i = 0; i < good().rank; i++) await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'Enter' });
    await until(() => inView(el, '.outcome') !== null);
    expect(text('.outcome')).to.match(/^Good: /);
    // The keyboard on Try again, for another try before the answer; Enter puts it back on the board.
    expect(view(el)!.shadowRoot!.activeElement?.className).to.equal('try-again');
    await sendKeys({ press: 'Enter' });
    await until(() => view(el)!.shadowRoot!.activeElement?.classList.contains('src') === true);
    expect(inView(el, '.outcome')).to.equal(null);
    for (let i = 0; i < best().rank; i++) await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'Enter' });
    await until(() => inView(el, '.outcome') !== null);
    expect(text('.outcome')).to.match(/^Best move! /);
    expect(view(el)!.shadowRoot!.activeElement?.className).to.equal('retry-back');
    await sendKeys({ press: 'Enter' });
    await until(() => view(el)!.shadowRoot!.activeElement?.className === 'try-again');
    expect(inView(el, '.retry-back')).to.equal(null);
    await sendKeys({ press: 'Enter' });
    await until(() => inView(el, '.retry-back') !== null);
    await sendKeys({ press: 'Escape' });
    await until(() => inView(el, '.retry-back') === null);
    expect(view(el)).not.to.equal(null);
    expect(view(el)!.shadowRoot!.activeElement?.className).to.equal('try-again');
  });
});
