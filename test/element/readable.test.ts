import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { actionPauseMs, readingFloorMs, READING_PAUSES } from '../../src/element/players/pacing.js';
import { board } from './helpers.js';

const boardSvg = (el: HTMLElement) => el.shadowRoot!.querySelector('svg.board')!;

describe('the human sits near the player', () => {
  const flippedWith = async (attributes: Record<string, string | boolean>) => {
    const el = await board({ seed: '1', ...attributes });
    return boardSvg(el).classList.contains('flipped');
  };

  it("draws the one human side at the bottom: dark's when light is the computer or remote", async () => {
    expect(await flippedWith({ light: 'computer', dark: 'human' })).to.equal(true);
    expect(await flippedWith({ light: 'remote', dark: 'human' })).to.equal(true);
    expect(await flippedWith({ light: 'human', dark: 'computer' })).to.equal(false);
    expect(await flippedWith({ light: 'human', dark: 'remote' })).to.equal(false);
  });

  it('keeps light at the bottom with two people or none, and follows `flipped` when the page sets it', async () => {
    expect(await flippedWith({})).to.equal(false);
    expect(await flippedWith({ light: 'computer', dark: 'computer' })).to.equal(false);
    expect(await flippedWith({ flipped: true })).to.equal(true);
    expect(await flippedWith({ flipped: true, light: 'human', dark: 'computer' })).to.equal(true);
  });

  it('turns with the sides: a change of who plays redraws the board', async () => {
    const el = await board({ seed: '1', light: 'human', dark: 'computer', 'animation-duration': '0' });
    expect(boardSvg(el).classList.contains('flipped')).to.equal(false);
    el.setAttribute('light', 'computer');
    el.setAttribute('dark', 'human');
    await el.updateComplete;
    expect(boardSvg(el).classList.contains('flipped')).to.equal(true);
  });
});

describe('pacing of the computer', () => {
  afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

  it('keeps each action on screen at least READING_PAUSES times animation-duration, none at 0 or with reduced motion', () => {
    expect(readingFloorMs(400, false)).to.equal(READING_PAUSES * 400);
    expect(READING_PAUSES * 400).to.be.at.least(1000);
    expect(readingFloorMs(0, false)).to.equal(0);
    expect(readingFloorMs(400, true)).to.equal(0);
  });

  it('pauses the floor before each action; under reduced motion only animation-duration', async () => {
    expect(actionPauseMs(200)).to.equal(READING_PAUSES * 200);
    expect(actionPauseMs(0)).to.equal(0);
    await emulateMedia({ reducedMotion: 'reduce' });
    expect(actionPauseMs(200)).to.equal(200);
  });

  it('waits the floor between the actions of two computers', async () => {
    const times: number[] = [];
    const el = await board({ seed: '5', light: 'computer', dark: 'computer', 'animation-duration': '40' });
    el.addEventListener('ur-action', () => times.push(performance.now()));
    await new Promise<void>((resolve) => {
      const check = () => (times.length >= 5 ? resolve() : setTimeout(check, 20));
      check();
    });
    el.remove();
    const gaps = times.slice(1).map((time, i) => time - times[i]);
    // Timers never fire early; a millisecond of slack for the clock's rounding.
    for (const gap of gaps) expect(gap).to.be.at.least(READING_PAUSES * 40 - 1);
  });
});

describe('the last turn marked whole', () => {
  it("marks both moves of a double move until the other side moves, through the other side's throw", async () => {
    const el = await board({ seed: '1' });
    const marks = () => el.shadowRoot!.querySelectorAll('.last-move').length;
    el.throwDice(4);
    el.move('R-A1');
    el.throwDice(2);
    el.move('A1-B2');
    await el.updateComplete;
    expect(marks()).to.equal(2);
    el.throwDice(4);
    await el.updateComplete;
    expect(marks()).to.equal(2);
    el.move('R-C1');
    await el.updateComplete;
    expect(marks()).to.equal(1);
    // A pass by the other side and a new turn of the same side: its earlier turn is no longer marked.
    el.throwDice(1);
    el.move('C1-B1');
    el.throwDice(0);
    el.throwDice(1);
    el.move('B1-B2');
    await el.updateComplete;
    expect(marks()).to.equal(1);
  });
});

describe('coordinates and the rules panel in the element', () => {
  it('draws coordinates unless `coordinates` is off', async () => {
    const drawn = (el: HTMLElement) => el.shadowRoot!.querySelectorAll('svg.board .coordinates text').length;
    const el = await board({ seed: '1' });
    expect(drawn(el)).to.equal(11);
    el.setAttribute('coordinates', 'off');
    await el.updateComplete;
    expect(drawn(el)).to.equal(0);
    el.removeAttribute('coordinates');
    await el.updateComplete;
    expect(drawn(el)).to.equal(11);
    (el as unknown as { coordinates: boolean }).coordinates = false;
    await el.updateComplete;
    expect(drawn(el)).to.equal(0);
  });

  it("opens the rules with the route drawn as the board is: turned, and from dark's side for a person playing dark", async () => {
    const el = await board({ seed: '1', orientation: 'vertical', light: 'computer', 'animation-duration': '0' });
    el.shadowRoot!.querySelector<HTMLButtonElement>('.help-button')!.click();
    await el.updateComplete;
    await new Promise((resolve) => setTimeout(resolve, 50));
    await el.updateComplete;
    const map = el.shadowRoot!.querySelector('.help-panel .route svg.board')!;
    expect(map.classList.contains('vertical')).to.equal(true);
    expect(map.classList.contains('flipped')).to.equal(true);
    expect(el.shadowRoot!.querySelector('.help-panel .route')!.getAttribute('aria-label')).to.match(
      /^Dark's route: C4, C3/,
    );
  });
});
