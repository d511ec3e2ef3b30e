/**
 * The board as SVG: a pure function of what to show (rules, position, legal moves) and the
 * handler to call. No game logic: the moves arrive computed by the engine, and every path index
 * comes from its `Layout`.
 *
 * Layers, bottom to top: frame, tiles (with their kind's pattern and score dots), trays (reserve
 * and home), last-move and suggested-move marks, pieces, then the interactive options (each piece
 * that can move, and its destination). Light's outer row (A) is drawn at the bottom unless flipped; vertical boards
 * are the same board turned a quarter, the route running top to bottom.
 */
import { svg, type SVGTemplateResult, type TemplateResult, html, nothing } from 'lit';
import {
  BOARDS,
  PLAYERS,
  tilePoints,
  type Layout,
  type Move,
  type Player,
  type Position,
  type Rules,
  type TileKind,
} from '../../engine/index.js';
import type { Lang, Translation } from '../i18n/types.js';

export interface BoardView {
  /** The rules, compiled: tiles, kinds and every path index. */
  layout: Layout;
  position: Position;
  /** Legal moves of the side to act (empty if it is not a human's move). */
  moves: Move[];
  /** Dark's side drawn at the bottom (horizontal) or on the left (vertical). */
  flipped: boolean;
  /** The route runs top to bottom (for narrow screens) instead of left to right. */
  vertical: boolean;
  /** The move to animate, marked with the rest of its turn (`turnMoves`). */
  lastMove: Move | null;
  /** Every move of the turn to mark, in order (a double move has several); absent: `lastMove` alone. */
  turnMoves?: readonly Move[];
  /** Square names on the board's edges: columns (numbers) and rows (letters), as the notation spells them. */
  coordinates?: boolean;
  /** The other tile kinds' patterns and bell's score dots (tile-art.ts); absent: those tiles drawn plain. */
  tileArt?: TileArt;
  /** The museum board's faces (museum-art.ts, `board-style="museum"`); absent: the default style. */
  museum?: MuseumArt;
  /** The last turn's marks, the moves a person can make and the move animation (move-layer.ts); absent: none of them. */
  moveLayer?: MoveLayer;
  /** A move to suggest (the review's better move), marked as the last move is in a `suggestion` group; absent: none. */
  suggestion?: Move | null;
  /**
   * Pieces of `player` that cannot move, on these tiles, made keyboard stops among those that can
   * (the lessons: such a piece, chosen, is answered with why it cannot move: `BoardHandlers.choose`);
   * absent: only the pieces that can move are stops.
   */
  stuck?: { player: Player; tiles: readonly string[] };
  /** Drawn over the pieces (the rules panel's route); absent: nothing. */
  overlay?: (centreOf: (place: string) => XY) => SVGTemplateResult;
  /** Length of the move animation; 0 = none. */
  animationMs: number;
  /** Words for the accessible names. */
  strings: Translation;
  /** The language of `strings`: the move layer names the moves to choose in it (English if absent). */
  lang?: Lang;
}

export interface BoardHandlers {
  /** A person chose `move`: by its piece (a click, Enter or Space) or by its destination (a click). */
  play(move: Move): void;
  /** A piece of `BoardView.stuck` was chosen (a click, Enter or Space), on `tile`. */
  choose?(tile: string): void;
}

/** Tile size and frame width, in SVG units. */
export const TILE = 100;
const FRAME = 14;
/** The margin the coordinates take on the left and bottom edges. */
const GUTTER = 30;
const TRAY_NUDGE = { x: 7, y: 11 };
/** Pieces in a tray are drawn smaller. */
const TRAY_SCALE = 0.8;

export interface XY {
  x: number;
  y: number;
}

/** Where a piece is drawn: its centre and scale (smaller in the trays). */
export interface Point extends XY {
  scale: number;
}

/** Where everything is drawn for one board shape and orientation. */
export interface Geometry {
  width: number;
  height: number;
  /** Top-left corner of a tile, by name ('A4'), or of a tray ('light:reserve'). */
  corner: Map<string, XY>;
}

