/**
 * The review's board stepper: the point shown in words (its step, the win chance, the verdict on
 * the choice and why, Try again at a key move), the board at it with the better move drawn, the
 * step buttons and those to the key moves; in "Try again", the position before the choice awaiting the player's move, then
 * how good the tried move was and the answer.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { CATEGORY_LIMITS, isFlagged, type ReviewChoice } from '../../ai/review/review-score.js';
import { renderBoard } from '../board/board.js';
import * as moveLayer from '../board/move-layer.js';
import * as tileArt from '../board/tile-art.js';
import { keepMovesWhole } from '../controls/keep-moves-whole.js';
import type { Player } from '../../engine/index.js';
import { moveWordsOf } from '../i18n/moves.js';
import { youWordsOf } from '../i18n/viewer.js';
import { describedChoice } from './frames.js';
import { renderKeyNav } from './key-moves.js';
import { advice, nameOf, percent, stepLine, type Retry, type ReviewActions, type ReviewState } from './review-state.js';
import { choiceWords, percentText, pointsText } from './verdict.js';

const ignore = () => {};

/** The judged choice that led to the point shown, described; null where there was none. */
export function choiceAt(state: ReviewState): ReviewChoice | null {
  const point = state.points[state.at];
  return point?.choice ? describedChoice(state.game, state.at, point.choice) : null;
}

/**
 * The words, the board, the step buttons and the key-move buttons of the point shown (or of "Try
 * again"): one block, so that the step's verdict and the buttons to the next step show together,
 * on a phone too.
 */
export function renderStage(state: ReviewState, actions: ReviewActions): TemplateResult {
  const choice = choiceAt(state);
  const { retry } = state;
  return html`<div class="stage${state.vertical ? ' upright' : ''}">
    <div class="words" tabindex=${state.vertical ? '0' : nothing}>
      ${retry ? renderRetryWords(state, retry, choice!) : renderStepWords(state, choice)}
    </div>
    ${
      !retry && isFlagged(choice?.category ?? null)
        ? html`<div class="try">
            <button class="try-again" @click=${actions.tryAgain}>${state.w.tryAgain.button}</button>
          </div>`
        : nothing
    }
    ${renderStageBoard(state, choice, actions)}
    ${retry ? renderRetryControls(state, retry, actions) : renderStepControls(state, actions)}
    ${renderKeyNav(state, actions)}
  </div>`;
}

/**
 * Whose chance to win the step tells: the player who made the step, so that at a key move it is the
 * chooser's, as the verdict's chances are ("Computer · Medium's chance to win: 50%" beside "…55%
 * before the move, 50% after"); at the game's start, the viewer's (light's when no side is theirs).
 */
function chanceHolder(state: ReviewState, at: number): Player {
  const mover = state.game.frames[at].player;
  if (mover) return mover;
  return nameOf(state, 'dark') === youWordsOf(state.language).name ? 'dark' : 'light';
}

/** The step in one line, the win chance after it (its mover's), the verdict on its choice. */
function renderStepWords(state: ReviewState, choice: ReviewChoice | null): TemplateResult {
  const { w, at, language } = state;
  const frame = state.game.frames[at];
  const point = state.points[at];
  const turn = frame.turn > 0 ? html`<span class="step-turn">${w.turn} ${frame.turn}</span> · ` : nothing;
  const holder = chanceHolder(state, at);
  const chance = point
    ? html`<span class="step-chance"
        >${moveWordsOf(language).winChance(
          nameOf(state, holder),
          percent(holder === 'light' ? point.light : 1 - point.light),
        )}</span
      >`
    : nothing;
  return html`<p class="current" aria-live="polite">
    <span class="step-line">${turn}${keepMovesWhole(stepLine(state, at))}</span>
    ${chance} ${choice ? renderChoice(state, choice) : nothing}
  </p>`;
}

/** The choice's category, verdict, chances and reason. */
function renderChoice(state: ReviewState, choice: ReviewChoice): TemplateResult {
  const { w } = state;
  const kind = choice.brilliant ? 'brilliant' : choice.category;
  const badge = kind
    ? html`<span class="badge ${kind}">${kind === 'brilliant' ? w.brilliant : w.categories[kind]}</span>`
    : nothing;
  const words = choiceWords(state.language, w, choice, advice(state, choice));
  const sentence = (kind: string, text: string | null) =>
    text === null ? nothing : html`<span class=${kind}>${keepMovesWhole(text)}</span>`;
  return html`${badge}${sentence('verdict', words.verdict)}${sentence('chances', words.chances)}${sentence('reason', words.reason)}`;
}

