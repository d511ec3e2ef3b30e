/**
 * The engine's `Game` (index.ts), which reads a start position from text (`start`): game.ts's
 * class with notation.ts's `parsePosition` handed in. The element plays from the initial position
 * and takes the class from game.ts, so its first load goes without the reader (0.9 KB gzipped);
 * every path that may start from a position (records, puzzles, lessons, the review) comes here.
 */
import { Game as GameClass, readingStarts } from './game.js';
import type { GameOptions } from './game-types.js';
import { parsePosition } from './parse-position.js';

export const Game = readingStarts(parsePosition);
export type Game = GameClass;

/** Creates a game: `createGame({ variant: 'bell', seed: 42 })`. */
export function createGame(options: GameOptions = {}): Game {
  return new Game(options);
}
