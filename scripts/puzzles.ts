/// <reference types="node" />
/**
 * `npm run puzzles -- --table finkel-7.bin`: "find the best move" puzzles from the exact solution
 * of a race variant, written to src/puzzles/data/<variant>.ts (the line format is
 * src/puzzles/format.ts) and then checked against the table.
 *
 * The positions come from the computer levels' own seeded games (each side a level from beginner
 * to hard). A position is a puzzle when the move of best exact winning chance beats the natural
 * player's move (a level's most common choice over several seeded draws: `--natural`, medium by
 * default, since hard over the learned evaluation rarely gives 5 points away) by at least 5
 * points of winning chance and no other move comes within 1 point of the best (both on the exact
 * values and on the rounded ones the file records). At most two come from one game, none twice.
 * Each is graded by which levels get it wrong: beginner to hard by their most common choice,
 * expert by its search to a fixed depth without a time limit (so that a run repeats exactly).
 *
 *   --table FILE      a solution file from `npm run solve` (its variant and pieces are the puzzles')
 *   --count N         puzzles to write (default 400)
 *   --seed S          the first game's seed (default 1)
 *   --out FILE        where to write (default src/puzzles/data/<variant>.ts)
 *   --natural LEVEL   the level whose most common choice is the natural move (default medium)
 *   --games N         the most games to play (default 20000): fewer puzzles found is an error
 *   --throws every    consider every throw the dice could show at each turn of a game, not only
 *                     the one thrown (default: thrown); the games are the same either way, and a
 *                     position where puzzles are rare (7-piece Finkel) yields about three times as many
 *   --check           only check the existing file against the table
 *
 * The check reads the file back through src/puzzles and, for every puzzle, plays each legal move in
 * the engine and reads its exact chance from the table: the recorded answer must be the table's
 * best move, the recorded chances the table's (rounded), the natural move at least 5 points worse,
 * and every other move more than 1 point worse. It exits non-zero on any failure.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Random } from '../src/engine/index.js';
import {
  applyMove,
  applyThrow,
  cloneState,
  copyState,
  initialState,
  legalMoveSources,
  PHASE_MOVE,
  PHASE_OVER,
  PHASE_THROW,
  THROW_MOVE,
  type State,
} from '../src/engine/moves.js';
import { ComputerPlayers, SEARCH_LEVELS, depthFor } from '../src/ai/search/levels.js';
import { LearnedEvaluations } from '../src/ai/learned/learned.js';
import { EndgameSolvers } from '../src/ai/tables/solve.js';
import { CHANCE_SCALE, encodePuzzle, PUZZLE_LEVELS, type PuzzleLevel, type PuzzleLine } from '../src/puzzles/format.js';
import { PUZZLE_GAP, PUZZLE_UNIQUE, PuzzleSet, puzzleGame, type PuzzleFile } from '../src/puzzles/index.js';
import { loadTable } from '../tools/table-source-node.js';
import { option } from '../tools/cli-option.js';

const tableFile = option('table', '');
if (!tableFile) throw new Error('--table FILE is required (a solution file from `npm run solve`)');
const started = performance.now();
const table = loadTable(tableFile);
const { rules, layout } = table;
const variant = rules.variant;
const out = option('out', `src/puzzles/data/${variant}.ts`);
const count = Number(option('count', '400'));
const firstSeed = Number(option('seed', '1'));
const naturalLevel = option('natural', 'medium') as PuzzleLevel;
if (!PUZZLE_LEVELS.includes(naturalLevel)) throw new Error(`--natural takes one of ${PUZZLE_LEVELS.join(', ')}`);
const maxGames = Number(option('games', '20000'));
const throws = option('throws', 'thrown');
if (throws !== 'thrown' && throws !== 'every') throw new Error('--throws takes thrown or every');
const seconds = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;
console.log(`${variant}, ${rules.pieces} pieces: read ${tableFile} in ${seconds()}`);

/** Draws per level below expert: its most common choice over these is its answer. */
const DRAWS = 9;
/** The levels whose games the positions come from. */
const GAME_LEVELS: PuzzleLevel[] = ['beginner', 'easy', 'medium', 'hard'];
/** Puzzles from one game at most, so that the set is not a few games' worth of similar positions. */
const PER_GAME = 2;
/** Expert's fixed depth when grading (its own depth in a race, without the time limit). */
const EXPERT_DEPTH = depthFor(SEARCH_LEVELS.expert, rules) - 1;

const learned = new LearnedEvaluations();
await learned.load(rules);
const players = new ComputerPlayers({ endgames: new EndgameSolvers(), learned: learned.evaluation });

/** The exact chance that `player` wins `state` (a position before a throw, or a finished game). */
function chanceFor(state: State, player: number): number {
  if (state.phase === PHASE_OVER) return state.winner === player ? 1 : 0;
  const value = table.throwerChance(state);
  return state.turn === player ? value : 1 - value;
}

