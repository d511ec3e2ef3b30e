/** What a player sees of the game as it goes: whose throw, the controls left, the move list. */
import { expect } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { Game } from '../../src/engine/index.js';
import type { RoyalUrElement } from '../../src/element/royal-ur.js';
import { board, playOut } from './helpers.js';

const $ = <E extends Element = HTMLElement>(el: RoyalUrElement, selector: string) =>
  el.shadowRoot!.querySelector<E>(selector);

/** What the dice say about whose throw they show ('' when none is shown). */
const owner = (el: RoyalUrElement) => $(el, '[part="dice"] .player')?.textContent?.trim() ?? '';

afterEach(() => document.body.replaceChildren());

describe('the throw belongs to a player', () => {
  it('says who threw, and is cleared when the turn passes', async () => {
    const el = await board({ 'light-name': 'Ana', 'dark-name': 'Bruno' });
    el.throwDice(3);
    await el.updateComplete;
    expect(owner(el)).to.equal('Ana threw 3');
    expect($(el, '[part="dice"] .player')!.classList.contains('light')).to.equal(true);
    expect($(el, '[part="dice"]')!.getAttribute('aria-label')).to.match(/^Ana threw 3\. Dice: 3/);
    el.move(el.legalMoves[0]);
    await el.updateComplete;
    // Bruno's turn: Ana's 3 is not beside his Throw button.
    expect(owner(el)).to.equal('');
    expect($(el, '[part="dice"]')!.classList.contains('idle')).to.equal(true);
    el.throwDice(2);
    await el.updateComplete;
    expect(owner(el)).to.equal('Bruno threw 2');
    expect($(el, '[part="dice"] .player')!.classList.contains('dark')).to.equal(true);
  });

  it('a throw that passed the turn stays, named, until the next action', async () => {
    const el = await board({ 'light-name': 'Ana', 'dark-name': 'Bruno' });
    el.throwDice(0);
    await el.updateComplete;
    expect(el.position.turn).to.equal('dark');
    expect(owner(el)).to.equal('Ana threw 0');
    el.throwDice(1);
    await el.updateComplete;
    expect(owner(el)).to.equal('Bruno threw 1');
  });

  it('the viewer’s own throw is “You threw”, the other side’s by its name', async () => {
    const el = await board({ light: 'remote', 'light-name': 'Computer', seed: '3' });
    el.viewer = 'dark';
    el.throwDice(2);
    await el.updateComplete;
    expect(owner(el)).to.equal('Computer threw 2');
    el.move(el.legalMoves[0]);
    await el.updateComplete;
    $(el, '[part="throw-button"]')!.click();
    await el.updateComplete;
    expect(owner(el)).to.match(/^You threw \d$/);
  });
});

