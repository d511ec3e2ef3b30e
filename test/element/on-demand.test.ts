/**
 * What loads on first use (issue 13): the words of languages other than English and the rules
 * panel. Its own page, so nothing is loaded before these tests.
 */
import { expect } from '@open-wc/testing';
import { hasTranslation, translation } from '../../src/element/i18n/index.js';
import { board, shadow } from './helpers.js';

describe('parts loaded on first use', () => {
  it('a language is English until loaded; a board in it draws in it from its first render', async () => {
    expect(hasTranslation('de')).to.equal(false);
    expect(translation('de')).to.equal(translation('en'));
    const el = await board({ lang: 'de', 'light-name': 'Ana' });
    expect(hasTranslation('de')).to.equal(true);
    expect(shadow(el).querySelector('[part="status"]')!.textContent).to.contain('Ana ist dran');
  });

  it('the rules panel is drawn with its texts once it opens', async () => {
    const el = await board({ lang: 'fr' });
    expect(shadow(el).querySelector('.help')).to.equal(null);
    shadow(el).querySelector<HTMLButtonElement>('[part="help-button"]')!.click();
    await el.updateComplete;
    const panel = shadow(el).querySelector('[part="help-panel"]')!;
    expect(panel.querySelector('.help .route')).to.not.equal(null);
    // The panel's module is loaded by now; importing it here loads nothing new.
    const { howToPlay } = await import('../../src/element/help.js');
    expect(panel.textContent).to.contain(howToPlay('fr').title);
  });

  it("the rules panel's styles come with it and apply in the element", async () => {
    const el = await board({});
    shadow(el).querySelector<HTMLButtonElement>('[part="help-button"]')!.click();
    await el.updateComplete;
    const icon = shadow(el).querySelector<HTMLElement>('[part="help-panel"] .help .icon')!;
    // help-styles.ts: each tile kind's icon is 2.5rem square.
    expect(icon.getBoundingClientRect().width).to.equal(2.5 * parseFloat(getComputedStyle(document.documentElement).fontSize));
    // Closing and opening again adds them once.
    shadow(el).querySelector<HTMLButtonElement>('[part="help-button"]')!.click();
    await el.updateComplete;
    shadow(el).querySelector<HTMLButtonElement>('[part="help-button"]')!.click();
    await el.updateComplete;
    const sheets = shadow(el).adoptedStyleSheets;
    expect(new Set(sheets).size).to.equal(sheets.length);
  });
});
