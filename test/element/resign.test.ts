/**
 * Resign and abort (issue 28, item 4): the control a person here ends a game by, with the question
 * it asks first (mouse and keyboard); how the game-over panel, the status line and `ur-game-end`
 * say the game ended; the element's `resign()`, `abort()` and `endGame()`; a remote game asks its host.
 */
import { expect, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { gameOverWordsOf } from '../../src/element/i18n/game-over-words.js';
import { LANGS, loadTranslation, translation } from '../../src/element/i18n/lang.js';
import { youWordsOf } from '../../src/element/i18n/viewer.js';
import type { UrGameEndDetail } from '../../src/element/events.js';
import { $, act, board, playOut, record, until, type RoyalUrElement } from './helpers.js';

/** The element's shadow root's focused element. */
const focused = (el: RoyalUrElement) => el.shadowRoot!.activeElement as HTMLElement | null;
const text = (node: Element | null) => node?.textContent?.replace(/\s+/g, ' ').trim();
const status = (el: RoyalUrElement) => text($(el, '[part="status"]'));

/** Acts for whoever is to act until each side has made a move (the abort window closes). */
function untilBothMoved(el: RoyalUrElement): void {
  const moved = new Set<string>();
  el.addEventListener('ur-move', (event) => moved.add(event.detail.player));
  while (moved.size < 2) act(el);
}

/** The end control once its part has loaded. */
async function endButton(el: RoyalUrElement): Promise<HTMLElement> {
  await until(() => $(el, '[part="end-button"]') !== null);
  await el.updateComplete;
  return $<HTMLElement>(el, '[part="end-button"]')!;
}

describe('resign and abort', () => {
  before(() => Promise.all(LANGS.map(loadTranslation)));

  it('two people here: nothing to end before the first action, Abort until both sides have moved, then Resign', async () => {
    const el = await board({ seed: '3', 'animation-duration': '0' });
    expect($(el, '[part="end-button"]')).to.equal(null);
    act(el);
    expect(text(await endButton(el))).to.equal('Abort');
    untilBothMoved(el);
    await el.updateComplete;
    expect(text(await endButton(el))).to.equal('Resign');
  });

  it('asks first (Keep playing and Escape keep the game), then aborts: no winner, said by the panel, the status line and ur-game-end', async () => {
    const el = await board({ seed: '3', 'animation-duration': '0' });
    act(el);
    (await endButton(el)).click();
    await el.updateComplete;
    expect(text($(el, '#end-question'))).to.equal('Call off this game? It will not count.');
    expect(focused(el)?.className).to.equal('confirm-end');
    await expect(el).to.be.accessible();
    // Keep playing: back to the control, focused.
    $(el, '.cancel-end')!.click();
    await until(() => focused(el)?.getAttribute('part') === 'end-button');
    // Escape keeps playing too.
    focused(el)!.click();
    await el.updateComplete;
    await sendKeys({ press: 'Escape' });
    await until(() => focused(el)?.getAttribute('part') === 'end-button');
    expect(el.position.phase).to.not.equal('over');

    focused(el)!.click();
    await el.updateComplete;
    const ended = oneEvent(el, 'ur-game-end');
    $(el, '.confirm-end')!.click();
    const detail = (await ended).detail as UrGameEndDetail;
    expect([detail.reason, detail.winner, detail.by, detail.record.end]).to.deep.equal([
      'aborted',
      null,
      null,
      { reason: 'aborted' },
    ]);
    await until(() => $(el, '[part="game-over"]') !== null);
    await el.updateComplete;
    expect(text($(el, '#game-over-title'))).to.equal('Game aborted');
    expect(status(el)).to.equal('Game aborted');
    // Nothing left to throw or end; a new game is offered once, in the panel.
    expect($(el, '[part="throw-button"]')).to.equal(null);
    expect($(el, '[part="end-button"]')).to.equal(null);
    expect(el.shadowRoot!.querySelectorAll('.new-game').length).to.equal(1);
    expect(focused(el)?.classList[0]).to.equal('new-game');
    await expect(el).to.be.accessible();
  });

  it('by keyboard alone: the side to act resigns, and the other side wins', async () => {
    const el = await board({ seed: '5', 'animation-duration': '0', 'light-name': 'Ana', 'dark-name': 'Ben' });
    untilBothMoved(el);
    (await endButton(el)).focus();
    await sendKeys({ press: 'Enter' });
    await until(() => focused(el)?.className === 'confirm-end');
    expect(text($(el, '#end-question'))).to.equal('Give up this game?');
    const by = el.position.turn;
    const winner = by === 'light' ? 'dark' : 'light';
    const [byName, winnerName] = by === 'light' ? ['Ana', 'Ben'] : ['Ben', 'Ana'];
    const ended = oneEvent(el, 'ur-game-end');
    await sendKeys({ press: 'Enter' });
    const detail = (await ended).detail as UrGameEndDetail;
    expect([detail.reason, detail.winner, detail.by]).to.deep.equal(['resigned', winner, by]);
    expect(detail.record.end).to.deep.equal({ reason: 'resigned', by });
    await until(() => $(el, '[part="game-over"]') !== null);
    await el.updateComplete;
    expect(text($(el, '#game-over-title'))).to.equal(`${winnerName} wins!`);
    expect(text($(el, '.game-over .how'))).to.equal(`${byName} resigned`);
    expect(status(el)).to.equal(`${byName} resigned. ${winnerName} wins!`);
    await expect(el).to.be.accessible();
    // The record keeps the end: loaded elsewhere, the same panel.
    const copy = await board({ 'light-name': 'Ana', 'dark-name': 'Ben' });
    copy.record = el.record;
    await until(() => $(copy, '.game-over .how') !== null);
    expect(text($(copy, '.game-over .how'))).to.equal(`${byName} resigned`);
  });

  it('resign() gives up the side played here against the computer, whoever is to act; then every end is refused', async () => {
    const el = await board({ seed: '2', dark: 'computer', 'animation-duration': '0' });
    const events = record(el);
    const end = el.resign();
    expect(end).to.deep.equal({ reason: 'resigned', winner: 'dark', by: 'light' });
    const fired = events.filter((event) => event.type === 'ur-game-end');
    expect(fired.map((event) => [event.detail.reason, event.detail.winner, event.detail.by])).to.deep.equal([
      ['resigned', 'dark', 'light'],
    ]);
    expect(() => el.resign()).to.throw(/<royal-ur>: cannot resign: the game is over/);
    expect(() => el.abort()).to.throw(/<royal-ur>: cannot abort: the game is over/);
    expect(() => el.endGame({ reason: 'resigned', by: 'dark' })).to.throw(/cannot resign: the game is over/);
  });

  it('abort() is refused once both sides have moved, and nobody resigns for a board of two computers', async () => {
    const el = await board({ seed: '5', 'animation-duration': '0' });
    untilBothMoved(el);
    expect(() => el.abort()).to.throw(/<royal-ur>: cannot abort: both sides have moved \(resign instead\)/);
    const watched = await board({ seed: '5', light: 'computer', dark: 'computer', 'animation-duration': '0' });
    expect(() => watched.resign()).to.throw(/<royal-ur>: cannot resign: nobody plays a side on this board/);
    expect(() => el.endGame({ reason: 'quit', by: 'light' } as never)).to.throw(
      /'resigned' or 'abandoned', got "quit"/,
    );
    expect(() => el.endGame({ reason: 'resigned' } as never)).to.throw(/only light or dark can resign, got undefined/);
  });

  it('bell: resigning gives the other side the match (ur-match-end), the panel gives the score', async () => {
    const el = await board({ variant: 'bell', seed: '4', 'animation-duration': '0' });
    playOut(el);
    const matchEnd = oneEvent(el, 'ur-match-end');
    el.endGame({ reason: 'resigned', by: 'light' });
    expect((await matchEnd).detail.winner).to.equal('dark');
    await until(() => $(el, '[part="game-over"]') !== null);
    await el.updateComplete;
    expect(text($(el, '#game-over-title'))).to.equal('Dark wins the match!');
    expect(text($(el, '.game-over'))).to.match(/Light resigned Light \d+ – \d+ Dark \(Match to \d+\)/);
  });

  it('with a remote side the room decides: resign() asks the host (ur-end-request); endGame() applies its answer', async () => {
    const el = await board({ seed: '6', dark: 'remote', 'animation-duration': '0' });
    el.viewer = 'light';
    $(el, '[part="throw-button"]')!.click();
    await el.updateComplete;
    const asked = oneEvent(el, 'ur-end-request');
    expect(el.abort()).to.equal(null);
    expect((await asked).detail).to.deep.equal({ reason: 'aborted', player: 'light' });
    expect(el.position.phase).to.not.equal('over');
    // The opponent left: the host says so.
    el.endGame({ reason: 'abandoned', by: 'dark' });
    await until(() => $(el, '[part="game-over"]') !== null);
    await el.updateComplete;
    expect(text($(el, '#game-over-title'))).to.equal('You win!');
    expect(text($(el, '.game-over .how'))).to.equal('Dark left the game');
    expect(el.record.end).to.deep.equal({ reason: 'abandoned', by: 'dark' });
  });

  it('with a remote side, the confirmed question waits for the room: spent until it answers, closed by a refusal (said on the status line) or by the end', async () => {
    const el = await board({ seed: '6', dark: 'remote', 'animation-duration': '0' });
    el.viewer = 'light';
    $(el, '[part="throw-button"]')!.click();
    (await endButton(el)).click();
    await el.updateComplete;
    const asked = oneEvent(el, 'ur-end-request');
    $(el, '.confirm-end')!.click();
    expect((await asked).detail).to.deep.equal({ reason: 'aborted', player: 'light' });
    await el.updateComplete;
    // Asked: the question stays, its button spent (a second click asks nothing more), the focus kept.
    expect($(el, '.end-question')).to.not.equal(null);
    expect($(el, '.confirm-end')!.getAttribute('aria-disabled')).to.equal('true');
    expect(focused(el)).to.equal($(el, '.confirm-end'));
    const again = record(el);
    $(el, '.confirm-end')!.click();
    expect(again.filter((event) => event.type === 'ur-end-request')).to.be.empty;
    // The room refused: the question closes, the line says so, the game goes on.
    el.connectionState = 'end-refused';
    await el.updateComplete;
    expect($(el, '.end-question')).to.equal(null);
    expect(status(el)).to.match(/The game could not be ended now: it goes on\.$/);
    // Asked again, and this time the room agrees: the game ends, once, and the keyboard goes to the panel.
    (await endButton(el)).click();
    await el.updateComplete;
    // The host clears its refusal as it takes the request (as royal-ur/online does).
    el.addEventListener('ur-end-request', () => (el.connectionState = null), { once: true });
    $(el, '.confirm-end')!.click();
    await el.updateComplete;
    expect($(el, '.end-question')).to.not.equal(null);
    const ends = record(el);
    el.endGame({ reason: 'aborted' });
    await until(() => $(el, '[part="game-over"]') !== null);
    await el.updateComplete;
    expect($(el, '.end-question')).to.equal(null);
    expect(ends.filter((event) => event.type === 'ur-game-end')).to.have.length(1);
    expect(focused(el)?.closest('[part="game-over"]')).to.not.equal(null);
  });

  it('online, the claim: counted down while the opponent’s seat is held, then Claim the win beside Wait for them, which leaves the claim alone', async () => {
    const el = await board({ seed: '6', dark: 'remote', 'animation-duration': '0', lang: 'ar' });
    el.viewer = 'light';
    el.claim = Date.now() + 2_500;
    await until(() => $(el, '.claim-countdown') !== null);
    const seconds = new Intl.NumberFormat('ar', { style: 'unit', unit: 'second', unitDisplay: 'long' });
    expect(text($(el, '.claim-countdown'))).to.equal(`يمكنك المطالبة بالفوز بعد ${seconds.format(3)}`);
    expect($(el, 'button.claim')).to.equal(null);
    // The time runs out: offered, with the quiet choice.
    await until(() => $(el, 'button.claim') !== null, 5_000);
    await el.updateComplete;
    expect(text($(el, '.claim-offer'))).to.equal('المطالبة بالفوز انتظار عودته');
    $(el, 'button.wait')!.click();
    await until(() => $(el, 'button.wait') === null);
    expect(focused(el)).to.equal($(el, 'button.claim'));
    const claimed = oneEvent(el, 'ur-claim');
    $(el, 'button.claim')!.click();
    expect((await claimed).detail).to.deep.equal({ player: 'light' });
    // Nothing to claim any more (the opponent came back, or the game ended): nothing shown.
    el.claim = null;
    await el.updateComplete;
    expect($(el, '.claim-countdown, .claim-offer, button.claim')).to.equal(null);
  });

  it('a running score across new games: in ur-game-end, the tally property and the panel; other players start it afresh', async () => {
    const el = await board({ seed: '5', 'animation-duration': '0', 'light-name': 'Ana', 'dark-name': 'Ben' });
    const ends: UrGameEndDetail[] = [];
    el.addEventListener('ur-game-end', (event) => ends.push(event.detail));
    playOut(el);
    const first = el.position.winner!;
    expect(el.tally).to.deep.equal({ light: 0, dark: 0, [first]: 1 });
    el.newGame();
    act(el);
    el.abort();
    el.newGame();
    untilBothMoved(el);
    el.endGame({ reason: 'resigned', by: first });
    const expected = { light: 1, dark: 1 };
    expect(el.tally).to.deep.equal(expected);
    expect(ends.map((end) => end.tally)).to.deep.equal([{ light: 0, dark: 0, [first]: 1 }, ends[0].tally, expected]);
    await until(() => $(el, '.game-over .tally') !== null);
    expect(text($(el, '.game-over .tally'))).to.equal('Ana 1 – 1 Ben');
    el.setAttribute('dark', 'computer');
    await el.updateComplete;
    expect(el.tally).to.deep.equal({ light: 0, dark: 0 });
  });

  it('in every language Resign and Abort are words no other control uses (French and Italian Undo is "Annuler", "Annulla")', () => {
    for (const lang of LANGS) {
      const t = translation(lang);
      const words = gameOverWordsOf(lang);
      const labels = [t.throwDice, t.decline, t.undo, t.newGame, t.help, words.resign, words.abort, words.cancel];
      expect(new Set(labels).size, `${lang}: ${labels.join(', ')}`).to.equal(labels.length);
    }
  });

  it('every language says how a game ended, to the viewer in the second person', async () => {
    const el = await board({ seed: '5', 'animation-duration': '0' });
    untilBothMoved(el);
    el.endGame({ reason: 'resigned', by: 'dark' });
    await until(() => $(el, '[part="game-over"]') !== null);
    for (const lang of LANGS) {
      el.setAttribute('lang', lang);
      el.viewer = 'none';
      await el.updateComplete;
      const words = gameOverWordsOf(lang);
      expect(text($(el, '.game-over .how')), lang).to.equal(words.resigned(translation(lang).dark));
      el.viewer = 'dark';
      await el.updateComplete;
      expect(text($(el, '.game-over .how')), lang).to.equal(youWordsOf(lang).resigned());
    }
  });
});
