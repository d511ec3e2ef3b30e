/// <reference types="node" />
/**
 * Engine speed, in Node on one core: per preset, random complete games per second with the fast
 * core (compact State, no allocation in the loop) and with the rich Game API, and legal-move
 * generations per second. Run: `npm run bench` (BENCH_MS=3000 for longer samples,
 * BENCH_VARIANTS=finkel,bell for some presets only).
 * Rates are per second of this process's CPU time (Node runs the loop on one core).
 */
import { loadavg } from 'node:os';
import {
  core,
  createGame,
  PRESETS,
  Random,
  VARIANTS,
  type Layout,
  type State,
  type VariantName,
} from '../src/engine/index.js';
import { benchVariants, fastGames, playFast } from './core-game.js';

const { applyMove, applyThrow, createLayout, initialState, legalMoveSources } = core;
const { PHASE_MOVE, PHASE_EYES, PHASE_OVER } = core;

const SAMPLE_MS = Number(process.env.BENCH_MS ?? 1000);

/** CPU time of this process in ms: fairer than wall time on a machine shared with other work. */
function cpuMs(since: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
}

/** Units of work per second of CPU time in one slice of about `ms` of it. */
function slice(batch: () => void, size: number, ms: number): number {
  let units = 0;
  let elapsed = 0;
  const start = process.cpuUsage();
  do {
    batch();
    units += size;
    elapsed = cpuMs(start);
  } while (elapsed < ms);
  return (units / elapsed) * 1000;
}

const SLICES = 5;

/**
 * Runs `batch` (which does `size` units of work) for about SAMPLE_MS of CPU time and returns units
 * per second: the median of SLICES slices, which a burst of other work on the machine moves less
 * than the mean. It warms up first until the rate stops rising: the JIT optimises the core's few
 * functions within a fraction of a second but the Game API's many only over seconds, and a short
 * warm-up measured the first preset (and the Game API) partly unoptimised.
 */
function rate(batch: () => void, size: number): number {
  const step = SAMPLE_MS / SLICES;
  let best = 0;
  for (let warm = 0, calm = 0; calm < 3 && warm < 20; warm++) {
    const now = slice(batch, size, step);
    calm = now > best * 1.02 ? 0 : calm + 1;
    best = Math.max(best, now);
  }
  const rates = Array.from({ length: SLICES }, () => slice(batch, size, step)).sort((a, b) => a - b);
  return rates[SLICES >> 1];
}

/** Positions awaiting a move (or an eyes bonus), collected from random games. */
function samplePositions(layout: Layout, count: number): State[] {
  const random = new Random(2);
  const sources = new Int8Array(32);
  const found: State[] = [];
  while (found.length < count) {
    const state = initialState(layout);
    while (state.phase !== PHASE_OVER && found.length < count) {
      if (state.phase === PHASE_MOVE || state.phase === PHASE_EYES) {
        const position = core.cloneState(state);
        // Without the moves the throw found and kept: this figure is of finding them.
        position.sourcesKey = -1;
        found.push(position);
        const n = legalMoveSources(layout, state, sources);
        applyMove(layout, state, sources[random.below(n)]);
      } else applyThrow(layout, state, random.throwValue(layout.dice));
    }
  }
  return found;
}

/**
 * Each kind of figure is measured for every preset before the next kind starts: the rich Game API
 * feeds the same core functions other argument shapes, and the JIT would carry that into later
 * fast-core figures.
 */
function fastGamesPerSecond(variant: VariantName): { games: number; actions: number } {
  const { layout, start, state, random, sources } = fastGames(variant);
  const GAMES = 200;
  let games = 0;
  let actions = 0;
  const rateOfGames = rate(() => {
    for (let i = 0; i < GAMES; i++) actions += playFast(layout, state, start, random, sources);
    games += GAMES;
  }, GAMES);
  return { games: rateOfGames, actions: actions / games };
}

function generationsPerSecond(variant: VariantName): number {
  const layout = createLayout(PRESETS[variant]);
  const positions = samplePositions(layout, 4096);
  const sources = new Int8Array(32);
  let sink = 0;
  const result = rate(() => {
    for (let i = 0; i < positions.length; i++) sink += legalMoveSources(layout, positions[i], sources);
  }, positions.length);
  if (sink < 0) throw new Error('unreachable: keeps the generation loop from being optimised away');
  return result;
}

function richGamesPerSecond(variant: VariantName): number {
  let seed = 0;
  const choices = new Random(3);
  return rate(() => {
    const game = createGame({ variant, seed: seed++ });
    while (game.phase !== 'over') {
      if (game.phase === 'throw' || game.phase === 'throw-off') game.throwDice();
      else {
        const moves = game.legalMoves();
        game.move(moves[choices.below(moves.length)]);
      }
    }
  }, 1);
}

const loadBefore = loadavg()[0];
const variants = benchVariants(VARIANTS);
const fast = variants.map(fastGamesPerSecond);
const generations = variants.map(generationsPerSecond);
const rich = variants.map(richGamesPerSecond);
const rows = variants.map((variant, i) => ({
  variant,
  fastGames: fast[i].games,
  actionsPerGame: fast[i].actions,
  generations: generations[i],
  richGames: rich[i],
}));
const format = (n: number) => Math.round(n).toLocaleString('en-US');
console.log(`royal-ur engine bench: Node ${process.version}, one core, about ${SAMPLE_MS} ms of CPU time per figure`);
console.log(
  `load average ${loadBefore.toFixed(2)} before, ${loadavg()[0].toFixed(2)} after (other work on the machine slows every figure)\n`,
);
const header = ['preset', 'games/s (core)', 'actions/game', 'legal-move gens/s', 'games/s (Game API)'];
const table = rows.map((row) => [
  row.variant,
  format(row.fastGames),
  format(row.actionsPerGame),
  format(row.generations),
  format(row.richGames),
]);
const widths = header.map((title, i) => Math.max(title.length, ...table.map((cells) => cells[i].length)));
const line = (cells: string[]) =>
  cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
console.log(line(header));
for (const cells of table) console.log(line(cells));
const finkel = rows.find((row) => row.variant === 'finkel');
if (finkel) {
  const verdict = (rate: number, aim: number) => `aim ${format(aim)}: ${rate >= aim ? 'met' : 'NOT met'}`;
  console.log(
    `\nfinkel: ${format(finkel.fastGames)} random complete games/s on the fast core (${verdict(finkel.fastGames, 90_000)}),`,
  );
  console.log(
    `        ${format(finkel.richGames)} through the Game API (${verdict(finkel.richGames, 20_000)}); ratio ${(finkel.richGames / finkel.fastGames).toFixed(2)}`,
  );
}
console.log(
  'core = core.applyThrow/legalMoveSources/applyMove over one reused State, Random.throwValue, no allocation;',
);
console.log(
  'actions = throws + moves + declined bonuses; gens = core.legalMoveSources on positions sampled from random games',
);
console.log('  (worked out: in a game, the moves a throw found are kept in the State and finding them again is free);');
console.log(
  'Game API = createGame + throwDice() + legalMoves() + move() (rich results worked out when read, undo, records).',
);
