/**
 * Renders `<royal-ur>` from story args. Arg names are the element's attribute names, so the
 * Controls panel and the docs table (from custom-elements.json) speak the same language.
 */
import { html, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { ref } from 'lit/directives/ref.js';
import type { ArgTypes } from '@storybook/web-components-vite';
import type { GameRecord } from '../../src/engine/index.js';
import { defineRoyalUr } from '../../src/royal-ur.js';

// Called, not just imported: a production build may drop a bare side-effect import.
defineRoyalUr();

export interface UrArgs {
  variant?: string;
  pieces?: number;
  dice?: string;
  'exact-exit'?: string;
  captures?: string;
  'safe-rosettes'?: string;
  'rosettes-extra-turn'?: string;
  'captures-extra-turn'?: string;
  'first-player'?: string;
  light?: string;
  dark?: string;
  level?: string;
  'light-level'?: string;
  'dark-level'?: string;
  seed?: string | number;
  lang?: string;
  'light-name'?: string;
  'dark-name'?: string;
  'target-score'?: number;
  flipped?: boolean;
  'animation-duration'?: number;
  hints?: boolean;
  'host-dice'?: boolean;
  /** A game record to load (the `record` property). */
  record?: GameRecord;
  /** Inline style: custom properties for themes. */
  style?: string;
}

/** Empty strings from the Controls panel mean "attribute absent". */
const attr = (value: string | number | undefined) => (value === '' || value === undefined ? undefined : String(value));

/** Loads `record` into the element once it is defined and has rendered. */
function loadRecord(record: GameRecord | undefined) {
  return ref((element) => {
    if (!element || !record) return;
    const board = element as HTMLElementTagNameMap['royal-ur'];
    void customElements.whenDefined('royal-ur').then(async () => {
      // Storybook may hand the ref an element created before the tag was defined.
      customElements.upgrade(board);
      await board.updateComplete;
      board.record = record;
    });
  });
}

export function renderUr(args: UrArgs, id?: string): TemplateResult {
  return html`<royal-ur
    id=${ifDefined(id)}
    variant=${ifDefined(attr(args.variant))}
    pieces=${ifDefined(attr(args.pieces))}
    dice=${ifDefined(attr(args.dice))}
    exact-exit=${ifDefined(attr(args['exact-exit']))}
    captures=${ifDefined(attr(args.captures))}
    safe-rosettes=${ifDefined(attr(args['safe-rosettes']))}
    rosettes-extra-turn=${ifDefined(attr(args['rosettes-extra-turn']))}
    captures-extra-turn=${ifDefined(attr(args['captures-extra-turn']))}
    first-player=${ifDefined(attr(args['first-player']))}
    light=${ifDefined(attr(args.light))}
    dark=${ifDefined(attr(args.dark))}
    level=${ifDefined(attr(args.level))}
    light-level=${ifDefined(attr(args['light-level']))}
    dark-level=${ifDefined(attr(args['dark-level']))}
    seed=${ifDefined(attr(args.seed))}
    lang=${ifDefined(attr(args.lang))}
    light-name=${ifDefined(attr(args['light-name']))}
    dark-name=${ifDefined(attr(args['dark-name']))}
    target-score=${ifDefined(attr(args['target-score']))}
    ?flipped=${args.flipped ?? false}
    animation-duration=${ifDefined(attr(args['animation-duration']))}
    ?hints=${args.hints ?? false}
    ?host-dice=${args['host-dice'] ?? false}
    style=${ifDefined(args.style)}
    ${loadRecord(args.record)}
  ></royal-ur>`;
}

const choice = (options: readonly string[]) => ({ control: 'select' as const, options: ['', ...options] });
const SWITCH = ['on', 'off'] as const;
const SIDES = ['human', 'computer', 'remote'] as const;
const LEVELS = ['beginner', 'easy', 'medium', 'hard', 'expert'] as const;

/**
 * A control for every attribute (empty = attribute absent, the variant's preset applies). The
 * descriptions, types and defaults come from custom-elements.json, so they are not repeated here.
 */
export const attributeArgTypes: Partial<ArgTypes<UrArgs>> = {
  variant: choice(['finkel', 'bell', 'masters', 'blitz', 'aseb']),
  pieces: { control: { type: 'number', min: 1, max: 7 } },
  dice: choice(['four-binary', 'three-binary-zero-four', 'three-tetrahedral']),
  'exact-exit': choice(SWITCH),
  captures: choice(SWITCH),
  'safe-rosettes': choice(SWITCH),
  'rosettes-extra-turn': choice(SWITCH),
  'captures-extra-turn': choice(SWITCH),
  'first-player': choice(['light', 'dark', 'throw-off']),
  light: choice(SIDES),
  dark: choice(SIDES),
  level: choice(LEVELS),
  'light-level': choice(LEVELS),
  'dark-level': choice(LEVELS),
  seed: { control: 'text' },
  lang: choice(['en', 'pt', 'it', 'de', 'fr']),
  'light-name': { control: 'text' },
  'dark-name': { control: 'text' },
  'target-score': { control: { type: 'number', min: 1 } },
  flipped: { control: 'boolean' },
  'animation-duration': { control: { type: 'number', min: 0, step: 100 } },
  hints: { control: 'boolean' },
  'host-dice': { control: 'boolean' },
  record: { control: false, description: 'A game record to load (the `record` property), made in the story file by playing a seeded game.' },
  style: { control: 'text', description: 'Inline style: CSS custom properties for a theme.' },
};
