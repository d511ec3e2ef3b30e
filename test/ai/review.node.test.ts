/// <reference types="node" />
// Game review against the exact solver: a known blunder in a 2-piece game, judged by the exact
// table (the same loss to the table's precision) and by search (flagged, the same better move).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createGame, describeMove, loadGame, resolveRules, type GameRecord } from '../../src/engine/index.js';
import {
  applyMove,
  cloneState,
  copyState,
  createLayout,
  legalMoveSources,
  type State,
} from '../../src/engine/moves.js';
import { solverFor } from '../../src/ai/solve.js';
import { crc32, tableRules } from '../../src/ai/table-file.js';
import { encodeHeader } from '../../tools/table-write.js';
import { TableMoves } from '../../tools/table-moves.js';
import { quantise, solveTable } from '../../tools/table-solve.js';
import type { ByteSource } from '../../src/ai/table-reader.js';
import { ReviewAnalysis } from '../../src/ai/review.js';
import { reviewTask } from '../../src/ai/review-task.js';
import { BLUNDER, accuracies, flagOf, type ReviewPoint } from '../../src/ai/review-score.js';

const rules = resolveRules('finkel', { pieces: 2 });
const layout = createLayout(rules);
const solver = solverFor(rules, 2);
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
function gameWithBlunder(): { record: GameRecord; action: number; loss: number; best: string } {
  for (let seed = 1; seed < 200; seed++) {
    const game = createGame({ rules: { pieces: 2 }, seed });
    let blunder: { action: number; loss: number; best: string } | null = null;
    while (game.phase !== 'over') {
      if (game.phase !== 'move') {
        game.throwDice();
        continue;
      }
      const options = exactOptions(game.state).sort((a, b) => b.chance - a.chance);
      const worst = options[options.length - 1];
      const legal = game.legalMoves();
      const byFrom = (from: number) => legal[exactOptions(game.state).findIndex((o) => o.from === from)];
      if (!blunder && game.turn === 'light' && options[0].chance - worst.chance >= BLUNDER) {
        blunder = {
          action: game.actionCount,
          loss: options[0].chance - worst.chance,
          best: byFrom(options[0].from).notation,
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
  table: boolean,
): Promise<{ points: ReviewPoint[]; evaluator: string; slices: number }> {
  const analysis = await ReviewAnalysis.start(reviewTask(record), table ? { table: 'memory', source: memory } : {});
  const points: ReviewPoint[] = [];
  let slices = 0;
  while (!analysis.done) {
    points.push(...(await analysis.step(0)));
    slices++;
  }
  return { points, evaluator: analysis.evaluator, slices };
}

const known = gameWithBlunder();

test('the exact table gives the blunder the loss the solver gives it, and the better move', async () => {
  const { points, evaluator } = await analyse(known.record, true);
  assert.equal(evaluator, 'table');
  assert.equal(points.length, known.record.actions.length + 1);
  const point = points[known.action + 1];
  assert.equal(point.player, 0);
  const before = loadGame({
    ...known.record,
    actions: known.record.actions.slice(0, known.action),
    position: undefined,
  }).state;
  assert.ok(Math.abs(point.choice!.loss - known.loss) < 1e-4, `${point.choice!.loss} vs exact ${known.loss}`);
  assert.equal(point.choice!.flag, 'blunder');
  assert.equal(describeMove(layout, before, point.choice!.bestFrom).notation, known.best);
  // Every other choice was the exact best: no loss beyond the table's rounding, no flag.
  for (const other of points)
    if (other !== point && other.choice)
      assert.ok(other.choice.loss < 1e-4 && other.choice.flag === null, JSON.stringify(other));
  // Light's chance is exact everywhere: at the start, the solver's value of the opening position.
  const start = createGame({ rules: { pieces: 2 }, seed: known.record.seed as number }).state;
  assert.ok(Math.abs(points[0].light - solver.winChance(start, layout)) < 1e-4);
  const [light, dark] = accuracies(points);
  assert.ok(light! < 100 && dark! > 99.99, `${light} ${dark}`);
});

test('search flags the same blunder and finds the same better move', async () => {
  const { points, evaluator } = await analyse(known.record, false);
  assert.equal(evaluator, 'heuristic');
  const point = points[known.action + 1];
  const before = loadGame({
    ...known.record,
    actions: known.record.actions.slice(0, known.action),
    position: undefined,
  }).state;
  assert.equal(describeMove(layout, before, point.choice!.bestFrom).notation, known.best);
  assert.ok(Math.abs(point.choice!.loss - known.loss) < 0.08, `${point.choice!.loss} vs exact ${known.loss}`);
  assert.ok(point.choice!.flag === 'blunder' || point.choice!.flag === 'mistake');
});

test('progressive: one point a slice with no time, the same points as in one go', async () => {
  const { points, slices } = await analyse(known.record, false);
  assert.equal(slices, points.length);
  const analysis = await ReviewAnalysis.start(reviewTask(known.record));
  assert.deepEqual(await analysis.step(Infinity), points);
});

test('thresholds, a corrupt record, a bad task', async () => {
  assert.deepEqual([0, 0.03, 0.08, 0.15].map(flagOf), [null, 'inaccuracy', 'mistake', 'blunder']);
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
    assert.equal(analysis.evaluator, 'heuristic');
  } finally {
    console.warn = warn;
  }
  assert.match(seen.join('\n'), /HTTP 404/);
});
