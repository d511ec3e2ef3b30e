/**
 * The game-over panel's words: what a language gives, and English's, which load with the panel
 * (its own chunk), not before the board is playable; the other languages' are in their files.
 * The winner's sentences the status line also says stay in the main words.
 */
import { loadedLanguage, type Lang } from './types.js';

export interface GameOverWords {
  /** The button that starts a bell match's next game. */
  nextGame: string;
  /** The button that opens the game review (the review's own words: review.ts). */
  review: string;
  /** A bell match's length, after its score (the panel, the review). */
  matchTo(target: number): string;
  /** A bell match's game won, the match going on (who wins the match: `Translation.winsMatch`). */
  winsGame(name: string, game: number): string;
}

/** English; the other languages' are in their language files (languages/). */
export const enGameOver: GameOverWords = {
  nextGame: 'Next game',
  review: 'Review',
  matchTo: (target) => `Match to ${target}`,
  winsGame: (name, game) => `${name} wins game ${game}`,
};

/** The game-over words of `lang` (English's until its file is loaded). */
export const gameOverWordsOf = (lang: Lang): GameOverWords => loadedLanguage(lang)?.gameOver ?? enGameOver;
