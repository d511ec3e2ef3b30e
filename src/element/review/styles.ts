/** The review view's own styles (the board's and the widget's come from ../styles.ts). */
import { css } from 'lit';

export const reviewStyles = css`
  .review {
    display: grid;
    gap: 0.5rem;
  }
  .review header {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: 0.25rem 1rem;
  }
  .review h2 {
    margin: 0;
    font-size: 1.15rem;
  }
  .review p {
    margin: 0;
  }
  .facts {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1rem;
    font-size: 0.9rem;
  }
  .graph {
    color: var(--_text);
    border: 2px solid var(--_tile-border);
    border-radius: calc(var(--_radius) / 2);
    touch-action: none;
    cursor: pointer;
    overflow: hidden;
  }
  .graph:focus-visible {
    outline: 3px solid var(--_focus);
    outline-offset: 2px;
  }
  .graph svg {
    display: block;
    width: 100%;
    height: 7rem;
  }
  .graph .light-side {
    fill: var(--_light);
  }
  .graph rect:not(.light-side) {
    fill: none;
  }
  .graph svg {
    background: var(--_dark);
  }
  .graph line,
  .graph path {
    vector-effect: non-scaling-stroke;
  }
  .graph .midline {
    stroke: var(--_tile-border);
    stroke-dasharray: 4 4;
  }
  .graph .throw-tick {
    stroke: var(--_tile-border);
    stroke-width: 1;
  }
  .graph .chance {
    fill: none;
    stroke: var(--_hl);
    stroke-width: 3;
    stroke-linejoin: round;
  }
  .graph .flag {
    fill: var(--_capture);
    stroke: var(--_text);
    stroke-width: 1;
  }
  .graph .flag.inaccuracy {
    fill: var(--_hl);
  }
  .graph .cursor {
    stroke: var(--_focus);
    stroke-width: 2;
  }
  .review .controls {
    display: grid;
    grid-template-columns: repeat(5, 1fr);
  }
  .review .controls button {
    padding-inline: 0.3rem;
  }
  .current {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 0.75rem;
    min-height: 1.5em;
  }
  .badge {
    font-weight: 700;
    padding: 0 0.4rem;
    border-radius: 0.3rem;
    border: 1px solid currentColor;
  }
  .badge.blunder,
  .badge.mistake {
    background: var(--_capture);
    color: #1d1a17;
  }
  .badge.inaccuracy {
    background: var(--_hl);
    color: #1d1a17;
  }
  .error {
    border-color: var(--_capture);
  }
  /* The better move: its start and end outlined (the board draws the tiles; the view marks them). */
  .suggest-from > rect:first-of-type,
  .suggest-to > rect:first-of-type {
    stroke: var(--_focus);
    stroke-width: 8;
    stroke-dasharray: 12 6;
  }
  @media (forced-colors: active) {
    .graph svg {
      background: Canvas;
    }
    .graph .light-side {
      fill: Canvas;
    }
    .graph .chance,
    .graph .midline,
    .graph .throw-tick {
      stroke: CanvasText;
    }
    .graph .flag {
      fill: Highlight;
      stroke: CanvasText;
    }
    /* Inaccuracies hollow, mistakes and blunders filled. */
    .graph .flag.inaccuracy {
      fill: Canvas;
    }
    .graph .cursor,
    .suggest-from > rect:first-of-type,
    .suggest-to > rect:first-of-type {
      stroke: Highlight;
    }
    .badge,
    .badge.mistake,
    .badge.blunder,
    .badge.inaccuracy {
      background: Canvas;
      color: CanvasText;
    }
  }
`;
