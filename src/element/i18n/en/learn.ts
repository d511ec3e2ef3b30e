/** English: the lessons' words (loaded with the lessons). */
import type { DiceName } from '../../../engine/index.js';
import type { LessonFacts } from '../../../learn/index.js';
import type { LearnWords } from '../types.js';
import { listOf } from '../list.js';
import { counted } from '../plural.js';

const list = (items?: readonly string[]) => listOf('en', items);
const threw = (f: LessonFacts) => `You threw ${f.thrown}:`;

const dice: Record<DiceName, string> = {
  'four-binary': 'four two-sided dice (count the marked tips up)',
  'three-binary-zero-four': 'three two-sided dice (no marked tip up counts 4)',
  'three-tetrahedral': 'three pyramids',
};

export const enLearn: LearnWords = {
  title: 'Learn to play',
  lesson: (number, total) => `Lesson ${number} of ${total}`,
  close: 'Back to the game',
  previous: 'Previous',
  next: 'Next lesson',
  done: 'Well done!',
  finished: 'You know the rules now.',
  play: 'Play a game against the computer (beginner)',
  lessons: {
    route: {
      say: (f) =>
        `Your pieces (light) walk ${f.squares} squares: ${list(f.route)}, then off the board; dark walks the mirror route. You throw ${dice[f.dice]}; each throw comes this often: ${f.chances.join(', ')}.`,
      ask: (f) =>
        `${threw(f)} move the piece on ${f.tile} ${counted('en', f.thrown, { one: '# square', other: '# squares' })} along the route.`,
    },
    enter: {
      say: (f) =>
        f.entry === 'start-square'
          ? `A piece enters only on ${f.start}, with a ${f.entryThrow}, and you throw again. After ${list(f.moveAgain.map(String))} you move and throw again; a 0 ends your turn, and so does a ${f.entryThrow} used to move a piece.`
          : `A throw of 1 brings a new piece onto ${f.start}, a throw of 2 onto the next square, and so on. A 0 passes your turn.`,
      ask: (f) => `${threw(f)} bring a new piece onto the board.`,
    },
    rosette: {
      say: (f) =>
        `The flowers (${list(f.squaresOf.rosette)}) are rosettes: ending a move on one gives you another throw.`,
      ask: (f) => `${threw(f)} land on the rosette ${f.tile}.`,
    },
    rosetteEnters: {
      say: (f) =>
        `The flowers (${list(f.squaresOf.rosette)}) are rosettes: ending a move on one brings a new piece onto ${f.start} at once.`,
      ask: (f) => `${threw(f)} land on the rosette ${f.tile}.`,
    },
    capture: {
      say: (f) =>
        `Ending a move on a dark piece in the middle row captures it: it goes back to dark's reserve.${f.captureExtraTurn ? ' A capture also gives you another throw.' : ''}`,
      ask: (f) => `${threw(f)} capture the dark piece on ${f.tile}.`,
    },
    safe: {
      say: (f) => `A rosette is safe: the dark piece on ${f.tile} cannot be captured, so no piece may land there.`,
      ask: (f) => `${threw(f)} capture the other dark piece.`,
    },
    unsafe: {
      say: () => 'Rosettes are not safe in this game: a piece on one can be captured like any other.',
      ask: (f) => `${threw(f)} capture the dark piece on the rosette ${f.tile}.`,
    },
    double: {
      say: (f) =>
        `Ending a move on a double (${list(f.squaresOf.double)}) moves the same piece again by the same throw.`,
      ask: (f) => `${threw(f)} land on the double ${f.tile}.`,
    },
    eyes: {
      say: (f) =>
        `Ending a move on eyes (${list(f.squaresOf.eyes)}) lets dark move one of its pieces 4 squares at once.`,
      ask: (f) => `${threw(f)} move without landing on the eyes on ${f.tile}.`,
    },
    stack: {
      say: () =>
        'Pieces of one colour may share a square. A lone piece can be captured, but a piece landing on two or more goes back to its own reserve.',
      ask: (f) => `${threw(f)} capture a lone dark piece, not the two on ${f.tile}.`,
    },
    exit: {
      say: (f) =>
        `${f.exactExit ? `A piece leaves the board with the exact throw that takes it one step past ${f.last}; a bigger throw cannot move it.` : `Any throw that reaches or passes the end takes a piece off the board.`} The first side with all ${f.pieces} pieces off wins.`,
      ask: (f) => `${threw(f)} bear off the piece on ${f.tile}.`,
    },
    score: {
      say: (f) =>
        `The winner scores the loser's pieces: the dots of their squares, ${f.scoring?.startSquare} each on ${f.start}, ${f.scoring?.reserve} each in the reserve. The first to ${f.scoring?.target} points wins the match.`,
      ask: (f) => `${threw(f)} bear off the piece on ${f.tile}.`,
    },
  },
  why: {
    otherPiece: (_, f) => `That moves another piece: move the one on ${f.tile}.`,
    notEnter: () => 'That moves a piece already on the board: choose a piece in your reserve.',
    endsTurn: (_, f) =>
      `Moving a piece ${f.entryThrow} ends your turn, while entering lets you throw again: choose a piece in your reserve.`,
    notRosette: (tile) => `${tile} is not a rosette.`,
    noCapture: () => 'That move captures nothing.',
    bounce: (tile) => `Two dark pieces stand on ${tile}: your piece would go back to your reserve.`,
    notDouble: (tile) => `${tile} is not a double.`,
    eyes: (tile) => `${tile} has eyes: dark could move a piece 4 squares at once.`,
    notHome: () => 'That move does not take a piece off the board.',
    pastHome: (_, f) => `${f.thrown} takes that piece past the end: it leaves the board only with the exact throw.`,
    ownPiece: (tile) => `One of your own pieces stands on ${tile}: that piece cannot land there.`,
    safeRosette: (tile) => `${tile} is a safe rosette: the dark piece there cannot be captured.`,
    noPiece: (tile) => `You have no piece on ${tile}: choose one of your pieces that is marked.`,
    entryThrow: (_, f) =>
      `A new piece enters only with a ${f.entryThrow}, and you threw ${f.thrown}: move a piece on the board.`,
    entryBlocked: (tile, f) =>
      `A throw of ${f.thrown} brings a new piece onto ${tile}, where one of your own pieces stands: move a piece on the board.`,
    emptyReserve: () => 'Your reserve is empty: every piece is on the board or home.',
  },
};
