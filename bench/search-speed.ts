/**
 * CPU time of expert's search at a fixed depth (no time limit, so the work is the same on a busy
 * machine): 30 positions of seeded 7-piece games, each searched from a fresh searcher as expert
 * searches (its variant's learned evaluation, its pruning margin). Prints the moves and the sum
 * of the values too, so that a change meant to be exact can be checked to change neither.
 *
 *   npx tsx bench/search-speed.ts [--variant finkel] [--depth 5]
 */
import { Random, resolveRules, type VariantName } from '../src/engine/index.js';
import {
  applyMove,
  applyThrow,
  cloneState,
  createLayout,
  initialState,
  legalMoveSources,
  PHASE_MOVE,
  PHASE_OVER,
  type State,
} from '../src/engine/core.js';
import { Searcher } from '../src/ai/search/search.js';
import { LearnedEvaluations } from '../src/ai/learned/learned.js';
import { SEARCH_LEVELS } from '../src/ai/search/levels.js';
import { option } from '../tools/cli-option.js';

const variant = option('variant', 'finkel') as VariantName;
const depth = Number(option('depth', '5'));
const rules = resolveRules(variant, { pieces: 7 });
const learned = new LearnedEvaluations();
await learned.load(rules);
const layout = createLayout(rules);
const evaluation = learned.evaluation(rules) ?? undefined;
const pruneMargin = SEARCH_LEVELS.expert.pruneMargin;
// Positions with a choice from three games of one-ply play, every fifth of them.
const mover = new Searcher(layout, undefined, evaluation);
const positions: State[] = [];
const dice = new Random(7);
const sources = new Int8Array(layout.home + 1);
for (let game = 0; game < 3; game++) {
  const state = initialState(layout);
  while (state.phase !== PHASE_OVER) {
    if (state.phase !== PHASE_MOVE) {
      applyThrow(layout, state, dice.throwValue(layout.dice));
      continue;
    }
    if (legalMoveSources(layout, state, sources) > 1) positions.push(cloneState(state));
    applyMove(layout, state, mover.search(state, { maxDepth: 1 }).from);
  }
}
const chosen = positions.filter((_, i) => i % 5 === 0).slice(0, 30);
for (const state of chosen.slice(0, 5)) mover.search(state, { maxDepth: depth - 1, pruneMargin });
const searcher = new Searcher(layout, undefined, evaluation);
const before = process.cpuUsage();
let sum = 0;
let nodes = 0;
const moves: number[] = [];
for (const state of chosen) {
  const result = searcher.search(state, { maxDepth: depth, pruneMargin });
  sum += result.value;
  nodes += result.nodes;
  moves.push(result.from);
}
const cpu = process.cpuUsage(before).user / 1000;
console.log(
  `${variant}, ${depth} plies, ${chosen.length} positions: ${cpu.toFixed(0)} ms of CPU, ${nodes} nodes; ` +
    `values sum ${sum.toFixed(6)}, moves ${moves.join(' ')}`,
);
