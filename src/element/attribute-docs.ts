/**
 * What each attribute of `<royal-ur>` takes and does, for the manifest (and so the README) and
 * Storybook's controls. Kept out of the element's code, as event-docs.ts is: the compiler holds it
 * to attributes.ts, so an attribute without its words here does not build.
 */
import {
  DICE,
  MAX_PIECES,
  RULE_SWITCHES,
  SWITCH_KEYS,
  VARIANTS,
  type Player,
  type SwitchKey,
  type SwitchSpec,
} from '../engine/index.js';
import { LEVELS } from '../ai/search/level-names.js';
import {
  BOARD_STYLES,
  kebab,
  LOADINGS,
  PACES,
  MAX_ANIMATION_MS,
  MODES,
  ORIENTATIONS,
  THEMES,
  SIDES,
  VERTICAL_BELOW_PX,
  type AttributeEntry,
  type Kebab,
} from './attributes.js';
import { LANGS } from './i18n/lang.js';

/** How Storybook offers a value. */
export type Control =
  | { kind: 'select'; options: readonly string[] }
  | { kind: 'number'; min?: number; max?: number; step?: number }
  | { kind: 'text' }
  | { kind: 'boolean' };

export interface AttributeDoc {
  /** The property's type, as the manifest and the docs show it. */
  type: string;
  /** The manifest's, README's and Storybook's description. */
  doc: string;
  control: Control;
}

const select = (options: readonly string[]): Control => ({ kind: 'select', options });
const TEXT: Control = { kind: 'text' };
const BOOLEAN: Control = { kind: 'boolean' };

/** What each rule switch does (its type and control come from its kind in RULE_SWITCHES). */
const SWITCH_WORDS: { readonly [K in SwitchKey]: string } = {
  pieces: `Pieces per side, 1-${MAX_PIECES}; absent: the variant's number.`,
  dice: `Dice: ${Object.keys(DICE).join(', ')}; absent: the variant's.`,
  exactExit: 'home must be reached by the exact throw.',
  captures: "landing on an opponent's piece captures it.",
  safeRosettes: 'a piece on a rosette cannot be captured.',
  rosettesExtraTurn: 'ending on a rosette gives another throw.',
  capturesExtraTurn: 'a capture gives another throw.',
  firstPlayer: "who starts; absent: the variant's rule (bell: throw-off).",
  targetScore: 'Bell: the score that wins a match (default 100).',
};

function switchDoc(key: SwitchKey): AttributeDoc {
  const rule: SwitchSpec = RULE_SWITCHES[key];
  const words = SWITCH_WORDS[key];
  switch (rule.kind) {
    case 'boolean':
      return { type: 'boolean | null', doc: `on | off: ${words}`, control: select(['on', 'off']) };
    case 'integer':
      return { type: 'number | null', doc: words, control: { kind: 'number', min: rule.min, max: rule.max } };
    case 'dice':
      return { type: 'DiceName | null', doc: words, control: select(Object.keys(DICE)) };
    case 'choice':
      // The type of a choice is named after its switch (firstPlayer: FirstPlayer).
      return {
        type: `${key.charAt(0).toUpperCase()}${key.slice(1)} | null`,
        doc: `${rule.values.join(' | ')}: ${words}`,
        control: select(rule.values),
      };
  }
}

/** The rule switches' docs, by attribute. */
const SWITCH_DOCS = Object.fromEntries(SWITCH_KEYS.map((key) => [kebab(key), switchDoc(key)])) as {
  [K in SwitchKey as Kebab<K>]: AttributeDoc;
};

const levelFor = (player: Player): AttributeDoc => ({
  type: 'Level | null',
  doc: `${player === 'light' ? 'Light' : 'Dark'}'s computer strength, overriding \`level\`.`,
  control: select(LEVELS),
});
const nameFor = (player: Player): AttributeDoc => ({
  type: 'string | null',
  doc: `${player === 'light' ? 'Light' : 'Dark'}'s name, shown as text.`,
  control: TEXT,
});
const flag = (doc: string): AttributeDoc => ({ type: 'boolean', doc, control: BOOLEAN });

