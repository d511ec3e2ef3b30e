/**
 * The game over (issue 45, item 8; issue 47's designed end): the panel says who won and how, the
 * running score from the first game on, and the next actions in order of use (Play again first,
 * then Review, New opponent); the status line does not say the panel's title again; Undo is off
 * after a game given up; a page that opened a puzzle or a review and fixed no players goes back
 * to the choice of an opponent, never to a game nobody chose.
 */
import { expect } from '@open-wc/testing';
import { $, act, board, playOut, until, type RoyalUrElement } from './helpers.js';

const text = (node: Element | null) => node?.textContent?.replace(/\s+/g, ' ').trim();
const panel = (el: RoyalUrElement) => $<HTMLElement>(el, '[part="game-over"]');
/** Text a person sees: drawn, not hidden. */
const shown = (node: HTMLElement | null) => !!node && node.checkVisibility() && node.offsetHeight > 0;

async function ended(el: RoyalUrElement): Promise<HTMLElement> {
  await until(() => panel(el) !== null);
  await el.updateComplete;
  return panel(el)!;
}

afterEach(() => document.body.replaceChildren());

describe('the game over', () => {
  it('the status line does not repeat the title; how the game was won; the score from the first game; Play again first', async () => {
    const el = await board({ seed: '3', 'animation-duration': '0', light: 'human', dark: 'human' });
    playOut(el);
    const over = await ended(el);
    const title = text(over.querySelector('h2'))!;
    expect(title).to.match(/ wins!$/);
    // Said once, by the panel; the status line (still read by screen readers' live region) is not drawn.
    const status = $<HTMLElement>(el, '[part="status"]')!;
    expect(shown(status), 'the status line is not drawn beside the panel').to.equal(false);
    expect(text($(el, '[role="status"][aria-live]'))).to.contain(title.replace(/!$/, ''));
    expect(text(over.querySelector('.how'))).to.match(/brought every piece home$/);
    // The score from the first game on.
    const winner = el.position.winner!;
    expect(text(over.querySelector('.tally'))).to.equal(winner === 'light' ? 'Light 1 – 0 Dark' : 'Light 0 – 1 Dark');
    const buttons = [...over.querySelectorAll('button')].map((button) => button.classList[0]);
    expect(buttons).to.deep.equal(['new-game', 'review-button']);
    expect(over.querySelector('.new-game')!.classList.contains('primary')).to.equal(true);
    expect(text(over.querySelector('.new-game'))).to.equal('Play again');
    await expect(el).to.be.accessible();
  });

  it('Play again by keyboard: the new game begins with the keyboard on Throw, not lost with the panel', async () => {
    const el = await board({ seed: '3', 'animation-duration': '0', light: 'human', dark: 'human' });
    playOut(el);
    const over = await ended(el);
    const again = over.querySelector<HTMLButtonElement>('.new-game')!;
    again.focus();
    again.click();
    await until(() => panel(el) === null);
    await el.updateComplete;
    expect(el.record.actions).to.deep.equal([]);
    expect(el.shadowRoot!.activeElement).to.equal($(el, '[part="throw-button"]'));
  });

  it('Undo is off after a game given up (it would do nothing)', async () => {
    const el = await board({ seed: '5', 'animation-duration': '0', light: 'human', dark: 'human' });
    for (let i = 0; i < 12; i++) act(el);
    await el.updateComplete;
    const undo = () => $<HTMLButtonElement>(el, '.undo')!;
    expect(undo().disabled, 'Undo during the game').to.equal(false);
    el.resign();
    await ended(el);
    expect(undo().disabled, 'Undo after the resignation').to.equal(true);
    expect(() => el.undo()).to.throw();
  });

  for (const [attribute, value] of [
    ['puzzle', 'finkel-5'],
    ['review-src', '/__nowhere__/game.json'],
  ]) {
    it(`${attribute} with no players: Back goes to the choice of an opponent, not to a game nobody chose`, async () => {
      const el = await board({ [attribute]: value });
      const view = attribute === 'puzzle' ? 'royal-ur-puzzle' : 'royal-ur-review';
      await until(() => !!el.shadowRoot!.querySelector(view)?.shadowRoot?.querySelector('.close'));
      el.shadowRoot!.querySelector(view)!.shadowRoot!.querySelector<HTMLElement>('.close')!.click();
      await until(() => $(el, '[part="start-screen"]') !== null);
      await el.updateComplete;
      expect(shown($(el, '[part="start-screen"]')), 'the start screen asks who to play').to.equal(true);
      expect(el.shadowRoot!.activeElement).to.equal($(el, '.start-computer'));
    });
  }
});
