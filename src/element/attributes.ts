/**
 * Attribute parsing: each raw attribute value becomes a valid setting. A wrong value never breaks
 * the board: it logs a console warning naming the attribute and the accepted values, and the
 * default is used instead.
 */
import { DICE, FIRST_PLAYERS, MAX_PIECES, MAX_TARGET_SCORE, validateRules, VARIANTS, type DiceName, type FirstPlayer, type Player, type RuleOptions, type Seed, type VariantName } from '../engine/index.js';
import { LEVELS, type Level } from '../ai/client.js';
import { LANGS, matchLang, type Lang } from './i18n/index.js';

/** Who plays a side: a person at this device, the computer, or the host page (a remote opponent). */
export type Side = 'human' | 'computer' | 'remote';
export const SIDES: readonly Side[] = ['human', 'computer', 'remote'];

export const DEFAULT_LEVEL: Level = 'medium';
export const DEFAULT_ANIMATION_MS = 400;
/** Longest pause accepted for `animation-duration`, in ms. */
export const MAX_ANIMATION_MS = 10_000;

/** Reports a wrong value (the element logs it once). */
export type Warn = (message: string) => void;

/** The attribute values as the element received them (null = attribute absent). */
export interface RawAttributes {
  variant: string | null;
  pieces: string | number | null;
  dice: string | null;
  exactExit: string | boolean | null;
  captures: string | boolean | null;
  safeRosettes: string | boolean | null;
  rosettesExtraTurn: string | boolean | null;
  capturesExtraTurn: string | boolean | null;
  firstPlayer: string | null;
  targetScore: string | number | null;
  seed: string | number | null;
  /** `host-dice`: the host throws every die, so the game has no seed. */
  hostDice: boolean;
}

/** What starts a game. */
export interface GameSetup {
  variant: VariantName;
  rules: RuleOptions;
  /** Undefined: a random seed; null: no dice of its own (`host-dice`). */
  seed: Seed | null | undefined;
}

function warning(attribute: string, value: unknown, accepted: string, fallback: string): string {
  return `<royal-ur>: ${attribute}="${String(value)}" is not valid; accepted values: ${accepted}. Using ${fallback}.`;
}

const absent = (value: unknown): value is null | undefined => value === null || value === undefined;

/** One of `accepted` (case-insensitive), else `fallback` with a warning. */
export function parseChoice<T extends string>(attribute: string, value: unknown, accepted: readonly T[], fallback: T, warn: Warn): T {
  if (absent(value)) return fallback;
  const choice = String(value).trim().toLowerCase();
  if ((accepted as readonly string[]).includes(choice)) return choice as T;
  warn(warning(attribute, value, accepted.join(', '), `"${fallback}"`));
  return fallback;
}

const ON = ['on', 'true', '', 'yes'];
const OFF = ['off', 'false', 'no'];

/** A rule switch: on | off (also true | false; an empty attribute means on); undefined = the preset. */
export function parseSwitch(attribute: string, value: unknown, warn: Warn): boolean | undefined {
  if (absent(value)) return undefined;
  if (typeof value === 'boolean') return value;
  const word = String(value).trim().toLowerCase();
  if (ON.includes(word)) return true;
  if (OFF.includes(word)) return false;
  warn(warning(attribute, value, 'on, off, true, false', "the variant's rule"));
  return undefined;
}

/** A whole number within [min, max], else `fallback` with a warning. */
export function parseInteger<T extends number | undefined>(
  attribute: string,
  value: unknown,
  min: number,
  max: number,
  fallback: T,
  warn: Warn,
): number | T {
  if (absent(value) || value === '') return fallback;
  const number = typeof value === 'number' ? value : Number(String(value).trim());
  if (Number.isInteger(number) && number >= min && number <= max) return number;
  const used = fallback === undefined ? "the variant's rule" : String(fallback);
  warn(warning(attribute, value, `a whole number from ${min} to ${max}`, used));
  return fallback;
}

/** A seed: a number stays a number (so `seed="42"` equals `createGame({ seed: 42 })`), other text is hashed. */
export function parseSeed(value: unknown): Seed | undefined {
  if (absent(value)) return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  const text = String(value).trim();
  if (text === '') return undefined;
  return /^\d+$/.test(text) ? Number(text) : text;
}

/** The variant, rule switches and seed of the attributes; a combination the rules reject is dropped with a warning. */
export function gameSetup(raw: RawAttributes, warn: Warn): GameSetup {
  const variant = parseChoice<VariantName>('variant', raw.variant, VARIANTS, 'finkel', warn);
  const rules: RuleOptions = {
    pieces: parseInteger('pieces', raw.pieces, 1, MAX_PIECES, undefined, warn),
    dice: absent(raw.dice) ? undefined : parseChoice<DiceName | ''>('dice', raw.dice, Object.keys(DICE) as DiceName[], '', warn) || undefined,
    exactExit: parseSwitch('exact-exit', raw.exactExit, warn),
    captures: parseSwitch('captures', raw.captures, warn),
    safeRosettes: parseSwitch('safe-rosettes', raw.safeRosettes, warn),
    rosettesExtraTurn: parseSwitch('rosettes-extra-turn', raw.rosettesExtraTurn, warn),
    capturesExtraTurn: parseSwitch('captures-extra-turn', raw.capturesExtraTurn, warn),
    firstPlayer: absent(raw.firstPlayer)
      ? undefined
      : parseChoice<FirstPlayer | ''>('first-player', raw.firstPlayer, FIRST_PLAYERS, '', warn) || undefined,
    targetScore: parseInteger('target-score', raw.targetScore, 1, MAX_TARGET_SCORE, undefined, warn),
  };
  for (const key of Object.keys(rules) as (keyof RuleOptions)[]) if (rules[key] === undefined) delete rules[key];
  const check = validateRules({ variant, ...rules });
  if (!check.ok) {
    // The only rule that depends on another is bell's entry throw, which needs dice that show it.
    warn(`<royal-ur>: ${check.error}; ignoring dice="${String(raw.dice)}" for variant "${variant}".`);
    delete rules.dice;
  }
  return { variant, rules, seed: raw.hostDice ? null : parseSeed(raw.seed) };
}

/** Who plays `player` (`light` / `dark` attribute). */
export function parseSide(player: Player, value: unknown, warn: Warn): Side {
  return parseChoice<Side>(player, value, SIDES, 'human', warn);
}

/** The computer's level for `player`: its own `*-level` attribute, else `level`, else medium. */
export function parseLevel(player: Player, own: unknown, shared: unknown, warn: Warn): Level {
  const fallback = parseChoice<Level>('level', shared, LEVELS, DEFAULT_LEVEL, warn);
  return parseChoice<Level>(`${player}-level`, own, LEVELS, fallback, warn);
}

/** `animation-duration` in ms: 0 = no animation and no pause. */
export function parseAnimation(value: unknown, warn: Warn): number {
  return parseInteger('animation-duration', value, 0, MAX_ANIMATION_MS, DEFAULT_ANIMATION_MS, warn);
}

/** The element's language: its `lang` attribute if supported (else a warning), else the page's, else English. */
export function parseLang(value: unknown, page: Lang | null, warn: Warn): Lang {
  const fallback = page ?? 'en';
  if (absent(value) || value === '') return fallback;
  const lang = matchLang(String(value));
  if (lang) return lang;
  warn(warning('lang', value, LANGS.join(', '), `"${fallback}"`));
  return fallback;
}
