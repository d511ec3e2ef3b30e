/**
 * The fast core for programs that play many games (computer players, solvers, benches): the
 * compact state, the compiled layout, the legal moves and the functions that apply an action,
 * with no objects made per action. The state's caches (`bits`, `sources`) are kept by these
 * functions; code that writes `board` directly calls `syncBits`. The computer players, the solvers
 * and the tools import the fast core from here, as pages do (`core` of the engine's entry).
 */
export {
  applyMove,
  applyThrow,
  awaitsMove,
  cloneState,
  copyState,
  createLayout,
  declineBonus,
  EFFECT_BOUNCED,
  EFFECT_CAPTURE,
  EFFECT_DOUBLE,
  EFFECT_EXTRA_TURN,
  EFFECT_EYES,
  EFFECT_FREE_ENTRY,
  EFFECT_HOME,
  EFFECT_ROSETTE,
  EFFECT_WIN,
  EYES_DISTANCE,
  initialState,
  KIND_CODES,
  KIND_ROSETTE,
  legalMoveSources,
  moveDistance,
  PHASE_EYES,
  PHASE_MOVE,
  PHASE_OVER,
  PHASE_THROW,
  PHASE_THROW_OFF,
  syncBits,
  THROW_MOVE,
  THROW_NO_MOVE,
  THROW_OFF,
  THROW_ZERO,
} from './moves.js';
export type { EffectFlag, Layout, PhaseCode, State, ThrowCode } from './moves.js';
