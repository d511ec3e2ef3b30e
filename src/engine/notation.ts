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
  awaitsMove,
  EYES_DISTANCE,
  initialState,
  KIND_EYES,
  legalMoveSources,
  moveDistance,
  PHASE_EYES,
  syncBits,
  PHASE_MOVE,
  PHASE_OVER,
  PHASE_THROW,
  PHASE_THROW_OFF,
  type Layout,
  type PhaseCode,
  type State,
} from './moves.js';
import { PLAYERS, type Player, type TileName } from './rules.js';

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

const PHASE_WORDS: Record<PhaseCode, string> = {
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

/** Parses a index string for `layout`'s rules; throws a clear error if it is not a valid index. */
export function parsePosition(layout: Layout, text: string): State {
  const fail = (why: string): never => {
    throw new Error(`invalid position "${text}": ${why}`);
  };
  if (typeof text !== 'string') fail('a position must be a string');
  const parts = text.split('/').map((part) => part.trim());
  if (parts.length !== 3) fail('expected "<light> / <dark> / <status>"');
  const state = initialState(layout);
  state.board.fill(0);
  parts.slice(0, 2).forEach((side, player) => {
    // Counted in plain numbers first: the Int8Array board would wrap a huge count silently.
    const counts = new Array<number>(layout.stride).fill(0);
    for (const token of side.split(/\s+/).filter(Boolean)) {
      const count = /^([rh])(\d+)$/i.exec(token);
      if (count) {
        counts[count[1].toLowerCase() === 'r' ? 0 : layout.home] += Number(count[2]);
        continue;
      }
      const index = pathIndexOf(layout, player, token);
      if (index < 1 || index >= layout.home) fail(`"${token}" is not a tile on ${PLAYERS[player]}'s path`);
      counts[index]++;
    }
    const total = counts.reduce((sum, pieces) => sum + pieces, 0);
    if (total !== layout.rules.pieces)
      fail(`${PLAYERS[player]} has ${total} pieces, the rules give ${layout.rules.pieces}`);
    counts.forEach((pieces, index) => {
      if (!layout.rules.stacking && index > 0 && index < layout.home && pieces > 1) {
        fail(
          `${PLAYERS[player]} has ${pieces} pieces on ${layout.tiles[player][index]} but these rules forbid stacking`,
        );
      }
      state.board[player * layout.stride + index] = pieces;
    });
  });
  syncBits(layout, state);
  for (let index = 1; index < layout.home; index++) {
    const across = layout.opposite[index];
    if (across && state.board[index] > 0 && state.board[layout.stride + across] > 0) {
      fail(`both colours stand on ${layout.tiles[0][index]}`);
    }
  }
  const words = parts[2].split(/\s+/).filter(Boolean);
  const turn = PLAYERS.indexOf(words[0] as Player);
  if (turn < 0) fail(`status must start with light or dark, got "${words[0]}"`);
  state.turn = turn;
  state.afterBonus = turn;
  const phase = Number(
    Object.keys(PHASE_WORDS).find((code) => PHASE_WORDS[Number(code) as PhaseCode] === words[1]) ?? -1,
  );
  if (phase < 0) fail(`unknown phase "${words[1]}": expected throw, move <n>, eyes then <player>, throw-off or wins`);
  state.phase = phase as PhaseCode;
  const argument = words[2];
  const expectedWords =
    phase === PHASE_MOVE ? 3 : phase === PHASE_EYES ? 4 : phase === PHASE_THROW_OFF && argument !== undefined ? 3 : 2;
  if (words.length !== expectedWords) fail(`status "${parts[2]}" has ${words.length} words, expected ${expectedWords}`);
  if (phase === PHASE_MOVE) {
    state.distance = Number(argument);
    if (!layout.dice.values.includes(state.distance) || state.distance === 0)
      fail(`"${argument}" is not a throw that can be moved`);
  } else if (phase === PHASE_EYES) {
    const after = PLAYERS.indexOf(words[3] as Player);
    if (argument !== 'then' || after < 0) fail('expected "<player> eyes then <player>"');
    if (!layout.kinds.includes(KIND_EYES)) fail('these rules have no eyes tiles, so no eyes bonus');
    state.afterBonus = after;
    state.distance = EYES_DISTANCE;
  } else if (phase === PHASE_THROW_OFF) {
    if (argument !== undefined) {
      state.throwOff = Number(argument);
      if (turn !== 1 || !layout.dice.values.includes(state.throwOff))
        fail(`"${argument}" is not light's throw-off throw with dark to throw`);
    } else if (turn !== 0) fail('light throws first in a throw-off');
  } else if (phase === PHASE_OVER) {
    if (state.board[turn * layout.stride + layout.home] !== layout.rules.pieces)
      fail(`${words[0]} has not borne off every piece`);
    state.winner = turn;
  }
  // A side with every piece home has won: only a `wins` status may say so.
  for (const side of phase === PHASE_OVER ? [] : [1 - turn, turn]) {
    if (state.board[side * layout.stride + layout.home] === layout.rules.pieces) {
      fail(`${PLAYERS[side]} has already borne off every piece: the status should say "${PLAYERS[side]} wins"`);
    }
  }
  // A position awaiting a move nobody can make would leave the game stuck.
  if (awaitsMove(state) && legalMoveSources(layout, state, new Int8Array(layout.stride)) === 0) {
    fail(
      `${words[0]} has no legal move of ${moveDistance(state)} ${phase === PHASE_EYES ? 'for the eyes bonus' : ''}`.trimEnd(),
    );
  }
  return state;
}
