/**
 * What the status line says of an online connection: what a language gives, and English's. Only a
 * board played online (royal-ur/online sets `connectionState`) says it: English's load with the
 * first connection state (their own chunk), not before the board is playable.
 */
import { loadedLanguage } from './lang.js';
import { enConnection } from './en/connection.js';
import type { Lang, ConnectionWords } from './types.js';

/** The connection words of `lang` (English's until its file is loaded). */
export const connectionWordsOf = (lang: Lang): ConnectionWords => loadedLanguage(lang)?.connection ?? enConnection;
