/// <reference types="node" />
/**
 * Machine instructions per random complete game on the fast core (the speed bench's `playFast`),
 * counted by Valgrind: a figure that, unlike games per second, does not move with other work on the
 * machine, for comparing two versions of the core. Run: `npm run bench:instructions` (needs
 * `valgrind`; BENCH_VARIANTS=finkel,bell for other presets; takes a minute or two per preset).
 * The count is the difference between runs of 4,000 and 14,000 games, divided by 10,000: start-up,
 * compilation and warm-up cancel out. `--single-threaded` makes V8 compile on the main thread, so
 * the same code is counted each time. Instructions are not time (a mispredicted branch costs many),
 * but fewer of them, with the same branches, is faster.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { VariantName } from '../src/engine/index.js';
import { benchVariants, fastGames, playFast } from './core-game.js';

const SHORT = 4_000;
const LONG = 14_000;

/** Plays `games` random games of `variant` (the child run that Valgrind counts). */
function play(variant: VariantName, games: number): void {
  const { layout, start, state, random, sources } = fastGames(variant);
  for (let i = 0; i < games; i++) playFast(layout, state, start, random, sources);
}

/** Instructions Valgrind counts for a child run of `games` games. */
function instructions(variant: VariantName, games: number): number {
  const args = [
    '--tool=callgrind',
    '--callgrind-out-file=/dev/null',
    process.execPath,
    '--single-threaded',
    '--import',
    'tsx',
    fileURLToPath(import.meta.url),
    variant,
    String(games),
  ];
  const run = spawnSync('valgrind', args, { encoding: 'utf8' });
  if (run.error)
    throw new Error(`could not run valgrind (${run.error.message}); install it (apt-get install valgrind)`);
  // Callgrind's summary on stderr: "==pid== Collected : 1234567".
  const collected = /Collected\s*:\s*(\d+)/.exec(run.stderr);
  if (run.status !== 0 || !collected)
    throw new Error(`valgrind failed (exit ${run.status}):\n${run.stderr.slice(-2000)}`);
  return Number(collected[1]);
}

const [variantArgument, gamesArgument] = process.argv.slice(2);
if (gamesArgument) {
  play(variantArgument as VariantName, Number(gamesArgument));
} else {
  for (const variant of benchVariants(['finkel'])) {
    const perGame = (instructions(variant, LONG) - instructions(variant, SHORT)) / (LONG - SHORT);
    console.log(
      `${variant}: ${Math.round(perGame).toLocaleString('en-US')} instructions per random game on the fast core`,
    );
  }
}