/** The element that has focus, inside shadow roots. */
function deepActive(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** Waits until `check()` holds (a ResizeObserver reports a frame later). */
async function until(check: () => boolean): Promise<void> {
  for (let waited = 0; !check(); waited += 20) {
    if (waited > 3000) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('controls left over', () => {
  it('a spectator (no side played here) sees no Throw button', async () => {
    const el = await board({ light: 'remote', dark: 'remote' });
    expect($(el, '[part="throw-button"]')).to.equal(null);
    el.throwDice(2);
    await el.updateComplete;
    expect($(el, '[part="throw-button"]')).to.equal(null);
    const played = await board();
    expect($(played, '[part="throw-button"]')).to.not.equal(null);
  });

  it('after a game ends, Throw is gone and New game appears once', async () => {
    const el = await board({ seed: '5', pieces: '1' });
    playOut(el);
    await el.updateComplete;
    await until(() => $(el, '[part="game-over"]') !== null);
    expect($(el, '[part="throw-button"]')).to.equal(null);
    expect(el.shadowRoot!.querySelectorAll('.new-game')).to.have.length(1);
    await expect(el).to.be.accessible();
  });

  for (const [width, height] of [
    [360, 640],
    [1280, 800],
  ]) {
    // Beside the board (1280) the list is above Throw; on a phone (360) it takes the whole width under the buttons.
    const listFirst = width >= 600;
    it(`tab order follows the drawing at ${width}×${height}: the move list ${listFirst ? 'before' : 'after'} Throw, each control below the last`, async () => {
      await setViewport({ width, height });
      try {
        const el = await board({ seed: '2', 'move-list': true, 'light-name': 'Ana' });
        el.throwDice(2);
        el.move(el.legalMoves[0]);
        await until(() => $(el, '[part="move-list"]') !== null);
        await until(() => el.matches(width < 600 ? ':state(vertical)' : ':state(horizontal)'));
        const order: Element[] = [];
        (document.activeElement as HTMLElement | null)?.blur();
        for (let i = 0; i < 30; i++) {
          await sendKeys({ press: 'Tab' });
          const active = deepActive();
          if (!active || !el.shadowRoot!.contains(active) || order.includes(active)) break;
          order.push(active);
        }
        // The board's own tab stops aside, each stop is drawn below (or level with) the one before.
        const tops = order
          .filter((node) => !node.closest('svg'))
          .map((node) => Math.round(node.getBoundingClientRect().top));
        expect(tops.length).to.be.greaterThan(3);
        expect(tops).to.deep.equal([...tops].sort((a, b) => a - b));
        const list = order.findIndex((node) => node.closest('[part="move-list"]'));
        const button = order.findIndex((node) => node.getAttribute('part') === 'throw-button');
        if (listFirst) expect(list).to.be.within(0, button - 1);
        else expect(list).to.be.greaterThan(button);
      } finally {
        await setViewport({ width: 800, height: 600 });
      }
    });
  }

  it('the move list’s steps line up whatever the width of a name', async () => {
    const el = await board({ seed: '2', 'move-list': true, 'light-name': 'Ana', 'dark-name': 'Bartholomew' });
    for (let i = 0; i < 12; i++) {
      if (el.position.phase === 'move') el.move(el.legalMoves[0]);
      else el.throwDice();
    }
    await until(() => el.shadowRoot!.querySelectorAll('.move-list .turn').length >= 3);
    await el.updateComplete;
    const lefts = [...el.shadowRoot!.querySelectorAll('.move-list .turn > .step:nth-child(2)')].map((step) =>
      Math.round(step.getBoundingClientRect().left),
    );
    expect(new Set(lefts).size, lefts.join()).to.equal(1);
  });
});

/** The pieces drawn on a board: where, how many, whose. */
const piecesOf = (el: RoyalUrElement) =>
  [...el.shadowRoot!.querySelectorAll('svg.board [data-place]')]
    .map(
      (node) => `${node.getAttribute('class')} ${node.getAttribute('data-place')} ${node.getAttribute('data-count')}`,
    )
    .sort();

/** Two turns each, seeded, through the public API. */
async function twoTurnsEach(attributes: Record<string, string> = {}): Promise<RoyalUrElement> {
  const el = await board({ seed: '4', 'move-list': true, 'animation-duration': '0', ...attributes });
  while (el.record.actions.length < 8) {
    if (el.position.phase === 'move') el.move(el.legalMoves[0]);
    else el.throwDice();
  }
  await until(() => el.shadowRoot!.querySelector('.move-panel') !== null);
  await el.updateComplete;
  return el;
}

describe('a readable, clickable move list', () => {
  it('a key says what each mark in the list means, once it is used', async () => {
    const el = await board({ 'move-list': true });
    el.throwDice(4);
    el.move(el.legalMoves[0]);
    await until(() => el.shadowRoot!.querySelector('.move-panel') !== null);
    await el.updateComplete;
    const legend = $(el, '.move-legend')!.textContent!.replace(/\s+/g, ' ');
    expect(legend).to.contain('→▢ enters').and.contain('✿ rosette: throws again');
    expect(legend).not.to.contain('bears off');
    await expect(el).to.be.accessible();
  });

  it('in Arabic the notation stays left to right: an entry reads →A2, not A2→', async () => {
    const el = await board({ 'move-list': true, lang: 'ar' });
    await until(() => el.shadowRoot!.querySelector('.widget[dir="rtl"]') !== null);
    el.throwDice(2);
    el.move(el.legalMoves.find((move) => move.enter)!);
    await until(() => el.shadowRoot!.querySelector('.move-list .notation') !== null);
    await el.updateComplete;
    const notation = $(el, '.move-list .notation')!;
    expect(notation.localName).to.equal('bdi');
    expect(getComputedStyle(notation).direction).to.equal('ltr');
    const [arrow, tile] = [...notation.childNodes].filter(
      (node) => node.nodeType === Node.TEXT_NODE && node.textContent,
    );
    const left = (node: Node) => {
      const range = document.createRange();
      range.selectNodeContents(node);
      return range.getBoundingClientRect().left;
    };
    expect(arrow.textContent).to.equal('→');
    expect(left(arrow)).to.be.lessThan(left(tile));
    await expect(el).to.be.accessible();
  });

  it('clicking an earlier step shows its position without changing the game; Back to the game returns', async () => {
    const el = await twoTurnsEach({ 'light-name': 'Ana' });
    const actions = el.record.actions;
    const live = piecesOf(el);
    const step = $<HTMLButtonElement>(el, '.move-list button.step')!;
    const index = Number(step.dataset.index);
    step.click();
    await el.updateComplete;
    const ref = await board();
    const { variant, rules, seed, start } = el.record;
    const earlier = new Game({ variant, rules, seed, start });
    for (const action of actions.slice(0, index)) earlier.apply(action);
    expect(await ref.loadRecord(earlier.toJSON())).to.deep.equal({ ok: true });
    await ref.updateComplete;
    expect(piecesOf(el)).to.deep.equal(piecesOf(ref));
    expect(piecesOf(el)).not.to.deep.equal(live);
    expect(el.record.actions).to.deep.equal(actions);
    expect(step.getAttribute('aria-current')).to.equal('step');
    // Nothing can be played on a past position.
    expect(el.shadowRoot!.querySelectorAll('svg .src')).to.have.length(0);
    await expect(el).to.be.accessible();
    $<HTMLButtonElement>(el, '.back-to-game')!.click();
    await el.updateComplete;
    expect(piecesOf(el)).to.deep.equal(live);
    expect($(el, '.back-to-game')).to.equal(null);
  });

  it('the arrow keys move along the steps, showing each position as they go', async () => {
    const el = await twoTurnsEach();
    const live = piecesOf(el);
    const steps = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('.move-list button.step')];
    const last = steps[steps.length - 1];
    expect(last.tabIndex).to.equal(0);
    last.focus();
    await sendKeys({ press: 'ArrowUp' });
    await el.updateComplete;
    expect(deepActive()).to.equal(steps[steps.length - 2]);
    expect(piecesOf(el)).not.to.deep.equal(live);
    expect($(el, '.back-to-game')).to.not.equal(null);
    await sendKeys({ press: 'End' });
    await el.updateComplete;
    expect(piecesOf(el)).to.deep.equal(live);
    expect($(el, '.back-to-game')).to.equal(null);
  });
});
