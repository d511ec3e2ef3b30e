/**
 * The puzzle view's words: what a language gives, and English's, which load with the view (its own
 * chunk). The widget's Puzzle button is in the main words.
 */
import { loadedLanguage } from './lang.js';
import { enPuzzle } from './en/puzzle.js';
import type { Lang, PuzzleWords } from './types.js';

/** The puzzle words of `lang` (English's until its file is loaded). */
export const puzzleWordsOf = (lang: Lang): PuzzleWords => loadedLanguage(lang)?.puzzle ?? enPuzzle;
