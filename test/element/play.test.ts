/** What a player sees of the game as it goes: whose throw, the controls left, the move list. */
import { expect } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import type { RoyalUrElement } from '../../src/element/royal-ur.js';
import { board, playOut } from './helpers.js';

const $ = <E extends Element = HTMLElement>(el: RoyalUrElement, selector: string) =>
  el.shadowRoot!.querySelector<E>(selector);

/** What the dice say about whose throw they show ('' when none is shown). */
const owner = (el: RoyalUrElement) => $(el, '.dice-owner')?.textContent?.trim() ?? '';

afterEach(() => document.body.replaceChildren());

describe('the throw belongs to a player', () => {
  it('says who threw, and is cleared when the turn passes', async () => {
    const el = await board({ 'light-name': 'Ana', 'dark-name': 'Bruno' });
    el.throwDice(3);
    await el.updateComplete;
    expect(owner(el)).to.equal('Ana threw 3');
    expect($(el, '.dice-owner')!.classList.contains('light')).to.equal(true);
    expect($(el, '[part="dice"]')!.getAttribute('aria-label')).to.match(/^Ana threw 3\. Dice: 3/);
    el.move(el.legalMoves[0]);
    await el.updateComplete;
    // Bruno's turn: Ana's 3 is not beside his Throw button.
    expect(owner(el)).to.equal('');
    expect($(el, '[part="dice"]')!.classList.contains('idle')).to.equal(true);
    expect($(el, '.dice-value')).to.equal(null);
    el.throwDice(2);
    await el.updateComplete;
    expect(owner(el)).to.equal('Bruno threw 2');
    expect($(el, '.dice-owner')!.classList.contains('dark')).to.equal(true);
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
    it(`tab order follows the drawing at ${width}×${height}: the move list before Throw, each control below the last`, async () => {
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
        expect(list).to.be.within(0, button - 1);
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
