/**
 * Which languages there are and which one a page asks for, and their words once loaded. A language
 * other than English is one file of languages/, named by its code (`es.ts`): the folder is the
 * list (Vite's import.meta.glob; scripts/import-glob.mjs for the test runner and Node), and each
 * file loads on first use, as a part of its own. English's first-paint words are always at hand
 * (en/words.ts), those said once play has begun join them with the modules that say them
 * (en/play.ts); its other groups load with the parts that show them.
 */
import { en } from './en/words.js';
import { LANGUAGE_FILES } from './language-files.js';
import type { Lang, Language, Translation } from './types.js';

/** Each language's file, by code. */
const FILES = new Map(
  Object.entries(LANGUAGE_FILES).map(([file, load]) => [file.replace(/^.*\/|\.ts$/g, ''), load] as const),
);

/** Every language: English first, then each file of languages/. */
export const LANGS: readonly Lang[] = ['en', ...FILES.keys()];

const loaded = new Map<Lang, Language>();

/** English's words: the first paint's, then with those said once play has begun (`addEnglish`). */
let english = en as Translation;

/**
 * Adds words said once play has begun to English's (en/play.ts does, as it loads): a new object,
 * so that words made from the first (names.ts `speakingTo`, which keeps one per object) are made again.
 */
export function addEnglish(words: Partial<Translation>): void {
  english = { ...english, ...words };
}
const loading = new Map<Lang, Promise<Translation>>();

/** The words of `lang`, or English while they are not loaded yet (`loadTranslation`). */
export function translation(lang: Lang): Translation {
  return loaded.get(lang)?.words ?? english;
}

/** Whether `translation(lang)` gives that language's words. */
export function hasTranslation(lang: Lang): boolean {
  return lang === 'en' || loaded.has(lang);
}

/** A loaded language other than English, with all its words; undefined for English or while it loads. */
export function loadedLanguage(lang: Lang): Language | undefined {
  return loaded.get(lang);
}

/** Which way `lang`'s text runs ('ltr' while it loads). */
export function directionOf(lang: Lang): 'ltr' | 'rtl' {
  return loaded.get(lang)?.dir ?? 'ltr';
}

/** Loads the file of `lang`; a file that cannot be fetched leaves English in use, and a later call tries again. */
export function loadTranslation(lang: Lang): Promise<Translation> {
  const file = FILES.get(lang);
  if (!file || loaded.has(lang)) return Promise.resolve(translation(lang));
  let pending = loading.get(lang);
  if (!pending) {
    pending = file().then(
      ({ default: language }) => {
        loaded.set(lang, language);
        return language.words;
      },
      (error: unknown) => {
        loading.delete(lang);
        throw error;
      },
    );
    loading.set(lang, pending);
  }
  return pending;
}

/** The supported language of a BCP 47 tag (`pt-BR` → `pt`), or null. */
export function matchLang(tag: string | null | undefined): Lang | null {
  const primary = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return LANGS.includes(primary) ? primary : null;
}

/** The language of the page around `element`: the closest `lang` attribute, across shadow roots. */
export function pageLang(element: Element): Lang | null {
  let node: Element | null = element.parentElement ?? hostOf(element);
  while (node) {
    if (node.hasAttribute('lang')) return matchLang(node.getAttribute('lang'));
    node = node.parentElement ?? hostOf(node);
  }
  return matchLang(element.ownerDocument?.documentElement.lang);
}

function hostOf(node: Node): Element | null {
  const root = node.getRootNode();
  return root instanceof ShadowRoot ? root.host : null;
}