const geometries = new Map<string, Geometry>();

/**
 * Where everything is drawn. Horizontal: columns run left to right, light's row A at the bottom
 * (at the top when flipped). Vertical: the same board turned so columns run top to bottom, light's
 * row A on the left (on the right when flipped).
 */
function geometry(rules: Rules, flipped: boolean, vertical: boolean): Geometry {
  const key = `${rules.board}:${flipped}:${vertical}`;
  let found = geometries.get(key);
  if (found) return found;
  const shape = BOARDS[rules.board];
  // Laid out as the horizontal board (`along` the columns, `across` the rows), then turned if vertical.
  const put = (along: number, across: number): XY => (vertical ? { x: across, y: along } : { x: along, y: across });
  const across = (row: string) => FRAME + TILE * (flipped !== vertical ? 'ABC' : 'CBA').indexOf(row);
  const corner = new Map<string, XY>();
  for (const tile of shape.tiles) corner.set(tile, put(FRAME + TILE * (Number(tile.slice(1)) - 1), across(tile[0])));
  // Trays sit in the outer row's empty columns: the reserve next to the entry, home at the far end.
  const empty = Array.from({ length: shape.columns }, (_, i) => i + 1).filter(
    (column) => !shape.tiles.includes(`A${column}`),
  );
  const has = (column: number) => shape.tiles.includes(`A${column}`);
  const [reserve, home] = [empty[0], empty[empty.length - 1]];
  for (const player of PLAYERS) {
    const row = player === 'light' ? 'A' : 'C';
    // Trays sit clear of the frame: towards the board's outer edge, away from a neighbouring tile.
    const v = across(row) + (across(row) === FRAME ? -TRAY_NUDGE.y : TRAY_NUDGE.y);
    const u = (column: number) =>
      FRAME + TILE * (column - 1) + TRAY_NUDGE.x * (Number(has(column - 1)) - Number(has(column + 1)));
    corner.set(`${player}:reserve`, put(u(reserve), v));
    corner.set(`${player}:home`, put(u(home), v));
  }
  const [long, short] = [shape.columns * TILE + 2 * FRAME, 3 * TILE + 2 * FRAME];
  found = { width: vertical ? short : long, height: vertical ? long : short, corner };
  geometries.set(key, found);
  return found;
}

/** The key of a place in the geometry: tiles by name, trays per player. */
export const placeKey = (player: Player, place: string) =>
  place === 'reserve' || place === 'home' ? `${player}:${place}` : place;
export const centre = (geo: Geometry, key: string): Point => {
  const { x, y } = geo.corner.get(key)!;
  return { x: x + TILE / 2, y: y + TILE / 2, scale: key.includes(':') ? TRAY_SCALE : 1 };
};
export const at = (p: XY) => `translate(${p.x} ${p.y})`;
const placed = (p: Point) => `${at(p)}${p.scale === 1 ? '' : ` scale(${p.scale})`}`;

/** A piece: a disc with five pips, as the pieces found at Ur. */
export const pieceBody = (player: Player) => svg`<circle class="shadow" r="31" cy="4"></circle
  ><circle class="disc ${player}" r="31"></circle
  ><path class="pips ${player}" d="M0-4a4 4 0 1 1 0 8a4 4 0 1 1 0-8M-15-19a4 4 0 1 1 0 8a4 4 0 1 1 0-8M15-19a4 4 0 1 1 0 8a4 4 0 1 1 0-8M-15 11a4 4 0 1 1 0 8a4 4 0 1 1 0-8M15 11a4 4 0 1 1 0 8a4 4 0 1 1 0-8"></path
  ><circle class="shine" r="31"></circle>`;

/**
 * Gives each board under `root` its drawn size, read from its viewBox, as `--_w` and `--_h` (the
 * layouts' sizes of a board read them). Set through the CSSOM, which a strict Content-Security-Policy
 * allows, by each element that draws boards once it has drawn (before the page paints), so the
 * first load needs no directive of Lit's.
 */
