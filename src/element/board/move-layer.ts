/**
 * What a board shows once play has begun, loaded with the first throw or move (parts.ts) and handed
 * to each board the element draws (`BoardView.moveLayer`): the last turn's marks, the moves a
 * person can make (a button over each piece that can move and one over its destination, reached by
 * keys as board-keys.ts says) with their CSS, and what animates a move (the moved piece's walk, the
 * captured pieces' fade) or a throw (play-once.ts), the dice as they fell, the status line that
 * says what a throw or a move did and the eyes bonus's Decline button (controls/dice-view.ts,
 * controls/status.ts, controls/decline-button.ts). A first paint needs none of it.
 */
import { css, nothing, svg, type SVGTemplateResult } from 'lit';
import { opponentOf, pathIndexOf, placeAt, PLAYERS, type Layout, type Move, type Player } from '../../engine/index.js';
import { at, centre, pieceBody, placeKey, TILE, type BoardHandlers, type Geometry, type Scene } from './board.js';
import { tabStop } from './board-keys.js';
import { playOnce } from '../shared/play-once.js';
import { moveWordsOf } from '../i18n/moves.js';
import type { MoveEffect } from '../i18n/types.js';
import { partProperties } from '../css-properties.js';

export { onBoardKeydown } from './board-keys.js';
export { statusText } from '../controls/status.js';
export { drawGameDice } from '../controls/dice-view.js';
export { declineButton } from '../controls/decline-button.js';
// The status line names moves (A4-A2) once play has begun: each stays on one line.
export { keepMovesWhole } from '../controls/keep-moves-whole.js';

/** A place's path index for `player` (0 = reserve, 1..L = tiles, L+1 = home), from the layout. */
const pathIndex = (layout: Layout, player: Player, place: string) =>
  pathIndexOf(layout, PLAYERS.indexOf(player), place);

const effectOf = (move: Move): MoveEffect => (move.bounced ? 'bounce' : move.capture !== null ? 'capture' : null);

/** The path the last move's piece walked, as "x,y,scale" points for the animation; '' if none. */
export function trail({ view: { layout, lastMove: move }, geo }: Scene): string {
  if (!move || move.bounced) return '';
  const player = PLAYERS.indexOf(move.player);
  const points: string[] = [];
  for (let i = pathIndex(layout, move.player, move.from); i <= pathIndex(layout, move.player, move.to); i++) {
    const { x, y, scale } = centre(geo, placeKey(move.player, placeAt(layout, player, i)));
    points.push(`${x},${y},${scale}`);
  }
  return points.length > 1 ? points.join(' ') : '';
}

/** A walk along a trail of "x,y,scale" points, lifted a little between its ends. */
const walk = (trail: string): Keyframe[] =>
  trail.split(' ').map((point, i, points) => {
    const [x, y, scale] = point.split(',');
    return { transform: `translate(${x}px, ${y}px) scale(${i === 0 || i === points.length - 1 ? scale : 1.12})` };
  });
const FADE: Keyframe[] = [{ opacity: 1 }, { opacity: 1, offset: 0.7 }, { opacity: 0 }];

/** The moved piece's walk along `trail`, once per move key. */
export const walkOnce = (trail: string, { moveKey, view }: Scene): ReturnType<typeof playOnce> =>
  playOnce(trail && moveKey, trail ? walk(trail) : [], view.animationMs);

/** The pieces the last move captured, where they were taken, fading out while the mover walks there. */
export function drawCaptured({ view: { lastMove, animationMs }, geo, moveKey }: Scene) {
  if (!moveKey) return nothing;
  return lastMove!.captures.map(
    (
      tile,
    ) => svg`<g class="piece captured" transform="${at(centre(geo, tile))}" ${playOnce(`${tile}:${moveKey}`, FADE, animationMs)}>
      ${pieceBody(opponentOf(lastMove!.player))}</g>`,
  );
}

export { playOnce };

/**
 * Where each move of the last turn came from (a dashed ring) and where it went (an outline), and
 * the same marks in a group of their own (`suggestion`) for the suggested move.
 */
export function drawMoveMarks({ view: { lastMove, turnMoves, suggestion, animationMs }, geo, moveKey }: Scene) {
  const moves = turnMoves ?? (lastMove ? [lastMove] : []);
  return [
    ...moves.map((move) => drawMarks(move, geo)),
    suggestion ? drawMarks(suggestion, geo, 'suggestion') : nothing,
    lastMove ? drawMoments(lastMove, geo, moveKey, animationMs) : nothing,
  ];
}

/** The big moments a move makes, each marked where it happened (the status line says it in words). */
export type Moment = 'capture' | 'rosette' | 'bear-off' | 'double' | 'eyes';

/** A moment's mark, drawn about the centre of its square (0 0), a square being 100 units. */
const MOMENT_FACES: Readonly<Record<Moment, SVGTemplateResult>> = {
  capture: svg`<circle r="44"></circle><path d="M-24-24 24 24M24-24-24 24"></path>`,
  rosette: svg`<circle r="46"></circle><circle r="38"></circle>`,
  'bear-off': svg`<circle r="44"></circle><path d="M-20 10 0-12 20 10"></path>`,
  double: svg`<circle r="44"></circle><text y="14">2×</text>`,
  eyes: svg`<path d="M-40 0Q0-34 40 0Q0 34-40 0Z"></path><circle r="11"></circle>`,
};

