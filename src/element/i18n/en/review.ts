/** English: the review view's words (loaded with the view). */
import type { ReviewWords } from '../types.js';

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
      ? 'Judged by the exact solution table'
      : `Judged by a ${depth}-ply search${evaluator === 'learned' ? ' (learned evaluation)' : ''}${exactPieces ? `, endgames of ${exactPieces} pieces or fewer exactly` : ''}`,
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
  noKeyMoves: 'No inaccuracy, mistake or blunder.',
  keyMove: (move, played, better, points) => `Move ${move}: ${played}; better: ${better} (−${points} points)`,
  even: '50%',
  moves: 'Move',
  caption: (move, what, light, percent) => `Move ${move}: ${what}${percent === null ? '' : ` · ${light} ${percent}%`}`,
  best: 'Best move',
  better: (move, points) => `Better: ${move} (−${points} points of winning chance)`,
  summary: (light, start, end, flagged) =>
    `${light}'s winning chance went from ${start}% to ${end}%. ${flagged === 0 ? 'No move was flagged.' : `${flagged} ${flagged === 1 ? 'move was' : 'moves were'} flagged.`}`,
  error: (message) => `This game cannot be reviewed: ${message}`,
};
