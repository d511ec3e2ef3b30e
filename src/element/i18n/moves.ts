/**
 * The words of the parts that tell moves: a move told as advice ("enter on A3", "A2-B1, capturing
 * on B1") for the hint bar's best move and the review's better one, the hint bar's sentences and
 * the move list's name. English's load with those parts, not before the board is playable (the
 * first load keeps only the status line's words); the other languages' are in their files. A
 * move's clauses come in the status line's order (status.ts `moveWords`).
 */
import type { Move } from '../../engine/index.js';
import { moveWords, type MoveClauses } from '../controls/status.js';
import { loadedLanguage, translation, type Lang } from './types.js';

/**
 * A move's clauses as advice (a move from square to square is named by them, `A2-B1`; another
 * throw is said as the status line says it), and the parts' own words.
 */
export interface MoveWords {
  /** Accessible name of the move list (`move-list`). */
  list: string;
  /** The hint bar's best move, `move` told as advice: "Best move: enter on A3". */
  best(move: string): string;
  /** The hint bar when declining an eyes bonus is best. */
  bestDecline: string;
  /** A player's chance to win (the hint bar, the review). */
  winChance(name: string, percent: number): string;
  /** Enter a piece on `tile`. */
  enter(tile: string): string;
  /** Bear the piece on `tile` off. */
  bearOff(tile: string): string;
  /** Taking the opponent's piece on `tile`. */
  capture(tile: string): string;
  /** Bell: landing on a stack of two or more opponent pieces on `tile`, so going back to the reserve. */
  bounce(tile: string): string;
  /** Ending on a rosette, which gives another throw. */
  rosette: string;
  /** The move list's key to its marks, and its look back at an earlier position. */
  legend: MoveListLegend;
}

/** What each mark of the move list's short form means, and the words of looking back at an earlier position. */
export interface MoveListLegend {
  /** `→A3`: a piece enters. */
  enters: string;
  /** `A8→`: a piece leaves the board. */
  bearsOff: string;
  /** `✕`: a capture. */
  capture: string;
  /** `✿`: landing on a rosette gives another throw. */
  rosette: string;
  /** `↩` (bell): bounced off a stack back to the reserve. */
  bounce: string;
  /** `—`: the throw gave no move. */
  passed: string;
  /** Said while an earlier position is shown on the board. */
  earlier: string;
  /** The button back to the live position. */
  back: string;
}

/** English; the other languages' are in their language files (languages/). */
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

/** The move words of `lang` (English's until its file is loaded). */
export const moveWordsOf = (lang: Lang): MoveWords => loadedLanguage(lang)?.moves ?? enMoves;

/** `move` as advice in `lang` (English until its file loads): "enter on A3, landing on a rosette: another throw". */
export function adviceText(lang: Lang, move: Move): string {
  const words = moveWordsOf(lang);
  const clauses: MoveClauses = {
    entered: (_, tile) => words.enter(tile),
    boreOff: (_, tile) => words.bearOff(tile),
    moved: (_, squares) => squares,
    captured: words.capture,
    bounced: words.bounce,
    rosetteAgain: words.rosette,
    extraTurn: translation(lang).extraTurn,
  };
  return moveWords(clauses, '', move);
}
