import { expect } from '@open-wc/testing';
import { createGame, describeMove, DICE, loadGame, valueOfFaces, type Game } from '../../src/engine/index.js';
import { at, expectRejected, moveFrom, observe } from './helpers.js';

/** Plays seeded random actions until the game is over (or `limit` actions). */
function playOut(game: Game, limit = 5000): void {
  for (let step = 0; step < limit && game.phase !== 'over'; step++) {
    if (game.phase === 'throw' || game.phase === 'throw-off') game.throwDice();
    else {
      const moves = game.legalMoves();
      game.move(moves[step % moves.length]);
    }
  }
}

describe('game: race turns (docs/rules.md §3)', () => {
  it('§3 light moves first by default; the first-player switch changes it', () => {
    const game = createGame({ seed: 1 });
    expect([game.turn, game.phase]).to.deep.equal(['light', 'throw']);
    expect(game.turnInfo).to.deep.equal({ player: 'light', phase: 'throw', reason: 'start', distance: null });
    expect(createGame({ seed: 1, rules: { firstPlayer: 'dark' } }).turn).to.equal('dark');
    expect(createGame({ seed: 1, rules: { firstPlayer: 'throw-off' } }).phase).to.equal('throw-off');
  });

  it('§3.1 a throw of 0 passes the turn at once', () => {
    const game = at('r5 h0 A3 B5 / r6 h0 B6 / light throw');
    const result = game.throwDice(0);
    expect(result).to.deep.include({ value: 0, outcome: 'zero', player: 'light', source: 'host', moves: [] });
    expect(result.turn).to.deep.equal({ player: 'dark', phase: 'throw', reason: 'zero', distance: null });
    expect(game.position().notation).to.equal('r5 h0 A3 B5 / r6 h0 B6 / dark throw');
  });

  it('§3.2 otherwise the player must move that exact number', () => {
    const game = at('r5 h0 A3 B5 / r6 h0 B6 / light throw');
    const result = game.throwDice(3);
    expect(result.outcome).to.equal('move');
    expect(result.turn).to.deep.equal({ player: 'light', phase: 'move', reason: 'move', distance: 3 });
    expect(result.moves.map((move) => move.notation)).to.deep.equal(['R-A2', 'A3-B1', 'B5-B8']);
    expect(result.moves.every((move) => move.distance === 3)).to.equal(true);
    expectRejected(game, () => game.throwDice(), /cannot throw now: light must move a throw of 3/);
  });

  it('§3.2 with no legal move the turn passes', () => {
    const game = at('r0 h6 A7 / r7 h0 / light throw');
    const result = game.throwDice(2);
    expect(result.outcome).to.equal('no-move');
    expect(result.turn).to.deep.equal({ player: 'dark', phase: 'throw', reason: 'no-move', distance: null });
  });

  it('§3.7 rosette extra turn: ending on a rosette gives another throw', () => {
    const game = at('r7 h0 / r7 h0 / light move 4');
    const result = game.move('R-A1');
    expect(result.move).to.include({ rosette: true, extraTurn: true, notation: 'R-A1*' });
    expect(result.turn).to.deep.equal({ player: 'light', phase: 'throw', reason: 'extra-turn', distance: null });
  });

  it('§3.7 rosette extra turn off: the turn passes after a rosette', () => {
    const game = at('r7 h0 / r7 h0 / light move 4', { rules: { rosettesExtraTurn: false } });
    const result = game.move('R-A1');
    expect(result.move).to.include({ rosette: true, extraTurn: false });
    expect(result.turn.player).to.equal('dark');
  });

  it('§3.7 capture extra turn (blitz): a capture gives another throw', () => {
    const result = at('r4 h0 B2 / r4 h0 B5 / light move 3', { variant: 'blitz' }).move('B2xB5');
    expect(result.move).to.include({ extraTurn: true, capture: 'B5' });
    expect(result.turn).to.deep.include({ player: 'light', reason: 'extra-turn' });
  });

  it('§3.7 without capture extra turn (finkel) a capture passes the turn', () => {
    const result = at('r6 h0 B2 / r6 h0 B5 / light move 3').move('B2xB5');
    expect(result.move).to.include({ extraTurn: false, capture: 'B5' });
    expect(result.turn).to.deep.include({ player: 'dark', reason: 'turn-end' });
    const on = at('r6 h0 B2 / r6 h0 B5 / light move 3', { rules: { capturesExtraTurn: true } }).move('B2xB5');
    expect(on.turn.player).to.equal('light');
  });

  it('§3.7 otherwise the turn passes', () => {
    const result = at('r5 h0 A3 B5 / r6 h0 B6 / light move 3').move('A3-B1');
    expect(result.move.extraTurn).to.equal(false);
    expect(result.turn).to.deep.equal({ player: 'dark', phase: 'throw', reason: 'turn-end', distance: null });
  });

  it('§3.8 the first player with all pieces home wins at once', () => {
    const game = at('r0 h6 A7 / r5 h1 B2 / light move 1');
    const result = game.move('A7-H');
    expect(result.move).to.include({ wins: true, bearOff: true });
    expect(result).to.deep.include({ winner: 'light', score: null, match: null });
    expect(result.turn).to.deep.equal({ player: 'light', phase: 'over', reason: 'game-over', distance: null });
    expect([game.winner, game.phase]).to.deep.equal(['light', 'over']);
    expect(game.position().notation).to.equal('r0 h7 / r5 h1 B2 / light wins');
    expect(game.legalMoves()).to.deep.equal([]);
    expectRejected(game, () => game.throwDice(), /cannot throw now: the game is over \(light won\)/);
    expectRejected(game, () => game.move('B2-B3'), /cannot move now: the game is over/);
  });

  for (let pieces = 1; pieces <= 7; pieces++) {
    it(`§3 switch pieces = ${pieces}: each side starts with ${pieces} in reserve and must bear off ${pieces}`, () => {
      const game = createGame({ seed: pieces, rules: { pieces } });
      expect(game.position().light).to.deep.equal({ reserve: pieces, home: 0, tiles: [] });
      expect(game.position().dark).to.deep.equal({ reserve: pieces, home: 0, tiles: [] });
      playOut(game);
      expect(game.phase).to.equal('over');
      expect(game.position()[game.winner!].home).to.equal(pieces);
    });
  }

  it('§3 switch dice: the chosen dice decide which values a throw can show', () => {
    const game = createGame({ seed: 1, rules: { dice: 'three-binary-zero-four' } });
    expectRejected(
      game,
      () => game.throwDice(0),
      /three-binary-zero-four dice cannot show 0: expected one of 1, 2, 3, 4/,
    );
    const values = new Set<number>();
    for (let i = 0; i < 200 && game.phase !== 'over'; i++) {
      if (game.phase === 'move') game.move(game.legalMoves()[0]);
      else values.add(game.throwDice().value);
    }
    expect([...values].sort()).to.deep.equal([1, 2, 3, 4]);
  });
});

