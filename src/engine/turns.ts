/**
 * Turn numbers: one numbering for the move list, the review's steps, key moves, graph and events.
 * Apart from notation.ts so that only the parts that number turns (loaded on demand) carry it.
 */
import type { Player } from './rules.js';

/** An action of a record and who made it, as far as turn numbers need (null: a review's starting point). */
export interface Acted {
  action: string | null;
  player: Player | null;
}

/**
 * The turn number of each action, as the move list counts turns: a turn is the actions one player
 * makes in a row, so a throw carries the number of the turn it starts. A starting point and `next`
 * (a bell match's next game) start no turn: they carry the number of the turn before (0 before
 * the first). The move list, the review's steps, key moves, graph and events all count with this.
 */
export function turnNumbers(actions: readonly Acted[]): number[] {
  let turn = 0;
  let last: Player | null = null;
  return actions.map(({ action, player }) => {
    if (player !== null && action !== null && action !== 'next' && player !== last) {
      turn++;
      last = player;
    }
    return turn;
  });
}
