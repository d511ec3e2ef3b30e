/**
 * The words of the parts that tell moves: a move told as advice ("enter on A3", "A2-B1, capturing
 * on B1") for the hint bar's best move and the review's better one, the hint bar's sentences and
 * the move list's name. English's load with those parts, not before the board is playable (the
 * first load keeps only the status line's words); the other languages' are in their files. A
 * move's clauses come in the status line's order (move-clauses.ts).
 */
// English's words said once play has begun: loaded with this module.
import './en/play.js';
import type { Move } from '../../engine/index.js';
import { moveWords, type MoveClauses } from './move-clauses.js';
import { loadedLanguage, translation } from './lang.js';
import { enMoves } from './en/moves.js';
import { speakingTo, youWordsOf } from './viewer.js';
import type { Lang, MoveWords } from './types.js';

/** The move words of `lang` (English's until its file is loaded), said to the viewer when a sentence is about them ("Your chance to win"). */
export const moveWordsOf = (lang: Lang): MoveWords =>
  speakingTo(loadedLanguage(lang)?.moves ?? enMoves, youWordsOf(lang));

/** `move` as advice in `lang` (English until its file loads): "enter on A3, landing on a rosette: another throw". */
export function adviceText(lang: Lang, move: Move): string {
  const words = moveWordsOf(lang);
  const t = translation(lang);
  const clauses: MoveClauses = {
    entered: (_, tile) => words.enter(tile),
    boreOff: (_, tile) => words.bearOff(tile),
    moved: (_, squares) => squares,
    captured: words.capture,
    bounced: words.bounce,
    rosetteAgain: words.rosette,
    extraTurn: t.extraTurn,
    comma: t.comma,
  };
  return moveWords(clauses, '', move);
}
