/**
 * A new room whose two seats are already promised (a rematch, a quick match): each seat is held
 * for the token of the player it is meant for, as if that player had just dropped, so that their
 * `room:join` with the token reclaims it and nobody else can take it during `holdMs`. A player who
 * never comes leaves the seat `left` after that, as any dropped player does (seats.ts).
 */
import type { RuleOptions, VariantName } from '../src/engine/index.js';
import type { Reply, Seat } from '../src/protocol/index.js';
import type { Rooms } from './rooms.js';
import type { SeatState, Store } from './backend/rooms/index.js';

export async function openReservedRoom(
  rooms: Rooms,
  store: Store,
  game: { variant: VariantName; rules: RuleOptions },
  tokens: Record<Seat, string>,
  holdMs: number,
  /** Whose request opens it (the rematch's last offer, the match's second player): the room counts as theirs. */
  address: string,
  /** Its game counts for the players' ratings (a rated quick match, a rated game's rematch). */
  rated = false,
  /** Each seat's player and name, when known (a rematch's): the seat is theirs from the start. */
  players: Partial<Record<Seat, Pick<SeatState, 'name' | 'player'>>> = {},
  now = Date.now(),
): Promise<Reply<{ room: string }>> {
  // No seat key is handed out: each seat is taken back with its token.
  const created = await rooms.create(game.variant, game.rules, address, rated);
  if (!created.ok) return created;
  for (const seat of ['light', 'dark'] as const) {
    const held = {
      token: tokens[seat],
      status: 'reconnecting' as const,
      sid: null,
      until: now + holdMs,
      process: null,
      ...players[seat],
    };
    // A room just made has nobody in it: its seats are still empty.
    await store.setSeat(created.room, seat, null, held);
  }
  return { ok: true, room: created.room };
}
