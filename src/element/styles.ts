/**
 * The board's and dice's CSS. Every colour comes from a `--ur-*` custom property (with a default
 * drawn from the British Museum board: shell, lapis, carnelian, bitumen), read once on the host
 * into private `--_*` properties so values set on the page or any ancestor apply.
 */
import { css } from 'lit';

export const boardStyles = css`
  :host {
    --_board: var(--ur-board-color, #3d2718);
    --_tile: var(--ur-tile-color, #f1e4c6);
    --_tile-border: var(--ur-tile-border-color, #a67e52);
    --_rosette: var(--ur-rosette-color, #2b4c91);
    --_accent: var(--ur-accent-color, #b8452b);
    --_mark: var(--ur-mark-color, #1e1612);
    --_light: var(--ur-light-color, #f7f0e0);
    --_dark: var(--ur-dark-color, #2b2421);
    --_hl: var(--ur-highlight-color, #f2a93b);
    --_capture: var(--ur-capture-color, #e0452c);
    --_focus: var(--ur-focus-color, #3b8cff);
    --_text: var(--ur-text-color, #2a1d14);
    --_radius: var(--ur-radius, 12px);
    --_font: var(--ur-font-family, ui-serif, Georgia, 'Times New Roman', serif);
  }
  .board {
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
  .accent,
  .rings {
    fill: var(--_accent);
  }
  .pattern,
  .rings {
    fill: none;
    stroke: var(--_rosette);
    stroke-width: 6;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  .rings {
    fill: var(--_accent);
    stroke-width: 5;
  }
  .eyes .pattern {
    fill: var(--_tile);
  }
  .score {
    fill: var(--_mark);
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
    fill: rgb(255 255 255 / 0.4);
    font: 600 28px var(--_font);
    text-anchor: middle;
  }
  .shadow {
    fill: rgb(0 0 0 / 0.35);
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
    font: 700 19px system-ui, sans-serif;
    text-anchor: middle;
  }
  .captured {
    opacity: 0;
  }
  .last-from,
  .last-to {
    fill: none;
    stroke: var(--_hl);
    stroke-width: 3;
    opacity: 0.75;
  }
  .last-from {
    stroke-dasharray: 6 6;
  }
  .hit {
    fill: transparent;
  }
  .src,
  .dest {
    cursor: pointer;
    outline: none;
  }
  .ring {
    fill: none;
    stroke: var(--_hl);
    stroke-width: 5;
  }
  .option:not(.selected) .ring {
    animation: ur-pulse 1.4s ease-in-out infinite alternate;
  }
  .option:hover .ring,
  .selected .ring {
    stroke-width: 8;
  }
  .selected .ring {
    fill: color-mix(in srgb, var(--_hl) 20%, transparent);
  }
  .dest {
    opacity: 0.45;
    transition: opacity 0.15s;
  }
  .option:is(:hover, :focus-within, .selected) .dest {
    opacity: 1;
  }
  .target {
    fill: color-mix(in srgb, var(--_hl) 40%, transparent);
    stroke: var(--_hl);
    stroke-width: 5;
  }
  .capture .target {
    fill: color-mix(in srgb, var(--_capture) 20%, transparent);
    stroke: var(--_capture);
    stroke-width: 6;
    stroke-dasharray: 14 8;
  }
  .bounce .target {
    fill: rgb(0 0 0 / 0.15);
    stroke: var(--_mark);
    stroke-width: 5;
    stroke-dasharray: 4 7;
  }
  .dest:hover .target {
    stroke-width: 8;
  }
  .focus {
    fill: none;
    stroke: var(--_focus);
    stroke-width: 5;
    opacity: 0;
  }
  :focus-visible > .focus {
    opacity: 1;
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
  .three-tetrahedral .face {
    --_die: var(--_rosette);
  }
  .f1 {
    fill: color-mix(in srgb, var(--_die), #fff 38%);
  }
  .f3 {
    fill: color-mix(in srgb, var(--_die), #fff 18%);
  }
  .tip {
    fill: var(--_light);
    stroke: color-mix(in srgb, var(--_light), #000 40%);
  }
  .idle .die {
    opacity: 0.4;
  }
  .dice-value {
    min-width: 1.3em;
    font: 700 1.7em var(--_font);
    text-align: center;
  }
  @keyframes ur-pulse {
    to {
      stroke-opacity: 0.35;
    }
  }
  @media (forced-colors: active) {
    .ring,
    .target,
    .focus,
    .last-from,
    .last-to {
      stroke: Highlight;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    * {
      animation: none !important;
      transition: none !important;
    }
  }
`;
