/**
 * The learned evaluation for the rules it was trained on: finkel (its path, rosettes, dice and
 * switches) with up to 7 pieces a side. Other rules keep the hand-made evaluation.
 */
import { PRESETS, type Rules } from '../engine/rules.js';
import { createLayout, type State } from '../engine/moves.js';
import { NETWORK_PIECES, Network, decodeWeights } from './network.js';
import { NETWORK_SHAPE, NETWORK_WEIGHTS } from './weights.js';

const TRAINED_ON = PRESETS.finkel;
const SWITCHES = [
  'path',
  'dice',
  'exactExit',
  'captures',
  'safeRosettes',
  'rosettesExtraTurn',
  'capturesExtraTurn',
  'stacking',
  'turn',
  'entry',
] as const;

/** Whether the network reads games of `rules`. */
export function learnedApplies(rules: Rules): boolean {
  return (
    rules.variant === 'finkel' &&
    rules.pieces <= NETWORK_PIECES &&
    SWITCHES.every((key) => rules[key] === TRAINED_ON[key]) &&
    JSON.stringify(rules.tileKinds) === JSON.stringify(TRAINED_ON.tileKinds)
  );
}

let weights: ReturnType<typeof decodeWeights> | null = null;

/** Light's chance after a move by the network, NaN where it does not read the position; null if the rules are not its own. */
export function learnedEvaluation(rules: Rules): ((state: State) => number) | null {
  if (!learnedApplies(rules)) return null;
  weights ??= decodeWeights(NETWORK_SHAPE.inputs, NETWORK_SHAPE.hidden, NETWORK_WEIGHTS);
  const network = new Network(createLayout(rules), weights);
  return (state) => network.lightChance(state);
}