describe('game: throws', () => {
  it('§5 throwDice() rejects a value the dice cannot produce and changes nothing', () => {
    const game = createGame({ seed: 1 });
    for (const value of [5, -1, 2.5, NaN, '3', null]) {
      expectRejected(
        game,
        () => game.throwDice(value as number),
        /four-binary dice cannot show .*: expected one of 0, 1, 2, 3, 4/,
      );
    }
    const bell = createGame({ variant: 'bell', seed: 1 });
    for (const value of [2, 3, 6])
      expectRejected(bell, () => bell.throwDice(value), /three-tetrahedral dice cannot show/);
  });

  it("throwDice() returns the value, each die's face, who threw and the source", () => {
    const game = createGame({ seed: 9 });
    const thrown = game.throwDice();
    expect(thrown.player).to.equal('light');
    expect(thrown.source).to.equal('dice');
    expect(thrown.dice).to.have.length(4);
    expect(valueOfFaces(DICE['four-binary'], thrown.dice)).to.equal(thrown.value);
    expect(game.lastThrow).to.deep.equal({ value: thrown.value, dice: thrown.dice, player: 'light' });
    expect(game.actions).to.deep.equal([`t${thrown.value}`]);
    const host = createGame({ seed: 9 }).throwDice(3);
    expect(host.source).to.equal('host');
    expect(valueOfFaces(DICE['four-binary'], host.dice)).to.equal(3);
  });

  it('§5 the same seed and the same choices replay the identical game', () => {
    const play = (seed: number | string) => {
      const game = createGame({ variant: 'bell', seed });
      playOut(game);
      return game.toJSON();
    };
    expect(play(123)).to.deep.equal(play(123));
    expect(play('abc')).to.deep.equal(play('abc'));
    expect(play(123).actions).to.not.deep.equal(play(124).actions);
  });

  it('game options must be an object', () => {
    expect(() => createGame(null as never)).to.throw(TypeError, /game options must be an object, got null/);
    expect(() => createGame('bell' as never)).to.throw(TypeError, /game options must be an object/);
  });

  it('a seed must be a number or a string', () => {
    expect(() => createGame({ seed: {} as never })).to.throw(TypeError, /seed must be a finite number or a string/);
    expect(() => createGame({ seed: Infinity })).to.throw(/seed must be a finite number/);
    expect(createGame({ seed: 'x' }).seed).to.equal('x');
    expect(typeof createGame().seed).to.equal('number');
  });
});

