import { expect } from '@open-wc/testing';
import {
  SWITCH_KEYS,
  VARIANTS,
  core,
  createGame,
  resolveRules,
  type Rules,
  type SwitchKey,
} from '../../src/engine/index.js';
import { measuresChangedBy, otherValue } from './helpers.js';
import { LEARNED_SWITCHES, learnedApplies, LearnedEvaluations } from '../../src/ai/learned/learned.js';
import { SEARCH_LEVELS } from '../../src/ai/search/levels.js';
import {
  Network,
  decodeWeights,
  fastTanh,
  featureTables,
  inputCount,
  NETWORK_READS,
  writeFeatures,
  type NetworkInput,
} from '../../src/ai/learned/network.js';
import { encodeWeights, toHalf } from '../../tools/weights-write.js';
import { NETWORK_SHAPE, NETWORK_WEIGHTS } from '../../src/ai/learned/weights-finkel.js';

describe('ai/network: the learned evaluation', () => {
  it('reads tanh from its table within 2e-6 of Math.tanh, saturating beyond it', () => {
    let worst = 0;
    for (let x = -12; x <= 12; x += 0.000731) worst = Math.max(worst, Math.abs(fastTanh(x) - Math.tanh(x)));
    expect(worst).to.be.below(2e-6);
    expect([fastTanh(-Infinity), fastTanh(0), fastTanh(Infinity), fastTanh(-1e9), fastTanh(1e9)]).to.deep.equal([
      -1, 0, 1, -1, 1,
    ]);
    expect(fastTanh(NaN)).to.be.NaN;
  });

  it('ships its weights as float16 that decode to what was encoded (within float16 rounding)', () => {
    const layout = core.createLayout(resolveRules('finkel'));
    const inputs = inputCount(layout);
    const weights = {
      inputs,
      hidden: 3,
      w1: Float32Array.from({ length: inputs * 3 }, (_, i) => Math.sin(i) * 2),
      b1: new Float32Array([0.5, -0.25, 1e-3]),
      w2: new Float32Array([1, -2, 3]),
      b2: -0.1,
    };
    const decoded = decodeWeights(inputs, 3, encodeWeights(weights));
    decoded.w1.forEach((value, i) => expect(value).to.be.closeTo(weights.w1[i], Math.abs(weights.w1[i]) / 1000 + 1e-7));
    expect([...decoded.w2]).to.deep.equal([1, -2, 3]);
    expect(decoded.b2).to.be.closeTo(-0.1, 1e-4);
    expect(toHalf(65504)).to.equal(0x7bff);
    expect(toHalf(-2)).to.equal(0xc000);
  });

  it('reads a game of fewer pieces as 7 with the rest home', () => {
    const small = core.createLayout(resolveRules('finkel', { pieces: 3 }));
    const full = core.createLayout(resolveRules('finkel'));
    const a = new Float32Array(inputCount(full));
    const b = new Float32Array(inputCount(full));
    writeFeatures(featureTables(small), core.initialState(small).board, 0, a);
    const seven = createGame({ start: 'r3 h4 / r3 h4 / light throw' });
    writeFeatures(featureTables(full), seven.state.board, 0, b);
    expect([...a]).to.deep.equal([...b]);
  });

  it('applies to the rules it was trained on, once their weights are loaded, and expert uses it there', async () => {
    const learned = new LearnedEvaluations();
    expect(learned.evaluation(resolveRules('finkel'))).to.equal(null);
    await learned.load(resolveRules('finkel'));
    expect(learned.evaluation(resolveRules('finkel'))).to.be.a('function');
    // Each owner loads its own: another has nothing until it loads.
    expect(new LearnedEvaluations().evaluation(resolveRules('finkel'))).to.equal(null);
    expect(learnedApplies(resolveRules('finkel'))).to.equal(true);
    expect(learnedApplies(resolveRules('finkel', { pieces: 3 }))).to.equal(true);
    expect(learnedApplies(resolveRules('finkel', { captures: false }))).to.equal(false);
    expect(learned.evaluation(resolveRules('bell'))).to.equal(null);
    expect(SEARCH_LEVELS.expert.learned).to.equal(true);
  });

  // Every switch of the registry: those marked `learned` turn the network off, the others (who
  // starts, the match target, a number of pieces it read in training) leave it on.
  for (const key of SWITCH_KEYS) {
    const finkel = resolveRules('finkel');
    const value = otherValue(finkel, key);
    const learned = (LEARNED_SWITCHES as SwitchKey[]).includes(key);
    it(`finkel with ${key} = ${String(value)}: the network ${learned ? 'does not apply' : 'still applies'}`, () => {
      expect(learnedApplies(resolveRules('finkel', { [key]: value }))).to.equal(!learned);
    });
  }

  it('reads each race variant that has weights, after its first load: the start close to even', async () => {
    const trained = VARIANTS.filter((variant) => learnedApplies(resolveRules(variant)));
    expect(trained).to.include.members(['finkel', 'blitz', 'aseb', 'masters']);
    expect(trained).to.not.include('bell');
    const learned = new LearnedEvaluations();
    for (const variant of trained) {
      const rules = resolveRules(variant);
      await learned.load(rules);
      const evaluation = learned.evaluation(rules)!;
      expect(evaluation(core.initialState(core.createLayout(rules))), variant).to.be.within(0.45, 0.58);
    }
  });

  it('rates the start of a finkel game close to even, and a won race near certain', () => {
    const layout = core.createLayout(resolveRules('finkel'));
    const network = new Network(layout, decodeWeights(NETWORK_SHAPE.inputs, NETWORK_SHAPE.hidden, NETWORK_WEIGHTS));
    expect(network.throwerChance(core.initialState(layout))).to.be.within(0.45, 0.58);
    const ahead = createGame({ start: 'r0 h6 A7 / r7 h0 / light throw' });
    expect(network.throwerChance(ahead.state)).to.be.above(0.95);
  });
});

describe('ai/network: the rule switches each input reads (NETWORK_READS)', () => {
  const tablesOf = (rules: Rules) => featureTables(core.createLayout(rules));
  /** The inputs of the start, where every piece is in its reserve: what the counts of pieces give. */
  const startInputs = (rules: Rules) => {
    const layout = core.createLayout(rules);
    const out = new Float32Array(inputCount(layout));
    writeFeatures(featureTables(layout), core.initialState(layout).board, 0, out);
    return out;
  };
  const inputs: Record<NetworkInput, (rules: Rules) => unknown> = {
    counts: startInputs,
    exposed: (rules) => tablesOf(rules).exposed,
    chance: (rules) => [tablesOf(rules).chance, tablesOf(rules).maxThrow],
  };
  for (const key of SWITCH_KEYS)
    it(`${key}: another value changes ${NETWORK_READS[key].join(' and ') || 'no input'}, in some variant`, () => {
      expect(measuresChangedBy(key, inputs)).to.deep.equal([...NETWORK_READS[key]].sort());
    });
});
