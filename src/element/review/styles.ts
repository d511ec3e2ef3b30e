/** The review view's own styles (the board's and the widget's come from ../styles.ts). */
import { css } from 'lit';

export const reviewStyles = css`
  :host {
    display: block;
    container-type: inline-size;
  }
  .review,
  .analysis,
  .stage,
  .record {
    display: grid;
    gap: 0.5rem;
    align-content: start;
  }
  /*
   * Narrow: the position shown first (its board, its words, the step and key-move buttons), then the graph, the
   * judge and accuracies, and the game's record; the board runs top to bottom (as the host's does),
   * the words beside it, so that the whole review takes about two phone screens.
   */
  .review {
    grid-template-areas: 'header' 'stage' 'analysis' 'facts' 'record';
  }
  .review header {
    grid-area: header;
  }
  .facts {
    grid-area: facts;
  }
  .analysis {
    grid-area: analysis;
  }
  .stage {
    grid-area: stage;
  }
  .record {
    grid-area: record;
  }
  /*
   * The words beside the board, the step and key-move buttons under both: at 360×640 the step's
   * verdict (and Try again) and the buttons to the next step are on screen together.
   */
  .stage.upright {
    grid-template-columns: minmax(0, 11fr) minmax(0, 9fr);
    grid-template-rows: minmax(0, 1fr) auto auto auto;
    grid-template-areas: 'board words' 'board try' 'controls controls' 'keys keys';
    column-gap: 0.75rem;
  }
  .stage.upright > .board {
    grid-area: board;
    width: 100%;
    height: auto;
    aspect-ratio: var(--_w) / var(--_h);
    align-self: start;
  }
  /*
   * The board alone sets the rows' height: longer words scroll beside it (a keyboard stop then), Try
   * again under them, so that the buttons stay put from step to step.
   */
  .stage.upright > .words {
    grid-area: words;
    contain: size;
    overflow-y: auto;
  }
  .stage.upright > .try {
    grid-area: try;
  }
  .stage.upright > .controls {
    grid-area: controls;
  }
  .stage.upright > .key-nav {
    grid-area: keys;
  }
  .words {
    display: grid;
    gap: 0.5rem;
    align-content: start;
  }
  /*
   * Wide: the position shown (its words, the board, the step buttons) on the left, the graph and
   * the game's record beside it, so that a 1280×800 screen shows the step buttons with the board.
   */
  @container (min-width: 48rem) {
    .review {
      grid-template-columns: minmax(0, 3fr) minmax(16rem, 2fr);
      grid-template-rows: auto auto auto 1fr;
      grid-template-areas: 'header header' 'facts facts' 'stage analysis' 'stage record';
      column-gap: 1rem;
    }
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
  /* Category colours: cool for good play, warm for errors (forced colours: styles below). */
  .review {
    --_best: #27804f;
    --_excellent: #5fb878;
    --_good: #a4c46a;
    --_inaccuracy: #f2c230;
    --_mistake: #ef8a2f;
    --_blunder: #d2352b;
    --_brilliant: #2f8fd8;
  }
  .graph-box {
    margin: 0;
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: 0.15rem 0.35rem;
    font-size: 0.8rem;
  }
  .graph-box .even {
    align-self: center;
    justify-self: end;
  }
  .graph-box .axis-name {
    justify-self: end;
  }
  .x-axis {
    width: 100%;
    height: 1.3em;
    overflow: visible;
    font-variant-numeric: tabular-nums;
  }
  .x-axis text {
    fill: currentColor;
  }
  .x-axis line {
    stroke: currentColor;
  }
  .graph-box .caption {
    grid-column: 1 / -1;
    min-height: 1.3em;
    font-size: 0.85rem;
  }
  .graph {
    position: relative;
    color: var(--_text);
    touch-action: none;
    cursor: pointer;
  }
  .graph svg {
    border: 2px solid var(--_tile-border);
    border-radius: calc(var(--_radius) / 2);
    box-sizing: border-box;
  }
  .graph svg.markers {
    position: absolute;
    inset: 0;
    height: 100%;
    overflow: visible;
    pointer-events: none;
    border: none;
    background: none;
  }
  .marker {
    stroke: var(--_text);
    stroke-width: 2;
  }
  .marker.shown {
    stroke: var(--_focus);
    stroke-width: 3;
  }
  .marker.inaccuracy {
    fill: var(--_inaccuracy);
  }
  .marker.mistake {
    fill: var(--_mistake);
  }
  .marker.blunder {
    fill: var(--_blunder);
  }
  .marker.brilliant {
    fill: var(--_brilliant);
  }
  .swatch.inaccuracy,
  .badge.inaccuracy {
    background: var(--_inaccuracy);
  }
  .swatch.mistake,
  .badge.mistake {
    background: var(--_mistake);
  }
  .swatch.blunder,
  .badge.blunder {
    background: var(--_blunder);
  }
  .swatch.brilliant,
  .badge.brilliant {
    background: var(--_brilliant);
  }
  .swatch.best,
  .badge.best {
    background: var(--_best);
  }
  .swatch.excellent,
  .badge.excellent {
    background: var(--_excellent);
  }
  .swatch.good,
  .badge.good {
    background: var(--_good);
  }
  .swatch {
    display: inline-block;
    width: 0.7em;
    height: 0.7em;
    border-radius: 50%;
    border: 1px solid var(--_text);
    margin-inline-end: 0.35em;
  }
  .key-nav {
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem;
  }
  .key-nav button {
    flex: 1 1 8rem;
  }
  .counts {
    border-collapse: collapse;
    font-size: 0.9rem;
    justify-self: start;
  }
  .counts caption {
    text-align: start;
    font-weight: 700;
  }
  .counts th,
  .counts td {
    padding: 0.1rem 0.6rem 0.1rem 0;
    text-align: start;
    font-weight: normal;
  }
  .counts td {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  .counts thead th {
    font-weight: 700;
  }
  .key-moves h3 {
    margin: 0 0 0.25rem;
    font-size: 1rem;
  }
  .key-moves ol {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: 0.25rem;
    max-height: 16rem;
    overflow-y: auto;
  }
  .key-move {
    width: 100%;
    min-height: 2.25rem;
    padding: 0.2rem 0.5rem;
    font-size: 0.9rem;
    text-align: start;
    display: flex;
    flex-wrap: wrap;
    gap: 0.2rem 0.5rem;
    align-items: baseline;
    overflow-wrap: anywhere;
  }
  .key-move[aria-current='step'] {
    outline: 3px solid var(--_focus);
    outline-offset: -3px;
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
    fill: var(--_graph-light);
  }
  .graph rect:not(.light-side) {
    fill: none;
  }
  .graph svg {
    background: var(--_graph-dark);
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
    stroke: var(--_graph-line);
    stroke-width: 3;
    stroke-linejoin: round;
  }
  .graph .cursor {
    stroke: var(--_focus);
    stroke-width: 2;
  }
  .review .controls {
    display: grid;
    grid-template-columns: repeat(5, 1fr);
  }
  /* Try again's two or three buttons share the row. */
  .review .retry-controls {
    grid-template-columns: none;
    grid-auto-flow: column;
    grid-auto-columns: 1fr;
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
  .badge {
    color: #1d1a17;
  }
  /* The darkest colours take light text (4.5:1 or more). */
  .badge.best,
  .badge.blunder {
    color: #fff;
  }
  /* Notation reads left to right, kept apart from right-to-left words around it. */
  .notation {
    direction: ltr;
    unicode-bidi: isolate;
  }
  /* A judged move's mark in the move list: small, after the move. */
  .move-list .mark {
    margin-inline-start: 0.3em;
    padding: 0 0.2em;
    font-size: 0.8em;
  }
  .error {
    border-color: var(--_capture);
  }
  /* The better move: its start ringed and its end outlined (the board draws them, as for the last move). */
  .suggestion > * {
    stroke: var(--_focus);
    stroke-width: 6;
    stroke-dasharray: 12 6;
    opacity: 1;
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
    /* Inaccuracies hollow, mistakes and blunders filled, brilliant moves in the link colour. */
    .swatch {
      forced-color-adjust: none;
      background: Highlight;
      border-color: CanvasText;
    }
    .marker {
      fill: Highlight;
      stroke: CanvasText;
    }
    .swatch.inaccuracy,
    .swatch.best,
    .swatch.excellent,
    .swatch.good {
      background: Canvas;
    }
    .marker.inaccuracy {
      fill: Canvas;
    }
    .marker.brilliant {
      fill: LinkText;
    }
    .swatch.brilliant {
      background: LinkText;
    }
    .graph .cursor,
    .suggestion > * {
      stroke: Highlight;
    }
    .review .badge {
      background: Canvas;
      color: CanvasText;
    }
  }
  /* Narrow (after the rules it changes). */
  @container (max-width: 47.99rem) {
    /* Three steps of each in view (they scroll): the review within two phone screens. */
    .record .key-moves ol,
    .record .move-list {
      max-height: 4.5rem;
    }
    .facts,
    .counts {
      font-size: 0.8rem;
    }
    .counts th,
    .counts td {
      padding-block: 0;
    }
    .graph svg {
      height: 5rem;
    }
    /* Every button a thumb's size. */
    .review button {
      min-height: 2.75rem;
    }
    /* The move list's steps: a dense list, each at least WCAG's 24 px. */
    .review .move-list button {
      min-height: 1.5rem;
    }
    /* The key-move buttons two by two (mistakes above inaccuracies; "Review key moves" tall at the
       start), each half the row: in a quarter, German's "Ungenauigkeit" and the like broke mid-word. */
    .key-nav {
      display: grid;
      grid-template-columns: 1fr 1fr;
      gap: 0.25rem;
    }
    .key-nav .first-key {
      grid-row: span 2;
    }
    /* Closer rows, so that two rows of key-move buttons (each a thumb's 44 px) still leave the
       step's verdict and Next on a 640 px screen. */
    .stage.upright {
      row-gap: 0.25rem;
    }
    .key-nav button {
      min-width: 0;
      padding-inline: 0.25rem;
      font-size: 0.8125rem;
      line-height: 1.15;
      overflow-wrap: anywhere;
    }
  }
`;
