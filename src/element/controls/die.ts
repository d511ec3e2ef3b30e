/**
 * A die as it lies: a tetrahedron seen from above, two of its four tips marked. A die counts when a
 * marked tip points up (a dot on its apex); otherwise both marked tips lie on the ground (dots on
 * two base corners). The first load draws the dice lying blank before any throw (`idleDice`); the
 * dice as they fell come with the move layer (dice-view.ts). Pure.
 */
import { html, svg, type TemplateResult } from 'lit';
import { DICE, type DiceName } from '../../engine/index.js';
import type { playOnce } from '../shared/play-once.js';

/** Base corners of a tetrahedron seen from above, around its apex at (0,0). */
const CORNERS = [
  [0, -40],
  [35, 20],
  [-35, 20],
];
/** Slight turns so the dice look thrown rather than lined up; which one depends on the throw. */
const TURNS = [-14, 22, 4, -31, 12, -5, 33];

/**
 * A throw to tumble in: `key` names the throw (a new key, a new tumble); `ms` is the move animation's
 * length; `tumbleOnce` plays it (it comes with the board's move layer, board/move-layer.ts).
 */
export interface ThrowAnimation {
  key: string;
  ms: number;
  tumbleOnce: (index: number, key: string, ms: number) => ReturnType<typeof playOnce>;
}

export function die(up: boolean | null, turn: number, roll?: ThrowAnimation, index = 0) {
  const [a, b, c] = CORNERS;
  const face = (p: number[], q: number[]) => `M0 0L${p}L${q}Z`;
  // Marked tips: the apex when up, plus one base corner; two base corners when down.
  const marks = up === null ? [] : up ? [[0, 0], b] : [b, c];
  return svg`<svg part="die" class="die${up ? ' up' : ''}" viewBox="-45 -45 90 90" aria-hidden="true"
    ${roll?.tumbleOnce(index, roll.key, roll.ms)}>
    <g transform="rotate(${TURNS[turn % TURNS.length]})">
      <path class="face f1" d="${face(a, b)}"></path><path class="face f2" d="${face(b, c)}"></path><path class="face f3" d="${face(c, a)}"></path>
      ${marks.map(([x, y]) => svg`<circle class="tip" cx="${x * 0.86}" cy="${y * 0.86}" r="${x === 0 && y === 0 ? 9 : 5}"></circle>`)}
    </g>
  </svg>`;
}

/** The dice of `name` lying blank (none without a name): no throw to show. */
export function idleDice(name?: DiceName): TemplateResult {
  const count = name ? DICE[name].count : 0;
  return html`<div part="dice" class="dice idle" aria-hidden="true">
    ${Array.from({ length: count }, (_, i) => die(null, i))}
  </div>`;
}
