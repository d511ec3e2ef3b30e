/**
 * Every attribute of `<royal-ur>` in one table: property → attribute (its name in kebab-case) →
 * parser. The element's typed properties, its attribute parsing, the rule options of a new game,
 * the manifest's docs (custom-elements.json, through custom-elements-manifest.config.mjs) and
 * Storybook's controls all come from `ATTRIBUTES`; adding an attribute is one entry here and its
 * words in attribute-docs.ts (kept out of the element's first load; the compiler asks for them).
 * The rule switches' entries come from the engine's registry (RULE_SWITCHES).
 *
 * Properties are typed (numbers as numbers, booleans as booleans) and attributes still take text.
 * A wrong value never breaks the board: it logs a console warning naming the attribute and the
 * accepted values, and the default is used instead.
 */
import {
  DICE,
  RULE_SWITCHES,
  SWITCH_KEYS,
  validateRules,
  VARIANTS,
  type Player,
  type RuleOptions,
  type Seed,
  type SwitchKey,
  type SwitchSpec,
  type VariantName,
} from '../engine/index.js';
import { LEVELS, type Level } from '../ai/search/level-names.js';
import { LANGS, matchLang } from './i18n/lang.js';
import type { Lang } from './i18n/types.js';

/** Who plays a side: a person at this device, the computer, or the host page (a remote opponent). */
export const SIDES = ['human', 'computer', 'remote'] as const;
export type Side = (typeof SIDES)[number];

export const DEFAULT_LEVEL: Level = 'medium';
export const DEFAULT_ANIMATION_MS = 400;
/** Longest pause accepted for `animation-duration`, in ms. */
export const MAX_ANIMATION_MS = 10_000;

/** The computer's pace (`pace`, and the player's own choice): how long it waits before each action (players/pacing.ts). */
export const PACES = ['normal', 'fast', 'instant'] as const;
export type Pace = (typeof PACES)[number];

/** How the board is laid out: by the element's own width (`auto`), or always one way. */
export const ORIENTATIONS = ['auto', 'horizontal', 'vertical'] as const;
export type Orientation = (typeof ORIENTATIONS)[number];
/** Below this width (CSS px of the element itself), `auto` lays the board out vertically. */
export const VERTICAL_BELOW_PX = 600;

/** What the element shows: the game (with its Learn and Puzzle buttons), or the lessons alone (a museum's or a classroom's page). */
export const MODES = ['play', 'learn'] as const;
export type Mode = (typeof MODES)[number];

/** The palette: light, dark, or the system's colour scheme (`auto`); css-properties.ts has both. */
export const THEMES = ['auto', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** How the board is drawn: its own style, or after the British Museum's board (museum-art.ts, loaded only for it). */
export const BOARD_STYLES = ['default', 'museum'] as const;
export type BoardStyle = (typeof BOARD_STYLES)[number];

/** When a board fetches its on-demand parts and starts its computer: at once, or once near the viewport (parts.ts). */
export const LOADINGS = ['eager', 'lazy'] as const;
export type Loading = (typeof LOADINGS)[number];

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

/**
 * One attribute: its property and how a value (attribute text or property value) is read; its
 * words are in attribute-docs.ts. The property's value when the attribute is absent is what
 * `parse` reads from nothing (`defaultOf`).
 */
export interface AttributeSpec<P extends string = string, T = unknown, A extends string = string> {
  attribute: A;
  property: P;
  effect: AttributeEffect;
  /** A boolean attribute (present = on), reflected to the DOM. */
  flag?: boolean;
  /** A text attribute reflected to the DOM (the styles read it). */
  reflect?: boolean;
  /** Reads attribute text or a property value; a wrong one warns and gives the default. */
  parse(value: unknown, warn: Warn): T;
}

/** A property's name in kebab-case (`exactExit` → `exact-exit`): its attribute's. */
export type Kebab<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `-${Lowercase<Head>}`}${Kebab<Tail>}`
  : S;
export const kebab = <S extends string>(name: S): Kebab<S> =>
  name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`) as Kebab<S>;
/** An entry of the table; its attribute is the property's name in kebab-case unless given. */
const spec = <P extends string, T, A extends string = Kebab<P>>(
  entry: Omit<AttributeSpec<P, T, A>, 'attribute'> & { attribute?: A },
): AttributeSpec<P, T, A> => ({ attribute: kebab(entry.property), ...entry }) as AttributeSpec<P, T, A>;
/**
 * The attribute of rule switch `key` (its key in kebab-case, as every attribute is its property's):
 * its value read as the switch's kind says; absent, null (the variant's rule).
 */
type RuleAttribute<K extends SwitchKey> = AttributeSpec<K, Required<RuleOptions>[K] | null, Kebab<K>>;

