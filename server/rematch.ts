/**
 * Rematches (the protocol's `rematch:offer`): when a game is over, each seated player may offer
 * one; when both have, exactly one request (on whichever process) opens the rematch's room, with
 * the same rules and the colours swapped, and links the two rooms. The offers live in the backend
 * (Redis when processes share rooms: backend/rooms/), so that the two players may be on two processes.
 */
import { loadGame } from '../src/engine/index.js';
import type { RematchState, Reply, Seat } from '../src/protocol/index.js';
import { refuse } from '../src/protocol/reply.js';
import { openReservedRoom } from './reserved-room.js';
import type { Rooms } from './rooms.js';
import type { Backend } from './backend/index.js';
import type { SeatState } from './backend/rooms/index.js';

/** A seat's player and name, to hold the rematch's seat for them. */
const seatPlayer = (seat: SeatState | null): Pick<SeatState, 'name' | 'player'> => ({
  ...(seat?.name !== undefined && { name: seat.name }),
  ...(seat?.player !== undefined && { player: seat.player }),
});

export class Rematches {
  constructor(
    private readonly backend: Pick<Backend, 'store' | 'rematches'>,
    private readonly rooms: Rooms,
    private readonly times: { finishedRoomMs: number; idleRoomMs: number; seatGraceMs: number },
    /** The room's rematch state changed: the server tells the room. */
    private readonly onChange: (room: string, state: RematchState) => void,
  ) {}

  /** `room`'s rematch state; null if there is no such room. */
  async state(room: string): Promise<RematchState | null> {
    const record = await this.rooms.record(room);
    if (!record) return null;
    return { open: loadGame(record).awaiting().action === 'nothing', ...(await this.backend.rematches.offers(room)) };
  }

  /**
   * `seat` (null: the connection holds no seat in `room`) offers a rematch of `room`'s finished game,
   * from `address` (the rematch room counts as the agreeing player's).
   */
  async offer(room: string, seat: Seat | null, address: string): Promise<Reply<RematchState>> {
    const record = await this.rooms.record(room);
    if (!record) return refuse('no-room', `no room ${room}`);
    if (seat === null) return refuse('not-seated', `you hold no seat in ${room}`);
    if (loadGame(record).awaiting().action !== 'nothing') return refuse('illegal', 'the game is not over');
    const offered = await this.backend.rematches.offer(room, seat, this.times.finishedRoomMs);
    const state: RematchState = { open: true, ...offered.state };
    if (offered.agreed) {
      const seats = await this.backend.store.seats(room);
      const rated = (await this.rooms.meta(room))?.rated !== undefined;
      // Colours swapped: light's token holds dark in the rematch, and dark's holds light.
      const tokens = { light: seats.dark?.token, dark: seats.light?.token };
      const opened =
        tokens.light && tokens.dark
          ? await openReservedRoom(
              this.rooms,
              this.backend.store,
              record,
              { light: tokens.light, dark: tokens.dark },
              this.times.seatGraceMs,
              address,
              // A rated game's rematch is rated too, its seats already its players' (colours swapped).
              rated,
              rated ? { light: seatPlayer(seats.dark), dark: seatPlayer(seats.light) } : {},
            )
          : refuse('illegal', 'a seat of this room was never taken');
      if (!opened.ok) {
        await this.backend.rematches.abandon(room);
        return opened;
      }
      await this.backend.rematches.link(room, opened.room, Math.max(this.times.finishedRoomMs, this.times.idleRoomMs));
      state.next = opened.room;
    }
    this.onChange(room, state);
    return { ok: true, ...state };
  }
}
