/**
 * Rule sets as data: boards, paths, tile kinds, dice and the switches of docs/rules.md §3/§4.
 * A variant is a preset of this data; the move generator reads only the resolved `Rules`.
 */
import { DICE, type DiceName } from './dice.js';
import { describeValue } from './describe.js';
import { deepFreeze } from './freeze.js';

export const PLAYERS = Object.freeze(['light', 'dark'] as const);
export type Player = (typeof PLAYERS)[number];
export const opponentOf = (player: Player): Player => (player === 'light' ? 'dark' : 'light');

export const VARIANTS = Object.freeze(['finkel', 'bell', 'masters', 'blitz', 'aseb'] as const);
export type VariantName = (typeof VARIANTS)[number];

export type BoardName = 'classic' | 'aseb';
export type PathName = 'bell' | 'masters' | 'aseb';
/** A tile name: row letter A (light's outer row), B (shared middle row) or C (dark's) and a column number. */
export type TileName = string;
/** Tile kinds of docs/rules.md §4; race variants use only `rosette` and `plain`. */
export const TILE_KINDS = Object.freeze(['plain', 'rosette', 'double', 'eyes', 'five-dots', 'zigzag', 'gate'] as const);
export type TileKind = (typeof TILE_KINDS)[number];
export const FIRST_PLAYERS = Object.freeze([...PLAYERS, 'throw-off'] as const);
export type FirstPlayer = (typeof FIRST_PLAYERS)[number];

