/**
 * What a board shows once play has begun, loaded with the first throw or move (parts.ts) and handed
 * to each board the element draws (`BoardView.moveLayer`): the last turn's marks, the moves a
 * person can make (a button over each piece that can move and one over its destination, reached by
 * keys as board-keys.ts says) with their CSS, and what animates a move or a throw (play-once.ts).
 * A first paint needs none of it.
 */
import { css, nothing, svg, type SVGTemplateResult } from 'lit';
import type { Move } from '../../engine/index.js';
import {
  at,
  centre,
  effectOf,
  pathIndex,
  placeKey,
  TILE,
  type BoardHandlers,
  type Geometry,
  type Scene,
} from './board.js';
import { tabStop } from './board-keys.js';

export { onBoardKeydown } from './board-keys.js';
export { playOnce } from './play-once.js';

/**
 * Where each move of the last turn came from (a dashed ring) and where it went (an outline), and
 * the same marks in a group of their own (`suggestion`) for the suggested move.
 */
export function drawMoveMarks({ view: { lastMove, turnMoves, suggestion }, geo }: Scene) {
  const moves = turnMoves ?? (lastMove ? [lastMove] : []);
  return [
    ...moves.map((move) => drawMarks(move, geo)),
    suggestion ? drawMarks(suggestion, geo, 'suggestion') : nothing,
  ];
}

function drawMarks(move: Move, geo: Geometry, group = 'last-move') {
  const half = move.to === 'home' ? 37 : 44;
  return svg`<g class="${group}">
    <circle class="last-from" transform="${at(centre(geo, placeKey(move.player, move.from)))}" r="34"></circle>
    ${
      move.bounced
        ? nothing
        : svg`<rect class="last-to" transform="${at(centre(geo, placeKey(move.player, move.to)))}"
      x="${-half}" y="${-half}" width="${2 * half}" height="${2 * half}" rx="${half / 5}"></rect>`
    }
  </g>`;
}

/** A tile-sized button's face: the whole tile takes the pointer, `mark` shows it, a ring shows focus. */
const buttonFace = (mark: SVGTemplateResult | typeof nothing) =>
  svg`<rect class="hit" width="${TILE}" height="${TILE}"></rect>${mark}<rect class="focus" x="2" y="2" width="${TILE - 4}" height="${TILE - 4}" rx="9"></rect>`;

/**
 * The interactive layer: per piece that can move, a button over it and one over its destination
 * (faint until the piece is hovered or focused). Either makes the move. Keyboard order follows
 * the path (data-order); only the pieces are keyboard stops, their labels naming the destination.
 * The pieces of `stuck` are stops too, in the same order, each a button that chooses its piece.
 */
export function drawOptions(
  { view: { layout, moves, stuck, strings }, geo, stacks, placeName }: Scene,
  handlers: BoardHandlers,
) {
  const stops = [
    ...moves.map((move) => ({ from: move.from, move })),
    ...(stuck?.tiles ?? []).map((from) => ({ from, move: null })),
  ];
  if (stops.length === 0) return nothing;
  const player = moves[0]?.player ?? stuck!.player;
  // One move per source: pieces on one tile are interchangeable.
  const ranked = stops.sort((a, b) => pathIndex(layout, player, a.from) - pathIndex(layout, player, b.from));
  // The stuck pieces drawn first: a move's destination on one of them (a bell stack) takes the pointer.
  const drawn = ranked
    .map((stop, rank) => ({ ...stop, rank }))
    .sort((a, b) => Number(a.move !== null) - Number(b.move !== null));
  return drawn.map(({ from, move, rank }) => {
    const corner = at(geo.corner.get(placeKey(player, from))!);
    if (!move) {
      const pieces = strings.board.pieces(player, stacks[player].get(from) ?? 1);
      return svg`<g class="stuck" data-from="${from}">
        <g class="src" role="button" tabindex="${tabStop(rank === 0)}" data-order="${rank}"
          aria-label="${strings.board.tile(placeName(from), pieces)}" transform="${corner}"
          @click=${() => handlers.choose?.(from)}>
          ${buttonFace(nothing)}
        </g>
      </g>`;
    }
    const effect = effectOf(move);
    const play = () => handlers.play(move);
    return svg`<g class="option" data-from="${move.from}">
      <g class="src" role="button" tabindex="${tabStop(rank === 0)}" data-order="${rank}"
        aria-label="${strings.board.movable(player, placeName(move.from), placeName(move.to), effect)}"
        transform="${corner}" @click=${play}>
        ${buttonFace(svg`<circle class="ring" cx="${TILE / 2}" cy="${TILE / 2}" r="38"></circle>`)}
      </g>
      <g class="dest ${effect ?? ''}" role="button" tabindex="-1" data-to="${move.to}"
        aria-label="${strings.board.destination(placeName(move.from), placeName(move.to), effect)}"
        transform="${at(geo.corner.get(placeKey(player, move.to))!)}" @click=${play}>
        ${buttonFace(svg`<circle class="target" cx="${TILE / 2}" cy="${TILE / 2}" r="${effect ? 40 : 24}"></circle>`)}
      </g>
    </g>`;
  });
}

export const styles = css`
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
    animation: ur-pulse 1.4s ease-in-out infinite alternate;
  }
  .option:hover .ring {
    stroke-width: 8;
  }
  .dest {
    opacity: 0.45;
    transition: opacity 0.15s;
  }
  .option:is(:hover, :focus-within) .dest {
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
`;
