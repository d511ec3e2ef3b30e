import { expect } from '@open-wc/testing';
import { compareRecords, createGame, loadGame, type Game, type GameRecord } from '../../src/engine/index.js';
import { expectRejected } from './helpers.js';

/** Plays seeded actions (always the first legal move) until the game, or the bell game, is over or `limit` is reached. */
function play(game: Game, limit = 5000): Game {
  for (let step = 0; step < limit && game.awaiting().action !== 'nothing'; step++) {
    const { action } = game.awaiting();
    if (action === 'next-game') break;
    if (action === 'throw') game.throwDice();
    else if (action === 'bonus') game.decline();
    else game.move(game.legalMoves()[0]);
  }
  return game;
}

/** The side to act throws `value` and, if it can, makes its first legal move. */
function turn(game: Game, value: number): void {
  game.throwDice(value);
  if (game.awaiting().action === 'move') game.move(game.legalMoves()[0]);
}

/** Every action refused after the end, each with `message`, changing nothing. */
function expectAllRefused(game: Game, message: RegExp): void {
  expect(game.awaiting()).to.deep.equal({ action: 'nothing', player: null });
  expect(game.legalMoves()).to.deep.equal([]);
  expect(game.canAbort).to.equal(false);
  for (const action of [
    () => game.throwDice(),
    () => game.throwDice(2),
    () => game.move('R-A4'),
    () => game.apply('t2'),
    () => game.decline(),
    () => game.nextGame(),
    () => game.undo(),
    () => game.resign('light'),
    () => game.resign('dark', 'abandoned'),
    () => game.abort(),
  ]) {
    expectRejected(game, action, message);
  }
}

describe('ending: how a game ended (Game.ending, resign, abort)', () => {
  it('a game going on has no ending; a played-out one is finished, with its winner', () => {
    const game = createGame({ seed: 3 });
    expect(game.ending).to.equal(null);
    play(game);
    expect(game.winner).to.be.oneOf(['light', 'dark']);
    expect(game.ending).to.deep.equal({ reason: 'finished', winner: game.winner, by: null });
    expect(game.toJSON()).to.not.have.property('end');
    // A played-out game's last move can still be taken back: the game goes on again.
    game.undo();
    expect(game.ending).to.equal(null);
  });

  it('canAbort: true until each side has made its first move, whatever the throws before; undo brings it back', () => {
    const game = createGame({ seed: 1 });
    expect(game.canAbort).to.equal(true);
    turn(game, 2); // light enters
    expect(game.canAbort).to.equal(true);
    turn(game, 0); // dark throws a zero: no move yet
    expect(game.canAbort).to.equal(true);
    turn(game, 1); // light again
    expect(game.canAbort).to.equal(true);
    turn(game, 3); // dark's first move
    expect(game.canAbort).to.equal(false);
    game.undo();
    expect(game.canAbort).to.equal(true);
    expect(game.awaiting()).to.deep.equal({ action: 'move', player: 'dark' });
  });

  it('abort: no winner and no result; every action refused after it; refused once both sides have moved', () => {
    const game = createGame({ seed: 1 });
    turn(game, 2);
    const end = game.abort();
    expect(end).to.deep.equal({ reason: 'aborted', winner: null, by: null });
    expect(game.ending).to.deep.equal(end);
    expect(game.winner).to.equal(null);
    expectAllRefused(game, /the game was aborted/);

    const played = createGame({ seed: 1 });
    turn(played, 2);
    turn(played, 3);
    expectRejected(played, () => played.abort(), /cannot abort: both sides have moved/);
  });

  it('resign: the other side wins; every action refused after it, saying who resigned and who won', () => {
    const game = createGame({ seed: 5 });
    turn(game, 2);
    turn(game, 2);
    turn(game, 3);
    const end = game.resign('dark');
    expect(end).to.deep.equal({ reason: 'resigned', winner: 'light', by: 'dark' });
    expect(game.ending).to.deep.equal(end);
    expectAllRefused(game, /dark resigned; light won/);

    const left = createGame({ seed: 5 });
    expect(left.resign('light', 'abandoned')).to.deep.equal({ reason: 'abandoned', winner: 'dark', by: 'light' });
    expectAllRefused(left, /light left; dark won/);
  });

  it('a finished game cannot be resigned or aborted', () => {
    const game = play(createGame({ seed: 8 }));
    expectRejected(game, () => game.resign('light'), /cannot resign: the game is over \((light|dark) won\)/);
    expectRejected(game, () => game.abort(), /cannot abort: the game is over/);
  });

  it('bad arguments are refused with a clear error', () => {
    const game = createGame({ seed: 1 });
    expectRejected(game, () => game.resign('blue' as never), /only light or dark can resign, got "blue"/);
    expectRejected(game, () => game.resign('light', 'quit' as never), /'resigned' or 'abandoned', got "quit"/);
  });

  it('bell: resigning gives the other side the match, also between two games of it; the record keeps it', () => {
    const game = createGame({ variant: 'bell', seed: 4 });
    play(game);
    expect(game.awaiting().action).to.equal('next-game');
    expect(game.ending).to.equal(null);
    const scores = { ...game.match!.scores };
    game.resign('light');
    expect(game.match!.winner).to.equal('dark');
    expect(game.match!.scores).to.deep.equal(scores);
    expect(game.ending).to.deep.equal({ reason: 'resigned', winner: 'dark', by: 'light' });
    const loaded = loadGame(game.toJSON());
    expect(loaded.match).to.deep.equal(game.match);
    expect(loaded.ending).to.deep.equal(game.ending);

    const midGame = createGame({ variant: 'bell', seed: 4 });
    play(midGame, 30);
    midGame.resign('dark');
    expect(midGame.match!.winner).to.equal('light');
  });
});

