/** The fast core's random complete game and the preset choice, shared by the speed bench and the instruction count. */
import { core, PRESETS, Random, VARIANTS, type Layout, type State, type VariantName } from '../src/engine/index.js';

const { applyMove, applyThrow, copyState, createLayout, declineBonus, initialState, legalMoveSources } = core;
const { PHASE_EYES, PHASE_OVER, PHASE_THROW, PHASE_THROW_OFF } = core;

/** The presets named in BENCH_VARIANTS (comma-separated), or `fallback` without it; an unknown name is an error. */
export function benchVariants(fallback: readonly VariantName[]): VariantName[] {
  const named = process.env.BENCH_VARIANTS?.split(',');
  if (!named) return [...fallback];
  for (const name of named) {
    if (!(VARIANTS as readonly string[]).includes(name))
      throw new Error(`BENCH_VARIANTS: unknown preset ${name} (expected ${VARIANTS.join(', ')})`);
  }
  return named as VariantName[];
}

/** What `playFast` reads and reuses for one preset: the same seeded dice for every bench. */
export interface FastGames {
  layout: Layout;
  start: State;
  state: State;
  random: Random;
  sources: Int8Array;
}

export function fastGames(variant: VariantName): FastGames {
  const layout = createLayout(PRESETS[variant]);
  return {
    layout,
    start: initialState(layout),
    state: initialState(layout),
    random: new Random(1),
    sources: new Int8Array(32),
  };
}

/** A random complete game on the fast core: uniformly random legal actions (an eyes bonus may be declined). Returns its actions. */
export function playFast(layout: Layout, state: State, start: State, random: Random, sources: Int8Array): number {
  copyState(state, start);
  let actions = 0;
  while (state.phase !== PHASE_OVER) {
    actions++;
    const phase = state.phase;
    if (phase === PHASE_THROW || phase === PHASE_THROW_OFF) {
      applyThrow(layout, state, random.throwValue(layout.dice));
    } else {
      const count = legalMoveSources(layout, state, sources);
      const pick = random.below(phase === PHASE_EYES ? count + 1 : count);
      if (pick === count) declineBonus(state);
      else applyMove(layout, state, sources[pick]);
    }
  }
  return actions;
}
