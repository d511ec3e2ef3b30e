/**
 * English: the first paint's words, always at hand. Those said once play has begun (what a throw or
 * a move did, a match won) are in play.ts and those of the buttons that load as a part in
 * buttons.ts, which the modules that say them import; the other groups load with the parts that
 * show them.
 */
import type { Translation } from '../types.js';
import { side, withKind } from '../shared.js';

const Side = (player: 'light' | 'dark') => side(player, 'Light', 'Dark');

/** Words said once play has begun: they load with en/play.ts. */
export type PlayWordKey =
  | 'threw'
  | 'zero'
  | 'noMove'
  | 'moved'
  | 'captured'
  | 'bounced'
  | 'extraTurn'
  | 'onlyMove'
  | 'entered'
  | 'boreOff'
  | 'rosetteAgain'
  | 'doubled'
  | 'declined'
  | 'decline'
  | 'toMoveThrown'
  | 'starts'
  | 'winsMatch'
  | 'points';

/** The on-demand buttons' words: they load with en/buttons.ts. */
export type ButtonWordKey = 'undo' | 'newGame' | 'help';

export const en: Omit<Translation, PlayWordKey | ButtonWordKey> = {
  gameLabel: 'Royal Game of Ur',
  comma: ', ',
  light: 'Light',
  dark: 'Dark',
  throwDice: 'Throw',
  puzzle: 'Puzzle',
  learn: 'Learn',
  toThrow: (name) => `${name} to throw`,
  toThrowOff: (name) => `${name} throws to decide who starts`,
  toMove: (name, distance) => `${name}'s move: ${distance}`,
  eyesChoice: (name) => `${name} may move a piece 4 (eyes) or decline`,
  thinking: (name) => `${name} is thinking…`,
  waiting: (name) => `Waiting for ${name}…`,
  undone: 'Taken back',
  started: 'New game',
  loaded: 'Game loaded',
  wins: (name) => `${name} wins!`,
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
  },
};
