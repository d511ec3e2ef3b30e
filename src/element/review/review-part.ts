/**
 * The review as the part loader fetches it: a small part that draws `<royal-ur-review>` in place
 * of the game and, the first time, fetches the view itself (review-view.ts, which then defines
 * the element: one drawn before is upgraded with its properties) and starts the review's worker
 * at the same time (ai/client.ts), so that the worker loads while the view does and the first
 * verdicts come sooner.
 */
import { html, type TemplateResult } from 'lit';
import { prestartJobWorker } from '../../ai/client.js';
import type { ByteSource } from '../../ai/table-reader.js';
import type { Player } from '../../engine/index.js';
import type { Lang } from '../i18n/types.js';

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

/** The view's module, once asked for. */
let view: Promise<void> | null = null;

/** The view as `<royal-ur>` draws it in place of the game. */
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
  if (!view) {
    prestartJobWorker();
    view = import('./review-view.js').then(
      ({ defineReview }) => defineReview(),
      (error: unknown) => console.warn(`<royal-ur>: could not load the review view (${String(error)})`),
    );
  }
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
