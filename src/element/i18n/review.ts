/**
 * The review view's words: what a language gives, and English's, which load with the view (its own
 * chunk), not before the board is playable. The game-over panel's Review button is in the main words.
 */
import type { ReasonId } from '../../ai/reasons.js';
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
  /** Which judgement was used, in plain words (a search's depth counts the moves of both players: plies). */
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
  /** Key-move navigation: mistakes and blunders, and inaccuracies as their own stop. */
  previousKeyMove: string;
  nextKeyMove: string;
  previousInaccuracy: string;
  nextInaccuracy: string;
  noKeyMoves: string;
  /** A key move: its turn number, what was played (as the status line says it), the better move (as advice), the percentage points lost. */
  keyMove(turn: number, played: string, better: string, points: number): string;
  /** The graph's axes: the 50% line, the turn numbers. */
  even: string;
  turn: string;
  /** The graph's caption for a point: its turn number, what happened, light's chance. */
  caption(turn: number, what: string, light: string, percent: number | null): string;
  /** A choice as good as the best. */
  best: string;
  /** A forced move: the only legal one, not judged. */
  onlyMove: string;
  /**
   * A judged choice: its throw (null: an eyes bonus), the chooser's winning chance before and after
   * it, and the percentage points given away (numbers formatted for the language).
   */
  chances(thrown: number | null, before: string, after: string, points: string): string;
  /** A worse choice: the better one (as advice, "enter on A3") and the winning chance it keeps (formatted). */
  better(move: string, keeps: string): string;
  /** Why the better move was better (ai/reasons.ts), one sentence per reason; numbers formatted. */
  reasons: ReasonWords;
  /** The screen-reader summary of the game. */
  summary(light: string, start: number, end: number, flagged: number): string;
  /** The record could not be opened for review. */
  error(message: string): string;
}

/** One sentence per reason of ai/reasons.ts, keyed by its id; tiles come as a list in words. */
export interface ReasonWords extends Record<ReasonId, (...args: never[]) => string> {
  /**
   * The move played leaves `pieces` pieces on `tiles` where `attackers` enemy pieces can capture one
   * with `chance` of the next throws; the better move's chance, null if it leaves nothing at risk.
   */
  exposure(tiles: string, pieces: number, attackers: number, chance: string, better: string | null): string;
  /** The move played bore a piece off from `from` and left pieces at risk, as `exposure`. */
  'bear-off'(from: string, tiles: string, pieces: number, chance: string, better: string | null): string;
  /** The better move captures on `tile`, sending that piece `squares` back. */
  capture(tile: string, squares: number): string;
  /** The better move keeps (`kept`) or lands on the rosette `tile` (`central`: the shared one). */
  rosette(tile: string, central: boolean, kept: boolean): string;
  /** The chooser's lead in the race, in squares (formatted, signed), after the move played and the better one. */
  race(played: string, best: string): string;
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
  summary: (light, start, end, flagged) =>
    `${light}'s winning chance went from ${start}% to ${end}%. ${flagged === 0 ? 'No move was flagged.' : `${flagged} ${flagged === 1 ? 'move was' : 'moves were'} flagged.`}`,
  error: (message) => `This game cannot be reviewed: ${message}`,
};

/** The review words of `lang` (English's until its file is loaded). */
export const reviewWordsOf = (lang: Lang): ReviewWords => loadedLanguage(lang)?.review ?? enReview;
