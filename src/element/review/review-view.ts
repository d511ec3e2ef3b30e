/**
 * `<royal-ur-review>`: the review view `<royal-ur>` shows in place of the game (its own lazy
 * chunk). It replays a record (given, or fetched from `src`), streams its analysis from the AI
 * worker into the win-chance graph, and shows which judge was used, each player's accuracy and
 * moves by category, the key moves (inaccuracies, mistakes, blunders) as a list with previous and
 * next buttons (keys P and N), and the board at the chosen point with the better move drawn, and
 * step controls. It fires `ur-review-position` and `ur-review-complete` (composed: the host
 * element's listeners get them) and a local `review-close` when its close button is pressed.
 */
import { html, LitElement, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { reviewTask } from '../../ai/review/review-task.js';
import {
  categoryOf,
  isFlagged,
  playerReports,
  type KeyStop,
  type ReviewJudge,
  type ReviewPoint,
  type ReviewTask,
} from '../../ai/review/review-score.js';
import type { ByteSource } from '../../ai/tables/table-reader.js';
import { pathIndexOf, type Move, type Player } from '../../engine/index.js';
import { sizeBoards } from '../board/board.js';
import * as tileArt from '../board/tile-art.js';
import * as moveLayer from '../board/move-layer.js';
import { styles as moveListStyles } from '../move-list/move-list.js';
import { fire } from '../events.js';
import { translation } from '../i18n/lang.js';
import type { Lang } from '../i18n/types.js';
import { reviewWordsOf } from '../i18n/review.js';
import { speakingTo, youWordsOf } from '../i18n/viewer.js';
import { boardStyles, elementStyles } from '../styles.js';
import { buttonStyles } from '../controls/button-styles.js';
import { describedChoice, gameAtChoice, reviewedGame, type ReviewedGame } from './frames.js';
import { renderAnalysis, renderKeyMoves } from './key-moves.js';
import { keyMovesOf, stopsOf, type Retry, type ReviewActions, type ReviewState } from './review-state.js';
import { listIsPartial, renderReviewMoves } from './review-moves.js';
import { renderStage } from './stepper.js';
import { renderFacts, renderSummary } from './summary.js';
import { reviewStyles } from './styles.js';
import { ReviewStream, takeStarted } from './review-stream.js';
import { triedReason } from './verdict.js';

const REVIEW_TAG = 'royal-ur-review';
/** Autoplay's pace, one point per tick. */
const AUTOPLAY_MS = 700;
/**
 * How long the rest of the move list (review-moves.ts: its first drawings list only the game's
 * first points) waits for the first verdicts at most: it is drawn in a task of its own once they
 * are on screen, so that neither the view nor they wait for it.
 */
const LIST_WAIT_MS = 1000;

class RoyalUrReview extends LitElement {
  static override styles = [
    boardStyles,
    tileArt.styles,
    moveLayer.styles,
    elementStyles,
    buttonStyles,
    reviewStyles,
    moveListStyles,
  ];
  // Declared here rather than with Lit's decorators, whose helpers would join the first download.
  static override properties = {
    record: { attribute: false },
    src: { attribute: false },
    table: { attribute: false },
    language: { attribute: false },
    names: { attribute: false },
    flipped: { type: Boolean },
    vertical: { type: Boolean },
    focusGraph: { type: Boolean, attribute: 'focus-graph' },
    game: { state: true },
    error: { state: true },
    points: { state: true },
    judge: { state: true },
    analysed: { state: true },
    at: { state: true },
    hover: { state: true },
    playing: { state: true },
    retry: { state: true },
  };

  /** The record to review (object or JSON text), when not fetched from `src`. */
  record: unknown = null;
  /** URL of a record to fetch and review (takes precedence over `record`). */
  src: string | null = null;
  /** The host's solution table, if any: its URL (`perfect-table`) or a source of its bytes. */
  table: string | ByteSource | null = null;
  language: Lang = 'en';
  names: Record<Player, string> | null = null;
  flipped = false;
  /** The board drawn top to bottom, as the host lays out its own (narrow widths): the words beside it. */
  vertical = false;
  /** Puts the keyboard focus on the graph once it is drawn (opened with the Review button). */
  focusGraph = false;

  private game: ReviewedGame | null = null;
  private error: string | null = null;
  private points: (ReviewPoint | undefined)[] = [];
  private judge: ReviewJudge | null = null;
  private analysed = 0;
  private at = 0;
  /** The graph's point under the pointer. */
  private hover: number | null = null;
  private playing = false;
  private retry: Retry | null = null;

  /** The analysis under way: asked for the point shown when it has not reached it. */
  #stream: ReviewStream | null = null;
  #timer: ReturnType<typeof setInterval> | undefined;
  /** The game whose move list is drawn whole; before, only its first points (review-moves.ts). */
  #listedWhole: ReviewedGame | null = null;

  /** Moves the board to point `index` of the reviewed game (clamped). */
  go(index: number): void {
    const frames = this.game?.frames;
    if (!frames) return;
    this.retry = null;
    const target = Math.min(frames.length - 1, Math.max(0, Math.trunc(Number(index)) || 0));
    if (target === this.at) return;
    this.at = target;
    if (!this.points[target]) this.#stream?.run.focus(target);
    this.#announce();
  }

  /** Point indices of the key moves analysed so far (inaccuracies, mistakes, blunders), in order. */
  get keyMoves(): number[] {
    return keyMovesOf(this.points);
  }

  /** Point indices of the key moves of one navigation stop (mistakes and blunders, or inaccuracies). */
  stopsOf(stop: KeyStop): number[] {
    return stopsOf(this.points, stop);
  }

  /** Moves to the next key move of `stop` after the current point (`direction` 1) or the previous one (-1). */
  goToKeyMove(direction: 1 | -1, stop: KeyStop = 'mistakes'): void {
    const keys = direction > 0 ? this.stopsOf(stop) : this.stopsOf(stop).reverse();
    const target = keys.find((index) => (index - this.at) * direction > 0);
    if (target === undefined) return;
    this.#stop();
    this.go(target);
  }

  /**
   * "Try again" at the current point, a flagged choice: its position with the same throw on the
   * board, the keyboard on the first piece that can move.
   */
  async tryAgain(): Promise<void> {
    const choice = this.points[this.at]?.choice;
    if (!this.game || !isFlagged(choice?.category ?? null)) return;
    this.#stop();
    const game = gameAtChoice(this.game, this.at);
    this.retry = {
      at: this.at,
      position: game.position(),
      moves: game.legalMoves(),
      bonus: game.phase === 'eyes',
      tried: null,
      answered: false,
    };
    await this.updateComplete;
    this.renderRoot.querySelector<SVGElement>('[part="board"] [tabindex="0"]')?.focus();
  }

  /**
   * Plays `move` (null: declines the bonus) in "Try again" and judges it against the best, with why
   * the best is better; the keyboard goes to Try again after a worse move (the answer waits for the
   * player's asking), to the way back after the best.
   */
  async #try(move: Move | null): Promise<void> {
    const retry = this.retry;
    const point = this.points[retry?.at ?? -1];
    if (!retry || retry.tried || !point?.choice || point.player === null) return;
    const { chances, before, options } = point.choice;
    const game = gameAtChoice(this.game!, retry.at);
    const best = describedChoice(this.game!, retry.at, point.choice).best;
    const why = triedReason(this.language, reviewWordsOf(this.language), game, move, best);
    if (move) game.move(move);
    else game.decline();
    const from = move ? pathIndexOf(this.game!.layout, point.player, move.from) : -1;
    const chance = chances.find((option) => (move ? option.from === from : option.from < 0))!.chance;
    const category = categoryOf(Math.max(0, before - chance), options)!;
    const reason = category === 'best' ? null : why;
    this.retry = { ...retry, tried: { move, position: game.position(), chance, category, reason } };
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>(category === 'best' ? '.retry-back' : '.controls .try-again')?.focus();
  }

  /** In "Try again", after a worse move: the answer told and drawn; the keyboard stays on the controls. */
  async #answer(): Promise<void> {
    if (!this.retry?.tried) return;
    this.retry = { ...this.retry, answered: true };
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('.controls .try-again')?.focus();
  }

  /** Back from "Try again" to the review at the same point, the keyboard on the Try again button. */
  #leaveRetry = async (): Promise<void> => {
    this.retry = null;
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('.try-again')?.focus();
  };

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#stop();
    this.#stream?.abort.abort();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Reconnected after a move in the page: analyse again (the old analysis was stopped).
    if (this.hasUpdated && this.game && this.analysed < this.game.frames.length) this.#analyse(this.game.task);
  }

  protected override updated(changed: Map<PropertyKey, unknown>): void {
    sizeBoards(this.renderRoot);
    const { game } = this;
    // Once the first verdicts are on screen (a frame after they are drawn), or a while after the
    // view is if they are slow to come.
    if (game && game !== this.#listedWhole && (changed.has('game') || (changed.has('analysed') && this.analysed > 0))) {
      const whole = () => {
        if (this.game !== game || this.#listedWhole === game) return;
        this.#listedWhole = game;
        this.requestUpdate();
      };
      if (this.analysed > 0) requestAnimationFrame(() => setTimeout(whole));
      else setTimeout(whole, LIST_WAIT_MS);
    }
    if (changed.has('game') && this.game && this.focusGraph)
      this.renderRoot.querySelector<HTMLElement>('.graph')?.focus();
    if (changed.has('at') || changed.has('game')) this.#followStep();
    // A new step's (or try's) words are read from their start.
    if (changed.has('at') || changed.has('retry')) this.renderRoot.querySelector('.words')?.scrollTo(0, 0);
  }

  /** Scrolls the move list (only it, not the page) to show the current step. */
  #followStep(): void {
    const list = this.renderRoot.querySelector<HTMLElement>('.move-list');
    if (!list) return;
    const step = list.querySelector('[aria-current="step"]');
    if (!step) {
      list.scrollTop = 0;
      return;
    }
    const [outer, inner] = [list.getBoundingClientRect(), step.getBoundingClientRect()];
    if (inner.top < outer.top) list.scrollTop -= outer.top - inner.top;
    else if (inner.bottom > outer.bottom) list.scrollTop += inner.bottom - outer.bottom;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('record') || changed.has('src') || changed.has('table')) void this.#open();
  }

  async #open(): Promise<void> {
    this.#stream?.abort.abort();
    this.#stop();
    this.game = null;
    this.error = null;
    this.points = [];
    this.judge = null;
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

  /**
   * Starts the analysis of the record (or takes the one `review()` started), then replays it point
   * by point for the view (the worker judges while this is done); a corrupt one shows the error.
   */
  #read(input: unknown): void {
    let game: ReviewedGame;
    try {
      const started = takeStarted(input, this.table);
      const task = started?.task ?? reviewTask(input);
      this.#analyse(task, started);
      game = reviewedGame(input, task);
    } catch (error) {
      this.#stream?.abort.abort();
      this.error = error instanceof Error ? error.message : String(error);
      return;
    }
    this.game = game;
    this.#announce();
  }

  #analyse(task: ReviewTask, started: ReviewStream | null = null): void {
    this.#stream?.abort.abort();
    const stream = (this.#stream = started ?? new ReviewStream(task, this.table));
    const { first } = task;
    this.points = [];
    this.analysed = 0;
    stream.listen((slice) => {
      const points = [...this.points];
      for (const point of slice.points) points[point.actions - first] = point;
      this.points = points;
      this.analysed = points.filter(Boolean).length;
      const { evaluator, depth, exactPieces } = slice;
      this.judge = { evaluator, depth, exactPieces };
      if (slice.points.some((point) => point.actions - first === this.at)) this.#announce();
      if (slice.done) this.#complete();
    });
    stream.run.done.catch((error: unknown) => {
      if (stream.abort.signal.aborted) return;
      this.error = error instanceof Error ? error.message : String(error);
    });
  }

  #complete(): void {
    const [light, dark] = playerReports(this.points);
    fire(this, 'ur-review-complete', {
      ...this.judge!,
      accuracy: { light: light.accuracy, dark: dark.accuracy },
      counts: { light: light.counts, dark: dark.counts },
      brilliant: { light: light.brilliant, dark: dark.brilliant },
      lightChances: this.points.map((point) => point!.light),
      choices: this.points.flatMap((point, at) => {
        const { index, turn, player, action } = this.game!.frames[at];
        return point?.choice && player && action
          ? [{ index, turn, player, action, ...describedChoice(this.game!, at, point.choice) }]
          : [];
      }),
    });
  }

  #announce(): void {
    const frame = this.game!.frames[this.at];
    const point = this.points[this.at];
    fire(this, 'ur-review-position', {
      index: frame.index,
      turn: frame.turn,
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

  /** Escape closes the view; P and N go to the previous and next mistake, with Shift inaccuracy. */
  #keys = (event: KeyboardEvent): void => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (this.retry) void this.#leaveRetry();
      else this.#close();
    } else if (event.key === 'n' || event.key === 'N' || event.key === 'p' || event.key === 'P') {
      event.preventDefault();
      this.goToKeyMove(event.key.toLowerCase() === 'n' ? 1 : -1, event.shiftKey ? 'inaccuracies' : 'mistakes');
    } else {
      this.#beyondListed(event);
    }
  };

  /**
   * While the move list is still partial, End in it (or a step on from its last step) would stop
   * at the last step listed: the whole list is drawn, and the focus goes where the key means.
   */
  #beyondListed(event: KeyboardEvent): void {
    const { game } = this;
    const from = event.target as HTMLElement;
    const list = from.closest('.move-list');
    const partial = game && listIsPartial(this.#state(game));
    if (!partial || !list || !from.matches('button.step')) return;
    const onward = event.key === 'ArrowDown' || event.key === 'ArrowRight';
    if (!(event.key === 'End' || (onward && [...list.querySelectorAll('button.step')].at(-1) === from))) return;
    event.preventDefault();
    this.#listedWhole = game;
    this.requestUpdate();
    void this.updateComplete.then(() => {
      const steps = [...this.renderRoot.querySelectorAll<HTMLElement>('.move-list button.step')];
      const target = onward
        ? steps[steps.findIndex((step) => step.dataset.index === from.dataset.index) + 1]
        : steps.at(-1);
      if (!target) return;
      for (const step of steps) step.tabIndex = -1;
      target.tabIndex = 0;
      target.focus();
    });
  }

  /** "Review key moves": the first mistake (else inaccuracy); the button goes, and the focus passes on to the next. */
  #firstKeyMove = async (): Promise<void> => {
    const stop: KeyStop = this.stopsOf('mistakes').length > 0 ? 'mistakes' : 'inaccuracies';
    this.goToKeyMove(1, stop);
    await this.updateComplete;
    const root = this.renderRoot;
    const next = stop === 'mistakes' ? '.next-key' : '.next-inaccuracy';
    const previous = stop === 'mistakes' ? '.previous-key' : '.previous-inaccuracy';
    (root.querySelector<HTMLElement>(`${next}:enabled`) ?? root.querySelector<HTMLElement>(previous))?.focus();
  };

  #close = (): void => {
    this.#stop();
    this.dispatchEvent(new Event('review-close'));
  };

  /** The state the view's parts draw. */
  #state(game: ReviewedGame): ReviewState {
    const { points, judge, analysed, at, hover, playing, retry, language, names, flipped, vertical } = this;
    // Said to the viewer where a sentence is about them: "You threw 3", "Your accuracy".
    const [t, w] = [speakingTo(translation(language), youWordsOf(language)), reviewWordsOf(language)];
    const listedWhole = this.#listedWhole === game;
    return {
      game,
      points,
      judge,
      analysed,
      at,
      hover,
      playing,
      retry,
      language,
      names,
      flipped,
      vertical,
      listedWhole,
      t,
      w,
    };
  }

  /** What the parts may do. */
  #actions: ReviewActions = {
    step: (index) => this.#step(index)(),
    hover: (index) => (this.hover = index),
    goToKeyMove: (direction, stop) => this.goToKeyMove(direction, stop),
    firstKeyMove: () => void this.#firstKeyMove(),
    togglePlay: () => this.#togglePlay(),
    tryAgain: () => void this.tryAgain(),
    try: (move) => void this.#try(move),
    answer: () => void this.#answer(),
    leaveRetry: () => void this.#leaveRetry(),
    close: () => this.#close(),
  };

  protected override render(): TemplateResult {
    const w = reviewWordsOf(this.language);
    if (this.error !== null) {
      return html`<section class="review panel error" role="alert" lang=${this.language}>
        <p>${w.error(this.error)}</p>
        <button class="close" @click=${this.#close}>${w.close}</button>
      </section>`;
    }
    if (!this.game)
      return html`<section class="review" lang=${this.language} aria-busy="true"><h2>${w.title}</h2></section>`;
    const state = this.#state(this.game);
    const actions = this.#actions;
    const retry = this.retry;
    return html`<section class="review" aria-labelledby="review-title" lang=${this.language} @keydown=${this.#keys}>
      <header>
        <h2 id="review-title">${w.title}</h2>
        <button class="close" @click=${this.#close}>${w.close}</button>
      </header>
      ${renderFacts(state)} ${renderAnalysis(state, actions)} ${renderStage(state, actions)}
      <div class="record">
        ${renderSummary(state)} ${retry && !retry.tried ? nothing : renderKeyMoves(state, actions)}
        ${renderReviewMoves(state, actions)}
      </div>
    </section>`;
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

/**
 * The record reader for `review()`, which starts the analysis too (review-stream.ts): the view's
 * part is fetched in its place, so the view and the review's worker start loading at once (see
 * review-part.ts).
 */
export { startReview } from './review-stream.js';

/** What `<royal-ur>` hands the view: what to review, and how. */
export interface ReviewSetup {
  record: unknown;
  src: string | null;
  table: string | ByteSource | null;
  language: Lang;
  names: Record<Player, string>;
  flipped: boolean;
  /** The host's board runs top to bottom (a narrow element). */
  vertical: boolean;
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
  vertical,
  focus,
  close,
}: ReviewSetup): TemplateResult {
  if (!customElements.get(REVIEW_TAG)) customElements.define(REVIEW_TAG, RoyalUrReview);
  return html`<royal-ur-review
    .record=${record}
    .src=${src}
    .table=${table}
    .language=${language}
    .names=${names}
    ?flipped=${flipped}
    ?vertical=${vertical}
    ?focus-graph=${focus}
    @review-close=${close}
  ></royal-ur-review>`;
}

declare global {
  interface HTMLElementTagNameMap {
    'royal-ur-review': RoyalUrReview;
  }
}