describe('game: illegal moves throw and change nothing', () => {
  const cases: [string, unknown, RegExp][] = [
    [
      'a piece that cannot move',
      'A3-B2',
      /illegal move A3-B2 for light \(distance 3\): legal moves are R-A2, A3-B1, B5-B8/,
    ],
    ['a wrong destination', { from: 'A3', to: 'B2' }, /illegal move A3-B2/],
    ['an empty tile', { from: 'B1' }, /illegal move B1/],
    ["an opponent's piece", { from: 'B6' }, /illegal move B6/],
    ['a tile off the board', 'A5-B1', /illegal move A5-B1/],
    ['text that is not a move', 'please', /"please" is not a move: write it like A4-A2/],
    ['a number', 7, /a move must be a move object, \{ from, to \} or a string/],
    ['null', null, /a move must be a move object/],
    ['an object without from', { to: 'B1' }, /a move must be a move object/],
  ];
  for (const [what, input, message] of cases) {
    it(`rejects ${what}`, () => {
      const game = at('r5 h0 A3 B5 / r6 h0 B6 / light move 3');
      expectRejected(game, () => game.move(input as never), message);
      expect(game.validateMove(input as never)).to.deep.include({ ok: false });
      expect(game.validateMove(input as never).error).to.match(message);
    });
  }

  it('rejects a move while a throw is awaited', () => {
    const game = createGame({ seed: 1 });
    expectRejected(game, () => game.move('R-A4'), /cannot move now: light must throw/);
  });

  it('validateMove accepts a legal move without making it', () => {
    const game = at('r5 h0 A3 B5 / r6 h0 B6 / light move 3');
    const before = observe(game);
    expect(game.validateMove('A3-B1')).to.deep.equal({ ok: true });
    expect(observe(game)).to.deep.equal(before);
  });

  it('legalMoves() hands out frozen moves and state a copy', () => {
    const game = at('r5 h0 A3 B5 / r6 h0 B6 / light move 3');
    const before = observe(game);
    expect(() => game.legalMoves()[0].landings.push('X9')).to.throw(TypeError);
    expect(() => ((game.legalMoves()[0] as { to: string }).to = 'home')).to.throw(TypeError);
    game.legalMoves().pop();
    game.state.board[0] = 0;
    expect(observe(game)).to.deep.equal(before);
  });
});

