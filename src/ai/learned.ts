/**
 * The learned evaluation of each race variant that has trained weights: the variant's own rules
 * (path, rosettes, dice and switches) with up to 7 pieces a side. Each variant's weights are a
 * module of their own, loaded with the first request for that variant (`loadLearned`), so a page
 * only ever fetches the weights of the variants it plays. Other rules keep the hand-made evaluation.
 */
import { PRESETS, type Rules, type VariantName } from '../engine/rules.js';
import { createLayout, type State } from '../engine/moves.js';
import { NETWORK_PIECES, Network, decodeWeights, type NetworkWeights } from './network.js';

interface WeightsModule {
  NETWORK_SHAPE: { inputs: number; hidden: number };
  NETWORK_WEIGHTS: string;
}

/** The weights of each variant that has them (scripts/ai-train.ts writes `weightsModule(variant)`). */
const WEIGHTS: Partial<Record<VariantName, () => Promise<WeightsModule>>> = {
  finkel: () => import('./weights.js'),
  blitz: () => import('./weights-blitz.js'),
  aseb: () => import('./weights-aseb.js'),
};

/** The module (in src/ai) that holds a variant's weights. */
export function weightsModule(variant: VariantName): string {
  return variant === 'finkel' ? 'weights' : `weights-${variant}`;
}

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

/** Whether a network reads games of `rules`: its variant has weights, and these are its preset's rules. */
export function learnedApplies(rules: Rules): boolean {
  const trainedOn = PRESETS[rules.variant];
  return (
    WEIGHTS[rules.variant] !== undefined &&
    rules.pieces <= NETWORK_PIECES &&
    SWITCHES.every((key) => rules[key] === trainedOn[key]) &&
    JSON.stringify(rules.tileKinds) === JSON.stringify(trainedOn.tileKinds)
  );
}

const loaded = new Map<VariantName, Promise<NetworkWeights>>();
const ready = new Map<VariantName, NetworkWeights>();

/** Loads the weights for `rules` if a network reads them (once per variant); `learnedEvaluation` then finds them. */
export async function loadLearned(rules: Rules): Promise<void> {
  if (!learnedApplies(rules)) return;
  const { variant } = rules;
  let loading = loaded.get(variant);
  if (!loading) {
    loading = WEIGHTS[variant]!().then(({ NETWORK_SHAPE, NETWORK_WEIGHTS }) =>
      decodeWeights(NETWORK_SHAPE.inputs, NETWORK_SHAPE.hidden, NETWORK_WEIGHTS),
    );
    loaded.set(variant, loading);
  }
  ready.set(variant, await loading);
}

/**
 * Light's chance after a move by the network, NaN where it does not read the position; null if no
 * network reads `rules`, or its weights are not loaded yet (`loadLearned`).
 */
export function learnedEvaluation(rules: Rules): ((state: State) => number) | null {
  const weights = learnedApplies(rules) ? ready.get(rules.variant) : undefined;
  if (!weights) return null;
  const network = new Network(createLayout(rules), weights);
  return (state) => network.lightChance(state);
}
