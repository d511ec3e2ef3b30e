/**
 * The language is worked out once, before each update (parts.ts): the words loaded are the words
 * drawn, whether the language comes from the `lang` attribute, the `langAttribute` property
 * (README) or the page. Its own file: each language here must not have been loaded by another test.
 */
import { expect } from '@open-wc/testing';
import { translation } from '../../src/element/i18n/lang.js';
import { board, shadow } from './helpers.js';

const throwButton = (el: HTMLElement) => el.shadowRoot!.querySelector('[part="throw-button"]')!.textContent!.trim();

describe('the language', () => {
  it('set by the langAttribute property, is loaded and spoken', async () => {
    const el = await board();
    el.langAttribute = 'de';
    await el.updateComplete;
    expect(shadow(el).querySelector('.widget')!.getAttribute('lang')).to.equal('de');
    expect(throwButton(el)).to.equal('Würfeln');
    expect(throwButton(el)).to.equal(translation('de').throwDice);
  });

  it("set by the property, wins over the page's", async () => {
    const page = document.createElement('div');
    page.lang = 'pt';
    document.body.append(page);
    try {
      const el = await board({}, page);
      expect(throwButton(el)).to.equal(translation('pt').throwDice);
      el.langAttribute = 'it';
      await el.updateComplete;
      expect(shadow(el).querySelector('.widget')!.getAttribute('lang')).to.equal('it');
      expect(throwButton(el)).to.equal('Lancia');
    } finally {
      page.remove();
    }
  });
});