/** Where `move`'s big moments happened: a capture, a rosette's extra throw, a bear-off, bell's double and eyes. */
export function momentsOf(move: Move): { moment: Moment; place: string }[] {
  const key = (place: string) => placeKey(move.player, place);
  return [
    ...move.captures.map((tile) => ({ moment: 'capture' as const, place: tile })),
    ...(move.rosette && move.extraTurn ? [{ moment: 'rosette' as const, place: key(move.to) }] : []),
    ...(move.bearOff ? [{ moment: 'bear-off' as const, place: key('home') }] : []),
    // A double moves the piece on from where it landed first.
    ...(move.double ? [{ moment: 'double' as const, place: key(move.landings[0]) }] : []),
    ...(move.eyes ? [{ moment: 'eyes' as const, place: key(move.to) }] : []),
  ];
}

/**
 * Each moment's mark: it pops up once as the move is drawn (playOnce: not with no animation or under
 * prefers-reduced-motion, where it is simply there) and stays until the next move.
 */
function drawMoments(move: Move, geo: Geometry, moveKey: string, animationMs: number) {
  return momentsOf(move).map(
    ({ moment, place }) => svg`<g class="moment ${moment}" transform="${at(centre(geo, place))}" aria-hidden="true">
      <g ${playOnce(moveKey && `${moment}:${moveKey}`, POP, animationMs * 1.5)}>${MOMENT_FACES[moment]}</g>
    </g>`,
  );
}

const POP: Keyframe[] = [
  { transform: 'scale(0.3)', opacity: 0 },
  { transform: 'scale(1.2)', opacity: 1, offset: 0.6 },
  { transform: 'scale(1)', opacity: 1 },
];

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
  { view: { layout, moves, stuck, strings, lang, position }, geo, stacks, placeName }: Scene,
  handlers: BoardHandlers,
) {
  const stops = [
    ...moves.map((move) => ({ from: move.from, move })),
    ...(stuck?.tiles ?? []).map((from) => ({ from, move: null })),
  ];
  if (stops.length === 0) return nothing;
  const player = moves[0]?.player ?? stuck!.player;
  const named = moveWordsOf(lang ?? 'en').board;
  // One move per source: pieces on one tile are interchangeable.
  const ranked = stops.sort((a, b) => pathIndex(layout, player, a.from) - pathIndex(layout, player, b.from));
  // The stuck pieces drawn first: a move's destination on one of them (a bell stack) takes the pointer.
  const drawn = ranked
    .map((stop, rank) => ({ ...stop, rank }))
    .sort((a, b) => Number(a.move !== null) - Number(b.move !== null));
  return drawn.map(({ from, move, rank }) => {
    const corner = at(geo.corner.get(placeKey(player, from))!);
    if (!move) {
      // A tray (the lessons' reserve, when no piece can enter) is named as the board names it.
      const tray = from === 'reserve' || from === 'home' ? from : null;
      const pieces = strings.board.pieces(player, tray ? position[player][tray] : (stacks[player].get(from) ?? 1));
      const label = tray ? strings.board.tray(player, tray, pieces) : strings.board.tile(placeName(from), pieces);
      return svg`<g class="stuck" data-from="${from}">
        <g class="src" role="button" tabindex="${tabStop(rank === 0)}" data-order="${rank}"
          aria-label="${label}" transform="${corner}"
          @click=${() => handlers.choose?.(from)}>
          ${buttonFace(nothing)}
        </g>
      </g>`;
    }
    const effect = effectOf(move);
    const play = () => handlers.play(move);
    return svg`<g class="option" data-from="${move.from}">
      <g class="src" role="button" tabindex="${tabStop(rank === 0)}" data-order="${rank}"
        aria-label="${named.movable(player, placeName(move.from), placeName(move.to), effect)}"
        transform="${corner}" @click=${play}>
        ${buttonFace(svg`<circle class="ring" cx="${TILE / 2}" cy="${TILE / 2}" r="38"></circle>`)}
      </g>
      <g class="dest ${effect ?? ''}" role="button" tabindex="-1" data-to="${move.to}"
        aria-label="${named.destination(placeName(move.from), placeName(move.to), effect)}"
        transform="${at(geo.corner.get(placeKey(player, move.to))!)}" @click=${play}>
        ${buttonFace(svg`<circle class="target" cx="${TILE / 2}" cy="${TILE / 2}" r="${effect ? 40 : 24}"></circle>`)}
      </g>
    </g>`;
  });
}

export const styles = css`
  ${partProperties}
  /* A move named in a sentence or a list stays on one line. */
  .notation {
    white-space: nowrap;
  }
  /* A thrown die's marked tips, and bell's three dice in the rosette's colour (controls/dice-view.ts). */
  .tip {
    fill: var(--_light);
    stroke: color-mix(in srgb, var(--_light), #000 40%);
  }
  .three-tetrahedral .face {
    --_die: var(--_rosette);
  }
  /* A captured piece ends its fade gone. */
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
  .moment {
    fill: none;
    stroke: var(--_hl);
    stroke-width: 6;
    stroke-linecap: round;
    pointer-events: none;
  }
  .moment.capture {
    stroke: var(--_capture);
  }
  .moment text {
    fill: var(--_hl);
    stroke: none;
    font: bold 40px var(--_font);
    text-anchor: middle;
  }
  .moment.eyes circle {
    fill: var(--_hl);
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
    .last-to,
    .moment {
      stroke: Highlight;
    }
    .moment text,
    .moment.eyes circle {
      fill: Highlight;
    }
  }
`;
