/**
 * A rated room's ratings on the board (its `ratings` property): each seat's rating by the names,
 * and once the game is counted, each side's change on the game-over panel and in `ur-game-end`.
 * A room that is not rated leaves the board's as it is (null).
 */
import type { OnlineBoard } from '../element/api.js';
import type { RatedState } from '../protocol/index.js';

/** Puts the server's latest rated state on the board; a state without a result never hides one the board holds (a broadcast may come late). */
export function showRatings(board: OnlineBoard, rated: RatedState | undefined): void {
  if (!rated) return;
  const held = board.ratings;
  const next = rated.result === null && held?.result ? { ...rated, result: held.result, counted: held.counted } : rated;
  if (JSON.stringify(held) !== JSON.stringify(next)) board.ratings = next;
}
