/**
 * Puzzles: "find the best move", answered by the exact solution of a race variant. Each variant's
 * puzzles are a small data file (data/<variant>.ts, written and checked against the table by
 * `npm run puzzles`), loaded on demand; this module reads them, picks the day's puzzle, builds the
 * position as a `Game` and grades an answer. Engine imports only, no DOM: a page, a worker or a
 * server can use it.
 */
import { Game, PLAYERS, resolveRules, type MoveInput, type Player, type VariantName } from '../engine/index.js';
import { createLayout, initialState, PHASE_MOVE, type Layout } from '../engine/moves.js';
import { positionToString } from '../engine/notation.js';
import {
  CHANCE_SCALE,
  decodePuzzle,
  PUZZLE_LEVELS,
  type PuzzleFile,
  type PuzzleLevel,
  type PuzzleLine,
} from './format.js';

export type { PuzzleFile, PuzzleLevel } from './format.js';

/** The variants with puzzles, each with its file's loader. */
const FILES = {
  finkel: () => import('./data/finkel.js'),
  blitz: () => import('./data/blitz.js'),
  aseb: () => import('./data/aseb.js'),
} satisfies Partial<Record<VariantName, () => Promise<{ default: PuzzleFile }>>>;
export type PuzzleVariant = keyof typeof FILES;
export const PUZZLE_VARIANTS = Object.keys(FILES) as PuzzleVariant[];

/**
 * The best move must beat the natural player's by this much winning chance (5 points), so a move
 * that gives away less than it is graded `close`, not `wrong`.
 */
export const PUZZLE_GAP = 0.05;
/** No other move comes within this much of the best (1 point): the answer is unique. */
export const PUZZLE_UNIQUE = 0.01;

export interface PuzzleOption {
  /** The move in notation (`R-A4`, `B3xB5*`). */
  move: string;
  /** The mover's exact winning chance after it, 0 to 1. */
  chance: number;
}

export interface Puzzle {
  /** `<variant>-<number>`, e.g. `finkel-12`: the `puzzle` attribute's value for this one. */
  id: string;
  variant: PuzzleVariant;
  /** Pieces a side. */
  pieces: number;
  /** The position (the engine's position string), the mover to move `thrown`. */
  position: string;
  player: Player;
  thrown: number;
  /** Every legal move with its winning chance, best first. */
  options: readonly PuzzleOption[];
  /** The answer: the move of best exact winning chance. */
  best: string;
  /** The move a natural player makes (the most common choice of the set's `natural` level), at least PUZZLE_GAP worse. */
  natural: string;
  /** The computer levels that get it wrong. */
  missedBy: readonly PuzzleLevel[];
  /** How many of the five levels get it wrong: 1 (only the natural level) to 5 (even expert). */
  difficulty: number;
}

/** How an answer went. */
export interface PuzzleGrade {
  /** `best`: the answer; `close`: not the best, but gives away less than PUZZLE_GAP; `wrong`: gives away more. */
  verdict: 'best' | 'close' | 'wrong';
  /** The answer in notation. */
  move: string;
  /** The answer's winning chance. */
  chance: number;
  /** How much winning chance it gives away against the best move (0 for the best). */
  lost: number;
  /** Every option with its chance, best first (for showing after the answer). */
  options: readonly PuzzleOption[];
}

/** One UTC day in milliseconds. */
const DAY_MS = 86_400_000;

/** A variant's puzzles, each read when first asked for. */
export class PuzzleSet {
  readonly variant: PuzzleVariant;
  readonly pieces: number;
  /** The level whose most common choice is each puzzle's natural move (so it misses every one). */
  readonly natural: PuzzleLevel;
  readonly #lines: string[];
  readonly #layout: Layout;
  readonly #read = new Map<number, Puzzle>();

  constructor(file: PuzzleFile) {
    if (!Object.hasOwn(FILES, file.variant)) throw new Error(`no puzzles for the variant "${file.variant}"`);
    this.variant = file.variant as PuzzleVariant;
    this.pieces = file.pieces;
    if (!PUZZLE_LEVELS.includes(file.natural))
      throw new Error(
        `a puzzle file's natural level must be one of ${PUZZLE_LEVELS.join(', ')}, not "${String(file.natural)}"`,
      );
    this.natural = file.natural;
    this.#layout = createLayout(resolveRules(this.variant, { pieces: this.pieces }));
    this.#lines = file.lines.split('\n').filter((line) => line.trim() !== '');
  }

  get count(): number {
    return this.#lines.length;
  }

  /** Puzzle `number` (1 to count). */
  puzzle(number: number): Puzzle {
    if (!Number.isInteger(number) || number < 1 || number > this.count)
      throw new RangeError(`${this.variant} has puzzles 1 to ${this.count}, not ${String(number)}`);
    let puzzle = this.#read.get(number);
    if (!puzzle) {
      puzzle = this.#decode(number);
      this.#read.set(number, puzzle);
    }
    return puzzle;
  }

  /**
   * The puzzle of `date`'s UTC day: the same everywhere on that day. The days go through the
   * puzzles in the file's order (shuffled when it was written), so no two days in a row repeat
   * one, and none comes back before every other has been shown.
   */
  daily(date: Date | string = new Date()): Puzzle {
    const time = typeof date === 'string' ? Date.parse(`${date.slice(0, 10)}T00:00:00Z`) : date.getTime();
    if (!Number.isFinite(time)) throw new RangeError(`not a date: ${String(date)}`);
    const day = Math.floor(time / DAY_MS);
    return this.puzzle((((day % this.count) + this.count) % this.count) + 1);
  }

