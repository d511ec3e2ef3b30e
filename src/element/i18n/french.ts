/** French typography, applied once to each French word list (fr.ts, review.ts, connection.ts). */

/** A space before % : ; ! ? becomes a narrow no-break space (U+202F): "52 %" and "Meilleur coup : R-A2" never break there. */
export const frenchSpacing = (text: string): string => text.replace(/[ \u00A0]([%:;!?])/g, '\u202F$1');

/** `words` with every string in it, and every string its functions return, French-spaced. */
export function frenchTypography<T>(words: T): T {
  if (typeof words === 'string') return frenchSpacing(words) as T;
  if (typeof words === 'function')
    return ((...args: unknown[]) => frenchTypography((words as (...args: unknown[]) => unknown)(...args))) as T;
  if (words && typeof words === 'object')
    return Object.fromEntries(Object.entries(words).map(([key, value]) => [key, frenchTypography(value)])) as T;
  return words;
}
