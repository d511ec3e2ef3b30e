/**
 * A count with the form of its words that a language's plural rules ask for (Intl.PluralRules):
 * "1 square", "2 squares"; Arabic's dual and its forms for 3-10 and 11-99. `#` in a form stands for
 * the number (a form may leave it out: Arabic's dual says "two squares" in one word). Only words
 * that load on demand import it.
 */
import type { Lang } from './types.js';

/** One form per plural category the language uses; `other` is every category not given. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

const rules = new Map<Lang, Intl.PluralRules>();

export function counted(lang: Lang, count: number, forms: PluralForms): string {
  let rule = rules.get(lang);
  if (!rule) rules.set(lang, (rule = new Intl.PluralRules(lang)));
  return (forms[rule.select(count)] ?? forms.other).replace('#', String(count));
}
