/**
 * Describes any legal move of a position: for the computer players and the review, which load it
 * with their own parts (the board's moves come described from `Game.legalMoves`).
 */
import type { Move } from './game-types.js';
import { moveOf } from './move-book.js';
import {
  applyMove,
  awaitsMove,
  cloneState,
  copyState,
  destination,
  moveDistance,
  PHASE_EYES,
  type Layout,
  type MoveTrace,
  type State,
} from './moves.js';
import { placeAt } from './notation.js';
import { PLAYERS } from './rules.js';

/**
 * The legal move of the player to act in `state` from path index `from`, described in full;
 * throws if there is no such move. Pure: `state` is unchanged.
 */
export function describeMove(layout: Layout, state: State, from: number, scratch: State = cloneState(state)): Move {
  const player = state.turn;
  const bonus = state.phase === PHASE_EYES;
  const distance = moveDistance(state);
  if (!awaitsMove(state) || (bonus && from === 0) || destination(layout, state, player, from, distance) < 0) {
    throw new Error(`no legal move from ${placeAt(layout, player, from)} for ${PLAYERS[player]} now`);
  }
  copyState(scratch, state);
  const trace: MoveTrace = { landings: [], captures: [] };
  const effects = applyMove(layout, scratch, from, trace);
  return moveOf(layout, player, from, distance, bonus, effects, trace.landings, trace.captures);
}
