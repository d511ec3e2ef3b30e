/**
 * The dark palette: the defaults of the widget's colours around the board (text, surfaces, borders,
 * the primary action, focus, elevation) under `theme="dark"`, and under the system's dark colour
 * scheme unless `theme="light"`. The board keeps its colours: it is the object on the table. A part
 * of its own, fetched before the first drawing wherever it may apply (`theme` other than light), so
 * that a light page's first load does without it and no board is ever drawn light first.
 */
import { unsafeCSS } from 'lit';
import { declaration, type CssPropertyName } from './css-properties.js';

export const DARK_PALETTE: Readonly<Partial<Record<CssPropertyName, string>>> = {
  '--ur-text-color': '#f0e7d8',
  '--ur-muted-text-color': '#c2b39e',
  '--ur-background': '#17120f',
  '--ur-surface-color': '#2a221c',
  '--ur-border-color': '#8a735b',
  '--ur-primary-color': '#f0a23a',
  '--ur-focus-color': '#7fb0ff',
  '--ur-shadow': '0 2px 8px #0008',
  // The graph's sides darkened, so that light's side does not glare on the dark background.
  '--ur-graph-light-color': '#5c4c3e',
  '--ur-graph-dark-color': '#100c0a',
  '--ur-graph-line-color': '#f2a93b',
};

const declarations = `${Object.entries(DARK_PALETTE)
  .map(([name, value]) => declaration(name as CssPropertyName, value))
  .join(';')};color-scheme:dark`;

/**
 * On the element, and on the views drawn in it (the lessons, a puzzle, the review), whose own
 * `:host` rule would read the light defaults again: a rule from the element's tree wins over theirs.
 */
const within = (host: string) => `${host},${host} :is(royal-ur-learn,royal-ur-puzzle,royal-ur-review)`;

export const styles = unsafeCSS(
  `${within(':host([theme=dark i])')}{${declarations}}@media(prefers-color-scheme:dark){${within(':host(:not([theme=light i]))')}{${declarations}}}`,
);
