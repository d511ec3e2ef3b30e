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
  /** The start screen's flow (controllers/start-flow.ts): the way back from a view the page opened with no players set. */
  readonly start: { backToChoice(): boolean };
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

/**
 * Closes the view: back to the game, the keyboard on the button that opened it (else on Throw); or,
 * from a view the page opened with no players set, which has no game behind it, to the start
 * screen's question.
 */
function closeView({ host, state, start }: OpenedScene): void {
  const opener = `.${state.opened?.part ?? 'review'}-button`;
  state.reviewing = state.opened = null;
  host.requestUpdate();
  if (!start.backToChoice()) void focusOnto(host, opener, '[part="throw-button"]');
}

/** Once drawn, the keyboard onto the first of `selectors` there is. */
async function focusOnto(host: OpenedHost, ...selectors: string[]): Promise<void> {
  await host.updateComplete;
  for (const selector of selectors) {
    const target = host.renderRoot.querySelector<HTMLElement>(selector);
    if (target) return target.focus();
  }
}

export function renderOpened(scene: OpenedScene): TemplateResult {
  const { host, state, views, t, rules, lang, names, board } = scene;
  const { reviewing, opened } = state;
  const close = () => closeView(scene);
  const setup = { rules, language: lang, names, ...board, host };
  const view = reviewing
    ? views.review?.renderReview({ ...setup, ...reviewing, table: reviewing.table ?? host.perfectTable, close })
    : // The lessons alone (`mode="learn"`) have no game to go back to.
      views[opened!.part]?.renderView({ ...setup, ...opened!, close: host.mode === 'learn' ? null : close });
  return html`<div class="widget" role="group" aria-label=${t.gameLabel} lang=${lang} dir=${directionOf(lang)}>
    ${view ?? nothing}
  </div>`;
}