/** Every legal move's source in `state` with the mover's exact chance after it, in source order. */
function exactOptions(state: State): { from: number; chance: number }[] {
  const sources = new Int8Array(layout.home + 1);
  const trial = cloneState(state);
  return Array.from(sources.subarray(0, legalMoveSources(layout, state, sources)), (from) => {
    copyState(trial, state);
    applyMove(layout, trial, from);
    return { from, chance: chanceFor(trial, state.turn) };
  });
}

/** A level's choice in `state`: its most common over DRAWS seeded draws (expert: its one search). */
function choiceOf(level: PuzzleLevel, state: State, seed: number): number {
  if (level === 'expert')
    return players.decide(rules, cloneState(state), 'expert', { budgetMs: Infinity, maxDepth: EXPERT_DEPTH }).from;
  const votes = new Map<number, number>();
  for (let draw = 0; draw < DRAWS; draw++) {
    const { from } = players.decide(rules, cloneState(state), level, { seed: seed * DRAWS + draw });
    votes.set(from, (votes.get(from) ?? 0) + 1);
  }
  return [...votes].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0][0];
}

const rounded = (chance: number) => Math.round(chance * CHANCE_SCALE);

/**
 * Whether `options` make a puzzle with `natural` as the natural move: the best beats it by
 * PUZZLE_GAP, and no other move comes within PUZZLE_UNIQUE of the best, on the exact chances and
 * on the rounded ones alike (the tests read the rounded ones).
 */
function isPuzzle(options: { from: number; chance: number }[], natural: number): boolean {
  const holds = (value: (chance: number) => number, scale: number) => {
    const sorted = options.map(({ chance }) => value(chance)).sort((a, b) => b - a);
    const naturalChance = value(options.find(({ from }) => from === natural)!.chance);
    return (
      sorted.length >= 2 &&
      sorted[0] - naturalChance >= PUZZLE_GAP * scale - 1e-9 &&
      sorted[0] - sorted[1] > PUZZLE_UNIQUE * scale + 1e-9
    );
  };
  return holds((chance) => chance, 1) && holds(rounded, CHANCE_SCALE);
}

/** The side of `player` in `state` as a puzzle line writes it. */
function sideOf(state: State, player: number): PuzzleLine['sides'][number] {
  const at = (index: number) => state.board[player * layout.stride + index];
  const board: number[] = [];
  for (let index = 1; index < layout.home; index++) for (let n = 0; n < at(index); n++) board.push(index);
  return { home: at(layout.home), board };
}

function bestOf(options: { from: number; chance: number }[]): number {
  return options.reduce((best, option) => (option.chance > best.chance ? option : best)).from;
}

async function generate(): Promise<void> {
  const puzzles: string[] = [];
  const seen = new Set<string>();
  let games = 0;
  let decisions = 0;
  for (let seed = firstSeed; puzzles.length < count; seed++) {
    // Strong levels may rarely give a puzzle's gap away: stop rather than play for ever.
    if (games === maxGames) throw new Error(`only ${puzzles.length} of ${count} puzzles in ${games} games`);
    games++;
    const random = new Random(seed);
    const sides = [GAME_LEVELS[random.below(GAME_LEVELS.length)], GAME_LEVELS[random.below(GAME_LEVELS.length)]];
    const state = initialState(layout);
    const found: { state: State; options: { from: number; chance: number }[]; natural: number; seed: number }[] = [];
    /** Whether `position` (a move to choose) is a puzzle: if so it joins `found`. */
    const consider = (position: State, levelSeed: number) => {
      const options = exactOptions(position);
      if (options.length < 2) return;
      decisions++;
      const chances = options.map(({ chance }) => chance).sort((a, b) => b - a);
      // Cheap tests first: no level draws where no move could make the gap.
      if (chances[0] - chances[1] <= PUZZLE_UNIQUE || chances[0] - chances[chances.length - 1] < PUZZLE_GAP) return;
      const natural = choiceOf(naturalLevel, position, levelSeed);
      if (isPuzzle(options, natural)) found.push({ state: cloneState(position), options, natural, seed: levelSeed });
    };
    // The other throws' level draws have a generator of their own, so that the game stays the same.
    const probe = new Random(seed ^ 0x5bd1e995);
    while (state.phase !== PHASE_OVER) {
      if (state.phase !== PHASE_MOVE) {
        if (throws === 'every' && state.phase === PHASE_THROW)
          for (const value of layout.dice.values) {
            const trial = cloneState(state);
            if (value > 0 && applyThrow(layout, trial, value) === THROW_MOVE) consider(trial, probe.nextUint32());
          }
        applyThrow(layout, state, random.throwValue(layout.dice));
        continue;
      }
      const choiceSeed = random.nextUint32();
      if (throws === 'thrown') consider(state, choiceSeed);
      const from = players.decide(rules, cloneState(state), sides[state.turn], { seed: choiceSeed }).from;
      applyMove(layout, state, from);
    }
    // Up to PER_GAME of the game's puzzles, drawn with the game's generator.
    while (found.length > PER_GAME) found.splice(random.below(found.length), 1);
    for (const { state: position, options, natural, seed: levelSeed } of found) {
      const line: PuzzleLine = {
        sides: [sideOf(position, 0), sideOf(position, 1)],
        mover: position.turn,
        thrown: position.distance,
        options,
        natural,
        missed: 0,
      };
      const key = encodePuzzle(line).split(' ').slice(0, 3).join(' ');
      if (seen.has(key) || puzzles.length >= count) continue;
      seen.add(key);
      const best = bestOf(options);
      PUZZLE_LEVELS.forEach((level, i) => {
        // The natural level's answer is the natural move, already drawn.
        const choice = level === naturalLevel ? natural : choiceOf(level, position, levelSeed);
        if (choice !== best) line.missed |= 1 << i;
      });
      puzzles.push(encodePuzzle(line));
    }
    if (games % 50 === 0)
      console.log(`[${seconds()}] ${games} games, ${decisions} decisions: ${puzzles.length} puzzles`);
  }
  // The file's order is the daily order: shuffled, so that neighbouring days come from different games.
  const order = new Random(firstSeed);
  for (let i = puzzles.length - 1; i > 0; i--) {
    const j = order.below(i + 1);
    [puzzles[i], puzzles[j]] = [puzzles[j], puzzles[i]];
  }
  writeFileSync(
    out,
    `// Written by \`npm run puzzles -- --table ${path.basename(tableFile)} --count ${count} --seed ${firstSeed}` +
      `${throws === 'every' ? ' --throws every' : ''}\` from ${games} seeded games;\n` +
      `// checked against the table by the same script. One puzzle a line: see ../format.ts.\n` +
      `import type { PuzzleFile } from '../format.js';\n\n` +
      `export default {\n  variant: '${variant}',\n  natural: '${naturalLevel}',\n  pieces: ${rules.pieces},\n  lines: \`\n${puzzles.join('\n')}\n\`,\n} satisfies PuzzleFile;\n`,
  );
  console.log(`[${seconds()}] wrote ${puzzles.length} puzzles from ${games} games (${decisions} decisions) to ${out}`);
}

