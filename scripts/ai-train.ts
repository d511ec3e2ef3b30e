/// <reference types="node" />
/**
 * Trains the learned evaluation (src/ai/learned/network.ts) of a race variant on its exact solution and
 * writes its weights to src/ai/learned/weights-<variant>.ts (listed in LEARNED_VARIANTS, src/ai/learned/learned.ts). Reproducible: seeded games, seeded initialisation and
 * shuffling.
 *
 *   npx tsx scripts/ai-train.ts --table finkel-7.bin [--games 30000] [--hidden 64] [--epochs 12]
 *   npx tsx scripts/ai-train.ts --table blitz-5.bin --games 4000 --hidden 32 --epochs 6
 *
 * Positions come from games of mixed strength played on the table itself: each side is, per game,
 * a random mover, easy's rule of thumb, the perfect player, or the perfect player making a random
 * move a quarter of the time. Every position about to be thrown for is a sample, labelled with
 * its exact value. Training: cross-entropy on the winning chance, Adam, minibatches of 256.
 */
import { writeFileSync } from 'node:fs';
import { Random, type VariantName } from '../src/engine/index.js';
import {
  PHASE_MOVE,
  PHASE_OVER,
  PHASE_THROW,
  applyMove,
  applyThrow,
  copyState,
  initialState,
  legalMoveSources,
} from '../src/engine/core.js';
import { greedyChoice } from '../src/ai/search/levels.js';
import {
  Network,
  decodeWeights,
  featureTables,
  inputCount,
  writeFeatures,
  type NetworkWeights,
} from '../src/ai/learned/network.js';
import { encodeWeights } from '../tools/weights-write.js';
import { loadTable } from '../tools/table-source-node.js';
import { option } from '../tools/cli-option.js';

const tableFile = option('table', '');
if (!tableFile) throw new Error('--table FILE is required');
const games = Number(option('games', '30000'));
const hidden = Number(option('hidden', '64'));
const epochs = Number(option('epochs', '12'));
const started = performance.now();
const clock = () => `[${((performance.now() - started) / 1000).toFixed(0)} s]`;

const { header, layout, throwerChance: exact } = loadTable(tableFile);
const variant = header.rules.variant as VariantName;
const out = option('out', new URL(`../src/ai/learned/weights-${variant}.ts`, import.meta.url).pathname);

// 1. Samples from games of mixed strength.
const tables = featureTables(layout);
const inputs = inputCount(layout);
const capacity = games * 80;
let features = new Float32Array(capacity * inputs);
let labels = new Float32Array(capacity);
let samples = 0;
const dice = new Random(20261130);
const sources = new Int8Array(layout.home + 1);
const trial = initialState(layout);
const STYLES = ['random', 'easy', 'perfect', 'noisy'] as const;
const styleWeights = [0.15, 0.15, 0.4, 0.3];
const pickStyle = () => {
  let r = dice.next();
  for (let i = 0; i < STYLES.length; i++) if ((r -= styleWeights[i]) < 0) return STYLES[i];
  return STYLES[STYLES.length - 1];
};
for (let g = 0; g < games; g++) {
  const state = initialState(layout);
  const styles = [pickStyle(), pickStyle()];
  while (state.phase !== PHASE_OVER) {
    if (state.phase === PHASE_THROW) {
      if (samples === labels.length) {
        const grownF = new Float32Array(features.length * 2);
        grownF.set(features);
        features = grownF;
        const grownL = new Float32Array(labels.length * 2);
        grownL.set(labels);
        labels = grownL;
      }
      writeFeatures(tables, state.board, state.turn, features.subarray(samples * inputs, (samples + 1) * inputs));
      labels[samples++] = exact(state);
      applyThrow(layout, state, dice.throwValue(layout.dice));
      continue;
    }
    if (state.phase !== PHASE_MOVE) throw new Error('unexpected phase');
    const count = legalMoveSources(layout, state, sources);
    const style = styles[state.turn];
    let from = sources[0];
    if (style === 'random' || (style === 'noisy' && dice.next() < 0.25))
      from = sources[Math.floor(dice.next() * count)];
    else if (style === 'easy') from = greedyChoice(layout, state, Array.from(sources.subarray(0, count)));
    else {
      let best = -1;
      for (let i = 0; i < count; i++) {
        copyState(trial, state);
        applyMove(layout, trial, sources[i]);
        const chance = trial.phase === PHASE_OVER ? 1 : trial.turn === state.turn ? exact(trial) : 1 - exact(trial);
        if (chance > best) {
          best = chance;
          from = sources[i];
        }
      }
    }
    applyMove(layout, state, from);
  }
}
console.log(`${clock()} ${samples.toLocaleString('en')} positions from ${games.toLocaleString('en')} games`);

// 2. Training.
let seed = 12345;
const uniform = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), seed | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const order = new Int32Array(samples);
for (let i = 0; i < samples; i++) order[i] = i;
for (let i = samples - 1; i > 0; i--) {
  const j = Math.floor(uniform() * (i + 1));
  [order[i], order[j]] = [order[j], order[i]];
}
const validation = order.subarray(0, Math.floor(samples * 0.05));
const training = order.subarray(validation.length);
const weights: NetworkWeights = {
  inputs,
  hidden,
  w1: Float32Array.from({ length: inputs * hidden }, () => (uniform() * 2 - 1) * Math.sqrt(3 / 20)),
  b1: new Float32Array(hidden),
  w2: Float32Array.from({ length: hidden }, () => (uniform() * 2 - 1) * Math.sqrt(3 / hidden)),
  b2: 0,
};
const parameters = inputs * hidden + 2 * hidden + 1;
const grad = new Float64Array(parameters);
const m = new Float64Array(parameters);
const v = new Float64Array(parameters);
const h = new Float64Array(hidden);
const dh = new Float64Array(hidden);
const BATCH = 256;
let step = 0;
const w2At = inputs * hidden + hidden;
const b2At = w2At + hidden;

