import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../src/element/define.js';
import type { RoyalUrElement } from '../../src/element/royal-ur.js';
import { VARIANTS } from '../../src/engine/index.js';

describe('royal-ur smoke', () => {
  for (const variant of VARIANTS) {
    it(`plays a seeded computer game of ${variant} to ur-game-end`, async () => {
      const el = await fixture<RoyalUrElement>(html`<div></div>`);
      const board = document.createElement('royal-ur');
      board.setAttribute('variant', variant);
      board.setAttribute('light', 'computer');
      board.setAttribute('dark', 'computer');
      board.setAttribute('seed', '7');
      board.setAttribute('animation-duration', '0');
      const end = oneEvent(board, 'ur-game-end');
      el.append(board);
      const { detail } = await end;
      expect(['light', 'dark']).to.include(detail.winner);
      expect(board.position.winner).to.equal(detail.winner);
    });
  }
});
