/** English: the game-over panel's words (loaded with the panel). */
import type { GameOverWords } from '../types.js';

export const enGameOver: GameOverWords = {
  nextGame: 'Next game',
  review: 'Review',
  matchTo: (target) => `Match to ${target}`,
  winsGame: (name, game) => `${name} wins game ${game}`,
};
