/// <reference types="node" />
/**
 * How far a level is from perfect play, measured against the exact solution of a race game
 * (finkel, masters, blitz or aseb; default finkel with 4 pieces a side). The level plays seeded games against the perfect player; at each
 * of its decisions the winning chance it gives away (best move's exact value minus its move's) is
 * summed. Against a perfect opponent, a player's winning chance is exactly the starting value minus
 * its expected total give-away, so the mean give-away per game is its distance from perfect play,
 * in winning-chance points, with far less noise than counting wins.
 *
 *   npx tsx scripts/ai-perfect.ts [--variant finkel] [--pieces 4] [--games 1000] [--level expert] [--values file]
 *   (--values: a Float64 dump of Solver.values for these rules and pieces, to skip solving again)
 *   npx tsx scripts/ai-perfect.ts --pieces 7 --games 200 --table finkel-7.bin
 *   (--table: a solution file from `npm run solve`, for piece counts too big to solve here; its
 *   variant is the game's, and --pieces defaults to its pieces)
 *   --first N: starts at game N (seeded 1000 + N), to add games to an earlier run
 *   --search-only: the level without its exact endgame tables (tests the search itself)
 *   --depth N: the level searching N plies instead of its own depth
 *   --prune M: the level's forward-pruning margin instead of its own (0 = exact expectimax)
 *   --temperature T: the level's temperature instead of its own (a level below expert)
 *   --budget MS: the level's thinking time instead of its own (on a loaded machine, so that the
 *   time limit does not cut the search short of its depth)
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { Random, resolveRules, type VariantName } from '../src/engine/index.js';
import {
  applyMove,
  applyThrow,
  cloneState,
  copyState,
  createLayout,
  initialState,
  legalMoveSources,
  PHASE_MOVE,
  PHASE_OVER,
  type State,
} from '../src/engine/core.js';
import { loadTable } from '../tools/table-source-node.js';
import { ComputerPlayers, SEARCH_LEVELS, depthFor } from '../src/ai/search/levels.js';
import type { Level } from '../src/ai/search/level-names.js';
import { LearnedEvaluations } from '../src/ai/learned/learned.js';
import * as solve from '../src/ai/tables/solve.js';
import { ACCURACY_SCALE } from '../src/ai/review/review-score.js';
import { option } from '../tools/cli-option.js';

const learned = new LearnedEvaluations();
const players = new ComputerPlayers({ endgames: new solve.EndgameSolvers(), learned: learned.evaluation });

const tableFile = option('table', '');
const table = tableFile ? loadTable(tableFile, option('pieces', '') ? Number(option('pieces', '')) : undefined) : null;
const variant = table ? table.rules.variant : (option('variant', 'finkel') as VariantName);
const pieces = table ? table.rules.pieces : Number(option('pieces', '4'));
const games = Number(option('games', '1000'));
/** The first game's number: game g is seeded 1000 + g, so runs from different firsts add up to a longer one. */
const firstGame = Number(option('first', '0'));
const level = option('level', 'expert') as Level;
const valuesFile = option('values', '');
const settings = SEARCH_LEVELS[level as Exclude<Level, 'perfect'>];
if (process.argv.includes('--search-only') && settings) settings.solvePieces = 0;
if (option('depth', '') && settings) settings.maxDepth = settings.raceDepth = Number(option('depth', ''));
if (option('prune', '') && settings) settings.pruneMargin = Number(option('prune', ''));
if (option('temperature', '') && settings) settings.temperature = Number(option('temperature', ''));
if (option('budget', '') && settings) settings.budgetMs = Number(option('budget', ''));
const rules = resolveRules(variant, { pieces });
await learned.load(rules);
const layout = createLayout(rules);
const started = performance.now();
/** The exact chance that `player` wins after a move left `state`. */
let chanceFor: (state: State, player: number) => number;
if (table) {
  chanceFor = (state, player) => {
    if (state.phase === PHASE_OVER) return state.winner === player ? 1 : 0;
    const value = table.throwerChance(state);
    return state.turn === player ? value : 1 - value;
  };
  console.log(
    `${variant} ${pieces} pieces: read ${tableFile} in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
} else {
  const solver = new solve.Solver(rules, pieces);
  if (valuesFile && existsSync(valuesFile))
    solver.values.set(new Float64Array(readFileSync(valuesFile).buffer.slice(0)));
  else {
    solver.solve();
    if (valuesFile) writeFileSync(valuesFile, Buffer.from(solver.values.buffer));
  }
  chanceFor = (state, player) => solver.chanceFor(state, player);
  console.log(`${variant} ${pieces} pieces solved or loaded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

let totalLoss = 0;
let totalSquares = 0;
let decisions = 0;
let mistakes = 0;
let wins = 0;
/** Sum over games of the game review's accuracy of the level's play (src/ai/review/review-score.ts). */
let accuracySum = 0;
const sources = new Int8Array(layout.home + 1);
const trial = initialState(layout);
for (let g = firstGame; g < firstGame + games; g++) {
  const levelSide = g % 2;
  const dice = new Random(1000 + g);
  const state = initialState(layout);
  let loss = 0;
  let gameDecisions = 0;
  while (state.phase !== PHASE_OVER) {
    if (state.phase !== PHASE_MOVE) {
      applyThrow(layout, state, dice.throwValue(layout.dice));
      continue;
    }
    const count = legalMoveSources(layout, state, sources);
    const mover = state.turn;
    let best = -1;
    let bestFrom = sources[0];
    const values = new Map<number, number>();
    for (let i = 0; i < count; i++) {
      copyState(trial, state);
      applyMove(layout, trial, sources[i]);
      const value = chanceFor(trial, mover);
      values.set(sources[i], value);
      if (value > best) {
        best = value;
        bestFrom = sources[i];
      }
    }
    let from = bestFrom;
    if (mover === levelSide && count > 1) {
      from = players.decide(rules, cloneState(state), level, { seed: dice.nextUint32() }).from;
      const given = best - values.get(from)!;
      loss += given;
      decisions++;
      gameDecisions++;
      if (given > 1e-9) mistakes++;
    }
    applyMove(layout, state, from);
  }
  if (state.winner === levelSide) wins++;
  totalLoss += loss;
  totalSquares += loss * loss;
  accuracySum += gameDecisions ? 100 * Math.exp((-ACCURACY_SCALE * loss) / gameDecisions) : 100;
}
const mean = totalLoss / games;
const error = 1.96 * Math.sqrt((totalSquares / games - mean * mean) / games);
const perfectRate = 0.5; // perfect against perfect, averaged over both colours
console.log(
  `${level}${process.argv.includes('--search-only') ? ' (search only)' : ''}${settings ? ` (${depthFor(settings, rules)} plies${settings.pruneMargin ? `, pruning margin ${settings.pruneMargin}` : ''}${settings.temperature ? `, temperature ${settings.temperature}` : ''})` : ''} against perfect play, ${variant} ${pieces} pieces, ${games} games (both colours):\n` +
    `  winning chance given away per game: ${(mean * 100).toFixed(2)} ± ${(error * 100).toFixed(2)} points (95%)\n` +
    `  so its expected win rate against perfect play is ${((perfectRate - mean) * 100).toFixed(2)}% (perfect against perfect: 50%)\n` +
    `  games won: ${wins} of ${games} (${((wins / games) * 100).toFixed(1)}%); decisions: ${decisions}, of which not optimal: ${mistakes} (${((mistakes / decisions) * 100).toFixed(1)}%)\n` +
    `  given away per decision: ${((totalLoss / decisions) * 100).toFixed(2)} points; the review's accuracy, mean over games: ${(accuracySum / games).toFixed(1)}%`,
);
