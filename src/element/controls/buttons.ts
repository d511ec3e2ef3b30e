/**
 * The game's quiet buttons, a part of their own (drawn with every game view, fetched before its
 * first drawing, so never in the first load): Undo and New game, then the entries to Rules, Learn
 * and Puzzle and the player's settings (Sound, Pace). Each is an icon and its word. On a phone's
 * side column (`vertical`) the entries go into a "⋯" menu, so that the column holds the actions of
 * play, not a wall of equal buttons; the menu is a disclosure (its button says whether it is open,
 * Escape closes it, the keyboard goes in and comes back out).
 * It also gives the throw button its icon, and every button of the game view its look (the first
 * load draws them plain until it arrives, which a browser's first drawing awaits).
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import { icon } from './icons.js';
import { buttonStyles } from './button-styles.js';
import { playerWordsOf } from '../i18n/players.js';
import type { Lang, Translation } from '../i18n/types.js';
import type { ViewPart } from '../view-setup.js';
import '../i18n/en/buttons.js';

export { icon };

/** What the buttons do; null: not offered. */
export interface ButtonActions {
  /** Undo, enabled or not (a game with a remote side has none). */
  undo: { enabled: boolean; run: () => void } | null;
  newGame: (() => void) | null;
  /** The rules panel: open or not, and its toggle. */
  helpOpen: boolean;
  toggleHelp: () => void;
  open: (part: ViewPart) => void;
  /** The Sound button and the Pace control, once their part is loaded. */
  settings: TemplateResult | typeof nothing;
  /** The side column of a phone: the entries go into the menu. */
  vertical: boolean;
}

export interface ButtonsHost extends HTMLElement {
  readonly renderRoot: HTMLElement | DocumentFragment;
  readonly updateComplete: Promise<boolean>;
  requestUpdate(): void;
}

/** The boards whose "⋯" menu is open. */
const menuOpen = new WeakSet<ButtonsHost>();

async function toggleMenu(host: ButtonsHost, open: boolean): Promise<void> {
  if (open) menuOpen.add(host);
  else menuOpen.delete(host);
  host.requestUpdate();
  await host.updateComplete;
  host.renderRoot.querySelector<HTMLElement>(open ? '.more-menu button' : '.more-button')?.focus();
}

/** Undo, New game and the entries (in the "⋯" menu when `vertical`). */
export function renderButtons(host: ButtonsHost, lang: Lang, t: Translation, actions: ButtonActions): TemplateResult {
  const entries = renderEntries(host, t, actions);
  return html`<span class="spacer"></span> ${gameButtons(t, actions)}
    ${actions.vertical ? moreMenu(host, lang, entries) : html`<span class="entries">${entries}</span>`}`;
}

/** A button's word; in the side column (`vertical`) Undo, New game and the menu share one row as icons, their words read (and shown on hover). */
const word = (text: string, vertical: boolean) => (vertical ? html`<span class="word">${text}</span>` : text);

/** Undo and New game, each where offered. */
function gameButtons(t: Translation, { undo, newGame, vertical }: ButtonActions): TemplateResult {
  const compact = vertical ? ' compact' : '';
  const tip = (text: string) => (vertical ? text : nothing);
  return html`${
    undo
      ? html`<button class="undo${compact}" title=${tip(t.undo)} ?disabled=${!undo.enabled} @click=${undo.run}>
          ${icon('undo')}${word(t.undo, vertical)}
        </button>`
      : nothing
  }
  ${
    newGame
      ? html`<button class="new-game${compact}" title=${tip(t.newGame)} @click=${newGame}>
          ${icon('newGame')}${word(t.newGame, vertical)}
        </button>`
      : nothing
  }`;
}

