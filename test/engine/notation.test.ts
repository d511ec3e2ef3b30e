import { expect } from '@open-wc/testing';
import {
  core,
  createGame,
  formatAction,
  MAX_ACTION_TEXT,
  moveNotation,
  parseAction,
  parseMoveNotation,
  parsePosition,
  positionToString,
  PRESETS,
  VARIANTS,
} from '../../src/engine/index.js';
import { placeAt, pathIndexOf } from '../../src/engine/notation.js';

const finkel = core.createLayout(PRESETS.finkel);
const bell = core.createLayout(PRESETS.bell);

describe('notation: moves', () => {
  it('writes moves as from-to, x for a capture, R and H for reserve and home, * for a rosette', () => {
    expect(moveNotation('A4', 'A2', false, false)).to.equal('A4-A2');
    expect(moveNotation('B3', 'B5', true, false)).to.equal('B3xB5');
    expect(moveNotation('reserve', 'A4', false, false)).to.equal('R-A4');
    expect(moveNotation('A8', 'home', false, false)).to.equal('A8-H');
    expect(moveNotation('B2', 'B4', true, true)).to.equal('B2xB4*');
  });

  it('parses move strings, forgiving case, spaces and the marks', () => {
    const plain = { capture: false, rosette: false };
    expect(parseMoveNotation('A4-A2')).to.deep.equal({ from: 'A4', to: 'A2', ...plain });
    expect(parseMoveNotation(' b3 x b5* ')).to.deep.equal({ from: 'B3', to: 'B5', capture: true, rosette: true });
    expect(parseMoveNotation('r-a4')).to.deep.equal({ from: 'R', to: 'A4', ...plain });
    expect(parseMoveNotation('A8-H')).to.deep.equal({ from: 'A8', to: 'H', ...plain });
    expect(parseMoveNotation('B10-B12')).to.deep.equal({ from: 'B10', to: 'B12', ...plain });
    for (const text of ['', 'A4', 'A4-', 'A4A2', 'H-A4', 'A4-R', 'A123-B1', 'decline', 't3']) {
      expect(parseMoveNotation(text), text).to.equal(null);
    }
  });

  it('reads every kind of action, and refuses what is none', () => {
    expect(parseAction('t3')).to.deep.equal({ kind: 'throw', value: 3, host: false });
    expect(parseAction('h0')).to.deep.equal({ kind: 'throw', value: 0, host: true });
    expect(parseAction('decline')).to.deep.equal({ kind: 'decline' });
    expect(parseAction('next')).to.deep.equal({ kind: 'next' });
    expect(parseAction('B3xB5*')).to.deep.equal({ kind: 'move', from: 'B3', to: 'B5', capture: true, rosette: true });
    const tooLong = `A4-A2${' '.repeat(MAX_ACTION_TEXT)}`;
    for (const text of ['', 't', 't12', 'x3', 'h-1', 'T3', 'Decline', 'next ', tooLong, 3 as unknown as string]) {
      expect(parseAction(text), String(text)).to.equal(null);
    }
  });

  it('writes back every action it reads, as the record writes it', () => {
    for (const text of ['t0', 't4', 'h2', 'decline', 'next', 'R-A4', 'B3xB5*', 'A8-H', 'B10-B12']) {
      expect(formatAction(parseAction(text)!)).to.equal(text);
    }
    for (const variant of VARIANTS) {
      const game = createGame({ variant, seed: 9 });
      for (let step = 0; step < 300 && game.awaiting().action !== 'nothing'; step++) {
        const { action } = game.awaiting();
        if (action === 'throw') game.throwDice();
        else if (action === 'next-game') game.nextGame();
        else if (action === 'bonus' && step % 2) game.decline();
        else game.move(game.legalMoves()[0]);
      }
      for (const action of game.actions) expect(formatAction(parseAction(action)!), variant).to.equal(action);
    }
  });

  it("every legal move's notation parses back to its from and to", () => {
    for (const variant of VARIANTS) {
      const game = createGame({ variant, seed: 4 });
      for (let step = 0; step < 300 && game.phase !== 'over'; step++) {
        if (game.phase === 'throw' || game.phase === 'throw-off') {
          game.throwDice();
          continue;
        }
        for (const move of game.legalMoves()) {
          const parsed = parseMoveNotation(move.notation)!;
          expect(pathIndexOf(game.layout, game.state.turn, parsed.from)).to.equal(
            pathIndexOf(game.layout, game.state.turn, move.from),
          );
          expect(pathIndexOf(game.layout, game.state.turn, parsed.to)).to.equal(
            pathIndexOf(game.layout, game.state.turn, move.to),
          );
        }
        game.move(game.legalMoves()[step % game.legalMoves().length].notation);
      }
    }
  });

  it('§1 tile names map to path indices per player (reserve R, home H)', () => {
    expect(pathIndexOf(finkel, 0, 'reserve')).to.equal(0);
    expect(pathIndexOf(finkel, 0, 'R')).to.equal(0);
    expect(pathIndexOf(finkel, 1, 'home')).to.equal(15);
    expect(pathIndexOf(finkel, 1, 'h')).to.equal(15);
    expect(pathIndexOf(finkel, 0, 'a4')).to.equal(1);
    expect(pathIndexOf(finkel, 1, 'C4')).to.equal(1);
    expect(pathIndexOf(finkel, 0, 'C4')).to.equal(-1);
    expect(pathIndexOf(finkel, 0, 'A5')).to.equal(-1);
    expect(placeAt(finkel, 1, 14)).to.equal('C7');
    expect(placeAt(finkel, 0, 0)).to.equal('reserve');
    expect(placeAt(finkel, 0, 15)).to.equal('home');
  });
});

