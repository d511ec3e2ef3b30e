/**
 * The controls that end a game early, a part of their own (loaded once a person here has made a
 * first action, or an online opponent is gone): Resign, or Abort while a side has yet to make its
 * first move, and online the claim of the win.
 *
 * Resign and Abort ask first: the question, the button that confirms and "Keep playing" (Escape
 * too), so that one slip never ends a game. The focus follows: to the confirming button when
 * asked, back to the control when not. Online the room decides (`ur-end-request`): the question
 * stays, its confirming button spent, until the game ends or the connection's state changes (a
 * refusal, `end-refused`, is said on the status line).
 *
 * The claim (`claim`, set by royal-ur/online): while the opponent's seat is held for them, the
 * time left until the win may be claimed; then "Claim the win" (`ur-claim`) beside "Wait for
 * them", the quiet choice, which leaves the claim as one button.
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import type { Player } from '../../engine/index.js';
import type { ConnectionState } from '../../protocol/index.js';
import { fire } from '../events.js';
import { gameOverWordsOf } from '../i18n/game-over-words.js';
import type { GameOverWords, Lang } from '../i18n/types.js';

/** What the controls read of the element. */
export interface EndControlsHost extends HTMLElement {
  readonly renderRoot: HTMLElement | DocumentFragment;
  readonly updateComplete: Promise<boolean>;
  requestUpdate(): void;
  readonly connectionState: ConnectionState | null;
  readonly claim: number | null;
  readonly viewer: Player | 'none';
}

type EndReason = 'resigned' | 'aborted';

/**
 * The end each board is asking about (the element's own state, kept off its first load), and once
 * confirmed with a remote side, the connection's state then: the question stays until it changes.
 */
const asking = new WeakMap<EndControlsHost, { reason: EndReason; sent?: ConnectionState | null }>();
/** Boards whose person chose to wait for the opponent: the claim stays as one button. */
const waiting = new WeakSet<EndControlsHost>();
/** Each board's next tick of the claim's countdown. */
const ticks = new WeakMap<EndControlsHost, ReturnType<typeof setTimeout>>();

/** Asks about `reason` (or stops asking: null), then moves the focus to what is now drawn. */
async function ask(host: EndControlsHost, reason: EndReason | null): Promise<void> {
  if (reason) asking.set(host, { reason });
  else asking.delete(host);
  host.requestUpdate();
  await host.updateComplete;
  host.renderRoot.querySelector<HTMLElement>(reason ? '.confirm-end' : '[part="end-button"]')?.focus();
}

/**
 * Resign or Abort (`offer`, null: neither) or the question it asks, and the claim; `end` ends the
 * game once confirmed (with a remote side it asks the host, and the question waits for its answer).
 */
export function renderEndControls(
  host: EndControlsHost,
  lang: Lang,
  offer: EndReason | null,
  end: (reason: EndReason) => void,
): TemplateResult {
  const words = gameOverWordsOf(lang);
  return html`${renderClaim(host, lang, words)}${offer ? renderEnd(host, words, offer, end) : forget(host)}`;
}

function forget(host: EndControlsHost): typeof nothing {
  asking.delete(host);
  return nothing;
}

function renderEnd(
  host: EndControlsHost,
  words: GameOverWords,
  offer: EndReason,
  end: (reason: EndReason) => void,
): TemplateResult {
  const resign = offer === 'resigned';
  const state = asking.get(host);
  // A question about an abort that the opponent's first move has made too late asks no more; one
  // the host answered by a change of the connection (a refusal, said on the status line) is closed.
  if (state?.reason !== offer || (state.sent !== undefined && state.sent !== host.connectionState)) {
    asking.delete(host);
    return html`<button class="end-game" part="end-button" @click=${() => ask(host, offer)}>
      ${resign ? words.resign : words.abort}
    </button>`;
  }
  const sent = state.sent !== undefined;
  const confirm = () => {
    if (asking.get(host) !== state || state.sent !== undefined) return;
    end(offer);
    // Still offered (a remote side: the room decides): the question waits for the answer.
    state.sent = host.connectionState;
    host.requestUpdate();
  };
  const keys = (event: KeyboardEvent) => {
    if (event.key === 'Escape') void ask(host, null);
  };
  return html`<span class="end-question" role="group" aria-labelledby="end-question" @keydown=${keys}>
    <span id="end-question">${resign ? words.confirmResign : words.confirmAbort}</span>
    <button class="confirm-end" aria-disabled=${sent ? 'true' : 'false'} @click=${confirm}>
      ${resign ? words.resign : words.abort}
    </button>
    <button class="cancel-end" @click=${() => ask(host, null)}>${words.cancel}</button>
  </span>`;
}

/** The claim of the win: counted down while the opponent's seat is held, then offered. */
function renderClaim(host: EndControlsHost, lang: Lang, words: GameOverWords): TemplateResult | typeof nothing {
  clearTimeout(ticks.get(host));
  const { claim, viewer } = host;
  if (claim === null || viewer === 'none') {
    waiting.delete(host);
    return nothing;
  }
  const left = claim - Date.now();
  if (left > 0) {
    // Drawn again at the next whole second (and when the claim opens).
    ticks.set(
      host,
      setTimeout(() => host.requestUpdate(), left % 1000 || 1000),
    );
    const seconds = new Intl.NumberFormat(lang, { style: 'unit', unit: 'second', unitDisplay: 'long' });
    return html`<span class="claim-countdown" role="timer"
      >${words.claimIn(seconds.format(Math.ceil(left / 1000)))}</span
    >`;
  }
  const run = () => fire(host, 'ur-claim', { player: viewer });
  const button = html`<button class="claim" @click=${run}>${words.claim}</button>`;
  if (waiting.has(host)) return button;
  const wait = async () => {
    waiting.add(host);
    host.requestUpdate();
    await host.updateComplete;
    host.renderRoot.querySelector<HTMLElement>('.claim')?.focus();
  };
  return html`<span class="claim-offer" role="group" aria-label=${words.claim}>
    ${button} <button class="wait" @click=${wait}>${words.wait}</button>
  </span>`;
}

/**
 * Its CSS: the question and the claim wrap as groups beside the other controls (in a phone's side
 * column, a row of their own above the row of icons: controls/buttons.ts).
 */
export const styles = css`
  .end-question,
  .claim-offer {
    display: inline-flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.25rem 0.5rem;
  }
  .end-question > span {
    font-weight: 600;
  }
  .confirm-end[aria-disabled='true'] {
    opacity: 0.6;
    cursor: progress;
  }
`;
