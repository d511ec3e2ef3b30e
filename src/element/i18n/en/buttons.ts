/**
 * English: the words of the buttons that load as a part (controls/buttons.ts, the start screen, the
 * rules panel), kept out of the first load. Each module that says them imports this one, which adds
 * them to English's words (lang.ts) as it loads, before anything can say them.
 */
import { addEnglish } from '../lang.js';
import type { Translation } from '../types.js';
import type { ButtonWordKey } from './words.js';

addEnglish({
  undo: 'Undo',
  newGame: 'New game',
  help: 'Rules',
} satisfies Pick<Translation, ButtonWordKey>);
