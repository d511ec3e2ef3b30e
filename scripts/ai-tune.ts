/// <reference types="node" />
/**
 * Tunes the static evaluation against the exact solution of small finkel games: for sampled
 * decisions (a position and a throw with at least two moves), the one-ply choice by the evaluation
 * is compared with the perfect one, and the weights are adjusted (coordinate descent) to minimise
 * the winning chance lost per decision plus the evaluation's calibration error.
 *
 *   npx tsx scripts/ai-tune.ts [--pieces 3] [--samples 40000] [--values /tmp/values4.bin]
 * (--values: a Float64 dump of Solver.values for that piece count, to skip solving 4 pieces again.)
 */
import { existsSync, readFileSync } from 'node:fs';
import { core, Random, resolveRules, type State } from '../src/engine/index.js';
import { DEFAULT_WEIGHTS, evalTables, evaluate, type EvalWeights } from '../src/ai/search/evaluate.js';
import { Solver } from '../src/ai/tables/solve.js';
import { option } from '../tools/cli-option.js';

const pieces = Number(option('pieces', '3'));
const samples = Number(option('samples', '40000'));
const valuesFile = option('values', '');
const rules = resolveRules('finkel', { pieces });
const solver = new Solver(rules, pieces);
if (valuesFile && existsSync(valuesFile)) solver.values.set(new Float64Array(readFileSync(valuesFile).buffer.slice(0)));
else solver.solve();
const layout = solver.layout;

interface Sample {
  /** The position before the throw (light to throw) and its exact value. */
  position: State;
  exact: number;
  /** Positions after each move and their exact value for the mover. */
  children: State[];
  values: number[];
}

const random = new Random(7);
const data: Sample[] = [];
const sources = new Int8Array(layout.home + 1);
const state = core.initialState(layout);
while (data.length < samples) {
  const me = random.below(solver.configs);
  const them = random.below(solver.configs);
  solver.writeState(state, me, them);
  const exact = solver.winChance(state);
  if (!(exact > 0 && exact < 1)) continue;
  if (state.board[layout.home] === pieces || state.board[layout.stride + layout.home] === pieces) continue;
  // Skip impossible positions (both colours on one tile).
  let clash = false;
  for (let p = 1; p < layout.home; p++)
    if (layout.opposite[p] && state.board[p] && state.board[layout.stride + layout.opposite[p]]) clash = true;
  if (clash) continue;
  const value = random.throwValue(layout.dice);
  const position = core.cloneState(state);
  if (core.applyThrow(layout, state, value) !== core.THROW_MOVE) continue;
  const count = core.legalMoveSources(layout, state, sources);
  if (count < 2) continue;
  const children: State[] = [];
  const values: number[] = [];
  for (let i = 0; i < count; i++) {
    const child = core.cloneState(state);
    core.applyMove(layout, child, sources[i]);
    children.push(child);
    values.push(solver.chanceFor(child, 0));
  }
  data.push({ position, exact, children, values });
}

/** Winning chance lost per decision by one-ply choices, and the evaluation's mean squared error. */
function score(weights: EvalWeights): { loss: number; mse: number; total: number } {
  const tables = evalTables(layout, weights);
  let loss = 0;
  let mse = 0;
  for (const sample of data) {
    let best = -1;
    let chosen = 0;
    for (let i = 0; i < sample.children.length; i++) {
      const value = evaluate(tables, sample.children[i]);
      if (value > best) {
        best = value;
        chosen = i;
      }
    }
    loss += Math.max(...sample.values) - sample.values[chosen];
    mse += (evaluate(tables, sample.position) - sample.exact) ** 2;
  }
  loss /= data.length;
  mse /= data.length;
  return { loss, mse, total: loss + mse * 0.1 };
}

type Key = Exclude<keyof EvalWeights, 'squares'>;
const get = (w: EvalWeights, key: Key | number) => (typeof key === 'number' ? w.squares![key] : w[key]);
const set = (w: EvalWeights, key: Key | number, value: number): EvalWeights =>
  typeof key === 'number'
    ? { ...w, squares: w.squares!.map((x, i) => (i === key ? value : x)) }
    : { ...w, [key]: value };
// Start the per-square worth from the rosette bonuses.
const initialSquares = Array.from({ length: layout.length }, (_, i) => {
  const p = i + 1;
  return layout.kinds[p] === core.KIND_ROSETTE
    ? layout.opposite[p]
      ? DEFAULT_WEIGHTS.sharedRosette
      : DEFAULT_WEIGHTS.privateRosette
    : 0;
});
let weights: EvalWeights = { ...DEFAULT_WEIGHTS, squares: DEFAULT_WEIGHTS.squares ?? initialSquares };
let current = score(weights);
console.log('start', current, JSON.stringify(weights));
const steps = new Map<Key | number, number>([
  ['home', 0.5],
  ['riskNow', 0.1],
  ['riskLater', 0.1],
  ['tempo', 0.25],
  ['spread', 1],
  ...initialSquares.map((_, i) => [i, 0.5] as [number, number]),
]);
const rounds = Number(option('rounds', '5'));
for (let round = 0; round < rounds; round++) {
  for (const [key, step] of steps) {
    for (const direction of [1, -1]) {
      for (;;) {
        const value = get(weights, key) + direction * step;
        if (typeof key !== 'number' && value < 0) break;
        const trial = set(weights, key, value);
        const result = score(trial);
        if (result.total >= current.total) break;
        weights = trial;
        current = result;
      }
    }
    steps.set(key, step);
  }
  for (const [key, step] of steps) steps.set(key, step / 2);
  const rounded = { ...weights, squares: weights.squares!.map((x) => Math.round(x * 100) / 100) };
  console.log('round', round, current, JSON.stringify(rounded));
}
