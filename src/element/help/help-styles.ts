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
    float: inline-end;
  }
  /* Horizontal: a column beside the board, as tall as the screen (the element scrolls it into view). */
  .horizontal.help-open {
    padding-inline-end: min(28rem, 45%);
  }
  .horizontal > .help-panel {
    position: absolute;
    top: 0;
    inset-inline-end: 0;
    width: calc(min(28rem, 45%) - 0.75rem);
    box-sizing: border-box;
    max-height: calc(100vh - 1rem);
    z-index: 1;
    background: var(--_surface);
  }
  /* The move list's column gives way to the panel. */
  .help-open > .move-list {
    display: none;
  }
  .horizontal.help-open.with-moves {
    grid-template-columns: minmax(0, 1fr);
  }
  /* Vertical: over the whole widget, board and buttons. */
  .vertical > .help-panel {
    position: absolute;
    inset: 0;
    margin: 0;
    z-index: 1;
    max-height: none;
    background: var(--_surface);
  }
  .help {
    font-family: var(--_font);
    color: var(--_text);
    line-height: 1.45;
    font-size: var(--_fs-s);
    max-width: 42rem;
  }
  .help h2 {
    font-size: var(--_fs-l);
    margin: 0 0 0.5rem;
  }
  .help h3 {
    font-size: var(--_fs);
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
    max-width: 30rem;
    margin: 0.25rem 0;
  }
  .help .route.turned {
    max-width: 10rem;
  }
  .help .route > svg {
    aspect-ratio: var(--_w) / var(--_h);
  }
  .route-line {
    fill: var(--ur-highlight-color, #f2a93b);
    stroke: var(--ur-highlight-color, #f2a93b);
  }
  .route-line polyline {
    fill: none;
    stroke-width: 8;
    stroke-linejoin: round;
    opacity: 0.85;
  }
  .route-line path {
    stroke: var(--ur-mark-color, #1e1612);
    stroke-width: 3;
  }
`;
