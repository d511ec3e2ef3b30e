/**
 * `board-style="museum"`: the board drawn after the British Museum's Royal Game of Ur (BM 120834),
 * shell plaques set in bitumen between lapis strips, each square with its pattern: rosettes where
 * the rules put them, and on the twenty-square board the museum board's eyes, five-dot and
 * twelve-dot squares, five of each (the kinds of RULES.md's bell table, which follows that board).
 * Loaded only by a board of this style (parts.ts), with its CSS; board.ts calls `museumFace` for
 * each tile in place of its own face.
 */
import { css, svg, type SVGTemplateResult } from 'lit';
import type { TileKind } from '../../engine/index.js';
import type * as tileArt from './tile-art.js';

/** The museum board's pattern of each square that is not a rosette (the twenty-square board). */
const PATTERN: Readonly<Record<string, 'eyes' | 'five-dots' | 'twelve-dots'>> = {
  A2: 'eyes',
  C2: 'eyes',
  A4: 'eyes',
  C4: 'eyes',
  B7: 'eyes',
  A3: 'five-dots',
  C3: 'five-dots',
  B2: 'five-dots',
  B5: 'five-dots',
  B8: 'five-dots',
};

const round = (n: number) => Math.round(n * 10) / 10;

/** Eight shell petals on lapis around a red limestone heart, in a lapis ring: drawn around (0,0) within 40. */
const ROSETTE = svg`<circle class="lapis" r="39"></circle><circle class="shell" r="34"></circle><path class="petal" d="${Array.from(
  { length: 8 },
  (_, i) => {
    const a = (i * Math.PI) / 4;
    const [c, s] = [Math.cos(a), Math.sin(a)];
    const p = (r: number, w: number) => `${round(r * s + w * c)} ${round(-r * c + w * s)}`;
    return `M${p(10, 0)}Q${p(21, 10)} ${p(32, 0)}Q${p(21, -10)} ${p(10, 0)}Z`;
  },
).join(
  '',
)}"></path><circle class="lapis" r="11"></circle><circle class="red" r="7"></circle><circle class="shell" r="2.5"></circle>`;

/** An almond eye: shell white, a lapis iris and a red pupil, around (x, y). */
const eye = (x: number, y: number) =>
  svg`<path class="lid" d="M${x - 15} ${y}Q${x} ${y - 13} ${x + 15} ${y}Q${x} ${y + 13} ${x - 15} ${y}Z"></path><circle class="lapis" cx="${x}" cy="${y}" r="5.5"></circle><circle class="red" cx="${x}" cy="${y}" r="2.2"></circle>`;

/** The "eyes" square: four eyes in a lapis-edged lozenge field, a red stud between them. */
const EYES = svg`<path class="field" d="M0-37 37 0 0 37-37 0Z"></path>${eye(-16, -16)}${eye(16, -16)}${eye(-16, 16)}${eye(16, 16)}<circle class="red" r="4"></circle>`;

/** A ringed dot: lapis ring, shell between, red limestone centre. */
const ringed = (x: number, y: number, r: number) =>
  svg`<circle class="lapis" cx="${x}" cy="${y}" r="${r}"></circle><circle class="shell" cx="${x}" cy="${y}" r="${r - 3}"></circle><circle class="red" cx="${x}" cy="${y}" r="${r / 2.4}"></circle>`;

/** The five-dot square: five ringed dots, at the corners and the centre. */
const FIVE_DOTS = svg`${[
  [-22, -22],
  [22, -22],
  [0, 0],
  [-22, 22],
  [22, 22],
].map(([x, y]) => ringed(x!, y!, 10))}`;

/** The twelve-dot square: a lapis-ruled grid of four by three shell cells, each with its red dot. */
const TWELVE_DOTS = svg`<rect class="grid" x="-34" y="-27" width="68" height="54" rx="3"></rect><path class="rule" d="M-17-27V27M0-27V27M17-27V27M-34-9H34M-34 9H34"></path>${Array.from(
  { length: 12 },
  (_, i) => svg`<circle class="dot" cx="${-25.5 + 17 * (i % 4)}" cy="${-18 + 18 * Math.floor(i / 4)}" r="4"></circle>`,
)}`;

const FACES = { rosette: ROSETTE, eyes: EYES, 'five-dots': FIVE_DOTS, 'twelve-dots': TWELVE_DOTS };

/**
 * The museum face of `tile` (of kind `kind` in the rules): a rosette wherever the rules have one,
 * else the museum board's pattern of that square (the twelve-dot one on squares it does not name,
 * as on a longer board); bell's score dots (with `art`) along the lower edge, the pattern raised.
 */
export function museumFace(
  tile: string,
  kind: TileKind,
  points: number | null,
  art?: Pick<typeof tileArt, 'shrinkFor' | 'scoreDots'>,
): SVGTemplateResult {
  const face = FACES[kind === 'rosette' ? 'rosette' : (PATTERN[tile] ?? 'twelve-dots')];
  const centre = 'translate(50 50)';
  if (!art || points === null) return svg`<g class="museum-face" transform="${centre}">${face}</g>`;
  return svg`<g class="museum-face" transform="${centre}${art.shrinkFor(points)}">${face}</g><g transform="${centre}">${art.scoreDots(points)}</g>`;
}

/**
 * Its CSS: the museum's own colours, the same in the light and dark palettes (an object's colours).
 * The frame and squares are restyled only on a board that has museum faces, so that a board that
 * leaves the style draws its own again. The pieces keep theirs.
 */
export const styles = css`
  .board:has(.museum-face) {
    --_shell: #f3ead2;
    --_lapis: #1d3d8c;
    --_red: #b3432a;
  }
  .board:has(.museum-face) .frame,
  .board:has(.museum-face) .tray [part] {
    fill: #1c1a26;
  }
  .board:has(.museum-face) .tray [part] {
    stroke: var(--_lapis);
    stroke-width: 3;
  }
  .board:has(.museum-face) .tile > rect {
    fill: var(--_shell);
    stroke: var(--_lapis);
    stroke-width: 4;
  }
  .board:has(.museum-face) .tile > .inlay {
    stroke: #c9b68c;
    stroke-width: 1.5;
    stroke-opacity: 1;
  }
  .museum-face .shell {
    fill: var(--_shell);
  }
  .museum-face .lapis {
    fill: var(--_lapis);
  }
  .museum-face .grid {
    fill: var(--_shell);
    stroke: var(--_lapis);
    stroke-width: 2.5;
  }
  .museum-face .red,
  .museum-face .dot {
    fill: var(--_red);
  }
  .museum-face .petal,
  .museum-face .lid {
    fill: var(--_shell);
    stroke: var(--_lapis);
    stroke-width: 2;
  }
  .museum-face .field {
    fill: color-mix(in srgb, var(--_lapis) 14%, var(--_shell));
    stroke: var(--_lapis);
    stroke-width: 2.5;
    stroke-linejoin: round;
  }
  .museum-face .rule {
    stroke: var(--_lapis);
    stroke-width: 1.5;
  }
  .museum-face .dot {
    stroke: var(--_lapis);
    stroke-width: 1.5;
  }
  @media (forced-colors: active) {
    .board:has(.museum-face) {
      --_shell: Canvas;
      --_lapis: CanvasText;
      --_red: CanvasText;
    }
    .board:has(.museum-face) .frame {
      fill: CanvasText;
    }
    .museum-face .field,
    .museum-face .grid {
      fill: Canvas;
    }
  }
`;
