/// <reference types="node" />
// Game review against the exact solver: a known blunder in a 2-piece game, judged by the exact
// table (the same loss to the table's precision), by the exact endgame solver and by search
// (flagged, the same better move); the categories at their limits; accuracy ordering the levels.
import { test } from 'node:test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import assert from 'node:assert/strict';
import { VARIANTS, createGame, describeMove, loadGame, resolveRules, type GameRecord } from '../../src/engine/index.js';
import {
  applyMove,
  cloneState,
  copyState,
  createLayout,
  legalMoveSources,
  type State,
} from '../../src/engine/moves.js';
import { crc32, tableRules } from '../../src/ai/tables/table-file.js';
import { encodeHeader } from '../../tools/table-write.js';
import { TableMoves } from '../../tools/table-moves.js';
import { quantise, solveTable } from '../../tools/table-solve.js';
import type { ByteSource } from '../../src/ai/tables/table-reader.js';
import { ReviewAnalysis, reviewDepth } from '../../src/ai/review/review.js';
import { SEARCH_LEVELS, depthFor } from '../../src/ai/search/levels.js';
import { reviewTask } from '../../src/ai/review/review-task.js';
import * as solve from '../../src/ai/tables/solve.js';
import {
  CATEGORY_LIMITS,
  categoryOf,
  isBrilliant,
  playerReports,
  type ReviewJudge,
  type ReviewPoint,
} from '../../src/ai/review/review-score.js';
import type { Level } from '../../src/ai/search/level-names.js';
import { playLevels, reviewRecord } from '../../scripts/review-games.js';

const rules = resolveRules('finkel', { pieces: 2 });
const layout = createLayout(rules);
const endgames = new solve.EndgameSolvers();
const solver = endgames.solverFor(rules, 2);
while (!solver.step(Infinity));

const moves = new TableMoves(rules, 2);
const values = quantise(solveTable(moves).values);
const body = new Uint8Array(values.buffer);
const file = new Uint8Array(
  Buffer.concat([
    encodeHeader({
      rules: tableRules(rules, moves.layout),
      positions: moves.index.size,
      start: values[0],
      checksum: crc32(body),
    }),
    body,
  ]),
);
const memory: ByteSource = {
  name: 'finkel-2 (memory)',
  read: async (offset, length) => file.slice(offset, offset + length),
};

/** Exact chance of the mover after each legal option. */
function exactOptions(state: State): { from: number; chance: number }[] {
  const sources = new Int8Array(layout.home + 1);
  const count = legalMoveSources(layout, state, sources);
  const trial = cloneState(state);
  return Array.from(sources.subarray(0, count), (from) => {
    copyState(trial, state);
    applyMove(layout, trial, from);
    return { from, chance: solver.chanceFor(trial, state.turn, layout) };
  });
}

/**
 * A seeded game where both sides play the exact best move, except light's first choice that can
 * lose BLUNDER or more: there light plays the worst option. Returns the record and that blunder.
 */
function gameWithBlunder(): {
  record: GameRecord;
  action: number;
  loss: number;
  best: string;
  before: number;
  after: number;
} {
  for (let seed = 1; seed < 200; seed++) {
    const game = createGame({ rules: { pieces: 2 }, seed });
    let blunder: { action: number; loss: number; best: string; before: number; after: number } | null = null;
    while (game.phase !== 'over') {
      if (game.phase !== 'move') {
        game.throwDice();
        continue;
      }
      const options = exactOptions(game.state).sort((a, b) => b.chance - a.chance);
      const worst = options[options.length - 1];
      const legal = game.legalMoves();
      const byFrom = (from: number) => legal[exactOptions(game.state).findIndex((o) => o.from === from)];
      if (!blunder && game.turn === 'light' && options[0].chance - worst.chance >= CATEGORY_LIMITS.mistake) {
        blunder = {
          action: game.actionCount,
          loss: options[0].chance - worst.chance,
          best: byFrom(options[0].from).notation,
          before: options[0].chance,
          after: worst.chance,
        };
        game.move(byFrom(worst.from));
      } else game.move(byFrom(options[0].from));
    }
    if (blunder) return { record: game.toJSON(), ...blunder };
  }
  throw new Error('no seed gave a blunder');
}

async function analyse(
  record: GameRecord,
  judge: 'table' | 'search' | 'exact',
): Promise<{ points: ReviewPoint[]; judged: ReviewJudge; slices: number }> {
  const analysis = await ReviewAnalysis.start(
    reviewTask(record),
    judge === 'table' ? { source: memory } : judge === 'exact' ? { exact: endgames } : {},
  );
  const points: ReviewPoint[] = [];
  let slices = 0;
  while (!analysis.done) {
    points.push(...(await analysis.step(0)));
    slices++;
  }
  return { points, judged: analysis.judged, slices };
}

