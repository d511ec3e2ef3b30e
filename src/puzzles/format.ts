/**
 * The line format of a puzzle file (src/puzzles/data/<variant>.ts, written by scripts/puzzles.ts):
 * one puzzle a line, six fields split by spaces, for example `1ch 0bf l3 01234,c5432,h4321 0 24`:
 *
 *   <light> <dark> <mover><throw> <options> <natural> <missed>
 *
 * - a side: how many of its pieces are home (one digit), then one letter per piece on the board,
 *   its path index (a = 1, b = 2, ...); the side's other pieces are in reserve;
 * - mover: `l` or `d`, then the value thrown;
 * - options: every legal move, split by commas: its source (`0` the reserve, else the letter of its
 *   path index) and the mover's exact winning chance after it, in ten-thousandths;
 * - natural: the source of the move a natural player makes (the file's `natural` level's most common choice);
 * - missed: the levels that get the puzzle wrong, as bits of their index in PUZZLE_LEVELS.
 *
 * About 30 characters a puzzle, where the engine's position string alone takes about 50.
 */

import { LEVELS, type Level } from '../ai/search/level-names.js';
import type { VariantName } from '../engine/index.js';

/** The levels a puzzle is graded by, weakest first: the computer players that search (not `perfect`, which reads the table). */
export type PuzzleLevel = Exclude<Level, 'perfect'>;
export const PUZZLE_LEVELS = LEVELS.filter((level): level is PuzzleLevel => level !== 'perfect');

/** What a puzzle file holds. */
export interface PuzzleFile {
  variant: VariantName;
  /** Pieces a side (the variant's own count unless the file was made from a smaller table). */
  pieces: number;
  /** The level whose most common choice is each puzzle's natural move (the script's `--natural`). */
  natural: PuzzleLevel;
  /** One puzzle a line. */
  lines: string;
}

/** Chances are written in ten-thousandths of a game. */
export const CHANCE_SCALE = 10000;

/** One side of a puzzle position. */
export interface PuzzleSide {
  home: number;
  /** The path index (1 and up) of every piece on the board, in path order. */
  board: number[];
}

/** One puzzle line, read. */
export interface PuzzleLine {
  sides: [PuzzleSide, PuzzleSide];
  /** 0 light, 1 dark. */
  mover: number;
  thrown: number;
  /** Every legal move's source (0 the reserve, else a path index) and the mover's chance after it (0 to 1). */
  options: { from: number; chance: number }[];
  /** The source of the natural player's move. */
  natural: number;
  /** Bits of PUZZLE_LEVELS' indices: the levels that get it wrong. */
  missed: number;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

function writeSource(from: number): string {
  return from === 0 ? '0' : LETTERS[from - 1];
}

/** A puzzle as its line. */
export function encodePuzzle(line: PuzzleLine): string {
  const side = ({ home, board }: PuzzleSide) => `${home}${board.map(writeSource).join('')}`;
  const options = line.options
    .map(({ from, chance }) => `${writeSource(from)}${Math.round(chance * CHANCE_SCALE)}`)
    .join(',');
  return [
    side(line.sides[0]),
    side(line.sides[1]),
    `${'ld'[line.mover]}${line.thrown}`,
    options,
    writeSource(line.natural),
    String(line.missed),
  ].join(' ');
}

/** Reads a puzzle line; throws a clear error if it is not one (`where` names it in the message). */
export function decodePuzzle(text: string, where: string): PuzzleLine {
  const fail = (why: string): never => {
    throw new Error(`${where}: ${why} in "${text}"`);
  };
  const readSource = (char: string) => {
    const from = char === '0' ? 0 : LETTERS.indexOf(char) + 1;
    if (char.length !== 1 || from < 0 || (from === 0 && char !== '0')) fail(`"${char}" is not a move's source`);
    return from;
  };
  const fields = text.trim().split(' ');
  if (fields.length !== 6) fail(`${fields.length} fields, expected 6`);
  const [light, dark, turn, options, natural, missed] = fields;
  const side = (field: string): PuzzleSide => {
    if (!/^\d[a-z]*$/.test(field)) fail(`"${field}" is not a side`);
    return { home: Number(field[0]), board: [...field.slice(1)].map(readSource) };
  };
  const moverThrow = /^([ld])(\d)$/.exec(turn) ?? fail(`"${turn}" is not a mover and throw`);
  const read = options.split(',').map((option) => {
    const match = /^([0a-z])(\d{1,5})$/.exec(option) ?? fail(`"${option}" is not an option`);
    const chance = Number(match[2]) / CHANCE_SCALE;
    if (chance > 1) fail(`"${option}" has a chance above 1`);
    return { from: readSource(match[1]), chance };
  });
  if (!/^\d+$/.test(missed) || Number(missed) >= 1 << PUZZLE_LEVELS.length) fail(`"${missed}" is not a set of levels`);
  const naturalFrom = readSource(natural);
  if (!read.some(({ from }) => from === naturalFrom)) fail(`the natural move "${natural}" is not an option`);
  return {
    sides: [side(light), side(dark)],
    mover: moverThrow[1] === 'l' ? 0 : 1,
    thrown: Number(moverThrow[2]),
    options: read,
    natural: naturalFrom,
    missed: Number(missed),
  };
}
