/**
 * The design system of `<royal-ur>` in one table: the `--ur-*` custom properties a page sets to
 * restyle it, each with the private `--_*` property the styles read and its default in the light
 * palette (the dark palette's are in dark-palette.ts). The `:host` rule below and the manifest
 * (with the words of css-property-docs.ts) come from these tables. A page's own value wins in both
 * palettes.
 */
import { unsafeCSS } from 'lit';

/** A token: its private property, its default, and the older property it falls back to, if any. */
type Token = readonly [local: string, fallback: string, older?: string];

export const CSS_PROPERTIES = {
  // The board, after the British Museum's: shell, lapis, carnelian, bitumen.
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
  // The widget around it.
  '--ur-text-color': ['--_text', '#2a1d14'],
  // Set by a page before these existed, the older property still colours what it coloured: buttons
  // and panels took the tile colours, the throw button the highlight, and all text the text colour.
  '--ur-muted-text-color': ['--_muted', '#5e4b3b', '--ur-text-color'],
  '--ur-background': ['--_background', '#fbf7ef'],
  '--ur-surface-color': ['--_surface', '#fffdf8', '--ur-tile-color'],
  '--ur-border-color': ['--_border', '#9a7b5a', '--ur-tile-border-color'],
  '--ur-primary-color': ['--_primary', '#e9952b', '--ur-highlight-color'],
  '--ur-on-primary-color': ['--_on-primary', '#1d1a17'],
  '--ur-focus-color': ['--_focus', '#2f74e0'],
  '--ur-shadow': ['--_shadow', '0 2px 8px #0002'],
  // Type: each system's own interface face, named first so that a Linux desktop's wide default
  // (DejaVu Sans) is the last resort: San Francisco (macOS, iOS), Segoe UI (Windows, with its Arabic),
  // Roboto (Android), then Noto Sans, Ubuntu, Cantarell or Liberation Sans (Linux); nothing to download.
  '--ur-font-family': [
    '--_font',
    "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,'Noto Sans',Ubuntu,Cantarell,'Liberation Sans',system-ui,sans-serif",
  ],
  // Four sizes.
  '--ur-font-size-small': ['--_fs-s', '0.875rem'],
  '--ur-font-size': ['--_fs', '1rem'],
  '--ur-font-size-large': ['--_fs-l', '1.125rem'],
  '--ur-font-size-title': ['--_fs-xl', '1.375rem'],
  // Space, corners.
  '--ur-space': ['--_space', '0.5rem'],
  '--ur-radius': ['--_radius', '12px'],
  '--ur-control-radius': ['--_radius-s', '8px'],
} as const satisfies Record<string, Token>;

export type CssPropertyName = keyof typeof CSS_PROPERTIES;

/** The `--_*` property of `name`, read from the page's value, else the older property's, else `fallback`. */
export function declaration(name: CssPropertyName, fallback: string = CSS_PROPERTIES[name][1]): string {
  const [local, , older] = CSS_PROPERTIES[name] as Token;
  return `${local}:var(${name},${older ? `var(${older},${fallback})` : fallback})`;
}

/**
 * Each `--ur-*` property read once on the host into its `--_*` one, so values set on the page or
 * any ancestor apply; the dark palette's rules come as a part of their own (dark-palette.ts).
 */
export const hostProperties = unsafeCSS(
  `:host{${Object.keys(CSS_PROPERTIES)
    .map((name) => declaration(name as CssPropertyName))
    .join(';')};color-scheme:light}`,
);
