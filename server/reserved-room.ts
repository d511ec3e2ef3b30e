/**
 * A new room whose two seats are already promised (a rematch, a quick match): each seat is held
 * for the token of the player it is meant for, as if that player had just dropped, so that their
 * `room:join` with the token reclaims it and nobody else can take it during `holdMs`. A player who
 * never comes leaves the seat `left` after that, as any dropped player does (seats.ts).
 */
import type { RuleOptions, VariantName } from '../src/engine/index.js';
import type { Reply, Seat } from '../src/online/protocol.js';
import type { Rooms } from './rooms.js';
import type { Store } from './store.js';

export async function openReservedRoom(
  rooms: Rooms,
  store: Store,
  game: { variant: VariantName; rules: RuleOptions },
  tokens: Record<Seat, string>,
  holdMs: number,
  now = Date.now(),
): Promise<Reply<{ room: string }>> {
  const created = await rooms.create(game.variant, game.rules);
  if (!created.ok) return created;
  for (const seat of ['light', 'dark'] as const) {
    const held = {
      token: tokens[seat],
      status: 'reconnecting' as const,
      sid: null,
      until: now + holdMs,
      process: null,
    };
    // A room just made has nobody in it: its seats are still empty.
    await store.setSeat(created.room, seat, null, held);
  }
  return created;
}
