import { expect } from '@open-wc/testing';
import { LANGS, loadTranslation, matchLang, pageLang, translation } from '../../src/element/i18n/lang.js';
import type { Lang, Translation } from '../../src/element/i18n/types.js';
import { howToPlay } from '../../src/element/help/help.js';
import { connectionWordsOf } from '../../src/element/i18n/connection.js';
import { gameOverWordsOf } from '../../src/element/i18n/game-over-words.js';
import { settingsWordsOf } from '../../src/element/controls/settings.js';
import { moveWordsOf } from '../../src/element/i18n/moves.js';
import { reviewWordsOf } from '../../src/element/i18n/review.js';
import { enReview } from '../../src/element/i18n/en/review.js';
import { choiceWords, percentText, reasonText } from '../../src/element/review/verdict.js';
import type { ReviewChoice } from '../../src/ai/review/review-score.js';
import type { Reason, ReasonId } from '../../src/ai/review/reasons.js';
import { board } from './helpers.js';

/** Every string of a translation by its dotted key, with functions called on sample arguments. */
function texts(strings: object, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(strings)) {
    const name = prefix + key;
    if (typeof value === 'function') out[name] = String((value as (...args: unknown[]) => unknown)('NAME', 3, 3));
    else if (typeof value === 'object' && value !== null) Object.assign(out, texts(value, `${name}.`));
    else out[name] = String(value);
  }
  return out;
}

/** Strings with no words in them ("A1 (rosette)", "A1: empty"), and words many languages share with English. */
const SAME_IN_ALL = [
  // Latin scripts join clauses with the same comma.
  'comma',
  'board.place',
  'board.tile',
  'kinds.zigzag',
  'kinds.double',
  'howToPlay.points',
  'review.even',
  // A rating's change is a name and figures: only Arabic turns its arrow.
  'connection.rated.change',
  'review.categories.excellent',
  'settings.paces.normal',
];

