import { expect } from '@open-wc/testing';
import { core, createGame, resolveRules, ruleOptionsOf, type Rules, type State } from '../../src/engine/index.js';
import { DECLINE, Searcher } from '../../src/ai/search/search.js';
import { Solver } from '../../src/ai/tables/solve.js';
import { decisionPositions, SETTINGS } from './helpers.js';

/** Plain expectimax without pruning or table: the definition the searcher must agree with. */
function reference(searcher: Searcher, state: State, depth: number): number {
  const { layout } = searcher;
  if (state.phase === core.PHASE_OVER) return state.winner === 0 ? 1 : 0;
  if (depth <= 0 || state.phase === core.PHASE_THROW_OFF) return searcher.evaluate(state);
  if (state.phase === core.PHASE_THROW) {
    let sum = 0;
    for (const { value, probability } of layout.dice.outcomes) {
      const child = core.cloneState(state);
      core.applyThrow(layout, child, value);
      sum += probability * reference(searcher, child, child.phase === core.PHASE_MOVE ? depth : depth - 1);
    }
    return sum;
  }
  const values = searcher.options(state).map((from) => {
    const child = core.cloneState(state);
    if (from === DECLINE) core.declineBonus(child);
    else core.applyMove(layout, child, from);
    return reference(searcher, child, depth - 1);
  });
  return state.turn === 0 ? Math.max(...values) : Math.min(...values);
}

function pathIndexOf(rules: Rules, text: string): State {
  return createGame({ variant: rules.variant, rules: ruleOptionsOf(rules), start: text }).state;
}

