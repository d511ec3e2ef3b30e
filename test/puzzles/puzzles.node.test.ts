/// <reference types="node" />
// The puzzle files and the module that reads them, without the tables: the day's puzzle by UTC
// date, ids, every recorded answer legal in the engine's position and the best of the recorded
// chances by the puzzle's margins, and the grading of an answer.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import {
  findPuzzle,
  gradeAnswer,
  loadPuzzles,
  parsePuzzleId,
  PUZZLE_GAP,
  PUZZLE_UNIQUE,
  PUZZLE_VARIANTS,
  PuzzleSet,
  puzzleGame,
  type PuzzleFile,
} from '../../src/puzzles/index.js';
import { decodePuzzle, encodePuzzle, PUZZLE_LEVELS } from '../../src/puzzles/format.js';

/** The files' sizes the issue asks for: a year of daily puzzles a variant. */
const AT_LEAST = 365;

test('every variant with puzzles has a year of them, each line read and written back the same', async () => {
  for (const variant of PUZZLE_VARIANTS) {
    const set = await loadPuzzles(variant);
    assert.ok(set.count >= AT_LEAST, `${variant}: ${set.count} puzzles`);
    const file = ((await import(`../../src/puzzles/data/${variant}.ts`)) as { default: PuzzleFile }).default;
    for (const line of file.lines.split('\n').filter(Boolean))
      assert.equal(encodePuzzle(decodePuzzle(line, variant)), line);
  }
});

test('the daily puzzle is the same all through a UTC day, and another the next day', async () => {
  const set = await loadPuzzles('finkel');
  const day = set.daily(new Date('2026-12-02T00:00:00Z'));
  assert.equal(set.daily(new Date('2026-12-02T23:59:59.999Z')).id, day.id);
  assert.equal(set.daily('2026-12-02').id, day.id);
  // Late on the 1st in New York is the 2nd in UTC.
  assert.equal(set.daily(new Date('2026-12-01T21:00:00-05:00')).id, day.id);
  assert.notEqual(set.daily(new Date('2026-12-01T23:59:59.999Z')).id, day.id);
  assert.equal((await findPuzzle('daily', 'finkel', new Date('2026-12-02T12:00:00Z'))).id, day.id);
  // A year of days: no puzzle twice.
  const ids = new Set<string>();
  for (let d = 0; d < AT_LEAST; d++) ids.add(set.daily(new Date(Date.UTC(2027, 0, 1 + d))).id);
  assert.equal(ids.size, AT_LEAST);
  // Each variant its own puzzle of the day.
  assert.equal((await findPuzzle('daily', 'blitz', new Date('2026-12-02T12:00:00Z'))).variant, 'blitz');
  assert.throws(() => set.daily('not a date'), /not a date/);
});