const known = gameWithBlunder();

test('the exact table gives the blunder the loss the solver gives it, and the better move', async () => {
  const { points, judged } = await analyse(known.record, 'table');
  assert.deepEqual(judged, { evaluator: 'table', depth: null, exactPieces: 0 });
  assert.equal(points.length, known.record.actions.length + 1);
  const point = points[known.action + 1];
  assert.equal(point.player, 0);
  const before = loadGame({
    ...known.record,
    actions: known.record.actions.slice(0, known.action),
    position: undefined,
  }).state;
  assert.ok(Math.abs(point.choice!.loss - known.loss) < 1e-4, `${point.choice!.loss} vs exact ${known.loss}`);
  assert.equal(point.choice!.category, 'blunder');
  assert.equal(describeMove(layout, before, point.choice!.bestFrom).notation, known.best);
  // The choice carries its throw and light's chances before and after it; the loss is the difference.
  const { thrown, before: chanceBefore, after, loss } = point.choice!;
  assert.equal(`t${thrown}`, known.record.actions[known.action - 1]);
  assert.ok(Math.abs(chanceBefore - known.before) < 1e-4 && Math.abs(after - known.after) < 1e-4);
  assert.ok(Math.abs(chanceBefore - after - loss) < 1e-12);
  // Every option's chance (what "Try again" tells): the exact one, the best's and the played one's among them.
  const exactChances = exactOptions(before);
  assert.deepEqual(point.choice!.chances.map(({ from }) => from).sort(), exactChances.map(({ from }) => from).sort());
  for (const { from, chance } of point.choice!.chances)
    assert.ok(Math.abs(chance - exactChances.find((o) => o.from === from)!.chance) < 1e-4, `option ${from}`);
  assert.equal(point.choice!.chances.find(({ from }) => from === point.choice!.bestFrom)!.chance, chanceBefore);
  assert.ok(point.choice!.chances.some(({ chance }) => chance === after));
  // Every other choice was the exact best: no loss beyond the table's rounding, no flag, no reason
  // where it was the best itself; a forced move (one option) is not judged.
  let forced = 0;
  for (const other of points)
    if (other !== point && other.choice) {
      assert.ok(other.choice.loss < 1e-4 && [null, 'best'].includes(other.choice.category), JSON.stringify(other));
      if (other.choice.loss === 0) assert.equal(other.choice.reason, null);
      if (other.choice.options === 1) forced++;
      assert.equal(other.choice.category === null, other.choice.options === 1);
    }
  assert.ok(forced > 0, 'the game has a forced move');
  // Light's chance is exact everywhere: at the start, the solver's value of the opening position.
  const start = createGame({ rules: { pieces: 2 }, seed: known.record.seed as number }).state;
  assert.ok(Math.abs(points[0].light - solver.winChance(start, layout)) < 1e-4);
  const [light, dark] = playerReports(points);
  assert.ok(light.accuracy! < 100 && dark.accuracy! > 99.99, `${light.accuracy} ${dark.accuracy}`);
  assert.equal(light.counts.blunder, 1);
  assert.equal(dark.counts.blunder + dark.counts.mistake + dark.counts.inaccuracy, 0);
  const exact = await analyse(known.record, 'exact');
  assert.deepEqual(exact.judged, { evaluator: 'heuristic', depth: 6, exactPieces: 2 });
  // The endgame solver judges every point of a 2-piece game: the table's verdicts to its rounding.
  exact.points.forEach((other, i) => {
    assert.ok(Math.abs(other.light - points[i].light) < 1e-4, `point ${i}`);
    assert.equal(other.choice?.category ?? null, points[i].choice?.category ?? null, `point ${i}`);
  });
});

test('without a table, the judge searches deeper than expert plays, in every variant', () => {
  for (const variant of VARIANTS) {
    const rules = resolveRules(variant);
    assert.ok(reviewDepth(rules) > depthFor(SEARCH_LEVELS.expert, rules), variant);
  }
  assert.equal(reviewDepth(resolveRules('finkel')), 6);
  assert.equal(reviewDepth(resolveRules('bell')), 5);
});

