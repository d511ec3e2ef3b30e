/**
 * The one loader of what is not in the first load: the words of the element's language, and the
 * parts a drawing shows for the first time (the rules panel when it opens, the game-over panel
 * when a game ends, the hint bar with the first hint, the tile patterns of a board that has more
 * than rosettes, as bell's; the review view; the puzzle view; the lessons; the words of an online connection; the last turn's marks and the moves a person can make, once play has begun). Before each update it works out the language, once: the `lang` attribute or property,
 * else the page's, else English. The element awaits `load()` in its `scheduleUpdate`, so
 * `updateComplete` includes it and the element never shows English first on a page in another language.
 *
 * It is also the gate of `loading="lazy"`: such a board fetches no part, and its computer player
 * does not start, until it comes near the viewport. The words of its language are still fetched at
 * once, since the board is drawn at once.
 */
import type { CSSResult, ReactiveController, ReactiveControllerHost } from 'lit';
import { hasTranslation, loadTranslation, pageLang } from './i18n/lang.js';
import type { Lang } from './i18n/types.js';
import type { Loading } from './attributes.js';

/** Parts drawn only on some boards: each brings its styles (the review view has them inside). */
const PARTS = {
  help: () => import('./help/help.js'),
  gameOver: () => import('./shell/game-over.js'),
  // Resign or Abort, with the question each asks first.
  endControls: () => import('./shell/end-controls.js'),
  // Its worker starts first (review-part.ts), to load while the view does.
  review: () => import('./review/review-part.js').then((part) => part.load()),
  puzzle: () => import('./puzzle/puzzle-view.js'),
  learn: () => import('./learn/learn-view.js'),
  // The frame of a view shown in place of the game, and the way back.
  opened: () => import('./shell/opened-view.js'),
  // The status line's words for an online connection.
  connection: () => import('./shell/connection.js'),
  // Who to play, on a board whose page fixes no players.
  start: () => import('./shell/start-screen.js'),
  // The players' names ("You" and the sentences said to the person here) and the mark on the side to act.
  names: () => import('./shell/names.js'),
  // The dark palette's defaults, wherever it may apply (`theme` dark, or auto).
  darkPalette: () => import('./dark-palette.js'),
  // Undo, New game, the entries to Rules, Learn and Puzzle, and the icons of every button.
  buttons: () => import('./controls/buttons.js'),
  hint: () => import('./controls/hint-bar.js'),
  moveList: () => import('./move-list/game-moves.js'),
  // The Sound button and the computer's Pace menu, with the player's remembered choices.
  settings: () => import('./controls/settings.js'),
  // The tile kinds' patterns and bell's score dots, handed to each board this element draws.
  tileArt: () => import('./board/tile-art.js'),
  // The museum board's patterns and colours (`board-style="museum"`).
  museum: () => import('./board/museum-art.js'),
  // The last turn's marks and the moves a person can make: from the first throw or move on.
  moveLayer: () => import('./board/move-layer.js'),
  // Lit's hydration, for a board drawn on the server (royal-ur/ssr): its first update adopts that drawing.
  hydrate: () => import('./shell/hydrate.js'),
};
export type Part = keyof typeof PARTS;
type PartModules = { [P in Part]: Awaited<ReturnType<(typeof PARTS)[P]>> };
/** The parts an element has, each once it is fetched. */
export type LoadedParts = Partial<PartModules>;
/** The parts fetched so far on this page (import()'s own cache, read at once): a board takes each from here when it shows it. */
const fetched: LoadedParts = {};

/** One part, fetched if it is not yet (also ahead of any board: royal-ur/ssr fetches those a first drawing may show). */
export async function fetchPart<P extends Part>(name: P): Promise<PartModules[P]> {
  return (fetched[name] ??= (await PARTS[name]()) as never)!;
}

/** The element, as the loader sees it. */
export interface PartsHost extends ReactiveControllerHost, HTMLElement {
  /** The language asked for by the `lang` attribute or the `langAttribute` property, if supported. */
  readonly langAttribute: Lang | null | undefined;
  readonly renderRoot: HTMLElement | DocumentFragment;
  readonly loading: Loading;
  connectedCallback(): void;
}

export class PartLoader implements ReactiveController {
  /**
   * The element's parts: those the page had fetched when it was made (on a server, royal-ur/ssr's,
   * fetched ahead of it), and each that a drawing of it has shown since.
   */
  readonly parts: LoadedParts = { ...fetched };
  /** The language worked out for the next drawing (`lang`). */
  #lang?: Lang;

  readonly #host: PartsHost;
  /** Whether the next drawing shows each part. */
  readonly #shown: () => Record<Part, unknown>;
  readonly #warn: (message: string) => void;
  /** The element may fetch its parts and start its computer: it is eager, or it has come near the viewport. */
  near?: boolean;
  /** Watches a lazy element until it comes near the viewport. */
  #watch?: IntersectionObserver;

  constructor(host: PartsHost, shown: () => Record<Part, unknown>, warn: (message: string) => void) {
    this.#host = host;
    this.#shown = shown;
    this.#warn = warn;
    host.addController(this);
  }

  /**
   * The language the element speaks: the `lang` attribute, else the page's, else English; worked
   * out before each update by `load()` (a server, which never calls it, draws the `lang` that
   * royal-ur/ssr writes on every board).
   */
  get lang(): Lang {
    return (this.#lang ??= this.#host.langAttribute ?? pageLang(this.#host) ?? 'en');
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
    const host = this.#host;
    this.#lang = undefined;
    const lang = this.lang;
    if (!(this.near ||= host.loading !== 'lazy'))
      (this.#watch ??= new IntersectionObserver(
        (entries) => {
          // The latest entry says where the element is now.
          if (!entries.pop()!.isIntersecting) return;
          this.#watch!.disconnect();
          this.near = true;
          // As if it arrived on the page now: its controllers start again (the computer's turn, a
          // hint) and it updates, fetching its parts.
          host.connectedCallback();
        },
        // One screen ahead in every direction (a share of the viewport, so a phone's is smaller):
        // about one flick of scrolling, time for parts of a few KB to arrive on a slow connection.
        { rootMargin: '100%' },
      )).observe(host);
    const showing = this.#shown();
    const shown = (Object.keys(showing) as Part[]).filter((part) => showing[part]);
    const { parts } = this;
    // Those the page has fetched already are taken at once.
    for (const part of shown) parts[part] ??= fetched[part] as never;
    const needs: Promise<unknown>[] = shown
      // A lazy board drawn on the server is hydrated at once: its drawing is there already.
      .filter((part) => (this.near || part === 'hydrate') && !parts[part] && !tried.has(part))
      .map(async (part) => {
        tried.add(part);
        parts[part] = (await fetchPart(part)) as never;
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
      // Each part that failed is named: a missing language file is not hidden behind another part.
      const failed = results.flatMap((result) => (result.status === 'rejected' ? [String(result.reason)] : []));
      if (failed.length) this.#warn(`could not load a part (${failed.join('; ')}); drawing without it`);
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
