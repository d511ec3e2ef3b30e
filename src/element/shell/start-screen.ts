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
import { directionOf } from '../i18n/lang.js';
import type { Lang } from '../i18n/types.js';
import { playerWordsOf } from './names.js';

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

/**
 * The screen; `done` is called once a choice is made (the element stops showing it), `again` when
 * online play found no game (the element shows it again: `askAgain`).
 */
export function renderStart(host: StartHost, lang: Lang, done: () => void, again: () => void): TemplateResult {
  const words = playerWordsOf(lang).start;
  const remembered = recall();
  let current = choosing.get(host);
  if (!current) {
    current = { level: remembered?.level ?? host.level, colour: remembered?.colour ?? 'light' };
    choosing.set(host, current);
  }
  const choose = (opponent: StartChoice['opponent']) => {
    done();
    choosing.delete(host);
    unmatched.delete(host);
    // The screen goes at once, whatever the choice changes (online, the page's function may change nothing yet).
    host.requestUpdate();
    setUp(host, { opponent, ...current }, false, true, again);
  };
  return html`<section
    class="start-screen"
    part="start-screen"
    role="dialog"
    aria-labelledby="start-title"
    lang=${lang}
    dir=${directionOf(lang)}
  >
    <h2 id="start-title">${words.title}</h2>
    ${unmatched.has(host) ? html`<p class="start-notice" role="status">${words.noOpponent}</p>` : nothing}
    <button class="start-friend" @click=${() => choose('friend')}>${words.friend}</button>
    <fieldset class="colour">
      <legend>${words.colour}</legend>
      ${COLOURS.map(
        (colour) =>
          html`<label
            ><input
              type="radio"
              name="colour"
              value=${colour}
              .checked=${current.colour === colour}
              @change=${() => (current.colour = colour)}
            />${words.colours[colour]}</label
          >`,
      )}
    </fieldset>
    <label class="level"
      >${words.level}
      <select @change=${(event: Event) => (current.level = (event.target as HTMLSelectElement).value as Level)}>
        ${LEVELS.map(
          (level) =>
            html`<option value=${level} ?selected=${level === current.level}>
              ${playerWordsOf(lang).levels[level]}
            </option>`,
        )}
      </select></label
    >
    <button class="start-computer" @click=${() => choose('computer')}>${words.computer}</button>
    ${
      host.online
        ? html`<button class="start-online" @click=${() => choose('online')}>${words.online}</button>`
        : nothing
    }
  </section>`;
}

/** Its CSS: over the whole widget, which stays drawn (and inert) beneath; the choices in one column. */
export const styles = css`
  :host {
    position: relative;
  }
  .start-screen {
    position: absolute;
    inset: 0;
    z-index: 2;
    overflow: auto;
    box-sizing: border-box;
    display: flex;
    flex-direction: column;
    align-items: stretch;
    justify-content: center;
    gap: 0.75rem;
    max-width: 100%;
    padding: 1rem max(1rem, 50% - 12rem);
    /* The tile colour: the page's own background may be transparent, and the board must not show through. */
    background: var(--_tile);
  }
  .start-screen h2 {
    margin: 0;
    font-size: 1.25rem;
    text-align: center;
  }
  .start-screen .start-notice {
    margin: 0;
    padding: 0.5rem 0.75rem;
    border-inline-start: 4px solid var(--_hl);
    background: color-mix(in srgb, var(--_hl) 20%, transparent);
  }
  .start-screen fieldset {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1rem;
    margin: 0;
    border: 2px solid var(--_tile-border);
    border-radius: var(--_radius);
  }
  .start-screen fieldset label,
  .start-screen .level {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    min-height: 2.75rem;
  }
  .start-screen input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
  }
  .start-screen select {
    font: inherit;
    min-height: 2.75rem;
    flex: 1;
  }
  .start-screen button {
    min-height: 2.75rem;
  }
  .start-screen .start-computer {
    font-weight: 700;
    background: var(--_hl);
    color: #1d1a17;
  }
`;
