/// <reference types="node" />
/**
 * `npm run arena`: every level plays every other, seeded, half the games with each colour, and the
 * table of win rates (row level against column level) and milliseconds per decision is printed.
 * Games run in child processes, one per core.
 *
 *   npm run arena                       finkel, 2500 games per pair
 *   npm run arena -- --variant bell --games 400 --levels easy,expert
 *   npm run arena -- --budget 0         search levels limited by depth only (reproducible to the game)
 */
import { fork } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { core, Random, resolveRules, type Rules, type VariantName } from '../src/engine/index.js';
import { decide, LEVELS, type Level } from '../src/ai/levels.js';

interface Job {
  variant: VariantName;
  pieces?: number;
  levels: [Level, Level];
  /** First game index (the seed of game i is seedBase + i); even games: levels[0] plays light. */
  first: number;
  count: number;
  seedBase: number;
  /** Thinking time override; undefined = each level's own. */
  budgetMs?: number;
}

interface Tally {
  /** Games won by levels[0]. */
  wins: number;
  games: number;
  /** Decisions (positions with a choice) and milliseconds spent, per side. */
  decisions: [number, number];
  ms: [number, number];
}

/** Plays one game; returns the winner (0 light, 1 dark) and adds thinking time to the tally. */
export function playGame(rules: Rules, light: Level, dark: Level, seed: number, tally: Tally, sides: [number, number], budgetMs?: number): number {
  const layout = core.createLayout(rules);
  const state = core.initialState(layout);
  const dice = new Random(seed);
  const sources = new Int8Array(layout.home + 1);
  const levels = [light, dark];
  while (state.phase !== core.PHASE_OVER) {
    if (state.phase === core.PHASE_THROW || state.phase === core.PHASE_THROW_OFF) {
      core.applyThrow(layout, state, dice.throwValue(layout.dice));
      continue;
    }
    const count = core.legalMoveSources(layout, state, sources);
    const player = state.turn;
    if (count === 1 && state.phase === core.PHASE_MOVE) {
      core.applyMove(layout, state, sources[0]);
      continue;
    }
    const start = performance.now();
    const { from } = decide(rules, state, levels[player] as Level, { seed: dice.nextUint32(), budgetMs });
    const side = sides[player];
    tally.ms[side] += performance.now() - start;
    tally.decisions[side]++;
    if (from < 0) core.declineBonus(state);
    else core.applyMove(layout, state, from);
  }
  return state.winner;
}

function runJob(job: Job): Tally {
  const rules = resolveRules(job.variant, job.pieces ? { pieces: job.pieces } : {});
  const tally: Tally = { wins: 0, games: 0, decisions: [0, 0], ms: [0, 0] };
  for (let i = job.first; i < job.first + job.count; i++) {
    const swap = i % 2 === 1;
    const [light, dark] = swap ? [job.levels[1], job.levels[0]] : job.levels;
    const winner = playGame(rules, light, dark, job.seedBase + i, tally, swap ? [1, 0] : [0, 1], job.budgetMs);
    if (winner === (swap ? 1 : 0)) tally.wins++;
    tally.games++;
  }
  return tally;
}

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : fallback;
}

async function main(): Promise<void> {
  const variant = option('variant', 'finkel') as VariantName;
  const pieces = Number(option('pieces', '0')) || undefined;
  const games = Number(option('games', '2500'));
  const levels = option('levels', LEVELS.join(',')).split(',') as Level[];
  const budget = option('budget', '');
  const budgetMs = budget === '' ? undefined : Number(budget) || 1e9;
  const seedBase = Number(option('seed', '1'));
  const workers = Number(option('workers', String(availableParallelism())));
  const pairs: [Level, Level][] = [];
  for (let i = 0; i < levels.length; i++) for (let j = i + 1; j < levels.length; j++) pairs.push([levels[j], levels[i]]);
  const jobs: Job[] = [];
  const chunk = Math.max(2, Math.ceil(games / (workers * 4)) * 2);
  for (const pair of pairs) {
    for (let first = 0; first < games; first += chunk) {
      jobs.push({ variant, pieces, levels: pair, first, count: Math.min(chunk, games - first), seedBase, budgetMs });
    }
  }
  const started = performance.now();
  const results = new Map<string, Tally>();
  const perLevel = new Map<Level, { decisions: number; ms: number }>();
  let next = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      const child = fork(fileURLToPath(import.meta.url), ['--child'], { stdio: ['inherit', 'inherit', 'inherit', 'ipc'] });
      for (let job = jobs[next++]; job; job = jobs[next++]) {
        const tally = await new Promise<Tally>((resolve) => {
          child.once('message', (message) => resolve(message as Tally));
          child.send(job);
        });
        const key = job.levels.join(' vs ');
        const sum = results.get(key) ?? { wins: 0, games: 0, decisions: [0, 0], ms: [0, 0] };
        sum.wins += tally.wins;
        sum.games += tally.games;
        results.set(key, sum);
        job.levels.forEach((level, side) => {
          const entry = perLevel.get(level) ?? { decisions: 0, ms: 0 };
          entry.decisions += tally.decisions[side];
          entry.ms += tally.ms[side];
          perLevel.set(level, entry);
        });
      }
      child.disconnect();
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const margin = 1.96 * Math.sqrt(0.25 / games) * 100;
  console.log(
    `\nArena: ${variant}${pieces ? ` (${pieces} pieces)` : ''}, ${games} games per pair (half with each colour), seeds ${seedBase}..${seedBase + games - 1}` +
      `, ${budgetMs === undefined ? "each level's own time budget" : `budget ${budgetMs} ms`}; ${workers} processes, ${seconds.toFixed(0)} s.`,
  );
  console.log(`Win rate of the row level against the column level (95% margin of error at most ±${margin.toFixed(1)} points).\n`);
  const width = 9;
  console.log('| level'.padEnd(width + 2) + ' | ' + levels.map((l) => l.padEnd(width)).join(' | ') + ' | ms/decision |');
  console.log('|' + '-'.repeat(width + 2) + '|' + levels.map(() => '-'.repeat(width + 2)).join('|') + '|-------------|');
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
}

if (process.argv.includes('--child')) {
  process.on('message', (job) => process.send!(runJob(job as Job)));
} else {
  await main();
}
