/**
 * Static evaluation: an estimate of light's chance to win a position, from each side's progress
 * along its path, the risk to its pieces on shared tiles, rosette control and who throws next.
 * Values are probabilities so that the search can average them over the dice.
 */
import { KIND_ROSETTE, PHASE_EYES, PHASE_OVER, type Layout, type State } from '../../engine/core.js';
import type { SwitchKey } from '../../engine/rules.js';

/** The evaluation's per-layout tables a rule switch can change (`EvalTables`). */
export type EvalFeature = 'worth' | 'exposed' | 'chance';

/**
 * The features that read each rule switch, keyed by the registry so that a new switch does not
 * compile until the evaluation has decided what it means for it (test/ai/evaluate.test.ts checks
 * that another value of a switch changes the features listed here and no other). Which squares a
 * switch keeps from capture is the engine's (`guardedMask`).
 */
export const EVALUATION_READS = {
  // Every piece on the board counts; the tables are the same for any number.
  pieces: [],
  dice: ['chance'],
  // Not read: the path's fitted worth (`squares`) is finkel's, with its exact exit.
  exactExit: [],
  captures: ['exposed'],
  safeRosettes: ['exposed'],
  // Not read: the rosettes' worth (`sharedRosette`, `squares`) is fitted to finkel's extra throw.
  rosettesExtraTurn: [],
  // Not read: a capture's worth is the pips it sends a piece back.
  capturesExtraTurn: [],
  // `tempo` reads who throws next, whoever began.
  firstPlayer: [],
  // A game's chance, whatever the match.
  targetScore: [],
} as const satisfies { readonly [K in SwitchKey]: readonly EvalFeature[] };

/** The tunable weights of the evaluation, in pips (path squares). */
export interface EvalWeights {
  /** Extra worth of a piece borne off, beyond its path index. */
  home: number;
  /** Worth of holding a rosette on the shared row (safe or not: it blocks and gives a throw). */
  sharedRosette: number;
  /** Worth of standing on a private rosette. */
  privateRosette: number;
  /** Share of a threatened piece's worth lost when the opponent throws next. */
  riskNow: number;
  /** Share lost when the piece's owner throws first (it may flee or be covered). */
  riskLater: number;
  /** Worth of throwing next. */
  tempo: number;
  /** Spread of the logistic: the win chance is sigmoid(difference / sqrt(spread * pips left + 1)). */
  spread: number;
  /**
   * Extra worth of each path index 1..L (index 0 = position 1) for the path they were fitted on,
   * replacing the rosette bonuses; ignored on a path of another length.
   */
  squares?: readonly number[];
}

/** Fitted to the exact solution of 4-piece finkel (scripts/ai-tune.ts). */
export const DEFAULT_WEIGHTS: EvalWeights = {
  home: 2.22,
  sharedRosette: 3.65,
  privateRosette: 0,
  riskNow: 0.76,
  riskLater: 0.39,
  tempo: 1.53,
  spread: 10.8,
  // The bell path (finkel): A4 A3 A2 A1 B1 ... B8 A8 A7; B4 (8) is the central rosette.
  squares: [1, 1.56, 0.34, -0.03, 0.88, 0.94, 0.5, 4.59, -0.44, -0.28, 0, 0.38, 1.25, -0.56],
};

/** Per-layout tables the evaluation reads. */
export interface EvalTables {
  layout: Layout;
  weights: EvalWeights;
  /** Worth of one piece at each path index (0 = reserve, home = borne off). */
  worth: Float64Array;
  /** Whether a piece at a path index can be captured there (shared, and not guarded by the rules: `guardedMask`). */
  exposed: Uint8Array;
  /** Probability of each thrown value (index = value). */
  chance: Float64Array;
  /** Largest thrown value. */
  maxThrow: number;
  /** Pips still to walk, summed by `sideScore` as it goes (saves a second pass over the board). */
  pipsLeft: number;
}

export function evalTables(layout: Layout, weights: EvalWeights = DEFAULT_WEIGHTS): EvalTables {
  const { home, opposite, kinds, guardedMask } = layout;
  const worth = new Float64Array(home + 1);
  const exposed = new Uint8Array(home + 1);
  for (let p = 1; p < home; p++) {
    const rosette = kinds[p] === KIND_ROSETTE;
    const fitted = weights.squares?.length === layout.length ? weights.squares[p - 1] : undefined;
    worth[p] = p + (fitted ?? (rosette ? (opposite[p] ? weights.sharedRosette : weights.privateRosette) : 0));
    exposed[p] = opposite[p] !== 0 && (guardedMask & (1 << p)) === 0 ? 1 : 0;
  }
  worth[home] = home + weights.home;
  const maxThrow = Math.max(...layout.dice.values);
  const chance = new Float64Array(maxThrow + 1);
  for (const { value, probability } of layout.dice.outcomes) chance[value] = probability;
  return { layout, weights, worth, exposed, chance, maxThrow, pipsLeft: 0 };
}

/** Score of `player`'s pieces in pips; `risk` is the share of a threatened piece's worth counted lost. */
function sideScore(tables: EvalTables, state: State, player: number, risk: number): number {
  const { layout, worth, exposed, chance, maxThrow } = tables;
  const { home, stride, opposite } = layout;
  const board = state.board;
  const own = player * stride;
  const theirs = (1 - player) * stride;
  const enterByRoll = layout.rules.entry === 'by-throw';
  let score = board[own + home] * worth[home];
  let left = board[own] * home;
  for (let p = 1; p < home; p++) {
    const n = board[own + p];
    if (n === 0) continue;
    score += n * worth[p];
    left += n * (home - p);
    // A stack of two or more cannot be captured (bell).
    if (exposed[p] === 0 || n > 1) continue;
    const across = opposite[p];
    let hit = 0;
    for (let d = 1; d <= maxThrow && d <= across; d++) {
      const q = across - d;
      if (q > 0 ? board[theirs + q] > 0 : enterByRoll && board[theirs] > 0) hit += chance[d];
    }
    score -= risk * hit * worth[p];
  }
  tables.pipsLeft += left;
  return score;
}

/** Light's estimated chance to win `state` (0..1). */
export function evaluate(tables: EvalTables, state: State): number {
  if (state.phase === PHASE_OVER) return state.winner === 0 ? 1 : 0;
  const w = tables.weights;
  // The side that throws next: after an eyes bonus, the player it interrupted.
  const next = state.phase === PHASE_EYES ? state.afterBonus : state.turn;
  tables.pipsLeft = 0;
  const light = sideScore(tables, state, 0, next === 1 ? w.riskNow : w.riskLater);
  const dark = sideScore(tables, state, 1, next === 0 ? w.riskNow : w.riskLater);
  const diff = light - dark + (next === 0 ? w.tempo : -w.tempo);
  const z = diff / Math.sqrt(w.spread * tables.pipsLeft + 1);
  return 1 / (1 + Math.exp(-z));
}
