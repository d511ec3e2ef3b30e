/// <reference types="node" />
/**
 * Learns bell's evaluation (src/ai/learned/bell-network.ts) by self-play with temporal differences,
 * TD(lambda) as TD-Gammon learned backgammon, and writes its weights to src/ai/learned/bell-weights.ts.
 * Reproducible for a given number of games: seeded dice and initialisation.
 *
 *   npx tsx scripts/ai-train-bell.ts [--minutes 60] [--games 1000000] [--hidden 40] [--lambda 0.7]
 *                                    [--rate 0.1] [--final-rate 0.01] [--checkpoint FILE]
 *
 * The network plays both sides, choosing each move (and each eyes bonus) that leads to the
 * position it values best for the mover. After every move it learns to predict, from each
 * position before a throw, its own value of the next one (1 or 0 once the game is won), with
 * eligibility traces carrying each correction back to earlier positions of the game. Training
 * stops after --games games or --minutes minutes, whichever comes first; the learning rate falls
 * from --rate to --final-rate linearly over the planned games (or time).
 */
import { writeFileSync } from 'node:fs';
import { Random, resolveRules } from '../src/engine/index.js';
import {
  PHASE_EYES,
  PHASE_MOVE,
  PHASE_OVER,
  PHASE_THROW,
  PHASE_THROW_OFF,
  THROW_NO_MOVE,
  applyMove,
  applyThrow,
  cloneState,
  copyState,
  createLayout,
  declineBonus,
  initialState,
  legalMoveSources,
  type State,
} from '../src/engine/core.js';
import { BellNetwork, bellInputCount, writeBellFeatures } from '../src/ai/learned/bell-network.js';
import { type NetworkWeights } from '../src/ai/learned/network.js';
import { encodeWeights } from '../tools/weights-write.js';
import { option } from '../tools/cli-option.js';

const minutes = Number(option('minutes', '60'));
const plannedGames = Number(option('games', '1000000'));
const hidden = Number(option('hidden', '40'));
const lambda = Number(option('lambda', '0.7'));
const firstRate = Number(option('rate', '0.1'));
const finalRate = Number(option('final-rate', '0.01'));
const out = option('out', new URL('../src/ai/learned/bell-weights.ts', import.meta.url).pathname);
const checkpoint = option('checkpoint', '');
const started = performance.now();
const elapsed = () => (performance.now() - started) / 60000;
const clock = () => `[${(elapsed() * 60).toFixed(0)} s]`;

const rules = resolveRules('bell');
const layout = createLayout(rules);
const inputs = bellInputCount(layout);

// Seeded initialisation, small enough that every value starts near one half.
let seed = 24;
const uniform = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), seed | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const weights: NetworkWeights = {
  inputs,
  hidden,
  w1: Float32Array.from({ length: inputs * hidden }, () => (uniform() * 2 - 1) * 0.1),
  b1: new Float32Array(hidden),
  w2: Float32Array.from({ length: hidden }, () => (uniform() * 2 - 1) * 0.1),
  b2: 0,
};
const network = new BellNetwork(layout, weights);
const chance = new Float64Array(6);
for (const { value, probability } of layout.dice.outcomes) if (value > 0) chance[value] = probability;

// Gradient of the value of one position, and the eligibility traces (w1, b1, w2, b2 in one array).
const parameters = inputs * hidden + 2 * hidden + 1;
const b1At = inputs * hidden;
const w2At = b1At + hidden;
const b2At = w2At + hidden;
const traces = new Float64Array(parameters);
const x = new Float32Array(inputs);
const t = new Float64Array(hidden);
/** Indices of the non-zero inputs. */
const active = new Int32Array(inputs);

/** Light's value of `state` (PHASE_THROW), adding lambda-decayed traces of its gradient. */
function valueAndTrace(state: State, rate: number, delta: number): number {
  // Apply the previous correction along the traces first, then value the new position with the new weights.
  if (delta !== 0) {
    const step = rate * delta;
    const { w1, b1, w2 } = weights;
    for (let k = 0; k < b1At; k++) w1[k] += step * traces[k];
    for (let j = 0; j < hidden; j++) {
      b1[j] += step * traces[b1At + j];
      w2[j] += step * traces[w2At + j];
    }
    weights.b2 += step * traces[b2At];
  }
  writeBellFeatures(layout, chance, state.board, state.turn, x);
  let activeCount = 0;
  for (let i = 0; i < inputs; i++) if (x[i] !== 0) active[activeCount++] = i;
  const { w1, b1, w2 } = weights;
  for (let j = 0; j < hidden; j++) t[j] = b1[j];
  for (let a = 0; a < activeCount; a++) {
    const i = active[a];
    const v = x[i];
    const row = i * hidden;
    for (let j = 0; j < hidden; j++) t[j] += v * w1[row + j];
  }
  let z = weights.b2;
  for (let j = 0; j < hidden; j++) {
    t[j] = Math.tanh(t[j]);
    z += w2[j] * t[j];
  }
  const f = 1 / (1 + Math.exp(-z));
  // Light's value is f for light to throw, 1 - f for dark: the gradient's sign follows.
  const dz = (state.turn === 0 ? 1 : -1) * f * (1 - f);
  for (let k = 0; k < parameters; k++) traces[k] *= lambda;
  traces[b2At] += dz;
  for (let j = 0; j < hidden; j++) {
    traces[w2At + j] += dz * t[j];
    const dh = dz * w2[j] * (1 - t[j] * t[j]);
    traces[b1At + j] += dh;
    for (let a = 0; a < activeCount; a++) traces[active[a] * hidden + j] += x[active[a]] * dh;
  }
  return state.turn === 0 ? f : 1 - f;
}

