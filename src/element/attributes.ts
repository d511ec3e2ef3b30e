/**
 * Every attribute of `<royal-ur>` in one table: attribute → property → parser. The element's typed
 * properties, its attribute parsing, the rule options of a new game, the manifest's docs
 * (custom-elements.json, through custom-elements-manifest.config.mjs) and Storybook's controls all
 * come from `ATTRIBUTES`; adding an attribute is one entry here and its words in attribute-docs.ts
 * (kept out of the element's first load; the compiler asks for them).
 *
 * Properties are typed (numbers as numbers, booleans as booleans) and attributes still take text.
 * A wrong value never breaks the board: it logs a console warning naming the attribute and the
 * accepted values, and the default is used instead.
 */
import {
  DICE,
  FIRST_PLAYERS,
  MAX_PIECES,
  MAX_TARGET_SCORE,
  validateRules,
  VARIANTS,
  type DiceName,
  type FirstPlayer,
  type Player,
  type RuleOptions,
  type Seed,
  type VariantName,
} from '../engine/index.js';
import { LEVELS, type Level } from '../ai/level-names.js';
import { LANGS, matchLang } from './i18n/lang.js';
import type { Lang } from './i18n/types.js';

/** Who plays a side: a person at this device, the computer, or the host page (a remote opponent). */
export const SIDES = ['human', 'computer', 'remote'] as const;
export type Side = (typeof SIDES)[number];

export const DEFAULT_LEVEL: Level = 'medium';
export const DEFAULT_ANIMATION_MS = 400;
/** Longest pause accepted for `animation-duration`, in ms. */
export const MAX_ANIMATION_MS = 10_000;

/** How the board is laid out: by the element's own width (`auto`), or always one way. */
export const ORIENTATIONS = ['auto', 'horizontal', 'vertical'] as const;
export type Orientation = (typeof ORIENTATIONS)[number];
/** Below this width (CSS px of the element itself), `auto` lays the board out vertically. */
export const VERTICAL_BELOW_PX = 600;

/** Reports a wrong value (the element logs it once). */
export type Warn = (message: string) => void;

function warning(attribute: string, value: unknown, accepted: string, fallback: string): string {
  return `<royal-ur>: ${attribute}="${String(value)}" is not valid; accepted values: ${accepted}. Using ${fallback}.`;
}

const absent = (value: unknown): value is null | undefined => value === null || value === undefined;
/** A text attribute (a name, a URL): trimmed; absent or blank is null. */
const optionalText = (value: unknown): string | null => (absent(value) ? null : String(value).trim() || null);

/** One of `accepted` (case-insensitive), else `fallback` with a warning that says what is used instead. */
export function parseChoice<T extends string, F extends T | null>(
  attribute: string,
  value: unknown,
  accepted: readonly T[],
  fallback: F,
  warn: Warn,
  fallbackText = `"${String(fallback)}"`,
): T | F {
  if (absent(value)) return fallback;
  const choice = String(value).trim().toLowerCase();
  if ((accepted as readonly string[]).includes(choice)) return choice as T;
  warn(warning(attribute, value, accepted.join(', '), fallbackText));
  return fallback;
}

const ON = ['on', 'true', '', 'yes'];
const OFF = ['off', 'false', 'no'];

/** A rule switch: on | off (also true | false; an empty attribute means on); null = the variant's rule (`fallbackText`). */
export function parseSwitch(
  attribute: string,
  value: unknown,
  warn: Warn,
  fallbackText = "the variant's rule",
): boolean | null {
  if (absent(value)) return null;
  if (typeof value === 'boolean') return value;
  const word = String(value).trim().toLowerCase();
  if (ON.includes(word)) return true;
  if (OFF.includes(word)) return false;
  warn(warning(attribute, value, 'on, off, true, false', fallbackText));
  return null;
}

/** A whole number within [min, max], else `fallback` with a warning. */
export function parseInteger<T extends number | null>(
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
  const used = fallback === null ? "the variant's rule" : String(fallback);
  warn(warning(attribute, value, `a whole number from ${min} to ${max}`, used));
  return fallback;
}

/** A seed: a number stays a number (so `seed="42"` equals `createGame({ seed: 42 })`), other text is kept; null = random. */
export function parseSeed(value: unknown): Seed | null {
  if (absent(value)) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = String(value).trim();
  if (text === '') return null;
  return /^\d+$/.test(text) ? Number(text) : text;
}

/** A boolean attribute: present (any text) or true means on. */
const parseFlag = (value: unknown): boolean => value === true || typeof value === 'string';

/** Who plays `player` (`light` / `dark` attribute). */
export function parseSide(player: Player, value: unknown, warn: Warn): Side {
  return parseChoice(player, value, SIDES, 'human', warn);
}