describe('game: bell turns (docs/rules.md §4.1)', () => {
  it('§4.1 throw-off: each throws, the higher result starts', () => {
    const game = createGame({ variant: 'bell', seed: 1 });
    expect(game.turnInfo).to.deep.equal({ player: 'light', phase: 'throw-off', reason: 'start', distance: null });
    const first = game.throwDice(4);
    expect(first).to.deep.include({ outcome: 'throw-off', player: 'light' });
    expect(first.turn).to.deep.include({ player: 'dark', phase: 'throw-off', reason: 'throw-off' });
    expect(game.position().notation).to.equal('r7 h0 / r7 h0 / dark throw-off 4');
    const second = game.throwDice(5);
    expect(second.turn).to.deep.equal({ player: 'dark', phase: 'throw', reason: 'start', distance: null });
    const other = createGame({ variant: 'bell', seed: 1 });
    other.throwDice(1);
    expect(other.throwDice(0).turn).to.deep.include({ player: 'light', phase: 'throw' });
  });

  it('§4.1 throw-off: ties throw again', () => {
    const game = createGame({ variant: 'bell', seed: 1 });
    game.throwDice(5);
    const tie = game.throwDice(5);
    expect(tie.turn).to.deep.equal({ player: 'light', phase: 'throw-off', reason: 'throw-off-tie', distance: null });
    game.throwDice(0);
    expect(game.throwDice(1).turn).to.deep.include({ player: 'dark', phase: 'throw' });
  });

  it('§4.1 throw-off: a seeded throw-off always ends with a starter', () => {
    for (let seed = 0; seed < 20; seed++) {
      const game = createGame({ variant: 'bell', seed });
      while (game.phase === 'throw-off') game.throwDice();
      expect(game.phase).to.equal('throw');
    }
  });

  it('§4.1 0: the turn ends', () => {
    const result = at('r6 h0 A4 / r7 h0 / light throw', { variant: 'bell' }).throwDice(0);
    expect(result.turn).to.deep.include({ player: 'dark', reason: 'zero' });
  });

  it('§4.1 1 or 4: move, then throw again', () => {
    for (const value of [1, 4]) {
      const game = at('r6 h0 A4 / r7 h0 / light throw', { variant: 'bell' });
      expect(game.throwDice(value).outcome).to.equal('move');
      const result = game.move({ from: 'A4' });
      expect(result.turn, `throw ${value}`).to.deep.equal({
        player: 'light',
        phase: 'throw',
        reason: 'throw-again',
        distance: null,
      });
    }
  });

  it('§4.1 1 or 4 with no legal move: throw again', () => {
    const result = at('r7 h0 / r6 h0 B2 / light throw', { variant: 'bell' }).throwDice(4);
    expect(result.outcome).to.equal('no-move');
    expect(result.turn).to.deep.include({ player: 'light', phase: 'throw', reason: 'no-move' });
  });

  it('§4.1 the move is compulsory when one is legal', () => {
    const game = at('r6 h0 A4 / r7 h0 / light throw', { variant: 'bell' });
    game.throwDice(1);
    expectRejected(game, () => game.throwDice(), /cannot throw now: light must move a throw of 1/);
  });

  it('§4.1 5: entering a reserve piece throws again', () => {
    const game = at('r6 h0 B1 / r7 h0 / light throw', { variant: 'bell' });
    game.throwDice(5);
    expect(game.legalMoves().map((move) => move.notation)).to.deep.equal(['R-A4', 'B1-H']);
    const result = game.move('R-A4');
    expect(result.turn).to.deep.include({ player: 'light', phase: 'throw', reason: 'throw-again' });
  });

  it('§4.1 5 used to move ends the turn', () => {
    const result = at('r6 h0 A4 / r7 h0 / light move 5', { variant: 'bell' }).move('A4-B2');
    expect(result.turn).to.deep.equal({ player: 'dark', phase: 'throw', reason: 'turn-end', distance: null });
  });

  it('§4.1 5 used to move ends the turn even when it lands on a rosette', () => {
    const result = at('r5 h0 A2 A2 / r7 h0 / light move 5', { variant: 'bell' }).move('A2-B4');
    expect(result.move).to.include({ rosette: true, freeEntry: true });
    expect(result.turn.player).to.equal('dark');
  });

  it('§4.1 5 with neither move legal: throw again', () => {
    const result = at('r0 h6 A7 / r7 h0 / light throw', { variant: 'bell' }).throwDice(5);
    expect(result.outcome).to.equal('no-move');
    expect(result.turn).to.deep.include({ player: 'light', phase: 'throw' });
  });

  it('§4.4 eyes: after the bonus the player who landed continues its turn (a 1: throws again)', () => {
    const game = at('r6 h0 A3 / r6 h0 C3 / light move 1', { variant: 'bell' });
    game.move('A3-A2');
    const result = game.move('C3-B2');
    expect(result.move.bonus).to.equal(true);
    expect(result.turn).to.deep.equal({ player: 'light', phase: 'throw', reason: 'bonus-taken', distance: null });
  });

  it('§4.4 eyes: after a landing with 5 the turn ends once the bonus is settled', () => {
    const game = at('r6 h0 B2 / r6 h0 C3 / light move 5', { variant: 'bell' });
    const landed = game.move('B2-B7');
    expect(landed.turn).to.deep.include({ player: 'dark', phase: 'eyes' });
    expect(game.position().notation).to.equal('r6 h0 B7 / r6 h0 C3 / dark eyes then dark');
    expect(game.decline()).to.deep.equal({ player: 'dark', phase: 'throw', reason: 'bonus-declined', distance: null });
  });

  it('§4.4 eyes: the opponent may decline; then the player who landed continues', () => {
    const game = at('r6 h0 A3 / r6 h0 C3 / light move 1', { variant: 'bell' });
    game.move('A3-A2');
    expectRejected(
      game,
      () => game.throwDice(),
      /cannot throw now: dark may take the eyes bonus \(move 4\) or decline it/,
    );
    const turn = game.decline();
    expect(turn).to.deep.equal({ player: 'light', phase: 'throw', reason: 'bonus-declined', distance: null });
    expect(game.actions).to.deep.equal(['A3-A2', 'decline']);
    expect(game.position().notation).to.equal('r6 h0 A2 / r6 h0 C3 / light throw');
  });

  it('§4.4 eyes: a bonus move that bears off the last piece wins at once', () => {
    const game = at('r6 h0 A3 / r0 h6 B7 / light move 1', { variant: 'bell' });
    game.move('A3-A2');
    const result = game.move('B7-H');
    expect(result.move).to.include({ bonus: true, wins: true });
    expect(result.winner).to.equal('dark');
    expect(result.score).to.equal(6 * 25 + 4);
    expect(game.phase).to.equal('over');
  });

  it('decline() outside an eyes bonus throws and changes nothing', () => {
    const game = createGame({ variant: 'bell', seed: 1 });
    expectRejected(game, () => game.decline(), /no eyes bonus to decline: light must throw/);
  });
});