/**
 * "Try again": what to do; once a move is tried, how good it was with its chance, and after a worse
 * one why the best is better; the answer once asked for.
 */
function renderRetryWords(state: ReviewState, retry: Retry, choice: ReviewChoice): TemplateResult {
  const { w, language } = state;
  const turn = html`<span class="step-turn">${w.turn} ${state.game.frames[retry.at].turn}</span> · `;
  const prompt = html`<span class="step-line">${turn}${w.tryAgain.prompt(choice.thrown)}</span>`;
  const { tried } = retry;
  if (!tried) return html`<p class="current retry" aria-live="polite">${prompt}</p>`;
  const { category, chance, reason } = tried;
  const after = percentText(language, chance);
  const points = pointsText(language, Math.max(0, choice.before - chance));
  const words = w.tryAgain;
  const outcome =
    category === 'best'
      ? words.best(after)
      : !isFlagged(category)
        ? words.good(after, points)
        : category === 'inaccuracy'
          ? words.inaccuracy(after, points)
          : words.mistake(after, points);
  const answer = words.answer(advice(state, choice), percentText(language, choice.before));
  return html`<p class="current retry" aria-live="polite">
    ${prompt}
    <span class="badge ${category}">${w.categories[category]}</span>
    <span class="outcome">${outcome}</span>
    ${reason === null ? nothing : html`<span class="reason">${keepMovesWhole(reason)}</span>`}
    ${retry.answered ? html`<span class="answer">${keepMovesWhole(answer)}</span>` : nothing}
  </p>`;
}

/** The board at the point shown, or at the choice in "Try again" (its pieces to play). */
function renderStageBoard(state: ReviewState, choice: ReviewChoice | null, actions: ReviewActions): TemplateResult {
  const { retry, game, language } = state;
  const frame = game.frames[state.at];
  // The better move, if the played one gave away enough; in "Try again", once asked for.
  const suggestion = retry
    ? retry.answered
      ? choice!.best
      : null
    : choice && choice.loss >= CATEGORY_LIMITS.excellent
      ? choice.best
      : null;
  // Wide: one column (words, board, controls), the board across; narrow: the words beside it.
  return renderBoard(
    {
      layout: game.layout,
      position: retry ? (retry.tried?.position ?? retry.position) : frame.position,
      moves: retry && !retry.tried ? retry.moves : [],
      flipped: state.flipped,
      vertical: state.vertical,
      lastMove: retry ? (retry.tried?.move ?? null) : frame.move,
      animationMs: 0,
      strings: state.t,
      lang: language,
      coordinates: true,
      tileArt,
      moveLayer,
      suggestion,
    },
    { play: retry ? actions.try : ignore },
  );
}

/** First, back, play or pause, forward, last. */
function renderStepControls(state: ReviewState, actions: ReviewActions): TemplateResult {
  const { w, at, playing } = state;
  const last = state.game.frames.length - 1;
  return html`<div class="controls" part="review-controls">
    <button class="first" ?disabled=${at === 0} @click=${() => actions.step(0)}>${w.first}</button>
    <button class="back" ?disabled=${at === 0} @click=${() => actions.step(at - 1)}>${w.back}</button>
    <button class="autoplay" aria-pressed=${playing ? 'true' : 'false'} @click=${actions.togglePlay}>
      ${playing ? w.pause : w.play}
    </button>
    <button class="forward" ?disabled=${at === last} @click=${() => actions.step(at + 1)}>${w.forward}</button>
    <button class="last" ?disabled=${at === last} @click=${() => actions.step(last)}>${w.last}</button>
  </div>`;
}

/** In "Try again": decline the bonus (where it is an option); once tried, Try again and the answer after a worse move; Back. */
function renderRetryControls(state: ReviewState, retry: Retry, actions: ReviewActions): TemplateResult {
  const { w, t } = state;
  return html`<div class="controls retry-controls" part="review-controls">
    ${
      retry.bonus && !retry.tried
        ? html`<button class="retry-decline" @click=${() => actions.try(null)}>${t.decline}</button>`
        : nothing
    }
    ${retry.tried ? html`<button class="try-again" @click=${actions.tryAgain}>${w.tryAgain.button}</button>` : nothing}
    ${
      retry.tried && retry.tried.category !== 'best' && !retry.answered
        ? html`<button class="show-answer" @click=${actions.answer}>${w.tryAgain.showAnswer}</button>`
        : nothing
    }
    <button class="retry-back" @click=${actions.leaveRetry}>${w.tryAgain.back}</button>
  </div>`;
}
