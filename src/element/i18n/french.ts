/**
 * French typography for fr.ts's word lists: a space before % : ; ! ? becomes a narrow no-break
 * space (U+202F), so "52 %" and "Meilleur coup : R-A2" never break there. Loaded with fr.ts (an
 * on-demand part, scripts/build.mjs). The review's and the connection's few French sentences, in
 * their own on-demand files, write U+202F themselves rather than share a chunk of a few bytes.
 */

/** `words` with every string in it, and every string its functions return, French-spaced. */
export function frenchTypography<T>(words: T): T {
  if (typeof words === 'string') return words.replace(/[ \u00A0]([%:;!?])/g, '\u202F$1') as T;
  if (typeof words === 'function')
    return ((...args: unknown[]) => frenchTypography((words as (...args: unknown[]) => unknown)(...args))) as T;
  if (words && typeof words === 'object')
    return Object.fromEntries(Object.entries(words).map(([key, value]) => [key, frenchTypography(value)])) as T;
  return words;
}