test('search flags the same blunder and finds the same better move', async () => {
  const { points, judged } = await analyse(known.record, 'search');
  assert.deepEqual(judged, { evaluator: 'heuristic', depth: 6, exactPieces: 0 });
  const point = points[known.action + 1];
  const before = loadGame({
    ...known.record,
    actions: known.record.actions.slice(0, known.action),
    position: undefined,
  }).state;
  assert.equal(describeMove(layout, before, point.choice!.bestFrom).notation, known.best);
  assert.ok(Math.abs(point.choice!.loss - known.loss) < 0.08, `${point.choice!.loss} vs exact ${known.loss}`);
  assert.ok(point.choice!.category === 'blunder' || point.choice!.category === 'mistake');
});

test('npm run review: the same verdicts from a record file, with the table and by search', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'royal-ur-review-'));
  const recordFile = path.join(dir, 'game.json');
  const tableFile = path.join(dir, 'finkel-2.bin');
  writeFileSync(recordFile, JSON.stringify(known.record));
  writeFileSync(tableFile, file);
  const run = (...args: string[]) =>
    JSON.parse(
      execFileSync(process.execPath, ['--import', 'tsx', 'scripts/review-record.ts', recordFile, ...args, '--json'], {
        encoding: 'utf8',
      }),
    );
  const { points } = await analyse(known.record, 'table');
  const [light, dark] = playerReports(points);
  const byTable = run('--table', tableFile);
  assert.equal(byTable.judge.evaluator, 'table');
  assert.deepEqual([byTable.light, byTable.dark], [light, dark]);
  assert.deepEqual(
    byTable.keyMoves.map((move: { action: number; better: string; category: string }) => [
      move.action,
      move.better,
      move.category,
    ]),
    [[known.action + 1, known.best, 'blunder']],
  );
  // By search with the worker's exact endgames: a 2-piece game is judged exactly all through.
  const bySearch = run();
  assert.deepEqual(bySearch.judge, { evaluator: 'learned', depth: 6, exactPieces: 2 });
  assert.deepEqual(bySearch.keyMoves, byTable.keyMoves);
  assert.throws(() => run('--table', recordFile), /cannot review/);
});

test('progressive: one point a slice with no time, the same points as in one go', async () => {
  const { points, slices } = await analyse(known.record, 'search');
  assert.equal(slices, points.length);
  const analysis = await ReviewAnalysis.start(reviewTask(known.record));
  assert.deepEqual(await analysis.step(Infinity), points);
});

test('focus: the point the viewer shows first, then the points after it, then those before; the same points', async () => {
  const { points } = await analyse(known.record, 'search');
  const analysis = await ReviewAnalysis.start(reviewTask(known.record));
  const shown = known.action + 1;
  analysis.focus(shown);
  const order: ReviewPoint[] = [];
  while (!analysis.done) order.push(...(await analysis.step(0)));
  assert.deepEqual(
    order.map((point) => point.actions),
    [...points.slice(shown), ...points.slice(0, shown)].map((point) => point.actions),
  );
  assert.deepEqual(
    [...order].sort((a, b) => a.actions - b.actions),
    points,
  );
  // Refocused on a point already analysed: the next one not analysed after it.
  const again = await ReviewAnalysis.start(reviewTask(known.record));
  await again.step(0);
  again.focus(0);
  assert.equal((await again.step(0))[0].actions, 1);
  again.focus(10_000);
  assert.equal((await again.step(0))[0].actions, points.length - 1);
});

test('leadWithFirstChoice: the first judged choice before the points from the start, once; a focus comes first; the same points', async () => {
  const { points } = await analyse(known.record, 'search');
  const first = points.findIndex((point) => point.choice?.category);
  assert.ok(first > 1, 'the game opens with throws');
  // The game's first move is forced (one option, no verdict): the lead is the first with a verdict after it.
  assert.ok(points.findIndex((point) => point.choice !== null) < first, 'the first move is forced');
  const analysis = await ReviewAnalysis.start(reviewTask(known.record));
  analysis.leadWithFirstChoice();
  const order: ReviewPoint[] = [];
  while (!analysis.done) order.push(...(await analysis.step(0)));
  assert.deepEqual(
    order.map((point) => point.actions),
    [points[first], ...points.filter((_, i) => i !== first)].map((point) => point.actions),
  );
  assert.deepEqual(
    [...order].sort((a, b) => a.actions - b.actions),
    points,
  );
  // A point the viewer asks for before the lead is taken replaces it.
  const focused = await ReviewAnalysis.start(reviewTask(known.record));
  focused.leadWithFirstChoice();
  focused.focus(points.length - 1);
  assert.equal((await focused.step(0))[0].actions, points.length - 1);
});

