/**
 * Bell's learned evaluation (src/ai/learned/bell-network.ts) for the rules it learned: bell's preset. The
 * weights come apart (bell-weights-loader.ts), so that they load with the first bell request only.
 */
import { ruleOptionsOf, type Rules, type SwitchKey } from '../../engine/rules.js';
import { createLayout, type State } from '../../engine/core.js';
import { BellNetwork } from './bell-network.js';
import type * as BellWeights from './bell-weights.js';
import { LEARNED_SWITCHES, type LearnedEvaluation } from './learned.js';
import { decodeWeights } from './network.js';

/**
 * Whether the network reads games of `rules`: bell's own, but for switches no learned evaluation
 * reads (a match target or first player of any kind); unlike the race networks, it knows 7 pieces only.
 */
export function bellLearnedApplies(rules: Rules): boolean {
  const changed = Object.keys(ruleOptionsOf(rules)) as SwitchKey[];
  return (
    rules.variant === 'bell' &&
    changed.every((key) => key !== 'pieces' && !(LEARNED_SWITCHES as SwitchKey[]).includes(key))
  );
}

/** The evaluation with `source`'s weights: light's chance after a move by the network, for bell's rules only. */
export function bellLearnedEvaluation(source: typeof BellWeights): LearnedEvaluation {
  const { inputs, hidden } = source.BELL_NETWORK_SHAPE;
  const weights = decodeWeights(inputs, hidden, source.BELL_NETWORK_WEIGHTS);
  return (rules: Rules): ((state: State) => number) | null => {
    if (!bellLearnedApplies(rules)) return null;
    const network = new BellNetwork(createLayout(rules), weights);
    return (state) => network.lightChance(state);
  };
}
