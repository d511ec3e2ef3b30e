/**
 * The learned evaluation of each race variant that has trained weights: the variant's own rules
 * (path, rosettes, dice and switches) with up to 7 pieces a side. Each variant's weights are a
 * module of their own (`loadWeights`), loaded with the first request for that variant, so a page
 * only ever fetches the weights of the variants it plays (`LearnedEvaluations`). Other rules keep
 * the hand-made evaluation.
 */
import {
  PRESETS,
  RULE_SWITCHES,
  SWITCH_KEYS,
  type LearnedSwitch,
  type Rules,
  type SwitchSpec,
  type VariantName,
} from '../../engine/rules.js';
import { createLayout, type State } from '../../engine/core.js';
import { loadWeights } from './load-weights.js';
import { NETWORK_PIECES, Network, decodeWeights, type NetworkWeights } from './network.js';

/** A learned evaluation: light's chance after a move, for the rules it reads (null for others). */
export type LearnedEvaluation = (rules: Rules) => ((state: State) => number) | null;

export interface WeightsModule {
  NETWORK_SHAPE: { inputs: number; hidden: number };
  NETWORK_WEIGHTS: string;
}

/**
 * The variants with learned weights: src/ai/learned/weights-<variant>.ts, written by scripts/ai-train.ts
 * (load-weights.ts imports them; its table is typed by this list, so the two cannot drift apart).
 */
export const LEARNED_VARIANTS = ['finkel', 'blitz', 'aseb', 'masters'] as const satisfies readonly VariantName[];
export type LearnedVariant = (typeof LEARNED_VARIANTS)[number];

function hasWeights(variant: VariantName): variant is LearnedVariant {
  return (LEARNED_VARIANTS as readonly VariantName[]).includes(variant);
}

/** The switches a network reads only its preset's value of: every switch of the registry (RULE_SWITCHES) but those marked `learned: false`. */
export const LEARNED_SWITCHES = SWITCH_KEYS.filter(
  (key): key is LearnedSwitch => (RULE_SWITCHES[key] as SwitchSpec).learned !== false,
);

/** What a network was trained on: its variant's route and turn, and `LEARNED_SWITCHES`. */
const TRAINED_ON = ['path', 'stacking', 'turn', 'entry', ...LEARNED_SWITCHES] as const;

/** Whether a network reads games of `rules`: its variant has weights, and these are its preset's rules. */
export function learnedApplies(rules: Rules): boolean {
  const trainedOn = PRESETS[rules.variant];
  return (
    hasWeights(rules.variant) &&
    rules.pieces <= NETWORK_PIECES &&
    TRAINED_ON.every((key) => rules[key] === trainedOn[key]) &&
    JSON.stringify(rules.tileKinds) === JSON.stringify(trainedOn.tileKinds)
  );
}

/**
 * The learned evaluations of one owner (the worker, a Node script): each variant's weights, loaded
 * with its first request (`load`), then read by `evaluation`.
 */
export class LearnedEvaluations {
  private readonly loading = new Map<VariantName, Promise<NetworkWeights>>();
  private readonly ready = new Map<VariantName, NetworkWeights>();

  /** Loads the weights for `rules` if a network reads them (once per variant); `evaluation` then finds them. */
  async load(rules: Rules): Promise<void> {
    const { variant } = rules;
    if (!learnedApplies(rules) || !hasWeights(variant)) return;
    let loading = this.loading.get(variant);
    if (!loading) {
      loading = loadWeights(variant).then(({ NETWORK_SHAPE, NETWORK_WEIGHTS }) =>
        decodeWeights(NETWORK_SHAPE.inputs, NETWORK_SHAPE.hidden, NETWORK_WEIGHTS),
      );
      this.loading.set(variant, loading);
    }
    this.ready.set(variant, await loading);
  }

  /**
   * Light's chance after a move by the network, NaN where it does not read the position; null if no
   * network reads `rules`, or its weights are not loaded yet (`load`).
   */
  readonly evaluation: LearnedEvaluation = (rules) => {
    const weights = learnedApplies(rules) ? this.ready.get(rules.variant) : undefined;
    if (!weights) return null;
    const network = new Network(createLayout(rules), weights);
    return (state) => network.lightChance(state);
  };
}
