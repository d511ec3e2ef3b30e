import { expect } from '@open-wc/testing';
import { createGame, PRESETS, resolveRules, type Rules } from '../../src/engine/index.js';
import { at, moveFrom, sources } from './helpers.js';
import {
  applyMove,
  applyThrow,
  cloneState,
  copyState,
  createLayout,
  destination,
  initialState,
  legalMoveSources,
  EFFECT_CAPTURE,
  EFFECT_DOUBLE,
  EFFECT_HOME,
  EFFECT_ROSETTE,
  EFFECT_WIN,
  PHASE_OVER,
  PHASE_THROW,
  THROW_MOVE,
  THROW_NO_MOVE,
  THROW_ZERO,
  type Layout,
  type State,
} from '../../src/engine/moves.js';

/** Pieces of `player` at path index `index`. */
const piecesAt = (layout: Layout, state: State, player: number, index: number) =>
  state.board[player * layout.stride + index];

describe('moves: the compact core', () => {
  it('createLayout compiles the path: length, home, tiles by position, shared tiles', () => {
    const layout = createLayout(PRESETS.finkel);
    expect([layout.length, layout.home, layout.stride]).to.deep.equal([14, 15, 16]);
    expect(layout.tiles[0].slice(1, 15)).to.deep.equal([
      'A4',
      'A3',
      'A2',
      'A1',
      'B1',
      'B2',
      'B3',
      'B4',
      'B5',
      'B6',
      'B7',
      'B8',
      'A8',
      'A7',
    ]);
    expect(layout.tiles[1][1]).to.equal('C4');
    // B1 is position 5 for both players; A4 (position 1) is private.
    expect(layout.opposite[5]).to.equal(5);
    expect(layout.opposite[1]).to.equal(0);
    expect(layout.indices[1]['C7']).to.equal(14);
    const masters = createLayout(PRESETS.masters);
    // Light's C7 (position 12) is dark's last tile (16): the two paths cross in opposite directions.
    expect(masters.opposite[12]).to.equal(16);
    expect(masters.home).to.equal(17);
  });

  it('initialState: every piece in reserve, the first player to throw', () => {
    for (const variant of ['finkel', 'blitz'] as const) {
      const layout = createLayout(PRESETS[variant]);
      const state = initialState(layout);
      expect(piecesAt(layout, state, 0, 0)).to.equal(PRESETS[variant].pieces);
      expect(piecesAt(layout, state, 1, 0)).to.equal(PRESETS[variant].pieces);
      expect(Array.from(state.board).reduce((a, b) => a + b, 0)).to.equal(2 * PRESETS[variant].pieces);
      expect([state.turn, state.phase, state.winner]).to.deep.equal([0, PHASE_THROW, -1]);
    }
    expect(initialState(createLayout(resolveRules('finkel', { firstPlayer: 'dark' }))).turn).to.equal(1);
  });

  it('cloneState and copyState copy without sharing the board', () => {
    const layout = createLayout(PRESETS.finkel);
    const state = initialState(layout);
    const clone = cloneState(state);
    clone.board[0] = 3;
    expect(state.board[0]).to.equal(7);
    copyState(state, clone);
    expect(state.board[0]).to.equal(3);
    expect(state.board).to.not.equal(clone.board);
  });

  it('applyThrow / legalMoveSources / applyMove agree with the Game API', () => {
    const game = at('r5 h0 A3 B5 / r6 h0 B6 / light throw');
    const layout = game.layout;
    const state = game.state;
    expect(applyThrow(layout, state, 3)).to.equal(THROW_MOVE);
    game.throwDice(3);
    expect(state).to.deep.equal(game.state);
    const out: number[] = [];
    const count = legalMoveSources(layout, state, out);
    expect(
      out
        .slice(0, count)
        .map((p) => layout.tiles[0][p] || 'reserve')
        .sort(),
    ).to.deep.equal(sources(game));
    const effects = applyMove(layout, state, layout.indices[0]['B5']);
    game.move('B5-B8');
    expect(effects & EFFECT_CAPTURE).to.equal(0);
    expect(state).to.deep.equal(game.state);
  });

  it('applyThrow reports a zero and a throw without a legal move', () => {
    const layout = createLayout(PRESETS.finkel);
    const state = initialState(layout);
    expect(applyThrow(layout, state, 0)).to.equal(THROW_ZERO);
    expect(state.turn).to.equal(1);
    const blocked = at('r0 h6 A7 / r7 h0 / light throw').state;
    expect(applyThrow(layout, blocked, 2)).to.equal(THROW_NO_MOVE);
    expect([blocked.turn, blocked.phase]).to.deep.equal([1, PHASE_THROW]);
  });

  it('applyMove returns effect flags: rosette, capture, home, win', () => {
    const layout = createLayout(PRESETS.finkel);
    const rosette = at('r7 h0 / r7 h0 / light move 4').state;
    expect(applyMove(layout, rosette, 0) & EFFECT_ROSETTE).to.not.equal(0);
    const capture = at('r6 h0 B2 / r6 h0 B5 / light move 3').state;
    expect(applyMove(layout, capture, 6) & EFFECT_CAPTURE).to.not.equal(0);
    const win = at('r0 h6 A7 / r7 h0 / light move 1').state;
    const flags = applyMove(layout, win, 14);
    expect(flags & (EFFECT_HOME | EFFECT_WIN)).to.equal(EFFECT_HOME | EFFECT_WIN);
    expect([win.phase, win.winner]).to.deep.equal([PHASE_OVER, 0]);
  });

  it('no legal moves outside the move and eyes phases', () => {
    const game = at('r5 h0 A3 B5 / r6 h0 B6 / light throw');
    expect(legalMoveSources(game.layout, game.state, [])).to.equal(0);
    expect(game.legalMoves()).to.deep.equal([]);
  });
});

