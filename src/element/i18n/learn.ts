/**
 * The lessons' words: what a language gives, and English's, which load with the lessons (their own
 * chunk). The widget's Learn button is in the main words.
 */
import { loadedLanguage } from './lang.js';
import { enLearn } from './en/learn.js';
import type { Lang, LearnWords } from './types.js';

/** The lessons' words of `lang` (English's until its file is loaded). */
export const learnWordsOf = (lang: Lang): LearnWords => loadedLanguage(lang)?.learn ?? enLearn;