describe('game: bell match (docs/rules.md §4.5)', () => {
  const finish = (options: { rules?: { targetScore: number } } = {}) => {
    const game = at('r0 h6 A7 / r1 h0 C4 C4 B5 B5 C8 C1 / light move 1', { variant: 'bell', ...options });
    return { game, result: game.move('A7-H') };
  };

  it("§4.5 the winner scores the loser's pieces at once", () => {
    const { result } = finish();
    expect(result.winner).to.equal('light');
    expect(result.score).to.equal(25 + 2 * 10 + 2 * 5 + 3 + 1);
    expect(result.match).to.deep.equal({
      target: 100,
      scores: { light: 59, dark: 0 },
      games: [{ winner: 'light', points: 59 }],
      winner: null,
    });
  });

  it('§4.5 a match is played to a target score, default 100', () => {
    expect(createGame({ variant: 'bell', seed: 1 }).match).to.deep.equal({
      target: 100,
      scores: { light: 0, dark: 0 },
      games: [],
      winner: null,
    });
    const { game, result } = finish({ rules: { targetScore: 50 } });
    expect(result.match!.winner).to.equal('light');
    expectRejected(game, () => game.nextGame(), /the match is over/);
    expect(createGame({ seed: 1 }).match).to.equal(null);
  });

  it('§4.5 Decision: the loser starts the next game', () => {
    const { game } = finish();
    const turn = game.nextGame();
    expect(turn).to.deep.equal({ player: 'dark', phase: 'throw', reason: 'next-game', distance: null });
    expect(game.position().notation).to.equal('r7 h0 / r7 h0 / dark throw');
    expect(game.match!.scores).to.deep.equal({ light: 59, dark: 0 });
    expect(game.actions.at(-1)).to.equal('next');
  });

  it('§4.5 a seeded match runs game after game until a side reaches the target', () => {
    const game = createGame({ variant: 'bell', seed: 2, rules: { targetScore: 150 } });
    for (let games = 0; games < 20 && !game.match!.winner; games++) {
      playOut(game);
      expect(game.phase).to.equal('over');
      if (!game.match!.winner) game.nextGame();
    }
    const match = game.match!;
    expect(match.winner).to.not.equal(null);
    expect(match.games.length).to.be.above(1);
    expect(match.scores[match.winner!]).to.be.at.least(150);
    for (const player of ['light', 'dark'] as const) {
      const sum = match.games.filter((g) => g.winner === player).reduce((total, g) => total + g.points, 0);
      expect(match.scores[player]).to.equal(sum);
    }
  });

  it('nextGame() is refused before the game ends and outside a match', () => {
    const game = createGame({ variant: 'bell', seed: 1 });
    expectRejected(game, () => game.nextGame(), /the game is not over yet/);
    const race = at('r0 h6 A7 / r7 h0 / light move 1');
    race.move('A7-H');
    expectRejected(race, () => race.nextGame(), /only a match \(bell\) has a next game/);
  });
});

