/**
 * Renders `<royal-ur>` from story args. Arg names are the element's attribute names, and both the
 * args and their controls come from the element's attribute table (src/element/attributes.ts), so
 * the Controls panel and the docs table (from custom-elements.json) speak the same language.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { Directive, directive, type ElementPart } from 'lit/directive.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import { ref } from 'lit/directives/ref.js';
import type { ArgTypes } from '@storybook/web-components-vite';
import type { GameRecord } from '../../src/engine/index.js';
import {
  ATTRIBUTES,
  type AttributeEffect,
  type AttributeEntry,
  type AttributeSpec,
} from '../../src/element/attributes.js';
import { ATTRIBUTE_DOCS, type Control } from '../../src/element/attribute-docs.js';
import { defineRoyalUr } from '../../src/royal-ur.js';

// Called, not just imported: a production build may drop a bare side-effect import.
defineRoyalUr();

/** One arg per attribute, of its control's type (a flag as a boolean, a count as a number, anything else as text: a seed too), plus a record and a style. */
export type UrArgs = {
  [E in AttributeEntry as E['attribute']]?: E extends AttributeSpec<string, boolean, string>
    ? boolean
    : E extends AttributeSpec<string, number | null, string>
      ? number
      : string;
} & {
  /** A game record to load (the `record` property). */
  record?: GameRecord;
  /** Inline style: custom properties for themes. */
  style?: string;
};

/** Sets every attribute of the table from the args: empty strings from the Controls panel mean "attribute absent". */
class AttributesFromArgs extends Directive {
  render(_args: UrArgs) {
    return nothing;
  }
  override update(part: ElementPart, [args]: [UrArgs]) {
    const element = part.element;
    for (const { attribute } of ATTRIBUTES) {
      const value = (args as Record<string, unknown>)[attribute];
      if (value === undefined || value === '' || value === false) element.removeAttribute(attribute);
      else element.setAttribute(attribute, value === true ? '' : String(value));
    }
    return nothing;
  }
}
const attributesFrom = directive(AttributesFromArgs);

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
    style=${ifDefined(args.style)}
    ${attributesFrom(args)}
    ${loadRecord(args.record)}
  ></royal-ur>`;
}

/** A Storybook control for a table entry (empty = attribute absent, the variant's preset applies). */
function controlOf(control: Control): ArgTypes[string] {
  switch (control.kind) {
    case 'select':
      return { control: 'select', options: ['', ...control.options] };
    case 'number':
      return { control: { type: 'number', min: control.min, max: control.max, step: control.step } };
    default:
      return { control: control.kind };
  }
}

/** The Controls panel's groups of attributes, by what a change does: `dice` sits with the rules. */
const SUBCATEGORIES: Readonly<Record<AttributeEffect, string>> = {
  setup: 'rules and dice',
  players: 'players',
  view: 'view',
};

/**
 * A control for every attribute, in its group. The description and type are the table's, as in
 * custom-elements.json, given here too because a CSS part of the same name (`dice`) would
 * otherwise lend its own.
 */
export const attributeArgTypes: Partial<ArgTypes<UrArgs>> = {
  ...Object.fromEntries(
    ATTRIBUTES.map(({ attribute, effect }) => {
      const { control, doc, type } = ATTRIBUTE_DOCS[attribute];
      return [
        attribute,
        {
          ...controlOf(control),
          description: doc,
          table: { category: 'attributes', subcategory: SUBCATEGORIES[effect], type: { summary: type } },
        },
      ];
    }),
  ),
  record: {
    control: false,
    description: 'A game record to load (the `record` property), made in the story file by playing a seeded game.',
  },
  style: { control: 'text', description: 'Inline style: CSS custom properties for a theme.' },
};

/** What custom-elements.json says of a property, CSS part or custom property. */
interface Documented {
  name: string;
  description?: string;
}

/**
 * The element's rows that are documented but not set through args: its typed properties (the
 * attributes set them), events (logged as actions), CSS parts and custom properties (set in CSS).
 * No control for them (no "Set object" buttons that would do nothing); a part named like an
 * attribute gets its own row.
 */
export function documentedArgTypes(element: {
  members?: (Documented & { kind?: string })[];
  events?: Documented[];
  cssParts?: Documented[];
  cssProperties?: Documented[];
}): ArgTypes {
  const attributes = new Set<string>(ATTRIBUTES.map((entry) => entry.attribute));
  const rows = (items: Documented[], category: string) =>
    items.map((item) => [
      attributes.has(item.name) ? `${item.name} (${category})` : item.name,
      { name: item.name, description: item.description, control: { disable: true }, table: { category } },
    ]);
  const fields = (element.members ?? []).filter((member) => member.kind === 'field' && !attributes.has(member.name));
  return Object.fromEntries([
    ...rows(fields, 'properties'),
    ...rows(element.events ?? [], 'events'),
    ...rows(element.cssParts ?? [], 'css shadow parts'),
    ...rows(element.cssProperties ?? [], 'css custom properties'),
  ]);
}
