import { expect, oneEvent } from '@open-wc/testing';
import type { Player } from '../../src/engine/index.js';
import type { RoyalUrElement } from '../../src/element/royal-ur.js';
import { LANGS, loadTranslation, translation } from '../../src/element/i18n/lang.js';
import type { Lang } from '../../src/element/i18n/types.js';
import { youWordsOf } from '../../src/element/i18n/viewer.js';
import { board, playOut } from './helpers.js';

const $ = (el: RoyalUrElement, selector: string) => el.shadowRoot!.querySelector<HTMLElement>(selector);
const text = (el: RoyalUrElement, selector: string) =>
  $(el, selector)
    ?.textContent?.replace(/[ \t\n]+/g, ' ')
    .trim() ?? '';

/** What the viewer reads, in each language: their throw, their opponent's throw, their win, and their side's name. */
const WORDS: Partial<Record<Lang, { yourThrow: string; darkThrow: string; youWin: string; you: string }>> = {
  en: { yourThrow: 'Your throw', darkThrow: 'Dark to throw', youWin: 'You win!', you: 'You' },
  pt: { yourThrow: 'Sua vez de lançar', darkThrow: 'Vez de Escuro lançar', youWin: 'Você venceu!', you: 'Você' },
  it: { yourThrow: 'Tocca a te lanciare', darkThrow: 'Tocca a Scuro lanciare', youWin: 'Hai vinto!', you: 'Tu' },
  de: { yourThrow: 'Du bist dran: würfeln', darkThrow: 'Dunkel ist dran: würfeln', youWin: 'Du gewinnst!', you: 'Du' },
  fr: { yourThrow: 'À vous de lancer', darkThrow: 'À Sombre de lancer', youWin: 'Vous avez gagné\u202F!', you: 'Vous' },
};

/** A finished one-piece game (seeded), and its winner. */
async function finished(
  attributes: Record<string, string> = {},
  viewer: Player | 'none' = 'none',
): Promise<{ el: RoyalUrElement; winner: Player }> {
  const el = await board({ seed: '31', pieces: '1', ...attributes });
  el.viewer = viewer;
  playOut(el);
  await el.updateComplete;
  return { el, winner: el.position.winner! };
}

describe('viewer: the board speaks to the person looking at it', () => {
  before(() => Promise.all(LANGS.map(loadTranslation)));

  for (const lang of LANGS) {
    it(`says "you" grammatically in ${lang}`, async () => {
      // A language the table does not spell out: its own file's sentences.
      const words = WORDS[lang] ?? {
        yourThrow: youWordsOf(lang).toThrow(),
        darkThrow: translation(lang).toThrow(translation(lang).dark),
        youWin: youWordsOf(lang).wins(),
        you: youWordsOf(lang).name,
      };
      const el = await board({ lang, seed: '4' });
      el.viewer = 'light';
      await el.updateComplete;
      expect(text(el, '[part="status"]')).to.match(new RegExp(`(^|\\. )${words.yourThrow}$`));
      expect(text(el, '.player.light .name')).to.equal(words.you);
      // The opponent is still named in the third person.
      const throwOnce = () => {
        while (el.position.turn === 'light' && el.position.phase !== 'over') {
          if (el.position.phase === 'move') el.move(el.legalMoves[0]);
          else el.throwDice();
        }
      };
      throwOnce();
      await el.updateComplete;
      expect(text(el, '[part="status"]')).to.match(new RegExp(`${words.darkThrow}$`));

      const { el: over, winner } = await finished({ lang });
      over.viewer = winner;
      await over.updateComplete;
      expect(text(over, '[part="status"]')).to.equal(words.youWin);
      expect(text(over, '[part="game-over"] h2')).to.equal(words.youWin);
    });
  }

  it('the winner is said on a loaded finished game, and no other side may be called "You"', async () => {
    const { el: played, winner } = await finished();
    const el = await board({ 'light-name': 'You', 'dark-name': 'You' });
    el.viewer = winner === 'light' ? 'dark' : 'light';
    await el.loadRecord(played.record);
    await el.updateComplete;
    expect(text(el, '[part="status"]')).to.equal(`Game loaded. ${winner === 'light' ? 'Light' : 'Dark'} wins!`);
    expect([text(el, '.player.light'), text(el, '.player.dark')]).to.deep.equal(
      winner === 'light' ? ['Light', 'You'] : ['You', 'Dark'],
    );
  });

  it('offers no Undo with a remote side', async () => {
    expect($(await board(), '.undo')).to.exist;
    expect($(await board({ dark: 'remote' }), '.undo')).to.equal(null);
  });

  it('a rematch: the button fires ur-rematch; waiting and offered are said in the panel', async () => {
    const { el, winner } = await finished({ lang: 'pt' }, 'light');
    el.dark = 'remote';
    expect($(el, '[part="rematch-button"]')).to.equal(null);
    el.rematch = 'available';
    await el.updateComplete;
    const button = $(el, '[part="rematch-button"]')!;
    expect(button.textContent!.trim()).to.equal('Revanche');
    const asked = oneEvent(el, 'ur-rematch');
    button.click();
    expect((await asked).detail).to.deep.equal({ player: 'light' });

    el.rematch = 'waiting';
    await el.updateComplete;
    expect($(el, '[part="rematch-button"]')).to.equal(null);
    expect(text(el, '.rematch-note')).to.equal('Aguardando Escuro aceitar a revanche…');
    el.rematch = 'offered';
    await el.updateComplete;
    expect(text(el, '.rematch-note')).to.equal('Escuro quer uma revanche');
    expect(text(el, '[part="rematch-button"]')).to.equal('Aceitar revanche');
    expect(text(el, '[part="game-over"] h2')).to.equal(winner === 'light' ? 'Você venceu!' : 'Escuro ganha!');
  });
});
