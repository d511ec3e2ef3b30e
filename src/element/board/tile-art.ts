/**
 * The drawings only some boards need: the tile kinds other than the rosette (double, eyes,
 * five-dots, zigzag, gate) and bell's score dots, with their CSS. Bell is the variant that has
 * them; the element loads this module before it first draws such a board and hands it to each
 * board it draws (`BoardView.tileArt`); board.ts draws the rosette and plain tiles by itself.
 */
import { css, nothing, svg, type SVGTemplateResult } from 'lit';
import type { TileKind } from '../../engine/index.js';

/** A tile kind's pattern (the rosette's is board.ts's), drawn around (0,0), within a radius of about 40. */
export function kindArt(kind: TileKind): SVGTemplateResult | typeof nothing {
  switch (kind) {
    case 'double':
      return svg`<path class="pattern" d="M-30-26 -6 0-30 26M2-26 26 0 2 26"></path>`;
    case 'eyes':
      return svg`<path class="pattern" d="M-38 0Q-22-18-6 0Q-22 18-38 0ZM6 0Q22-18 38 0Q22 18 6 0Z"></path
        ><circle class="accent" cx="-22" r="6"></circle><circle class="accent" cx="22" r="6"></circle>`;
    case 'five-dots':
      return svg`<g class="rings">${FIVE.map(([x, y]) => svg`<circle cx="${x}" cy="${y}" r="9"></circle>`)}</g>`;
    case 'zigzag':
      return svg`<path class="pattern" d="M-36-20l12-10 12 10 12-10 12 10 12-10 12 10M-36 5l12-10 12 10 12-10 12 10 12-10 12 10M-36 30l12-10 12 10 12-10 12 10 12-10 12 10"></path>`;
    case 'gate':
      return svg`<path class="pattern" d="M-30 34V-14A30 30 0 0 1 30-14V34M-16 34V-10A16 16 0 0 1 16-10V34M-38 34H38"></path>`;
    default:
      return nothing;
  }
}

const FIVE = [
  [-22, -22],
  [22, -22],
  [0, 0],
  [-22, 22],
  [22, 22],
];

/** Score dots per row along a tile's lower edge. */
const DOTS_PER_ROW = 5;

/** How a tile's pattern shrinks and rises to leave room for `points` score dots (none without). */
export const shrinkFor = (points: number | null): string =>
  points === null
    ? ''
    : ` translate(0 ${points > DOTS_PER_ROW ? -10 : -6}) scale(${points > DOTS_PER_ROW ? 0.7 : 0.8})`;

/** A tile's score dots (bell), around the tile's centre: rows of up to five along its lower edge, the last row lowest. */
export const scoreDots = (points: number): SVGTemplateResult => {
  const rows = Math.ceil(points / DOTS_PER_ROW);
  return svg`<g class="score">${Array.from({ length: points }, (_, i) => {
    const row = Math.floor(i / DOTS_PER_ROW);
    const inRow = Math.min(DOTS_PER_ROW, points - row * DOTS_PER_ROW);
    const column = i - row * DOTS_PER_ROW;
    return svg`<circle cx="${(column - (inRow - 1) / 2) * 11.5}" cy="${38 - (rows - 1 - row) * 10}" r="4.2"></circle>`;
  })}</g>`;
};

/** Their CSS (colours as in styles.ts). */
export const styles = css`
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
`;
