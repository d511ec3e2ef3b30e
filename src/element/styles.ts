/**
 * The element's CSS: `boardStyles` (board and dice) and `elementStyles` (the widget around them);
 * parts loaded on demand bring their own (help/help-styles.ts, shell/game-over.ts, controls/hint-bar.ts,
 * board/tile-art.ts, board/move-layer.ts).
 * Every colour comes from a `--ur-*` custom property (css-properties.ts; the defaults are drawn from
 * the British Museum board: shell, lapis, carnelian, bitumen), read on the host as a private `--_*` one.
 */
import { css } from 'lit';
import { hostProperties } from './host-properties.js';

export const boardStyles = css`
  ${hostProperties}
  /* The board keeps its geometry in a right-to-left language: the rules and the tile names read left to right. */
  .board {
    direction: ltr;
    display: block;
    width: 100%;
    height: auto;
    user-select: none;
    -webkit-user-select: none;
    -webkit-tap-highlight-color: transparent;
    touch-action: manipulation;
    font-family: var(--_font);
  }
  .frame {
    fill: var(--_board);
    filter: drop-shadow(0 3px 4px rgb(0 0 0 / 0.35));
  }
  .tile > rect {
    fill: var(--_tile);
    stroke: var(--_tile-border);
    stroke-width: 2.5;
  }
  .inlay {
    fill: none;
    stroke: var(--_tile-border);
    stroke-opacity: 0.35;
  }
  .shine {
    fill: url(#ur-shine);
  }
  .rosette-ground {
    fill: var(--_rosette);
  }
  .petals {
    fill: var(--_tile);
  }
  .accent {
    fill: var(--_accent);
  }
  .tray [part] {
    fill: var(--_board);
  }
  .well {
    fill: rgb(0 0 0 / 0.3);
    stroke: rgb(255 255 255 / 0.15);
    stroke-width: 2;
  }
  .home .well {
    stroke: color-mix(in srgb, var(--_hl) 70%, transparent);
    stroke-dasharray: 6 5;
  }
  .empty {
    /* The light pieces' colour, which every theme makes stand out on the board's trays: 4.5:1 and more. */
    fill: color-mix(in srgb, var(--_light) 70%, transparent);
    font: 600 28px var(--_font);
    text-anchor: middle;
  }
  .shadow {
    fill: rgb(0 0 0 / 0.35);
  }
  .coordinates {
    fill: var(--_text);
    font:
      600 22px system-ui,
      sans-serif;
    text-anchor: middle;
    dominant-baseline: central;
  }
  .disc {
    stroke-width: 2.5;
  }
  .disc.light,
  .pips.dark {
    fill: var(--_light);
    stroke: color-mix(in srgb, var(--_light), #000 35%);
  }
  .disc.dark,
  .pips.light {
    fill: var(--_dark);
    stroke: color-mix(in srgb, var(--_dark), #fff 30%);
  }
  .pips {
    stroke: none;
  }
  .badge circle {
    fill: var(--_mark);
    stroke: var(--_tile);
    stroke-width: 2.5;
  }
  .badge text {
    fill: var(--_tile);
    font:
      700 19px system-ui,
      sans-serif;
    text-anchor: middle;
  }
  .dice {
    display: inline-flex;
    align-items: center;
    gap: 0.2em;
    min-height: 2.75em;
  }
  .die {
    width: 2.75em;
    height: 2.75em;
    overflow: visible;
  }
  .face {
    --_die: var(--_board);
    fill: var(--_die);
    /* The tile border keeps the dice visible whatever the board and page colours. */
    stroke: var(--_tile-border);
    stroke-width: 2;
    stroke-linejoin: round;
  }
  .f1 {
    fill: color-mix(in srgb, var(--_die), #fff 38%);
  }
  .f3 {
    fill: color-mix(in srgb, var(--_die), #fff 18%);
  }
  .idle .die {
    opacity: 0.4;
  }
  @media (prefers-reduced-motion: reduce) {
    * {
      animation: none !important;
      transition: none !important;
    }
  }
`;

/**
 * The widget around the board: its type and colours, and the layout of names, status line and controls
 * (the buttons' look comes with them: controls/buttons.ts).
 * Vertical (`.vertical`): the board on the left, as tall as the screen allows and as wide as a side
 * column of at least 8.5rem leaves (--_w and --_h are the board's drawn size); names and status at
 * the side column's top, dice and buttons at its bottom, under the thumb; the rules over it all.
 */
export const elementStyles = css`
  :host {
    display: block;
    width: 100%;
    box-sizing: border-box;
    color: var(--_text);
    background: var(--_background);
    font: var(--_fs) / 1.35 var(--_font);
  }
  :host([hidden]) {
    display: none;
  }
  .widget {
    position: relative;
    display: grid;
    gap: var(--_space);
  }
  .vertical {
    container-type: inline-size;
    grid-template-columns: auto minmax(8.5rem, 16rem);
    justify-content: center;
    grid-template-rows: auto auto auto auto 1fr auto;
    grid-template-areas: 'board players' 'board status' 'board hint' 'board over' 'board .' 'board controls';
    align-items: start;
    row-gap: 0;
  }
  /* With \`move-list\`, its column beside the board is kept from the first drawing (the list comes with
     its part), so that the board keeps its size. */
  .horizontal.with-moves {
    grid-template-columns: minmax(0, 1fr) minmax(9rem, 13rem);
  }
  .horizontal.with-moves > * {
    grid-column: 1;
  }
  .vertical > :not(.board) {
    min-width: 0;
    margin-bottom: var(--_space);
  }
  /* Flush with the board's foot. Here, not with the buttons: a board drawn on the server has the
     buttons' styles before the element's, whose rule above would win until the buttons' came. */
  .vertical > .controls {
    margin-bottom: 0;
  }
  .vertical > .board {
    grid-area: board;
    --_board-h: min(100svh - 2rem, (100cqi - 9rem) * var(--_h) / var(--_w));
    width: calc(var(--_board-h) * var(--_w) / var(--_h));
    height: var(--_board-h);
  }
  /* The side column is narrow: its sentences in the small size, so that they take fewer lines. */
  .vertical > .status {
    grid-area: status;
    font-size: var(--_fs-s);
    line-height: 1.25;
  }
  .status {
    margin: 0;
    min-height: 1.5em;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;
