/**
 * Seat tokens, kept in sessionStorage per server, room and seat: a reload of the tab reclaims its
 * seat, while another tab (or another person on the same machine) gets a seat of its own.
 */
import type { Seat, SeatRequest } from './protocol.js';

const key = (url: string, room: string, seat: Seat) => `royal-ur/online ${url} ${room} ${seat}`;

/** sessionStorage, or null where it is unavailable (sandboxed frames, storage disabled). */
function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** The seat to ask for and its token, if this tab held a seat in the room before. */
export function storedSeat(url: string, room: string, request: SeatRequest): { seat: Seat; token: string } | null {
  if (request === 'spectator') return null;
  const seats: Seat[] = request === 'any' ? ['light', 'dark'] : [request];
  for (const seat of seats) {
    const token = storage()?.getItem(key(url, room, seat));
    if (token) return { seat, token };
  }
  return null;
}

/** 144 random bits, URL-safe: the token this tab proposes for a seat (see JoinRoomRequest). */
export function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
}

export function storeToken(url: string, room: string, seat: Seat, token: string): void {
  try {
    storage()?.setItem(key(url, room, seat), token);
  } catch {
    // Storage full or refused: the seat still plays, only a reload cannot reclaim it.
  }
}

export function forgetToken(url: string, room: string, seat: Seat): void {
  storage()?.removeItem(key(url, room, seat));
}
