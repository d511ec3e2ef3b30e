/**
 * Reading a position string (the grammar is at the top of notation.ts) into a compact state, with
 * a clear error for anything that is not a valid position of the rules. Apart from notation.ts so
 * that the element's first load, which never reads one, goes without it (game-start.ts).
 */
import {
  awaitsMove,
  EYES_DISTANCE,
  initialState,
  KIND_EYES,
  legalMoveSources,
  moveDistance,
  PHASE_EYES,
  PHASE_MOVE,
  PHASE_OVER,
  PHASE_THROW_OFF,
  syncBits,
  type Layout,
  type PhaseCode,
  type State,
} from './moves.js';
import { pathIndexOf, PHASE_WORDS } from './notation.js';
import { PLAYERS, type Player } from './rules.js';

/** Parses a position string for `layout`'s rules; throws a clear error if it is not a valid position. */
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
