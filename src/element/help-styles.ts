/**
 * The rules panel's CSS (its place in the widget and its text), in the panel's chunk: the element
 * adds it to its shadow root when the panel first opens (the page's first load does without it).
 * Colours as in styles.ts.
 */
import { css } from 'lit';

export const helpStyles = css`
  .help-panel {
    position: relative;
    max-height: 70vh;
    overflow: auto;
  }
  .help-panel .close {
    float: right;
  }
  /* Vertical: over the whole widget, board and buttons. */
  .vertical > .help-panel {
    position: absolute;
    inset: 0;
    margin: 0;
    z-index: 1;
    max-height: none;
    background: var(--ur-background, var(--_tile));
  }
  .help {
    font-family: var(--_font);
    color: var(--ur-text-color, #2b2118);
    line-height: 1.45;
    font-size: 0.95rem;
    max-width: 42rem;
  }
  .help h2 {
    font-size: 1.2rem;
    margin: 0 0 0.5rem;
  }
  .help h3 {
    font-size: 1rem;
    margin: 1rem 0 0.25rem;
  }
  .help p,
  .help ul {
    margin: 0.25rem 0;
  }
  .help ul {
    padding-inline-start: 1.25rem;
  }
  .help .kinds {
    list-style: none;
    padding: 0;
    display: grid;
    gap: 0.4rem;
  }
  .help .kind {
    display: flex;
    align-items: center;
    gap: 0.6rem;
  }
  .help .icon {
    flex: none;
    width: 2.5rem;
    height: 2.5rem;
  }
  .help .icon svg,
  .help .cell svg {
    display: block;
    width: 100%;
    height: 100%;
  }
  .help .route {
    display: grid;
    grid-template-rows: repeat(3, auto);
    gap: 2px;
    max-width: 26rem;
    margin: 0.25rem 0;
  }
  .help .cell {
    position: relative;
    aspect-ratio: 1;
  }
  .help .off-route {
    opacity: 0.35;
  }
  .help .step {
    position: absolute;
    inset: 0;
    margin: auto;
    width: 1.6em;
    height: 1.6em;
    display: grid;
    place-items: center;
    border-radius: 50%;
    font:
      700 0.8rem system-ui,
      sans-serif;
    color: var(--ur-tile-color, #f1e4c6);
    background: color-mix(in srgb, var(--ur-mark-color, #1e1612) 80%, transparent);
  }
`;
