/** English: the first paint's words, always at hand (the other groups load with the parts that show them). */
import type { MoveEffect, Translation } from '../types.js';
import { side, withKind } from '../shared.js';

const effect = (what: MoveEffect) =>
  what === 'capture' ? ', capturing' : what === 'bounce' ? ' (back to the reserve)' : '';
const Side = (player: 'light' | 'dark') => side(player, 'Light', 'Dark');

export const en: Translation = {
  gameLabel: 'Royal Game of Ur',
  light: 'Light',
  dark: 'Dark',
  throwDice: 'Throw',
  decline: 'Decline bonus',
  undo: 'Undo',
  newGame: 'New game',
  help: 'Rules',
  puzzle: 'Puzzle',
  learn: 'Learn',
  toThrow: (name) => `${name} to throw`,
  toThrowOff: (name) => `${name} throws to decide who starts`,
  toMove: (name, distance) => `${name}'s move: ${distance}`,
  eyesChoice: (name) => `${name} may move a piece 4 (eyes) or decline`,
  thinking: (name) => `${name} is thinking…`,
  waiting: (name) => `Waiting for ${name}…`,
  threw: (name, value) => `${name} threw ${value}`,
  zero: (name) => `${name} threw 0: no move`,
  noMove: (name, value) => `${name} threw ${value}: no legal move`,
  moved: (name, notation) => `${name} moved ${notation}`,
  captured: (tile) => `captured on ${tile}`,
  bounced: (tile) => `bounced off the stack on ${tile}, back to the reserve`,
  extraTurn: 'another throw',
  onlyMove: 'the only move',
  entered: (name, tile) => `${name} entered on ${tile}`,
  boreOff: (name, tile) => `${name} bore off from ${tile}`,
  rosetteAgain: 'landed on a rosette: another throw',
  doubled: (tile) => `landed on the double on ${tile}: moved as far again`,
  declined: (name) => `${name} declined the bonus`,
  starts: (name) => `${name} starts`,
  undone: 'Taken back',
  started: 'New game',
  loaded: 'Game loaded',
  wins: (name) => `${name} wins!`,
  winsMatch: (name) => `${name} wins the match!`,
  points: (name, points) => `${name} scores ${points}`,
  kinds: {
    rosette: 'rosette',
    double: 'double',
    eyes: 'eyes',
    'five-dots': 'five dots',
    zigzag: 'zigzag',
    gate: 'gate',
  },
  board: {
    name: 'Board',
    home: 'home',
    place: withKind,
    pieces: (player, count) => (count === 0 ? 'empty' : `${count} ${player} piece${count > 1 ? 's' : ''}`),
    tile: (place, pieces) => `${place}: ${pieces}`,
    tray: (player, tray, pieces) => `${Side(player)} ${tray}: ${pieces}`,
    movable: (player, from, to, what) =>
      `${Side(player)} piece ${from === 'reserve' ? 'in the reserve' : `on ${from}`}, can move to ${to}${effect(what)}`,
    destination: (from, to, what) =>
      `Move the piece ${from === 'reserve' ? 'from the reserve' : `on ${from}`} to ${to}${effect(what)}`,
    dice: (value, up, count) => `Dice: ${value} (${up} of ${count} marked tips up)`,
  },
};
