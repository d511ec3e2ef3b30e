/** What each `--ur-*` custom property colours or sets, for the manifest (held to css-properties.ts by the compiler). */
import type { CssPropertyName } from './css-properties.js';

export const CSS_PROPERTY_DOCS: { readonly [Name in CssPropertyName]: string } = {
  '--ur-board-color': "The board's frame.",
  '--ur-tile-color': 'Tiles (and buttons).',
  '--ur-tile-border-color': 'Tile, button and panel borders.',
  '--ur-rosette-color':
    "Lapis of the tile patterns: rosettes, doubles, eyes, five-dots rings, zigzags, gates; bell's dice.",
  '--ur-accent-color': 'Carnelian centres of the patterns (rosette centres, pupils, five-dots).',
  '--ur-mark-color': "Bell's score dots and the count badges.",
  '--ur-light-color': "Light's pieces.",
  '--ur-dark-color': "Dark's pieces.",
  '--ur-highlight-color': 'Legal moves, the last move, the throw button and the hint bar.',
  '--ur-capture-color': 'Destinations that capture.',
  '--ur-focus-color': 'Keyboard focus rings.',
  '--ur-text-color': 'Text.',
  '--ur-background': 'Behind the whole widget.',
  '--ur-font-family': 'Text font.',
  '--ur-radius': 'Corner radius of buttons and panels.',
};
