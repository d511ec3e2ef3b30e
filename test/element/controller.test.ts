import { expect, fixture, oneEvent } from '@open-wc/testing';
import { LitElement } from 'lit';
import type { GameSetup } from '../../src/element/attributes.js';
import { createGame } from '../../src/engine/index.js';
import { GameController } from '../../src/element/players/controller.js';
import { names, record, until } from './helpers.js';

/** The smallest host a controller needs: a Lit element, always near the viewport. */
class ControllerHost extends LitElement {
  readonly controller = new GameController(
    this,
    () => true,
    () => import('../../src/element/players/records.js'),
  );
}
customElements.define('controller-test-host', ControllerHost);

/** A host whose record reader comes only when the test opens `gate`: a record's load held half-way. */
class GatedHost extends LitElement {
  open!: () => void;
  readonly #gate = new Promise<void>((resolve) => (this.open = resolve));
  readonly controller = new GameController(
    this,
    () => true,
    () => this.#gate.then(() => import('../../src/element/players/records.js')),
  );
}
customElements.define('controller-gated-host', GatedHost);

const FINKEL: GameSetup = { variant: 'finkel', rules: {}, seed: 1 };

async function host(): Promise<ControllerHost> {
  return fixture<ControllerHost>(document.createElement('controller-test-host'));
}

const settings = (light: 'human' | 'computer' | 'remote', dark: 'human' | 'computer' | 'remote', animationMs = 0) => ({
  sides: { light, dark },
  levels: { light: 'beginner' as const, dark: 'beginner' as const },
  animationMs,
  pace: 'normal' as const,
  // The controller's own tests move for a person themselves.
  playForced: false,
  hints: false,
});