describe('moves: race rules (docs/rules.md §3)', () => {
  it('§3.3 a reserve piece enters at path index = throw', () => {
    for (const [value, tile] of [
      [1, 'A4'],
      [2, 'A3'],
      [3, 'A2'],
      [4, 'A1'],
    ] as const) {
      const move = moveFrom(at(`r7 h0 / r7 h0 / light move ${value}`), 'reserve');
      expect(move.to, `throw ${value}`).to.equal(tile);
      expect(move.enter).to.equal(true);
    }
    expect(moveFrom(at('r7 h0 / r7 h0 / dark move 3'), 'reserve').to).to.equal('C2');
  });

  it("§3 switch dice: with bell's dice a race piece enters on position 5 with a 5 (B1)", () => {
    const game = at('r7 h0 / r7 h0 / light move 5', { rules: { dice: 'three-tetrahedral' } });
    expect(moveFrom(game, 'reserve').to).to.equal('B1');
  });

  it('§3.3 a board piece at position p moves to p + throw', () => {
    const game = at('r5 h0 A3 B5 / r6 h0 B6 / light move 3');
    expect(moveFrom(game, 'A3').to).to.equal('B1');
    expect(moveFrom(game, 'B5').to).to.equal('B8');
    const masters = at('r6 h0 B6 / r7 h0 / light move 3', { variant: 'masters' });
    expect(moveFrom(masters, 'B6').to).to.equal('C8');
    const dark = at('r7 h0 / r6 h0 B7 / dark move 2', { variant: 'masters' });
    expect(moveFrom(dark, 'B7').to).to.equal('A8');
  });

  it("§3.4 no stacking: a move may not end on the mover's own piece", () => {
    const game = at('r5 h0 A4 A2 / r7 h0 / light move 2');
    expect(sources(game)).to.deep.equal(['A2', 'reserve']);
    expect(() => game.move('A4-A2')).to.throw(/illegal move A4-A2/);
    const entering = at('r6 h0 A3 / r7 h0 / light move 2');
    expect(sources(entering)).to.deep.equal(['A3']);
  });

  it('§3.5 ending on an opponent piece captures it back to its reserve', () => {
    const game = at('r6 h0 B2 / r6 h0 B5 / light move 3');
    const move = moveFrom(game, 'B2');
    expect(move).to.include({ to: 'B5', capture: 'B5', notation: 'B2xB5' });
    const result = game.move(move);
    expect(result.position.dark).to.deep.equal({ reserve: 7, home: 0, tiles: [] });
    expect(result.position.light.tiles).to.deep.equal(['B5']);
  });

  it('§3.5 captures only on shared tiles: pieces on the two outer rows never meet', () => {
    const game = at('r6 h0 A4 / r6 h0 C2 / light move 2');
    const move = moveFrom(game, 'A4');
    expect(move.to).to.equal('A2');
    expect(move.capture).to.equal(null);
    expect(game.move(move).position.notation).to.equal('r6 h0 A2 / r6 h0 C2 / dark throw');
  });

  it('§3.5 safe rosettes: a piece on a rosette cannot be captured (finkel, aseb)', () => {
    const game = at('r6 h0 B2 / r6 h0 B4 / light move 2');
    expect(sources(game)).to.deep.equal(['reserve']);
    expect(() => game.move('B2-B4')).to.throw(/illegal move/);
    const aseb = at('r4 h0 B6 / r4 h0 B8 / light move 2', { variant: 'aseb' });
    expect(sources(aseb)).to.deep.equal(['reserve']);
  });

  it('§3.5 without safe rosettes a piece on a rosette is captured (masters, blitz, switch off)', () => {
    const masters = at('r6 h0 B2 / r6 h0 B4 / light move 2', { variant: 'masters' });
    expect(moveFrom(masters, 'B2')).to.include({ capture: 'B4', rosette: true, notation: 'B2xB4*' });
    const finkel = at('r6 h0 B2 / r6 h0 B4 / light move 2', { rules: { safeRosettes: false } });
    expect(moveFrom(finkel, 'B2').capture).to.equal('B4');
  });

  it('§3.5 safe rosettes on: a rosette on a private tile is simply taken', () => {
    const game = at('r7 h0 / r6 h0 C1 / light move 4');
    expect(moveFrom(game, 'reserve')).to.include({ to: 'A1', rosette: true, capture: null });
  });

  it('§3 switch captures off: a move onto an opponent piece is illegal', () => {
    const game = at('r6 h0 B2 / r6 h0 B5 / light move 3', { rules: { captures: false } });
    expect(sources(game)).to.deep.equal(['reserve']);
    expect(() => game.move('B2-B5')).to.throw(/illegal move B2-B5/);
  });

  it('§3.6 exact exit: home only by the exact throw', () => {
    const exact = at('r6 h0 A8 / r7 h0 / light move 2');
    expect(moveFrom(exact, 'A8')).to.include({ to: 'home', bearOff: true, notation: 'A8-H' });
    expect(sources(at('r6 h0 A8 / r7 h0 / light move 3'))).to.deep.equal(['reserve']);
    expect(sources(at('r6 h0 A8 / r7 h0 / light move 4'))).to.deep.equal(['reserve']);
  });

  it('§3.6 exact exit off: any throw reaching or passing home bears off', () => {
    for (const value of [2, 3, 4]) {
      const game = at(`r6 h0 A8 / r7 h0 / light move ${value}`, { rules: { exactExit: false } });
      expect(moveFrom(game, 'A8'), `throw ${value}`).to.include({ to: 'home', bearOff: true });
    }
    const result = at('r6 h0 A8 / r7 h0 / light move 4', { rules: { exactExit: false } }).move('A8-H');
    expect(result.position.light.home).to.equal(1);
  });

  it('§3 pieces at home no longer move; a piece never passes home with exact exit', () => {
    const game = at('r0 h6 A7 / r7 h0 / light move 1');
    expect(sources(game)).to.deep.equal(['A7']);
  });

  it('§3 a host may hand in a move by object, by { from, to } or by string', () => {
    for (const input of ['B2xB5', { from: 'B2' }, { from: 'B2', to: 'B5' }, 'b2-b5']) {
      const game = at('r6 h0 B2 / r6 h0 B5 / light move 3');
      expect(game.move(input as never).move.notation).to.equal('B2xB5');
    }
    const game = at('r6 h0 B2 / r6 h0 B5 / light move 3');
    expect(game.move(moveFrom(game, 'reserve')).move.to).to.equal('A2');
  });
});

