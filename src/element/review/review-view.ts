/**
 * `<royal-ur-review>`: the review view `<royal-ur>` shows in place of the game (its own lazy
 * chunk). It replays a record (given, or fetched from `src`), streams its analysis from the AI
 * worker into the win-chance graph, and shows the board at the chosen point with the better move
 * drawn, the move's accuracy, each player's accuracy and step controls. It fires
 * `ur-review-position` and `ur-review-complete` (composed: the host element's listeners get them)
 * and a local `review-close` when its close button is pressed.
 */
import { html, LitElement, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { startJobWorker } from '../../ai/client.js';
import { analyseGame } from '../../ai/review-client.js';
import {
  accuracies,
  INACCURACY,
  type ReviewChoice,
  type ReviewEvaluator,
  type ReviewPoint,
} from '../../ai/review-score.js';
import type { Move, Player } from '../../engine/index.js';
import { renderBoard, useTileArt } from '../board.js';
import { kindArt, scoreDots, shrinkFor, styles as tileArtStyles } from '../tile-art.js';
import { fire } from '../events.js';
import { translation, type Lang, type Translation } from '../i18n/index.js';
import { reviewWordsOf, type ReviewWords } from '../i18n/review.js';
import { boardStyles, elementStyles } from '../styles.js';
import { describedChoice, reviewedGame, thrownValue, type Frame, type ReviewedGame } from './frames.js';
import { renderGraph } from './graph.js';
import { reviewStyles } from './styles.js';

const REVIEW_TAG = 'royal-ur-review';
/** Autoplay's pace, one point per tick. */
const AUTOPLAY_MS = 700;

const ignore = () => {};
const percent = (chance: number) => Math.round(chance * 100);

class RoyalUrReview extends LitElement {
  static override styles = [boardStyles, tileArtStyles, elementStyles, reviewStyles];
  // Declared here rather than with Lit's decorators, whose helpers would join the first download.
  static override properties = {
    record: { attribute: false },
    src: { attribute: false },
    table: { attribute: false },
    language: { attribute: false },
    names: { attribute: false },
    flipped: { type: Boolean },
    focusGraph: { type: Boolean, attribute: 'focus-graph' },
    game: { state: true },
    error: { state: true },
    points: { state: true },
    evaluator: { state: true },
    analysed: { state: true },
    at: { state: true },
    playing: { state: true },
  };

  /** The record to review (object or JSON text), when not fetched from `src`. */
  record: unknown = null;
  /** URL of a record to fetch and review (takes precedence over `record`). */
  src: string | null = null;
  /** The host's solution table, if any (`perfect-table`). */
  table: string | null = null;
  language: Lang = 'en';
  names: Record<Player, string> | null = null;
  flipped = false;
  /** Puts the keyboard focus on the graph once it is drawn (opened with the Review button). */
  focusGraph = false;

  private game: ReviewedGame | null = null;
  private error: string | null = null;
  private points: (ReviewPoint | undefined)[] = [];
  private evaluator: ReviewEvaluator | null = null;
  private analysed = 0;
  private at = 0;
  private playing = false;

  #abort: AbortController | null = null;
  /** The better move to mark on the board at the current point, if the played one gave away enough. */
  #suggestion: Move | null = null;
  #timer: ReturnType<typeof setInterval> | undefined;

  /** Moves the board to point `index` of the reviewed game (clamped). */
  go(index: number): void {
    const frames = this.game?.frames;
    if (!frames) return;
    const target = Math.min(frames.length - 1, Math.max(0, Math.trunc(Number(index)) || 0));
    if (target === this.at) return;
    this.at = target;
    this.#announce();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#stop();
    this.#abort?.abort();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Reconnected after a move in the page: analyse again (the old analysis was stopped).
    if (this.hasUpdated && this.game && this.analysed < this.game.frames.length) this.#analyse(this.game);
  }

  /** Marks the better move's start and end (tiles, or a reserve or home tray) on the drawn board. */
  protected override updated(changed: Map<PropertyKey, unknown>): void {
    if (changed.has('game') && this.game && this.focusGraph)
      this.renderRoot.querySelector<HTMLElement>('.graph')?.focus();
    const board = this.renderRoot.querySelector('[part~="board"]');
    if (!board) return;
    for (const marked of board.querySelectorAll('.suggest-from, .suggest-to'))
      marked.classList.remove('suggest-from', 'suggest-to');
    const move = this.#suggestion;
    if (!move) return;
    const place = (name: string) =>
      name === 'reserve' || name === 'home' ? `.tray.${name}.${move.player}` : `[data-tile="${name}"]`;
    board.querySelector(place(move.from))?.classList.add('suggest-from');
    board.querySelector(place(move.to))?.classList.add('suggest-to');
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('record') || changed.has('src') || changed.has('table')) void this.#open();
  }

  async #open(): Promise<void> {
    this.#abort?.abort();
    this.#stop();
    this.game = null;
    this.error = null;
    this.points = [];
    this.evaluator = null;
    this.analysed = 0;
    this.at = 0;
    const src = this.src;
    if (!src) {
      this.#read(this.record);
      return;
    }
    let text: string;
    try {
      text = await fetchRecord(src);
    } catch (error) {
      if (src === this.src) this.error = error instanceof Error ? error.message : String(error);
      return;
    }
    if (src === this.src) this.#read(text);
  }

  /** Replays the record and starts its analysis; a corrupt one shows the error. */
  #read(input: unknown): void {
    let game: ReviewedGame;
    try {
      game = reviewedGame(input);
    } catch (error) {
      this.error = error instanceof Error ? error.message : String(error);
      return;
    }
    this.game = game;
    this.#announce();
    this.#analyse(game);
  }

  #analyse(game: ReviewedGame): void {
    this.#abort?.abort();
    const abort = (this.#abort = new AbortController());
    const first = game.frames[0].index;
    this.points = [];
    this.analysed = 0;
    analyseGame(
      { task: game.task, table: this.table },
      (slice) => {
        const points = [...this.points];
        for (const point of slice.points) points[point.actions - first] = point;
        this.points = points;
        this.analysed = points.filter(Boolean).length;
        this.evaluator = slice.evaluator;
        if (slice.points.some((point) => point.actions - first === this.at)) this.#announce();
        if (slice.done) this.#complete();
      },
      startJobWorker,
      abort.signal,
    ).catch((error: unknown) => {
      if (abort.signal.aborted) return;
      this.error = error instanceof Error ? error.message : String(error);
    });
  }

  #complete(): void {
    const [light, dark] = accuracies(this.points as ReviewPoint[]);
    fire(this, 'ur-review-complete', {
      evaluator: this.evaluator!,
      accuracy: { light, dark },
      lightChances: this.points.map((point) => point!.light),
    });
  }

  #announce(): void {
    const frame = this.game!.frames[this.at];
    const point = this.points[this.at];
    fire(this, 'ur-review-position', {
      index: frame.index,
      action: frame.action,
      player: frame.player,
      position: frame.position,
      lightChance: point?.light ?? null,
      choice: point?.choice ? describedChoice(this.game!, this.at, point.choice) : null,
    });
  }

  #togglePlay = (): void => {
    if (this.playing) {
      this.#stop();
      return;
    }
    const last = this.game!.frames.length - 1;
    if (this.at >= last) this.go(0);
    this.playing = true;
    this.#timer = setInterval(() => {
      this.go(this.at + 1);
      if (this.at >= last) this.#stop();
    }, AUTOPLAY_MS);
  };

  #stop(): void {
    clearInterval(this.#timer);
    this.#timer = undefined;
    this.playing = false;
  }

  #step(index: number): () => void {
    return () => {
      this.#stop();
      this.go(index);
    };
  }

  #escape = (event: KeyboardEvent): void => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    this.#close();
  };

  #close = (): void => {
    this.#stop();
    this.dispatchEvent(new Event('review-close'));
  };

  #name(player: Player, t: Translation): string {
    return this.names?.[player] ?? t[player];
  }

  /** What the action leading to `frame` was, in words. */
  #describe(frame: Frame, t: Translation, w: ReviewWords): string {
    if (frame.action === null || frame.player === null) return w.start;
    const name = this.#name(frame.player, t);
    const value = thrownValue(frame.action);
    if (value !== null) return t.threw(name, value);
    if (frame.action === 'decline') return t.declined(name);
    return t.moved(name, frame.move?.notation ?? frame.action);
  }

  protected override render(): TemplateResult {
    const t = translation(this.language);
    const w = reviewWordsOf(this.language);
    if (this.error !== null) {
      return html`<section class="review panel error" role="alert" lang=${this.language}>
        <p>${w.error(this.error)}</p>
        <button class="close" @click=${this.#close}>${w.close}</button>
      </section>`;
    }
    const game = this.game;
    if (!game)
      return html`<section class="review" lang=${this.language} aria-busy="true"><h2>${w.title}</h2></section>`;
    const { frames } = game;
    const frame = frames[this.at];
    const point = this.points[this.at];
    const total = frames.length;
    const last = total - 1;
    const done = this.analysed === total;
    const choice = point?.choice ? describedChoice(game, this.at, point.choice) : null;
    this.#suggestion = choice && choice.loss >= INACCURACY ? choice.best : null;
    const what = this.#describe(frame, t, w);
    return html`<section class="review" aria-labelledby="review-title" lang=${this.language} @keydown=${this.#escape}>
      <header>
        <h2 id="review-title">${w.title}</h2>
        <button class="close" @click=${this.#close}>${w.close}</button>
      </header>
      <div class="facts">
        ${this.evaluator ? html`<span class="evaluator">${w.evaluator[this.evaluator]}</span>` : nothing}
        ${done ? this.#renderAccuracy(t, w) : html`<span class="progress" role="status">${w.analysing(this.analysed, total)}</span>`}
        ${game.match ? this.#renderMatch(t) : nothing}
      </div>
      ${renderGraph(
        {
          points: this.points,
          total,
          throws: frames.map((f) => thrownValue(f.action) !== null),
          at: this.at,
          label: w.graph(this.#name('light', t)),
          valueText: w.point(this.at, last, what, point ? percent(point.light) : null),
        },
        (index) => {
          this.#stop();
          this.go(index);
        },
      )}
      ${done ? html`<p class="visually-hidden">${this.#summary(t, w)}</p>` : nothing}
      <p class="current" aria-live="polite">
        <span>${what}</span>
        ${point ? html`<span>${t.winChance(this.#name('light', t), percent(point.light))}</span>` : nothing}
        ${choice ? this.#renderChoice(choice, w) : nothing}
      </p>
      ${renderBoard(
        // One column (graph, board, controls): the board lies across whatever the host's orientation.
        {
          layout: game.layout,
          position: frame.position,
          moves: [],
          flipped: this.flipped,
          vertical: false,
          lastMove: frame.move,
          animationMs: 0,
          strings: t,
        },
        { play: ignore },
      )}
      <div class="controls" part="review-controls">
        <button class="first" ?disabled=${this.at === 0} @click=${this.#step(0)}>${w.first}</button>
        <button class="back" ?disabled=${this.at === 0} @click=${this.#step(this.at - 1)}>${w.back}</button>
        <button class="autoplay" aria-pressed=${this.playing ? 'true' : 'false'} @click=${this.#togglePlay}>
          ${this.playing ? w.pause : w.play}
        </button>
        <button class="forward" ?disabled=${this.at === last} @click=${this.#step(this.at + 1)}>${w.forward}</button>
        <button class="last" ?disabled=${this.at === last} @click=${this.#step(last)}>${w.last}</button>
      </div>
    </section>`;
  }

  #renderChoice(choice: ReviewChoice, w: ReviewWords): TemplateResult {
    const flag = choice.flag ? html`<span class="badge ${choice.flag}">${w.flags[choice.flag]}</span>` : nothing;
    const verdict =
      choice.loss < INACCURACY / 3 || choice.options < 2 ? w.best : w.better(choice.bestNotation, percent(choice.loss));
    return html`${flag}<span class="verdict">${verdict}</span>`;
  }

  #renderAccuracy(t: Translation, w: ReviewWords): TemplateResult {
    const [light, dark] = accuracies(this.points as ReviewPoint[]);
    const row = (player: Player, value: number | null) =>
      value === null
        ? nothing
        : html`<span class="accuracy ${player}">${w.accuracy(this.#name(player, t), Math.round(value))}</span>`;
    return html`${row('light', light)} ${row('dark', dark)}`;
  }

  #renderMatch(t: Translation): TemplateResult {
    const match = this.game!.match!;
    return html`<span class="match"
      >${this.#name('light', t)} ${match.scores.light} – ${match.scores.dark} ${this.#name('dark', t)}
      (${t.matchTo(match.target)})</span
    >`;
  }

  #summary(t: Translation, w: ReviewWords): string {
    const points = this.points as ReviewPoint[];
    const flagged = points.filter((point) => point.choice?.flag).length;
    return w.summary(
      this.#name('light', t),
      percent(points[0].light),
      percent(points[points.length - 1].light),
      flagged,
    );
  }
}

/** Fetches a record's text; a failed request or a record too long to be one is a clear error. */
async function fetchRecord(url: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url);
  } catch (error) {
    throw new Error(
      `review-src "${url}" could not be fetched (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  if (!response.ok) throw new Error(`review-src "${url}": HTTP ${response.status}`);
  return response.text();
}

/** What `<royal-ur>` hands the view: what to review, and how. */
export interface ReviewSetup {
  record: unknown;
  src: string | null;
  table: string | null;
  language: Lang;
  names: Record<Player, string>;
  flipped: boolean;
  /** Focus the graph once drawn (opened with the Review button). */
  focus: boolean;
  /** Its close button was pressed. */
  close(): void;
}

/**
 * The view as `<royal-ur>` draws it in place of the game, registered first (here, not on import:
 * a build may drop a module imported for its side effects only).
 */
export function renderReview({
  record,
  src,
  table,
  language,
  names,
  flipped,
  focus,
  close,
}: ReviewSetup): TemplateResult {
  // A reviewed record may be of any variant: its board draws every tile kind.
  useTileArt({ kindArt, scoreDots, shrinkFor });
  if (!customElements.get(REVIEW_TAG)) customElements.define(REVIEW_TAG, RoyalUrReview);
  return html`<royal-ur-review
    .record=${record}
    .src=${src}
    .table=${table}
    .language=${language}
    .names=${names}
    ?flipped=${flipped}
    ?focus-graph=${focus}
    @review-close=${close}
  ></royal-ur-review>`;
}

declare global {
  interface HTMLElementTagNameMap {
    'royal-ur-review': RoyalUrReview;
  }
}
