/**
 * The control that ends a game early, a part of its own (loaded once a person here has made a
 * first action): Resign, or Abort while a side has yet to make its first move. It asks first: the
 * question, the button that confirms and "Keep playing" (Escape too), so that one slip never ends
 * a game. The focus follows: to the confirming button when asked, back to the control when not.
 */
import { css, html, type TemplateResult } from 'lit';
import { gameOverWordsOf } from '../i18n/game-over-words.js';
import type { Lang } from '../i18n/types.js';

/** What the control reads of the element. */
export interface EndControlsHost extends HTMLElement {
  readonly renderRoot: HTMLElement | DocumentFragment;
  readonly updateComplete: Promise<boolean>;
  requestUpdate(): void;
}

/** The end each board is asking about (the element's own state, kept off its first load). */
const asking = new WeakMap<EndControlsHost, 'resigned' | 'aborted'>();

/** Asks about `reason` (or stops asking: null), then moves the focus to what is now drawn. */
async function ask(host: EndControlsHost, reason: 'resigned' | 'aborted' | null): Promise<void> {
  if (reason) asking.set(host, reason);
  else asking.delete(host);
  host.requestUpdate();
  await host.updateComplete;
  host.renderRoot.querySelector<HTMLElement>(reason ? '.confirm-end' : '[part="end-button"]')?.focus();
}

/** Resign or Abort (`offer`), or the question it asks; `end` ends the game once confirmed. */
export function renderEndControls(
  host: EndControlsHost,
  lang: Lang,
  offer: 'resigned' | 'aborted',
  end: (reason: 'resigned' | 'aborted') => void,
): TemplateResult {
  const words = gameOverWordsOf(lang);
  const resign = offer === 'resigned';
  // A question about an abort that the opponent's first move has made too late asks no more.
  if (asking.get(host) !== offer) {
    asking.delete(host);
    return html`<button class="end-game" part="end-button" @click=${() => ask(host, offer)}>
      ${resign ? words.resign : words.abort}
    </button>`;
  }
  const confirm = () => {
    asking.delete(host);
    end(offer);
  };
  const keys = (event: KeyboardEvent) => {
    if (event.key === 'Escape') void ask(host, null);
  };
  return html`<span class="end-question" role="group" aria-labelledby="end-question" @keydown=${keys}>
    <span id="end-question">${resign ? words.confirmResign : words.confirmAbort}</span>
    <button class="confirm-end" @click=${confirm}>${resign ? words.resign : words.abort}</button>
    <button class="cancel-end" @click=${() => ask(host, null)}>${words.cancel}</button>
  </span>`;
}

/**
 * Its CSS: the question wraps as one group beside the other controls. In a phone's side column
 * the control shares Undo's row when both fit, so that the column is no taller for it.
 */
export const styles = css`
  .vertical > .controls {
    flex-direction: row;
    flex-wrap: wrap;
  }
  .vertical > .controls > * {
    flex: 1 1 100%;
  }
  .vertical > .controls > :is(.end-game, .undo) {
    flex: 1 1 auto;
  }
  .end-question {
    display: inline-flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.25rem 0.5rem;
  }
  .end-question > span {
    font-weight: 600;
  }
`;
