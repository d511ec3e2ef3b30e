/**
 * A die as it lies: a tetrahedron seen from above. The first load draws the dice lying blank before
 * any throw (`idleDice`); a thrown die's marks and tumble come with the move layer (dice-view.ts),
 * which draws them on this one. Pure.
 */
import { html, svg, type TemplateResult } from 'lit';
import { DICE, type DiceName } from '../../engine/index.js';

/** Base corners of a tetrahedron seen from above, around its apex at (0,0). */
export const CORNERS = [
  [0, -40],
  [35, 20],
  [-35, 20],
];
/** Slight turns so the dice look thrown rather than lined up; which one depends on the throw. */
const TURNS = [-14, 22, 4, -31, 12, -5, 33];

/** What a throw shows on a die (dice-view.ts): whether it counts, its marked tips, its tumble into place. */
export interface Thrown {
  up: boolean;
  tips: unknown;
  tumble: unknown;
}

/** A die turned by `turn`, its faces blank unless `thrown` marks them. */
export function die(turn: number, thrown?: Thrown) {
  const [a, b, c] = CORNERS;
  const face = (p: number[], q: number[]) => `M0 0L${p}L${q}Z`;
  return svg`<svg part="die" class="die${thrown?.up ? ' up' : ''}" viewBox="-45 -45 90 90" aria-hidden="true"
    ${thrown?.tumble}>
    <g transform="rotate(${TURNS[turn % TURNS.length]})">
      <path class="face f1" d="${face(a, b)}"></path><path class="face f2" d="${face(b, c)}"></path><path class="face f3" d="${face(c, a)}"></path>
      ${thrown?.tips}
    </g>
  </svg>`;
}

/** The dice of `name` lying blank (none without a name): no throw to show. */
export function idleDice(name?: DiceName): TemplateResult {
  const count = name ? DICE[name].count : 0;
  return html`<div part="dice" class="dice idle" aria-hidden="true">
    ${Array.from({ length: count }, (_, i) => die(i))}
  </div>`;
}