function ruleAttribute<K extends SwitchKey>(key: K): RuleAttribute<K> {
  const rule: SwitchSpec = RULE_SWITCHES[key];
  const attribute = kebab(key);
  const parse = (value: unknown, warn: Warn) =>
    rule.kind === 'boolean'
      ? parseSwitch(attribute, value, warn)
      : rule.kind === 'integer'
        ? parseInteger(attribute, value, rule.min, rule.max, null, warn)
        : rule.kind === 'dice'
          ? parseChoice(attribute, value, Object.keys(DICE), null, warn, "the variant's dice")
          : parseChoice(attribute, value, rule.values, null, warn, "the variant's rule");
  return spec({ property: key, effect: 'setup', parse }) as RuleAttribute<K>;
}
/** Every rule switch's attribute, in the registry's order. */
const RULE_ATTRIBUTES = SWITCH_KEYS.map(ruleAttribute) as { [K in SwitchKey]: RuleAttribute<K> }[SwitchKey][];

const levelFor = <P extends Player>(player: P) =>
  spec({
    property: `${player}Level` as const,
    effect: 'players',
    parse: (value, warn): Level | null => parseChoice(`${player}-level`, value, LEVELS, null, warn, '`level`'),
  });
const nameFor = <P extends Player>(player: P) =>
  spec({
    property: `${player}Name` as const,
    effect: 'view',
    parse: optionalText,
  });

/** Every attribute, in the order the docs list them. */
export const ATTRIBUTES = [
  spec({
    property: 'variant',
    effect: 'setup',
    parse: (value, warn): VariantName => parseChoice('variant', value, VARIANTS, 'finkel', warn),
  }),
  ...RULE_ATTRIBUTES,
  spec({
    property: 'seed',
    effect: 'setup',
    parse: (value): Seed | null => parseSeed(value),
  }),
  spec({
    property: 'light',
    effect: 'players',
    parse: (value, warn): Side => parseSide('light', value, warn),
  }),
  spec({
    property: 'dark',
    effect: 'players',
    parse: (value, warn): Side => parseSide('dark', value, warn),
  }),
  spec({
    property: 'level',
    effect: 'players',
    parse: (value, warn): Level => parseChoice('level', value, LEVELS, DEFAULT_LEVEL, warn),
  }),
  levelFor('light'),
  levelFor('dark'),
  spec({
    property: 'perfectTable',
    effect: 'players',
    parse: optionalText,
  }),
  spec({
    property: 'reviewSrc',
    effect: 'view',
    parse: optionalText,
  }),
  spec({
    property: 'puzzle',
    effect: 'view',
    // Checked by the puzzle view, which has the puzzles: a bad id warns there and the game stays.
    parse: optionalText,
  }),
  spec({
    // `lang` is HTMLElement's own property (the page's language attribute): this one reads it as the widget's.
    property: 'langAttribute',
    attribute: 'lang',
    effect: 'view',
    parse: (value, warn): Lang | null => parseLang(value, warn),
  }),
  nameFor('light'),
  nameFor('dark'),
  spec({
    property: 'flipped',
    effect: 'view',
    flag: true,
    parse: parseFlag,
  }),
  spec({
    property: 'mode',
    effect: 'view',
    parse: (value, warn): Mode => parseChoice('mode', value, MODES, 'play', warn),
  }),
  spec({
    property: 'orientation',
    effect: 'view',
    parse: (value, warn): Orientation => parseChoice('orientation', value, ORIENTATIONS, 'auto', warn),
  }),
  spec({
    property: 'theme',
    effect: 'view',
    // Reflected: the palette is chosen in CSS, by the attribute, also when the property is set.
    reflect: true,
    parse: (value, warn): Theme => parseChoice('theme', value, THEMES, 'auto', warn),
  }),
  spec({
    property: 'boardStyle',
    effect: 'view',
    parse: (value, warn): BoardStyle => parseChoice('board-style', value, BOARD_STYLES, 'default', warn),
  }),
  spec({
    property: 'coordinates',
    effect: 'view',
    parse: (value, warn): boolean => parseSwitch('coordinates', value, warn, 'on') ?? true,
  }),
  spec({
    property: 'moveList',
    effect: 'view',
    flag: true,
    parse: parseFlag,
  }),
  spec({
    property: 'sound',
    effect: 'view',
    parse: (value, warn): boolean => parseSwitch('sound', value, warn, 'on') ?? true,
  }),
  spec({
    property: 'animationDuration',
    effect: 'players',
    parse: (value, warn): number => parseAnimation(value, warn),
  }),
  spec({
    property: 'pace',
    effect: 'players',
    parse: (value, warn): Pace => parseChoice('pace', value, PACES, 'normal', warn),
  }),
  spec({
    property: 'playForced',
    effect: 'players',
    parse: (value, warn): boolean => parseSwitch('play-forced', value, warn, 'on') ?? true,
  }),
  spec({
    property: 'hints',
    effect: 'players',
    flag: true,
    parse: parseFlag,
  }),
  spec({
    property: 'loading',
    effect: 'view',
    parse: (value, warn): Loading => parseChoice('loading', value, LOADINGS, 'eager', warn),
  }),
  spec({
    property: 'hostDice',
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

/** An attribute's property value when the attribute is absent (for the manifest, Storybook and tests). */
export const defaultOf = (entry: AttributeEntry): unknown => entry.parse(undefined, () => {});

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
  for (const key of SWITCH_KEYS) {
    const value = ATTRIBUTE_OF[key].parse(raw[key], warn);
    if (value !== null) rules[key] = value;
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
