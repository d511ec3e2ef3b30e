/**
 * Who holds each seat, and whether they are here. Seats live in the store, so every process
 * sees the same tokens and presence; a change is a compare-and-set, so two processes never both
 * win a seat. A dropped player's seat is `reconnecting` for the grace period, then `left`, and
 * its token still reclaims it until someone else takes the left seat. A connected seat names its
 * process: if that process dies, another one drops the seat the same way (backend/liveness/).
 */
import { PLAYERS } from '../src/engine/index.js';
import {
  MIN_PROPOSED_TOKEN,
  type Seat,
  type SeatGrace,
  type SeatNames,
  type SeatRequest,
  type SeatStatus,
} from '../src/protocol/index.js';
import { newToken, sameToken } from './codes.js';
import { refuse, type Refusal } from '../src/protocol/reply.js';
import type { SeatHolder } from './backend/liveness/index.js';
import type { Seats, SeatState, Store } from './backend/rooms/index.js';

export type Claim = { ok: true; seat: Seat | 'spectator'; token?: string; replaced: string | null } | Refusal;

/** Compare-and-set retries before a join is refused as a contested seat. */
const CLAIM_ATTEMPTS = 3;

/** The seat `state` left: its name and player stay, so that the others read who left (and a rated seat stays theirs). */
const left = ({ token, name, player }: SeatState): SeatState => ({
  token,
  status: 'left',
  sid: null,
  until: null,
  process: null,
  ...(name !== undefined && { name }),
  ...(player !== undefined && { player }),
});

export class SeatKeeper {
  readonly #timers = new Map<string, NodeJS.Timeout>();
  #closed = false;

  constructor(
    private readonly store: Store,
    private readonly graceMs: number,
    private readonly holder: SeatHolder,
    /** A seat's presence changed: the server tells the room. */
    private readonly onChange: (room: string) => void,
    private readonly onError: (error: unknown) => void,
    private readonly now: () => number = Date.now,
  ) {}

