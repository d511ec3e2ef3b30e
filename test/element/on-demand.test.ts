/**
 * What loads on first use (issue 13): the words of languages other than English, the rules panel,
 * the game-over panel, the hint bar, the computer's loop, the tile kinds Finkel lacks (bell's), the
 * review view, the words of an online connection, and what a throw or a move did on the status line
 * (with the move layer).
 * Its own page, so nothing is loaded before these tests; each part is drawn, with its styles, in
 * the update that first shows it.
 */
import { expect, oneEvent } from '@open-wc/testing';
import { createGame } from '../../src/engine/index.js';
import { hasTranslation, translation } from '../../src/element/i18n/lang.js';
import { act, board, playOut, shadow } from './helpers.js';

const rem = (n: number) => n * parseFloat(getComputedStyle(document.documentElement).fontSize);

/** Whether the page has fetched a module whose path contains `path`. */
const fetched = (path: string) =>
  performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname.includes(path));

describe('parts loaded on first use', () => {
  // First: no board of this page has played before it.
  it('what the first throw did is on the status line in the update after it, said by the move layer that play brings', async () => {
    const el = await board({ seed: '7', 'light-name': 'Ana', dark: 'human' });
    const status = () => shadow(el).querySelector('[part="status"]')!.textContent!.trim();
    expect(status()).to.equal('New game. Ana to throw');
    expect(fetched('/controls/status.ts'), 'the whole status line is not fetched before play').to.equal(false);
    const { value } = el.throwDice();
    await el.updateComplete;
    expect(fetched('/board/move-layer.ts')).to.equal(true);
    expect(status()).to.match(new RegExp(`^Ana threw ${value}`));
  });

  it('a finished game loaded while a part is still being fetched gets its game-over panel', async () => {
    const game = createGame({ seed: 5 });
    while (game.phase !== 'over') {
      if (game.phase === 'move') game.move(game.legalMoves()[0]);
      else game.throwDice();
    }
    const el = document.createElement('royal-ur');
    el.setAttribute('lang', 'it');
    document.body.append(el);
    // The first update now awaits the Italian words; the connector loads a finished room meanwhile.
    for (let turn = 0; turn < 3; turn++) await Promise.resolve();
    expect(hasTranslation('it')).to.equal(false);
    await el.loadRecord(game.toJSON(), { force: true });
    await el.updateComplete;
    expect(shadow(el).querySelector('[part="game-over"] h2')?.textContent).to.contain('vince');
    el.remove();
  });

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
    const { howToPlay } = await import('../../src/element/help/help.js');
    expect(panel.textContent).to.contain(howToPlay('fr').title);
  });

  it("the rules panel's styles come with it and apply in the element", async () => {
    const el = await board({});
    shadow(el).querySelector<HTMLButtonElement>('[part="help-button"]')!.click();
    await el.updateComplete;
    const icon = shadow(el).querySelector<HTMLElement>('[part="help-panel"] .help .icon')!;
    // help-styles.ts: each tile kind's icon is 2.5rem square, and the panel's close button floats to the inline end.
    expect(icon.getBoundingClientRect().width).to.equal(
      2.5 * parseFloat(getComputedStyle(document.documentElement).fontSize),
    );
    expect(getComputedStyle(shadow(el).querySelector('[part="help-panel"] .close')!).float).to.equal('inline-end');
    // Closing and opening again adds them once.
    shadow(el).querySelector<HTMLButtonElement>('[part="help-button"]')!.click();
    await el.updateComplete;
    shadow(el).querySelector<HTMLButtonElement>('[part="help-button"]')!.click();
    await el.updateComplete;
    const sheets = shadow(el).adoptedStyleSheets;
    expect(new Set(sheets).size).to.equal(sheets.length);
  });

  it('the game-over panel is drawn, with its styles, in the update where the game ends', async () => {
    const el = await board({ seed: '3', 'animation-duration': '0' });
    expect(shadow(el).querySelector('[part="game-over"]')).to.equal(null);
    playOut(el);
    await el.updateComplete;
    const title = shadow(el).querySelector<HTMLElement>('[part="game-over"] h2')!;
    expect(title.textContent).to.contain('wins');
    // game-over.ts: the heading is the title size of the design system (1.375rem).
    expect(parseFloat(getComputedStyle(title).fontSize)).to.equal(rem(1.375));
  });

  it('with hints, the computer part works out a hint and the hint bar is drawn, with its styles, when it arrives', async () => {
    const el = await board({ seed: '7', hints: true, 'animation-duration': '0' });
    while (el.legalMoves.length === 0) {
      act(el);
      await el.updateComplete;
    }
    const hinted = oneEvent(el, 'ur-hint');
    await el.settled();
    await hinted;
    await el.updateComplete;
    const bar = shadow(el).querySelector<HTMLElement>('[part="hint"] .bar')!;
    // hint-bar.ts: the bar is 0.6rem high.
    expect(parseFloat(getComputedStyle(bar).height)).to.be.closeTo(rem(0.6), 0.05);
  });

  it('a computer side plays once its part is loaded: two computers finish the game', async () => {
    const el = await board({
      seed: '5',
      light: 'computer',
      dark: 'computer',
      level: 'beginner',
      'animation-duration': '0',
    });
    await el.settled();
    expect(el.position.winner).to.be.oneOf(['light', 'dark']);
  });

  it("a bell board's first drawing has every tile kind and the score dots, with their styles", async () => {
    const el = await board({ variant: 'bell' });
    const root = shadow(el);
    for (const kind of ['double', 'eyes', 'five-dots', 'zigzag', 'gate']) {
      expect(root.querySelector(`.tile.${kind} .pattern, .tile.${kind} .rings`), kind).to.not.equal(null);
    }
    expect(root.querySelectorAll('[data-tile="A4"] .score circle')).to.have.length(10);
    // tile-art.ts: patterns are stroked, not filled with black.
    expect(getComputedStyle(root.querySelector('.tile.double .pattern')!).fill).to.equal('none');
  });

  it('the review view is defined and drawn in the update that opens it, by review() or review-src', async () => {
    const played = await board({ seed: '3', 'animation-duration': '0' });
    playOut(played);
    const reviewed = await board({});
    expect(customElements.get('royal-ur-review')).to.equal(undefined);
    expect(await reviewed.review(played.record)).to.deep.equal({ ok: true });
    await reviewed.updateComplete;
    const view = shadow(reviewed).querySelector('royal-ur-review');
    expect(view).to.be.instanceOf(customElements.get('royal-ur-review')!);
    const fromSrc = await board({ 'review-src': '/__nowhere__/game.json' });
    expect(shadow(fromSrc).querySelector('royal-ur-review')).to.be.instanceOf(customElements.get('royal-ur-review')!);
  });

  it('the words of an online connection are on the status line in the update that sets its state', async () => {
    const el = await board({ lang: 'de', dark: 'remote', 'dark-name': 'Bruno' });
    el.connectionState = 'waiting-for-opponent';
    await el.updateComplete;
    expect(shadow(el).querySelector('[part="status"]')!.textContent).to.contain(
      'Das Spiel beginnt, sobald Bruno beitritt',
    );
  });
});
