/**
 * The one loader of what is not in the first load: the words of the element's language, and the
 * parts a drawing shows for the first time (the rules panel when it opens, the game-over panel
 * when a game ends, the hint bar with the first hint, the tile patterns of a board that has more
 * than rosettes, as bell's; the review view; the puzzle view; the words of an online connection and those said to
 * a viewer). Before each update it works out the language, once: the `lang` attribute or property,
 * else the page's, else English. The element awaits `load()` in its `scheduleUpdate`, so
 * `updateComplete` includes it and the element never shows English first on a page in another language.
 */
import type { CSSResult, ReactiveController, ReactiveControllerHost } from 'lit';
import { hasTranslation, loadTranslation, pageLang } from './i18n/lang.js';
import type { Lang } from './i18n/types.js';

/** Parts drawn only on some boards: each brings its styles (the review view has them inside). */
const PARTS = {
  help: () => import('./help/help.js'),
  gameOver: () => import('./shell/game-over.js'),
  review: () => import('./review/review-view.js'),
  puzzle: () => import('./puzzle/puzzle-view.js'),
  // The status line's words for an online connection.
  connection: () => import('./i18n/connection.js'),
  // The sentences said to the viewer ("Your throw").
  viewer: () => import('./i18n/viewer.js'),
  hint: () => import('./controls/hint-bar.js'),
  moveList: () => import('./move-list/move-list.js'),
  // The tile kinds' patterns and bell's score dots, handed to each board this element draws.
  tileArt: () => import('./board/tile-art.js'),
};
export type Part = keyof typeof PARTS;
type PartModules = { [P in Part]: Awaited<ReturnType<(typeof PARTS)[P]>> };
/** The parts fetched so far, for every board of the page. */
export const parts: Partial<PartModules> = {};

/** The element, as the loader sees it. */
export interface PartsHost extends ReactiveControllerHost, HTMLElement {
  /** The language asked for by the `lang` attribute or the `langAttribute` property, if supported. */
  readonly langAttribute: Lang | null | undefined;
  readonly renderRoot: HTMLElement | DocumentFragment;
}

export class PartLoader implements ReactiveController {
  /** The language the element speaks: worked out by `load()`, before each update (and so before any drawing). */
  lang!: Lang;

  readonly #host: PartsHost;
  /** Whether the next drawing shows each part. */
  readonly #shown: () => Record<Part, unknown>;
  readonly #warn: (message: string) => void;

  constructor(host: PartsHost, shown: () => Record<Part, unknown>, warn: (message: string) => void) {
    this.#host = host;
    this.#shown = shown;
    this.#warn = warn;
    host.addController(this);
  }

  hostConnected(): void {
    // The page's language may differ where the element is now.
    this.#host.requestUpdate();
  }

  /**
   * Fetches the language's words and the parts the next drawing shows, and adopts their styles.
   * With nothing missing it returns nothing, so that the update goes on at once (as Lit's own does);
   * else the fetches, after which it looks again: what the drawing shows can change while they are
   * awaited (the connector loads a finished game's record: the game-over panel is needed then).
   */
  load(tried = new Set<Part | Lang>()): Promise<void> | undefined {
    const lang = (this.lang = this.#host.langAttribute ?? pageLang(this.#host) ?? 'en');
    const showing = this.#shown();
    const shown = (Object.keys(showing) as Part[]).filter((part) => showing[part]);
    const needs: Promise<unknown>[] = shown
      .filter((part) => !parts[part] && !tried.has(part))
      .map(async (part) => {
        tried.add(part);
        parts[part] = (await PARTS[part]()) as never;
      });
    if (!hasTranslation(lang) && !tried.has(lang)) {
      tried.add(lang);
      needs.push(loadTranslation(lang));
    }
    if (needs.length === 0) {
      for (const part of shown) {
        const module = parts[part];
        // The review view's styles are in its own shadow root.
        if (module && 'styles' in module) this.#adopt(module.styles);
      }
      return undefined;
    }
    // A part that cannot be fetched (offline, a server missing the file) draws without it: English,
    // no rules text, no game-over panel or hint bar, bell's tiles plain but for the rosettes.
    return Promise.allSettled(needs).then((results) => {
      const failed = results.find((result) => result.status === 'rejected');
      if (failed) this.#warn(`could not load a part (${String(failed.reason)}); drawing without it`);
      return this.load(tried);
    });
  }

  /** Adds a stylesheet that came with a part to the shadow root, once. */
  #adopt(styles: CSSResult): void {
    const root = this.#host.renderRoot as ShadowRoot;
    const sheet = styles.styleSheet!;
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }
}
