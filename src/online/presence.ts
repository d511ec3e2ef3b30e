/** What the board's status line says about an online game: the connection and the other seats. */
import type { ConnectionState, Seat, SeatStatus } from '../protocol/index.js';

/** The connection to the server: opening, seated (or watching), lost and retrying, or over. */
export type LinkState = 'connecting' | 'open' | 'reconnecting' | 'closed';

/**
 * The board's `connectionState`: the room gone for good, then the link (nothing else is known
 * while it is down or slow), then the opponent's seat, or for a spectator the worse of the two.
 */
export function connectionState(
  link: LinkState,
  seat: Seat | 'spectator' | null,
  seats: Record<Seat, SeatStatus> | null,
  { slow = false, gone = false }: { slow?: boolean; gone?: boolean } = {},
): ConnectionState | null {
  if (gone) return 'game-gone';
  if (link === 'connecting' || link === 'reconnecting') return link;
  if (link === 'closed' || seat === null || seats === null) return null;
  if (slow) return 'slow';
  const others = seat === 'spectator' ? [seats.light, seats.dark] : [seats[seat === 'light' ? 'dark' : 'light']];
  if (others.includes('left')) return 'opponent-left';
  if (others.includes('reconnecting')) return 'opponent-reconnecting';
  if (others.includes('empty')) return 'waiting-for-opponent';
  return null;
}
