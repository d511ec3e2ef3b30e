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
  CATEGORIES,
  CATEGORY_LIMITS,
  categoryOf,
  isFlagged,
  KEY_STOPS,
  playerReports,
  type KeyStop,
  type ReviewCategory,
  type ReviewChoice,
  type ReviewJudge,
  type ReviewPoint,
  type ReviewTask,
} from '../../ai/review/review-score.js';
import type { ByteSource } from '../../ai/tables/table-reader.js';
import { pathIndexOf, type Move, type Player, type Position } from '../../engine/index.js';
import { renderBoard } from '../board/board.js';
import { renderMoveList, styles as moveListStyles, turnsOf } from '../move-list/move-list.js';
import { moveWords } from '../i18n/move-clauses.js';
import * as tileArt from '../board/tile-art.js';
import * as moveLayer from '../board/move-layer.js';
import { fire } from '../events.js';
import { gameOverWordsOf } from '../i18n/game-over-words.js';
import { adviceText, moveWordsOf } from '../i18n/moves.js';
import { translation } from '../i18n/lang.js';
import type { Lang, Translation } from '../i18n/types.js';
import { keepMovesWhole } from '../controls/keep-moves-whole.js';
import { reviewWordsOf } from '../i18n/review.js';
import type { ReviewWords } from '../i18n/types.js';
import { boardStyles, elementStyles } from '../styles.js';
import { describedChoice, gameAtChoice, reviewedGame, thrownValue, type Frame, type ReviewedGame } from './frames.js';
import { renderGraph } from './graph.js';
import { choiceWords, percentText, pointsText } from './verdict.js';
import { reviewStyles } from './styles.js';
import { ReviewStream, takeStarted } from './review-stream.js';

const REVIEW_TAG = 'royal-ur-review';
/** Autoplay's pace, one point per tick. */
const AUTOPLAY_MS = 700;
/**
 * The points the move list shows in the view's first drawings: a screenful and more. The rest (a
 * whole game's list is most of the view's elements) is drawn in a task of its own once the first
 * verdicts are on screen (or LIST_WAIT_MS after the view without them), so that neither the view
 * nor they wait for it.
 */
const FIRST_LIST_POINTS = 30;
/** How long the rest of the move list waits for the first verdicts at most. */
const LIST_WAIT_MS = 1000;

const ignore = () => {};
/** A judged move's mark in the move list, after chess's annotation marks. */
const MARKS: Readonly<Record<ReviewCategory | 'brilliant', string>> = {
  brilliant: '!!',
  best: '★',
  excellent: '!',
  good: '✓',
  inaccuracy: '?!',
  mistake: '?',
  blunder: '??',
};
const percent = (chance: number) => Math.round(chance * 100);

/** "Try again" at a flagged choice: the position at it with the same throw, and the option tried once played. */
interface Retry {
  /** The point the choice led to. */
  at: number;
  position: Position;
  /** The legal moves there. */
  moves: Move[];
  /** An eyes bonus: declining is an option too. */
  bonus: boolean;
  /** The option tried (move null: declined), the position after it, the mover's chance and its category. */
  tried: { move: Move | null; position: Position; chance: number; category: ReviewCategory } | null;
}