describe('GameController', () => {
  it('has no game until started, then fires ur-new-game and ur-turn', async () => {
    const el = await host();
    expect(el.controller.hasGame).to.equal(false);
    expect(() => el.controller.game).to.throw(/no game yet/);
    const events = record(el);
    el.controller.start(FINKEL);
    expect(names(events)).to.deep.equal(['ur-new-game', 'ur-turn']);
    expect(el.controller.news).to.deep.equal({ kind: 'new-game' });
  });

  it('every action goes through game and fires its events; news says what happened', async () => {
    const el = await host();
    el.controller.start(FINKEL);
    el.controller.throwDice(4);
    expect(el.controller.news).to.include({ kind: 'throw', player: 'light', value: 4, outcome: 'move' });
    const result = el.controller.move('R-A1');
    expect(el.controller.lastMove).to.deep.equal(result.move);
    expect(el.controller.news).to.deep.include({ kind: 'move', player: 'light' });
    expect(el.controller.humanToAct).to.equal(true);
  });

  it('remote sides never act by themselves', async () => {
    const el = await host();
    el.controller.configure(settings('remote', 'remote'));
    el.controller.start(FINKEL);
    await el.controller.settled();
    expect(el.controller.game.actions).to.deep.equal([]);
    expect(el.controller.humanToAct).to.equal(false);
  });

  it('a computer side throws and moves by itself, and stops at a person’s turn', async () => {
    const el = await host();
    el.controller.configure(settings('computer', 'human'));
    el.controller.start(FINKEL);
    await el.controller.settled();
    expect(el.controller.game.turn).to.equal('dark');
    expect(el.controller.game.phase).to.equal('throw');
    expect(el.controller.thinking).to.equal(false);
  });

  it('computer against computer with no pause runs a whole game without overflowing the stack', async () => {
    const el = await host();
    el.controller.configure(settings('computer', 'computer'));
    const end = oneEvent(el, 'ur-game-end');
    el.controller.start({ variant: 'finkel', rules: {}, seed: 99 });
    const { detail } = await end;
    expect(el.controller.game.phase).to.equal('over');
    expect(detail.record.actions.length).to.be.above(50);
  });

  it('between two computers a bell match goes on by itself to ur-match-end', async () => {
    const el = await host();
    el.controller.configure(settings('computer', 'computer'));
    const events = record(el);
    const end = oneEvent(el, 'ur-match-end');
    el.controller.start({ variant: 'bell', rules: { pieces: 1, targetScore: 60 }, seed: 8 });
    const { detail } = await end;
    expect(detail.scores[detail.winner]).to.be.at.least(60);
    const games = events.filter((event) => event.type === 'ur-game-end').length;
    expect(games).to.equal(el.controller.game.match!.games.length);
    expect(events.filter((event) => event.detail?.reason === 'next-game')).to.have.length(games - 1);
  });

  it('a computer answers an eyes bonus for its side (bell), taking it or declining', async () => {
    const el = await host();
    el.controller.configure(settings('computer', 'computer'));
    const events = record(el);
    const end = oneEvent(el, 'ur-game-end');
    el.controller.start({ variant: 'bell', rules: {}, seed: 5 });
    await end;
    const offers = events.filter((event) => event.type === 'ur-turn' && event.detail.reason === 'eyes-bonus');
    expect(offers.length).to.be.above(0);
    for (const offer of offers) {
      const answer = events[events.indexOf(offer) + 1];
      expect(answer.detail.player).to.equal(offer.detail.player);
      if (answer.type === 'ur-move') expect(answer.detail.move.bonus).to.equal(true);
      else expect(answer.type).to.equal('ur-eyes-declined');
    }
  });

  it('a change of game while the computer pauses drops the stale action', async () => {
    const el = await host();
    el.controller.configure(settings('computer', 'human', 5000));
    el.controller.start(FINKEL);
    // The computer waits 5 s before throwing; a new game in between restarts its wait.
    el.controller.start({ ...FINKEL, seed: 2 });
    el.controller.configure(settings('human', 'human', 0));
    await el.controller.settled();
    expect(el.controller.game.actions).to.deep.equal([]);
    expect(el.controller.game.seed).to.equal(2);
  });

  it('stops while disconnected and resumes on reconnection, keeping the game', async () => {
    const el = await host();
    const parent = el.parentElement!;
    el.controller.start(FINKEL);
    el.controller.throwDice(0);
    el.remove();
    el.controller.configure(settings('human', 'computer'));
    await el.controller.settled();
    expect(el.controller.game.actions).to.deep.equal(['h0']);
    parent.append(el);
    await until(() => el.controller.game.turn === 'light');
  });

  it('undo against the computer goes back to the person’s action; with nothing left it throws', async () => {
    const el = await host();
    el.controller.configure(settings('human', 'computer'));
    el.controller.start(FINKEL);
    expect(() => el.controller.undo()).to.throw(/nothing to undo/);
    el.controller.throwDice(2);
    el.controller.move('R-A3');
    await until(() => el.controller.game.turn === 'light');
    el.controller.undo();
    expect(el.controller.game.actions).to.deep.equal(['h2']);
    expect(el.controller.game.turn).to.equal('light');
  });

  it('load rejects a corrupt record and keeps the game', async () => {
    const el = await host();
    el.controller.start(FINKEL);
    el.controller.throwDice(3);
    expect((await el.controller.load({ format: 'royal-ur' })).ok).to.equal(false);
    expect(el.controller.game.actions).to.deep.equal(['h3']);
    const events = record(el);
    expect(await el.controller.load(el.controller.game.toJSON())).to.deep.equal({ ok: true });
    expect(names(events)).to.deep.equal(['ur-load', 'ur-turn']);
    expect(el.controller.game.actions).to.deep.equal(['h3']);
  });

  it('says what a person here may do now: throw, move, decline, undo, start the next game', async () => {
    const el = await host();
    const c = el.controller;
    c.configure(settings('human', 'remote'));
    c.start({ variant: 'bell', rules: { pieces: 1, firstPlayer: 'light' }, seed: 1 });
    expect([c.acting, c.canThrow, c.humanMoves.length, c.canDecline, c.canUndo]).to.deep.equal([
      'light',
      true,
      0,
      false,
      false,
    ]);
    c.throwDice(5);
    expect([c.canThrow, c.humanMoves.map((move) => move.notation)]).to.deep.equal([false, ['R-A4']]);
    c.configure(settings('human', 'human'));
    expect(c.canUndo).to.equal(true);
    // Light's piece ends on A2 (eyes) and dark has nothing on the board: no bonus to decline.
    expect(c.canDecline).to.equal(false);
    await c.load(
      { ...c.game.toJSON(), actions: [], start: 'r0 h0 B5 / r0 h0 C3 / light move 1', position: undefined },
      true,
    );
    c.move('B5-B7');
    expect([c.game.awaiting().action, c.acting, c.canDecline, c.canThrow]).to.deep.equal([
      'bonus',
      'dark',
      true,
      false,
    ]);
    // A finished game of an unfinished match: the loser (a person) is offered the next game.
    await c.load(
      { ...c.game.toJSON(), actions: [], start: 'r0 h0 A7 / r1 h0 / light move 1', position: undefined },
      true,
    );
    c.move('A7-H');
    expect([c.acting, c.offerNextGame]).to.deep.equal([null, true]);
    c.configure(settings('human', 'computer'));
    expect(c.offerNextGame, 'the computer starts it against a person here').to.equal(true);
    c.configure(settings('remote', 'computer'));
    expect(c.offerNextGame, 'nobody here to start it').to.equal(false);
  });

  it('hints are worked out for a person to move and dropped after the move', async () => {
    const el = await host();
    el.controller.configure({ ...settings('human', 'human'), hints: true });
    el.controller.start(FINKEL);
    const hinted = oneEvent(el, 'ur-hint');
    el.controller.throwDice(4);
    await hinted;
    expect(el.controller.hint).to.include({ player: 'light' });
    el.controller.move('R-A1');
    expect(el.controller.hint).to.equal(null);
  });

  it('the computer makes no move on the old game while a record loads, and plays on in the loaded one', async () => {
    const el = await fixture<GatedHost>(document.createElement('controller-gated-host'));
    el.controller.configure(settings('human', 'computer'));
    el.controller.start(FINKEL);
    el.controller.throwDice(2);
    el.controller.move('R-A3');
    // Dark, the computer, is to throw: its loop has started.
    const old = el.controller.game;
    const incoming = createGame({ variant: 'finkel', seed: 5 });
    incoming.throwDice(2);
    incoming.move('R-A3');
    const loading = el.controller.load(incoming.toJSON());
    // While the reader comes, whatever wakes the computer: new settings, the board put back on the page.
    el.controller.configure({ ...settings('human', 'computer'), levels: { light: 'beginner', dark: 'easy' } });
    const parent = el.parentElement!;
    el.remove();
    parent.append(el);
    await el.controller.settled();
    expect(el.controller.game).to.equal(old);
    expect(old.actions).to.deep.equal(['h2', 'R-A3']);
    el.open();
    expect(await loading).to.deep.equal({ ok: true });
    // The loaded game is the computer's to play: it does, there.
    await until(() => el.controller.game.turn === 'light');
    expect(el.controller.game.actions.slice(0, 2)).to.deep.equal(['h2', 'R-A3']);
    expect(el.controller.game.actions.length).to.be.above(2);
    expect(el.controller.game.seed).to.equal(5);
    expect(old.actions).to.deep.equal(['h2', 'R-A3']);
  });
});
