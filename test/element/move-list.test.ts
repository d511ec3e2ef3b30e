import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { render } from 'lit';
import { LANGS, loadTranslation, translation } from '../../src/element/i18n/lang.js';
import { renderMoveList } from '../../src/element/move-list/move-list.js';
import { reviewedGame } from '../../src/element/review/frames.js';
import type { RoyalUrElement } from '../../src/element/royal-ur.js';
import { act, board, playOut } from './helpers.js';

/**
 * A scripted opening through the public API (values handed in): light's double move over the A1
 * rosette, dark's over C1, light's 0, then dark's capture on B2.
 */
function playOpening(el: RoyalUrElement): void {
  el.throwDice(4);
  el.move('R-A1');
  el.throwDice(2);
  el.move('A1-B2');
  el.throwDice(4);
  el.move('R-C1');
  el.throwDice(1);
  el.move('C1-B1');
  el.throwDice(0);
  el.throwDice(1);
  el.move('B1-B2');
}

const listOf = (el: RoyalUrElement) => el.shadowRoot!.querySelector<HTMLOListElement>('[part="move-list"]')!;
/** Each turn as drawn: who, then each step's short form. */
const drawn = (list: Element) =>
  [...list.querySelectorAll('li')].map((turn) => [
    turn.querySelector('.who')!.textContent!.trim(),
    ...[...turn.querySelectorAll('.step [aria-hidden="true"]')].map((step) => step.textContent!.replace(/\s+/g, '')),
  ]);
/** Each turn as a screen reader hears it. */
const spoken = (list: Element) =>
  [...list.querySelectorAll('li')].map((turn) =>
    [...turn.querySelectorAll('.step .visually-hidden')].map((words) => words.textContent!.trim()),
  );