function forward(x: Float32Array): number {
  for (let j = 0; j < hidden; j++) h[j] = weights.b1[j];
  for (let i = 0; i < inputs; i++) {
    const value = x[i];
    if (value === 0) continue;
    const row = i * hidden;
    for (let j = 0; j < hidden; j++) h[j] += value * weights.w1[row + j];
  }
  let z = weights.b2;
  for (let j = 0; j < hidden; j++) {
    h[j] = Math.tanh(h[j]);
    z += weights.w2[j] * h[j];
  }
  return 1 / (1 + Math.exp(-z));
}

function evaluateSet(set: Int32Array, network?: Network): { mae: number; rmse: number } {
  let abs = 0;
  let squares = 0;
  for (const s of set) {
    const x = features.subarray(s * inputs, (s + 1) * inputs);
    const error = (network ? network.forward(x) : forward(x)) - labels[s];
    abs += Math.abs(error);
    squares += error * error;
  }
  return { mae: abs / set.length, rmse: Math.sqrt(squares / set.length) };
}

for (let epoch = 0; epoch < epochs; epoch++) {
  // Learning rate: 3e-3, down to 1e-4 by the end (cosine).
  const rate = 1e-4 + (3e-3 - 1e-4) * 0.5 * (1 + Math.cos((Math.PI * epoch) / epochs));
  for (let i = training.length - 1; i > 0; i--) {
    const j = Math.floor(uniform() * (i + 1));
    [training[i], training[j]] = [training[j], training[i]];
  }
  for (let first = 0; first < training.length; first += BATCH) {
    grad.fill(0);
    const last = Math.min(training.length, first + BATCH);
    for (let b = first; b < last; b++) {
      const s = training[b];
      const x = features.subarray(s * inputs, (s + 1) * inputs);
      const dz = forward(x) - labels[s];
      grad[b2At] += dz;
      for (let j = 0; j < hidden; j++) {
        grad[w2At + j] += dz * h[j];
        dh[j] = dz * weights.w2[j] * (1 - h[j] * h[j]);
        grad[inputs * hidden + j] += dh[j];
      }
      for (let i = 0; i < inputs; i++) {
        const value = x[i];
        if (value === 0) continue;
        const row = i * hidden;
        for (let j = 0; j < hidden; j++) grad[row + j] += value * dh[j];
      }
    }
    step++;
    const n = last - first;
    const correction1 = 1 - 0.9 ** step;
    const correction2 = 1 - 0.999 ** step;
    for (let k = 0; k < parameters; k++) {
      const g = grad[k] / n;
      m[k] = 0.9 * m[k] + 0.1 * g;
      v[k] = 0.999 * v[k] + 0.001 * g * g;
      const delta = (rate * (m[k] / correction1)) / (Math.sqrt(v[k] / correction2) + 1e-8);
      if (k < inputs * hidden) weights.w1[k] -= delta;
      else if (k < w2At) weights.b1[k - inputs * hidden] -= delta;
      else if (k < b2At) weights.w2[k - w2At] -= delta;
      else weights.b2 -= delta;
    }
  }
  const { mae, rmse } = evaluateSet(validation);
  console.log(
    `${clock()} epoch ${epoch + 1}/${epochs}: validation mean error ${(mae * 100).toFixed(3)} points, rms ${(rmse * 100).toFixed(3)}`,
  );
}

// 3. The weights as shipped (float16), checked once more after rounding.
const encoded = encodeWeights(weights);
const shipped = new Network(layout, decodeWeights(inputs, hidden, encoded));
const { mae, rmse } = evaluateSet(validation, shipped);
console.log(
  `${clock()} as float16: validation mean error ${(mae * 100).toFixed(3)} points, rms ${(rmse * 100).toFixed(3)}; ${parameters} weights, ${encoded.length} base64 characters`,
);
const lines = encoded.match(/.{1,100}/g)!;
writeFileSync(
  out,
  `// Generated by scripts/ai-train.ts from ${header.rules.variant} ${header.rules.pieces}-piece solution ${header.checksum}: ` +
    `${games} games, ${samples} positions, ${hidden} hidden units, ${epochs} epochs; validation mean error ${(mae * 100).toFixed(2)} points.\n` +
    `// Regenerate: npx tsx scripts/ai-train.ts --table ${header.rules.variant}-${header.rules.pieces}.bin --games ${games} --hidden ${hidden} --epochs ${epochs}\n` +
    `export const NETWORK_SHAPE = { inputs: ${inputs}, hidden: ${hidden} };\n` +
    `/** Float16 weights (w1 input-major, b1, w2, b2), base64. */\n` +
    `export const NETWORK_WEIGHTS =\n${lines.map((line) => `  '${line}'`).join(' +\n')};\n`,
);
console.log(`${clock()} wrote ${out}`);
