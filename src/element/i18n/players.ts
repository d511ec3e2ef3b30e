/** The players' words (names, the start screen's and the controls' words about players), in i18n below every room that says them. */
import { loadedLanguage } from './lang.js';
import { enPlayers } from './en/players.js';
import type { Lang, PlayerWords } from './types.js';

/** The players' words in `lang` (English's until its file is loaded). */
export const playerWordsOf = (lang: Lang): PlayerWords => loadedLanguage(lang)?.players ?? enPlayers;