const sources = new Int8Array(layout.home + 1);
const child = initialState(layout);

/** The option (a source, or -1 to decline an eyes bonus) the network values best for the player to act. */
function choose(state: State): number {
  const count = legalMoveSources(layout, state, sources);
  if (count === 1 && state.phase === PHASE_MOVE) return sources[0];
  const options = Array.from(sources.subarray(0, count));
  if (state.phase === PHASE_EYES) options.push(-1);
  const sign = state.turn === 0 ? 1 : -1;
  let best = options[0];
  let bestValue = -Infinity;
  for (const from of options) {
    copyState(child, state);
    if (from < 0) declineBonus(child);
    else applyMove(layout, child, from);
    const value = sign * network.lightChance(child);
    if (value > bestValue) {
      bestValue = value;
      best = from;
    }
  }
  return best;
}

const dice = new Random(20261201);
let games = 0;
let actions = 0;
let lightWins = 0;
let sumAbsDelta = 0;
let deltas = 0;
let lastReport = performance.now();
let lastCheckpoint = performance.now();

function writeWeights(file: string, note: string): void {
  const encoded = encodeWeights(weights);
  const lines = encoded.match(/.{1,100}/g)!;
  writeFileSync(
    file,
    `// Generated by scripts/ai-train-bell.ts: ${note}.\n` +
      `// Regenerate: npx tsx scripts/ai-train-bell.ts --minutes ${minutes} --games ${plannedGames} --hidden ${hidden} --lambda ${lambda} --rate ${firstRate} --final-rate ${finalRate}` +
      ` (stopped by the clock, a run plays as many games as the machine allows)\n` +
      `export const BELL_NETWORK_SHAPE = { inputs: ${inputs}, hidden: ${hidden} };\n` +
      `/** Float16 weights (w1 input-major, b1, w2, b2), base64. */\n` +
      `export const BELL_NETWORK_WEIGHTS =\n${lines.map((line) => `  '${line}'`).join(' +\n')};\n`,
  );
}

while (games < plannedGames && elapsed() < minutes) {
  const progress = Math.max(games / plannedGames, elapsed() / minutes);
  const rate = firstRate + (finalRate - firstRate) * progress;
  const state = initialState(layout);
  while (state.phase === PHASE_THROW_OFF) applyThrow(layout, state, dice.throwValue(layout.dice));
  traces.fill(0);
  let value = valueAndTrace(state, rate, 0);
  const previous: State = cloneState(state);
  for (;;) {
    if (state.phase === PHASE_THROW) {
      // A series throw with no legal move changes nothing: the same player throws again.
      if (applyThrow(layout, state, dice.throwValue(layout.dice)) === THROW_NO_MOVE) continue;
    }
    if (state.phase === PHASE_MOVE || state.phase === PHASE_EYES) {
      const from = choose(state);
      if (from < 0) declineBonus(state);
      else applyMove(layout, state, from);
      actions++;
    }
    if (state.phase === PHASE_OVER) {
      const delta = (state.winner === 0 ? 1 : 0) - value;
      valueAndTrace(previous, rate, delta);
      sumAbsDelta += Math.abs(delta);
      deltas++;
      if (state.winner === 0) lightWins++;
      break;
    }
    if (state.phase !== PHASE_THROW) continue;
    // A position before a throw: learn the previous one's value from this one's.
    const next = network.lightChance(state);
    const delta = next - value;
    sumAbsDelta += Math.abs(delta);
    deltas++;
    value = valueAndTrace(state, rate, delta);
    copyState(previous, state);
  }
  games++;
  const now = performance.now();
  if (now - lastReport > 60000) {
    console.log(
      `${clock()} ${games.toLocaleString('en')} games, rate ${rate.toFixed(4)}: ` +
        `${(actions / games).toFixed(0)} moves a game, mean |TD error| ${(sumAbsDelta / deltas).toFixed(4)}, light won ${((lightWins / games) * 100).toFixed(1)}%`,
    );
    lastReport = now;
  }
  if (checkpoint && now - lastCheckpoint > 5 * 60000) {
    writeWeights(checkpoint, `checkpoint after ${games} games`);
    lastCheckpoint = now;
  }
}
writeWeights(
  out,
  `${games} games of self-play, TD(${lambda}), ${hidden} hidden units, learning rate ${firstRate} to ${finalRate}`,
);
console.log(`${clock()} ${games.toLocaleString('en')} games; wrote ${out}`);
