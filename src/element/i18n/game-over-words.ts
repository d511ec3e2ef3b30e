/**
 * The game-over panel's words: what a language gives, and English's, which load with the panel
 * (its own chunk), not before the board is playable; the other languages' are in their files.
 * The winner's sentences the status line also says stay in the main words.
 */
import { loadedLanguage } from './lang.js';
import { enGameOver } from './en/game-over.js';
import type { Lang, GameOverWords } from './types.js';

/** The game-over words of `lang` (English's until its file is loaded). */
export const gameOverWordsOf = (lang: Lang): GameOverWords => loadedLanguage(lang)?.gameOver ?? enGameOver;
