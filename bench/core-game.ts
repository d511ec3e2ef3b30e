/** The fast core's random complete game, shared by the speed bench and the instruction count. */
import { core, type Layout, type Random, type State } from '../src/engine/index.js';

const { applyMove, applyThrow, copyState, declineBonus, legalMoveSources } = core;
const { PHASE_EYES, PHASE_OVER, PHASE_THROW, PHASE_THROW_OFF } = core;

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