  /** A seat's presence as the players see it; a lapsed grace period reads as `left` even if no timer ran (its process may have died). */
  #status(state: SeatState | null): SeatStatus {
    if (state === null) return 'empty';
    if (state.status === 'reconnecting' && state.until !== null && state.until <= this.now()) return 'left';
    return state.status;
  }

  async statuses(room: string): Promise<Record<Seat, SeatStatus>> {
    return (await this.view(room)).seats;
  }

  /** Each seat's presence, its player's name and its grace left, from one read. */
  async view(room: string): Promise<{ seats: Record<Seat, SeatStatus>; names: SeatNames; grace: SeatGrace }> {
    const { light, dark } = await this.store.seats(room);
    const seats = { light: this.#status(light), dark: this.#status(dark) };
    const grace = (seat: Seat, state: SeatState | null) =>
      seats[seat] === 'reconnecting' && state?.until != null ? state.until - this.now() : null;
    return {
      seats,
      names: { light: light?.name ?? null, dark: dark?.name ?? null },
      grace: { light: grace('light', light), dark: grace('dark', dark) },
    };
  }

  /**
   * Seats connection `sid` in `room`: by `token` (reclaiming its seat after a reload or a drop),
   * or, with the room's seat key (`keyed`), in a free seat (empty, or left by its player) with a
   * new token. Without either, `any` watches and a named seat is refused: a room's code alone
   * takes no seat. `replaced` names a connection that held the seat until now (the same
   * player's older tab or a dead socket). `name` (checked) is the seat's name from now on; without
   * one, a reclaimed seat keeps its own. `player` (a verified identity's id) is a free seat's
   * player; in a `rated` room a free seat needs one, and it may be neither the other seat's player
   * nor a seat left by another player.
   */
  async claim(
    room: string,
    request: SeatRequest,
    token: string | undefined,
    sid: string,
    keyed: boolean,
    name?: string,
    { player, rated }: { player?: string; rated: boolean } = { rated: false },
  ): Promise<Claim> {
    if (request === 'spectator') return { ok: true, seat: 'spectator', replaced: null };
    for (let attempt = 0; attempt < CLAIM_ATTEMPTS; attempt++) {
      const seats = await this.store.seats(room);
      const own =
        token === undefined ? undefined : PLAYERS.find((seat) => seats[seat] && sameToken(seats[seat].token, token));
      if (own && (request === 'any' || request === own)) {
        const current = seats[own]!;
        // A seat held for a player before they came (a quick match's) is bound at their first join.
        const bound = current.player ?? player;
        const refused = rated && this.#unrated(seats, own, bound);
        if (refused) return refused;
        if (!(await this.#take(room, own, current, current.token, sid, name ?? current.name, bound))) continue;
        this.#cancel(room, own);
        const replaced = current.status === 'connected' && current.sid !== sid ? current.sid : null;
        return { ok: true, seat: own, token: current.token, replaced };
      }
      if (!keyed) {
        return request === 'any'
          ? { ok: true, seat: 'spectator', replaced: null }
          : refuse('key-required', `taking ${request} needs the room's seat key (from the invite link)`);
      }
      const refused = rated && this.#unrated(seats, request === 'any' ? null : request, player);
      if (refused) return refused;
      const wanted = request === 'any' ? PLAYERS : [request];
      const free = wanted.find(
        (seat) =>
          ['empty', 'left'].includes(this.#status(seats[seat])) &&
          !(rated && seats[seat]?.player !== undefined && seats[seat]?.player !== player),
      );
      if (free === undefined)
        return request === 'any'
          ? refuse('room-full', 'both seats are taken')
          : refuse('seat-taken', `${request} is taken`);
      // A proposed token lets a client repeat a join whose reply it lost (the protocol's JoinRoomRequest).
      const fresh = token !== undefined && token.length >= MIN_PROPOSED_TOKEN ? token : newToken();
      if (!(await this.#take(room, free, seats[free], fresh, sid, name, player))) continue;
      this.#cancel(room, free);
      return { ok: true, seat: free, token: fresh, replaced: null };
    }
    if ((await this.store.meta(room)) === null) return refuse('no-room', `room ${room} no longer exists`);
    return refuse('seat-taken', 'the seat changed hands meanwhile; try again');
  }

  /** Why `player` may not take `seat` (null: the seat is not chosen yet) of a rated room: no identity, or the other seat is theirs. */
  #unrated(seats: Seats, seat: Seat | null, player: string | undefined): Refusal | null {
    if (player === undefined)
      return refuse(
        'bad-identity',
        "a rated game's seat needs the player's identity (signed by the host page's server)",
      );
    if (PLAYERS.some((other) => other !== seat && seats[other]?.player === player))
      return refuse('same-player', 'you hold the other seat of this rated game: a player cannot play themselves');
    return null;
  }

  /** Connection `sid` dropped: its seat is held (`reconnecting`) for the grace period, then `left`. */
  async dropped(room: string, seat: Seat, sid: string): Promise<void> {
    const state = (await this.store.seats(room))[seat];
    if (state?.status === 'connected' && state.sid === sid) await this.#startGrace(room, seat, state);
    await this.holder.release({ room, seat, sid });
  }

  /** Process `process` died while holding `seat`: the seat is held as if its connection had dropped. */
  async orphaned(room: string, seat: Seat, process: string): Promise<void> {
    const state = (await this.store.seats(room))[seat];
    if (state?.status === 'connected' && state.process === process) await this.#startGrace(room, seat, state);
  }

  /** Connection `sid` left its seat on purpose (`room:leave`): at once `left`. */
  async leave(room: string, seat: Seat, sid: string): Promise<void> {
    const state = (await this.store.seats(room))[seat];
    if (state?.status === 'connected' && state.sid === sid) await this.#set(room, seat, state, left(state));
    await this.holder.release({ room, seat, sid });
  }

  /** Connects `sid` to the seat if it is still `expected`; listed as this process's first, unlisted if it lost. */
  async #take(
    room: string,
    seat: Seat,
    expected: SeatState | null,
    token: string,
    sid: string,
    name: string | undefined,
    player: string | undefined,
  ): Promise<boolean> {
    await this.holder.hold({ room, seat, sid });
    const next: SeatState = {
      token,
      status: 'connected',
      sid,
      until: null,
      process: this.holder.id,
      ...(name !== undefined && { name }),
      ...(player !== undefined && { player }),
    };
    if (await this.store.setSeat(room, seat, expected, next)) return true;
    await this.holder.release({ room, seat, sid });
    return false;
  }

  /** The connected seat `state` becomes `reconnecting` for the grace period, then `left` unless reclaimed. */
  async #startGrace(room: string, seat: Seat, state: SeatState): Promise<void> {
    const held: SeatState = { ...state, status: 'reconnecting', until: this.now() + this.graceMs };
    if (!(await this.#set(room, seat, state, held)) || this.#closed) return;
    this.#cancel(room, seat);
    const key = `${room}/${seat}`;
    const timer = setTimeout(() => {
      this.#timers.delete(key);
      // Only if nobody reclaimed the seat meanwhile (on any process): the compare-and-set says.
      this.#set(room, seat, held, left(held)).catch(this.onError);
    }, this.graceMs);
    timer.unref();
    this.#timers.set(key, timer);
  }

  /** Compare-and-set; tells the room when it changed something. */
  async #set(room: string, seat: Seat, expected: SeatState, next: SeatState): Promise<boolean> {
    const changed = await this.store.setSeat(room, seat, expected, next);
    if (changed) this.onChange(room);
    return changed;
  }

  #cancel(room: string, seat: Seat): void {
    const key = `${room}/${seat}`;
    clearTimeout(this.#timers.get(key));
    this.#timers.delete(key);
  }

  /** Stops the grace timers (the seats stay `reconnecting` in the store and lapse to `left` when read). */
  close(): void {
    this.#closed = true;
    for (const timer of this.#timers.values()) clearTimeout(timer);
    this.#timers.clear();
  }
}