test('an id names its puzzle and its variant; a wrong one is refused clearly', async () => {
  const set = await loadPuzzles('blitz');
  assert.equal(set.byId('blitz-12').id, 'blitz-12');
  assert.equal(set.puzzle(12).position, set.byId('blitz-12').position);
  const other = await findPuzzle('finkel-3', 'blitz');
  assert.equal(other.id, 'finkel-3');
  assert.equal(other.variant, 'finkel');
  assert.deepEqual(parsePuzzleId('finkel-365'), { variant: 'finkel', number: 365 });
  await assert.rejects(findPuzzle('masters-1', 'finkel'), /not a puzzle id/);
  await assert.rejects(findPuzzle('finkel', 'finkel'), /not a puzzle id/);
  await assert.rejects(findPuzzle('finkel-0', 'finkel'), /finkel has puzzles 1 to \d+, not 0/);
  await assert.rejects(findPuzzle('finkel-100000', 'finkel'), /not 100000/);
  await assert.rejects(loadPuzzles('bell'), /no puzzles for the variant "bell"/);
  assert.throws(() => set.byId('finkel-1'), /not one of blitz's/);
});

test("a sample of each variant's puzzles: the answer legal, the best by the gap, and alone within a point", async () => {
  for (const variant of PUZZLE_VARIANTS) {
    const set = await loadPuzzles(variant);
    for (let number = 1; number <= set.count; number += 7) {
      const puzzle = set.puzzle(number);
      const where = `${puzzle.id} (${puzzle.position})`;
      const game = puzzleGame(puzzle);
      assert.deepEqual(game.awaiting(), { action: 'move', player: puzzle.player }, where);
      assert.equal(game.distance, puzzle.thrown, where);
      // The options are exactly the engine's legal moves.
      assert.deepEqual(
        puzzle.options.map(({ move }) => move).sort(),
        game
          .legalMoves()
          .map(({ notation }) => notation)
          .sort(),
        where,
      );
      assert.ok(game.validateMove(puzzle.best).ok, where);
      const [best, second] = puzzle.options;
      assert.equal(best.move, puzzle.best, where);
      assert.ok(gradeAnswer(puzzle, second.move).lost > PUZZLE_UNIQUE, `${where}: ${second.move} within a point`);
      const natural = gradeAnswer(puzzle, puzzle.natural);
      assert.ok(natural.lost >= PUZZLE_GAP, `${where}: the natural move ${natural.move} too close`);
      assert.equal(natural.verdict, 'wrong', where);
      // The natural level's most common choice is the natural move, so it misses every puzzle.
      assert.ok(puzzle.missedBy.includes(set.natural), `${where}: ${set.natural} should miss it`);
      assert.equal(puzzle.difficulty, puzzle.missedBy.length);
    }
  }
});

test('an answer is graded with every option shown: the best, a close one, a wrong one, an illegal one', async () => {
  const set = await loadPuzzles('finkel');
  const puzzle = set.puzzle(1);
  const right = gradeAnswer(puzzle, puzzle.best);
  assert.equal(right.verdict, 'best');
  assert.equal(right.lost, 0);
  assert.equal(right.chance, puzzle.options[0].chance);
  assert.equal(right.options.length, puzzle.options.length);
  const wrong = gradeAnswer(puzzle, puzzle.natural);
  assert.equal(wrong.verdict, 'wrong');
  assert.ok(wrong.lost >= PUZZLE_GAP);
  assert.equal(wrong.options, right.options);
  // Also as { from, to }.
  const move = puzzleGame(puzzle)
    .legalMoves()
    .find(({ notation }) => notation === puzzle.best)!;
  assert.equal(gradeAnswer(puzzle, { from: move.from, to: move.to }).verdict, 'best');
  assert.throws(() => gradeAnswer(puzzle, 'A1-A2'), /./);
  // A move between the unique margin and the gap is close, not wrong.
  const closeOne = [...Array(set.count).keys()]
    .map((i) => set.puzzle(i + 1))
    .flatMap((p) => p.options.slice(1).map((option) => ({ p, option })))
    .find(({ p, option }) => p.options[0].chance - option.chance < PUZZLE_GAP);
  assert.ok(closeOne, 'some puzzle has a move less than the gap worse than the best');
  assert.equal(gradeAnswer(closeOne.p, closeOne.option.move).verdict, 'close');
});

test('difficulty is graded by the levels that miss a puzzle, and spread over the set', async () => {
  const set = await loadPuzzles('finkel');
  const spread = new Set<number>();
  for (let number = 1; number <= set.count; number++) spread.add(set.puzzle(number).difficulty);
  assert.ok(spread.size >= 3, `difficulties ${[...spread]}`);
  assert.deepEqual(
    PUZZLE_LEVELS.filter((level) => set.puzzle(1).missedBy.includes(level)),
    set.puzzle(1).missedBy,
    'missedBy is in level order',
  );
});

test('a corrupt puzzle file is refused with a clear error', () => {
  const file = (lines: string): PuzzleFile => ({ variant: 'finkel', natural: 'medium', pieces: 7, lines });
  assert.throws(() => decodePuzzle('0 0 l3 05000 0', 'x'), /5 fields, expected 6/);
  assert.throws(() => decodePuzzle('0 0 x3 05000 0 1', 'x'), /not a mover and throw/);
  assert.throws(() => decodePuzzle('0 0 l3 012000 0 1', 'x'), /chance above 1/);
  assert.throws(() => decodePuzzle('0 0 l3 05000 a 1', 'x'), /natural move "a" is not an option/);
  assert.throws(() => decodePuzzle('0 0 l3 05000 0 99', 'x'), /not a set of levels/);
  // Decodes, but the engine's position has other moves than the line's.
  assert.throws(
    () => new PuzzleSet(file('0 0 l2 05000,a4000 0 8')).puzzle(1),
    /2 options, but the position has 1 moves/,
  );
  assert.throws(
    () => new PuzzleSet({ variant: 'bell', natural: 'medium', pieces: 7, lines: '' }),
    /no puzzles for the variant "bell"/,
  );
  assert.throws(
    () => new PuzzleSet({ ...file(''), natural: 'perfect' as PuzzleFile['natural'] }),
    /natural level must be one of beginner, easy, medium, hard, expert, not "perfect"/,
  );
});

test("the puzzle module is pure: the engine (and the levels' names) only, no DOM", () => {
  const folder = new URL('../../src/puzzles/', import.meta.url);
  const files = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.ts'));
  assert.ok(files.length >= 5, `found ${files.length} modules`);
  for (const name of files) {
    const source = readFileSync(new URL(name, folder), 'utf8');
    assert.doesNotMatch(source, /\b(document|window|HTMLElement|customElements|localStorage)\b|from ['"]lit/, name);
    for (const [, from] of source.matchAll(/from '([^']+)'/g))
      assert.match(
        from,
        /^(\.\.?\/format\.js|\.\.\/engine\/[\w-]+\.js|\.\.\/ai\/search\/level-names\.js)$/,
        `${name}: ${from}`,
      );
  }
});
