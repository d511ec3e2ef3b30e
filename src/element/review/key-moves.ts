/**
 * The review's key moves (inaccuracies, mistakes, blunders): the win-chance graph with their
 * markers, the buttons to the previous and next one (keys P and N, with Shift by inaccuracies; the
 * board stepper shows them under its step buttons),
 * "Review key moves" before the first, and their list, each a button to its point.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { KeyStop } from '../../ai/review/review-score.js';
import { keepMovesWhole } from '../controls/keep-moves-whole.js';
import { describedChoice, thrownValue } from './frames.js';
import { renderGraph } from './graph.js';
import {
  advice,
  describe,
  keyMovesOf,
  nameOf,
  percent,
  stopsOf,
  type ReviewActions,
  type ReviewState,
} from './review-state.js';

/** The graph of the light player's chance, with its caption. */
export function renderAnalysis(state: ReviewState, actions: ReviewActions): TemplateResult {
  const { w, game, points, at } = state;
  const { frames } = game;
  const point = points[at];
  const light = nameOf(state, 'light');
  const caption = (index: number) => {
    const shown = points[index];
    const words = w.caption(
      frames[index].turn,
      describe(state, frames[index]),
      light,
      shown ? percent(shown.light) : null,
    );
    const category = shown?.choice?.category;
    return category ? `${words} · ${shown.choice!.brilliant ? w.brilliant : w.categories[category]}` : words;
  };
  return html`<div class="analysis">
    ${renderGraph(
      {
        points,
        total: frames.length,
        throws: frames.map((f) => thrownValue(f.action) !== null),
        turns: frames.map((f) => f.turn),
        at,
        hover: state.hover,
        label: w.graph(light),
        valueText: w.point(at, frames.length - 1, describe(state, frames[at]), point ? percent(point.light) : null),
        caption,
        even: w.even,
        turn: w.turn,
      },
      actions.step,
      actions.hover,
    )}
  </div>`;
}

/**
 * Previous and next mistake and inaccuracy, with the step buttons (stepper.ts), so that a phone shows
 * them with the step's verdict. Before the first key move there is none to go back to: "Review key
 * moves" stands in the previous buttons' place, so that a phone's row keeps three buttons' room each.
 */
export function renderKeyNav(state: ReviewState, actions: ReviewActions): TemplateResult {
  const { w, at, points } = state;
  const keyMoves = keyMovesOf(points);
  const button = (kind: string, words: string, key: string, direction: 1 | -1, stop: KeyStop) =>
    navButton(state, actions, { kind, words, key, direction, stop });
  const beforeFirst = keyMoves.length > 0 && at < keyMoves[0];
  return html`<div class="key-nav" part="review-key-nav">
    ${
      beforeFirst
        ? html`<button class="first-key" @click=${actions.firstKeyMove}>${w.reviewKeyMoves}</button>`
        : button('previous-key', w.previousKeyMove, 'P', -1, 'mistakes')
    }
    ${button('next-key', w.nextKeyMove, 'N', 1, 'mistakes')}
    ${beforeFirst ? nothing : button('previous-inaccuracy', w.previousInaccuracy, 'Shift+P', -1, 'inaccuracies')}
    ${button('next-inaccuracy', w.nextInaccuracy, 'Shift+N', 1, 'inaccuracies')}
  </div>`;
}

interface NavButton {
  kind: string;
  words: string;
  key: string;
  direction: 1 | -1;
  stop: KeyStop;
}

/** A button to the previous or next key move of `stop` (disabled where there is none), with its key. */
function navButton(state: ReviewState, actions: ReviewActions, { kind, words, key, direction, stop }: NavButton) {
  const stops = stopsOf(state.points, stop);
  return html`<button
    class=${kind}
    aria-keyshortcuts=${key}
    title="${words} (${key})"
    ?disabled=${!stops.some((index) => (index - state.at) * direction > 0)}
    @click=${() => actions.goToKeyMove(direction, stop)}
  >
    ${words}
  </button>`;
}

/** The key moves as a list: a click goes to one. */
export function renderKeyMoves(state: ReviewState, actions: ReviewActions): TemplateResult {
  const { w, game, points, analysed } = state;
  const keyMoves = keyMovesOf(points);
  return html`<section class="key-moves" part="review-key-moves" aria-labelledby="key-moves-title">
    <h3 id="key-moves-title">${w.keyMoves}</h3>
    ${
      keyMoves.length === 0
        ? html`<p>${analysed === game.frames.length ? w.noKeyMoves : nothing}</p>`
        : html`<ol>
            ${keyMoves.map((index) => renderKeyMove(state, actions, index))}
          </ol>`
    }
  </section>`;
}

function renderKeyMove(state: ReviewState, actions: ReviewActions, index: number): TemplateResult {
  const { w, game } = state;
  const frame = game.frames[index];
  const choice = describedChoice(game, index, state.points[index]!.choice!);
  const category = choice.category!;
  const sentence = w.keyMove(frame.turn, describe(state, frame), advice(state, choice), percent(choice.loss));
  // The sentence in one span, one flex item: it wraps as text, not at each move it names.
  return html`<li>
    <button
      class="key-move ${category}"
      aria-current=${index === state.at ? 'step' : 'false'}
      @click=${() => actions.step(index)}
    >
      <span class="badge ${category}">${w.categories[category]}</span>
      <span>${keepMovesWhole(sentence)}</span>
    </button>
  </li>`;
}
