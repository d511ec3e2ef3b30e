/**
 * The review's summary: which judge was used, the analysis's progress or each player's accuracy, a
 * bell match's score; once the analysis is complete, the game in one sentence and each player's
 * moves by category.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { CATEGORIES, playerReports, type ReviewPoint } from '../../ai/review/review-score.js';
import type { Player } from '../../engine/index.js';
import { gameOverWordsOf } from '../i18n/game-over-words.js';
import { keyMovesOf, nameOf, percent, type ReviewState } from './review-state.js';

/** The facts line: the judge, the progress or the accuracies, the match score. */
export function renderFacts(state: ReviewState): TemplateResult {
  const { w, judge, game, analysed } = state;
  const total = game.frames.length;
  return html`<div class="facts">
    ${judge ? html`<span class="judge">${w.judge(judge)}</span>` : nothing}
    ${
      analysed === total
        ? renderAccuracy(state)
        : html`<span class="progress" role="status">${w.analysing(analysed, total)}</span>`
    }
    ${game.match ? renderMatch(state) : nothing}
  </div>`;
}

/** The game in one sentence and the moves by category, once the analysis is complete. */
export function renderSummary(state: ReviewState): TemplateResult | typeof nothing {
  if (state.analysed !== state.game.frames.length) return nothing;
  return html`<p class="summary">${summary(state)}</p>
    ${renderCounts(state)}`;
}

function renderAccuracy(state: ReviewState): TemplateResult {
  const [light, dark] = playerReports(state.points);
  const row = (player: Player, value: number | null) =>
    value === null
      ? nothing
      : html`<span class="accuracy ${player}">${state.w.accuracy(nameOf(state, player), Math.round(value))}</span>`;
  return html`${row('light', light.accuracy)} ${row('dark', dark.accuracy)}`;
}

/** Each player's moves by category, and their brilliant ones. */
function renderCounts(state: ReviewState): TemplateResult {
  const { w } = state;
  const reports = playerReports(state.points);
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
        <th scope="col">${nameOf(state, 'light')}</th>
        <th scope="col">${nameOf(state, 'dark')}</th>
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

function renderMatch(state: ReviewState): TemplateResult {
  const { scores, target } = state.game.match!;
  const score = `${nameOf(state, 'light')} ${scores.light} – ${scores.dark} ${nameOf(state, 'dark')}`;
  return html`<span class="match">${score} (${gameOverWordsOf(state.language).matchTo(target)})</span>`;
}

function summary(state: ReviewState): string {
  const points = state.points as ReviewPoint[];
  const { w } = state;
  const went = w.chanceWent(nameOf(state, 'light'), percent(points[0].light), percent(points[points.length - 1].light));
  return `${went} ${w.flagged(keyMovesOf(points).length)}`;
}
