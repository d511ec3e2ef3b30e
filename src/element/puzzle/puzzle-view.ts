/**
 * `<royal-ur-puzzle>`: the puzzle view `<royal-ur>` shows in place of the game (its own lazy chunk;
 * the variant's puzzle file is fetched by src/puzzles when the view opens). It sets the puzzle's
 * position on the board, the mover to move the puzzle's throw, takes the answer through the board
 * (mouse, touch, keyboard) and the game's own `move`, then shows the verdict and every move's exact
 * winning chance, keeps the streak of best answers on the device, and fires `ur-puzzle` (composed:
 * the host element's listeners get it). Its close button fires a local `puzzle-close`; a puzzle that cannot be found warns and fires `puzzle-error`.
 */
import { html, LitElement, nothing, type PropertyValues, type TemplateResult } from 'lit';
import type { Game, Move, VariantName } from '../../engine/index.js';
import {
  findPuzzle,
  gradeAnswer,
  loadPuzzles,
  parsePuzzleId,
  PUZZLE_VARIANTS,
  puzzleGame,
  type Puzzle,
  type PuzzleGrade,
  type PuzzleVariant,
} from '../../puzzles/index.js';
import { renderBoard, sizeBoards } from '../board/board.js';
import * as tileArt from '../board/tile-art.js';
import * as moveLayer from '../board/move-layer.js';
import { fire } from '../events.js';
import { translation } from '../i18n/lang.js';
import { puzzleWordsOf } from '../i18n/puzzle.js';
import { adviceText } from '../i18n/moves.js';
import { reviewWordsOf } from '../i18n/review.js';
import { triedReason } from '../review/verdict.js';
import { keepMovesWhole } from '../controls/keep-moves-whole.js';
import type { Lang } from '../i18n/types.js';
import type { ViewSetup } from '../view-setup.js';
import { boardStyles, elementStyles } from '../styles.js';
import { buttonStyles } from '../controls/button-styles.js';
import { loadStreak, saveStreak, type Streak } from './streak.js';
import { puzzleStyles } from './styles.js';

const PUZZLE_TAG = 'royal-ur-puzzle';

class RoyalUrPuzzle extends LitElement {
  static override styles = [boardStyles, tileArt.styles, moveLayer.styles, elementStyles, buttonStyles, puzzleStyles];
  // Declared here rather than with Lit's decorators, whose helpers would join the first download.
  static override properties = {
    spec: { attribute: false },
    variant: { attribute: false },
    language: { attribute: false },
    focusOnOpen: { attribute: false },
    puzzle: { state: true },
    grade: { state: true },
    reason: { state: true },
    answered: { state: true },
    streak: { state: true },
  };

  /** `daily` or a puzzle id. */
  spec = 'daily';
  /** The host's variant: whose daily puzzle is shown (Finkel's for a variant without puzzles). */
  variant: VariantName = 'finkel';
  language: Lang = 'en';
  /** The keyboard goes to the board once the puzzle is drawn (opened by the person: `ViewSetup.focus`). */
  focusOnOpen = false;

  private puzzle: Puzzle | null = null;
  /** The answer's grade, once answered. */
  private grade: PuzzleGrade | null = null;
  /** Why the best move beats a worse answer (the review's reasons in words); null for the best. */
  private reason: string | null = null;
  /** The answer shown: after the best, or once asked for after a worse one (the player may try again first). */
  private answered = false;
  private streak: Streak = loadStreak();

