/**
 * The review's move list: the game's move list (move-list.ts) with each step a button to its point,
 * the current one marked and each judged move with its category's mark, after chess's annotation
 * marks. Before the first verdicts it lists only the game's first points (a whole game's list is
 * most of the view's elements): the view draws the rest in a task of its own.
 */
import { html, nothing } from 'lit';
import type { ReviewCategory } from '../../ai/review/review-score.js';
import { renderMoveList, turnsOf } from '../move-list/move-list.js';
import { nameOf, type ReviewActions, type ReviewState } from './review-state.js';

/** The points the move list shows in the view's first drawings: a screenful and more. */
export const FIRST_LIST_POINTS = 30;

/** A judged move's mark in the move list. */
const MARKS: Readonly<Record<ReviewCategory | 'brilliant', string>> = {
  brilliant: '!!',
  best: '★',
  excellent: '!',
  good: '✓',
  inaccuracy: '?!',
  mistake: '?',
  blunder: '??',
};

/** Whether the move list shows only part of the game so far. */
export function listIsPartial(state: ReviewState): boolean {
  return !state.listedWhole && state.analysed < state.game.frames.length;
}

/** The game's move list: each step goes to its point, the current one marked, judged moves with their category's mark. */
export function renderReviewMoves(state: ReviewState, actions: ReviewActions) {
  const { frames } = state.game;
  const { w, at, points } = state;
  const first = frames[0].index;
  // The step the point shown belongs to (a throw's is the step with its move); none at the start.
  const steps = turnsOf(frames).flatMap(({ steps }) => steps.map((step) => step.index));
  const current = at === 0 ? undefined : steps.find((index) => index >= frames[at].index);
  const mark = (index: number) => {
    const choice = points[index - first]?.choice;
    if (!choice?.category) return nothing;
    const kind = choice.brilliant ? 'brilliant' : choice.category;
    const words = kind === 'brilliant' ? w.brilliant : w.categories[kind];
    return html`<span class="mark badge ${kind}" aria-hidden="true">${MARKS[kind]}</span
      ><span class="visually-hidden">${words}.</span>`;
  };
  let shown = frames.length;
  if (listIsPartial(state)) {
    // The start, the step shown and the verdicts so far (the analysis leads with the first
    // judged choice, wherever it is), ending with a whole step (a throw with the move it gave).
    shown = Math.max(FIRST_LIST_POINTS, at + 1, points.length);
    while (frames[shown]?.move) shown++;
  }
  return renderMoveList(frames.slice(0, shown), state.language, state.t, (player) => nameOf(state, player), {
    current,
    pick: (index) => actions.step(index - first),
    mark,
  });
}
