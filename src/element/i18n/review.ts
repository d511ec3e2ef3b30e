/**
 * The review view's words: what a language gives, and English's, which load with the view (its own
 * chunk), not before the board is playable. The game-over panel's Review button is in the main words.
 */
import type { ReviewCategory, ReviewJudge } from '../../ai/review-score.js';
import { loadedLanguage, type Lang } from './index.js';

export interface ReviewWords {
  title: string;
  close: string;
  first: string;
  back: string;
  forward: string;
  last: string;
  play: string;
  pause: string;
  /** Accessible name of the graph (a slider over the game's points). */
  graph(light: string): string;
  /** Where the graph stands: "Action 12 of 240: Light moved A4-A2, Light 63%". */
  point(index: number, total: number, what: string, percent: number | null): string;
  /** The start of the reviewed game. */
  start: string;
  /** Which judgement was used. */
  judge(judge: ReviewJudge): string;
  analysing(done: number, total: number): string;
  accuracy(name: string, percent: number): string;
  categories: Readonly<Record<ReviewCategory, string>>;
  /** The only good move, found. */
  brilliant: string;
  /** The caption of the table of each player's moves by category. */
  counts: string;
  keyMoves: string;
  reviewKeyMoves: string;
  previousKeyMove: string;
  nextKeyMove: string;
  noKeyMoves: string;
  /** A key move: its turn number, what was played (as the status line says it), the better move (as advice), the chance lost. */
  keyMove(turn: number, played: string, better: string, points: number): string;
  /** The graph's axes: the 50% line, the turn numbers. */
  even: string;
  turn: string;
  /** The graph's caption for a point: its turn number, what happened, light's chance. */
  caption(turn: number, what: string, light: string, percent: number | null): string;
  /** A choice as good as the best. */
  best: string;
  /** A worse choice: the better one (as advice, "enter on A3") and the winning chance given away, in percentage points. */
  better(move: string, points: number): string;
  /** The screen-reader summary of the game. */
  summary(light: string, start: number, end: number, flagged: number): string;
  /** The record could not be opened for review. */
  error(message: string): string;
}

/** English; the other languages' review words are in their language files (languages/). */
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
  keyMove: (turn, played, better, points) => `Turn ${turn}: ${played}; better: ${better} (−${points} points)`,
  even: '50%',
  turn: 'Turn',
  caption: (turn, what, light, percent) => `Turn ${turn}: ${what}${percent === null ? '' : ` · ${light} ${percent}%`}`,
  best: 'Best move',
  better: (move, points) => `Better: ${move} (−${points} points of winning chance)`,
  summary: (light, start, end, flagged) =>
    `${light}'s winning chance went from ${start}% to ${end}%. ${flagged === 0 ? 'No move was flagged.' : `${flagged} ${flagged === 1 ? 'move was' : 'moves were'} flagged.`}`,
  error: (message) => `This game cannot be reviewed: ${message}`,
};

/** The review words of `lang` (English's until its file is loaded). */
export const reviewWordsOf = (lang: Lang): ReviewWords => loadedLanguage(lang)?.review ?? enReview;
