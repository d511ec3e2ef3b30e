/**
 * The start screen, a part of its own (loaded only by a board whose page fixes no players): who to
 * play. A friend on this device; the computer, at a level, the person playing light, dark or a
 * random colour; someone online when the page has given the board a way to play online (`online`).
 * It covers the board, which stays drawn beneath (nothing moves when it goes). The choice is
 * remembered per page (localStorage, keyed by the page's path; for this visit only where storage is
 * blocked) and applied without asking on the next visit, but for online play, which is only offered
 * again. `ur-setup` says what was chosen; the game starts with it.
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import { LEVELS, type Level } from '../../ai/search/level-names.js';
import type { Player } from '../../engine/index.js';
import type { Side } from '../attributes.js';
import { fire, type UrSetupDetail } from '../events.js';
import { directionOf, translation } from '../i18n/lang.js';
import type { Lang, PlayerWords } from '../i18n/types.js';
import { playerWordsOf } from '../i18n/players.js';
import { icon } from '../controls/icons.js';
import { segmented, segmentedStyles } from '../controls/segmented.js';
import '../i18n/en/buttons.js';
import { partProperties } from '../css-properties.js';

/** A choice as the screen makes it and the page remembers it. */
export interface StartChoice {
  opponent: UrSetupDetail['opponent'];
  level: Level;
  colour: Player | 'random';
}

const OPPONENTS = ['friend', 'computer', 'online'] as const;
const COLOURS = ['light', 'dark', 'random'] as const;

/** What the screen reads of the element and sets on it. */
export interface StartHost extends HTMLElement {
  light: Side;
  dark: Side;
  level: Level;
  /** The page's way to play online, if any (the element's `online`). */
  readonly online: ((choice: { colour: Player | 'random' }) => unknown) | null;
  readonly renderRoot: HTMLElement | DocumentFragment;
  readonly updateComplete: Promise<boolean>;
  newGame(): void;
  requestUpdate(): void;
}

/** The storage key: one choice per page. */
const storageKey = () => `royal-ur-setup:${location.pathname}`;
/** Choices made this visit, where storage is blocked. */
const kept = new Map<string, string>();

/** The choice remembered on this page, if any and well formed. */
export function recall(): StartChoice | null {
  let text: string | null;
  try {
    text = localStorage.getItem(storageKey());
  } catch {
    // Storage blocked (privacy settings, a sandboxed frame): this visit's choice only.
    text = kept.get(storageKey()) ?? null;
  }
  try {
    const choice = JSON.parse(text ?? 'null') as Partial<StartChoice> | null;
    return choice &&
      OPPONENTS.includes(choice.opponent!) &&
      LEVELS.includes(choice.level!) &&
      COLOURS.includes(choice.colour!)
      ? { opponent: choice.opponent!, level: choice.level!, colour: choice.colour! }
      : null;
  } catch {
    // Not ours, or damaged: asked again.
    return null;
  }
}

function remember(choice: StartChoice): void {
  const text = JSON.stringify(choice);
  try {
    localStorage.setItem(storageKey(), text);
  } catch {
    kept.set(storageKey(), text);
  }
}

/**
 * On a board's first drawing: applies the choice remembered on this page and returns true, or
 * returns false when the screen must ask (nothing remembered, or online play, which is not started
 * unasked). Runs inside the element's update: it sets the players, which that update then reads.
 */
export function applyRemembered(host: StartHost): boolean {
  const choice = recall();
  if (!choice || choice.opponent === 'online') return false;
  setUp(host, choice, true, false);
  return true;
}

/** Boards whose online play found no game: their screen says so, until the next choice. */
const unmatched = new WeakSet<StartHost>();

/**
 * Sets the players for `choice` and says so (`ur-setup`, after the update under way); with `start`,
 * a new game begins (not on a first drawing, whose game starts with it). Online, `again` brings the
 * screen back when no game came of it: the page's function resolved with null (quickMatch's way of
 * saying nobody came or the server failed) or failed.
 */
function setUp(host: StartHost, choice: StartChoice, remembered: boolean, start: boolean, again?: () => void): void {
  const { opponent, level, colour } = choice;
  const seat =
    opponent === 'computer' ? (colour === 'random' ? (Math.random() < 0.5 ? 'light' : 'dark') : colour) : null;
  if (!remembered) remember(choice);
  if (opponent === 'online')
    void (async () => {
      try {
        if ((await host.online?.({ colour })) !== null) return;
      } catch (error) {
        console.warn('royal-ur: online play failed:', error);
      }
      unmatched.add(host);
      again?.();
    })();
  else {
    host.light = seat === 'dark' ? 'computer' : 'human';
    host.dark = seat === 'light' ? 'computer' : 'human';
    if (seat) host.level = level;
    if (start) host.newGame();
  }
  const detail: UrSetupDetail = {
    opponent,
    level: seat ? level : null,
    colour: opponent === 'friend' ? null : colour,
    seat,
    remembered,
  };
  void host.updateComplete.then(() => fire(host, 'ur-setup', detail));
}

