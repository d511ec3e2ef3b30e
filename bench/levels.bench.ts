/// <reference types="node" />
/**
 * `npm run bench:levels`: how long the computer's games are, each level against itself, in actions
 * (throws and moves) and captures, over seeded games (seeds 1..N), beside expert against expert.
 * The players are the shipped ones: the worker's knowledge (each variant's learned evaluation, the
 * exact endgames) and each level's own thinking time. A level that shuffles pieces back and forth
 * plays far longer games than expert: the script fails (exit code 1) when a level's median length
 * exceeds `--max-ratio` times expert's in the same variant.
 *
 *   npm run bench:levels                                  the race variants, 20 games per level
 *   npm run bench:levels -- --variants bell --levels beginner,expert --games 10
 */
import { resolveRules, type VariantName } from '../src/engine/index.js';
import { bellLearnedEvaluation } from '../src/ai/learned/bell-learned.js';
import * as bellWeights from '../src/ai/learned/bell-weights.js';
import { LearnedEvaluations } from '../src/ai/learned/learned.js';
import { LEVELS, type Level } from '../src/ai/search/level-names.js';
import { ComputerPlayers } from '../src/ai/search/levels.js';
import { playLevels } from '../src/ai/search/self-play.js';
import * as solve from '../src/ai/tables/solve.js';
import { option } from '../tools/cli-option.js';

const variants = option('variants', 'finkel,blitz,aseb,masters').split(',') as VariantName[];
const levels = option('levels', LEVELS.filter((level) => level !== 'perfect').join(',')).split(',') as Level[];
const games = Number(option('games', '20'));
const maxRatio = Number(option('max-ratio', '1.25'));
if (!Number.isInteger(games) || games < 1) throw new Error(`--games must be a whole number above 0, got ${games}`);
if (!(maxRatio > 0)) throw new Error(`--max-ratio must be a number above 0, got ${option('max-ratio', '')}`);
for (const level of levels)
  if (!LEVELS.includes(level)) throw new Error(`unknown level "${level}": expected some of ${LEVELS.join(', ')}`);
if (!levels.includes('expert')) levels.push('expert');

const raceLearned = new LearnedEvaluations();
const bellLearned = bellLearnedEvaluation(bellWeights);
const players = new ComputerPlayers({
  endgames: new solve.EndgameSolvers(),
  learned: (rules) => raceLearned.evaluation(rules) ?? bellLearned(rules),
});

/** The value below which a share `q` of the sorted values lie (nearest rank). */
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

const tooLong: string[] = [];
for (const variant of variants) {
  const rules = resolveRules(variant);
  await raceLearned.load(rules);
  const rows: { level: Level; median: number; p10: number; p90: number; captures: number; ms: number }[] = [];
  for (const level of levels) {
    const started = performance.now();
    const actions: number[] = [];
    let captures = 0;
    for (let seed = 1; seed <= games; seed++) {
      const game = playLevels(rules, level, level, seed, { players });
      actions.push(game.actions);
      captures += game.captures;
    }
    actions.sort((a, b) => a - b);
    rows.push({
      level,
      median: (actions[(games - 1) >> 1] + actions[games >> 1]) / 2,
      p10: quantile(actions, 0.1),
      p90: quantile(actions, 0.9),
      captures: captures / games,
      ms: performance.now() - started,
    });
  }
  const expert = rows.find((row) => row.level === 'expert')!.median;
  console.log(`\n${variant}: each level against itself, ${games} seeded games (seeds 1-${games})\n`);
  console.log("| level | median actions | p10 | p90 | captures per game | median / expert's |");
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    const ratio = row.median / expert;
    if (row.level !== 'expert' && ratio > maxRatio) tooLong.push(`${variant} ${row.level} ${ratio.toFixed(2)}×`);
    console.log(
      `| ${row.level} | ${row.median} | ${row.p10} | ${row.p90} | ${row.captures.toFixed(1)} | ${ratio.toFixed(2)}× |`,
    );
  }
  console.error(rows.map((row) => `${row.level} ${(row.ms / 1000).toFixed(0)} s`).join(', '));
}
if (tooLong.length > 0) {
  console.error(`\nlonger than ${maxRatio}× expert's median: ${tooLong.join(', ')}`);
  process.exitCode = 1;
}