class RoyalUrReview extends LitElement {
  static override styles = [boardStyles, tileArt.styles, moveLayer.styles, elementStyles, reviewStyles, moveListStyles];
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
  /** The game whose move list is drawn whole; before, only its first points (FIRST_LIST_POINTS). */
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
    return this.points.flatMap((point, index) => (isFlagged(point?.choice?.category ?? null) ? [index] : []));
  }

  /** Point indices of the key moves of one navigation stop (mistakes and blunders, or inaccuracies). */
  stopsOf(stop: KeyStop): number[] {
    const categories: readonly (ReviewCategory | null)[] = KEY_STOPS[stop];
    return this.points.flatMap((point, index) => (categories.includes(point?.choice?.category ?? null) ? [index] : []));
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
    };
    await this.updateComplete;
    this.renderRoot.querySelector<SVGElement>('[part="board"] [tabindex="0"]')?.focus();
  }

  /** Plays `move` (null: declines the bonus) in "Try again" and judges it against the best; the keyboard goes to the way back. */
  async #try(move: Move | null): Promise<void> {
    const retry = this.retry;
    const point = this.points[retry?.at ?? -1];
    if (!retry || retry.tried || !point?.choice || point.player === null) return;
    const { chances, before, options } = point.choice;
    const game = gameAtChoice(this.game!, retry.at);
    if (move) game.move(move);
    else game.decline();
    const from = move ? pathIndexOf(this.game!.layout, point.player, move.from) : -1;
    const chance = chances.find((option) => (move ? option.from === from : option.from < 0))!.chance;
    const category = categoryOf(Math.max(0, before - chance), options)!;
    this.retry = { ...retry, tried: { move, position: game.position(), chance, category } };
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('.retry-back')?.focus();
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
    const partial = game && game !== this.#listedWhole && this.analysed < game.frames.length;
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

  #hover = (index: number | null): void => {
    this.hover = index;
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
    return frame.move ? moveWords(t, name, frame.move) : t.moved(name, frame.action);
  }

  /**
   * The step that led to point `at`, in one line after its turn: "Light threw 3 · moved A4→A2" (the
   * throw said with the move it gave), "Light threw 3", "Light declined".
   */
  #stepLine(at: number, t: Translation, w: ReviewWords): string {
    const { frames } = this.game!;
    const frame = frames[at];
    const before = frames[at - 1];
    const value = thrownValue(before?.action ?? null);
    if (!frame.move || frame.player === null || value === null || before.player !== frame.player)
      return this.#describe(frame, t, w);
    const { moved, entered, boreOff } = w.stepMove;
    const clauses = {
      ...t,
      moved: (_: string, squares: string) => moved(squares.replace('-', '→')),
      entered: (_: string, tile: string) => entered(tile),
      boreOff: (_: string, tile: string) => boreOff(tile),
    };
    const name = this.#name(frame.player, t);
    return `${t.threw(name, value)} · ${moveWords(clauses, name, frame.move)}`;
  }

  /** The better choice as advice: a move ("enter on A3"), or declining the bonus. */
  #advice(choice: ReviewChoice, t: Translation): string {
    return choice.best ? adviceText(this.language, choice.best) : t.decline;
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
    const what = this.#describe(frame, t, w);
    const light = this.#name('light', t);
    const keyMoves = this.keyMoves;
    const mistakes = this.stopsOf('mistakes');
    const inaccuracies = this.stopsOf('inaccuracies');
    const retry = this.retry;
    return html`<section class="review" aria-labelledby="review-title" lang=${this.language} @keydown=${this.#keys}>
      <header>
        <h2 id="review-title">${w.title}</h2>
        <button class="close" @click=${this.#close}>${w.close}</button>
      </header>
      <div class="facts">
        ${this.judge ? html`<span class="judge">${w.judge(this.judge)}</span>` : nothing}
        ${
          done
            ? this.#renderAccuracy(t, w)
            : html`<span class="progress" role="status">${w.analysing(this.analysed, total)}</span>`
        }
        ${game.match ? this.#renderMatch(t) : nothing}
      </div>
      <div class="analysis">
        ${renderGraph(
          {
            points: this.points,
            total,
            throws: frames.map((f) => thrownValue(f.action) !== null),
            turns: frames.map((f) => f.turn),
            at: this.at,
            hover: this.hover,
            label: w.graph(light),
            valueText: w.point(this.at, last, what, point ? percent(point.light) : null),
            caption: (index) => {
              const shown = this.points[index];
              const words = w.caption(
                frames[index].turn,
                this.#describe(frames[index], t, w),
                light,
                shown ? percent(shown.light) : null,
              );
              const category = shown?.choice?.category;
              return category ? `${words} · ${shown.choice!.brilliant ? w.brilliant : w.categories[category]}` : words;
            },
            even: w.even,
            turn: w.turn,
          },
          (index) => {
            this.#stop();
            this.go(index);
          },
          this.#hover,
        )}
        <div class="key-nav" part="review-key-nav">
          ${this.#navButton('previous-key', w.previousKeyMove, 'P', mistakes, -1, 'mistakes')}
          ${
            keyMoves.length > 0 && this.at < keyMoves[0]
              ? html`<button class="first-key" @click=${this.#firstKeyMove}>${w.reviewKeyMoves}</button>`
              : nothing
          }
          ${this.#navButton('next-key', w.nextKeyMove, 'N', mistakes, 1, 'mistakes')}
          ${this.#navButton('previous-inaccuracy', w.previousInaccuracy, 'Shift+P', inaccuracies, -1, 'inaccuracies')}
          ${this.#navButton('next-inaccuracy', w.nextInaccuracy, 'Shift+N', inaccuracies, 1, 'inaccuracies')}
        </div>
      </div>
      <div class="stage${this.vertical ? ' upright' : ''}">
        <div class="words">
          ${
            retry
              ? this.#renderRetry(retry, choice!, w)
              : html`<p class="current" aria-live="polite">
                    <span class="step-line"
                      >${
                        frame.turn > 0 ? html`<span class="step-turn">${w.turn} ${frame.turn}</span> · ` : nothing
                      }${keepMovesWhole(this.#stepLine(this.at, t, w))}</span
                    >
                    ${
                      point
                        ? html`<span>${moveWordsOf(this.language).winChance(light, percent(point.light))}</span>`
                        : nothing
                    }
                    ${choice ? this.#renderChoice(choice, t, w) : nothing}
                  </p>
                  ${
                    isFlagged(choice?.category ?? null)
                      ? html`<div class="try">
                          <button class="try-again" @click=${() => void this.tryAgain()}>${w.tryAgain.button}</button>
                        </div>`
                      : nothing
                  }`
          }
        </div>
        ${renderBoard(
          // Wide: one column (words, board, controls), the board across; narrow: the words beside it.
          {
            layout: game.layout,
            position: retry ? (retry.tried?.position ?? retry.position) : frame.position,
            moves: retry && !retry.tried ? retry.moves : [],
            flipped: this.flipped,
            vertical: this.vertical,
            lastMove: retry ? (retry.tried?.move ?? null) : frame.move,
            animationMs: 0,
            strings: t,
            lang: this.language,
            coordinates: true,
            tileArt,
            moveLayer,
            // The better move, if the played one gave away enough; in "Try again", once a move was tried.
            suggestion: retry
              ? retry.tried && retry.tried.category !== 'best'
                ? choice!.best
                : null
              : choice && choice.loss >= CATEGORY_LIMITS.excellent
                ? choice.best
                : null,
          },
          { play: retry ? (move) => void this.#try(move) : ignore },
        )}
        ${
          retry
            ? html`<div class="controls" part="review-controls">
                ${
                  retry.bonus && !retry.tried
                    ? html`<button class="retry-decline" @click=${() => void this.#try(null)}>${t.decline}</button>`
                    : nothing
                }
                ${
                  retry.tried
                    ? html`<button class="try-again" @click=${() => void this.tryAgain()}>${w.tryAgain.button}</button>`
                    : nothing
                }
                <button class="retry-back" @click=${this.#leaveRetry}>${w.tryAgain.back}</button>
              </div>`
            : html`<div class="controls" part="review-controls">
                <button class="first" ?disabled=${this.at === 0} @click=${this.#step(0)}>${w.first}</button>
                <button class="back" ?disabled=${this.at === 0} @click=${this.#step(this.at - 1)}>${w.back}</button>
                <button class="autoplay" aria-pressed=${this.playing ? 'true' : 'false'} @click=${this.#togglePlay}>
                  ${this.playing ? w.pause : w.play}
                </button>
                <button class="forward" ?disabled=${this.at === last} @click=${this.#step(this.at + 1)}>
                  ${w.forward}
                </button>
                <button class="last" ?disabled=${this.at === last} @click=${this.#step(last)}>${w.last}</button>
              </div>`
        }
      </div>
      <div class="record">
        ${
          done
            ? html`<p class="summary">${this.#summary(t, w)}</p>
                ${this.#renderCounts(t, w)}`
            : nothing
        }
        ${retry && !retry.tried ? nothing : this.#renderKeyMoves(keyMoves, t, w)} ${this.#renderMoves(t, w)}
      </div>
    </section>`;
  }

  /** The game's move list: each step goes to its point, the current one marked, judged moves with their category's mark. */
  #renderMoves(t: Translation, w: ReviewWords): TemplateResult {
    const { frames } = this.game!;
    const first = frames[0].index;
    // The step the point shown belongs to (a throw's is the step with its move); none at the start.
    const steps = turnsOf(frames).flatMap(({ steps }) => steps.map((step) => step.index));
    const current = this.at === 0 ? undefined : steps.find((index) => index >= frames[this.at].index);
    const mark = (index: number) => {
      const choice = this.points[index - first]?.choice;
      if (!choice?.category) return nothing;
      const kind = choice.brilliant ? 'brilliant' : choice.category;
      const words = kind === 'brilliant' ? w.brilliant : w.categories[kind];
      return html`<span class="mark badge ${kind}" aria-hidden="true">${MARKS[kind]}</span
        ><span class="visually-hidden">${words}.</span>`;
    };
    let shown = frames.length;
    if (this.#listedWhole !== this.game && this.analysed < frames.length) {
      // The start, the step shown and the verdicts so far (the analysis leads with the first
      // judged choice, wherever it is), ending with a whole step (a throw with the move it gave).
      shown = Math.max(FIRST_LIST_POINTS, this.at + 1, this.points.length);
      while (frames[shown]?.move) shown++;
    }
    return renderMoveList(frames.slice(0, shown), this.language, t, (player) => this.#name(player, t), {
      current,
      pick: (index) => this.#step(index - first)(),
      mark,
    });
  }

  /** A button to the previous or next key move of `stop` (disabled where there is none), with its key. */
  #navButton(
    kind: string,
    words: string,
    key: string,
    stops: readonly number[],
    direction: 1 | -1,
    stop: KeyStop,
  ): TemplateResult {
    return html`<button
      class=${kind}
      aria-keyshortcuts=${key}
      title="${words} (${key})"
      ?disabled=${!stops.some((index) => (index - this.at) * direction > 0)}
      @click=${() => this.goToKeyMove(direction, stop)}
    >
      ${words}
    </button>`;
  }

  /** "Try again": what to do; once a move is tried, how good it was with its chance, then the answer. */
  #renderRetry(retry: Retry, choice: ReviewChoice, w: ReviewWords): TemplateResult {
    const turn = html`<span class="step-turn">${w.turn} ${this.game!.frames[retry.at].turn}</span> · `;
    const { tried } = retry;
    if (!tried)
      return html`<p class="current retry" aria-live="polite">
        <span class="step-line">${turn}${w.tryAgain.prompt(choice.thrown)}</span>
      </p>`;
    const { category, chance } = tried;
    const after = percentText(this.language, chance);
    const points = pointsText(this.language, Math.max(0, choice.before - chance));
    const words = w.tryAgain;
    const outcome =
      category === 'best'
        ? words.best(after)
        : !isFlagged(category)
          ? words.good(after, points)
          : category === 'inaccuracy'
            ? words.inaccuracy(after, points)
            : words.mistake(after, points);
    return html`<p class="current retry" aria-live="polite">
      <span class="step-line">${turn}${w.tryAgain.prompt(choice.thrown)}</span>
      <span class="badge ${category}">${w.categories[category]}</span>
      <span class="outcome">${outcome}</span>
      ${
        category === 'best'
          ? nothing
          : html`<span class="answer"
              >${keepMovesWhole(words.answer(this.#advice(choice, translation(this.language)), percentText(this.language, choice.before)))}</span
            >`
      }
    </p>`;
  }

  #renderChoice(choice: ReviewChoice, t: Translation, w: ReviewWords): TemplateResult {
    const kind = choice.brilliant ? 'brilliant' : choice.category;
    const badge = kind
      ? html`<span class="badge ${kind}">${kind === 'brilliant' ? w.brilliant : w.categories[kind]}</span>`
      : nothing;
    const words = choiceWords(this.language, w, choice, this.#advice(choice, t));
    const sentence = (kind: string, text: string | null) =>
      text === null ? nothing : html`<span class=${kind}>${keepMovesWhole(text)}</span>`;
    return html`${badge}${sentence('verdict', words.verdict)}${sentence('chances', words.chances)}${sentence('reason', words.reason)}`;
  }

  #renderAccuracy(t: Translation, w: ReviewWords): TemplateResult {
    const [light, dark] = playerReports(this.points);
    const row = (player: Player, value: number | null) =>
      value === null
        ? nothing
        : html`<span class="accuracy ${player}">${w.accuracy(this.#name(player, t), Math.round(value))}</span>`;
    return html`${row('light', light.accuracy)} ${row('dark', dark.accuracy)}`;
  }

  /** Each player's moves by category, and their brilliant ones. */
  #renderCounts(t: Translation, w: ReviewWords): TemplateResult {
    const reports = playerReports(this.points);
    const rows = [
      ...CATEGORIES.map((category) => ({
        kind: category,
        name: w.categories[category],
        counts: reports.map((report) => report.counts[category]),
      })),
      { kind: 'brilliant', name: w.brilliant, counts: reports.map((report) => report.brilliant) },
    ];
    return html`<table class="counts" part="review-counts">
      <caption>
        ${w.counts}
      </caption>
      <thead>
        <tr>
          <td></td>
          <th scope="col">${this.#name('light', t)}</th>
          <th scope="col">${this.#name('dark', t)}</th>
        </tr>
      </thead>
      <tbody>
        ${rows.map(
          ({ kind, name, counts }) =>
            html`<tr class=${kind}>
              <th scope="row"><span class="swatch ${kind}"></span>${name}</th>
              <td>${counts[0]}</td>
              <td>${counts[1]}</td>
            </tr>`,
        )}
      </tbody>
    </table>`;
  }

  /** The key moves as a list: a click goes to one. */
  #renderKeyMoves(keyMoves: number[], t: Translation, w: ReviewWords): TemplateResult {
    const frames = this.game!.frames;
    return html`<section class="key-moves" part="review-key-moves" aria-labelledby="key-moves-title">
      <h3 id="key-moves-title">${w.keyMoves}</h3>
      ${
        keyMoves.length === 0
          ? html`<p>${this.analysed === frames.length ? w.noKeyMoves : nothing}</p>`
          : html`<ol>
              ${keyMoves.map((index) => {
                const frame = frames[index];
                const choice = describedChoice(this.game!, index, this.points[index]!.choice!);
                const category = choice.category!;
                // The sentence in one span, one flex item: it wraps as text, not at each move it names.
                return html`<li>
                  <button
                    class="key-move ${category}"
                    aria-current=${index === this.at ? 'step' : 'false'}
                    @click=${this.#step(index)}
                  >
                    <span class="badge ${category}">${w.categories[category]}</span>
                    <span
                      >${keepMovesWhole(
                        w.keyMove(
                          frame.turn,
                          this.#describe(frame, t, w),
                          this.#advice(choice, t),
                          percent(choice.loss),
                        ),
                      )}</span
                    >
                  </button>
                </li>`;
              })}
            </ol>`
      }
    </section>`;
  }

  #renderMatch(t: Translation): TemplateResult {
    const { scores, target } = this.game!.match!;
    const score = `${this.#name('light', t)} ${scores.light} – ${scores.dark} ${this.#name('dark', t)}`;
    return html`<span class="match">${score} (${gameOverWordsOf(this.language).matchTo(target)})</span>`;
  }

  #summary(t: Translation, w: ReviewWords): string {
    const points = this.points as ReviewPoint[];
    return w.summary(
      this.#name('light', t),
      percent(points[0].light),
      percent(points[points.length - 1].light),
      this.keyMoves.length,
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
