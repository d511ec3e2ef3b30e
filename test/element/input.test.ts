import { expect } from '@open-wc/testing';
import { executeServerCommand, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import type { RoyalUrElement } from '../../src/element/royal-ur.js';
import { board } from './helpers.js';

/** How a person acts on a control: a touchscreen tap, a mouse click, or focus and Enter. */
type Input = (target: Element) => Promise<void>;

const centre = (target: Element): [number, number] => {
  const box = target.getBoundingClientRect();
  return [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)];
};
const INPUTS: Record<string, Input> = {
  tap: async (target) => {
    const [x, y] = centre(target);
    await executeServerCommand('tap', { x, y });
  },
  click: async (target) => {
    await sendMouse({ type: 'click', position: centre(target) });
  },
  keys: async (target) => {
    (target as HTMLElement).focus();
    await sendKeys({ press: 'Enter' });
  },
};

/** Plays `actions` actions of a seeded game as a person would: the throw button, then the piece furthest back. */
async function play(el: RoyalUrElement, input: Input, actions: number): Promise<string[]> {
  while (el.record.actions.length < actions && el.position.phase !== 'over') {
    const before = el.record.actions.length;
    const root = el.shadowRoot!;
    const target =
      el.position.phase === 'move'
        ? root.querySelector('.src[data-order="0"]')!
        : root.querySelector('[part="throw-button"]')!;
    await input(target);
    await el.updateComplete;
    // A throw with no move passes at once: the record grows either way.
    expect(el.record.actions.length, `${el.position.phase}: the input acted`).to.be.greaterThan(before);
  }
  return el.record.actions;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('the keyboard after a forced move', () => {
  it('a throw whose only move plays itself leaves the keyboard on Throw for the next person, not on the page', async () => {
    const el = await board({ seed: '11', light: 'human', dark: 'human', 'animation-duration': '50' });
    const root = el.shadowRoot!;
    const throwButton = () => root.querySelector('[part="throw-button"]');
    (throwButton() as HTMLElement).focus();
    // Each side enters its first piece: a throw but 0 has one move, which plays itself.
    let forced = 0;
    for (let round = 0; round < 6 && forced < 2; round++) {
      const before = el.record.actions.length;
      await sendKeys({ press: 'Enter' });
      expect(el.record.actions.length, 'Enter on Throw throws').to.be.greaterThan(before);
      // Until the board is still: the forced move played, its drawing done.
      await el.settled();
      await el.updateComplete;
      if (el.record.actions.length === before + 2) forced++;
      const focused = root.activeElement;
      expect(
        focused === throwButton() ? 'Throw' : (focused?.outerHTML.slice(0, 60) ?? 'nothing in the board'),
        `after ${el.record.actions.join(' ')}`,
      ).to.equal('Throw');
    }
    expect(forced).to.equal(2);
  });
});

for (const orientation of ['horizontal', 'vertical']) {
  describe(`tap, click and keys (${orientation})`, () => {
    before(() => setViewport({ width: orientation === 'vertical' ? 360 : 1000, height: 640 }));
    after(() => setViewport({ width: 800, height: 600 }));

    it('give the same game', async () => {
      const games: Record<string, string[]> = {};
      for (const [name, input] of Object.entries(INPUTS)) {
        const el = await board({ seed: '11', orientation, 'animation-duration': '0', light: 'human' });
        games[name] = await play(el, input, 16);
        el.remove();
      }
      expect(games.tap).to.have.length.of.at.least(16);
      expect(games.click).to.deep.equal(games.tap);
      expect(games.keys).to.deep.equal(games.tap);
    });
  });
}
