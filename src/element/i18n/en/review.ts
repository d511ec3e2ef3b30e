/** English: the review view's words (loaded with the view). */
import type { ReviewWords } from '../types.js';
import { counted } from '../plural.js';

export const enReview: ReviewWords = {
  title: 'Game review',
  close: 'Back to the game',
  first: 'First',
  back: 'Back',
  forward: 'Forward',
  last: 'Last',
  play: 'Play',
  pause: 'Pause',
  graph: (light) => `${light}'s winning chance over the game`,
  point: (index, total, what, percent) =>
    `Action ${index} of ${total}: ${what}${percent === null ? '' : `, ${percent}%`}`,
  start: 'Start of the game',
  judge: ({ evaluator, depth, exactPieces }) =>
    evaluator === 'table'
      ? 'Judged by perfect play (the exact solution table)'
      : `Judged by the computer looking ${depth} moves ahead (both players' moves counted, every throw weighed)${evaluator === 'learned' ? ', with what it learned from practice games' : ''}${exactPieces ? `; endgames of ${exactPieces} pieces or fewer by perfect play` : ''}`,
  analysing: (done, total) => `Analysing… ${done} of ${total}`,
  accuracy: (name, percent) => `${name}: accuracy ${percent}%`,
  categories: {
    best: 'Best',
    excellent: 'Excellent',
    good: 'Good',
    inaccuracy: 'Inaccuracy',
    mistake: 'Mistake',
    blunder: 'Blunder',
  },
  brilliant: 'Brilliant',
  counts: 'Moves by category',
  keyMoves: 'Key moves',
  reviewKeyMoves: 'Review key moves',
  previousKeyMove: 'Previous mistake',
  nextKeyMove: 'Next mistake',
  previousInaccuracy: 'Previous inaccuracy',
  nextInaccuracy: 'Next inaccuracy',
  noKeyMoves: 'No inaccuracy, mistake or blunder.',
  keyMove: (turn, played, better, points) =>
    `Turn ${turn}: ${played}; better: ${better} (−${points} percentage points)`,
  even: '50%',
  turn: 'Turn',
  stepMove: {
    moved: (squares) => `moved ${squares}`,
    entered: (tile) => `entered on ${tile}`,
    boreOff: (tile) => `bore off from ${tile}`,
  },
  caption: (turn, what, light, percent) => `Turn ${turn}: ${what}${percent === null ? '' : ` · ${light} ${percent}%`}`,
  best: 'Best move',
  onlyMove: 'Only move',
  chances: (thrown, before, after, points) =>
    `${thrown === null ? 'Eyes bonus' : `Threw ${thrown}`}: winning chance ${before} before the move, ${after} after (−${points} percentage points)`,
  better: (move, keeps) => `Better: ${move}, which keeps ${keeps}`,
  reasons: {
    exposure: (tiles, pieces, attackers, chance, better) =>
      `This leaves ${tiles} where ${attackers === 1 ? '1 enemy piece' : `${attackers} enemy pieces`} can hit ${pieces === 1 ? 'it' : 'them'} ${chance} of the time; the better move ${better === null ? 'keeps everything safe' : `cuts that to ${better}`}.`,
    'bear-off': (from, tiles, pieces, chance, better) =>
      `Bearing off from ${from} leaves ${tiles} to be hit ${chance} of the time; the better move ${better === null ? 'keeps everything safe' : `cuts that to ${better}`}.`,
    capture: (tile, squares) => `The better move captures on ${tile}, sending that piece back ${squares} squares.`,
    rosette: (tile, central, kept) =>
      kept
        ? `This gives up the ${central ? 'central ' : ''}rosette ${tile}, which the better move keeps.`
        : `The better move lands on the ${central ? 'central ' : ''}rosette ${tile} for another throw.`,
    race: (played, best) => `The better move leaves a race lead of ${best} squares instead of ${played}.`,
  },
  tryAgain: {
    button: 'Try again',
    prompt: (thrown) =>
      thrown === null
        ? 'Try again: find the best use of the eyes bonus.'
        : `Try again: find the best move with ${thrown}.`,
    best: (after) => `Best move! It keeps ${after}.`,
    good: (after, points) => `Good: ${after}, ${points} percentage points below the best.`,
    inaccuracy: (after, points) => `Still an inaccuracy: ${after}, ${points} percentage points below the best.`,
    mistake: (after, points) => `Still a mistake: ${after}, ${points} percentage points below the best.`,
    answer: (move, keeps) => `The best: ${move}, which keeps ${keeps}.`,
    showAnswer: 'Show the answer',
    noReason: 'No single feature explains the difference: it lies in the whole position.',
    back: 'Back to the review',
  },
  chanceWent: (light, start, end) => `${light}'s winning chance went from ${start}% to ${end}%.`,
  flagged: (count) =>
    count === 0
      ? 'No move was flagged.'
      : counted('en', count, { one: '# move was flagged.', other: '# moves were flagged.' }),
  error: (message) => `This game cannot be reviewed: ${message}`,
};