/** The choice being made on each board's screen: its level and colour. */
const choosing = new WeakMap<StartHost, { level: Level; colour: Player | 'random' }>();

/**
 * Asks again (the game-over panel's New opponent, or online play that found no game): nobody plays
 * meanwhile (both sides people, a new game behind the screen); the focus goes to the screen's first
 * button, or to online play to try it again.
 */
export async function askAgain(host: StartHost): Promise<void> {
  host.light = host.dark = 'human';
  host.newGame();
  await host.updateComplete;
  host.renderRoot.querySelector<HTMLElement>(unmatched.has(host) ? '.start-online' : '.start-screen button')?.focus();
}

/** The ways into the game before playing, which the screen offers beside its choice (the element's own). */
export interface StartEntries {
  /** The rules panel, drawn over the screen while it is open. */
  help: TemplateResult | typeof nothing;
  helpOpen: boolean;
  toggleHelp: () => void;
  open: (part: 'learn' | 'puzzle') => void;
}

/** The level and colour being chosen on a board's screen: the remembered ones, else the board's level and light. */
function choiceOf(host: StartHost): Omit<StartChoice, 'opponent'> {
  let current = choosing.get(host);
  if (!current) {
    const remembered = recall();
    current = { level: remembered?.level ?? host.level, colour: remembered?.colour ?? 'light' };
    choosing.set(host, current);
  }
  return current;
}

/**
 * The screen; `done` is called once a choice is made (the element stops showing it), `again` when
 * online play found no game (the element shows it again: `askAgain`). Each opponent is a card that
 * says what it is; the computer's card comes first, with its level (each level says what it means)
 * and the colour, which apply to it (the colour to online play too); then the ways to learn first.
 * The board stays in sight behind.
 */
export function renderStart(
  host: StartHost,
  lang: Lang,
  done: () => void,
  again: () => void,
  entries?: StartEntries,
): TemplateResult {
  const player = playerWordsOf(lang);
  const words = player.start;
  const current = choiceOf(host);
  const choose = (opponent: StartChoice['opponent']) => {
    done();
    choosing.delete(host);
    unmatched.delete(host);
    // The screen goes at once, whatever the choice changes (online, the page's function may change nothing yet).
    host.requestUpdate();
    setUp(host, { opponent, ...current }, false, true, again);
    // The keyboard goes on into the game, not back to the page's top (online, the room decides what comes).
    if (opponent !== 'online')
      void host.updateComplete.then(() => host.renderRoot.querySelector<HTMLElement>('[part="throw-button"]')?.focus());
  };
  const card = (opponent: StartChoice['opponent'], title: string, line: string, primary = false) =>
    opponentCard(opponent, title, line, primary, () => choose(opponent));
  return html`<section
    class="start-screen"
    part="start-screen"
    role="dialog"
    aria-labelledby="start-title"
    lang=${lang}
    dir=${directionOf(lang)}
  >
    <div class="start-card">
      <h2 id="start-title">${words.title}</h2>
      ${unmatched.has(host) ? html`<p class="start-notice" role="status">${words.noOpponent}</p>` : nothing}
      <div class="computer-choice">
        ${card('computer', words.computer, words.computerLine, true)} ${computerOptions(player, current)}
      </div>
      ${card('friend', words.friend, words.friendLine)}
      ${host.online ? card('online', words.online, words.onlineLine) : nothing}
      ${entries ? startEntries(lang, entries) : nothing}
    </div>
    ${entries?.help ?? nothing}
  </section>`;
}

/** An opponent's card: its icon, its name and the line that says what it is. */
function opponentCard(
  opponent: StartChoice['opponent'],
  title: string,
  line: string,
  primary: boolean,
  choose: () => void,
): TemplateResult {
  return html`<button class="start-${opponent} card${primary ? ' primary' : ''}" @click=${choose}>
    ${icon(opponent)}<span class="card-text"
      ><span class="card-title">${title}</span><span class="card-line">${line}</span></span
    >
  </button>`;
}

