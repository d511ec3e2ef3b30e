/** Theme presets for the stories: inline styles setting the element's CSS custom properties. */

const style = (properties: Record<string, string>) =>
  Object.entries(properties)
    .map(([name, value]) => `${name}: ${value}`)
    .join('; ');

/** Dark: deep lapis board, gold marks. */
export const DARK_THEME = style({
  '--ur-background': '#10141f',
  '--ur-board-color': '#1b2540',
  '--ur-tile-color': '#23305a',
  '--ur-tile-border-color': '#c9a44c',
  '--ur-rosette-color': '#e0b44a',
  '--ur-accent-color': '#c8452f',
  '--ur-capture-color': '#ff7a5c',
  '--ur-mark-color': '#f2e6c4',
  '--ur-light-color': '#f4efe2',
  '--ur-dark-color': '#e0564a',
  '--ur-highlight-color': '#5fd0a0',
  '--ur-focus-color': '#8ab4ff',
  '--ur-text-color': '#ece6d6',
  '--ur-radius': '10px',
  display: 'block',
  padding: '1rem',
  background: '#10141f',
});

/** High contrast: black and white with yellow highlights and a thick focus ring colour. */
export const HIGH_CONTRAST_THEME = style({
  '--ur-background': '#000000',
  '--ur-board-color': '#2a2a2a',
  '--ur-tile-color': '#000000',
  '--ur-tile-border-color': '#ffffff',
  '--ur-rosette-color': '#ffffff',
  '--ur-accent-color': '#ffffff',
  '--ur-capture-color': '#ff4d4d',
  '--ur-mark-color': '#ffffff',
  '--ur-light-color': '#ffffff',
  '--ur-dark-color': '#ffd400',
  '--ur-highlight-color': '#00e5ff',
  '--ur-focus-color': '#ff4dff',
  '--ur-text-color': '#ffffff',
  '--ur-font-family': 'Verdana, system-ui, sans-serif',
  '--ur-radius': '0',
  display: 'block',
  padding: '1rem',
  background: '#000000',
});