describe('i18n', () => {
  // Languages other than English load on first use.
  before(() => Promise.all(LANGS.map(loadTranslation)));

  it("every language has every string, none empty; the element's own words are none left in English by mistake", () => {
    const all = (lang: Lang) =>
      texts({
        ...translation(lang),
        howToPlay: howToPlay(lang),
        review: reviewWordsOf(lang),
        moves: moveWordsOf(lang),
        gameOver: gameOverWordsOf(lang),
        connection: connectionWordsOf(lang),
        settings: settingsWordsOf(lang),
      });
    const english = all('en');
    for (const lang of LANGS) {
      const strings = all(lang);
      expect(Object.keys(strings).sort(), lang).to.deep.equal(Object.keys(english).sort());
      for (const [key, value] of Object.entries(strings)) expect(value.trim(), `${lang}.${key}`).to.not.equal('');
      if (lang !== 'en') {
        // Only words that are the same in both languages may match, and shapes with no words in them.
        const same = Object.keys(strings).filter((key) => strings[key] === english[key] && !SAME_IN_ALL.includes(key));
        expect(same, lang).to.deep.equal([]);
      }
    }
  });

  it("every language has every reason's words: one sentence each, with its tiles and numbers in the language's format", () => {
    const exposed = { tiles: ['B5', 'B6'], attackers: 2, chance: 0.5625 };
    const safe = { tiles: [], attackers: 0, chance: 0 };
    const samples: Record<ReasonId, Reason[]> = {
      exposure: [
        { id: 'exposure', played: exposed, best: safe },
        { id: 'exposure', played: { tiles: ['B8'], attackers: 1, chance: 0.25 }, best: exposed },
      ],
      'bear-off': [{ id: 'bear-off', from: 'A7', played: exposed, best: safe }],
      capture: [{ id: 'capture', tile: 'B5', squares: 9 }],
      rosette: [
        { id: 'rosette', tile: 'B4', central: true, kept: true },
        { id: 'rosette', tile: 'A1', central: false, kept: false },
      ],
      race: [{ id: 'race', played: -3, best: 6 }],
    };
    for (const lang of LANGS) {
      const w = reviewWordsOf(lang);
      expect(Object.keys(w.reasons).sort(), lang).to.deep.equal(Object.keys(samples).sort());
      const signed = new Intl.NumberFormat(lang, { signDisplay: 'exceptZero' });
      const sentences = Object.values(samples)
        .flat()
        .map((reason) => {
          const text = reasonText(lang, w, reason);
          if (lang !== 'en') expect(text, `${lang} ${reason.id}`).not.to.equal(reasonText('en', enReview, reason));
          return text;
        });
      const [exposure, lessExposed, bearOff, capture, keptRosette, takenRosette, race] = sentences;
      for (const tile of ['B5', 'B6']) expect(exposure).to.contain(tile);
      expect(exposure).to.contain(percentText(lang, 0.5625));
      expect(lessExposed).to.contain('B8').and.contain(percentText(lang, 0.25)).and.contain(percentText(lang, 0.5625));
      expect(bearOff).to.contain('A7').and.contain(percentText(lang, 0.5625));
      expect(capture).to.contain('B5').and.contain('9');
      expect(keptRosette).to.contain('B4').and.not.equal(takenRosette);
      expect(takenRosette).to.contain('A1');
      expect(race).to.contain(signed.format(6)).and.contain(signed.format(-3));
    }
    // Numbers as each language writes them.
    expect(percentText('en', 0.5625)).to.equal('56%');
    expect(percentText('fr', 0.5625)).to.not.equal('56%');
  });

  it('a choice in words: a forced move is "Only move"; a judged one its throw and chances; a worse one the better move, the chance it keeps and why', () => {
    const choice = (category: ReviewChoice['category'], reason: ReviewChoice['reason']): ReviewChoice => ({
      options: category === null ? 1 : 3,
      thrown: 2,
      before: 0.62,
      after: 0.5,
      loss: 0.12,
      margin: 0.05,
      category,
      brilliant: false,
      reason,
      best: null,
      bestNotation: 'R-A3',
    });
    const w = reviewWordsOf('en');
    expect(choiceWords('en', w, choice(null, null), 'enter on A3')).to.deep.equal({
      verdict: 'Only move',
      chances: null,
      reason: null,
    });
    expect(choiceWords('en', w, choice('best', null), 'enter on A3').verdict).to.equal('Best move');
    const capture = { id: 'capture', tile: 'B5', squares: 9 } as const;
    expect(choiceWords('en', w, choice('mistake', capture), 'enter on A3')).to.deep.equal({
      verdict: 'Better: enter on A3, which keeps 62%',
      chances: 'Threw 2: winning chance 62% before the move, 50% after (−12 percentage points)',
      reason: 'The better move captures on B5, sending that piece back 9 squares.',
    });
    // Without a reason, only the chances.
    expect(choiceWords('en', w, choice('mistake', null), 'enter on A3').reason).to.equal(null);
    // Numbers as the language writes them.
    expect(choiceWords('de', reviewWordsOf('de'), choice('mistake', null), 'x').chances).to.contain(
      percentText('de', 0.62),
    );
  });

  it('sentences about a player include the name', () => {
    for (const lang of LANGS) {
      const t = translation(lang);
      for (const sentence of [
        t.toThrow('NAME'),
        t.toMove('NAME', 2),
        t.threw('NAME', 2),
        t.wins('NAME'),
        t.moved('NAME', 'R-A2'),
      ]) {
        expect(sentence, lang).to.contain('NAME');
      }
    }
  });

  for (const lang of LANGS) {
    it(`${lang}: names every tile kind and says where a piece goes, with the move's effect`, () => {
      const t: Translation = translation(lang);
      const b = t.board;
      // What play brings to the board (its move layer) is named in the move words.
      const m = moveWordsOf(lang).board;
      for (const name of Object.values(t.kinds)) expect(name).to.be.a('string').and.not.equal('');
      const place = b.place('A1', t.kinds.rosette);
      expect(place).to.contain('A1').and.contain(t.kinds.rosette);
      expect(b.place('B2', '')).to.equal('B2');
      const plain = m.movable('light', 'A4', place, null);
      expect(plain).to.contain('A4').and.contain(place);
      // Each effect reads differently, for pieces and for destinations.
      const effects = [null, 'capture', 'bounce'] as const;
      expect(new Set(effects.map((effect) => m.movable('dark', 'A4', 'B5', effect))).size).to.equal(3);
      expect(new Set(effects.map((effect) => m.destination('A4', 'B5', effect))).size).to.equal(3);
      expect(m.movable('light', 'reserve', 'A3', null)).not.to.contain('reserve on');
      expect(b.pieces('dark', 0)).not.to.contain('0');
      expect(b.pieces('dark', 3)).to.contain('3');
      expect(b.tray('light', 'home', b.pieces('light', 2))).to.contain('2');
      expect(b.tray('light', 'reserve', 'x')).not.to.equal(b.tray('light', 'home', 'x'));
      expect(b.tray('light', 'reserve', 'x')).not.to.equal(b.tray('dark', 'reserve', 'x'));
      expect(m.dice(5, 3, 3)).to.contain('5');
    });
  }

  it('matchLang takes the primary subtag of supported languages', () => {
    expect(matchLang('pt-BR')).to.equal('pt');
    expect(matchLang('DE')).to.equal('de');
    expect(matchLang('fr_CA')).to.equal('fr');
    expect(matchLang('tlh')).to.equal(null);
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
    for (const lang of LANGS) {
      const el = await board({ lang, 'light-name': 'Ana' });
      const root = el.shadowRoot!;
      expect(root.querySelector('[part="throw-button"]')!.textContent!.trim()).to.equal(translation(lang).throwDice);
      el.throwDice(2);
      await el.updateComplete;
      const status = root.querySelector('[part="status"]')!.textContent!;
      expect(status).to.contain(translation(lang).threw('Ana', 2));
      expect(root.querySelector('[aria-live]')!.textContent).to.contain(translation(lang).toMoveThrown('Ana'));
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
