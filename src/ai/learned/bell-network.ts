/**
 * Bell's learned evaluation: a network of the same shape as finkel's (src/ai/learned/network.ts: one
 * hidden layer of tanh units, a sigmoid output) that estimates the chance that the player about to
 * throw wins the game, learned by self-play with temporal differences (scripts/ai-train-bell.ts),
 * as TD-Gammon learned backgammon. No table can solve bell (stacks, turns of several throws).
 *
 * Inputs, for the player to throw and then the other: per path position, the pieces on it as a
 * thermometer (at least 1, 2, 3: a stack of two cannot be captured), reserve and home counts as
 * thermometers, pips still to walk, single pieces standing on the shared row, and the chance that
 * the other side's next throw can capture one of them.
 */
import {
  EYES_DISTANCE,
  PHASE_EYES,
  PHASE_OVER,
  PHASE_THROW,
  applyMove,
  cloneState,
  copyState,
  declineBonus,
  legalMoveSources,
  type Layout,
  type State,
} from '../../engine/core.js';
import { networkOutput, type NetworkWeights } from './network.js';

/** Pieces per side bell is played with. */
const PIECES = 7;
/** Thermometer steps per path position. */
const STACK_STEPS = 3;

/** Inputs per side: stack thermometers per position, reserve and home thermometers, pips, exposed pieces, chance of being hit. */
export function bellInputsPerSide(layout: Layout): number {
  return layout.length * STACK_STEPS + 2 * PIECES + 3;
}

export function bellInputCount(layout: Layout): number {
  return 2 * bellInputsPerSide(layout);
}

/** The dice's chance of each value that moves a piece (a zero ends the turn). */
function moveChances(layout: Layout): Float64Array {
  const maxThrow = Math.max(...layout.dice.values);
  const chance = new Float64Array(maxThrow + 1);
  for (const { value, probability } of layout.dice.outcomes) if (value > 0) chance[value] = probability;
  return chance;
}

/**
 * Writes the inputs of `board` seen by `me` (the player to throw) into `out`: every input is
 * written, so `out` may be reused.
 */
export function writeBellFeatures(
  layout: Layout,
  chance: Float64Array,
  board: Int8Array,
  me: number,
  out: Float32Array,
): void {
  const { stride, home, length, opposite } = layout;
  const per = length * STACK_STEPS + 2 * PIECES + 3;
  for (let side = 0; side < 2; side++) {
    const player = side === 0 ? me : 1 - me;
    const own = player * stride;
    const theirs = (1 - player) * stride;
    const base = side * per;
    let pips = 0;
    let open = 0;
    let hitMask = 0;
    for (let p = 1; p <= length; p++) {
      const n = board[own + p];
      const at = base + (p - 1) * STACK_STEPS;
      for (let k = 0; k < STACK_STEPS; k++) out[at + k] = n > k ? 1 : 0;
      if (n === 0) continue;
      pips += n * (home - p);
      // Only a single piece on the shared row can be captured, by a piece landing on it from behind.
      const across = opposite[p];
      if (n > 1 || across === 0) continue;
      open++;
      for (let d = 1; d < chance.length && d < across; d++)
        if (chance[d] > 0 && board[theirs + across - d] > 0) hitMask |= 1 << d;
    }
    const reserve = board[own];
    const done = board[own + home];
    pips += reserve * home;
    const counts = base + length * STACK_STEPS;
    for (let k = 0; k < PIECES; k++) {
      out[counts + k] = reserve > k ? 1 : 0;
      out[counts + PIECES + k] = done > k ? 1 : 0;
    }
    let hit = 0;
    for (let d = 1; d < chance.length; d++) if (hitMask & (1 << d)) hit += chance[d];
    out[counts + 2 * PIECES] = pips / (PIECES * home);
    out[counts + 2 * PIECES + 1] = open / 4;
    out[counts + 2 * PIECES + 2] = hit;
  }
}

/** Light's winning chance of bell positions by a network. */
export class BellNetwork {
  readonly layout: Layout;
  readonly weights: NetworkWeights;
  private readonly chance: Float64Array;
  private readonly x: Float32Array;
  private readonly h: Float64Array;
  /** Scratch for the eyes bonus, per depth of a chain of bonuses. */
  private readonly scratch: State[] = [];
  private readonly sources: Int8Array;

  constructor(layout: Layout, weights: NetworkWeights) {
    if (weights.inputs !== bellInputCount(layout))
      throw new Error(`the bell network takes ${weights.inputs} inputs, this board gives ${bellInputCount(layout)}`);
    this.layout = layout;
    this.weights = weights;
    this.chance = moveChances(layout);
    this.x = new Float32Array(weights.inputs);
    this.h = new Float64Array(weights.hidden);
    this.sources = new Int8Array(layout.home + 1);
  }

  /** The chance that the player to throw wins (PHASE_THROW). */
  throwerChance(state: State): number {
    writeBellFeatures(this.layout, this.chance, state.board, state.turn, this.x);
    return networkOutput(this.weights, this.x, this.h);
  }

  /**
   * Light's chance to win after a move: before a throw, by the network; at an eyes bonus, the
   * better of taking it (each piece the bonus can move) and declining, for the player it is
   * offered to. Other phases (the throw-off) are even.
   */
  lightChance(state: State, depth = 0): number {
    if (state.phase === PHASE_OVER) return state.winner === 0 ? 1 : 0;
    if (state.phase === PHASE_THROW) {
      const value = this.throwerChance(state);
      return state.turn === 0 ? value : 1 - value;
    }
    if (state.phase !== PHASE_EYES || state.distance !== EYES_DISTANCE) return 0.5;
    const child = (this.scratch[depth] ??= cloneState(state));
    copyState(child, state);
    declineBonus(child);
    const chooser = state.turn;
    let best = this.lightChance(child, depth + 1);
    const count = legalMoveSources(this.layout, state, this.sources);
    const sources = Array.from(this.sources.subarray(0, count));
    for (const from of sources) {
      copyState(child, state);
      applyMove(this.layout, child, from);
      const value = this.lightChance(child, depth + 1);
      if (chooser === 0 ? value > best : value < best) best = value;
    }
    return best;
  }
}
