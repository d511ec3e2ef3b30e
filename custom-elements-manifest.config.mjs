// @ts-check
/**
 * `npm run analyze`: custom-elements.json from the element's JSDoc (CSS parts, methods), plus
 * the tables: every attribute and its typed property (src/element/attributes.ts, its words in
 * attribute-docs.ts), every event (events.ts, its words in event-docs.ts) and every CSS property
 * (css-properties.ts, its words in css-property-docs.ts). The script runs the analyzer under tsx so that this file can import them.
 */
import { ATTRIBUTE_DOCS } from './src/element/attribute-docs.ts';
import { ATTRIBUTES, defaultOf } from './src/element/attributes.ts';
import { CSS_PROPERTIES } from './src/element/css-properties.ts';
import { CSS_PROPERTY_DOCS } from './src/element/css-property-docs.ts';
import { DARK_PALETTE } from './src/element/dark-palette.ts';
import { describeEvent, detailTypeName } from './src/element/event-docs.ts';
import { UR_EVENTS } from './src/element/events.ts';

/** A default value as the manifest writes it: code, with strings quoted. */
const literal = (value) => (typeof value === 'string' ? `'${value}'` : String(value));

/** Adds the table's attributes and properties to the `<royal-ur>` class. */
function attributeTable() {
  return {
    name: 'royal-ur-attribute-table',
    packageLinkPhase({ customElementsManifest }) {
      for (const module of customElementsManifest.modules) {
        for (const declaration of module.declarations ?? []) {
          if (declaration.name !== 'RoyalUrElement') continue;
          const documented = (entry) => ({
            type: { text: ATTRIBUTE_DOCS[entry.attribute].type },
            ...(defaultOf(entry) === null ? {} : { default: literal(defaultOf(entry)) }),
            description: ATTRIBUTE_DOCS[entry.attribute].doc,
          });
          declaration.attributes = ATTRIBUTES.map((entry) => ({
            name: entry.attribute,
            ...documented(entry),
            fieldName: entry.property,
          }));
          const fields = ATTRIBUTES.map((entry) => ({
            kind: 'field',
            name: entry.property,
            privacy: 'public',
            ...documented(entry),
            attribute: entry.attribute,
            ...('flag' in entry || 'reflect' in entry ? { reflects: true } : {}),
          }));
          const names = new Set(fields.map((field) => field.name));
          declaration.members = [...fields, ...(declaration.members ?? []).filter((member) => !names.has(member.name))];
          declaration.events = UR_EVENTS.map((name) => ({
            name,
            type: { text: `CustomEvent<${detailTypeName(name)}>` },
            description: describeEvent(name),
          }));
          // In the order of the words' table (css-properties.ts has the first load's tokens first).
          declaration.cssProperties = Object.keys(CSS_PROPERTY_DOCS).map((name) => ({
            name,
            // The dark palette's default (`theme`, or the system's colour scheme) where it differs.
            default: DARK_PALETTE[name]
              ? `${CSS_PROPERTIES[name][1]} (dark: ${DARK_PALETTE[name]})`
              : CSS_PROPERTIES[name][1],
            description: CSS_PROPERTY_DOCS[name],
          }));
        }
      }
    },
  };
}

export default {
  globs: ['src/element/**/*.ts', 'src/*.ts'],
  outdir: '.',
  litelement: true,
  plugins: [attributeTable()],
};
