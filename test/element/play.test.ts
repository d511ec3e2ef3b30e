/** What a player sees of the game as it goes: whose throw, the controls left, the move list. */
import { expect } from '@open-wc/testing';
import type { RoyalUrElement } from '../../src/element/royal-ur.js';
import { board } from './helpers.js';

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
