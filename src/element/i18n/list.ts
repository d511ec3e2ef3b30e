/**
 * Items joined as the language joins a list ("B5", "B5 and B6", "B3, B5, and B6"), by Intl. Only
 * words and views that load on demand import it, so it stays out of the first load.
 */
import type { Lang } from './types.js';

export function listOf(lang: Lang, items: readonly string[] = []): string {
  return new Intl.ListFormat(lang, { type: 'conjunction' }).format(items);
}
