import { expect } from '@open-wc/testing';
import { core, createGame, resolveRules } from '../../src/engine/index.js';
import { solvable, Solver } from '../../src/ai/tables/solve.js';

describe('ai/solve: exact solution by value iteration', () => {
  it('finkel, 2 pieces each: the first player wins 33985/65535 of games (the published figure)', () => {
    const solver = new Solver(resolveRules('finkel'), 2).solve();
    const start = core.initialState(solver.layout);
    const value = solver.winChance(start);
    // Published solution tables store each chance as a 16-bit fraction of 65535.
    expect(Math.round(value * 65535)).to.equal(33985);
    expect(Math.abs(value - 33985 / 65535)).to.be.below(1 / 65535);
  });

  it('every value satisfies the game equation: the dice average of the best move (or the pass)', () => {
    const rules = resolveRules('finkel');
    const solver = new Solver(rules, 2).solve();
    const { layout } = solver;
    const state = core.initialState(layout);
    const trial = core.initialState(layout);
    const sources = new Int8Array(layout.home + 1);
    let checked = 0;
    for (let me = 0; me < solver.configs; me += 7) {
      for (let them = 0; them < solver.configs; them += 5) {
        solver.writeState(state, me, them);
        const value = solver.winChance(state);
        if (Number.isNaN(value) || state.board[layout.stride + layout.home] === 2 || !validPair(layout, state))
          continue;
        let expected = 0;
        for (const { value: thrown, probability } of layout.dice.outcomes) {
          const position = core.cloneState(state);
          const code = core.applyThrow(layout, position, thrown);
          let best = 1 - valueAfterPass(solver, position);
          if (code === core.THROW_MOVE) {
            best = 0;
            const count = core.legalMoveSources(layout, position, sources);
            for (let i = 0; i < count; i++) {
              core.copyState(trial, position);
              core.applyMove(layout, trial, sources[i]);
              best = Math.max(best, solver.chanceFor(trial, 0));
            }
          }
          expected += probability * best;
        }
        expect(value).to.be.closeTo(expected, 1e-9);
        checked++;
      }
    }
    expect(checked).to.be.greaterThan(200);
  });

  it("reads a bigger game's endgame from the small solution (pieces home do not matter)", () => {
    const solver = new Solver(resolveRules('finkel'), 2).solve();
    const seven = createGame({ start: 'r2 h5 / r2 h5 / light throw' });
    expect(solver.winChance(seven.state, seven.layout)).to.equal(solver.winChance(core.initialState(solver.layout)));
    const tooMany = createGame({ start: 'r3 h4 / r2 h5 / light throw' });
    expect(solver.winChance(tooMany.state, tooMany.layout)).to.be.NaN;
  });

  it('gives the same values when solved in short slices', () => {
    const rules = resolveRules('masters');
    const whole = new Solver(rules, 1).solve();
    const sliced = new Solver(rules, 1);
    let slices = 0;
    while (!sliced.step(performance.now())) slices++;
    expect(slices).to.be.greaterThan(0);
    expect(Array.from(sliced.values)).to.deep.equal(Array.from(whole.values));
  });

  it('knows which rules it can solve', () => {
    expect(solvable(resolveRules('finkel'))).to.equal(true);
    expect(solvable(resolveRules('blitz'))).to.equal(true);
    expect(solvable(resolveRules('bell'))).to.equal(false);
    expect(() => new Solver(resolveRules('bell'), 1)).to.throw(/cannot be solved/);
  });
});

/** My chance after a throw that passed (the opponent now throws). */
function valueAfterPass(solver: Solver, state: core.State): number {
  const passed = core.cloneState(state);
  passed.turn = 1;
  passed.phase = core.PHASE_THROW;
  return solver.winChance(passed);
}

function validPair(layout: core.Layout, state: core.State): boolean {
  for (let p = 1; p < layout.home; p++) {
    const across = layout.opposite[p];
    if (across && state.board[p] > 0 && state.board[layout.stride + across] > 0) return false;
  }
  return true;
}
