/** English: the game-over panel's words (loaded with the panel). */
import type { GameOverWords } from '../types.js';

export const enGameOver: GameOverWords = {
  nextGame: 'Next game',
  review: 'Review',
  matchTo: (target) => `Match to ${target}`,
  winsGame: (name, game) => `${name} wins game ${game}`,
  resign: 'Resign',
  confirmResign: 'Give up this game?',
  abort: 'Abort',
  confirmAbort: 'Call off this game? It will not count.',
  cancel: 'Keep playing',
  claim: 'Claim the win',
  wait: 'Wait for them',
  claimIn: (time) => `You can claim the win in ${time}`,
  resigned: (name) => `${name} resigned`,
  left: (name) => `${name} left the game`,
  aborted: 'Game aborted',
  playAgain: 'Play again',
  allHome: (name) => `${name} brought every piece home`,
};
