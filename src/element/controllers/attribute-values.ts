/**
 * The element's attribute-backed properties, made from the attribute table (../attributes.ts): Lit's
 * declarations and one accessor per entry; wrong values are warned about once.
 */
import type { ReactiveElement } from 'lit';
import { ATTRIBUTES, type AttributeValues, type GameSetup, type RawAttributes } from '../attributes.js';

/** Properties whose attributes decide the rules or the dice: changing one starts a new game. */
export const SETUP_PROPERTIES = ATTRIBUTES.filter((entry) => entry.effect === 'setup').map((entry) => entry.property);

/** Lit's declarations of the attribute-backed properties (their accessors are `defineAccessors`'). */
export const ATTRIBUTE_DECLARATIONS = Object.fromEntries(
  ATTRIBUTES.map((entry) => [
    entry.property,
    // Every set is an update: a new wrong value must warn even if it falls back to the same default.
    {
      attribute: entry.attribute,
      noAccessor: true,
      hasChanged: () => true,
      ...('flag' in entry ? { type: Boolean, reflect: true } : 'reflect' in entry ? { reflect: true } : {}),
    },
  ]),
);

const ignore = () => {};

/**
 * One accessor per attribute on `element`'s prototype: it keeps what was given (attribute text or
 * any value) in the element's raw values (`rawOf`) and reads back the typed value; a wrong one reads
 * as the default and warns once, when the element reads them all before its update.
 */
export function defineAccessors<E extends ReactiveElement>(
  element: { prototype: E },
  rawOf: (element: E) => RawAttributes,
): void {
  for (const entry of ATTRIBUTES) {
    Object.defineProperty(element.prototype, entry.property, {
      configurable: true,
      enumerable: true,
      get(this: E) {
        return entry.parse(rawOf(this)[entry.property], ignore);
      },
      set(this: E, value: unknown) {
        const old = (this as unknown as AttributeValues)[entry.property];
        rawOf(this)[entry.property] = value;
        this.requestUpdate(entry.property, old);
      },
    });
  }
}

/** A warning logger that logs each message once (a bad value is reported once). */
export function warnOnce(): (message: string) => void {
  const warned = new Set<string>();
  return (message) => {
    if (warned.has(message)) return;
    warned.add(message);
    console.warn(message);
  };
}

/** The key of a setup: a game started under another starts anew. A random seed (undefined) and the host's dice (null) differ. */
export const setupKey = (setup: GameSetup): string =>
  JSON.stringify([setup.variant, setup.rules, setup.seed === undefined ? 'random' : setup.seed]);