/** Checks every puzzle of the file at `out` against the table; returns the failures. */
async function check(): Promise<string[]> {
  const file = ((await import(pathToFileURL(path.resolve(out)).href)) as { default: PuzzleFile }).default;
  if (file.variant !== variant || file.pieces !== rules.pieces)
    return [`${out} holds ${file.variant} with ${file.pieces} pieces, the table ${variant} with ${rules.pieces}`];
  const set = new PuzzleSet(file);
  const failures: string[] = [];
  const difficulties = new Array<number>(PUZZLE_LEVELS.length + 1).fill(0);
  for (let number = 1; number <= set.count; number++) {
    const puzzle = set.puzzle(number);
    const game = puzzleGame(puzzle);
    const state = game.state;
    const exact = new Map(
      exactOptions(state).map(({ from, chance }) => [
        game.legalMoves().find((m) => m.from === placeOf(state, from))!.notation,
        chance,
      ]),
    );
    const fail = (why: string) => failures.push(`${puzzle.id} (${puzzle.position}): ${why}`);
    const sorted = [...exact].sort((a, b) => b[1] - a[1]);
    if (sorted[0][0] !== puzzle.best) fail(`the table's best move is ${sorted[0][0]}, the file says ${puzzle.best}`);
    if (sorted[0][1] - exact.get(puzzle.natural)! < PUZZLE_GAP - 1e-9)
      fail(
        `the natural move ${puzzle.natural} is only ${((sorted[0][1] - exact.get(puzzle.natural)!) * 100).toFixed(2)} points worse`,
      );
    if (sorted[0][1] - sorted[1][1] <= PUZZLE_UNIQUE + 1e-9)
      fail(`${sorted[1][0]} comes within ${((sorted[0][1] - sorted[1][1]) * 100).toFixed(2)} points of the best`);
    if (exact.size !== puzzle.options.length) fail(`${exact.size} legal moves, ${puzzle.options.length} recorded`);
    for (const { move, chance } of puzzle.options)
      if (rounded(exact.get(move) ?? -1) !== rounded(chance))
        fail(`${move}: recorded chance ${chance}, the table's ${exact.get(move)}`);
    difficulties[puzzle.difficulty]++;
  }
  const bytes = readFileSync(out).length;
  const { gzipSync } = await import('node:zlib');
  console.log(
    `checked ${set.count} puzzles of ${out} against ${tableFile}: ${failures.length} failures; ` +
      `${bytes} bytes, ${gzipSync(readFileSync(out), { level: 9 }).length} gzipped; ` +
      `by difficulty (levels that miss it, 1 to 5): ${difficulties.slice(1).join(', ')}`,
  );
  return failures;
}

/** The engine's name for a move source of the player to act. */
function placeOf(state: State, from: number): string {
  return from === 0 ? 'reserve' : layout.tiles[state.turn][from];
}

if (!process.argv.includes('--check')) await generate();
const failures = await check();
for (const failure of failures) console.error(failure);
process.exit(failures.length ? 1 : 0);
