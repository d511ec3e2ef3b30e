/** English: the rules panel's texts (loaded with the panel; the first paint's words are words.ts). */
import type { HowToPlay } from '../types.js';

/** The rules panel's texts. */
export const enHowToPlay: HowToPlay = {
  title: 'How to play',
  close: 'Close',
  goal: (n) =>
    `Race your ${n} ${n === 1 ? 'piece' : 'pieces'} along your route and off the board before your opponent does.`,
  diceHeading: 'Dice',
  dice: {
    'four-binary': 'Four dice, each 0 or 1: you throw 0 to 4 (2 is the most common).',
    'three-binary-zero-four': 'Three dice, each 0 or 1; a total of 0 counts as 4, so every throw is 1 to 4.',
    'three-tetrahedral': 'Three pyramids; count the marked tips pointing up: none = 4, one = 0, two = 1, three = 5.',
  },
  routeHeading: 'Route',
  route: (entry, exit) =>
    `Your pieces enter on ${entry} and follow the arrows to ${exit}, then leave the board. Your opponent walks the mirror image.`,
  shared: {
    bell: 'Only the middle row is shared: that is where pieces meet.',
    masters: 'The middle row and the six squares at the short end of the board are shared: that is where pieces meet.',
    aseb: 'Only the long middle row is shared: that is where pieces meet.',
  },
  routeMap: (player, tiles) => `${player === 'light' ? "Light's" : "Dark's"} route: ${tiles}, then home.`,
  turnHeading: 'Your turn',
  race: {
    zero: 'Throw the dice. A 0 ends your turn.',
    move: 'Move one piece exactly the number thrown.',
    enter: (tile) => `A new piece enters counting from square ${tile}: a throw of 1 puts it on square ${tile}.`,
    noStack: 'You may never end on your own piece.',
    noMove: 'If no piece can move, the turn passes.',
    captures: (on) =>
      on
        ? 'Land on an opponent piece on a shared square to capture it: it goes back to its reserve.'
        : 'No captures: you cannot land on an opponent piece.',
    exactExit: (on) =>
      on ? 'Leaving the board needs the exact throw.' : 'Any throw that reaches or passes the end takes the piece off.',
    win: 'The first to bring every piece home wins.',
  },
  bell: {
    throwOff: 'Both throw; the higher throw starts.',
    series: 'Your turn is a series of throws:',
    zero: '0: your turn ends.',
    oneOrFour: '1 or 4: move a piece that far (if any can), then throw again.',
    five: (tile) => `5: enter a new piece on square ${tile} and throw again, or move a piece 5 and end your turn.`,
    enter: (tile) => `Pieces enter only on square ${tile}: with a 5, or free when one of yours lands on a rosette.`,
    stacks: 'Your pieces may stack; two colours never share a square.',
    capture: 'Land on a single opponent piece to send it back to its reserve.',
    bounce: 'Land on two or more opponent pieces and yours goes back to your reserve instead.',
    win: (n) => `The first with all ${n} pieces home wins the game and scores the loser's pieces:`,
    scoring: (start, reserve, tile) =>
      `the dots of each square they stand on, ${start} for each on square ${tile}, ${reserve} for each in the reserve (never entered, or captured).`,
    match: (target) => `The match goes on until someone reaches ${target} points; the loser of a game starts the next.`,
  },
  tilesHeading: 'Squares',
  rosette: {
    safe: 'a piece here cannot be captured',
    unsafe: 'a piece here can be captured',
    extraTurn: 'ending here gives another throw',
    enters: (tile) => `landing here brings a new piece onto square ${tile}`,
  },
  tileEffects: {
    double: 'the piece moves again by the same distance',
    eyes: 'your opponent may move one of their pieces on the board 4 squares, or decline',
    none: 'no effect',
  },
  startSquare: { name: 'Start square', effect: 'pieces enter here; its eyes have no effect' },
  captureExtraTurn: 'A capture gives another throw.',
  points: (n) => `${n} ${n === 1 ? 'point' : 'points'}`,
};
