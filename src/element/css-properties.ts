/**
 * The `--ur-*` custom properties a page sets to restyle `<royal-ur>`: each with the private
 * `--_*` property the styles read and its default. The `:host` rule below and the manifest (with
 * the words of css-property-docs.ts) come from this table.
 */
import { unsafeCSS } from 'lit';

export const CSS_PROPERTIES = {
  '--ur-board-color': ['--_board', '#3d2718'],
  '--ur-tile-color': ['--_tile', '#f1e4c6'],
  '--ur-tile-border-color': ['--_tile-border', '#a67e52'],
  '--ur-rosette-color': ['--_rosette', '#2b4c91'],
  '--ur-accent-color': ['--_accent', '#b8452b'],
  '--ur-mark-color': ['--_mark', '#1e1612'],
  '--ur-light-color': ['--_light', '#f7f0e0'],
  '--ur-dark-color': ['--_dark', '#2b2421'],
  '--ur-highlight-color': ['--_hl', '#f2a93b'],
  '--ur-capture-color': ['--_capture', '#e0452c'],
  '--ur-focus-color': ['--_focus', '#3b8cff'],
  '--ur-text-color': ['--_text', '#2a1d14'],
  '--ur-background': ['--_background', 'transparent'],
  '--ur-font-family': ['--_font', "ui-serif, Georgia, 'Times New Roman', serif"],
  '--ur-radius': ['--_radius', '12px'],
} as const;

export type CssPropertyName = keyof typeof CSS_PROPERTIES;

/** Each `--ur-*` property read once on the host into its `--_*` one, so values set on the page or any ancestor apply. */
export const hostProperties = unsafeCSS(
  `:host{${Object.entries(CSS_PROPERTIES)
    .map(([name, [local, fallback]]) => `${local}:var(${name},${fallback})`)
    .join(';')}}`,
);
