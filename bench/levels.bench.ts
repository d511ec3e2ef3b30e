/// <reference types="node" />
/**
 * `npm run bench:levels`: how long the computer's games are, level against the same level, in
 * actions (throws and moves) and captures, over seeded games (seeds 1..N), beside expert against
 * expert. A level that cycles pieces round the board plays far longer games than expert.
 *
 *   npm run bench:levels                                   finkel and bell, 40 games per level
 *   npm run bench:levels -- --variants bell --levels beginner,expert --games 10
 */
import { resolveRules, type VariantName } from '../src/engine/index.js';
import { bellLearnedEvaluation } from '../src/ai/bell-learned.js';
import * as bellWeights from '../src/ai/bell-weights.js';
import { LEVELS, type Level } from '../src/ai/level-names.js';
import { ComputerPlayers } from '../src/ai/levels.js';
import { playLevels } from '../src/ai/self-play.js';
import * as solve from '../src/ai/solve.js';

// Bell's learned evaluation; the race variants' weights are not loaded here (their hand-made evaluation).
const players = new ComputerPlayers({
  endgames: new solve.EndgameSolvers(),
  learned: bellLearnedEvaluation(bellWeights),
});

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : fallback;
}

const variants = option('variants', 'finkel,bell').split(',') as VariantName[];
const levels = option('levels', LEVELS.filter((level) => level !== 'perfect').join(',')).split(',') as Level[];
const games = Number(option('games', '40'));

/** The value below which a share `q` of the sorted values lie (nearest rank). */
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

for (const variant of variants) {
  const rules = resolveRules(variant);
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
  const expert = rows.find((row) => row.level === 'expert')?.median;
  console.log(`\n${variant}: each level against itself, ${games} seeded games (seeds 1-${games})\n`);
  console.log("| level | median actions | p10 | p90 | captures per game | median / expert's |");
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    const ratio = expert ? `${(row.median / expert).toFixed(2)}×` : '—';
    console.log(`| ${row.level} | ${row.median} | ${row.p10} | ${row.p90} | ${row.captures.toFixed(1)} | ${ratio} |`);
  }
  console.error(rows.map((row) => `${row.level} ${(row.ms / 1000).toFixed(0)} s`).join(', '));
}
