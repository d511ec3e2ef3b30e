import { expect, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { createGame, Random, type GameRecord, type VariantName } from '../../src/engine/index.js';
import { board, playOut, shadow, until, type RoyalUrElement } from './helpers.js';

/** A whole game of seeded random moves. */
function finished(seed: number, variant: VariantName = 'finkel'): GameRecord {
  const game = createGame({ variant, seed });
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
async function reviewed(el: RoyalUrElement, record: GameRecord): Promise<CustomEvent> {
  const complete = oneEvent(el, 'ur-review-complete');
  expect(el.review(record)).to.deep.equal({ ok: true });
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

describe('<royal-ur> game review', () => {
  const record = finished(4);

  it("review(record): the graph fills in, and the analysis reports each player's accuracy and every chance", async () => {
    const el = await board();
    const event = await reviewed(el, record);
    expect(Object.isFrozen(event.detail)).to.equal(true);
    expect(event.detail.lightChances).to.have.length(record.actions.length + 1);
    expect(['learned', 'heuristic']).to.include(event.detail.evaluator);
    expect(event.detail.accuracy.light).to.be.within(0, 100);
    const graph = inView<HTMLElement>(el, '[role="slider"]')!;
    expect(graph.getAttribute('aria-valuemax')).to.equal(String(record.actions.length));
    expect(inView(el, 'path.chance')!.getAttribute('d')!.split('L')).to.have.length(record.actions.length + 1);
    expect(inView(el, '.accuracy.light')!.textContent).to.match(/Light: accuracy \d+%/);
    expect(inView(el, '.visually-hidden')!.textContent).to.match(/Light's winning chance went from \d+% to (0|100)%/);
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
    const game = createGame({ seed: 4 });
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
      const result = el.review(bad as GameRecord);
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
    const el = await board({ variant: 'bell', seed: '5', 'animation-duration': '0' });
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
    const el = await board({ seed: '8', 'animation-duration': '0' });
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