/** `animation-duration` in ms: 0 = no animation and no pause. */
export function parseAnimation(value: unknown, warn: Warn): number {
  return parseInteger('animation-duration', value, 0, MAX_ANIMATION_MS, DEFAULT_ANIMATION_MS, warn);
}

/** A supported language (BCP 47 tags match their primary subtag: `pt-BR` is `pt`); null = the page's. */
export function parseLang(value: unknown, warn: Warn): Lang | null {
  if (absent(value) || value === '') return null;
  const lang = matchLang(String(value));
  if (!lang) warn(warning('lang', value, LANGS.join(', '), "the page's language"));
  return lang;
}

/** What changing an attribute does: start a new game (`setup`), or change how it is played or shown. */
export type AttributeEffect = 'setup' | 'players' | 'view';

/** One attribute: its property and how a value (attribute text or property value) is read; its words are in attribute-docs.ts. */
export interface AttributeSpec<P extends string = string, T = unknown, A extends string = string> {
  attribute: A;
  property: P;
  /** The property's value when the attribute is absent. */
  default: T;
  effect: AttributeEffect;
  /** A boolean attribute (present = on), reflected to the DOM. */
  flag?: boolean;
  /** A rule switch: the property is the `RuleOptions` key of the same name (null = the variant's rule). */
  rule?: boolean;
  /** Reads attribute text or a property value; a wrong one warns and gives the default. */
  parse(value: unknown, warn: Warn): T;
}

