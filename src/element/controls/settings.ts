/**
 * The player's own settings, a part of their own (loaded when shown): the Sound button (with
 * `sound` on; its icon says on or off) and, beside a computer side, the computer's Pace choice. Each choice is remembered in
 * localStorage for every board of the site; where storage is blocked it holds for this visit only.
 */
import { html, type TemplateResult } from 'lit';
import { PACES, type Pace, type Side } from '../attributes.js';
import { loadedLanguage } from '../i18n/lang.js';
import { icon } from './icons.js';
import { segmented, segmentedStyles } from './segmented.js';
import { enSettings } from '../i18n/en/settings.js';
import type { Lang, SettingsWords } from '../i18n/types.js';

/** The settings' words in `lang` (English's until its file is loaded). */
export const settingsWordsOf = (lang: Lang): SettingsWords => loadedLanguage(lang)?.settings ?? enSettings;

/** The storage keys of the choices. */
const SOUND_KEY = 'royal-ur-sound';
const PACE_KEY = 'royal-ur-pace';

/** The choices made this visit, for when storage is blocked. */
const kept = new Map<string, string>();

function recall(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    // Storage blocked (privacy settings, a sandboxed frame): this visit's choice only.
    return kept.get(key) ?? null;
  }
}

function remember(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Blocked or full: kept for this visit.
    kept.set(key, value);
  }
}

/** The player has not turned the sound off. */
export const soundOn = (): boolean => recall(SOUND_KEY) !== 'off';

/** Plays `event`'s sound where `sound` is on and the player has not turned it off (the synthesiser and its cues load on first use). */
export function soundOf(host: { sound: boolean }, event: Event): void {
  if (host.sound && soundOn()) void import('./sound.js').then(({ sound }) => sound(event));
}

/** The pace the player chose, if any (it overrides the page's `pace`). */
export function chosenPace(): Pace | null {
  const pace = recall(PACE_KEY);
  return (PACES as readonly string[]).includes(pace!) ? (pace as Pace) : null;
}

/** What the settings read of the element, and how they ask it to redraw. */
export interface SettingsHost {
  readonly sound: boolean;
  readonly light: Side;
  readonly dark: Side;
  readonly pace: Pace;
  requestUpdate(): void;
}

/** The Sound button (with `sound` on) and the Pace menu (with a computer side); nothing else. */
export function renderSettings(host: SettingsHost, lang: Lang): TemplateResult {
  const w = settingsWordsOf(lang);
  const on = soundOn();
  const pace = chosenPace() ?? host.pace;
  const computer = host.light === 'computer' || host.dark === 'computer';
  const choose = (key: string, value: string) => {
    remember(key, value);
    host.requestUpdate();
  };
  return html`${
    host.sound
      ? html`<button
          class="sound-button quiet"
          part="sound-button"
          aria-pressed=${on ? 'true' : 'false'}
          @click=${() => choose(SOUND_KEY, on ? 'off' : 'on')}
        >
          ${icon(on ? 'soundOn' : 'soundOff')}${w.sound}
        </button>`
      : ''
  }${
    computer
      ? segmented({
          name: 'pace',
          part: 'pace',
          legend: w.pace,
          values: PACES,
          words: w.paces,
          chosen: pace,
          choose: (value) => choose(PACE_KEY, value),
        })
      : ''
  }`;
}

/** Its CSS: Pace as a segmented control (controls/segmented.ts). */
export const styles = segmentedStyles;
