/**
 * A view shown in place of the game (the review, a puzzle, the lessons), a part of its own fetched
 * with the view (parts.ts): its frame and what every such view is given. A board that only plays never
 * loads it.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Player, Rules } from '../../engine/index.js';
import type { RoyalUrApi } from '../api.js';
import { directionOf } from '../i18n/lang.js';
import type { Lang, Translation } from '../i18n/types.js';
import type { ReviewSetup } from '../review/review-view.js';
import type { Opened, Reviewing, ViewSetup } from '../view-setup.js';

/** The element, as this part sees it. */
export interface OpenedHost extends RoyalUrApi, HTMLElement {
  readonly renderRoot: HTMLElement | DocumentFragment;
  readonly updateComplete: Promise<boolean>;
  requestUpdate(): void;
}

/** What is open, as the element's view keeps it. */
export interface OpenState {
  reviewing: Reviewing | null;
  opened: Opened | null;
}

/** What the element hands the view open in its place. */
export interface OpenedScene {
  readonly host: OpenedHost;
  readonly state: OpenState;
  /** Back to the game (or to the start screen's question). */
  readonly close: () => void;
  /** The parts that draw a view, once fetched. */
  readonly views: {
    readonly review?: { renderReview(setup: ReviewSetup): TemplateResult };
    readonly puzzle?: { renderView(setup: ViewSetup): TemplateResult };
    readonly learn?: { renderView(setup: ViewSetup): TemplateResult };
  };
  readonly t: Translation;
  readonly rules: Rules;
  readonly lang: Lang;
  readonly names: Record<Player, string>;
  readonly board: { flipped: boolean; vertical: boolean };
}

export function renderOpened({ host, state, close, views, t, rules, lang, names, board }: OpenedScene): TemplateResult {
  const { reviewing, opened } = state;
  const setup = { rules, language: lang, names, ...board, host };
  const view = reviewing
    ? views.review?.renderReview({ ...setup, ...reviewing, table: reviewing.table ?? host.perfectTable, close })
    : // The lessons alone (`mode="learn"`) have no game to go back to.
      views[opened!.part]?.renderView({ ...setup, ...opened!, close: host.mode === 'learn' ? null : close });
  return html`<div class="widget" role="group" aria-label=${t.gameLabel} lang=${lang} dir=${directionOf(lang)}>
    ${view ?? nothing}
  </div>`;
}
