import { expect } from '@open-wc/testing';
import type { RoyalUrElement } from '../../src/element/royal-ur.js';
import { gameOverWordsOf } from '../../src/element/i18n/game-over-words.js';
import { LANGS, loadTranslation, translation } from '../../src/element/i18n/lang.js';
import { youWordsOf } from '../../src/element/i18n/viewer.js';
import { board, playOut } from './helpers.js';

const panelOf = (el: RoyalUrElement) => el.shadowRoot!.querySelector<HTMLElement>('[part="game-over"]');

/** The game-over panel of a finished game, once its part has loaded. */
async function panel(el: RoyalUrElement): Promise<HTMLElement> {
  for (let waited = 0; !panelOf(el) && waited < 3000; waited += 20)
    await new Promise((resolve) => setTimeout(resolve, 20));
  await el.updateComplete;
  return panelOf(el)!;
}

describe('game-over panel', () => {
  before(() => Promise.all(LANGS.map(loadTranslation)));

  it('after a bell game that does not end the match, says that game was won and offers the next game first', async () => {
    const el = await board({
      variant: 'bell',
      seed: '4',
      pieces: '1',
      'target-score': '1000',
      'animation-duration': '0',
    });
    playOut(el);
    const over = await panel(el);
    const winner = el.position.winner!;
    const heading = () => over.querySelector('h2')!.textContent!.trim();
    expect(heading()).to.equal(`${winner === 'light' ? 'Light' : 'Dark'} wins game 1`);
    expect(over.querySelector('button')!.classList[0]).to.equal('next-game');
    expect(over.textContent).to.include('(Match to 1000)');
    for (const lang of LANGS) {
      el.setAttribute('lang', lang);
      await el.updateComplete;
      const name = translation(lang)[winner];
      expect(heading(), lang).to.equal(gameOverWordsOf(lang).winsGame(name, 1));
      expect(heading(), lang).to.not.equal(translation(lang).wins(name));
      // Said to the viewer when their side won.
      el.viewer = winner;
      await el.updateComplete;
      expect(heading(), lang).to.equal(youWordsOf(lang).winsGame(1));
      el.viewer = 'none';
    }
    // The second game is numbered 2.
    el.setAttribute('lang', 'en');
    el.nextGame();
    playOut(el);
    await el.updateComplete;
    expect(heading()).to.match(/^(Light|Dark) wins game 2$/);
  });
});
