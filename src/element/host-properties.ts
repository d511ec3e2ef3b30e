/**
 * The design tokens the first load's own styles read (the board, the text, the type, the space):
 * the `--ur-*` custom properties a page sets, each with the private `--_*` property the styles read
 * and its default in the light palette, read once on the host by styles.ts. The tokens only the
 * parts read, and the whole table, are in css-properties.ts.
 */
import { unsafeCSS } from 'lit';

/** A token: its private property, its default, and the older property it falls back to, if any. */
export type Token = readonly [local: string, fallback: string, older?: string];

export const HOST_PROPERTIES = {
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
  // The widget around it.
  '--ur-text-color': ['--_text', '#2a1d14'],
  '--ur-background': ['--_background', '#fbf7ef'],
  // Type: each system's own interface face, named first so that a Linux desktop's wide default
  // (DejaVu Sans) is the last resort: San Francisco (macOS, iOS), Segoe UI (Windows, with its Arabic),
  // Roboto (Android), then Noto Sans, Ubuntu, Cantarell or Liberation Sans (Linux); nothing to download.
  '--ur-font-family': [
    '--_font',
    "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,'Noto Sans',Ubuntu,Cantarell,'Liberation Sans',system-ui,sans-serif",
  ],
  '--ur-font-size-small': ['--_fs-s', '0.875rem'],
  '--ur-font-size': ['--_fs', '1rem'],
  '--ur-space': ['--_space', '0.5rem'],
} as const satisfies Record<string, Token>;

/** The `--_*` property of the token `name`, read from the page's value, else the older property's, else `fallback`. */
export function tokenDeclaration(name: string, [local, fallback, older]: Token, value = fallback): string {
  return `${local}:var(${name},${older ? `var(${older},${value})` : value})`;
}

/** Each token of `table` read into its `--_*` property, so values set on the page or any ancestor apply. */
export function declarations(table: Record<string, Token>): string {
  return Object.entries(table)
    .map(([name, token]) => tokenDeclaration(name, token))
    .join(';');
}

/** The first load's tokens on the host; the dark palette's rules come as a part of their own (dark-palette.ts). */
export const hostProperties = unsafeCSS(`:host{${declarations(HOST_PROPERTIES)};color-scheme:light}`);