/** The computer's level (each saying what it means) and the colour, chosen into `current`. */
function computerOptions(player: PlayerWords, current: Omit<StartChoice, 'opponent'>): TemplateResult {
  const words = player.start;
  return html`<div class="options">
    <label class="level"
      ><span>${words.level}</span>
      <select @change=${(event: Event) => (current.level = (event.target as HTMLSelectElement).value as Level)}>
        ${LEVELS.map(
          (level) =>
            html`<option value=${level} ?selected=${level === current.level}>
              ${player.levels[level]}: ${words.meanings[level]}
            </option>`,
        )}
      </select></label
    >
    ${segmented({
      name: 'colour',
      legend: words.colour,
      values: COLOURS,
      words: words.colours,
      chosen: current.colour,
      choose: (colour) => (current.colour = colour),
    })}
  </div>`;
}

/** The ways to learn first: the rules panel, the lessons and a puzzle. */
function startEntries(lang: Lang, entries: StartEntries): TemplateResult {
  const t = translation(lang);
  return html`<div class="start-entries" role="group" aria-labelledby="start-entries-title">
    <span id="start-entries-title">${playerWordsOf(lang).start.newToUr}</span>
    <button class="help-button quiet" aria-expanded=${entries.helpOpen ? 'true' : 'false'} @click=${entries.toggleHelp}>
      ${icon('rules')}${t.help}
    </button>
    ${(['learn', 'puzzle'] as const).map(
      (part) =>
        html`<button class="${part}-button quiet" @click=${() => entries.open(part)}>${icon(part)}${t[part]}</button>`,
    )}
  </div>`;
}

/**
 * Its CSS: over the whole widget, which stays drawn (and inert) beneath, seen through a veil; the
 * choices on one card; the rules panel, opened from here, over the card.
 */
export const styles = css`
  ${partProperties}
  ${segmentedStyles}
  :host {
    position: relative;
  }
  .start-screen {
    position: absolute;
    inset: 0;
    z-index: 2;
    overflow: auto;
    box-sizing: border-box;
    display: grid;
    place-items: center;
    padding: var(--_space);
    background: color-mix(in srgb, var(--_background) 55%, transparent);
    backdrop-filter: blur(2px);
  }
  .start-card {
    box-sizing: border-box;
    width: min(100%, 26rem);
    display: flex;
    flex-direction: column;
    align-items: stretch;
    gap: var(--_space);
    padding: calc(var(--_space) * 2);
    background: var(--_surface);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    box-shadow: var(--_shadow);
  }
  .start-screen h2 {
    margin: 0 0 calc(var(--_space) / 2);
    font-size: var(--_fs-xl);
    line-height: 1.2;
    text-align: center;
  }
  .start-screen .start-notice {
    margin: 0;
    padding: var(--_space) calc(var(--_space) * 1.5);
    border-inline-start: 4px solid var(--_primary);
    background: color-mix(in srgb, var(--_primary) 16%, var(--_surface));
  }
  .card {
    justify-content: flex-start;
    gap: calc(var(--_space) * 1.5);
    text-align: start;
    padding: var(--_space) calc(var(--_space) * 1.5);
    min-height: 3.5rem;
  }
  .card .icon {
    width: 1.75em;
    height: 1.75em;
  }
  .card-text {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
  .card-title {
    font-size: var(--_fs-l);
    font-weight: 700;
  }
  .card-line {
    font-size: var(--_fs-s);
    font-weight: 400;
  }
  .card:not(.primary) .card-line {
    color: var(--_muted);
  }
  .computer-choice {
    display: flex;
    flex-direction: column;
    gap: var(--_space);
    padding-bottom: var(--_space);
    border-bottom: 1px solid color-mix(in srgb, var(--_border) 50%, transparent);
  }
  .options {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--_space) calc(var(--_space) * 2);
  }
  .level {
    display: flex;
    flex-direction: column;
    gap: 2px;
    flex: 1 1 100%;
    font-size: var(--_fs-s);
    color: var(--_muted);
  }
  .level select {
    font: inherit;
    font-size: var(--_fs);
    font-weight: 600;
    color: var(--_text);
    background: var(--_surface);
    border: 1px solid var(--_border);
    border-radius: var(--_radius-s);
    min-height: 2.75rem;
    padding: 0 var(--_space);
    min-width: 0;
  }
  .level select:focus-visible {
    outline: 3px solid var(--_focus);
    outline-offset: 2px;
  }
  .start-entries {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: center;
    gap: 0 calc(var(--_space) / 2);
    margin-top: calc(var(--_space) / 2);
    font-size: var(--_fs-s);
  }
  .start-entries > span {
    flex-basis: 100%;
    text-align: center;
    color: var(--_muted);
  }
  .start-entries button {
    padding-inline: var(--_space);
  }
  .start-screen > .help-panel {
    position: absolute;
    inset: 0;
    margin: 0;
    max-height: none;
    border-radius: 0;
  }
`;