describe('move list', () => {
  before(() => Promise.all(LANGS.map(loadTranslation)));

  it('is absent unless asked for', async () => {
    const el = await board({ seed: '1' });
    expect(el.shadowRoot!.querySelector('[part="move-list"]')).to.equal(null);
  });

  it("says why bell's throw of 1 or 4 gives the same player another throw", async () => {
    // All pieces in the reserve: only a 5 enters one.
    const el = await board({ variant: 'bell', 'first-player': 'light', 'move-list': true });
    el.throwDice(1);
    el.throwDice(0);
    await el.updateComplete;
    expect(spoken(listOf(el))[0]).to.deep.equal([
      'Light threw 1: no legal move, another throw.',
      'Light threw 0: no move.',
    ]);
  });

  it("lists each turn's throws and moves, a double move in one turn, captures and rosettes marked", async () => {
    const el = await board({ seed: '1', 'move-list': true });
    playOpening(el);
    await el.updateComplete;
    const list = listOf(el);
    expect(list.tagName).to.equal('OL');
    expect(list.getAttribute('aria-label')).to.equal('Moves');
    expect(drawn(list)).to.deep.equal([
      ['Light', '4→A1✿', '2A1→B2'],
      ['Dark', '4→C1✿', '1C1→B1'],
      ['Light', '0—'],
      ['Dark', '1B1→B2✕'],
    ]);
    expect(spoken(list)).to.deep.equal([
      ['Light threw 4. Light entered on A1, landed on a rosette: another throw.', 'Light threw 2. Light moved A1-B2.'],
      ['Dark threw 4. Dark entered on C1, landed on a rosette: another throw.', 'Dark threw 1. Dark moved C1-B1.'],
      ['Light threw 0: no move.'],
      ['Dark threw 1. Dark moved B1-B2, captured on B2.'],
    ]);
    // The status line says the last move the same way.
    expect(el.shadowRoot!.querySelector('[part="status"]')!.textContent).to.equal(
      'Dark moved B1-B2, captured on B2. Light to throw',
    );
  });

  it('speaks the language of the board', async () => {
    const el = await board({ seed: '1', 'move-list': true, lang: 'de' });
    playOpening(el);
    await el.updateComplete;
    const list = listOf(el);
    expect(list.getAttribute('aria-label')).to.equal('Züge');
    expect(spoken(list)[3][0]).to.equal('Dunkel hat 1 gewürfelt. Dunkel hat B1-B2 gezogen, schlägt auf B2.');
  });

  it('follows an undo and a loaded game', async () => {
    const el = await board({ seed: '1', 'move-list': true });
    playOpening(el);
    el.undo();
    await el.updateComplete;
    expect(drawn(listOf(el)).at(-1)).to.deep.equal(['Dark', '1']);
    el.newGame();
    await el.updateComplete;
    expect(listOf(el).querySelectorAll('li')).to.have.length(0);
  });

  it('keeps the latest move in view', async () => {
    const el = await board({ seed: '3', 'move-list': true, style: 'width: 700px' });
    playOut(el);
    await el.updateComplete;
    const list = listOf(el);
    expect(list.scrollHeight).to.be.greaterThan(list.clientHeight);
    expect(list.scrollTop + list.clientHeight).to.be.closeTo(list.scrollHeight, 2);
  });

  it("does not stretch the page: the steps' hidden words stay inside the scrolled list", async () => {
    const el = await board({ seed: '3', 'move-list': true, style: 'width: 700px' });
    playOut(el);
    await el.updateComplete;
    expect(listOf(el).scrollHeight).to.be.greaterThan(1000);
    // The page scrolls no further than the element (or the window) reaches.
    const bottom = el.getBoundingClientRect().bottom + window.scrollY;
    expect(document.documentElement.scrollHeight).to.be.at.most(Math.max(window.innerHeight, Math.ceil(bottom) + 50));
  });

  it('fits the side column of the vertical layout, under the status and above the buttons', async () => {
    const el = await board({ seed: '3', 'move-list': true, orientation: 'vertical', style: 'width: 360px' });
    for (let i = 0; i < 80; i++) act(el);
    await el.updateComplete;
    const root = el.shadowRoot!;
    expect(root.querySelectorAll('.move-list li').length).to.be.greaterThan(20);
    const box = (selector: string) => root.querySelector(selector)!.getBoundingClientRect();
    const [list, boardBox, status, controls] = [box('.move-list'), box('svg.board'), box('.status'), box('.controls')];
    expect(list.left).to.be.at.least(boardBox.right);
    expect(list.top).to.be.at.least(status.bottom);
    expect(list.bottom).to.be.at.most(controls.top);
    expect(list.height).to.be.greaterThan(40);
    // However long the list, the element is no taller than without it.
    const plain = await board({ seed: '3', orientation: 'vertical', style: 'width: 360px' });
    for (let i = 0; i < 80; i++) act(plain);
    await plain.updateComplete;
    expect(el.getBoundingClientRect().height).to.be.closeTo(plain.getBoundingClientRect().height, 1);
  });

  it('in the review, makes each step a button that goes to its point', async () => {
    const el = await board({ seed: '1' });
    playOpening(el);
    const reviewed = reviewedGame(el.record);
    const picked: number[] = [];
    const host = document.createElement('div');
    document.body.append(host);
    const t = translation('en');
    const names = { light: 'Ana', dark: 'Ben' };
    render(
      renderMoveList(reviewed.frames, 'en', t, (player) => names[player], {
        current: 4,
        pick: (index) => picked.push(index),
      }),
      host,
    );
    const buttons = [...host.querySelectorAll<HTMLButtonElement>('button.step')];
    expect(buttons.map((button) => button.dataset.index)).to.deep.equal(['2', '4', '6', '8', '9', '11']);
    expect(buttons[1].querySelector('.visually-hidden')!.textContent).to.equal('Ana threw 2. Ana moved A1-B2.');
    expect(buttons[1].querySelector('[aria-hidden="true"]')!.textContent!.replace(/\s+/g, '')).to.equal('2A1→B2');
    expect(buttons.filter((button) => button.getAttribute('aria-current') === 'step')).to.deep.equal([buttons[1]]);
    buttons[5].click();
    buttons[0].click();
    expect(picked).to.deep.equal([11, 2]);
    host.remove();
  });

  it('in the review, is one tab stop (the step that led to the point shown): arrow keys, Home and End reach the others', async () => {
    const el = await board({ seed: '1' });
    playOpening(el);
    const { frames } = reviewedGame(el.record);
    const host = document.body.appendChild(document.createElement('div'));
    const picked: number[] = [];
    const draw = (current: number) =>
      render(
        renderMoveList(frames, 'en', translation('en'), (player) => player, { current, pick: (i) => picked.push(i) }),
        host,
      );
    const stops = () =>
      [...host.querySelectorAll<HTMLElement>('button.step[tabindex="0"]')].map((b) => b.dataset.index);
    draw(0);
    expect(stops()).to.deep.equal(['2']);
    draw(5); // between steps: the one that led there
    expect(stops()).to.deep.equal(['4']);
    const focused = () => (document.activeElement as HTMLElement).dataset.index;
    host.querySelector<HTMLElement>('[tabindex="0"]')!.focus();
    await sendKeys({ press: 'ArrowDown' });
    expect([focused(), ...stops()]).to.deep.equal(['6', '6']);
    await sendKeys({ press: 'End' });
    expect([focused(), ...stops()]).to.deep.equal(['11', '11']);
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'Home' });
    expect([focused(), ...stops()]).to.deep.equal(['2', '2']);
    // Moving does not pick; Enter does.
    expect(picked).to.deep.equal([]);
    await sendKeys({ press: 'Enter' });
    expect(picked).to.deep.equal([2]);
    // Drawn again at another point, the tab stop is that point's step.
    draw(9);
    expect(stops()).to.deep.equal(['9']);
    host.remove();
  });
});
