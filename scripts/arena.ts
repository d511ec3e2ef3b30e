/// <reference types="node" />
/**
 * `npm run arena`: every level plays every other, seeded, half the games with each colour, and the
 * table of win rates (row level against column level) and milliseconds per decision is printed.
 * Games run in child processes, one per core.
 *
 * Each pair plays until the 95% margin of error of its win rate is under 2 points.
 *
 *   npm run arena                                   finkel, every level
 *   npm run arena -- --variant bell --levels easy,expert --margin 4
 *   npm run arena -- --budget 0                     no time limits: depth only (reproducible to the game)
 *   npm run arena -- --variant bell --levels expert,expert-hand-made
 *                                                   bell's expert against itself before it learned
 *   npm run arena -- --variant bell --levels expert,expert-hand-made --match 100
 *                                                   the same in matches to 100 points (each "game" a match)
 */
import { fork } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { resolveRules, type VariantName } from '../src/engine/index.js';
import * as solve from '../src/ai/tables/solve.js';
import { ComputerPlayers } from '../src/ai/search/levels.js';
import { playLevels, playMatch, type Player } from '../src/ai/search/self-play.js';
import { LEVELS } from '../src/ai/search/level-names.js';
import { LearnedEvaluations } from '../src/ai/learned/learned.js';
import { bellLearnedEvaluation } from '../src/ai/learned/bell-learned.js';
import * as bellWeights from '../src/ai/learned/bell-weights.js';
import { option } from '../tools/cli-option.js';

const raceLearned = new LearnedEvaluations();
const bellLearned = bellLearnedEvaluation(bellWeights);
const players = new ComputerPlayers({
  endgames: new solve.EndgameSolvers(),
  learned: (rules) => raceLearned.evaluation(rules) ?? bellLearned(rules),
});

interface Job {
  variant: VariantName;
  pieces?: number;
  levels: [Player, Player];
  /** First game index (the seed of game i is seedBase + i); even games: levels[0] plays light. */
  first: number;
  count: number;
  seedBase: number;
  /** Thinking time override; undefined = each level's own. */
  budgetMs?: number;
  /** Plays matches to this many points (bell) instead of single games. */
  match?: number;
}

interface Tally {
  /** Games won by levels[0]. */
  wins: number;
  games: number;
  /** Decisions (positions with a choice) and milliseconds spent, per side. */
  decisions: [number, number];
  ms: [number, number];
}

async function runJob(job: Job): Promise<Tally> {
  const rules = resolveRules(job.variant, job.pieces ? { pieces: job.pieces } : {});
  await raceLearned.load(rules);
  const tally: Tally = { wins: 0, games: 0, decisions: [0, 0], ms: [0, 0] };
  for (let i = job.first; i < job.first + job.count; i++) {
    const swap = i % 2 === 1;
    const [light, dark] = swap ? [job.levels[1], job.levels[0]] : job.levels;
    const options = {
      players,
      budgetMs: job.budgetMs,
      onDecision(player: number, ms: number) {
        const side = swap ? 1 - player : player;
        tally.ms[side] += ms;
        tally.decisions[side]++;
      },
    };
    const seed = job.seedBase + i;
    const { winner } = job.match
      ? playMatch(rules, light, dark, seed, job.match, options)
      : playLevels(rules, light, dark, seed, options);
    if (winner === (swap ? 1 : 0)) tally.wins++;
    tally.games++;
  }
  return tally;
}

/** 95% margin of error of a win rate, in points (Agresti-Coull, sound near 0% and 100% too). */
export function marginOfError(wins: number, games: number): number {
  const n = games + 4;
  const p = (wins + 2) / n;
  return 196 * Math.sqrt((p * (1 - p)) / n);
}