describe('ending: in the record', () => {
  const cases: [string, (game: Game) => unknown, GameRecord['end']][] = [
    ['resigned', (game) => game.resign('light'), { reason: 'resigned', by: 'light' }],
    ['abandoned', (game) => game.resign('dark', 'abandoned'), { reason: 'abandoned', by: 'dark' }],
    ['aborted', (game) => game.abort(), { reason: 'aborted' }],
  ];
  for (const [name, end, written] of cases) {
    it(`${name}: written by toJSON, re-applied by loadGame (also from the JSON text)`, () => {
      const game = createGame({ seed: 2 });
      turn(game, 2);
      end(game);
      const record = game.toJSON();
      expect(record.end).to.deep.equal(written);
      for (const input of [record, JSON.stringify(record)]) {
        const loaded = loadGame(input);
        expect(loaded.ending).to.deep.equal(game.ending);
        expect(loaded.toJSON()).to.deep.equal(record);
        expect(loaded.awaiting().action).to.equal('nothing');
      }
    });
  }

  it('a corrupt end is refused with a clear error', () => {
    const game = createGame({ seed: 2 });
    turn(game, 2);
    turn(game, 2);
    const record = game.toJSON();
    const corrupt: [unknown, RegExp][] = [
      ['resigned', /end must be an object \{ reason, by\? \}/],
      [[], /end must be an object/],
      [{ reason: 'quit', by: 'light' }, /end.reason must be one of resigned, abandoned, aborted, got "quit"/],
      [{ reason: 'resigned' }, /end.by must say who resigned \(light or dark\), got undefined/],
      [{ reason: 'abandoned', by: 'blue' }, /end.by must say who left \(light or dark\), got "blue"/],
      [{ reason: 'aborted', by: 'light' }, /an aborted game has no end.by, got "light"/],
      // Both sides have moved: too late to abort.
      [{ reason: 'aborted' }, /end \(aborted\): cannot abort: both sides have moved/],
    ];
    for (const [end, message] of corrupt) {
      expect(() => loadGame({ ...record, end }), JSON.stringify(end)).to.throw(/^corrupt game record: /);
      expect(() => loadGame({ ...record, end }), JSON.stringify(end)).to.throw(message);
    }
    const finished = play(createGame({ seed: 8 })).toJSON();
    expect(() => loadGame({ ...finished, end: { reason: 'resigned', by: 'dark' } })).to.throw(
      /end \(resigned\): cannot resign: the game is over/,
    );
  });

  it('a record without an end loads as before', () => {
    const game = createGame({ seed: 2 });
    turn(game, 2);
    expect(loadGame(game.toJSON()).ending).to.equal(null);
  });

  it('compareRecords: an end comes after every action, and an ended game goes no further', () => {
    const game = createGame({ seed: 2 });
    turn(game, 2);
    const going = game.toJSON();
    game.resign('dark');
    const resigned = game.toJSON();
    expect(compareRecords(going, resigned)).to.equal('later');
    expect(compareRecords(resigned, going)).to.equal('earlier');
    expect(compareRecords(resigned, resigned)).to.equal('same');
    expect(compareRecords(resigned, { ...resigned, end: { reason: 'resigned', by: 'light' } })).to.equal('different');
    const shorter = createGame({ seed: 2 });
    shorter.throwDice(2);
    shorter.resign('light');
    // The shorter one ended: the longer cannot have followed it.
    expect(compareRecords(shorter.toJSON(), going)).to.equal('different');
    expect(compareRecords(going, shorter.toJSON())).to.equal('different');
  });
});