describe('notation: positions', () => {
  const valid: [string, typeof finkel][] = [
    ['r7 h0 / r7 h0 / light throw', finkel],
    ['r5 h0 A3 B5 / r6 h0 B6 / light move 3', finkel],
    ['r0 h7 / r2 h1 C4 B2 B3 B8 / light wins', finkel],
    ['r5 h0 A2 B1 / r6 h0 B3 / dark eyes then light', bell],
    ['r7 h0 / r7 h0 / light throw-off', bell],
    ['r7 h0 / r7 h0 / dark throw-off 4', bell],
    ['r3 h0 A4 A4 B5 B5 / r7 h0 / dark throw', bell],
  ];
  for (const [text, layout] of valid) {
    it(`round-trips "${text}"`, () => {
      expect(positionToString(layout, parsePosition(layout, text))).to.equal(text);
    });
  }

  it('normalises order and spacing: pieces in path order', () => {
    const state = parsePosition(finkel, '  r5  B5 h0 A3 /r6 h0 B6/ light   move 3 ');
    expect(positionToString(finkel, state)).to.equal('r5 h0 A3 B5 / r6 h0 B6 / light move 3');
  });

  it('parses the status into the compact state', () => {
    const eyes = parsePosition(bell, 'r5 h0 A2 B1 / r6 h0 B3 / dark eyes then light');
    expect([eyes.turn, eyes.phase, eyes.afterBonus]).to.deep.equal([1, core.PHASE_EYES, 0]);
    const throwOff = parsePosition(bell, 'r7 h0 / r7 h0 / dark throw-off 4');
    expect([throwOff.turn, throwOff.phase, throwOff.throwOff]).to.deep.equal([1, core.PHASE_THROW_OFF, 4]);
    const over = parsePosition(finkel, 'r0 h7 / r2 h1 C4 B2 B3 B8 / light wins');
    expect([over.phase, over.winner]).to.deep.equal([core.PHASE_OVER, 0]);
    const move = parsePosition(finkel, 'r5 h0 A3 B5 / r6 h0 B6 / light move 3');
    expect([move.phase, move.distance]).to.deep.equal([core.PHASE_MOVE, 3]);
  });

  const invalid: [string, string, typeof finkel, RegExp][] = [
    ['two parts', 'r7 h0 / r7 h0', finkel, /expected "<light> \/ <dark> \/ <status>"/],
    ['a tile not on the path', 'r6 h0 C3 / r7 h0 / light throw', finkel, /"C3" is not a tile on light's path/],
    ['an unknown token', 'r6 h0 Q9 / r7 h0 / light throw', finkel, /"Q9" is not a tile/],
    ['too few pieces', 'r6 h0 / r7 h0 / light throw', finkel, /light has 6 pieces, the rules give 7/],
    ['too many pieces', 'r7 h0 / r7 h0 B1 / light throw', finkel, /dark has 8 pieces/],
    ['a count that would wrap a byte', 'r263 h0 / r7 h0 / light throw', finkel, /light has 263 pieces/],
    [
      'a stack where stacking is forbidden',
      'r5 h0 B1 B1 / r7 h0 / light throw',
      finkel,
      /2 pieces on B1 but these rules forbid stacking/,
    ],
    ['two colours on one tile', 'r6 h0 B2 / r6 h0 B2 / light throw', bell, /both colours stand on B2/],
    ['an unknown player', 'r7 h0 / r7 h0 / blue throw', finkel, /status must start with light or dark, got "blue"/],
    ['an unknown phase', 'r7 h0 / r7 h0 / light dance', finkel, /unknown phase "dance"/],
    ['a throw the dice cannot show', 'r7 h0 / r7 h0 / light move 5', finkel, /"5" is not a throw that can be moved/],
    ['a zero to move', 'r7 h0 / r7 h0 / light move 0', finkel, /"0" is not a throw that can be moved/],
    ['a move without a throw', 'r7 h0 / r7 h0 / light move', finkel, /has 2 words, expected 3/],
    ['trailing words', 'r7 h0 / r7 h0 / light throw now', finkel, /has 3 words, expected 2/],
    [
      'eyes without "then"',
      'r5 h0 A2 B1 / r6 h0 B3 / dark eyes for light',
      bell,
      /expected "<player> eyes then <player>"/,
    ],
    ['a throw-off begun by dark', 'r7 h0 / r7 h0 / dark throw-off', bell, /light throws first in a throw-off/],
    ['a throw-off value with light to throw', 'r7 h0 / r7 h0 / light throw-off 4', bell, /not light's throw-off throw/],
    ['a winner without every piece home', 'r1 h6 / r7 h0 / light wins', finkel, /light has not borne off every piece/],
    ['a finished game without "wins"', 'r0 h7 / r7 h0 / dark throw', finkel, /light has already borne off every piece/],
    ['a move nobody can make', 'r0 h6 A7 / r7 h0 / light move 2', finkel, /light has no legal move of 2/],
    [
      'an eyes bonus in a race variant',
      'r6 h0 A4 / r7 h0 / light eyes then light',
      finkel,
      /these rules have no eyes tiles, so no eyes bonus/,
    ],
    [
      'an eyes bonus nobody can take',
      'r6 h0 A2 / r7 h0 / dark eyes then light',
      bell,
      /dark has no legal move of 4 for the eyes bonus/,
    ],
  ];
  for (const [what, text, layout, message] of invalid) {
    it(`rejects ${what} with a clear error`, () => {
      expect(() => parsePosition(layout, text)).to.throw(message);
      expect(() => parsePosition(layout, text)).to.throw(`invalid position "${text}"`);
    });
  }

  it('rejects a position that is not a string', () => {
    expect(() => parsePosition(finkel, 42 as never)).to.throw(/a position must be a string/);
  });

  it('createGame({ start }) starts from a position and rejects a bad one', () => {
    const game = createGame({ start: 'r5 h0 A3 B5 / r6 h0 B6 / light move 3', seed: 1 });
    expect(game.position().notation).to.equal('r5 h0 A3 B5 / r6 h0 B6 / light move 3');
    expect(game.start).to.equal('r5 h0 A3 B5 / r6 h0 B6 / light move 3');
    expect(() => createGame({ start: 'r7 h0 / r7 h0 / light move 9' })).to.throw(/invalid position/);
    expect(() => createGame({ variant: 'blitz', start: 'r7 h0 / r7 h0 / light throw' })).to.throw(
      /light has 7 pieces, the rules give 5/,
    );
  });
});
