/**
 * The controls' icons: small inline SVG line drawings of our own on a 24-unit grid, drawn in the
 * text colour (`currentColor`) and hidden from screen readers (each button says its word). Loaded
 * with the parts that draw buttons, never with the first load.
 */
import { html, type TemplateResult } from 'lit';

const PATHS = {
  // One of the game's tetrahedral dice, tumbling: seen from the side, two faces showing and three
  // corners on the ground, so that it reads as a die and not as a warning sign's flat triangle.
  throw: 'M13 3 3 15.5l7 5.5 11-5.5zM13 3l-3 18',
  undo: 'M9 14 4 9l5-5M4 9h11a5 5 0 0 1 0 10h-3',
  newGame: 'M20 12a8 8 0 1 1-2.3-5.7L20 8.6M20 3v5.6h-5.6',
  resign: 'M5 21V4h11l-2 4 2 4H5',
  rules: 'M3 5h6a3 3 0 0 1 3 3v12a2 2 0 0 0-2-2H3zM21 5h-6a3 3 0 0 0-3 3v12a2 2 0 0 1 2-2h7z',
  learn: 'M2 9l10-5 10 5-10 5zM6 11v5c3 2.5 9 2.5 12 0v-5M22 9v6',
  puzzle: 'M12 3a6 6 0 0 0-4 10.5V17h8v-3.5A6 6 0 0 0 12 3zM9 21h6',
  soundOn: 'M4 9h4l5-4v14l-5-4H4zM16.5 9a4 4 0 0 1 0 6M19 6a8 8 0 0 1 0 12',
  soundOff: 'M4 9h4l5-4v14l-5-4H4zM17 9.5l5 5M22 9.5l-5 5',
  review: 'M3 3v18h18M7 15l4-4 3 3 6-7',
  // Drawn pointing back in the reading direction (mirrored right to left, in CSS).
  back: 'M20 12H5M11 6l-6 6 6 6',
  more: 'M5 12h.01M12 12h.01M19 12h.01',
  friend: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21a7 7 0 0 1 14 0M16 3.5a4 4 0 0 1 0 7.5M22 21a7 7 0 0 0-4-6.3',
  computer: 'M3 4h18v12H3zM8 21h8M12 16v5',
  online: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c3.5 3.5 3.5 14.5 0 18M12 3c-3.5 3.5-3.5 14.5 0 18',
} as const;

export type IconName = keyof typeof PATHS;

/** The icon `name`, sized by the button's text (`.icon` in `styles`). */
export const icon = (name: IconName): TemplateResult =>
  html`<svg class="icon icon-${name}" viewBox="0 0 24 24" aria-hidden="true"><path d=${PATHS[name]} /></svg>`;
