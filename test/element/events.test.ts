import { expect, oneEvent } from '@open-wc/testing';
import { fire, UR_EVENTS } from '../../src/element/events.js';
import { act, board, names, playOut, record, until } from './helpers.js';

describe('events', () => {
  it('fire() dispatches a bubbling, composed CustomEvent with the detail', () => {
    const target = document.createElement('div');
    let seen: CustomEvent | null = null;
    target.addEventListener('ur-pass', (event) => (seen = event));
    fire(target, 'ur-pass', { player: 'light', reason: 'zero', value: 0 });
    expect(seen!.bubbles).to.equal(true);
    expect(seen!.composed).to.equal(true);
    expect(seen!.detail).to.deep.equal({ player: 'light', reason: 'zero', value: 0 });
  });

  it('events cross shadow roots up to the document', async () => {
    const outer = document.createElement('div');
    document.body.append(outer);
    const root = outer.attachShadow({ mode: 'open' });
    const el = await board({}, root as unknown as Element);
    const caught = oneEvent(document, 'ur-throw');
    el.throwDice(2);
    expect((await caught).detail.value).to.equal(2);
    outer.remove();
  });

  it('a game the element starts itself is announced after the update that draws it, never from inside it', async () => {
    const el = document.createElement('royal-ur');
    el.setAttribute('seed', '5');
    const seen: string[] = [];
    for (const name of ['ur-new-game', 'ur-turn'] as const) {
      el.addEventListener(name, () =>
        seen.push(
          `${name} ${el.shadowRoot?.querySelector('svg[part="board"]') ? 'drawn' : 'not drawn'} ${el.isUpdatePending ? 'pending' : 'settled'}`,
        ),
      );
    }
    document.body.append(el);
    expect(seen, 'nothing during connection').to.deep.equal([]);
    await el.updateComplete;
    expect(seen).to.deep.equal(['ur-new-game drawn settled', 'ur-turn drawn settled']);
    // A rules attribute changed later: the same moment.
    seen.length = 0;
    el.setAttribute('pieces', '3');
    expect(seen).to.deep.equal([]);
    await el.updateComplete;
    expect(seen).to.deep.equal(['ur-new-game drawn settled', 'ur-turn drawn settled']);
    // newGame() announces at once.
    seen.length = 0;
    el.newGame();
    expect(seen.map((line) => line.split(' ')[0])).to.deep.equal(['ur-new-game', 'ur-turn']);
    el.remove();
  });

  it('ur-throw, ur-turn and ur-move carry who, what and the position after', async () => {
    const el = await board({ seed: '1' });
    const events = record(el);
    el.throwDice(4);
    el.move('R-A1');
    expect(names(events)).to.deep.equal(['ur-throw', 'ur-action', 'ur-turn', 'ur-move', 'ur-action', 'ur-turn']);
    const [thrown, throwAction, turn, move, moveAction, after] = events.map((event) => event.detail);
    expect(thrown).to.deep.equal({
      player: 'light',
      value: 4,
      dice: [true, true, true, true],
      source: 'host',
      outcome: 'move',
      index: 0,
      action: 'h4',
    });
    expect(throwAction).to.deep.equal({ player: 'light', index: 0, action: 'h4', local: false });
    expect(moveAction).to.deep.equal({ player: 'light', index: 1, action: 'R-A1*', local: false });
    expect(move).to.include({ index: 1, action: 'R-A1*' });
    expect(turn).to.deep.equal({ player: 'light', phase: 'move', reason: 'move', distance: 4 });
    expect(move.player).to.equal('light');
    expect(move.notation).to.equal('R-A1*');
    expect(move.move).to.include({ from: 'reserve', to: 'A1', rosette: true, extraTurn: true, capture: null });
    expect(move.position.light.tiles).to.deep.equal(['A1']);
    expect(after).to.deep.equal({ player: 'light', phase: 'throw', reason: 'extra-turn', distance: null });
    el.throwDice();
    expect(events[6].detail.source).to.equal('dice');
  });

  it('ur-pass fires for a zero and for no legal move', async () => {
    const el = await board({ pieces: '1' });
    const events = record(el);
    el.throwDice(0);
    const pass = events.find((event) => event.type === 'ur-pass')!;
    expect(pass.detail).to.deep.equal({ player: 'light', reason: 'zero', value: 0 });
    expect(events.at(-1)!.detail).to.include({ player: 'dark', reason: 'zero' });
  });

  it('ur-pass with reason no-move', async () => {
    const el = await board({ pieces: '1' });
    el.throwDice(4);
    el.move('R-A1');
    el.throwDice(4);
    el.move('A1-B4');
    el.throwDice(4);
    el.move('B4-B8');
    el.throwDice(0);
    const passed = oneEvent(el, 'ur-pass');
    el.throwDice(4);
    expect((await passed).detail).to.deep.equal({ player: 'light', reason: 'no-move', value: 4 });
  });

  it('ur-game-end carries winner, score, match and record; ur-new-game the setup', async () => {
    const el = await board({ seed: '5', pieces: '1', variant: 'blitz' });
    const ended = oneEvent(el, 'ur-game-end');
    playOut(el);
    const { detail } = await ended;
    expect(detail.winner).to.equal(el.position.winner);
    expect(detail.score).to.equal(null);
    expect(detail.match).to.equal(null);
    expect(detail.record.actions).to.deep.equal(el.record.actions);
    const started = oneEvent(el, 'ur-new-game');
    el.newGame();
    const setup = (await started).detail;
    expect(setup).to.include({ variant: 'blitz', seed: 5 });
    expect(setup.options).to.deep.equal({ pieces: 1 });
    expect(setup.rules.pieces).to.equal(1);
  });

  it('ur-match-end fires when a bell match reaches its target', async () => {
    const el = await board({ variant: 'bell', seed: '4', pieces: '1', 'target-score': '1' });
    const events = record(el);
    const matchEnd = oneEvent(el, 'ur-match-end');
    playOut(el);
    const { detail } = await matchEnd;
    const gameEnd = events.find((event) => event.type === 'ur-game-end')!.detail;
    expect(detail.winner).to.equal(gameEnd.winner);
    expect(detail.scores[detail.winner]).to.equal(gameEnd.score);
    expect(gameEnd.match.winner).to.equal(detail.winner);
    expect(() => el.nextGame()).to.throw(/match is over/);
  });

  it('ur-undo, ur-load and ur-eyes-declined', async () => {
    const el = await board({ seed: '2' });
    el.throwDice(2);
    const undone = oneEvent(el, 'ur-undo');
    el.undo();
    expect((await undone).detail.position.phase).to.equal('throw');
    const other = await board();
    const loaded = oneEvent(other, 'ur-load');
    await other.loadRecord(el.record);
    expect((await loaded).detail.record.seed).to.equal(2);

    const bell = await board({ variant: 'bell' });
    let seed = 0;
    while (bell.position.phase !== 'eyes') {
      if (bell.position.phase === 'over' || bell.record.actions.length > 400) bell.setAttribute('seed', String(++seed));
      await bell.updateComplete;
      if (bell.position.phase !== 'over') act(bell);
    }
    const player = bell.position.turn;
    const declined = oneEvent(bell, 'ur-eyes-declined');
    const index = bell.record.actions.length;
    bell.decline();
    expect((await declined).detail).to.deep.equal({ player, index, action: 'decline' });
  });

  it('ur-hint fires for the person to act with hints on', async () => {
    const el = await board({ hints: true });
    const hinted = oneEvent(el, 'ur-hint');
    el.throwDice(4);
    const { detail } = await hinted;
    expect(detail.player).to.equal('light');
    expect(detail.move).to.match(/^R-A1/);
    expect(detail.winChance).to.be.within(0, 1);
  });

  it('every event fires for computer sides too', async () => {
    const el = await board({
      light: 'computer',
      dark: 'computer',
      level: 'beginner',
      'animation-duration': '0',
      seed: '77',
      variant: 'bell',
      pieces: '2',
      'target-score': '1',
    });
    const events = record(el);
    await until(() => el.position.phase === 'over');
    const seen = new Set(names(events));
    for (const name of ['ur-throw', 'ur-move', 'ur-turn', 'ur-game-end', 'ur-match-end'] as const)
      expect(seen.has(name), name).to.equal(true);
    const players = new Set(events.filter((event) => event.type === 'ur-move').map((event) => event.detail.player));
    expect([...players].sort()).to.deep.equal(['dark', 'light']);
  });

  it('every event fires for remote sides driven by the host', async () => {
    const el = await board({ light: 'remote', dark: 'remote', seed: '1' });
    const events = record(el);
    el.throwDice(0);
    el.throwDice(4);
    el.move('R-C1');
    expect(names(events)).to.deep.equal([
      'ur-throw',
      'ur-pass',
      'ur-action',
      'ur-turn',
      'ur-throw',
      'ur-action',
      'ur-turn',
      'ur-move',
      'ur-action',
      'ur-turn',
    ]);
    expect(events[4].detail).to.include({ player: 'dark', source: 'host' });
  });

  it('lists every event name once', () => {
    expect(new Set(UR_EVENTS).size).to.equal(UR_EVENTS.length);
    expect(UR_EVENTS.every((name) => name.startsWith('ur-'))).to.equal(true);
  });
});
