/**
 * Sentences spoken to the viewer. With a `viewer`, the element calls the viewer's side by
 * `t.you.name` ("You") and no other side by that name; `speakingTo(t)` is `t` with every sentence
 * that receives that name said in the second person (`t.you`), so that the callers (status line,
 * game-over panel, hint bar) stay as they are: "Your throw", "Você venceu!", never "You wins!".
 */
import type { Translation } from './index.js';

type Sentence = (name: string, ...rest: never[]) => string;
const spoken = new WeakMap<Translation, Translation>();

export function speakingTo(t: Translation): Translation {
  let words = spoken.get(t);
  if (words) return words;
  const you = t.you as unknown as Record<string, Sentence | undefined>;
  const sentences: Record<string, Sentence> = {};
  for (const [key, value] of Object.entries(t)) {
    if (typeof value !== 'function') continue;
    const third = value as Sentence;
    const second = you[key] as ((...rest: never[]) => string) | undefined;
    sentences[key] = (name, ...rest) => (name === t.you.name && second ? second(...rest) : third(name, ...rest));
  }
  words = { ...t, ...sentences };
  spoken.set(t, words);
  return words;
}
