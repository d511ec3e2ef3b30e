/**
 * The learned evaluation: a small neural network (one hidden layer of tanh units) that estimates
 * the chance that the player about to throw wins a finkel position, trained on the exact 7-piece
 * solution (scripts/ai-train.ts). Its weights ship in the bundle as float16 (src/ai/learned/weights-<variant>.ts).
 *
 * Inputs, for the player to throw and then the other: a bit per path position holding a piece,
 * reserve and home counts as thermometers (at least 1, at least 2, ...), pips still to walk,
 * pieces standing where they can be captured, and the chance that the other side can capture one
 * of them with its next throw. A game of fewer pieces is read as 7 pieces with the rest home.
 */
import { PHASE_OVER, PHASE_THROW, type Layout, type State } from '../../engine/core.js';
import type { SwitchKey } from '../../engine/rules.js';

/** Pieces the network was trained for. */
export const NETWORK_PIECES = 7;

/**
 * What a rule switch can change of the network's inputs: the reserve and home thermometers
 * (`counts`), where a piece can be captured (`exposed`: the open pieces and the chance of a hit
 * follow), the chance of each throw (`chance`).
 */
export type NetworkInput = 'counts' | 'exposed' | 'chance';

/**
 * The inputs that read each rule switch, keyed by the registry so that a new switch does not compile
 * until the network has decided what it means for it (test/ai/network.test.ts checks that another
 * value changes the inputs listed and no other). A switch no input reads is one the network reads
 * only its preset's value of (LEARNED_SWITCHES, learned.ts), or one that does not change a
 * position's chance.
 */
export const NETWORK_READS = {
  // A game of fewer pieces is read as 7 with the rest home.
  pieces: ['counts'],
  dice: ['chance'],
  exactExit: [],
  captures: ['exposed'],
  safeRosettes: ['exposed'],
  rosettesExtraTurn: [],
  capturesExtraTurn: [],
  firstPlayer: [],
  targetScore: [],
} as const satisfies { readonly [K in SwitchKey]: readonly NetworkInput[] };

/** Inputs per side: path bits, reserve and home thermometers, pips, exposed pieces, chance of being hit. */
export function inputsPerSide(layout: Layout): number {
  return layout.length + 2 * NETWORK_PIECES + 3;
}

export function inputCount(layout: Layout): number {
  return 2 * inputsPerSide(layout);
}

/** Per-layout tables for the inputs. */
export interface FeatureTables {
  layout: Layout;
  /** 1 where a piece can be captured (shared, and not guarded by the rules: `guardedMask`). */
  exposed: Uint8Array;
  /** Chance of each throw value. */
  chance: Float64Array;
  maxThrow: number;
}

export function featureTables(layout: Layout): FeatureTables {
  const { opposite, guardedMask } = layout;
  const exposed = new Uint8Array(layout.home + 1);
  for (let p = 1; p < layout.home; p++) exposed[p] = opposite[p] !== 0 && (guardedMask & (1 << p)) === 0 ? 1 : 0;
  const maxThrow = Math.max(...layout.dice.values);
  const chance = new Float64Array(maxThrow + 1);
  for (const { value, probability } of layout.dice.outcomes) chance[value] = probability;
  return { layout, exposed, chance, maxThrow };
}

/**
 * Writes the inputs of `board` seen by `me` (the player to throw) into `out`; returns false if
 * the position does not fit (more than 7 pieces, or a stack).
 */
export function writeFeatures(tables: FeatureTables, board: Int8Array, me: number, out: Float32Array): boolean {
  const { layout, exposed, chance, maxThrow } = tables;
  const { stride, home, length, opposite } = layout;
  const per = length + 2 * NETWORK_PIECES + 3;
  const extra = NETWORK_PIECES - layout.rules.pieces;
  if (extra < 0) return false;
  for (let side = 0; side < 2; side++) {
    const player = side === 0 ? me : 1 - me;
    const own = player * stride;
    const theirs = (1 - player) * stride;
    const base = side * per;
    let pips = 0;
    let open = 0;
    // The chance that the other side's next throw can capture one of these pieces.
    let hitMask = 0;
    for (let p = 1; p <= length; p++) {
      const n = board[own + p];
      if (n > 1) return false;
      out[base + p - 1] = n;
      if (n === 0) continue;
      pips += home - p;
      if (exposed[p] === 0) continue;
      open++;
      const across = opposite[p];
      for (let d = 1; d <= maxThrow && d <= across; d++) {
        const q = across - d;
        if (q > 0 ? board[theirs + q] > 0 : board[theirs] > 0) hitMask |= 1 << d;
      }
    }
    const reserve = board[own];
    const done = board[own + home] + extra;
    pips += reserve * home;
    for (let k = 0; k < NETWORK_PIECES; k++) {
      out[base + length + k] = reserve > k ? 1 : 0;
      out[base + length + NETWORK_PIECES + k] = done > k ? 1 : 0;
    }
    let hit = 0;
    for (let d = 1; d <= maxThrow; d++) if (hitMask & (1 << d)) hit += chance[d];
    out[base + length + 2 * NETWORK_PIECES] = pips / (NETWORK_PIECES * home);
    out[base + length + 2 * NETWORK_PIECES + 1] = open / 4;
    out[base + length + 2 * NETWORK_PIECES + 2] = hit;
  }
  return true;
}