export const ATTRIBUTE_DOCS: { readonly [Name in AttributeEntry['attribute']]: AttributeDoc } = {
  variant: { type: 'VariantName', doc: `Rules: ${VARIANTS.join(', ')}.`, control: select(VARIANTS) },
  ...SWITCH_DOCS,
  seed: {
    type: 'number | string | null',
    doc: 'Dice seed (a number or any text): the same seed throws the same dice. Absent: random.',
    control: TEXT,
  },
  light: {
    type: 'Side',
    doc: 'Who plays light: human (default), computer, or remote (the host page throws and moves for it).',
    control: select(SIDES),
  },
  dark: { type: 'Side', doc: 'Who plays dark: human (default), computer, or remote.', control: select(SIDES) },
  level: {
    type: 'Level',
    doc: `Computer strength: ${LEVELS.join(', ')} (exact play from \`perfect-table\`; expert without it).`,
    control: select(LEVELS),
  },
  'light-level': levelFor('light'),
  'dark-level': levelFor('dark'),
  'perfect-table': {
    type: 'string | null',
    doc: 'URL of a solution table (`npm run solve`) for level perfect and exact hints, read a few bytes at a time with HTTP Range requests; unreadable: expert, with a console message.',
    control: TEXT,
  },
  'review-src': { type: 'string | null', doc: 'URL of a game record (JSON) to open for review.', control: TEXT },
  puzzle: {
    type: 'string | null',
    doc: "A puzzle in place of the game: `daily` (the day's, by UTC date, of the variant, or Finkel's when it has none) or an id (`finkel-12`). The answer's grade fires `ur-puzzle`.",
    control: TEXT,
  },
  lang: {
    type: 'Lang | null',
    doc: "Language: one of `LANGS` (English, and a file a language in src/element/i18n/languages/); absent: the page's language, else English.",
    control: select(LANGS),
  },
  'light-name': nameFor('light'),
  'dark-name': nameFor('dark'),
  flipped: flag(
    "Draw the board from dark's side. Absent: when exactly one side is human, that side sits at the bottom (on the left when vertical), near its player; else light does.",
  ),
  mode: {
    type: 'Mode',
    doc: 'play | learn: the game (its Learn button opens the lessons), or the lessons of the variant alone, built from its rules; the last one offers a game against the computer at beginner.',
    control: select(MODES),
  },
  orientation: {
    type: 'Orientation',
    doc: `auto | horizontal | vertical: the route left to right, or top to bottom with the buttons under the thumb; auto: vertical when the element is narrower than ${VERTICAL_BELOW_PX}px (\`:state(vertical)\`).`,
    control: select(ORIENTATIONS),
  },
  theme: {
    type: 'Theme',
    doc: "auto (default) | light | dark: the palette of the widget around the board (text, buttons, panels); auto follows the system's colour scheme (`prefers-color-scheme`). The custom properties' dark defaults are in docs/api.md.",
    control: select(THEMES),
  },
  'board-style': {
    type: 'BoardStyle',
    doc: "default | museum: the board's look. museum: after the British Museum's Royal Game of Ur (shell squares with its rosette, eyes, five-dot and twelve-dot patterns, lapis and red limestone), for museum and classroom pages; its drawing is fetched only by such a board. The pieces, marks and rules are the same.",
    control: select(BOARD_STYLES),
  },
  coordinates: {
    type: 'boolean',
    doc: "on | off: square names on the board's edges (column numbers, row letters A-C), as moves name them (`B5`). On by default.",
    control: select(['on', 'off']),
  },
  'move-list': flag(
    "Show the list of moves (part `move-list`): each turn's throws and moves, captures and rosettes, the latest in view.",
  ),
  sound: {
    type: 'boolean',
    doc: "on | off: sounds for throws, moves, captures, rosettes, bearing off and a win (synthesised, loaded on first use); none before the page's first click, tap or key. On by default, with a Sound button the player can turn off (remembered); off: silence, and no button.",
    control: select(['on', 'off']),
  },
  'animation-duration': {
    type: 'number',
    doc: "Milliseconds of each move animation; each computer action (and, online, each of the other side's) waits 2.5 times as long (time to read the one before), just this long under prefers-reduced-motion; 0: none (a computer game runs to its end at once).",
    control: { kind: 'number', min: 0, max: MAX_ANIMATION_MS, step: 100 },
  },
  pace: {
    type: 'Pace',
    doc: `${PACES.join(' | ')}: how fast the computer acts. normal: each action waits for the animation and time to read it (see \`animation-duration\`); fast: the animation only; instant: no pause. A Pace menu beside a computer side lets the player choose (remembered; it overrides this).`,
    control: select(PACES),
  },
  'play-forced': {
    type: 'boolean',
    doc: "on | off: after a person's own throw, their only legal move plays itself (animated, the status saying it was the only move). On by default; never for the host's or a remote side's actions.",
    control: select(['on', 'off']),
  },
  hints: flag('Show the best move and the win chance of the person to act.'),
  loading: {
    type: 'Loading',
    doc: 'eager (default) | lazy: lazy, a board fetches its on-demand parts (tile patterns, move list, review, ...) and starts its computer player only once it comes within one screen of the viewport; the board itself is drawn at once.',
    control: select(LOADINGS),
  },
  'host-dice': flag(
    'The host throws every die (online play): the board never throws by itself, fires `ur-throw-request` instead, and its record has no seed.',
  ),
};