async function main(): Promise<void> {
  const variant = option('variant', 'finkel') as VariantName;
  const pieces = Number(option('pieces', '0')) || undefined;
  const minGames = Number(option('min-games', '400'));
  const maxGames = Number(option('max-games', '3000'));
  const targetMargin = Number(option('margin', '2'));
  // perfect needs a table (scripts/ai-perfect.ts measures against one); here it would repeat expert.
  const levels = option('levels', LEVELS.filter((level) => level !== 'perfect').join(',')).split(',') as Player[];
  const budget = option('budget', '');
  const budgetMs = budget === '' ? undefined : Number(budget) || 1e9;
  const seedBase = Number(option('seed', '1'));
  const match = Number(option('match', '0')) || undefined;
  const workers = Number(option('workers', String(availableParallelism())));
  const chunk = Number(option('chunk', '100'));
  const pairs: [Player, Player][] = [];
  for (let i = 0; i < levels.length; i++)
    for (let j = i + 1; j < levels.length; j++) pairs.push([levels[j], levels[i]]);
  const started = performance.now();
  const results = new Map<string, Tally>(
    pairs.map((pair) => [pair.join(' vs '), { wins: 0, games: 0, decisions: [0, 0], ms: [0, 0] }]),
  );
  const perLevel = new Map<Player, { decisions: number; ms: number }>();
  const children = Array.from({ length: workers }, () =>
    fork(fileURLToPath(import.meta.url), ['--child'], { stdio: ['inherit', 'inherit', 'inherit', 'ipc'] }),
  );
  const unfinished = (pair: [Player, Player]) => {
    const { wins, games } = results.get(pair.join(' vs '))!;
    return games < minGames || (games < maxGames && marginOfError(wins, games) >= targetMargin);
  };
  // Rounds: every pair still short of its margin plays `chunk` more games per process.
  for (let active = pairs.filter(unfinished); active.length > 0; active = pairs.filter(unfinished)) {
    const jobs: Job[] = [];
    for (const pair of active) {
      const played = results.get(pair.join(' vs '))!.games;
      for (let k = 0; k < workers; k++)
        jobs.push({
          variant,
          pieces,
          levels: pair,
          first: played + k * chunk,
          count: chunk,
          seedBase,
          budgetMs,
          match,
        });
    }
    let next = 0;
    await Promise.all(
      children.map(async (child) => {
        for (let job = jobs[next++]; job; job = jobs[next++]) {
          const tally = await new Promise<Tally>((resolve) => {
            child.once('message', (message) => resolve(message as Tally));
            child.send(job);
          });
          const sum = results.get(job.levels.join(' vs '))!;
          sum.wins += tally.wins;
          sum.games += tally.games;
          job.levels.forEach((level, side) => {
            const entry = perLevel.get(level) ?? { decisions: 0, ms: 0 };
            entry.decisions += tally.decisions[side];
            entry.ms += tally.ms[side];
            perLevel.set(level, entry);
          });
        }
      }),
    );
    const progress = active
      .map((pair) => {
        const { wins, games } = results.get(pair.join(' vs '))!;
        return `${pair.join(' vs ')} ${games} (first wins ${wins})`;
      })
      .join(', ');
    console.error(`[${((performance.now() - started) / 1000).toFixed(0)} s] ${progress}`);
  }
  for (const child of children) child.disconnect();
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `\nArena: ${variant}${pieces ? ` (${pieces} pieces)` : ''}${match ? `, matches to ${match} points (a "game" below is a match)` : ''}, seeded (game i of a pair uses seed ${seedBase}+i; colours alternate), ` +
      `${budgetMs === undefined ? "each level's own settings" : `budget ${budgetMs} ms`}; ${workers} processes, ${seconds.toFixed(0)} s.`,
  );
  console.log(
    `Win rate of the row level against the column level; each pair plays until its 95% margin of error is under ${targetMargin} points (${minGames}-${maxGames} games).\n`,
  );
  const width = Math.max(9, ...levels.map((level) => level.length));
  console.log(`| ${'level'.padEnd(width)} | ` + levels.map((l) => l.padEnd(width)).join(' | ') + ' | ms/decision |');
  console.log(`|${'-'.repeat(width + 2)}|` + levels.map(() => '-'.repeat(width + 2)).join('|') + '|-------------|');
  for (const row of levels) {
    const cells = levels.map((column) => {
      if (row === column) return '—'.padEnd(width);
      const direct = results.get(`${row} vs ${column}`);
      const reverse = results.get(`${column} vs ${row}`);
      const rate = direct ? direct.wins / direct.games : reverse ? 1 - reverse.wins / reverse.games : NaN;
      return `${(rate * 100).toFixed(1)}%`.padEnd(width);
    });
    const time = perLevel.get(row);
    const ms = time && time.decisions ? (time.ms / time.decisions).toFixed(2) : '—';
    console.log(`| ${row.padEnd(width)} | ${cells.join(' | ')} | ${ms.padStart(11)} |`);
  }
  console.log('\n| pair | games | win rate of the first | 95% margin |');
  console.log('|---|---|---|---|');
  for (const pair of pairs) {
    const { wins, games } = results.get(pair.join(' vs '))!;
    console.log(
      `| ${pair.join(' vs ')} | ${games} | ${((wins / games) * 100).toFixed(1)}% | ±${marginOfError(wins, games).toFixed(1)} |`,
    );
  }
  console.log(
    '\nms/decision: mean thinking time of a level in positions with at least two choices (forced moves are played without thinking), in Node.',
  );
}

if (process.argv.includes('--child')) {
  process.on('message', (job) => void runJob(job as Job).then((tally) => process.send!(tally)));
} else {
  await main();
}
