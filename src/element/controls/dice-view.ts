/**
 * The dice as they fell: tetrahedra seen from above, each with two of its four tips marked.
 * A die counts when a marked tip points up (a dot on its apex); otherwise both marked tips lie
 * on the ground (dots on two base corners). Pure: the same throw always draws the same. A new
 * throw (a new roll key) tumbles the dice briefly into place, with the move layer (board/move-layer.ts).
 */
import { html, svg, type TemplateResult } from 'lit';
import { DICE, type DiceName, type Game, type Player } from '../../engine/index.js';
import type { News } from '../players/controller.js';
import type { Translation } from '../i18n/types.js';
import type { tumbleOnce } from '../board/move-layer.js';

/** What was thrown: the value and each die's face (true = marked tip up). */
export interface ThrownDice {
  value: number;
  dice: boolean[];
  diceName: DiceName;
  /** Who threw, said beside the dice with the value ("Computer threw 3"). */
  owner: { player: Player; name: string };
}

/**
 * The last throw while it is its thrower's: until the turn passes, or, for a throw that passed it
 * by itself (0, no legal move), until the next action. The next player never sees it as theirs.
 */
export function currentThrow(game: Game, news: News | null): Game['lastThrow'] {
  const thrown = game.lastThrow;
  const passed = news?.kind === 'throw' && news.player === thrown?.player;
  return thrown && !game.winner && (thrown.player === game.turn || passed) ? thrown : null;
}

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
  tumbleOnce: typeof tumbleOnce;
}

function die(up: boolean | null, turn: number, roll?: ThrowAnimation, index = 0) {
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

/**
 * Draws a throw; with `thrown` null, the dice of `idle` lying blank (or nothing without `idle`).
 */
export function renderDice(
  thrown: ThrownDice | null,
  strings: Translation,
  idle?: DiceName,
  roll?: ThrowAnimation,
): TemplateResult {
  if (!thrown) {
    const count = idle ? DICE[idle].count : 0;
    return html`<div part="dice" class="dice idle" aria-hidden="true">
      ${Array.from({ length: count }, (_, i) => die(null, i))}
    </div>`;
  }
  const up = thrown.dice.filter(Boolean).length;
  const { owner } = thrown;
  const said = strings.threw(owner.name, thrown.value);
  return html`<div
    part="dice"
    class="dice ${thrown.diceName}"
    role="img"
    aria-label="${said}. ${strings.board.dice(thrown.value, up, thrown.dice.length)}"
  >
    ${thrown.dice.map((face, i) => die(face, i * 3 + thrown.value + up, roll, i))}<span class="player ${owner.player}"
      >${said}</span
    >
  </div>`;
}