export function sizeBoards(root: ParentNode): void {
  for (const board of root.querySelectorAll<SVGSVGElement>('svg.board')) {
    const { width, height } = board.viewBox.baseVal;
    board.style.setProperty('--_w', String(width));
    board.style.setProperty('--_h', String(height));
  }
}

/** A count in a small badge (stacks, trays). */
const badge = (count: number, scale = 1) =>
  svg`<g class="badge" transform="translate(25 -25) scale(${scale})"><circle r="15"></circle><text dy="6">${count}</text></g>`;

/** The rosette: eight petals around a carnelian centre, drawn around (0,0) within a radius of 40. */
const ROSETTE = svg`<circle class="rosette-ground" r="40"></circle
  ><path class="petals" d="${Array.from({ length: 8 }, (_, i) => {
    // Each petal an ellipse along one of eight directions.
    const a = (i * Math.PI) / 4;
    const [c, s] = [Math.cos(a), Math.sin(a)];
    const tip = (r: number) => `${(r * s).toFixed(1)} ${(-r * c).toFixed(1)}`;
    const side = (r: number, w: number) => `${(r * s + w * c).toFixed(1)} ${(-r * c + w * s).toFixed(1)}`;
    return `M${tip(9)}Q${side(22, 11)} ${tip(36)}Q${side(22, -11)} ${tip(9)}Z`;
  }).join('')}"></path><circle class="accent" r="8"></circle>`;

/** What board.ts draws with move-layer.ts (which draws on the scene laid out here: so written out here, not imported). */
export interface MoveLayer {
  drawMoveMarks(scene: Scene): unknown;
  drawOptions(scene: Scene, handlers: BoardHandlers): unknown;
  /** The pieces the last move captured, fading out while the mover walks (nothing when not animating). */
  drawCaptured(scene: Scene): unknown;
  /** The path the last move's piece walked, as "x,y,scale" points; '' if none. */
  trail(scene: Scene): string;
  /** The walk of a moved piece along its `trail`, played once per move key. */
  walkOnce(trail: string, scene: Scene): unknown;
  onBoardKeydown(event: KeyboardEvent): void;
}

/** What board.ts draws with tile-art.ts. */
export type TileArt = Pick<typeof import('./tile-art.js'), 'kindArt' | 'shrinkFor' | 'scoreDots'>;
/** What board.ts draws with museum-art.ts. */
export type MuseumArt = Pick<typeof import('./museum-art.js'), 'museumFace'>;

/** Drawing `rules` needs tile-art.ts: it has tile kinds other than the rosette, or bell's score dots. */
export const needsTileArt = (rules: Rules): boolean =>
  rules.scoring !== null || Object.values(rules.tileKinds).some((kind) => kind !== 'rosette');

/** A tile's pattern, and with `points` (bell) that many score dots, on a TILE-unit tile; without `art`, only a rosette's. */
export const tileFace = (kind: TileKind, points: number | null, art?: TileArt) => {
  const centre = `translate(${TILE / 2} ${TILE / 2})`;
  const pattern = kind === 'rosette' ? ROSETTE : (art?.kindArt(kind) ?? nothing);
  if (!art || points === null) return svg`<g transform="${centre}">${pattern}</g>`;
  return svg`<g transform="${centre}${art.shrinkFor(points)}">${pattern}</g><g transform="${centre}">${art.scoreDots(points)}</g>`;
};

/** Counts pieces per tile for one side. */
function stacks(tiles: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const tile of tiles) counts.set(tile, (counts.get(tile) ?? 0) + 1);
  return counts;
}

/** What every layer needs: the view, where things are drawn, and names for places. */
export interface Scene {
  view: BoardView;
  geo: Geometry;
  /** Pieces per tile, per side. */
  stacks: Record<Player, Map<string, number>>;
  /** A place's spoken name: "A1 (rosette)", "home", or 'reserve'. */
  placeName(place: string): string;
  /** The last move's animation key (the move and the layout after it); '' when not animating. */
  moveKey: string;
}

