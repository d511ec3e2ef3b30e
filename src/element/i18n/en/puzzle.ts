/** English: the puzzle view's words (loaded with the view). */
import type { PuzzleWords } from '../types.js';

export const enPuzzle: PuzzleWords = {
  title: (id) => `Puzzle ${id}`,
  close: 'Back to the game',
  loading: 'Loading the puzzle…',
  task: (name, thrown) => `${name} to move ${thrown}: find the best move`,
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