describe('ai/search: expectimax over the dice', () => {
  for (const { name, rules } of SETTINGS) {
    it(`${name}: pruning and the transposition table change nothing (depth 1-3 against plain expectimax)`, () => {
      const searcher = new Searcher(core.createLayout(rules));
      for (const state of decisionPositions(rules, 21, 6)) {
        for (let depth = 1; depth <= 3; depth++) {
          const result = searcher.search(state, { maxDepth: depth });
          expect(result.depth).to.equal(depth);
          expect(result.value).to.be.closeTo(reference(searcher, state, depth), 1e-9);
          // The chosen move is worth exactly the root value.
          expect(searcher.valueAfter(state, result.from, depth)).to.be.closeTo(result.value, 1e-9);
        }
      }
    });
  }

  it('forward pruning searches fewer nodes, answers with a legal move, and leaves later exact searches exact', () => {
    const rules = resolveRules('finkel');
    const searcher = new Searcher(core.createLayout(rules));
    let exactNodes = 0;
    let prunedNodes = 0;
    for (const state of decisionPositions(rules, 22, 8)) {
      const exact = searcher.search(state, { maxDepth: 3 });
      exactNodes += exact.nodes;
      const pruned = searcher.search(state, { maxDepth: 3, pruneMargin: 0.01 });
      prunedNodes += pruned.nodes;
      expect(searcher.options(state)).to.include(pruned.from);
      expect(pruned.value).to.be.within(0, 1);
      // The table kept nothing from the pruned search.
      expect(searcher.search(state, { maxDepth: 3 }).value).to.be.closeTo(reference(searcher, state, 3), 1e-9);
      // A margin wider than any difference between winning chances prunes nothing.
      expect(searcher.search(state, { maxDepth: 3, pruneMargin: 2 }).value).to.be.closeTo(exact.value, 1e-9);
    }
    expect(prunedNodes).to.be.lessThan(exactNodes);
  });

  it('captures a runner about to finish', () => {
    const rules = resolveRules('finkel');
    const searcher = new Searcher(core.createLayout(rules));
    // Light B3 x B5 (dark's last piece, six home) versus A3-A1 onto a rosette.
    const state = pathIndexOf(rules, 'r5 h0 A3 B3 / r0 h6 B5 / light move 2');
    for (let depth = 1; depth <= 4; depth++) expect(searcher.search(state, { maxDepth: depth }).from).to.equal(7);
  });

  it('agrees with the exact solution where a wrong move costs much (2 pieces, depth 3)', () => {
    const rules = resolveRules('finkel', { pieces: 2 });
    const solver = new Solver(rules, 2).solve();
    const searcher = new Searcher(solver.layout);
    let clear = 0;
    let agreed = 0;
    for (let seed = 1; seed <= 40; seed++) {
      for (const state of decisionPositions(rules, seed, 20)) {
        const values = searcher.options(state).map((from) => {
          const child = core.cloneState(state);
          core.applyMove(solver.layout, child, from);
          return { from, chance: solver.chanceFor(child, state.turn) };
        });
        values.sort((a, b) => b.chance - a.chance);
        if (values[0].chance - values[1].chance < 0.05) continue;
        clear++;
        if (searcher.search(state, { maxDepth: 3 }).from === values[0].from) agreed++;
      }
    }
    expect(clear).to.be.greaterThan(50);
    expect(agreed / clear).to.be.greaterThan(0.95);
  });

  it('keeps what an iteration cut short found: the best of the root moves it finished, at their deeper value', () => {
    const rules = resolveRules('finkel');
    const layout = core.createLayout(rules);
    const judge = new Searcher(layout);
    let partial = 0;
    for (const state of decisionPositions(rules, 23, 12)) {
      // The same iteration twice from the same start, the second stopped near its end by a node limit.
      const run = (nodeLimit: number) => {
        const searcher = new Searcher(layout);
        const options = searcher.options(state);
        searcher.iterate(state, options, 3, Infinity, Infinity);
        searcher.resetNodes();
        const found = searcher.iterate(state, options, 4, Infinity, nodeLimit);
        return { found, nodes: searcher.nodes, options };
      };
      const whole = run(Infinity);
      expect(whole.found!.complete).to.equal(true);
      if (whole.options.length < 2) continue;
      const cut = run(whole.nodes - 200);
      if (!cut.found) continue;
      expect(cut.found.complete).to.equal(false);
      expect(cut.options[0]).to.equal(cut.found.from);
      expect(judge.valueAfter(state, cut.found.from, 4)).to.be.closeTo(cut.found.value, 1e-9);
      partial++;
    }
    expect(partial).to.be.greaterThan(5);
  });

  it('remembers each static evaluation: a position met again is not evaluated again, and the side to throw tells two apart', () => {
    const rules = resolveRules('finkel');
    const layout = core.createLayout(rules);
    let calls = 0;
    const searcher = new Searcher(layout, undefined, (state) => {
      calls++;
      return state.turn === 0 ? 0.25 : 0.75;
    });
    const [position] = decisionPositions(rules, 5, 1);
    const after = core.cloneState(position);
    core.applyMove(layout, after, searcher.options(position)[0]);
    expect(after.phase).to.equal(core.PHASE_THROW);
    const value = searcher.evaluate(after);
    expect(searcher.evaluate(core.cloneState(after))).to.equal(value);
    expect(calls).to.equal(1);
    const otherSide = core.cloneState(after);
    otherSide.turn = 1 - after.turn;
    expect(searcher.evaluate(otherSide)).to.equal(1 - value);
    expect(calls).to.equal(2);
  });

  it('stops within its time budget and still answers', () => {
    const rules = resolveRules('finkel');
    const searcher = new Searcher(core.createLayout(rules));
    const [state] = decisionPositions(rules, 5, 1);
    const result = searcher.search(state, { maxDepth: 40, budgetMs: 30 });
    expect(result.depth).to.be.within(1, 39);
    expect(searcher.options(state)).to.include(result.from);
  });

  it('refuses a position where nothing is to be chosen', () => {
    const searcher = new Searcher(core.createLayout(resolveRules('finkel')));
    expect(() => searcher.search(core.initialState(searcher.layout), { maxDepth: 2 })).to.throw(/only choose a move/);
  });
});
