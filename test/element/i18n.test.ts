import { expect } from '@open-wc/testing';
import { LANGS, matchLang, pageLang, uiStrings, type UiStrings } from '../../src/element/i18n/index.js';
import { board } from './helpers.js';

/** Every string of a dictionary, with functions called on sample arguments. */
function texts(strings: UiStrings): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (entries: object, prefix: string) => {
    for (const [key, value] of Object.entries(entries)) {
      if (typeof value === 'function') out[prefix + key] = (value as (...args: unknown[]) => string)('NAME', 3);
      else if (typeof value === 'object') walk(value as object, `${prefix}${key}.`);
      else out[prefix + key] = value as string;
    }
  };
  walk(strings, '');
  return out;
}

describe('i18n', () => {
  it('every language has every string, none empty, none left in English by mistake', () => {
    const english = texts(uiStrings('en'));
    for (const lang of LANGS) {
      const strings = texts(uiStrings(lang));
      expect(Object.keys(strings).sort(), lang).to.deep.equal(Object.keys(english).sort());
      for (const [key, value] of Object.entries(strings)) expect(value.trim(), `${lang}.${key}`).to.not.equal('');
      if (lang !== 'en') {
        const same = Object.keys(strings).filter((key) => strings[key] === english[key]);
        // Only words that are the same in both languages may match (none today).
        expect(same, lang).to.deep.equal([]);
      }
    }
  });

  it('sentences about a player include the name', () => {
    for (const lang of LANGS) {
      const t = uiStrings(lang);
      for (const sentence of [t.toThrow('NAME'), t.toMove('NAME', 2), t.threw('NAME', 2), t.wins('NAME'), t.moved('NAME', 'R-A2')]) {
        expect(sentence, lang).to.contain('NAME');
      }
    }
  });

  it('matchLang takes the primary subtag of supported languages', () => {
    expect(matchLang('pt-BR')).to.equal('pt');
    expect(matchLang('DE')).to.equal('de');
    expect(matchLang('fr_CA')).to.equal('fr');
    expect(matchLang('es')).to.equal(null);
    expect(matchLang(null)).to.equal(null);
  });

  it('pageLang finds the closest lang, across shadow roots, else the document’s', () => {
    const outer = document.createElement('div');
    outer.lang = 'it';
    document.body.append(outer);
    const host = document.createElement('div');
    outer.append(host);
    const inner = document.createElement('span');
    host.attachShadow({ mode: 'open' }).append(inner);
    expect(pageLang(inner)).to.equal('it');
    const free = document.createElement('span');
    document.body.append(free);
    const previous = document.documentElement.lang;
    document.documentElement.lang = 'de';
    expect(pageLang(free)).to.equal('de');
    document.documentElement.lang = previous;
    outer.remove();
    free.remove();
  });

  it('the element speaks each language: buttons, status and live region', async () => {
    const expected = { en: 'Throw', pt: 'Lançar', it: 'Lancia', de: 'Würfeln', fr: 'Lancer' };
    for (const lang of LANGS) {
      const el = await board({ lang, 'light-name': 'Ana' });
      const root = el.shadowRoot!;
      expect(root.querySelector('[part="roll-button"]')!.textContent!.trim()).to.equal(expected[lang]);
      el.roll(2);
      await el.updateComplete;
      const status = root.querySelector('[part="status"]')!.textContent!;
      expect(status).to.contain(uiStrings(lang).threw('Ana', 2));
      expect(root.querySelector('[aria-live]')!.textContent).to.contain(uiStrings(lang).toMove('Ana', 2));
      expect(root.querySelector('.widget')!.getAttribute('lang')).to.equal(lang);
    }
  });

  it('changing lang re-renders in the new language', async () => {
    const el = await board({ lang: 'en' });
    el.setAttribute('lang', 'fr');
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('.new-game')!.textContent!.trim()).to.equal('Nouvelle partie');
  });
});
