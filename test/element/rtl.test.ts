/**
 * A right-to-left language lays the widget out right to left (text, controls, panels) while the
 * board keeps its geometry, so the rules and the tile names stay true. The languages are found by
 * their direction, not named.
 */
import { expect } from '@open-wc/testing';
import { directionOf, LANGS, loadTranslation } from '../../src/element/i18n/lang.js';
import type { RoyalUrElement } from '../../src/element/royal-ur.js';
import { board } from './helpers.js';

/** Each tile's centre across the board, as a share of the board's width. */
function tileCentres(el: RoyalUrElement): Record<string, number> {
  const svg = el.shadowRoot!.querySelector('svg[part="board"]')!.getBoundingClientRect();
  const centres: Record<string, number> = {};
  for (const tile of el.shadowRoot!.querySelectorAll<SVGGElement>('[data-tile]')) {
    const box = tile.getBoundingClientRect();
    centres[tile.dataset.tile!] = Math.round(((box.left + box.width / 2 - svg.left) / svg.width) * 1000);
  }
  return centres;
}

describe('right-to-left languages', () => {
  let rightToLeft: string[];
  before(async () => {
    await Promise.all(LANGS.map(loadTranslation));
    rightToLeft = LANGS.filter((lang) => directionOf(lang) === 'rtl');
  });

  it('there is one at least, and English runs left to right', () => {
    expect(rightToLeft).to.not.be.empty;
    expect(directionOf('en')).to.equal('ltr');
  });

  it('lay out text and controls right to left; the board keeps its geometry', async () => {
    const attributes = { seed: '1', orientation: 'horizontal', 'animation-duration': '0' };
    const english = await board({ ...attributes, lang: 'en' });
    english.style.width = '800px';
    await english.updateComplete;
    for (const lang of rightToLeft) {
      const el = await board({ ...attributes, lang });
      el.style.width = '800px';
      await el.updateComplete;
      const root = el.shadowRoot!;
      const widget = root.querySelector<HTMLElement>('.widget')!;
      expect(widget.getAttribute('dir'), lang).to.equal('rtl');
      expect(getComputedStyle(root.querySelector('[part="status"]')!).direction, `${lang} status`).to.equal('rtl');
      // The row of buttons runs from the right: the first one stands right of the last.
      const buttons = [...root.querySelectorAll<HTMLElement>('[part="controls"] button')];
      expect(buttons.length, lang).to.be.greaterThan(1);
      expect(buttons[0].getBoundingClientRect().left, `${lang} controls`).to.be.greaterThan(
        buttons[buttons.length - 1].getBoundingClientRect().left,
      );
      // Light's name comes first, at the right.
      const [light, dark] = [...root.querySelectorAll<HTMLElement>('.player')];
      expect(light.getBoundingClientRect().left, `${lang} players`).to.be.greaterThan(
        dark.getBoundingClientRect().left,
      );
      // The board: left to right, every tile where it stands in English.
      expect(getComputedStyle(root.querySelector('svg[part="board"]')!).direction, `${lang} board`).to.equal('ltr');
      expect(tileCentres(el), `${lang} tiles`).to.deep.equal(tileCentres(english));
      el.remove();
    }
    english.remove();
  });

  it('the rules panel follows the language', async () => {
    for (const lang of rightToLeft) {
      // Two people here: no start screen (the rules opened from there cover it).
      const el = await board({ lang, orientation: 'horizontal', light: 'human', dark: 'human' });
      el.style.width = '1000px';
      await el.updateComplete;
      el.shadowRoot!.querySelector<HTMLButtonElement>('[part="help-button"]')!.click();
      await el.updateComplete;
      const panel = await waitFor(() => el.shadowRoot!.querySelector<HTMLElement>('[part="help-panel"]'));
      expect(getComputedStyle(panel).direction, lang).to.equal('rtl');
      // Beside the board, the panel stands at the inline end: the left, clear of the board.
      const boardBox = el.shadowRoot!.querySelector('svg[part="board"]')!.getBoundingClientRect();
      const panelBox = panel.getBoundingClientRect();
      if (getComputedStyle(panel).position === 'absolute')
        expect(panelBox.right, `${lang} rules panel`).to.be.at.most(boardBox.left + 1);
      el.remove();
    }
  });
});

/** Polls until `find` gives an element. */
async function waitFor<T>(find: () => T | null): Promise<T> {
  for (let i = 0; i < 400; i++) {
    const found = find();
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('timed out');
}
