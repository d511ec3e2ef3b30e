/**
 * The review view's words: what a language gives, and English's, which load with the view (its own
 * chunk), not before the board is playable. The game-over panel's Review button is in the main words.
 */
import { loadedLanguage } from './lang.js';
import { enReview } from './en/review.js';
import { speakingTo, youWordsOf } from './viewer.js';
import type { Lang, ReviewWords } from './types.js';

/** The review words of `lang` (English's until its file is loaded), said to the viewer when a sentence is about them ("Your accuracy"). */
export const reviewWordsOf = (lang: Lang): ReviewWords =>
  speakingTo(loadedLanguage(lang)?.review ?? enReview, youWordsOf(lang));