describe('moves: bell (docs/rules.md §4.2-§4.4)', () => {
  const bell = (start: string) => at(start, { variant: 'bell' });

  it('§4.2 a piece enters only onto the start square, by a throw of 5', () => {
    expect(bell('r7 h0 / r7 h0 / light throw').throwDice(1).outcome).to.equal('no-move');
    expect(bell('r7 h0 / r7 h0 / light throw').throwDice(4).outcome).to.equal('no-move');
    const game = bell('r6 h0 A4 / r7 h0 / light move 5');
    expect(moveFrom(game, 'reserve')).to.include({ to: 'A4', enter: true });
    // Several pieces may stand on the start square (stacking).
    expect(game.move('R-A4').position.light.tiles).to.deep.equal(['A4', 'A4']);
  });

  it('§4.2 a throw of 1 or 4 never enters a piece', () => {
    expect(sources(bell('r6 h0 A4 / r7 h0 / light move 4'))).to.deep.equal(['A4']);
    expect(sources(bell('r6 h0 A4 / r7 h0 / light move 1'))).to.deep.equal(['A4']);
  });

  it('§4.2 Decision: rosette enters a reserve piece at once', () => {
    const game = bell('r6 h0 A2 / r7 h0 / light move 1');
    const move = moveFrom(game, 'A2');
    expect(move).to.include({ to: 'A1', rosette: true, freeEntry: true });
    const result = game.move(move);
    expect(result.position.light).to.deep.equal({ reserve: 5, home: 0, tiles: ['A4', 'A1'] });
    // Not a throw, and the turn goes on (a 1 was moved).
    expect(result.turn).to.deep.include({ player: 'light', phase: 'throw' });
  });

  it('§4.2 Decision: a rosette with an empty reserve enters nothing', () => {
    const result = bell('r0 h5 B8 A8 / r7 h0 / light move 1').move('A8-A7*');
    expect(result.move.freeEntry).to.equal(false);
    expect(result.position.light).to.deep.equal({ reserve: 0, home: 5, tiles: ['B8', 'A7'] });
  });

  it("§4 Decision: the start square's eyes pattern has no effect", () => {
    // Dark has a board piece that could take an eyes bonus; entering on A4 gives none.
    const game = bell('r6 h0 A3 / r6 h0 C3 / light move 5');
    const move = moveFrom(game, 'reserve');
    expect(move.eyes).to.equal(false);
    expect(game.move(move).turn).to.deep.include({ player: 'light', phase: 'throw' });
    const viaRosette = bell('r5 h0 A2 B2 / r6 h0 C3 / light move 1').move('A2-A1');
    expect(viaRosette.move.eyes).to.equal(false);
    expect(viaRosette.turn.phase).to.equal('throw');
  });

  it('§4.3 stacking: pieces of one player may share a tile', () => {
    const game = bell('r5 h0 A4 A3 / r7 h0 / light move 1');
    expect(game.move('A4-A3').position.light.tiles).to.deep.equal(['A3', 'A3']);
  });

  it('§4.3 ending on exactly one opponent piece captures it', () => {
    const game = bell('r6 h0 B1 / r6 h0 B2 / light move 1');
    const result = game.move(moveFrom(game, 'B1'));
    expect(result.move).to.include({ capture: 'B2', bounced: false });
    expect(result.position.dark.reserve).to.equal(7);
    expect(result.position.light.tiles).to.deep.equal(['B2']);
  });

  it('§4.3 a stack of two sends the arriving piece back', () => {
    const game = bell('r6 h0 B1 / r5 h0 B2 B2 / light move 1');
    const move = moveFrom(game, 'B1');
    expect(move).to.include({ bounced: true, capture: null, to: 'B2' });
    const result = game.move(move);
    expect(result.position.light).to.deep.equal({ reserve: 7, home: 0, tiles: [] });
    expect(result.position.dark.tiles).to.deep.equal(['B2', 'B2']);
  });

  it('§4.3 a stack of three also sends the arriving piece back', () => {
    const result = bell('r6 h0 B1 / r4 h0 B5 B5 B5 / light move 4').move('B1-B5');
    expect(result.move.bounced).to.equal(true);
    expect(result.position.dark.tiles).to.deep.equal(['B5', 'B5', 'B5']);
  });

  it('§4.3 pieces meet only on the middle row: same-column outer tiles never interact', () => {
    const game = bell('r6 h0 A4 / r6 h0 C3 / light move 1');
    expect(game.move('A4-A3').position.notation).to.equal('r6 h0 A3 / r6 h0 C3 / light throw');
  });

  it('§4.4 double: advances again by the same throw', () => {
    const game = bell('r6 h0 A2 / r7 h0 / light move 4');
    const move = moveFrom(game, 'A2');
    expect(move).to.include({ to: 'B7', double: true });
    expect(move.landings).to.deep.equal(['B3', 'B7']);
    expect(game.move(move).position.light.tiles).to.deep.equal(['B7']);
  });

  it('§4.4 double: the advance follows the usual rules (capture, rosette)', () => {
    const capture = moveFrom(bell('r6 h0 A2 / r6 h0 B7 / light move 4'), 'A2');
    expect(capture).to.include({ to: 'B7', capture: 'B7', double: true });
    const rosette = bell('r5 h0 A3 B2 / r7 h0 / light move 1').move('B2-B4');
    expect(rosette.move).to.include({ double: true, rosette: true, freeEntry: true });
    expect(rosette.move.landings).to.deep.equal(['B3', 'B4']);
    expect(rosette.position.light.tiles).to.deep.equal(['A4', 'A3', 'B4']);
  });

  it('§4.4 double: a capture on the double itself, then the advance', () => {
    const result = bell('r6 h0 A2 / r6 h0 B3 / light move 4').move('A2xB7');
    expect(result.move.captures).to.deep.equal(['B3']);
    expect(result.position.light.tiles).to.deep.equal(['B7']);
    expect(result.position.dark.reserve).to.equal(7);
  });

  it("§4.4 Decision: a double reached by an eyes bonus advances again by the bonus's 4", () => {
    const result = bell('r6 h0 B1 / r6 h0 C2 / dark eyes then light').move('C2-B7');
    expect(result.move).to.include({ bonus: true, distance: 4, double: true, to: 'B7' });
    expect(result.move.landings).to.deep.equal(['B3', 'B7']);
  });

  it('§4.4 double: the advance that reaches home exactly bears off', () => {
    const move = moveFrom(bell('r6 h0 B1 / r7 h0 / light move 5'), 'B1');
    expect(move.landings).to.deep.equal(['B6', 'home']);
    expect(move).to.include({ to: 'home', bearOff: true, double: true });
  });

  it('§4.4 double: another double advances again (chained doubles)', () => {
    // Bell's dice cannot carry a piece from B3 to B6; a second double on B7 shows the chain.
    const rules: Rules = { ...PRESETS.bell, tileKinds: { ...PRESETS.bell.tileKinds, B7: 'double' } };
    const layout = createLayout(rules);
    const state = at('r6 h0 A2 / r7 h0 / light move 4', { variant: 'bell' }).state;
    const trace = { landings: [] as number[], captures: [] as number[] };
    const effects = applyMove(layout, state, layout.indices[0]['A2'], trace);
    expect(trace.landings.map((p) => layout.tiles[0][p] || 'home')).to.deep.equal(['B3', 'B7', 'home']);
    expect(effects & (EFFECT_DOUBLE | EFFECT_HOME)).to.equal(EFFECT_DOUBLE | EFFECT_HOME);
  });

  it('§4 five-dots, zigzag and gate tiles have no effect when landed on', () => {
    // Dark has a board piece that could take an eyes bonus, so any effect would show.
    for (const [start, from, to] of [
      ['r6 h0 A4 / r6 h0 C3 / light move 1', 'A4', 'A3'], // five-dots
      ['r6 h0 B7 / r6 h0 C3 / light move 1', 'B7', 'B8'], // five-dots
      ['r6 h0 B8 / r6 h0 C3 / light move 1', 'B8', 'A8'], // zigzag
      ['r6 h0 A1 / r6 h0 C3 / light move 1', 'A1', 'B1'], // gate
    ] as const) {
      const move = moveFrom(bell(start), from);
      expect(move.to, start).to.equal(to);
      expect([move.double, move.eyes, move.rosette, move.freeEntry, move.capture], `${from}-${to}`).to.deep.equal([
        false,
        false,
        false,
        false,
        null,
      ]);
      expect(bell(start).move(move).turn, `${from}-${to}`).to.deep.include({ player: 'light', phase: 'throw' });
    }
  });

  it('§4.4 Decision: a double past home leaves the piece', () => {
    // The bell path cannot overshoot from B3/B6 with bell dice; a double on A8 shows the rule.
    const rules: Rules = { ...PRESETS.bell, tileKinds: { ...PRESETS.bell.tileKinds, A8: 'double' } };
    const layout = createLayout(rules);
    const state = at('r6 h0 B5 / r7 h0 / light move 4', { variant: 'bell' }).state;
    const B5 = layout.indices[0]['B5'];
    const A8 = layout.indices[0]['A8'];
    expect(destination(layout, state, 0, B5, 4)).to.equal(A8);
    const effects = applyMove(layout, state, B5);
    expect(effects & EFFECT_DOUBLE).to.equal(0);
    expect(piecesAt(layout, state, 0, A8)).to.equal(1);
    expect(piecesAt(layout, state, 0, layout.home)).to.equal(0);
  });

  it('§4.4 Decision: a double whose advance is illegal leaves the piece (safe rosette, captures off)', () => {
    const safe = at('r6 h0 B2 / r6 h0 B4 / light move 1', { variant: 'bell', rules: { safeRosettes: true } });
    expect(moveFrom(safe, 'B2')).to.include({ to: 'B3', double: false, capture: null });
    const noCapture = at('r6 h0 A2 / r6 h0 B7 / light move 4', { variant: 'bell', rules: { captures: false } });
    expect(moveFrom(noCapture, 'A2')).to.include({ to: 'B3', double: false });
  });

  it('§4.4 eyes: landing on eyes offers the opponent a board move of exactly 4', () => {
    const game = bell('r6 h0 A3 / r5 h0 C3 B1 / light move 1');
    const move = moveFrom(game, 'A3');
    expect(move).to.include({ to: 'A2', eyes: true });
    const result = game.move(move);
    expect(result.turn).to.deep.equal({ player: 'dark', phase: 'eyes', reason: 'eyes-bonus', distance: 4 });
    // Only board pieces: never the reserve.
    expect(game.legalMoves().map((m) => [m.from, m.to, m.bonus])).to.deep.equal([
      ['C3', 'B2', true],
      ['B1', 'B5', true],
    ]);
  });

  it('§4.4 eyes: the bonus move follows the usual rules and tile effects (capture)', () => {
    const game = bell('r5 h0 A3 B2 / r6 h0 C3 / light move 1');
    game.move('A3-A2');
    const result = game.move('C3xB2');
    expect(result.move).to.include({ capture: 'B2', bonus: true });
    expect(result.position.light.reserve).to.equal(6);
  });

  it('§4.4 eyes bonus chains: a bonus landing on eyes offers the other side a bonus', () => {
    const game = bell('r5 h0 A3 B1 / r6 h0 B3 / light move 1');
    game.move('A3-A2');
    const second = game.move('B3-B7');
    expect(second.move.eyes).to.equal(true);
    expect(second.turn).to.deep.include({ player: 'light', phase: 'eyes', distance: 4 });
    const third = game.move('A2xB7');
    expect(third.move).to.include({ double: true, capture: 'B7' });
    // Light landed with a 1, so light's turn goes on.
    expect(third.turn).to.deep.include({ player: 'light', phase: 'throw', reason: 'bonus-taken' });
  });

  it('§4.4 eyes: no bonus phase when the opponent has no board piece that can move 4', () => {
    const result = bell('r6 h0 A3 / r7 h0 / light move 1').move('A3-A2');
    expect(result.move.eyes).to.equal(true);
    expect(result.turn).to.deep.include({ player: 'light', phase: 'throw' });
    const blocked = bell('r6 h0 A3 / r6 h0 C7 / light move 1').move('A3-A2');
    expect(blocked.turn).to.deep.include({ player: 'light', phase: 'throw' });
  });

  it('§4 the arrival square is home, reached exactly', () => {
    const overshoot = bell('r6 h0 A7 / r7 h0 / light throw').throwDice(4);
    expect([overshoot.outcome, overshoot.moves.length]).to.deep.equal(['no-move', 0]);
    expect(moveFrom(bell('r6 h0 A7 / r7 h0 / light move 1'), 'A7')).to.include({ to: 'home', bearOff: true });
  });

  it('§5 two colours never share a tile, whatever the move', () => {
    const game = createGame({ variant: 'bell', seed: 5 });
    for (let step = 0; step < 400 && game.phase !== 'over'; step++) {
      if (game.phase === 'throw' || game.phase === 'throw-off') game.throwDice();
      else game.move(game.legalMoves()[step % game.legalMoves().length]);
      const { light, dark } = game.position();
      const lightTiles = new Set(light.tiles);
      expect(dark.tiles.some((tile) => lightTiles.has(tile))).to.equal(false);
    }
  });
});