describe('game: undo', () => {
  it('undo() with nothing to undo returns false and changes nothing', () => {
    const game = createGame({ seed: 1 });
    const before = observe(game);
    expect(game.canUndo).to.equal(false);
    expect(game.undo()).to.equal(false);
    expect(observe(game)).to.deep.equal(before);
  });

  it('undo() takes back a throw, and the seeded dice throw the same again', () => {
    const game = createGame({ seed: 31 });
    const before = observe(game);
    const first = game.throwDice();
    expect(game.undo()).to.equal(true);
    expect(observe(game)).to.deep.equal(before);
    expect(game.lastThrow).to.equal(null);
    expect(game.throwDice()).to.deep.equal(first);
  });

  it('undo() takes back a move, a declined bonus and a next game', () => {
    const game = at('r6 h0 A3 / r6 h0 C3 / light move 1', { variant: 'bell' });
    const states = [observe(game)];
    game.move('A3-A2');
    states.push(observe(game));
    game.decline();
    states.push(observe(game));
    game.throwDice(0);
    while (states.length > 1) {
      game.undo();
      expect(observe(game)).to.deep.equal(states.pop());
    }
    game.undo();
    expect(observe(game)).to.deep.equal(states.pop());
    const over = at('r0 h6 A7 / r0 h6 C7 / light move 1', { variant: 'bell' });
    over.move('A7-H');
    const finished = observe(over);
    const match = over.match;
    over.nextGame();
    over.undo();
    expect(observe(over)).to.deep.equal(finished);
    expect(over.match).to.deep.equal(match);
  });

  it('undo() after a win reopens the game and the match', () => {
    const game = at('r0 h6 A7 / r7 h0 / light move 1', { variant: 'bell' });
    const before = observe(game);
    game.move('A7-H');
    expect(game.match!.games).to.have.length(1);
    game.undo();
    expect(observe(game)).to.deep.equal(before);
    expect(game.match!.games).to.have.length(0);
    expect(game.winner).to.equal(null);
  });
});

describe('game: position()', () => {
  it('lists reserve, home and the tile of every piece in path order, stacks repeated', () => {
    const game = at('r2 h1 B5 A3 A3 B1 / r6 h0 C1 / light move 4', { variant: 'bell' });
    expect(game.position()).to.deep.equal({
      light: { reserve: 2, home: 1, tiles: ['A3', 'A3', 'B1', 'B5'] },
      dark: { reserve: 6, home: 0, tiles: ['C1'] },
      turn: 'light',
      phase: 'move',
      distance: 4,
      winner: null,
      notation: 'r2 h1 A3 A3 B1 B5 / r6 h0 C1 / light move 4',
    });
    expect(moveFrom(game, 'A3').to).to.equal('B2');
  });
});

