// Shared by the AI tests: seeded positions of every variant, reached by playing legal moves.
import {
  core,
  createGame,
  DICE,
  type GameRecord,
  PRESETS,
  RULE_SWITCHES,
  validateRules,
  type SwitchKey,
  type SwitchSpec,
  Random,
  resolveRules,
  type RuleOptions,
  type Rules,
  type State,
  type VariantName,
  VARIANTS,
} from '../../src/engine/index.js';

export interface Setting {
  name: string;
  rules: Rules;
}

/** Every variant, and the race switches changed one at a time. */
export const SETTINGS: Setting[] = [
  ...(['finkel', 'bell', 'masters', 'blitz', 'aseb'] as VariantName[]).map((variant) => ({
    name: variant,
    rules: resolveRules(variant),
  })),
  ...(
    [
      { captures: false },
      { exactExit: false },
      { safeRosettes: false, capturesExtraTurn: true },
      { rosettesExtraTurn: false },
      { pieces: 3, dice: 'three-binary-zero-four' },
      { pieces: 2 },
    ] as RuleOptions[]
  ).map((options) => ({ name: `finkel ${JSON.stringify(options)}`, rules: resolveRules('finkel', options) })),
  { name: 'bell {"pieces":3}', rules: resolveRules('bell', { pieces: 3 }) },
];

/**
 * Decision positions (a move or an eyes bonus awaited) of one seeded game in which each move is
 * chosen by `pick` (default: a seeded random legal option); at most `limit` positions.
 */
export function decisionPositions(
  rules: Rules,
  seed: number,
  limit: number,
  pick?: (state: State, options: number[]) => number,
): State[] {
  const layout = core.createLayout(rules);
  const state = core.initialState(layout);
  const random = new Random(seed);
  const sources = new Int8Array(layout.home + 1);
  const found: State[] = [];
  for (let step = 0; step < 5000 && state.phase !== core.PHASE_OVER && found.length < limit; step++) {
    if (state.phase === core.PHASE_MOVE || state.phase === core.PHASE_EYES) {
      const options = optionsOf(layout, state, sources);
      if (options.length > 1) found.push(core.cloneState(state));
      const from = pick ? pick(core.cloneState(state), options) : options[random.below(options.length)];
      if (from < 0) core.declineBonus(state);
      else core.applyMove(layout, state, from);
    } else core.applyThrow(layout, state, random.throwValue(layout.dice));
  }
  return found;
}

/** Legal options of the player to act: path indices, and -1 (decline) for an eyes bonus. */
export function optionsOf(layout: core.Layout, state: State, sources = new Int8Array(layout.home + 1)): number[] {
  const count = core.legalMoveSources(layout, state, sources);
  const options = Array.from(sources.subarray(0, count));
  if (state.phase === core.PHASE_EYES) options.push(-1);
  return options;
}

/**
 * The values of switch `key` other than its value in `rules` that the rules accept (the next number
 * first for a whole number: more pieces than a table holds is what a table refuses).
 */
export function otherValues(rules: Rules, key: SwitchKey): unknown[] {
  const rule: SwitchSpec = RULE_SWITCHES[key];
  const value = rules[key];
  const candidates =
    rule.kind === 'boolean'
      ? [!value]
      : rule.kind === 'integer'
        ? [(value as number) + 1, (value as number) - 1]
        : rule.kind === 'dice'
          ? Object.keys(DICE)
          : rule.values;
  return candidates.filter(
    (candidate) => candidate !== value && validateRules({ variant: rules.variant, [key]: candidate }).ok,
  );
}

/**
 * Which of the named `measures` another value of switch `key` changes, in any variant's preset:
 * what a table keyed by the registry says reads the switch, sorted.
 */
export function measuresChangedBy<M extends string>(
  key: SwitchKey,
  measures: Record<M, (rules: Rules) => unknown>,
): M[] {
  const changed = new Set<M>();
  for (const variant of VARIANTS)
    for (const value of otherValues(PRESETS[variant], key)) {
      const other = resolveRules(variant, { [key]: value });
      for (const [name, measure] of Object.entries(measures) as [M, (rules: Rules) => unknown][])
        if (JSON.stringify(measure(PRESETS[variant])) !== JSON.stringify(measure(other))) changed.add(name);
    }
  return [...changed].sort();
}

/** The first of `otherValues`. */
export function otherValue(rules: Rules, key: SwitchKey): unknown {
  const [other] = otherValues(rules, key);
  if (other === undefined) throw new Error(`no other value of ${key} for ${rules.variant}`);
  return other;
}

/**
 * A whole finkel game of seeded random moves, `pieces` a side: its dice from `seed`, its moves drawn
 * from `moveSeed`'s generator. It opens with throws and a forced first move (every piece enters alike).
 */
export function randomGame(seed: number, pieces = 7, moveSeed = seed): GameRecord {
  const game = createGame({ rules: { pieces }, seed });
  const random = new Random(moveSeed);
  while (game.phase !== 'over') {
    if (game.phase === 'move') {
      const moves = game.legalMoves();
      game.move(moves[random.below(moves.length)]);
    } else game.throwDice();
  }
  return game.toJSON();
}