  /** The puzzle of an id from `puzzleIdOf` (`finkel-12`). */
  byId(id: string): Puzzle {
    const parsed = parsePuzzleId(id);
    if (parsed.variant !== this.variant) throw new Error(`puzzle "${id}" is not one of ${this.variant}'s`);
    return this.puzzle(parsed.number);
  }

  #decode(number: number): Puzzle {
    const id = `${this.variant}-${number}`;
    const line = decodePuzzle(this.#lines[number - 1], `puzzle ${id}`);
    const game = new Game({
      variant: this.variant,
      rules: { pieces: this.pieces },
      seed: null,
      start: positionOf(this.#layout, line),
    });
    const moves = game.legalMoves();
    const layout = this.#layout;
    const notation = (from: number) => {
      const place = from === 0 ? 'reserve' : layout.tiles[line.mover][from];
      const move = moves.find((candidate) => candidate.from === place);
      if (!move) throw new Error(`puzzle ${id}: no legal move from ${place}`);
      return move.notation;
    };
    if (moves.length !== line.options.length)
      throw new Error(`puzzle ${id}: ${line.options.length} options, but the position has ${moves.length} moves`);
    const options = line.options
      .map(({ from, chance }) => ({ move: notation(from), chance }))
      .sort((a, b) => b.chance - a.chance);
    const missedBy = PUZZLE_LEVELS.filter((_, i) => (line.missed >> i) & 1);
    return {
      id,
      variant: this.variant,
      pieces: this.pieces,
      position: game.position().notation,
      player: PLAYERS[line.mover],
      thrown: line.thrown,
      options,
      best: options[0].move,
      natural: notation(line.natural),
      missedBy,
      difficulty: missedBy.length,
    };
  }
}

/** The engine's position string of a puzzle line (the mover to move its throw). */
export function positionOf(layout: Layout, line: PuzzleLine): string {
  const { stride, home, pieces } = layout;
  const state = initialState(layout);
  line.sides.forEach((side, player) => {
    const onBoard = side.board.length;
    const at = player * stride;
    if (side.home + onBoard > pieces)
      throw new Error(`a side with ${side.home + onBoard} pieces, the rules give ${pieces}`);
    state.board[at] = pieces - side.home - onBoard;
    state.board[at + home] = side.home;
    for (const index of side.board) state.board[at + index]++;
  });
  state.turn = line.mover;
  state.phase = PHASE_MOVE;
  state.distance = line.thrown;
  // positionToString reads only the board, turn, phase and distance; the engine's parser checks the rest.
  return positionToString(layout, state);
}

/** The variant and number of a puzzle id; throws a clear error if it is not one. */
export function parsePuzzleId(id: string): { variant: PuzzleVariant; number: number } {
  const match = /^([a-z]+)-(\d+)$/.exec(typeof id === 'string' ? id.trim() : '');
  if (!match || !Object.hasOwn(FILES, match[1]))
    throw new Error(
      `"${String(id)}" is not a puzzle id: expected <variant>-<number>, the variant one of ${PUZZLE_VARIANTS.join(', ')}`,
    );
  return { variant: match[1] as PuzzleVariant, number: Number(match[2]) };
}

/** Loads a variant's puzzles (its data file is fetched on the first call). */
export async function loadPuzzles(variant: VariantName): Promise<PuzzleSet> {
  if (!Object.hasOwn(FILES, variant))
    throw new Error(`no puzzles for the variant "${variant}": there are puzzles for ${PUZZLE_VARIANTS.join(', ')}`);
  const file = await FILES[variant as PuzzleVariant]();
  return new PuzzleSet(file.default);
}

/**
 * The puzzle a `puzzle` attribute names: `daily` (the day's puzzle of `variant`, by UTC date) or an
 * id (`finkel-12`, whose own variant it is).
 */
export async function findPuzzle(spec: string, variant: VariantName, date: Date = new Date()): Promise<Puzzle> {
  if (spec === 'daily') return (await loadPuzzles(variant)).daily(date);
  const { variant: own } = parsePuzzleId(spec);
  return (await loadPuzzles(own)).byId(spec);
}

/** A game at the puzzle's position, the mover to move; `seed` for its dice if play goes on (none: handed in). */
export function puzzleGame(puzzle: Puzzle, seed: number | string | null = null): Game {
  return new Game({ variant: puzzle.variant, rules: { pieces: puzzle.pieces }, seed, start: puzzle.position });
}

/** Grades an answer (a legal move of the puzzle's position); an illegal one throws the engine's error. */
export function gradeAnswer(puzzle: Puzzle, answer: MoveInput): PuzzleGrade {
  const played = puzzleGame(puzzle).move(answer).move.notation;
  const option = puzzle.options.find(({ move }) => move === played);
  if (!option) throw new Error(`puzzle ${puzzle.id}: the move ${played} has no recorded chance`);
  // In whole ten-thousandths, as recorded: a loss of exactly the gap is not a float's hair under it.
  const lost = Math.round((puzzle.options[0].chance - option.chance) * CHANCE_SCALE) / CHANCE_SCALE;
  const verdict = played === puzzle.best ? 'best' : lost < PUZZLE_GAP ? 'close' : 'wrong';
  return { verdict, move: played, chance: option.chance, lost, options: puzzle.options };
}
