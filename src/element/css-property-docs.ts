/** What each `--ur-*` custom property colours or sets, for the manifest (held to css-properties.ts by the compiler). */
import type { CssPropertyName } from './css-properties.js';

export const CSS_PROPERTY_DOCS: { readonly [Name in CssPropertyName]: string } = {
  '--ur-board-color': "The board's frame.",
  '--ur-tile-color': 'Tiles.',
  '--ur-tile-border-color': 'Tile borders.',
  '--ur-rosette-color':
    "Lapis of the tile patterns: rosettes, doubles, eyes, five-dots rings, zigzags, gates; bell's dice.",
  '--ur-accent-color': 'Carnelian centres of the patterns (rosette centres, pupils, five-dots).',
  '--ur-mark-color': "Bell's score dots and the count badges.",
  '--ur-light-color': "Light's pieces.",
  '--ur-dark-color': "Dark's pieces.",
  '--ur-highlight-color': 'Legal moves, the last move and the hint bar.',
  '--ur-capture-color': 'Destinations that capture.',
  '--ur-text-color': 'Text.',
  '--ur-muted-text-color':
    "Secondary text: what a choice means, a score, a legend. Unset, a page's `--ur-text-color` colours it too.",
  '--ur-background': 'Behind the whole widget.',
  '--ur-surface-color':
    "Buttons, cards and panels (the start screen, the game over, the rules). Unset, a page's `--ur-tile-color` colours them, as it did before.",
  '--ur-border-color':
    "Button, card and panel borders. Unset, a page's `--ur-tile-border-color` colours them, as it did before.",
  '--ur-primary-color':
    "The one action to take: Throw, the computer on the start screen, Play again. Unset, a page's `--ur-highlight-color` colours it, as it coloured Throw before.",
  '--ur-on-primary-color': 'Text and icons on the primary colour.',
  '--ur-focus-color': 'Keyboard focus rings.',
  '--ur-shadow': 'Elevation of cards and panels (a box-shadow).',
  '--ur-graph-light-color':
    "The review graph's upper part, where light is winning. Unset, a page's `--ur-light-color` colours it, as it did before.",
  '--ur-graph-dark-color':
    "The review graph's lower part, where dark is winning. Unset, a page's `--ur-dark-color` colours it, as it did before.",
  '--ur-graph-line-color':
    "The review graph's win-chance line. Unset, a page's `--ur-highlight-color` colours it, as it did before.",
  '--ur-font-family': 'Text font: the system interface font of each platform by default.',
  '--ur-font-size-small': 'Small type: legends, notes, scores.',
  '--ur-font-size': 'Body type: the status line, buttons.',
  '--ur-font-size-large': 'Names and panel headings.',
  '--ur-font-size-title': 'Titles: the start screen, the game over.',
  '--ur-space': 'The spacing unit: gaps and padding are half, one or two of it.',
  '--ur-radius': 'Corner radius of panels and cards.',
  '--ur-control-radius': 'Corner radius of buttons and segmented controls.',
};
