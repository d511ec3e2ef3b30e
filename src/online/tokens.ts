/**
 * Seat tokens, kept per server, room and seat in sessionStorage (this tab) and localStorage (this
 * browser): a reload of the tab reclaims its seat, and so does the room's link opened in a new
 * tab after the first one closed, at once rather than after the seat's grace period. A tab's own
 * token comes first: a reload keeps the tab's seat even where the browser held both seats.
 */
import { TOKEN_BYTES, type Seat, type SeatRequest } from '../protocol/index.js';

const key = (url: string, room: string, seat: Seat) => `royal-ur/online ${url} ${room} ${seat}`;

/** The tab's storage, then the browser's; those unavailable (sandboxed frames, storage disabled) left out. */
function storages(): Storage[] {
  const found: Storage[] = [];
  for (const name of ['sessionStorage', 'localStorage'] as const) {
    try {
      const storage = globalThis[name];
      if (storage) found.push(storage);
    } catch {
      // Access refused: this storage keeps nothing.
    }
  }
  return found;
}

/** The seat to ask for and its token, if this tab (or else this browser) held a seat in the room before. */
export function storedSeat(url: string, room: string, request: SeatRequest): { seat: Seat; token: string } | null {
  if (request === 'spectator') return null;
  const seats: Seat[] = request === 'any' ? ['light', 'dark'] : [request];
  for (const storage of storages()) {
    for (const seat of seats) {
      const token = storage.getItem(key(url, room, seat));
      if (token) return { seat, token };
    }
  }
  return null;
}

/** TOKEN_BYTES random bytes, URL-safe: the token this tab proposes for a seat (see JoinRoomRequest). */
export function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(TOKEN_BYTES));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
}

export function storeToken(url: string, room: string, seat: Seat, token: string): void {
  for (const storage of storages()) {
    try {
      storage.setItem(key(url, room, seat), token);
    } catch {
      // Storage full or refused: the seat still plays, only a reload cannot reclaim it.
    }
  }
}

export function forgetToken(url: string, room: string, seat: Seat): void {
  for (const storage of storages()) storage.removeItem(key(url, room, seat));
}
