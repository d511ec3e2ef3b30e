/**
 * A long player name on a 360×640 phone: it ends in an ellipsis (on one line side by side, after
 * two lines in the side column), and the colour dot and the Rules button keep their size and their
 * place on the screen, in both layouts. A computer's name with its level shows whole.
 */
import { expect } from '@open-wc/testing';
import { LEVELS } from '../../src/ai/search/level-names.js';
import { LANGS, loadTranslation, loadedLanguage } from '../../src/element/i18n/lang.js';
import { enPlayers } from '../../src/element/i18n/en/players.js';
import { setViewport } from '@web/test-runner-commands';
import { board } from './helpers.js';

const LONG_NAME = 'Maximiliana Evangelina da Silva';
const UNBROKEN_NAME = 'bartholomew.alexander@example.org'.slice(0, 30);

before(() => setViewport({ width: 360, height: 640 }));
after(() => setViewport({ width: 800, height: 600 }));
afterEach(() => document.body.replaceChildren());

/** Waits (up to 3 s) until `check` holds: the layout follows a ResizeObserver report. */
async function until(check: () => boolean, what: string): Promise<void> {
  for (let waited = 0; !check(); waited += 20) {
    if (waited > 3000) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

for (const orientation of ['auto', 'horizontal'] as const) {
  it(`truncates a 30-character name with an ellipsis and keeps the dot and Rules on screen (${orientation})`, async () => {
    expect(LONG_NAME.length).to.be.at.least(30);
    expect(UNBROKEN_NAME).to.have.length(30);
    const el = await board({ seed: '1', orientation, 'light-name': LONG_NAME, 'dark-name': UNBROKEN_NAME });
    await until(() => el.matches(orientation === 'auto' ? ':state(vertical)' : ':state(horizontal)'), 'the layout');
    const root = el.shadowRoot!;
    const names = [...root.querySelectorAll<HTMLElement>('.name')];
    // Side by side (horizontal), the two names share the row: at least one is cut. In the side
    // column (auto) a name runs to two lines, then is cut.
    const cut = names.filter((name) => name.scrollWidth > name.clientWidth || name.scrollHeight > name.clientHeight);
    expect(cut.length, 'names cut').to.be.at.least(orientation === 'auto' ? 2 : 1);
    for (const player of root.querySelectorAll<HTMLElement>('.player')) {
      const name = player.querySelector<HTMLElement>('.name')!;
      expect(getComputedStyle(name).textOverflow).to.equal('ellipsis');
      expect(name.getClientRects(), 'one box').to.have.length(1);
      // A line is about 1.2 em high.
      const ems = name.clientHeight / parseFloat(getComputedStyle(name).fontSize);
      if (orientation === 'auto') expect(ems, 'two lines').to.be.within(2, 3);
      else expect(ems, 'one line').to.be.below(1.6);
      expect(name.title, 'the whole name on hover').to.equal(name.textContent);
      const dot = parseFloat(getComputedStyle(player, '::before').width);
      expect(dot).to.be.greaterThan(8);
      const dotSpace = name.getBoundingClientRect().left - player.getBoundingClientRect().left;
      expect(dotSpace, 'the dot keeps its width').to.be.at.least(dot);
      expect(player.getBoundingClientRect().right).to.be.at.most(360);
    }
    // In a phone's side column the rules are in the "⋯" menu: its button on screen, Rules once it is open.
    const more = root.querySelector<HTMLElement>('.more-button');
    expect(!!more, 'a menu in the side column only').to.equal(orientation === 'auto');
    if (more) {
      const box = more.getBoundingClientRect();
      expect(box.right, 'the menu within the screen').to.be.at.most(360);
      expect(box.bottom, 'the menu above the fold').to.be.at.most(640);
      more.click();
      await el.updateComplete;
    }
    const rules = root.querySelector('[part="help-button"]')!.getBoundingClientRect();
    expect(rules.width).to.be.greaterThan(40);
    expect(rules.left).to.be.at.least(0);
    expect(rules.right, 'Rules within the screen').to.be.at.most(360);
    expect(rules.bottom, 'Rules above the fold').to.be.at.most(640);
    expect(document.documentElement.scrollWidth, 'no sideways scroll').to.be.at.most(360);
  });
}

describe('the computer’s name at 360×640', () => {
  before(() => Promise.all(LANGS.map(loadTranslation)));

  // Every level's name, in every language: the side column holds it whole, on two lines at most.
  for (const lang of LANGS) {
    it(`shows "Computer · <level>" whole, not cut, in ${lang}`, async () => {
      const el = await board({ lang, seed: '1', dark: 'computer' });
      await until(() => el.matches(':state(vertical)'), 'the layout');
      const words = loadedLanguage(lang)?.players ?? enPlayers;
      for (const level of LEVELS) {
        el.level = level;
        await el.updateComplete;
        const name = el.shadowRoot!.querySelector<HTMLElement>('.player.dark .name')!;
        expect(name.textContent).to.equal(words.computer(words.levels[level]));
        expect(name.scrollWidth, `${level}: not cut at the side`).to.be.at.most(name.clientWidth);
        expect(name.scrollHeight, `${level}: no line hidden`).to.be.at.most(name.clientHeight);
        expect(name.getBoundingClientRect().right, `${level}: on the screen`).to.be.at.most(360);
        expect(name.getBoundingClientRect().left, `${level}: on the screen`).to.be.at.least(0);
      }
      await expect(el).to.be.accessible();
    });
  }
});
