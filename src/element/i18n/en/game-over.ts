/** English: game over words (loaded with the part that shows them). */
import type { GameOverWords } from '../types.js';

export const enGameOver: GameOverWords = {
  nextGame: 'Next game',
  review: 'Review',
  matchTo: (target) => `Match to ${target}`,
  winsGame: (name, game) => `${name} wins game ${game}`,
};
