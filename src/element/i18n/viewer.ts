/**
 * Sentences spoken to the viewer: English's (en/you.ts) load with this module (their own chunk) once a
 * board has a `viewer`, the other languages' are in their files. The element calls the viewer's side by
 * `youWordsOf(lang).name` ("You") and no other
 * side by that name; `speakingTo(t, you)` is `t` with every sentence that receives that name said
 * in the second person, so that the callers (status line, game-over panel, hint bar) stay as they
 * are: "Your throw", "Você venceu!", never "You wins!".
 */
import { loadedLanguage } from './lang.js';
import { enYou } from './en/you.js';
import type { Lang, YouWords } from './types.js';

/** The sentences said to the viewer in `lang` (English's until its file is loaded). */
export const youWordsOf = (lang: Lang): YouWords => loadedLanguage(lang)?.you ?? enYou;

type Sentence = (name: string, ...rest: never[]) => string;
const spoken = new WeakMap<object, object>();

/** `t` (the element's words, or the hint bar's: moves.ts) speaking to the viewer in `you` (the same language). */
export function speakingTo<Words extends object>(t: Words, you: YouWords): Words {
  let words = spoken.get(t) as Words | undefined;
  if (words) return words;
  const second = you as unknown as Record<string, ((...rest: never[]) => string) | undefined>;
  const sentences: Record<string, Sentence> = {};
  for (const [key, value] of Object.entries(t)) {
    if (typeof value !== 'function') continue;
    const third = value as Sentence;
    const toYou = second[key];
    sentences[key] = (name, ...rest) => (name === you.name && toYou ? toYou(...rest) : third(name, ...rest));
  }
  words = { ...t, ...sentences };
  spoken.set(t, words);
  return words;
}
