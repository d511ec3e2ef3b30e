/** What the board's status line says about an online game: the connection and the other seats. */
import { TOLD_REFUSALS, type ConnectionState, type ErrorCode, type Seat, type SeatStatus } from '../protocol/index.js';

/** The connection to the server: opening, seated (or watching), lost and retrying, or over. */
export type LinkState = 'connecting' | 'open' | 'reconnecting' | 'closed';

/** What else the status line must know: the link unanswered, the refusal that ended it, the store refusing writes. */
export interface LinkFacts {
  slow?: boolean;
  /** The server's refusal that ended the connection (`no-room`: the game is gone for good). */
  refused?: ErrorCode | null;
  /** The server's store refuses writes: play is paused. */
  paused?: boolean;
  /** The room refused to end the game as the person here asked: it goes on. */
  endRefused?: boolean;
}

const told = (code: ErrorCode): code is (typeof TOLD_REFUSALS)[number] =>
  (TOLD_REFUSALS as readonly ErrorCode[]).includes(code);

/**
 * The board's `connectionState`: the refusal that ended the connection (a board nobody can play
 * never shows an ordinary turn; a room that was never there is `no-room`, one gone since the seat
 * was taken `game-gone`), then the link (nothing else is known while it is down or slow), then
 * play paused by the store, then a refusal to end the game, then the opponent's seat, or for a
 * spectator the worse of the two.
 */
export function connectionState(
  link: LinkState,
  seat: Seat | 'spectator' | null,
  seats: Record<Seat, SeatStatus> | null,
  { slow = false, refused = null, paused = false, endRefused = false }: LinkFacts = {},
): ConnectionState | null {
  if (refused === 'no-room') return seat === null ? 'no-room' : 'game-gone';
  if (refused) return told(refused) ? refused : 'refused';
  if (link === 'connecting' || link === 'reconnecting') return link;
  if (link === 'closed' || seat === null || seats === null) return null;
  if (slow) return 'slow';
  if (paused) return 'paused';
  if (endRefused) return 'end-refused';
  const others = seat === 'spectator' ? [seats.light, seats.dark] : [seats[seat === 'light' ? 'dark' : 'light']];
  if (others.includes('left')) return 'opponent-left';
  if (others.includes('reconnecting')) return 'opponent-reconnecting';
  if (others.includes('empty')) return 'waiting-for-opponent';
  return null;
}
