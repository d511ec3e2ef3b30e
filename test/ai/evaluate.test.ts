import { expect } from '@open-wc/testing';
import {
  core,
  createGame,
  resolveRules,
  ruleOptionsOf,
  SWITCH_KEYS,
  type Rules,
  type State,
} from '../../src/engine/index.js';
import { EVALUATION_READS, evalTables, evaluate, type EvalFeature } from '../../src/ai/search/evaluate.js';
import { decisionPositions, measuresChangedBy, SETTINGS } from './helpers.js';

function pathIndexOf(rules: Rules, text: string): State {
  return createGame({ variant: rules.variant, rules: ruleOptionsOf(rules), start: text }).state;
}

/** The same position with the colours swapped. */
function mirrored(layout: core.Layout, state: State): State {
  const swapped = core.cloneState(state);
  swapped.board.set(state.board.subarray(layout.stride), 0);
  swapped.board.set(state.board.subarray(0, layout.stride), layout.stride);
  core.syncBits(layout, swapped);
  swapped.turn = 1 - state.turn;
  swapped.afterBonus = 1 - state.afterBonus;
  if (state.winner >= 0) swapped.winner = 1 - state.winner;
  return swapped;
}

describe('ai/evaluate: static win chance', () => {
  for (const { name, rules } of SETTINGS) {
    it(`${name}: a probability, the same for either colour`, () => {
      const layout = core.createLayout(rules);
      const tables = evalTables(layout);
      for (const state of decisionPositions(rules, 31, 30)) {
        const value = evaluate(tables, state);
        expect(value).to.be.within(0, 1);
        expect(evaluate(tables, mirrored(layout, state))).to.be.closeTo(1 - value, 1e-12);
      }
    });
  }

  it('a finished game is worth 1 to the winner', () => {
    const rules = resolveRules('finkel', { pieces: 1 });
    const tables = evalTables(core.createLayout(rules));
    expect(evaluate(tables, pathIndexOf(rules, 'r0 h1 / r1 h0 / light wins'))).to.equal(1);
    expect(evaluate(tables, pathIndexOf(rules, 'r1 h0 / r0 h1 / dark wins'))).to.equal(0);
  });

  it('more progress, safety and the throw are worth more', () => {
    const rules = resolveRules('finkel');
    const tables = evalTables(core.createLayout(rules));
    const value = (text: string) => evaluate(tables, pathIndexOf(rules, text));
    const start = value('r7 h0 / r7 h0 / light throw');
    expect(start).to.be.above(0.5); // throwing first
    expect(value('r6 h0 A2 / r7 h0 / dark throw')).to.be.above(value('r6 h0 A4 / r7 h0 / dark throw'));
    expect(value('r6 h1 / r7 h0 / dark throw')).to.be.above(value('r6 h0 A7 / r7 h0 / dark throw'));
    // B5 in reach of dark's C1..C4 pieces (path 4 is one behind) is worse than B4, the safe rosette.
    expect(value('r6 h0 B4 / r6 h0 C1 / dark throw')).to.be.above(value('r6 h0 B5 / r6 h0 C1 / dark throw'));
  });
});

describe('ai/evaluate: the rule switches each feature reads (EVALUATION_READS)', () => {
  const tablesOf = (rules: Rules) => evalTables(core.createLayout(rules));
  const features: Record<EvalFeature, (rules: Rules) => unknown> = {
    worth: (rules) => tablesOf(rules).worth,
    exposed: (rules) => tablesOf(rules).exposed,
    chance: (rules) => [tablesOf(rules).chance, tablesOf(rules).maxThrow],
  };
  for (const key of SWITCH_KEYS)
    it(`${key}: another value changes ${EVALUATION_READS[key].join(' and ') || 'no feature'}, in some variant`, () => {
      expect(measuresChangedBy(key, features)).to.deep.equal([...EVALUATION_READS[key]].sort());
    });
});
