/**
 * The design system of `<royal-ur>` in one table: the `--ur-*` custom properties a page sets to
 * restyle it, each with the private `--_*` property the styles read and its default in the light
 * palette (the dark palette's are in dark-palette.ts). Those the first load's styles read are in
 * host-properties.ts, read on the host by styles.ts; those only the parts read (surfaces, borders,
 * the primary action, focus, elevation, the larger type, corners) are read on the host by the
 * styles of each part that uses them (`partProperties`), so that the first load does without them.
 * The manifest (with the words of css-property-docs.ts) comes from the whole table. A page's own
 * value wins in both palettes.
 */
import { unsafeCSS } from 'lit';
import { declarations, HOST_PROPERTIES, tokenDeclaration, type Token } from './host-properties.js';

const PART_PROPERTIES = {
  '--ur-capture-color': ['--_capture', '#e0452c'],
  // Set by a page before these existed, the older property still colours what it coloured: buttons
  // and panels took the tile colours, the throw button the highlight, and all text the text colour.
  '--ur-muted-text-color': ['--_muted', '#5e4b3b', '--ur-text-color'],
  '--ur-surface-color': ['--_surface', '#fffdf8', '--ur-tile-color'],
  '--ur-border-color': ['--_border', '#9a7b5a', '--ur-tile-border-color'],
  '--ur-primary-color': ['--_primary', '#e9952b', '--ur-highlight-color'],
  '--ur-on-primary-color': ['--_on-primary', '#1d1a17'],
  '--ur-focus-color': ['--_focus', '#2f74e0'],
  '--ur-shadow': ['--_shadow', '0 2px 8px #0002'],
  // The review's win-chance graph: light's side above the even line, dark's below, and the chance
  // line across both (3:1 on each). Unset, a page's piece and highlight colours colour them, as before.
  '--ur-graph-light-color': ['--_graph-light', '#f7f0e0', '--ur-light-color'],
  '--ur-graph-dark-color': ['--_graph-dark', '#2b2421', '--ur-dark-color'],
  '--ur-graph-line-color': ['--_graph-line', '#c0641a', '--ur-highlight-color'],
  '--ur-font-size-large': ['--_fs-l', '1.125rem'],
  '--ur-font-size-title': ['--_fs-xl', '1.375rem'],
  // Corners.
  '--ur-radius': ['--_radius', '12px'],
  '--ur-control-radius': ['--_radius-s', '8px'],
} as const satisfies Record<string, Token>;

export const CSS_PROPERTIES = { ...HOST_PROPERTIES, ...PART_PROPERTIES };

export type CssPropertyName = keyof typeof CSS_PROPERTIES;

/** The `--_*` property of `name`, read from the page's value, else the older property's, else `fallback`. */
export function declaration(name: CssPropertyName, fallback?: string): string {
  return tokenDeclaration(name, CSS_PROPERTIES[name], fallback);
}

/** The parts' tokens on the host, in the styles of each part that reads them (the dark palette's rules win: they are more specific). */
export const partProperties = unsafeCSS(`:host{${declarations(PART_PROPERTIES)}}`);