  /** The position being answered; played on by its own `move`. */
  #game: Game | null = null;
  /** The answer as played, for the board's last-move mark. */
  #played: Move | null = null;

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('spec') || changed.has('variant')) void this.#open();
  }

  async #open(): Promise<void> {
    const { spec } = this;
    const variant = (PUZZLE_VARIANTS as readonly string[]).includes(this.variant)
      ? this.variant
      : ('finkel' satisfies PuzzleVariant);
    this.puzzle = null;
    let puzzle: Puzzle;
    try {
      puzzle = await findPuzzle(spec, variant);
    } catch (error) {
      // A bad id or a file that cannot be fetched: said once here, and the host shows its game again.
      console.warn(`<royal-ur>: puzzle="${spec}": ${error instanceof Error ? error.message : String(error)}`);
      this.dispatchEvent(new CustomEvent('puzzle-error'));
      return;
    }
    // A later spec was asked for while this one loaded.
    if (spec !== this.spec) return;
    this.#reset(puzzle);
    await this.updateComplete;
    if (this.focusOnOpen) this.renderRoot.querySelector<SVGElement>('svg [tabindex="0"]')?.focus();
  }

  #reset(puzzle: Puzzle): void {
    this.puzzle = puzzle;
    this.grade = null;
    this.reason = null;
    this.answered = false;
    this.#played = null;
    this.#game = puzzleGame(puzzle);
  }

  /** The answer, chosen on the board: played by the game, graded by the exact chances. */
  #answer(move: Move): void {
    const puzzle = this.puzzle;
    if (!puzzle || this.grade || !this.#game) return;
    const best = this.#game.legalMoves().find((option) => option.notation === puzzle.best)!;
    const why = triedReason(this.language, reviewWordsOf(this.language), this.#game, move, best);
    const played = this.#game.move(move).move;
    const grade = gradeAnswer(puzzle, played.notation);
    this.#played = played;
    this.reason = grade.verdict === 'best' ? null : why;
    this.answered = grade.verdict === 'best';
    this.streak = saveStreak(this.streak, puzzle.id, grade.verdict === 'best');
    this.grade = grade;
    fire(this, 'ur-puzzle', {
      id: puzzle.id,
      move: grade.move,
      verdict: grade.verdict,
      chance: grade.chance,
      lost: grade.lost,
      best: puzzle.best,
      options: grade.options,
      streak: this.streak.count,
    });
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>('.verdict')?.focus());
  }

  /** After a worse answer, the answer asked for: every move's chance, the best drawn on the board. */
  #showAnswer = async (): Promise<void> => {
    this.answered = true;
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('.again')?.focus();
  };

  #again = async (): Promise<void> => {
    if (!this.puzzle) return;
    this.#reset(this.puzzle);
    await this.updateComplete;
    this.renderRoot.querySelector<SVGElement>('svg [tabindex="0"]')?.focus();
  };

  /** On to the variant's next puzzle (after its last, the first): the host's `puzzle` stays as it was. */
  #next = async (): Promise<void> => {
    const puzzle = this.puzzle;
    if (!puzzle) return;
    const set = await loadPuzzles(puzzle.variant);
    // Another puzzle was opened while the set loaded.
    if (this.puzzle !== puzzle) return;
    this.#reset(set.puzzle((parsePuzzleId(puzzle.id).number % set.count) + 1));
    await this.updateComplete;
    this.renderRoot.querySelector<SVGElement>('svg [tabindex="0"]')?.focus();
  };

  #close = (): void => {
    this.dispatchEvent(new CustomEvent('puzzle-close'));
  };

  protected override updated(): void {
    sizeBoards(this.renderRoot);
  }

  protected override render(): TemplateResult {
    const w = puzzleWordsOf(this.language);
    const t = translation(this.language);
    const { puzzle, grade } = this;
    const game = this.#game;
    const title = puzzle ? w.title(parsePuzzleId(puzzle.id).number) : w.loading;
    return html`<section class="puzzle" aria-labelledby="puzzle-title">
      <header>
        <h2 id="puzzle-title">${title}</h2>
        <span class="streak">${w.streak(this.streak.count)}</span>
        <button class="close" @click=${this.#close}>${w.close}</button>
      </header>
      ${
        puzzle && game
          ? html`<p class="task">${w.task(puzzle.player, puzzle.thrown)}</p>
              ${renderBoard(
                {
                  layout: game.layout,
                  position: game.position(),
                  moves: grade ? [] : game.legalMoves(),
                  // The mover sits near the player, as a person playing that side does.
                  flipped: puzzle.player === 'dark',
                  // One column (words, board, chances): the board lies across, as the review's.
                  vertical: false,
                  lastMove: this.#played,
                  animationMs: 0,
                  strings: t,
                  lang: this.language,
                  coordinates: true,
                  tileArt,
                  moveLayer,
                  suggestion:
                    grade && grade.verdict !== 'best' && this.answered
                      ? puzzleGame(puzzle).move(puzzle.best).move
                      : null,
                },
                { play: (move) => this.#answer(move) },
              )}
              ${grade ? this.#renderGrade(grade) : nothing}`
          : html`<p class="task">${w.loading}</p>`
      }
    </section>`;
  }

  #renderGrade(grade: PuzzleGrade): TemplateResult {
    const w = puzzleWordsOf(this.language);
    const answer = reviewWordsOf(this.language).tryAgain.showAnswer;
    // The verdict and, after a worse answer, why the best is better: said together.
    return html`<div class="grade" role="status">
        <p class="verdict ${grade.verdict}" tabindex="-1">${w.verdicts[grade.verdict]}</p>
        ${this.reason === null ? nothing : html`<p class="reason">${keepMovesWhole(this.reason)}</p>`}
      </div>
      ${this.answered ? this.#renderChances(grade) : nothing}
      <div class="controls">
        <button class="again" @click=${this.#again}>${w.again}</button>
        ${this.answered ? nothing : html`<button class="show-answer" @click=${this.#showAnswer}>${answer}</button>`}
        <button class="next" @click=${this.#next}>${w.next}</button>
      </div>`;
  }

  /** Every move's winning chance, best first, the best and the player's marked. */
  #renderChances(grade: PuzzleGrade): TemplateResult {
    const w = puzzleWordsOf(this.language);
    const percent = new Intl.NumberFormat(this.language, { style: 'percent', maximumFractionDigits: 1 });
    // Each move as the review tells one ("enter on A1", "bear off from C7"), not in notation.
    const legal = puzzleGame(this.puzzle!).legalMoves();
    const told = (notation: string) => {
      const move = legal.find((candidate) => candidate.notation === notation);
      return move ? adviceText(this.language, move) : notation;
    };
    return html`<h3>${w.chances}</h3>
      <ol class="options">
        ${grade.options.map(
          ({ move, chance }, index) =>
            html`<li class=${move === grade.move ? 'yours' : ''}>
              <span class="move">${told(move)}</span>
              <span class="chance">${percent.format(chance)}</span>
              ${index === 0 ? html`<span class="mark">${w.best}</span>` : nothing}
              ${move === grade.move ? html`<span class="mark">${w.yours}</span>` : nothing}
            </li>`,
        )}
      </ol>`;
  }
}

/**
 * The view as `<royal-ur>` draws it in place of the game, registered first (here, not on import:
 * a build may drop a module imported for its side effects only).
 */
export function renderView({ spec, rules, language, focus, close, host }: ViewSetup): TemplateResult {
  if (!customElements.get(PUZZLE_TAG)) customElements.define(PUZZLE_TAG, RoyalUrPuzzle);
  // A puzzle that cannot be opened (the view has warned why) leaves its view: the game shows again.
  const back = close ?? (() => (host.puzzle = null));
  return html`<royal-ur-puzzle
    .spec=${spec}
    .variant=${rules.variant}
    .language=${language}
    .focusOnOpen=${focus}
    @puzzle-close=${back}
    @puzzle-error=${back}
  ></royal-ur-puzzle>`;
}

declare global {
  interface HTMLElementTagNameMap {
    'royal-ur-puzzle': RoyalUrPuzzle;
  }
}
