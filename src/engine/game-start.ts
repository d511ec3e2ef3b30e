/**
 * The engine's `Game` (index.ts), which reads a start position from text (`start`): game.ts's
 * class with parse-position.ts's `parsePosition` handed in. The element plays from the initial
 * position and takes the class from game.ts, so its first load goes without the reader (0.9 KB
 * gzipped); every path that may start from a position (records, puzzles, lessons, the review) comes here.
 */
import { Game as PlayingGame } from './game.js';
import type { GameOptions } from './game-types.js';
import { parsePosition } from './parse-position.js';

export class Game extends PlayingGame {
  constructor(options: GameOptions = {}) {
    super(options, parsePosition);
  }
}

/** Creates a game: `createGame({ variant: 'bell', seed: 42 })`. */
export function createGame(options: GameOptions = {}): Game {
  return new Game(options);
}
