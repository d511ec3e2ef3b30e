/**
 * Actions as the game stores them: small integer codes, written as action strings (notation.ts)
 * only when a record is asked for, and played again without dice, record or results.
 */
import {
  applyMove,
  applyThrow,
  cloneState,
  copyState,
  declineBonus,
  initialState,
  PHASE_THROW,
  type Layout,
  type State,
} from './moves.js';
import { formatAction, moveNotation, placeAt } from './notation.js';

// Actions are stored as small integers (a record is strings only when asked for).
export const CODE_DECLINE = 1;
export const CODE_NEXT = 2;
/** A throw: CODE_THROW + value, plus CODE_HOST when the value was handed in. */
export const CODE_THROW = 16;
export const CODE_HOST = 8;
/** A move: CODE_MOVE + player << 19 | capture << 18 | rosette << 17 | from << 8 | to. */
export const CODE_MOVE = 1 << 20;

/** The code of a move of `player` from path index `from` to `to`. */
export function moveCode(player: number, from: number, to: number, capture: boolean, rosette: boolean): number {
  return CODE_MOVE + (player << 19) + (capture ? 1 << 18 : 0) + (rosette ? 1 << 17 : 0) + (from << 8) + to;
}

/** The path index a move code's piece starts from. */
export function moveSource(code: number): number {
  return (code >> 8) & 0x1f;
}

/** The code of a throw of `value`, `host` when the value was handed in. */
export function throwCode(value: number, host: boolean): number {
  return CODE_THROW + value + (host ? CODE_HOST : 0);
}

/** The value a throw code stands for. */
function thrownValue(code: number): number {
  return (code - CODE_THROW) & ~CODE_HOST;
}

/** The value a throw code was handed in with; -1 for a throw of the game's own dice. */
export function handedValue(code: number): number {
  return code & CODE_HOST ? thrownValue(code) : -1;
}

/** An action code as the record writes it; move strings are kept in `notations` (shared by a layout's games). */
export function actionText(layout: Layout, code: number, notations: Map<number, string>): string {
  if (code >= CODE_MOVE) {
    let text = notations.get(code);
    if (text === undefined) {
      const player = (code >> 19) & 1;
      const name = (index: number) => placeAt(layout, player, index);
      text = moveNotation(
        name(moveSource(code)),
        name(code & 0xff),
        (code & (1 << 18)) !== 0,
        (code & (1 << 17)) !== 0,
      );
      notations.set(code, text);
    }
    return text;
  }
  if (code >= CODE_THROW)
    return formatAction({ kind: 'throw', value: thrownValue(code), host: (code & CODE_HOST) !== 0 });
  return formatAction({ kind: code === CODE_DECLINE ? 'decline' : 'next' });
}

/** A state to play codes again from: the one before action `count`. */
export interface Snapshot {
  count: number;
  state: State;
}

/**
 * The state after playing action codes `first` to `last` (exclusive) of `codes` from `start`
 * (the state before action `first`): what the game did, without dice, record or results.
 */
export function replayCodes(
  layout: Layout,
  start: State,
  codes: readonly number[],
  first: number,
  last: number,
): State {
  const state = cloneState(start);
  for (let i = first; i < last; i++) {
    const code = codes[i];
    if (code >= CODE_MOVE) applyMove(layout, state, moveSource(code));
    else if (code >= CODE_THROW) applyThrow(layout, state, thrownValue(code));
    else if (code === CODE_DECLINE) declineBonus(state);
    else startNextGame(layout, state);
  }
  return state;
}

/** Sets `state` to the start of the next game of a match: the loser of the last one throws first. */
export function startNextGame(layout: Layout, state: State): void {
  const loser = 1 - state.winner;
  copyState(state, initialState(layout));
  state.phase = PHASE_THROW;
  state.turn = loser;
}
