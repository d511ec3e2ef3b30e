/**
 * A rated online game's end waits for its count: `ur-game-end` carries each side's rating before
 * and after, which the server sends (`royal-ur/online` puts it in the board's `ratings`) a moment
 * after the last action or the end ends the game. A game not rated is announced at once.
 */
import type { Player } from '../../engine/index.js';
import type { RatedState, RatingChange } from '../../protocol/index.js';

/** The longest `ur-game-end` waits for a rated game's count: without one by then, it fires with `ratings: null`. */
export const RATED_WAIT_MS = 5000;
const LOOK_MS = 50;

/** The board, which holds `ratings` when it plays a rated online game. */
type RatedHost = object & { readonly ratings?: RatedState | null };

/** The board's game is rated and its count (or word that it does not count) has not come yet. */
const awaitingCount = (host: RatedHost): boolean =>
  !!host.ratings && host.ratings.result === null && host.ratings.counted !== false;

/** Calls `announce` with each side's change once the host's rated game is counted (null: not rated, not counted, or no word in time). */
export function afterCount(host: RatedHost, announce: (ratings: Record<Player, RatingChange> | null) => void): void {
  const until = Date.now() + RATED_WAIT_MS;
  const look = () => {
    if (awaitingCount(host) && Date.now() < until) setTimeout(look, LOOK_MS);
    else announce(host.ratings?.result ?? null);
  };
  look();
}
