/** English: the sentences said to the viewer, in the second person (loaded once a board has a `viewer`). */
import type { YouWords } from '../types.js';

export const enYou: YouWords = {
  name: 'You',
  toThrow: () => 'Your throw',
  toThrowOff: () => 'You throw to decide who starts',
  toMove: (distance) => `Your move: ${distance}`,
  toMoveThrown: () => 'Your move',
  eyesChoice: () => 'You may move a piece 4 (eyes) or decline',
  thinking: () => 'Thinking…',
  waiting: () => 'Waiting for you…',
  threw: (value) => `You threw ${value}`,
  zero: () => 'You threw 0: no move',
  noMove: (value) => `You threw ${value}: no legal move`,
  moved: (notation) => `You moved ${notation}`,
  declined: () => 'You declined the bonus',
  starts: () => 'You start',
  wins: () => 'You win!',
  winsMatch: () => 'You win the match!',
  winsGame: (game) => `You win game ${game}`,
  points: (points) => `You score ${points}`,
  winChance: (percent) => `Your chance to win: ${percent}%`,
  resigned: () => 'You resigned',
  left: () => 'You left the game',
};
