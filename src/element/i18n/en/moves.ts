/** English: the words of the parts that tell moves: hint bar, move list, review (loaded with them). */
import type { MoveWords } from '../types.js';

export const enMoves: MoveWords = {
  list: 'Moves',
  best: (move) => `Best move: ${move}`,
  bestDecline: 'Best: decline the bonus',
  winChance: (name, percent) => `${name}'s chance to win: ${percent}%`,
  enter: (tile) => `enter on ${tile}`,
  bearOff: (tile) => `bear off from ${tile}`,
  capture: (tile) => `capturing on ${tile}`,
  bounce: (tile) => `bouncing off the stack on ${tile}, back to the reserve`,
  rosette: 'landing on a rosette: another throw',
  legend: {
    enters: 'enters',
    bearsOff: 'bears off',
    capture: 'capture',
    rosette: 'rosette: throws again',
    bounce: 'bounced back',
    passed: 'no move',
    earlier: 'An earlier position',
    back: 'Back to the game',
  },
};
