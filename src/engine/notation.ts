/**
 * Tile names, move strings and position strings.
 *
 * Move:     `A4-A2`, `B3xB5` (capture), `R-A4` (enter from the reserve), `A8-H` (bear off);
 *           a trailing `*` marks a rosette landing. The `to` tile is where the piece ends.
 * Action:   `t3` a throw of 3 by the seeded dice, `h3` a value of 3 handed in by the host,
 *           a move, `decline` (an eyes bonus not taken), `next` (the next game of a match).
 * Position: `<light> / <dark> / <status>`, each side as `r<reserve> h<home>` and the tile of every
 *           piece on the board (repeated for a stack), e.g. `r5 h0 A3 B5 / r6 h1 / light throw`.
 *           Status: `light throw`, `dark move 3`, `dark eyes then light`, `light throw-off`,
 *           `dark throw-off 4` (light threw 4), `light wins`.
 */
import {
  PHASE_EYES,
  PHASE_MOVE,
  PHASE_OVER,
  PHASE_THROW,
  PHASE_THROW_OFF,
  type Layout,
  type PhaseCode,
  type State,
} from './moves.js';
import { PLAYERS, type TileName } from './rules.js';

export const RESERVE_SYMBOL = 'R';
export const HOME_SYMBOL = 'H';

/** The place at path index `index` for `player`: a tile name, 'reserve' or 'home'. */
export function placeAt(layout: Layout, player: number, index: number): string {
  if (index === 0) return 'reserve';
  if (index === layout.home) return 'home';
  return layout.tiles[player][index];
}

/** The path index of a place (a tile name, or 'reserve' / 'home' / R / H) for `player`; -1 if not on its path. */
export function pathIndexOf(layout: Layout, player: number, name: string): number {
  const upper = name.trim().toUpperCase();
  if (upper === 'RESERVE' || upper === RESERVE_SYMBOL) return 0;
  if (upper === 'HOME' || upper === HOME_SYMBOL) return layout.home;
  return layout.indices[player][upper as TileName] ?? -1;
}

const symbol = (name: string) => (name === 'reserve' ? RESERVE_SYMBOL : name === 'home' ? HOME_SYMBOL : name);

/** A move as a string, e.g. `B3xB5*`. */
export function moveNotation(from: string, to: string, capture: boolean, rosette: boolean): string {
  return `${symbol(from)}${capture ? 'x' : '-'}${symbol(to)}${rosette ? '*' : ''}`;
}

/** The parts of a move string; null if it is not one. */
export function parseMoveNotation(
  text: string,
): { from: string; to: string; capture: boolean; rosette: boolean } | null {
  const match = /^\s*([A-Z]\d{1,2}|R)\s*([-x])\s*([A-Z]\d{1,2}|H)\s*(\*?)\s*$/i.exec(text);
  return match
    ? {
        from: match[1].toUpperCase(),
        to: match[3].toUpperCase(),
        capture: match[2] !== '-',
        rosette: match[4] !== '',
      }
    : null;
}

/** Longer than any action string (`B12xB16*`, `decline`): a longer one is refused before parsing. */
export const MAX_ACTION_TEXT = 16;

/** One action of a record, read: see the grammar at the top of this file. */
export type Action =
  | { kind: 'throw'; value: number; host: boolean }
  | { kind: 'move'; from: string; to: string; capture: boolean; rosette: boolean }
  | { kind: 'decline' }
  | { kind: 'next' };

/** The action an action string names; null if it is none (or longer than MAX_ACTION_TEXT). */
export function parseAction(text: string): Action | null {
  if (typeof text !== 'string' || text.length > MAX_ACTION_TEXT) return null;
  if (text === 'decline' || text === 'next') return { kind: text };
  const thrown = /^([th])(\d)$/.exec(text);
  if (thrown) return { kind: 'throw', value: Number(thrown[2]), host: thrown[1] === 'h' };
  const move = parseMoveNotation(text);
  return move && { kind: 'move', ...move };
}

/** The action string of an action: `t3`, `h3`, `A4-A2`, `decline` or `next`. */
export function formatAction(action: Action): string {
  return action.kind === 'throw'
    ? (action.host ? 'h' : 't') + action.value
    : action.kind === 'move'
      ? moveNotation(action.from, action.to, action.capture, action.rosette)
      : action.kind;
}

/** The status word of each phase in a position string. */
export const PHASE_WORDS: Record<PhaseCode, string> = {
  [PHASE_THROW_OFF]: 'throw-off',
  [PHASE_THROW]: 'throw',
  [PHASE_MOVE]: 'move',
  [PHASE_EYES]: 'eyes',
  [PHASE_OVER]: 'wins',
};

/** One player's pieces. */
export interface SidePosition {
  reserve: number;
  home: number;
  /** The tile of every piece on the board, in path order (repeated for a stack). */
  tiles: TileName[];
}

/** Where `player`'s pieces stand in `state`. */
export function sidePosition(layout: Layout, state: State, player: number): SidePosition {
  const at = (index: number) => state.board[player * layout.stride + index];
  const tiles: TileName[] = [];
  for (let index = 1; index < layout.home; index++) {
    for (let n = 0; n < at(index); n++) tiles.push(layout.tiles[player][index]);
  }
  return { reserve: at(0), home: at(layout.home), tiles };
}

/** The position string of a state. */
export function positionToString(layout: Layout, state: State): string {
  const sides = PLAYERS.map((_, player) => {
    const { reserve, home, tiles } = sidePosition(layout, state, player);
    return [`r${reserve}`, `h${home}`, ...tiles].join(' ');
  });
  let status = `${PLAYERS[state.turn]} ${PHASE_WORDS[state.phase]}`;
  if (state.phase === PHASE_MOVE) status += ` ${state.distance}`;
  if (state.phase === PHASE_EYES) status += ` then ${PLAYERS[state.afterBonus]}`;
  if (state.phase === PHASE_THROW_OFF && state.throwOff >= 0) status += ` ${state.throwOff}`;
  return [...sides, status].join(' / ');
}
