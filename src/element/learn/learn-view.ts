/**
 * `<royal-ur-learn>`: the lessons `<royal-ur>` shows in place of the game (its own lazy chunk, with
 * the lesson builder of src/learn). Each lesson sets its position on the board, says one thing and
 * asks for one action with a given throw; the answer comes through the board (mouse, touch,
 * keyboard). A move that does what was asked is played by the lesson's game; any other is answered
 * with why not, and the position stays for another try. Progress is remembered per variant
 * (progress.ts). Its close button fires a local `learn-close`; the last lesson's "Play a game"
 * fires `learn-play`.
 */
import { html, LitElement, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { PRESETS, type Game, type Move, type Rules } from '../../engine/index.js';
import { buildLessons, lessonGame, tryMove, whyStuck, type Lesson, type WhyNot } from '../../learn/index.js';
import { renderBoard, sizeBoards } from '../board/board.js';
import * as tileArt from '../board/tile-art.js';
import * as moveLayer from '../board/move-layer.js';
import { translation } from '../i18n/lang.js';
import { learnWordsOf } from '../i18n/learn.js';
import type { Lang } from '../i18n/types.js';
import type { ViewSetup } from '../view-setup.js';
import { VERTICAL_BELOW_PX } from '../attributes.js';
import { boardStyles, elementStyles } from '../styles.js';
import { buttonStyles } from '../controls/button-styles.js';
import { lessonsDone, saveLessonDone } from './progress.js';
import { learnStyles } from './styles.js';

const LEARN_TAG = 'royal-ur-learn';

/** What the last try said: done, or why not. */
type Answer = { done: true } | { done: false; text: string };

class RoyalUrLearn extends LitElement {
  static override styles = [boardStyles, tileArt.styles, moveLayer.styles, elementStyles, buttonStyles, learnStyles];
  // Declared here rather than with Lit's decorators, whose helpers would join the first download.
  static override properties = {
    rules: { attribute: false },
    language: { attribute: false },
    closable: { attribute: false },
    focusOnOpen: { attribute: false },
    index: { state: true },
    answer: { state: true },
    narrow: { state: true },
  };

  /** The rules taught: the host's game's (its variant and switches). */
  rules: Rules = PRESETS.finkel;
  language: Lang = 'en';
  /** A close button back to the game (none when the page shows the lessons alone). */
  closable = true;
  /** The keyboard goes to the board once the lessons are drawn (opened by the person: `ViewSetup.focus`). */
  focusOnOpen = false;

  private index = 0;
  private answer: Answer | null = null;
  /** The view is narrower than VERTICAL_BELOW_PX: the board runs top to bottom, its squares a thumb's size. */
  private narrow = false;
  #resize = new ResizeObserver(([entry]) => {
    if (entry.contentRect.width > 0) this.narrow = entry.contentRect.width < VERTICAL_BELOW_PX;
  });

  override connectedCallback(): void {
    super.connectedCallback();
    this.#resize.observe(this);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#resize.disconnect();
  }

  protected override updated(): void {
    sizeBoards(this.renderRoot);
  }

  #lessons: Lesson[] = [];
  /** The lesson's position; played on by its own `move` once answered right. */
  #game: Game | null = null;
  #played: Move | null = null;

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('rules')) {
      this.#lessons = buildLessons(this.rules);
      // Where the player left off: the first lesson not done yet (the last when all are).
      this.#open(Math.min(lessonsDone(this.rules.variant), this.#lessons.length - 1));
    }
  }

  protected override firstUpdated(): void {
    if (this.focusOnOpen) void this.#focusBoard();
  }

  #open(index: number): void {
    this.index = index;
    this.answer = null;
    this.#played = null;
    this.#game = lessonGame(this.#lessons[index]);
  }

  async #focusBoard(): Promise<void> {
    await this.updateComplete;
    this.renderRoot.querySelector<SVGElement>('svg [tabindex="0"]')?.focus();
  }

  /** A move chosen on the board: played when it does what the lesson asks, else answered with why not. */
  #try(move: Move): void {
    const lesson = this.#lessons[this.index];
    const result = tryMove(lesson, move);
    if (!result.done) return this.#explain(result);
    this.#played = this.#game!.move(move).move;
    this.answer = { done: true };
    saveLessonDone(this.rules.variant, this.index + 1);
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>('.controls .next')?.focus());
  }

  #explain({ why, tile }: { why: WhyNot; tile: string }): void {
    const lesson = this.#lessons[this.index];
    const place = tile === 'home' ? translation(this.language).board.home : tile;
    this.answer = { done: false, text: learnWordsOf(this.language).why[why](place, lesson.facts) };
  }

  /**
   * A click on the board but not on a piece on offer: a piece that cannot move, or a square with no
   * piece of the learner's, is answered with why (the board offers only legal moves, so the mouse
   * alone can try one). The clicked piece or tile names the square; hit-testing by point would miss
   * it, as SVG groups are never hit themselves, only their shapes.
   */
  #stuck = (event: MouseEvent): void => {
    const path = event.composedPath().filter((target): target is Element => target instanceof Element);
    if (this.answer?.done || path.some((element) => element.classList.contains('option'))) return;
    const tile = path
      .map((element) => element.getAttribute('data-place') ?? element.getAttribute('data-tile'))
      .find((place) => place !== null);
    if (tile) this.#why(tile);
  };

  /** A square the learner chose that holds no piece that can move: answered with why. */
  #why = (tile: string): void => {
    const stuck = whyStuck(this.#lessons[this.index], tile);
    if (stuck) this.#explain(stuck);
  };

  #go(index: number): void {
    this.#open(index);
    void this.#focusBoard();
  }

  protected override render(): TemplateResult {
    const w = learnWordsOf(this.language);
    const lesson = this.#lessons[this.index];
    const { say, ask } = w.lessons[lesson.kind];
    const { answer, index } = this;
    const done = answer?.done === true;
    const last = index === this.#lessons.length - 1;
    return html`<section class="learn" aria-labelledby="learn-title">
      <header>
        <h2 id="learn-title">${w.title}</h2>
        <span class="progress">${w.lesson(index + 1, this.#lessons.length)}</span>
        ${
          this.closable
            ? html`<button class="close" @click=${() => this.dispatchEvent(new CustomEvent('learn-close'))}>
                ${w.close}
              </button>`
            : nothing
        }
      </header>
      <p class="say">${say(lesson.facts)}</p>
      <p class="ask">${ask(lesson.facts)}</p>
      <div class="board-frame" @click=${this.#stuck}>${this.#board(done)}</div>
      <p class="answer ${done ? 'done' : answer ? 'wrong' : ''}" role="status">
        ${done ? (last ? `${w.done} ${w.finished}` : w.done) : (answer?.text ?? '')}
      </p>
      <div class="controls">${this.#steps(done, last)}</div>
    </section>`;
  }

  /** The lesson's board: the learner's moves (none once answered), and its pieces that cannot move, which say why. */
  #board(done: boolean): TemplateResult {
    const game = this.#game!;
    const moves = game.legalMoves();
    // The reserve too: tapped when no piece can enter, it says why (bell's lessons: entering needs a 5).
    const pieces = ['reserve', ...new Set(game.position().light.tiles)];
    const stuck = pieces.filter((tile) => !moves.some((move) => move.from === tile));
    return renderBoard(
      {
        layout: game.layout,
        position: game.position(),
        moves: done ? [] : moves,
        // The keys reach the learner's pieces that cannot move too, so that the lesson can say why.
        stuck: { player: 'light', tiles: done ? [] : stuck },
        flipped: false,
        // One column (words, board, buttons): the board lies across, as the puzzle's, unless the
        // view is narrow: there its squares would be too small across.
        vertical: this.narrow,
        lastMove: this.#played,
        animationMs: 0,
        strings: translation(this.language),
        lang: this.language,
        coordinates: true,
        tileArt,
        moveLayer,
      },
      { play: (move) => this.#try(move), choose: this.#why },
    );
  }

  /** Back a lesson, on to the next once this one is answered (or was before), and after the last, a game. */
  #steps(done: boolean, last: boolean): TemplateResult {
    const w = learnWordsOf(this.language);
    const { index } = this;
    return html`${index > 0 ? html`<button class="previous" @click=${() => this.#go(index - 1)}>${w.previous}</button>` : nothing}
    ${
      last
        ? done
          ? html`<button class="next play" @click=${() => this.dispatchEvent(new CustomEvent('learn-play'))}>
              ${w.play}
            </button>`
          : nothing
        : done || index < lessonsDone(this.rules.variant)
          ? html`<button class="next" @click=${() => this.#go(index + 1)}>${w.next}</button>`
          : nothing
    }`;
  }
}

/**
 * The lessons as `<royal-ur>` draws them in place of the game, registered first (here, not on
 * import: a build may drop a module imported for its side effects only).
 */
export function renderView({ rules, language, focus, close, host }: ViewSetup): TemplateResult {
  if (!customElements.get(LEARN_TAG)) customElements.define(LEARN_TAG, RoyalUrLearn);
  // After the last lesson: a game against the computer at beginner, the player light (leaving `mode="learn"`).
  const play = () => {
    Object.assign(host, { mode: 'play', light: 'human', dark: 'computer', darkLevel: 'beginner' });
    close?.();
    host.newGame();
  };
  return html`<royal-ur-learn
    .rules=${rules}
    .language=${language}
    .closable=${close !== null}
    .focusOnOpen=${focus}
    @learn-close=${close ?? nothing}
    @learn-play=${play}
  ></royal-ur-learn>`;
}

declare global {
  interface HTMLElementTagNameMap {
    'royal-ur-learn': RoyalUrLearn;
  }
}
