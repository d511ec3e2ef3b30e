/**
 * The engine works things out only when read (issue 9, "the Game API at engine speed"): the
 * occupancy bits beside the board, results that keep a place in the history instead of a copy
 * of the position. These tests read late what was worked out lazily and compare it with a twin
 * game that read everything at once.
 */
import { expect } from '@open-wc/testing';
import { core, createGame, Random, VARIANTS, type Game, type GameOptions } from '../../src/engine/index.js';

const {
  applyMove,
  applyThrow,
  cloneState,
  createLayout,
  declineBonus,
  initialState,
  legalMoveSources,
  syncBits,
  PHASE_EYES,
  PHASE_OVER,
  PHASE_THROW,
  PHASE_THROW_OFF,
} = core;

describe('lazy: occupancy bits', () => {
  for (const variant of VARIANTS) {
    it(`${variant}: the core keeps State.bits in step with the board through random games`, () => {
      const layout = createLayout(createGame({ variant }).rules);
      const random = new Random(7);
      const sources = new Int8Array(32);
      for (let game = 0; game < 30; game++) {
        const state = initialState(layout);
        while (state.phase !== PHASE_OVER) {
          if (state.phase === PHASE_THROW || state.phase === PHASE_THROW_OFF)
            applyThrow(layout, state, random.throwValue(layout.dice));
          else {
            const count = legalMoveSources(layout, state, sources);
            const pick = random.below(state.phase === PHASE_EYES ? count + 1 : count);
            if (pick === count) declineBonus(state);
            else applyMove(layout, state, sources[pick]);
          }
          const recomputed = cloneState(state);
          syncBits(layout, recomputed);
          expect(state.bits).to.deep.equal(recomputed.bits);
        }
      }
    });
  }

  it('syncBits after a direct write to the board: the moves follow the board', () => {
    const layout = createLayout(createGame().rules);
    const state = initialState(layout);
    applyThrow(layout, state, 4);
    const sources = new Int8Array(32);
    expect(Array.from(sources.subarray(0, legalMoveSources(layout, state, sources)))).to.deep.equal([0]);
    // Light's pieces on A1 (position 4) and B5 (position 9): the reserve's 4 would land on its own A1.
    state.board[0] -= 2;
    state.board[4] = 1;
    state.board[9] = 1;
    syncBits(layout, state);
    expect(Array.from(sources.subarray(0, legalMoveSources(layout, state, sources)))).to.deep.equal([4, 9]);
  });
});

/**
 * Plays `game` with seeded choices (an undo now and then, which forks the history), keeping
 * every result; `eager` reads each result as it comes. Returns the results as JSON, read at the end.
 */
function playKeeping(options: GameOptions, eager: boolean): string[] {
  const game: Game = createGame(options);
  const choices = new Random(5);
  const kept: unknown[] = [];
  const read: string[] = [];
  const keep = (result: unknown) => {
    kept.push(result);
    if (eager) read.push(JSON.stringify(result));
  };
  for (let step = 0; step < 3000 && game.awaiting().action !== 'nothing'; step++) {
    const { action } = game.awaiting();
    if (action === 'throw') keep(game.throwDice());
    else if (action === 'next-game') keep(game.nextGame());
    else if (action === 'bonus' && choices.below(3) === 0) keep(game.decline());
    else {
      const moves = game.legalMoves();
      keep(moves);
      keep(game.move(moves[choices.below(moves.length)]));
    }
    // Sometimes take back one to three actions (across snapshots too), keeping their results.
    if (choices.below(40) === 0) for (let n = 1 + choices.below(3); n > 0; n--) game.undo();
  }
  expect(game.awaiting().action).to.equal('nothing');
  return eager ? read : kept.map((result) => JSON.stringify(result));
}

describe('lazy: results read long after', () => {
  for (const options of [
    { variant: 'finkel', seed: 3 },
    { variant: 'bell', seed: 9, rules: { targetScore: 200 } },
  ] as const) {
    it(`${options.variant}: throw and move results, and moves handed out, read at the end equal what they said at once`, () => {
      const late = playKeeping(options, false);
      const early = playKeeping(options, true);
      expect(late.length).to.be.above(300);
      expect(late).to.deep.equal(early);
    });
  }
});