export function renderBoard(view: BoardView, handlers: BoardHandlers): TemplateResult {
  const { layout, position, flipped, vertical, lastMove, animationMs, strings } = view;
  const { rules } = layout;
  const kindName = (tile: string) => {
    const kind = rules.tileKinds[tile] ?? 'plain';
    return kind === 'plain' ? '' : strings.kinds[kind];
  };
  const arrangement = PLAYERS.map(
    (p) => `${position[p].reserve}.${position[p].home}.${position[p].tiles.join('.')}`,
  ).join('/');
  const scene: Scene = {
    view,
    geo: geometry(rules, flipped, vertical),
    stacks: { light: stacks(position.light.tiles), dark: stacks(position.dark.tiles) },
    placeName: (place) =>
      place === 'home' ? strings.board.home : place === 'reserve' ? place : strings.board.place(place, kindName(place)),
    moveKey: lastMove && animationMs > 0 ? `${lastMove.notation}:${arrangement}` : '',
  };
  const { geo } = scene;
  const gutter = view.coordinates ? GUTTER : 0;
  const [width, height] = [geo.width + gutter, geo.height + gutter];
  return html`<svg
    part="board"
    class="board${flipped ? ' flipped' : ''}${vertical ? ' vertical' : ''}"
    viewBox="${-gutter} 0 ${width} ${height}"
    role="group"
    aria-label="${strings.board.name}"
    @keydown=${view.moveLayer?.onBoardKeydown}
  >
    <defs>
      <radialGradient id="ur-shine" cx=".35" cy=".3" r=".75">
        <stop offset="0" stop-color="#fff" stop-opacity=".5"></stop>
        <stop offset=".6" stop-color="#fff" stop-opacity="0"></stop>
        <stop offset="1" stop-color="#000" stop-opacity=".18"></stop>
      </radialGradient>
    </defs>
    <g class="frame">
      ${[...geo.corner]
        .filter(([key]) => !key.includes(':'))
        .map(
          ([, p]) =>
            svg`<rect x="${p.x - FRAME}" y="${p.y - FRAME}" width="${TILE + 2 * FRAME}" height="${TILE + 2 * FRAME}" rx="10"></rect>`,
        )}
    </g>
    ${view.coordinates ? drawCoordinates(scene) : nothing}
    <g class="tiles">${drawTiles(scene)}</g>
    <g class="trays">${drawTrays(scene)}</g>
    ${view.moveLayer?.drawMoveMarks(scene) ?? nothing}
    <g class="pieces">${drawPieces(scene)}</g>
    ${view.overlay ? view.overlay((place) => centre(geo, place)) : nothing}
    <g class="options">${view.moveLayer?.drawOptions(scene, handlers) ?? nothing}</g>
  </svg>`;
}

/**
 * Each column's number under the board and each row's letter left of it, as tile names spell them
 * ('B5': row B, column 5). Turned (vertical), the rows run along the bottom edge and the columns
 * down the left one. Hidden from screen readers, which hear every tile's name.
 */
function drawCoordinates({ view: { layout, vertical }, geo }: Scene) {
  const bottom = new Map<number, string>();
  const left = new Map<number, string>();
  for (const tile of BOARDS[layout.rules.board].tiles) {
    const { x, y } = geo.corner.get(tile)!;
    const [row, column] = [tile[0], tile.slice(1)];
    bottom.set(x, vertical ? row : column);
    left.set(y, vertical ? column : row);
  }
  return svg`<g class="coordinates" aria-hidden="true">${[...bottom].map(
    ([x, name]) => svg`<text x="${x + TILE / 2}" y="${geo.height + GUTTER / 2}">${name}</text>`,
  )}${[...left].map(([y, name]) => svg`<text x="${-GUTTER / 2}" y="${y + TILE / 2}">${name}</text>`)}</g>`;
}