/** The entries to Rules, Learn and Puzzle, then the settings; one chosen in the menu closes it (its view or panel takes the focus). */
function renderEntries(
  host: ButtonsHost,
  t: Translation,
  { helpOpen, toggleHelp, open, settings }: ButtonActions,
): TemplateResult {
  const pick = (run: () => void) => () => {
    menuOpen.delete(host);
    run();
  };
  return html`<button
      class="help-button quiet"
      part="help-button"
      aria-expanded=${helpOpen ? 'true' : 'false'}
      @click=${pick(toggleHelp)}
    >
      ${icon('rules')}${t.help}
    </button>
    ${(['learn', 'puzzle'] as const).map(
      (part) =>
        html`<button class="${part}-button quiet" @click=${pick(() => open(part))}>${icon(part)}${t[part]}</button>`,
    )}
    ${settings}`;
}

/** The side column's "⋯" menu: a disclosure (its button says whether it is open) holding the entries. */
function moreMenu(host: ButtonsHost, lang: Lang, entries: TemplateResult): TemplateResult {
  const more = playerWordsOf(lang).more;
  const isOpen = menuOpen.has(host);
  return html`<button
      class="more-button quiet compact"
      title=${more}
      aria-expanded=${isOpen ? 'true' : 'false'}
      aria-controls="more-menu"
      @click=${() => toggleMenu(host, !isOpen)}
    >
      ${icon('more')}${word(more, true)}
    </button>
    <div
      id="more-menu"
      class="more-menu panel"
      role="group"
      aria-label=${more}
      ?hidden=${!isOpen}
      @keydown=${(event: KeyboardEvent) => event.key === 'Escape' && toggleMenu(host, false)}
    >
      ${entries}
    </div>`;
}

/** Its CSS: the icons, the quiet buttons, the entries' row and the menu. */
export const styles = css`
  ${buttonStyles}
  /* The row of controls: beside the board, or at the bottom of a phone's side column, under the thumb. */
  .controls {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--_space);
  }
  /* Each control a row of its own, but Undo, New game and the menu, which share the last. */
  .vertical > .controls {
    grid-area: controls;
    align-items: stretch;
    /* Three icons share the 8.5rem column's row: 1 px apart, each at least 44 px wide. */
    gap: 0.25rem 1px;
  }
  .vertical > .controls > * {
    flex: 1 1 100%;
  }
  .vertical .dice {
    flex-wrap: wrap;
    justify-content: center;
    font-size: 0.7em;
  }
  .icon {
    width: 1.25em;
    height: 1.25em;
    flex: none;
    fill: none;
    stroke: currentColor;
    stroke-width: 2;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  .icon-more {
    stroke-width: 3.5;
  }
  :dir(rtl) .icon-back,
  :dir(rtl) .icon-undo {
    transform: scaleX(-1);
  }
  .spacer {
    flex: 1;
  }
  .vertical .spacer {
    display: none;
  }
  .entries {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: calc(var(--_space) / 2);
  }
  /* Secondary: no frame until pointed at or focused. */
  button.quiet {
    background: transparent;
    border-color: transparent;
  }
  button:not(:disabled, [aria-disabled='true']):hover {
    background: color-mix(in srgb, var(--_surface), var(--_text) 8%);
  }
  .throw:not([aria-disabled='true']):hover {
    background: color-mix(in srgb, var(--_primary), #fff 15%);
  }
  .controls {
    position: relative;
  }
  /* Icons alone, side by side, in the side column; the word is read, and shown on hover (title). */
  .vertical > .controls > .compact {
    flex: 1 1 0;
    min-width: 0;
    padding-inline: 0;
  }
  .compact .word {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  .more-menu {
    position: absolute;
    inset-inline-end: 0;
    bottom: calc(100% + var(--_space));
    z-index: 3;
    display: flex;
    flex-direction: column;
    align-items: stretch;
    gap: calc(var(--_space) / 2);
    min-width: 11rem;
    padding: var(--_space);
  }
  /* In the side column it spreads over the board, wide enough for Pace's segments on one line (so
     not so tall that it runs off the top of a small phone). */
  .vertical .more-menu {
    box-sizing: border-box;
    min-width: min(100cqi, 18rem);
  }
  /* Pace's name above its segments, which then have the menu's width to themselves. */
  .more-menu .segmented legend {
    width: 100%;
    margin-block-end: calc(var(--_space) / 2);
  }
  .more-menu[hidden] {
    display: none;
  }
  .more-menu button {
    justify-content: flex-start;
  }
`;