/** An attribute's name in camelCase (`exact-exit` → `exactExit`). */
type Camel<S extends string> = S extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<Camel<Tail>>}` : S;
/** An entry of the table; its property is the attribute's name in camelCase unless given. */
const spec = <A extends string, T, P extends string = Camel<A>>(
  entry: Omit<AttributeSpec<P, T, A>, 'property'> & { property?: P },
): AttributeSpec<P, T, A> =>
  ({
    property: entry.attribute.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()),
    ...entry,
  }) as AttributeSpec<P, T, A>;
/** A rule switch: its property is the `RuleOptions` key. */
const ruleSwitch = <A extends string>(attribute: A & (Camel<A> extends keyof RuleOptions ? A : never)) =>
  spec({
    attribute,
    default: null,
    effect: 'setup',
    rule: true,
    parse: (value, warn) => parseSwitch(attribute, value, warn),
  });
const levelFor = <P extends Player>(player: P) =>
  spec({
    attribute: `${player}-level` as const,
    default: null,
    effect: 'players',
    parse: (value, warn): Level | null => parseChoice(`${player}-level`, value, LEVELS, null, warn, '`level`'),
  });
const nameFor = <P extends Player>(player: P) =>
  spec({
    attribute: `${player}-name` as const,
    default: null,
    effect: 'view',
    parse: optionalText,
  });

/** Every attribute, in the order the docs list them. */
export const ATTRIBUTES = [
  spec({
    attribute: 'variant',
    default: 'finkel' as VariantName,
    effect: 'setup',
    parse: (value, warn): VariantName => parseChoice('variant', value, VARIANTS, 'finkel', warn),
  }),
  spec({
    attribute: 'pieces',
    default: null,
    effect: 'setup',
    rule: true,
    parse: (value, warn): number | null => parseInteger('pieces', value, 1, MAX_PIECES, null, warn),
  }),
  spec({
    attribute: 'dice',
    default: null,
    effect: 'setup',
    rule: true,
    parse: (value, warn): DiceName | null =>
      parseChoice('dice', value, Object.keys(DICE) as DiceName[], null, warn, "the variant's dice"),
  }),
  ruleSwitch('exact-exit'),
  ruleSwitch('captures'),
  ruleSwitch('safe-rosettes'),
  ruleSwitch('rosettes-extra-turn'),
  ruleSwitch('captures-extra-turn'),
  spec({
    attribute: 'first-player',
    default: null,
    effect: 'setup',
    rule: true,
    parse: (value, warn): FirstPlayer | null =>
      parseChoice('first-player', value, FIRST_PLAYERS, null, warn, "the variant's rule"),
  }),
  spec({
    attribute: 'target-score',
    default: null,
    effect: 'setup',
    rule: true,
    parse: (value, warn): number | null => parseInteger('target-score', value, 1, MAX_TARGET_SCORE, null, warn),
  }),
  spec({
    attribute: 'seed',
    default: null,
    effect: 'setup',
    parse: (value): Seed | null => parseSeed(value),
  }),
  spec({
    attribute: 'light',
    default: 'human' as Side,
    effect: 'players',
    parse: (value, warn): Side => parseSide('light', value, warn),
  }),
  spec({
    attribute: 'dark',
    default: 'human' as Side,
    effect: 'players',
    parse: (value, warn): Side => parseSide('dark', value, warn),
  }),
  spec({
    attribute: 'level',
    default: DEFAULT_LEVEL,
    effect: 'players',
    parse: (value, warn): Level => parseChoice('level', value, LEVELS, DEFAULT_LEVEL, warn),
  }),
  levelFor('light'),
  levelFor('dark'),
  spec({
    attribute: 'perfect-table',
    default: null,
    effect: 'players',
    parse: optionalText,
  }),
  spec({
    attribute: 'review-src',
    default: null,
    effect: 'view',
    parse: optionalText,
  }),
  spec({
    attribute: 'puzzle',
    default: null,
    effect: 'view',
    // Checked by the puzzle view, which has the puzzles: a bad id warns there and the game stays.
    parse: optionalText,
  }),
  spec({
    attribute: 'lang',
    // `lang` is HTMLElement's own property (the page's language attribute): this one reads it as the widget's.
    property: 'langAttribute',
    default: null,
    effect: 'view',
    parse: (value, warn): Lang | null => parseLang(value, warn),
  }),
  nameFor('light'),
  nameFor('dark'),
  spec({
    attribute: 'flipped',
    default: false,
    effect: 'view',
    flag: true,
    parse: parseFlag,
  }),
  spec({
    attribute: 'orientation',
    default: 'auto' as Orientation,
    effect: 'view',
    parse: (value, warn): Orientation => parseChoice('orientation', value, ORIENTATIONS, 'auto', warn),
  }),
  spec({
    attribute: 'coordinates',
    default: true,
    effect: 'view',
    parse: (value, warn): boolean => parseSwitch('coordinates', value, warn, 'on') ?? true,
  }),
  spec({
    attribute: 'move-list',
    default: false,
    effect: 'view',
    flag: true,
    parse: parseFlag,
  }),
  spec({
    attribute: 'sound',
    default: false,
    effect: 'view',
    flag: true,
    parse: parseFlag,
  }),
  spec({
    attribute: 'animation-duration',
    default: DEFAULT_ANIMATION_MS,
    effect: 'players',
    parse: (value, warn): number => parseAnimation(value, warn),
  }),
  spec({
    attribute: 'hints',
    default: false,
    effect: 'players',
    flag: true,
    parse: parseFlag,
  }),
  spec({
    attribute: 'host-dice',
    default: false,
    effect: 'setup',
    flag: true,
    parse: parseFlag,
  }),
] as const;

export type AttributeEntry = (typeof ATTRIBUTES)[number];
/** A property backed by an attribute. */
export type AttributeProperty = AttributeEntry['property'];
/** The typed value of every attribute-backed property. */
export type AttributeValues = {
  [E in AttributeEntry as E['property']]: E extends AttributeSpec<string, infer T, string> ? T : never;
};
/** The values as the element received them: attribute text, or whatever a property was set to (absent: undefined or null). */
export type RawAttributes = Partial<Record<AttributeProperty, unknown>>;

/** The entry of a property. */
export const ATTRIBUTE_OF: Readonly<Record<AttributeProperty, AttributeEntry>> = Object.fromEntries(
  ATTRIBUTES.map((entry) => [entry.property, entry]),
) as Record<AttributeProperty, AttributeEntry>;

/** The typed value of every attribute, warning about each wrong one. */
export function readAttributes(raw: RawAttributes, warn: Warn): AttributeValues {
  return Object.fromEntries(
    ATTRIBUTES.map((entry) => [entry.property, entry.parse(raw[entry.property], warn)]),
  ) as AttributeValues;
}

/** What starts a game. */
export interface GameSetup {
  variant: VariantName;
  rules: RuleOptions;
  /** Undefined: a random seed; null: no dice of its own (`host-dice`). */
  seed: Seed | null | undefined;
}

/** The variant, rule switches and seed of the attributes; a combination the rules reject is dropped with a warning. */
export function gameSetup(raw: RawAttributes, warn: Warn): GameSetup {
  const variant = ATTRIBUTE_OF.variant.parse(raw.variant, warn) as VariantName;
  const rules: Record<string, unknown> = {};
  for (const entry of ATTRIBUTES) {
    if (!('rule' in entry)) continue;
    const value = entry.parse(raw[entry.property], warn);
    if (value !== null) rules[entry.property] = value;
  }
  const check = validateRules({ variant, ...rules });
  if (!check.ok) {
    // The only rule that depends on another is bell's entry throw, which needs dice that show it.
    warn(`<royal-ur>: ${check.error}; ignoring dice="${String(raw.dice)}" for variant "${variant}".`);
    delete rules.dice;
  }
  return {
    variant,
    rules: rules as RuleOptions,
    seed: parseFlag(raw.hostDice) ? null : (parseSeed(raw.seed) ?? undefined),
  };
}