/** The drawable shape of a board: which tiles exist, by row letter and column number. */
export interface BoardShape {
  name: BoardName;
  /** Number of columns; tiles are numbered 1..columns. */
  columns: number;
  /** Every tile on the board, row by row (A, B, C). */
  tiles: readonly TileName[];
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const rowTiles = (row: string, columns: number[]) => columns.map((column) => `${row}${column}`);

export const BOARDS: Readonly<Record<BoardName, BoardShape>> = deepFreeze({
  classic: {
    name: 'classic',
    columns: 8,
    tiles: [...rowTiles('A', [1, 2, 3, 4, 7, 8]), ...rowTiles('B', range(1, 8)), ...rowTiles('C', [1, 2, 3, 4, 7, 8])],
  },
  aseb: {
    name: 'aseb',
    columns: 12,
    tiles: [...rowTiles('A', range(1, 4)), ...rowTiles('B', range(1, 12)), ...rowTiles('C', range(1, 4))],
  },
});

/** Light's tiles in walking order; dark walks the mirror image (rows A and C swapped). */
export const PATHS: Readonly<Record<PathName, readonly TileName[]>> = deepFreeze({
  bell: ['A4', 'A3', 'A2', 'A1', ...rowTiles('B', range(1, 8)), 'A8', 'A7'],
  masters: ['A4', 'A3', 'A2', 'A1', ...rowTiles('B', range(1, 7)), 'C7', 'C8', 'B8', 'A8', 'A7'],
  aseb: ['A4', 'A3', 'A2', 'A1', ...rowTiles('B', range(1, 12))],
});

/** The tiles of `path` as walked by `player`. */
export function pathTiles(path: PathName, player: Player): TileName[] {
  return PATHS[path].map((tile) => (player === 'light' ? tile : mirrorTile(tile)));
}

/** The same tile seen from the other side of the board (A <-> C). */
export function mirrorTile(tile: TileName): TileName {
  const row = tile[0];
  return (row === 'A' ? 'C' : row === 'C' ? 'A' : row) + tile.slice(1);
}

const CLASSIC_ROSETTES = ['A1', 'C1', 'B4', 'A7', 'C7'];
const kinds = (entries: Record<Exclude<TileKind, 'plain'>, string[]>) => {
  const result: Record<TileName, TileKind> = {};
  for (const [kind, tiles] of Object.entries(entries)) for (const tile of tiles) result[tile] = kind as TileKind;
  return result;
};
const onlyRosettes = (tiles: string[]) =>
  kinds({ rosette: tiles, double: [], eyes: [], 'five-dots': [], zigzag: [], gate: [] });

/** Bell's board (docs/rules.md §4): every tile has a kind, drawn with its dots. */
const BELL_TILE_KINDS = kinds({
  rosette: CLASSIC_ROSETTES,
  double: ['B3', 'B6'],
  eyes: ['A2', 'C2', 'A4', 'C4', 'B7'],
  'five-dots': ['A3', 'C3', 'B2', 'B5', 'B8'],
  zigzag: ['A8', 'C8'],
  gate: ['B1'],
});

/** Points (dots) each tile kind scores at the end of a bell game (docs/rules.md §4.5). */
export const TILE_POINTS: Readonly<Record<TileKind, number>> = Object.freeze({
  plain: 0,
  rosette: 1,
  double: 2,
  eyes: 4,
  'five-dots': 5,
  zigzag: 3,
  gate: 2,
});

/** Bell's end-of-game scoring. */
export interface Scoring {
  /** Points per loser's piece still on the start square (instead of its tile's dots). */
  startSquare: number;
  /** Points per loser's piece never entered. */
  reserve: number;
}

export const MAX_PIECES = 7;
/** The highest bell match target: a match to it stays far within a record's MAX_ACTIONS (game.ts). */
export const MAX_TARGET_SCORE = 1000;

/** How a switch's value is written: on/off, a whole number in a range, a dice model, or one of a few words. */
type SwitchKind =
  | { kind: 'boolean' }
  | { kind: 'integer'; min: number; max: number }
  | { kind: 'dice' }
  | { kind: 'choice'; values: readonly string[] };

/**
 * One rule switch of the registry: its kind, its value in every variant (`default`, and a variant's
 * own where it differs), and what it changes beyond the moves. The element's property of a switch
 * is its key, and its attribute the key in kebab-case, as for every attribute (src/element/attributes.ts).
 */
export type SwitchSpec = SwitchKind & { readonly [V in VariantName]?: unknown } & {
  default: unknown;
  /**
   * False: the switch does not change a solution table; else a table solved under one value is
   * refused for another (src/ai/tables/table-file.ts). Absent means it does: the safe side.
   */
  tables?: false;
  /** False: a learned evaluation reads any value; else only its preset's (src/ai/learned/learned.ts). Absent means the latter. */
  learned?: false;
};

/**
 * Every rule switch a host page may change (docs/rules.md §3), plus who starts and the match
 * target: the one place a switch is declared. `RuleOptions`, validation, the presets' values, the
 * copy the move generator reads (moves.ts), the element's attributes, the solution tables' rules
 * and the learned evaluations' check all come from it. Adding a switch: an entry here, then what
 * the compiler asks for, in every table keyed by the registry: what it does to the moves
 * (engine/moves.ts) and in the fuzz test's naive model (test/engine/properties.test.ts, which draws
 * every switch of the registry); its sentence and place in the rules panel
 * (src/element/help/help.ts, with its words in every language) and its attribute's words
 * (src/element/attribute-docs.ts); what the evaluation, the network, the reasons and the lessons
 * make of it (src/ai/search/evaluate.ts, src/ai/learned/network.ts, src/ai/review/reasons.ts,
 * src/learn/index.ts). `tables: false` and `learned: false` below where they apply.
 */
export const RULE_SWITCHES = {
  /** Pieces per player, 1..7. */
  pieces: {
    kind: 'integer',
    min: 1,
    max: MAX_PIECES,
    default: 7,
    blitz: 5,
    aseb: 5,
    // The race networks read any number up to NETWORK_PIECES (src/ai/learned/network.ts).
    learned: false,
  },
  dice: {
    kind: 'dice',
    default: 'four-binary',
    masters: 'three-binary-zero-four',
    bell: 'three-tetrahedral',
  },
  /** Home must be reached by the exact throw; off: any throw reaching or passing home bears off. */
  exactExit: { kind: 'boolean', default: true },
  captures: { kind: 'boolean', default: true },
  /** A piece on a rosette cannot be captured. */
  safeRosettes: {
    kind: 'boolean',
    default: false,
    finkel: true,
    aseb: true,
  },
  /** Ending a move on a rosette gives another throw. */
  rosettesExtraTurn: {
    kind: 'boolean',
    default: true,
    bell: false,
  },
  /** A capture gives another throw. */
  capturesExtraTurn: {
    kind: 'boolean',
    default: false,
    blitz: true,
  },
  /** Who starts: a player, or bell's throw-off (docs/rules.md §4.1). A table's values are the side to throw's. */
  firstPlayer: {
    kind: 'choice',
    values: FIRST_PLAYERS,
    default: 'light',
    bell: 'throw-off',
    tables: false,
    learned: false,
  },
  /** Bell match: the score that wins the match. */
  targetScore: {
    kind: 'integer',
    min: 1,
    max: MAX_TARGET_SCORE,
    default: 100,
    tables: false,
    learned: false,
  },
} as const satisfies Record<string, SwitchSpec>;

export type SwitchKey = keyof typeof RULE_SWITCHES;
/** The switches' keys, in the registry's order. */
export const SWITCH_KEYS = Object.keys(RULE_SWITCHES) as SwitchKey[];
/** The switches that change solution tables (learned evaluations). */
export type TableSwitch = {
  [K in SwitchKey]: (typeof RULE_SWITCHES)[K] extends { tables: false } ? never : K;
}[SwitchKey];
export type LearnedSwitch = {
  [K in SwitchKey]: (typeof RULE_SWITCHES)[K] extends { learned: false } ? never : K;
}[SwitchKey];

/** A switch's value type, by its kind. */
type SwitchValue<S> = S extends { kind: 'boolean' }
  ? boolean
  : S extends { kind: 'integer' }
    ? number
    : S extends { kind: 'dice' }
      ? DiceName
      : S extends { values: readonly (infer V)[] }
        ? V
        : never;

/** The switches a host page may change: the registry's keys, each typed by its kind. */
export type RuleOptions = { -readonly [K in SwitchKey]?: SwitchValue<(typeof RULE_SWITCHES)[K]> };

/** A fully resolved rule set: the only thing the move generator reads. */
export interface Rules extends Required<RuleOptions> {
  variant: VariantName;
  board: BoardName;
  path: PathName;
  /** Tiles with a kind other than plain. */
  tileKinds: Readonly<Record<TileName, TileKind>>;
  /** Pieces of one player may share a tile; a stack of two or more cannot be captured (§4.3). */
  stacking: boolean;
  /** `single`: one throw a turn (§3); `series`: bell's turn of several throws (§4.1). */
  turn: 'single' | 'series';
  /** `by-throw`: enter at path index = throw (§3.3); `start-square`: enter on position 1 by `entryThrow` only (§4.2). */
  entry: 'by-throw' | 'start-square';
  /** The throw that enters a piece in `start-square` entry and, used to move, ends a `series` turn. */
  entryThrow: number;
  /** Ending a move on a rosette enters a reserve piece at once (bell, §4.2). */
  rosettesEnter: boolean;
  /** Bell's scoring and match; null for race variants. */
  scoring: Scoring | null;
}

const RACE_DEFAULTS = {
  stacking: false,
  turn: 'single' as const,
  entry: 'by-throw' as const,
  entryThrow: 5,
  rosettesEnter: false,
  scoring: null,
};

/** A variant's race defaults and its value of every switch: its own, or the registry's default. */
const presetOf = (variant: VariantName) => ({
  ...RACE_DEFAULTS,
  ...(Object.fromEntries(
    SWITCH_KEYS.map((key) => {
      const rule: SwitchSpec = RULE_SWITCHES[key];
      return [key, Object.hasOwn(rule, variant) ? rule[variant] : rule.default];
    }),
  ) as Required<RuleOptions>),
  variant,
});

/** The variants' rule sets, deeply frozen: every game of a variant without switches shares its preset. */
export const PRESETS: Readonly<Record<VariantName, Rules>> = deepFreeze({
  finkel: {
    ...presetOf('finkel'),
    board: 'classic',
    path: 'bell',
    tileKinds: onlyRosettes(CLASSIC_ROSETTES),
  },
  masters: {
    ...presetOf('masters'),
    board: 'classic',
    path: 'masters',
    tileKinds: onlyRosettes(CLASSIC_ROSETTES),
  },
  blitz: {
    ...presetOf('blitz'),
    board: 'classic',
    path: 'masters',
    tileKinds: onlyRosettes(CLASSIC_ROSETTES),
  },
  aseb: {
    ...presetOf('aseb'),
    board: 'aseb',
    path: 'aseb',
    tileKinds: onlyRosettes(['A1', 'C1', 'B4', 'B8', 'B12']),
  },
  bell: {
    ...presetOf('bell'),
    board: 'classic',
    path: 'bell',
    tileKinds: BELL_TILE_KINDS,
    stacking: true,
    turn: 'series',
    entry: 'start-square',
    rosettesEnter: true,
    scoring: { startSquare: 10, reserve: 25 },
  },
});

export type Validation = { ok: true; error?: undefined } | { ok: false; error: string };

/** Why `value` is not a value of rule option `key`, or null if it is. */
function switchError(key: string, value: unknown): string | null {
  if (!Object.hasOwn(RULE_SWITCHES, key))
    return `unknown rule option "${key}": expected one of ${SWITCH_KEYS.join(', ')}`;
  const rule: SwitchSpec = RULE_SWITCHES[key as SwitchKey];
  const got = describeValue(value);
  switch (rule.kind) {
    case 'boolean':
      return typeof value === 'boolean' ? null : `rule option "${key}" must be true or false, got ${got}`;
    case 'integer':
      return Number.isInteger(value) && (value as number) >= rule.min && (value as number) <= rule.max
        ? null
        : `${key} must be a whole number from ${rule.min} to ${rule.max}, got ${got}`;
    case 'dice':
      return typeof value === 'string' && Object.hasOwn(DICE, value)
        ? null
        : `unknown dice ${got}: expected one of ${Object.keys(DICE).join(', ')}`;
    case 'choice':
      return rule.values.includes(value as string)
        ? null
        : `${key} must be ${rule.values.slice(0, -1).join(', ')} or ${rule.values.at(-1)}, got ${got}`;
  }
}

/** Checks a variant name and rule switches; never throws. */
export function validateRules(options: { variant?: unknown } & Record<string, unknown> = {}): Validation {
  if (options === null || typeof options !== 'object' || Array.isArray(options))
    return { ok: false, error: 'rules must be an object' };
  const { variant = 'finkel', ...switches } = options;
  if (!VARIANTS.includes(variant as VariantName)) {
    return { ok: false, error: `unknown variant ${describeValue(variant)}: expected one of ${VARIANTS.join(', ')}` };
  }
  for (const [key, value] of Object.entries(switches)) {
    const error = value === undefined ? null : switchError(key, value);
    if (error) return { ok: false, error };
  }
  const { dice } = switches;
  const preset = PRESETS[variant as VariantName];
  const resolvedDice = (dice ?? preset.dice) as DiceName;
  if (preset.entry === 'start-square' && !DICE[resolvedDice].values.includes(preset.entryThrow)) {
    return {
      ok: false,
      error: `dice "${resolvedDice}" never throw ${preset.entryThrow}, so no piece could enter in ${variant}`,
    };
  }
  return { ok: true };
}

/** Resolves a variant and switches to a full, frozen rule set; throws a clear error for invalid input. */
export function resolveRules(variant: VariantName = 'finkel', options: RuleOptions = {}): Rules {
  if (options === null || typeof options !== 'object' || Array.isArray(options))
    throw new Error('rules must be an object');
  // The variant is chosen separately: a `variant` among the switches would silently replace it.
  if ((options as { variant?: unknown }).variant !== undefined)
    throw new Error('unknown rule option "variant": pass the variant separately');
  const check = validateRules({ variant, ...options });
  if (!check.ok) throw new Error(check.error);
  const preset = PRESETS[variant];
  // Only the switches that differ: a game with the preset's rules shares the frozen preset (and
  // its compiled layout); any other rule set is a new frozen object.
  const changed = Object.entries(options).filter(
    ([key, value]) => value !== undefined && value !== preset[key as SwitchKey],
  );
  return changed.length === 0 ? preset : deepFreeze({ ...preset, ...Object.fromEntries(changed) });
}

/** The switches in which `rules` differ from their variant's preset (what a record must store). */
export function ruleOptionsOf(rules: Rules): RuleOptions {
  const preset = PRESETS[rules.variant];
  const options: Record<string, unknown> = {};
  for (const key of SWITCH_KEYS) {
    const value = rules[key];
    if (value !== preset[key]) options[key] = value;
  }
  return options as RuleOptions;
}