test('categories at the edges of their limits; a forced move has none; brilliant by the numbers', () => {
  const { best, excellent, good, inaccuracy, mistake } = CATEGORY_LIMITS;
  const below = (limit: number) => limit - 1e-9;
  assert.deepEqual(
    [0, below(best), best, below(excellent), excellent, below(good), good, below(inaccuracy), inaccuracy].map((loss) =>
      categoryOf(loss),
    ),
    ['best', 'best', 'excellent', 'excellent', 'good', 'good', 'inaccuracy', 'inaccuracy', 'mistake'],
  );
  assert.deepEqual(
    [below(mistake), mistake, 1].map((loss) => categoryOf(loss)),
    ['mistake', 'blunder', 'blunder'],
  );
  assert.equal(categoryOf(0.5, 1), null);
  assert.equal(isBrilliant(0, mistake, false), true);
  assert.equal(isBrilliant(0, below(mistake), false), false, 'the second-best was only a mistake');
  assert.equal(isBrilliant(0, 0.5, true), false, "easy's rule of thumb finds it");
  assert.equal(isBrilliant(best, 0.5, false), false, 'not the best');
});

test('accuracy orders the levels on a few seeded 2-piece games judged by the table', async () => {
  const levels: Level[] = ['beginner', 'easy', 'medium', 'hard', 'expert'];
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  const accuracyOf = async (light: Level, dark: Level, seeds: number[]) => {
    const sides: [number[], number[]] = [[], []];
    for (const seed of seeds) {
      const reports = playerReports((await reviewRecord(playLevels('finkel', 2, light, dark, seed), memory)).points);
      reports.forEach((report, side) => report.accuracy !== null && sides[side].push(report.accuracy));
    }
    return sides.map(mean);
  };
  const seeds = [1, 2, 3, 4, 5, 6];
  const ordered: number[] = [];
  for (const level of levels) ordered.push(mean(await accuracyOf(level, level, seeds)));
  for (let i = 1; i < levels.length; i++)
    assert.ok(ordered[i] > ordered[i - 1], `${levels[i - 1]} ${ordered[i - 1]} < ${levels[i]} ${ordered[i]}`);
  const [beginner, hard] = await accuracyOf('beginner', 'hard', seeds);
  assert.ok(hard - beginner >= 15, `beginner ${beginner}, hard ${hard}`);
});

test('a corrupt record, a bad task', async () => {
  assert.throws(() => reviewTask({ format: 'nope' }), /corrupt game record/);
  assert.throws(() => reviewTask({ ...known.record, actions: ['t9'] }), /corrupt game record/);
  await assert.rejects(ReviewAnalysis.start({ rules: rules } as never), /needs a task/);
  // A task not made from a checked record: an action that is not legal is refused by name.
  const task = reviewTask(known.record);
  const analysis = await ReviewAnalysis.start({ ...task, actions: [task.actions[0], 'H9-A1'] });
  await assert.rejects(analysis.step(Infinity), /action 2 "H9-A1"/);
});

test('a missing table: a warning, and the review by search', async () => {
  const warn = console.warn;
  const seen: string[] = [];
  console.warn = (message: string) => seen.push(message);
  try {
    const broken: ByteSource = { name: 'gone', read: async () => Promise.reject(new Error('HTTP 404')) };
    const analysis = await ReviewAnalysis.start(reviewTask(known.record), { table: 'gone', source: broken });
    assert.equal(analysis.judged.evaluator, 'heuristic');
  } finally {
    console.warn = warn;
  }
  assert.match(seen.join('\n'), /HTTP 404/);
});

test('learnedLoading: a table opens without waiting for the learned weights; a search waits for them', async () => {
  // Settled once every promise chain started before it (reading the in-memory table is promises only) has run.
  const afterPending = () => new Promise((resolve) => setImmediate(() => resolve('pending')));
  const never = new Promise<void>(() => {});
  const byTable = await Promise.race([
    ReviewAnalysis.start(reviewTask(known.record), { source: memory, learnedLoading: never }),
    afterPending(),
  ]);
  assert.notEqual(byTable, 'pending', 'the table opened while the weights were still loading');
  assert.equal((byTable as ReviewAnalysis).judged.evaluator, 'table');
  let release!: () => void;
  const loading = new Promise<void>((resolve) => (release = resolve));
  const bySearch = ReviewAnalysis.start(reviewTask(known.record), { learnedLoading: loading });
  assert.equal(await Promise.race([bySearch, afterPending()]), 'pending', 'a search waits for the weights');
  release();
  assert.equal((await bySearch).judged.evaluator, 'heuristic');
});
