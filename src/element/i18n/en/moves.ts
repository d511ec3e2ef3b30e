/** English: the words of the parts that tell moves: hint bar, move list, review (loaded with them). */
import type { MoveEffect, MoveWords } from '../types.js';
import { side } from '../shared.js';

const effect = (what: MoveEffect) =>
  what === 'capture' ? ', capturing' : what === 'bounce' ? ' (back to the reserve)' : '';
const Side = (player: 'light' | 'dark') => side(player, 'Light', 'Dark');

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
  board: {
    movable: (player, from, to, what) =>
      `${Side(player)} piece ${from === 'reserve' ? 'in the reserve' : `on ${from}`}, can move to ${to}${effect(what)}`,
    destination: (from, to, what) =>
      `Move the piece ${from === 'reserve' ? 'from the reserve' : `on ${from}`} to ${to}${effect(what)}`,
    dice: (value, up, count) => `Dice: ${value} (${up} of ${count} marked tips up)`,
  },
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
