/** English: the puzzle view's words (loaded with the view). */
import type { PuzzleWords } from '../types.js';
import { side } from '../shared.js';

export const enPuzzle: PuzzleWords = {
  title: (number) => `Puzzle ${number}`,
  close: 'Back to the game',
  loading: 'Loading the puzzle…',
  task: (player, thrown) => `You play ${side(player, 'light', 'dark')} and threw ${thrown}: find the best move`,
  verdicts: {
    best: 'Best move!',
    close: 'Close: not the best, but less than 5 points of winning chance behind it',
    wrong: 'Not the best move',
  },
  chances: "Each move's chance to win",
  best: 'best',
  yours: 'your move',
  streak: (count) => `Streak: ${count}`,
  again: 'Try again',
  next: 'Next puzzle',
};