/** Weights of a one-hidden-layer network: hidden = tanh(W1 x + b1), output = sigmoid(w2 . hidden + b2). */
export interface NetworkWeights {
  inputs: number;
  hidden: number;
  /** Input-major: w1[i * hidden + h]. */
  w1: Float32Array;
  b1: Float32Array;
  w2: Float32Array;
  b2: number;
}

export class Network {
  readonly weights: NetworkWeights;
  readonly tables: FeatureTables;
  private readonly x: Float32Array;
  private readonly h: Float64Array;

  constructor(layout: Layout, weights: NetworkWeights) {
    if (weights.inputs !== inputCount(layout))
      throw new Error(`the network takes ${weights.inputs} inputs, this board gives ${inputCount(layout)}`);
    this.weights = weights;
    this.tables = featureTables(layout);
    this.x = new Float32Array(weights.inputs);
    this.h = new Float64Array(weights.hidden);
  }

  /** The chance that the player to throw wins `state` (PHASE_THROW); NaN if the network cannot read it. */
  throwerChance(state: State): number {
    if (!writeFeatures(this.tables, state.board, state.turn, this.x)) return NaN;
    return this.forward(this.x);
  }

  /** Light's chance to win after a move (PHASE_THROW or over); NaN if the network cannot read it. */
  lightChance(state: State): number {
    if (state.phase === PHASE_OVER) return state.winner === 0 ? 1 : 0;
    if (state.phase !== PHASE_THROW) return NaN;
    const value = this.throwerChance(state);
    return state.turn === 0 ? value : 1 - value;
  }

  /** The output for inputs `x`. */
  forward(x: Float32Array): number {
    return networkOutput(this.weights, x, this.h);
  }
}

/** tanh sampled every 1/TANH_STEPS over ±TANH_RANGE, read with linear interpolation (within 1.5e-6 of Math.tanh). */
const TANH_STEPS = 256;
const TANH_RANGE = 10;
const TANH = new Float64Array(2 * TANH_RANGE * TANH_STEPS + 2).map((_, i) => Math.tanh(i / TANH_STEPS - TANH_RANGE));

/** tanh(x) from the table: a third of Math.tanh's time, and it runs for every hidden unit of every evaluation. */
export function fastTanh(x: number): number {
  if (!(x > -TANH_RANGE)) return x !== x ? x : -1;
  if (x >= TANH_RANGE) return 1;
  const at = (x + TANH_RANGE) * TANH_STEPS;
  const i = at | 0;
  return TANH[i] + (at - i) * (TANH[i + 1] - TANH[i]);
}

/** Output of a one-hidden-layer network for inputs `x` (sparse: zero inputs cost nothing); `h` is scratch. */
export function networkOutput(weights: NetworkWeights, x: Float32Array, h: Float64Array): number {
  const { inputs, hidden, w1, b1, w2, b2 } = weights;
  for (let j = 0; j < hidden; j++) h[j] = b1[j];
  for (let i = 0; i < inputs; i++) {
    const v = x[i];
    if (v === 0) continue;
    const row = i * hidden;
    for (let j = 0; j < hidden; j++) h[j] += v * w1[row + j];
  }
  let z = b2;
  for (let j = 0; j < hidden; j++) z += w2[j] * fastTanh(h[j]);
  return 1 / (1 + Math.exp(-z));
}

/** Float16 bits to a number. */
function fromHalf(bits: number): number {
  const sign = bits & 0x8000 ? -1 : 1;
  const exponent = (bits >> 10) & 0x1f;
  const fraction = bits & 0x3ff;
  if (exponent === 0) return sign * 2 ** -14 * (fraction / 1024);
  if (exponent === 31) return fraction ? NaN : sign * Infinity;
  return sign * 2 ** (exponent - 15) * (1 + fraction / 1024);
}

export function decodeWeights(inputs: number, hidden: number, base64: string): NetworkWeights {
  const text = atob(base64);
  const values = new Float32Array(text.length / 2);
  for (let i = 0; i < values.length; i++)
    values[i] = fromHalf(text.charCodeAt(2 * i) | (text.charCodeAt(2 * i + 1) << 8));
  const w1End = inputs * hidden;
  if (values.length !== w1End + 2 * hidden + 1)
    throw new Error(`expected ${w1End + 2 * hidden + 1} weights, got ${values.length}`);
  return {
    inputs,
    hidden,
    w1: values.slice(0, w1End),
    b1: values.slice(w1End, w1End + hidden),
    w2: values.slice(w1End + hidden, w1End + 2 * hidden),
    b2: values[w1End + 2 * hidden],
  };
}
