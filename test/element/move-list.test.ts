import { expect } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { createGame } from '../../src/engine/index.js';
import { render } from 'lit';
import { LANGS, loadTranslation, translation } from '../../src/element/i18n/lang.js';
import { renderMoveList } from '../../src/element/move-list/move-list.js';
import { moveWordsOf } from '../../src/element/i18n/moves.js';
import { reviewedGame } from '../../src/element/review/frames.js';
import type { RoyalUrElement } from '../../src/element/royal-ur.js';
import { board, playOut } from './helpers.js';

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

  for (const lang of ['en', 'ar']) {
    after(() => setViewport({ width: 800, height: 600 }));
    it(`${lang} at 360×640: the board, every button, two turns and the whole key on screen, nothing clipped`, async () => {
      await setViewport({ width: 360, height: 640 });
      // A game of 60 actions or more with a throw that gave no move, light (the person) to throw.
      const game = createGame({ seed: 3 });
      let passed = false;
      while (game.actions.length < 60 || !passed || game.phase !== 'throw' || game.turn !== 'light') {
        if (game.phase === 'move') game.move(game.legalMoves()[0]);
        else passed = game.throwDice().value === 0 || game.legalMoves().length === 0 || passed;
      }
      const el = await board({ 'move-list': true, dark: 'computer', lang, 'animation-duration': '0' });
      expect(await el.loadRecord(game.toJSON())).to.deep.equal({ ok: true });
      await el.updateComplete;
      await new Promise((resolve) => setTimeout(resolve, 100));
      const root = el.shadowRoot!;
      const box = (node: Element) => node.getBoundingClientRect();
      const inside = (inner: DOMRect, outer: DOMRect) =>
        inner.top >= outer.top - 0.5 &&
        inner.bottom <= outer.bottom + 0.5 &&
        inner.left >= outer.left - 0.5 &&
        inner.right <= outer.right + 0.5;
      const screen = new DOMRect(0, 0, 360, 640);
      expect(
        inside(box(el), screen),
        `the element on the screen: ${box(el).top}-${box(el).bottom}, rows ${getComputedStyle(root.querySelector('.widget')!).gridTemplateRows}`,
      ).to.equal(true);
      for (const button of root.querySelectorAll('.controls button, .controls select'))
        expect(inside(box(button), screen), `${button.textContent} on screen`).to.equal(true);
      const panel = box(root.querySelector('.move-panel')!);
      const keys = [...root.querySelectorAll('.move-legend .key')];
      expect(keys.map((key) => key.textContent!.replace('—', '').trim())).to.include(moveWordsOf(lang).legend.passed);
      for (const key of keys) expect(inside(box(key), panel), `the key ${key.textContent} whole`).to.equal(true);
      const list = box(listOf(el));
      const whole = [...listOf(el).querySelectorAll('li')].filter((turn) => inside(box(turn), list));
      expect(whole.length, 'turns shown whole').to.be.at.least(2);
      const status = root.querySelector('.status')!;
      const { fontSize, lineHeight } = getComputedStyle(status);
      const lines = box(status).height / (parseFloat(lineHeight) || parseFloat(fontSize) * 1.25);
      expect(lines, 'the status line').to.be.at.most(3);
    });
  }

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