describe('game: handed-in dice, apply and awaiting (online play)', () => {
  it('a game with seed null has no dice of its own: a throw must be handed in, and the record predicts nothing', () => {
    const game = createGame({ seed: null });
    expect(() => game.throwDice()).to.throw(/no dice of its own/);
    expect(game.actions).to.deep.equal([]);
    game.throwDice(2);
    const record = game.toJSON();
    expect(record.seed).to.equal(null);
    expect(loadGame(record).toJSON()).to.deep.equal(record);
    expect(() => loadGame({ ...record, actions: ['t2'] })).to.throw(/no dice of its own/);
  });

  it('apply() plays record actions and refuses anything else without changing the game', () => {
    const game = createGame({ seed: 7 });
    const mirror = createGame({ seed: null });
    game.throwDice();
    const thrown = game.actions[0].replace('t', 'h');
    mirror.apply(thrown);
    expect(mirror.position().notation).to.equal(game.position().notation);
    const before = mirror.toJSON();
    for (const bad of ['t9', 'h9', 'Z9-Z9', 'decline', 'next', '', 'h']) {
      expect(() => mirror.apply(bad), bad).to.throw(Error);
      expect(mirror.toJSON()).to.deep.equal(before);
    }
    expect(() => mirror.apply(42 as unknown as string)).to.throw(/an action must be a string, got 42/);
  });

  it('apply() refuses a t-throw the seeded dice would not throw, and keeps the dice where they were', () => {
    const game = createGame({ seed: 3 });
    const probe = createGame({ seed: 3 });
    const value = probe.throwDice().value;
    const wrong = `t${value === 0 ? 1 : 0}`;
    expect(() => game.apply(wrong)).to.throw(new RegExp(`the seeded dice throw ${value} there`));
    expect(game.actions).to.deep.equal([]);
    expect(game.throwDice().value).to.equal(value);
  });

  it('awaiting() names the action and the player, through a bell game to the next game', () => {
    const game = createGame({ variant: 'finkel', seed: 1 });
    expect(game.awaiting()).to.deep.equal({ action: 'throw', player: 'light' });
    const over = createGame({ variant: 'finkel', start: 'r0 h6 A8 / r7 h0 / light move 2' });
    expect(over.awaiting()).to.deep.equal({ action: 'move', player: 'light' });
    over.move('A8-H');
    expect(over.awaiting()).to.deep.equal({ action: 'nothing', player: null });
  });

  it('throwDice() names a bad value as itself', () => {
    const game = createGame({ seed: 1 });
    expect(() => game.throwDice(Number.NaN)).to.throw(/cannot show NaN/);
    expect(() => game.throwDice('3' as unknown as number)).to.throw(/cannot show "3"/);
  });
});

describe('game: describeMove', () => {
  it('describes a move from the compact state alone, as legalMoves() lists it, and changes nothing', () => {
    const game = at('r3 h1 A4 A2 B5 / r4 h0 B6 C3 B7 / light move 2');
    const state = game.state;
    const before = game.position().notation;
    for (const move of game.legalMoves()) {
      const index = game.layout.indices[0][move.from] ?? 0;
      expect(describeMove(game.layout, state, index)).to.deep.equal(move);
    }
    expect(game.position().notation).to.equal(before);
    expect([...state.board]).to.deep.equal([...game.state.board]);
  });

  it('describes a bell double that ends on eyes', () => {
    const game = at('r6 h0 B5 / r6 h0 C1 / light move 1', { variant: 'bell' });
    const move = describeMove(game.layout, game.state, game.layout.indices[0]['B5']);
    expect(move).to.include({ from: 'B5', to: 'B7', double: true, eyes: true, notation: 'B5-B7' });
    expect(move.landings).to.deep.equal(['B6', 'B7']);
  });

  it('throws for a move that is not legal now', () => {
    const game = at('r3 h1 A4 A2 B5 / r4 h0 B6 C3 B7 / light move 2');
    expect(() => describeMove(game.layout, game.state, game.layout.indices[0]['A4'])).to.throw(/no legal move from A4/);
    const thrown = at('r3 h1 A4 A2 B5 / r4 h0 B6 C3 B7 / light throw');
    expect(() => describeMove(thrown.layout, thrown.state, 0)).to.throw(/no legal move/);
  });
});