/** Every tile with its pattern (and bell's score dots: what a piece left there scores), named with what stands on it. */
function drawTiles({ view: { layout, strings, tileArt, museum }, geo, stacks, placeName }: Scene) {
  const { rules } = layout;
  const scored = rules.scoring !== null;
  return BOARDS[rules.board].tiles.map((tile) => {
    const kind = rules.tileKinds[tile] ?? 'plain';
    // The board is mirror-symmetric: a tile has the same path index on either side's path.
    const index = layout.indices[0][tile] ?? layout.indices[1][tile] ?? -1;
    const points = scored && index > 0 ? tilePoints(layout, index) : null;
    const owner = PLAYERS.find((player) => stacks[player].has(tile)) ?? 'light';
    const label = strings.board.tile(placeName(tile), strings.board.pieces(owner, stacks[owner].get(tile) ?? 0));
    return svg`<g class="tile ${kind}" transform="${at(geo.corner.get(tile)!)}" role="img" aria-label="${label}" data-tile="${tile}">
      <rect part="tile" x="4" y="4" width="${TILE - 8}" height="${TILE - 8}" rx="7"></rect><rect class="inlay" x="9" y="9" width="${TILE - 18}" height="${TILE - 18}" rx="4"></rect>${museum ? museum.museumFace(tile, kind, points, tileArt) : tileFace(kind, points, tileArt)}
    </g>`;
  });
}

/** Each side's reserve and home: a small box beside its outer row. */
function drawTrays({ view: { position, strings }, geo }: Scene) {
  return PLAYERS.flatMap((player) =>
    (['reserve', 'home'] as const).map((tray) => {
      const count = position[player][tray];
      return svg`<g class="tray ${tray} ${player}" transform="${at(geo.corner.get(`${player}:${tray}`)!)}" role="img"
        aria-label="${strings.board.tray(player, tray, strings.board.pieces(player, count))}">
        <rect part="${tray}" x="18" y="18" width="64" height="64" rx="13"></rect><rect class="well" x="23" y="23" width="54" height="54" rx="9"></rect>
        ${count === 0 ? svg`<text class="empty" x="50" y="59">0</text>` : nothing}
      </g>`;
    }),
  );
}

/**
 * Pieces on tiles (stacks with a count) and in the trays (always with a count). The last move's
 * piece is drawn last and, with the move layer, walks its path once per move key; pieces it
 * captured fade out meanwhile.
 */
function drawPieces(scene: Scene) {
  const {
    view: { position, lastMove, moveLayer },
    geo,
    stacks,
    moveKey,
  } = scene;
  const movedTo = lastMove && moveKey && moveLayer ? placeKey(lastMove.player, lastMove.to) : null;
  const pieces = PLAYERS.flatMap((player) =>
    [
      ...stacks[player],
      [`${player}:reserve`, position[player].reserve] as const,
      [`${player}:home`, position[player].home] as const,
    ]
      .filter(([, count]) => count > 0)
      .map(([place, count]) => ({
        player,
        place,
        count,
        trail: lastMove?.player === player && place === movedTo ? moveLayer!.trail(scene) : '',
      })),
  ).sort((a, b) => Number(a.trail !== '') - Number(b.trail !== ''));
  return svg`${moveLayer?.drawCaptured(scene) ?? nothing}${pieces.map(
    ({ player, place, count, trail }) => svg`<g part="piece ${player}" class="piece ${player}"
      transform="${placed(centre(geo, place))}" data-place="${place}" data-count="${count}" data-trail="${trail || nothing}"
      ${moveLayer?.walkOnce(trail, scene)}>
      ${count > 1 ? svg`<g transform="translate(-5 5)">${pieceBody(player)}</g>` : nothing}
      ${pieceBody(player)}${place.includes(':') ? badge(count, 1 / TRAY_SCALE) : count > 1 ? badge(count) : nothing}
    </g>`,
  )}`;
}
