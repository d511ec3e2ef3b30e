/**
 * Online play as a person at one board sees it: a board switched to host dice, a host that answers
 * throw requests at once, a bell match going on after the computer loses, what the controls offer
 * and what the status line says after joining a room or while watching one.
 */
import { expect } from '@open-wc/testing';
import { createGame, Random } from '../../src/engine/index.js';
import { enConnection } from '../../src/element/i18n/en/connection.js';
import { translation } from '../../src/element/i18n/lang.js';
import { $, board, until } from './helpers.js';

const t = translation('en');
const status = (el: HTMLElement & { shadowRoot: ShadowRoot | null }) =>
  el.shadowRoot!.querySelector('[part="status"]')!.textContent!.trim();

describe('remote policy: host dice', () => {
  it('setting host-dice on a started board starts a game without a seed, and removing it one with', async () => {
    const el = await board({ dark: 'remote' });
    expect(el.record.seed).to.not.equal(null);
    const seeds: unknown[] = [];
    el.addEventListener('ur-new-game', ({ detail }) => seeds.push(detail.seed));
    el.setAttribute('host-dice', '');
    await el.updateComplete;
    expect(el.record.seed).to.equal(null);
    expect(seeds).to.deep.equal([null]);
    el.hostDice = false;
    await el.updateComplete;
    expect(el.record.seed).to.not.equal(null);
    expect(seeds).to.have.length(2);
    expect(seeds[1]).to.not.equal(null);
  });

  it('a computer side plays on when the host answers ur-throw-request at once, inside the listener', async () => {
    const el = await board({
      'host-dice': true,
      light: 'computer',
      dark: 'remote',
      level: 'beginner',
      'animation-duration': '0',
    });
    const dice = new Random(3);
    const { layout } = createGame();
    el.addEventListener('ur-throw-request', ({ detail }) => {
      el.applyAction({ index: detail.index, action: `h${dice.throw(layout.dice).value}` });
    });
    // The remote side (dark) passes every turn with a 0, so the computer keeps asking.
    el.addEventListener('ur-turn', ({ detail }) => {
      if (detail.player === 'dark' && detail.phase === 'throw')
        queueMicrotask(() => el.applyAction({ index: el.record.actions.length, action: 'h0' }));
    });
    el.newGame();
    if (el.position.turn === 'dark') el.applyAction({ index: 0, action: 'h0' });
    await until(() => el.record.actions.length >= 30 || el.position.phase === 'over', 5000);
    await el.settled();
    expect(el.record.actions.length).to.be.at.least(30);
  });
});

/** A bell match to 1000 with one piece a side, played by the engine until dark has won a game. */
function matchAfterDarkWins() {
  const game = createGame({ variant: 'bell', seed: 5, rules: { pieces: 1, targetScore: 1000 } });
  const choices = new Random(1);
  while (game.awaiting().action !== 'next-game' || game.winner !== 'dark') {
    const { action } = game.awaiting();
    if (action === 'throw') game.throwDice();
    else if (action === 'next-game') game.nextGame();
    else {
      const moves = game.legalMoves();
      game.move(moves[choices.below(moves.length)]);
    }
  }
  return game.toJSON();
}

describe('remote policy: a bell match against a remote opponent', () => {
  it('when the computer loses a game, it starts the next one by itself', async () => {
    const el = await board({
      variant: 'bell',
      pieces: '1',
      'target-score': '1000',
      light: 'computer',
      dark: 'remote',
      'animation-duration': '0',
    });
    const record = matchAfterDarkWins();
    expect(await el.loadRecord(record, { force: true })).to.deep.equal({ ok: true });
    await until(() => el.record.actions.length > record.actions.length, 5000);
    expect(el.record.actions[record.actions.length]).to.equal('next');
    expect(el.position.winner).to.equal(null);
  });

  it('when the remote side loses a game, this board waits for it to start the next one', async () => {
    const el = await board({
      variant: 'bell',
      pieces: '1',
      'target-score': '1000',
      light: 'remote',
      dark: 'computer',
      'animation-duration': '0',
    });
    const record = matchAfterDarkWins();
    await el.loadRecord(record, { force: true });
    await el.settled();
    expect(el.record.actions).to.have.length(record.actions.length);
    expect($(el, '.next-game')).to.equal(null);
    expect(el.applyAction({ index: record.actions.length, action: 'next' })).to.include({
      ok: true,
      status: 'applied',
    });
  });
});

describe('remote policy: controls', () => {
  it('no New game button with a remote side (the room decides the game), in the controls or the game-over panel', async () => {
    const local = await board({ seed: '1' });
    expect($(local, '.controls .new-game')).to.not.equal(null);
    const el = await board({ dark: 'remote', seed: '1', pieces: '1' });
    expect($(el, '.new-game')).to.equal(null);
    const finished = createGame({ seed: 1, rules: { pieces: 1 } });
    while (finished.phase !== 'over') {
      if (finished.phase === 'move') finished.move(finished.legalMoves()[0]);
      else finished.throwDice();
    }
    await el.loadRecord(finished.toJSON());
    await el.updateComplete;
    expect($(el, '[part="game-over"]')).to.not.equal(null);
    expect($(el, '.new-game')).to.equal(null);
  });
});

describe('remote policy: the status line online', () => {
  it('a record loaded into a game with a remote side (joining a room) does not say "Game loaded"', async () => {
    const el = await board({ dark: 'remote', 'dark-name': 'Bruno' });
    const game = createGame({ seed: 2 });
    game.throwDice(0);
    await el.loadRecord(game.toJSON());
    await el.updateComplete;
    expect(status(el)).to.not.contain(t.loaded);
    expect(status(el)).to.equal(t.waiting('Bruno'));
    // Played here, a loaded record still says so.
    const local = await board();
    await local.loadRecord(game.toJSON());
    await local.updateComplete;
    expect(status(local)).to.contain(t.loaded);
  });

  it('a spectator (both sides remote) reads the connection about either seat, not about the player to act', async () => {
    const el = await board({ light: 'remote', dark: 'remote', 'light-name': 'Ana', 'dark-name': 'Bruno', seed: '1' });
    el.throwDice(2);
    el.connectionState = 'opponent-left';
    await el.updateComplete;
    const { states, either } = enConnection;
    expect(status(el)).to.not.contain(states['opponent-left']('Ana'));
    expect(status(el)).to.contain(states['opponent-left'](either('Ana', 'Bruno')));
  });
});
