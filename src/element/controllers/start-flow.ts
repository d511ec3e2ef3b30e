/**
 * When the start screen asks who to play (shell/start-screen.ts draws it, a part of its own): only
 * on a board whose page fixes no players, until a choice (or the one remembered) sets them.
 */
import { nothing, type TemplateResult } from 'lit';
import type { Mode, RawAttributes } from '../attributes.js';
import type { Lang } from '../i18n/types.js';
import { fetchPart, type LoadedParts } from '../parts.js';
import type { StartEntries, StartHost } from '../shell/start-screen.js';
import { drawnOnServer } from './server-drawing.js';

/** The element, as the start screen's flow sees it. */
export interface StartFlowHost extends StartHost {
  readonly mode: Mode;
  readonly puzzle: string | null;
  readonly reviewSrc: string | null;
  readonly hasUpdated: boolean;
}

export class StartFlow {
  /**
   * `new` until the first update that may show the screen; `asking` while it may be shown (only
   * while the game has no action: play begun, or a game loaded, without a choice means two people
   * here); `chosen` once its choice (or the one remembered) set the players; `done` when the page
   * fixes them, or nobody can ask.
   */
  #state: 'new' | 'asking' | 'chosen' | 'done' = 'new';
  readonly #host: StartFlowHost;
  /** The element's parts: the start screen's, once fetched. */
  readonly #parts: LoadedParts;
  /** The part loader: whether the board may fetch its parts (it is eager, or near the viewport). */
  readonly #loader: { readonly near?: boolean };
  /** The attributes as given (set or not). */
  readonly #raw: RawAttributes;

  constructor(host: StartFlowHost, parts: LoadedParts, loader: { readonly near?: boolean }, raw: RawAttributes) {
    this.#host = host;
    this.#parts = parts;
    this.#loader = loader;
    this.#raw = raw;
  }

  /**
   * The page fixes no players (an online connector sets both sides), and nothing else implies them:
   * the start screen asks. Not on a board drawn on the server, whose first drawing is adopted as it is.
   */
  get #fixesNothing(): boolean {
    const host = this.#host;
    const raw = this.#raw;
    return (
      raw.light === undefined &&
      raw.dark === undefined &&
      host.mode === 'play' &&
      !host.puzzle &&
      !host.reviewSrc &&
      !drawnOnServer(host)
    );
  }

  /** Decides, before an update sets the players, whether to ask (a `loading="lazy"` board decides once it comes near, with its part). */
  decide(): void {
    if (this.#state !== 'new' || !(this.#loader.near || !this.#fixesNothing)) return;
    const start = this.#parts.start;
    this.#state = !this.#fixesNothing || !start ? 'done' : start.applyRemembered(this.#host) ? 'chosen' : 'asking';
  }

  /** The next drawing may show the screen: its part is needed. */
  get shown(): boolean {
    return this.#state === 'asking' || (this.#state === 'new' && this.#fixesNothing);
  }

  /** The screen is up, over a game with no action yet. */
  asking(actionCount: number): boolean {
    return this.#state === 'asking' && !actionCount;
  }

  /** Back to the screen, to choose who to play; null where the page fixed the players. */
  get again(): (() => void) | null {
    return this.#state !== 'done' && this.#parts.start ? this.#again : null;
  }

  readonly #again = (): void => {
    this.#state = 'asking';
    void this.#parts.start?.askAgain(this.#host);
  };

  /**
   * Back from a view that the page opened (`puzzle`, `review-src`) with no players set: there is no
   * game behind it, so the screen asks who to play (true); false where there is a game to go back to.
   */
  backToChoice(): boolean {
    const raw = this.#raw;
    if (this.#state !== 'done' || !(this.#host.puzzle || this.#host.reviewSrc) || raw.light || raw.dark) return false;
    this.#state = 'asking';
    void fetchPart('start').then((start) => start.askAgain(this.#host));
    return true;
  }

  /** The screen, once its part is fetched, with the ways to the rules, the lessons and a puzzle. */
  render(lang: Lang, entries: StartEntries): TemplateResult | typeof nothing {
    return (
      this.#parts.start?.renderStart(this.#host, lang, () => (this.#state = 'chosen'), this.#again, entries) ?? nothing
    );
  }
}
