/**
 * Every view in both palettes (issue 47): the start screen, a game under way, the game over, the
 * rules, the lessons, a puzzle and the review, under `theme="light"` and `theme="dark"`, with no axe
 * violations (colour contrast included, as the views draw with the design system's tokens).
 */
import { expect } from '@open-wc/testing';
import { CSS_PROPERTIES } from '../../src/element/css-properties.js';
import { DARK_PALETTE } from '../../src/element/dark-palette.js';
import { $, act, board, playOut, until, type RoyalUrElement } from './helpers.js';

/** Waits until `selector` is drawn inside the view element `view`'s shadow root. */
async function inView(el: RoyalUrElement, view: string, selector: string): Promise<void> {
  await until(() => !!el.shadowRoot!.querySelector(view)?.shadowRoot?.querySelector(selector), 10_000);
  await el.updateComplete;
}

afterEach(() => document.body.replaceChildren());

for (const theme of ['light', 'dark']) {
  describe(`every view, theme="${theme}"`, () => {
    it('the start screen', async () => {
      const el = await board({ theme, seed: '4' });
      await until(() => $(el, '[part="start-screen"]') !== null);
      await expect(el).to.be.accessible();
    });

    it('a game under way, then the game over, then the rules', async () => {
      const el = await board({ theme, seed: '3', light: 'human', dark: 'human', 'animation-duration': '0' });
      for (let i = 0; i < 9; i++) act(el);
      await el.updateComplete;
      await expect(el).to.be.accessible();
      playOut(el);
      await until(() => $(el, '[part="game-over"]') !== null);
      await el.updateComplete;
      await expect(el).to.be.accessible();
      $<HTMLElement>(el, '[part="help-button"]')!.click();
      await until(() => $(el, '[part="help-panel"]') !== null);
      await expect(el).to.be.accessible();
    });

    it('the lessons, which draw in the palette of the element they are in', async () => {
      const el = await board({ theme, mode: 'learn' });
      await inView(el, 'royal-ur-learn', 'svg');
      const view = el.shadowRoot!.querySelector('royal-ur-learn')!;
      const text = theme === 'dark' ? DARK_PALETTE['--ur-text-color'] : CSS_PROPERTIES['--ur-text-color'][1];
      expect(getComputedStyle(view).getPropertyValue('--_text').trim()).to.equal(text);
      await expect(el).to.be.accessible();
    });

    it('a puzzle', async () => {
      const el = await board({ theme, puzzle: 'finkel-5' });
      await inView(el, 'royal-ur-puzzle', 'button');
      await expect(el).to.be.accessible();
    });

    it('the review', async () => {
      const el = await board({ theme, seed: '3', light: 'human', dark: 'human', 'animation-duration': '0' });
      playOut(el);
      expect(await el.review()).to.deep.equal({ ok: true });
      await inView(el, 'royal-ur-review', 'button');
      await expect(el).to.be.accessible();
    });
  });
}
