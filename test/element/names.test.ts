/**
 * Names on the board: "You" and "Computer · Hard" against the computer (in every language), the
 * page's names, the colours on one device, the players' own names online; and the mark on the side
 * to act, which does not rest on colour and which screen readers hear.
 */
import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import type { RoyalUrElement } from '../../src/element/royal-ur.js';
import { LANGS, loadTranslation, loadedLanguage, translation } from '../../src/element/i18n/lang.js';
import { enPlayers } from '../../src/element/i18n/en/players.js';
import { youWordsOf } from '../../src/element/i18n/viewer.js';
import { act, board } from './helpers.js';

const $ = (el: RoyalUrElement, selector: string) => el.shadowRoot!.querySelector<HTMLElement>(selector);
const text = (el: RoyalUrElement, selector: string) => $(el, selector)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const names = (el: RoyalUrElement) => [text(el, '.player.light .name'), text(el, '.player.dark .name')];

afterEach(() => document.body.replaceChildren());

describe('names on the board', () => {
  before(() => Promise.all(LANGS.map(loadTranslation)));

  for (const lang of LANGS) {
    it(`against the computer: "You" and the computer with its level, in ${lang}`, async () => {
      const words = loadedLanguage(lang)?.players ?? enPlayers;
      const you = youWordsOf(lang).name;
      const el = await board({ lang, seed: '4', dark: 'computer', level: 'hard' });
      expect(names(el)).to.deep.equal([you, words.computer(words.levels.hard)]);
      expect(text(el, '[part="status"]').endsWith(youWordsOf(lang).toThrow()), 'spoken to').to.equal(true);
      // The person plays dark: the sides swap, each side's level its own.
      el.light = 'computer';
      el.dark = 'human';
      el.lightLevel = 'easy';
      await el.updateComplete;
      expect(names(el)).to.deep.equal([words.computer(words.levels.easy), you]);
    });
  }

  it('in English: "You" and "Computer · Hard"', async () => {
    const el = await board({ seed: '4', dark: 'computer', level: 'hard' });
    expect(names(el)).to.deep.equal(['You', 'Computer · Hard']);
  });

  it("keeps the page's names, and the colours on one device", async () => {
    expect(names(await board({ seed: '4' }))).to.deep.equal(['Light', 'Dark']);
    expect(names(await board({ seed: '4', 'light-name': 'Ana', 'dark-name': 'Ben' }))).to.deep.equal(['Ana', 'Ben']);
    // A person the page named is called by that name against the computer too.
    const named = await board({ seed: '4', dark: 'computer', 'light-name': 'Ana' });
    expect(names(named)).to.deep.equal(['Ana', 'Computer · Medium']);
    expect(text(named, '[part="status"]')).to.match(/\bAna to throw$/);
  });

  it('tells two computers apart by colour', async () => {
    const el = await board({ seed: '4', light: 'computer', dark: 'computer', 'light-level': 'expert', level: 'easy' });
    el.animationDuration = 100_000;
    expect(names(el)).to.deep.equal(['Light · Expert', 'Dark · Easy']);
  });

  it("online: the viewer is You, the opponent and a spectator's players by their chosen names", async () => {
    // As the connector sets them (royal-ur/online, from the server's checked names).
    const el = await board({ seed: '4', light: 'remote', dark: 'remote' });
    el.lightName = 'Ana';
    el.darkName = 'Ben';
    await el.updateComplete;
    expect(names(el), 'a spectator').to.deep.equal(['Ana', 'Ben']);
    el.viewer = 'dark';
    await el.updateComplete;
    expect(names(el), 'dark’s player').to.deep.equal(['Ana', 'You']);
  });
});

describe('the side to act', () => {
  afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

  it('is marked by a frame and an arrow, the other side dimmed, and heard by screen readers', async () => {
    const el = await board({ seed: '4', 'light-name': 'Ana', 'dark-name': 'Ben' });
    const marked = () => [...el.shadowRoot!.querySelectorAll('.player.acting')].map((p) => p.classList[1]);
    expect(marked()).to.deep.equal(['light']);
    const light = $(el, '.player.light')!;
    const dark = $(el, '.player.dark')!;
    const arrow = getComputedStyle(light, '::after');
    expect(arrow.content, 'an arrow').to.not.equal('none');
    expect(parseFloat(arrow.borderInlineStartWidth), 'an arrow').to.be.greaterThan(4);
    expect(getComputedStyle(dark, '::after').content, 'none on the other side').to.equal('none');
    expect(getComputedStyle(light).outlineStyle, 'a frame').to.equal('solid');
    expect(parseFloat(getComputedStyle(light).outlineWidth), 'a frame').to.be.at.least(2);
    expect(getComputedStyle(light).outlineColor).to.not.equal(getComputedStyle(dark).outlineColor);
    expect(Number(getComputedStyle(dark).opacity), 'the other dimmed').to.be.lessThan(1);
    expect(text(el, '.player.light'), 'said after the name').to.equal('Ana , to play'.replace(' ,', ','));
    expect(text(el, '.player.dark')).to.equal('Ben');
    // The turn passes (seed 4: light's throw, moves until dark is to act).
    while (el.position.turn === 'light') act(el);
    await el.updateComplete;
    expect(marked()).to.deep.equal(['dark']);
    expect(text(el, '.player.dark')).to.equal('Ben, to play');
    expect(translation('en').light).to.equal('Light');
  });

  it('holds still under reduced motion', async () => {
    const el = await board({ seed: '4' });
    expect(getComputedStyle($(el, '.player')!).transitionDuration).to.not.equal('0s');
    await emulateMedia({ reducedMotion: 'reduce' });
    expect(getComputedStyle($(el, '.player')!).transitionDuration).to.equal('0s');
  });
});
