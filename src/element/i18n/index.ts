/**
 * The element's own words in five languages (the help panel keeps its own texts).
 * Every string a person sees or hears comes from here; names are passed in as plain text.
 */
import { de } from './de.js';
import { en } from './en.js';
import { fr } from './fr.js';
import { it } from './it.js';
import { pt } from './pt.js';

export type Lang = 'en' | 'pt' | 'it' | 'de' | 'fr';

/** The state of an online connection, as the status line shows it (`connectionState`). */
export type ConnectionState = 'connecting' | 'waiting-for-opponent' | 'reconnecting' | 'opponent-reconnecting' | 'opponent-left';
export const CONNECTION_STATES: readonly ConnectionState[] = ['connecting', 'waiting-for-opponent', 'reconnecting', 'opponent-reconnecting', 'opponent-left'];
export const LANGS: readonly Lang[] = ['en', 'pt', 'it', 'de', 'fr'];

/** Everything the element says, for one language. */
export interface UiStrings {
  /** Accessible name of the whole widget. */
  gameLabel: string;
  /** Default player names. */
  light: string;
  dark: string;
  /** Buttons. */
  throwDice: string;
  decline: string;
  undo: string;
  newGame: string;
  nextGame: string;
  help: string;
  closeHelp: string;
  /** Whose action is awaited. */
  toThrow(name: string): string;
  toThrowOff(name: string): string;
  toMove(name: string, distance: number): string;
  eyesChoice(name: string): string;
  thinking(name: string): string;
  waiting(name: string): string;
  /** What just happened. */
  threw(name: string, value: number): string;
  zero(name: string): string;
  noMove(name: string, value: number): string;
  moved(name: string, notation: string): string;
  captured(tile: string): string;
  extraTurn: string;
  declined(name: string): string;
  starts(name: string): string;
  undone: string;
  started: string;
  loaded: string;
  /** The end of a game or match. */
  gameOver: string;
  wins(name: string): string;
  winsMatch(name: string): string;
  points(name: string, points: number): string;
  matchTo(target: number): string;
  /** Online play: the connection's state; `opponent` is the remote side's name. */
  connection: Record<ConnectionState, (opponent: string) => string>;
  /** Hints. */
  bestMove(notation: string): string;
  bestDecline: string;
  winChance(name: string, percent: number): string;
}

const DICTIONARIES: Readonly<Record<Lang, UiStrings>> = { en, pt, it, de, fr };

/** The strings of `lang`. */
export function uiStrings(lang: Lang): UiStrings {
  return DICTIONARIES[lang];
}

/** The supported language of a BCP 47 tag (`pt-BR` → `pt`), or null. */
export function matchLang(tag: string | null | undefined): Lang | null {
  const primary = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return (LANGS as readonly string[]).includes(primary) ? (primary as Lang) : null;
}

/** The language of the page around `element`: the closest `lang` attribute, across shadow roots. */
export function pageLang(element: Element): Lang | null {
  let node: Element | null = element.parentElement ?? hostOf(element);
  while (node) {
    if (node.hasAttribute('lang')) return matchLang(node.getAttribute('lang'));
    node = node.parentElement ?? hostOf(node);
  }
  return matchLang(element.ownerDocument?.documentElement.lang);
}

function hostOf(node: Node): Element | null {
  const root = node.getRootNode();
  return root instanceof ShadowRoot ? root.host : null;
}
