/**
 * Quick match (the protocol's `match:find`): one queue per variant and rules, shared by every
 * process through Redis. A player asking finds the longest-waiting player of the same queue and
 * both are seated in a new room, or waits at the end of the queue until someone asks, their wait
 * times out (`match:expired`), they cancel, or they disconnect. Each may ask for a colour
 * (`pairSeats`: who gets which). A rated queue never pairs a player with themselves (the same
 * verified id asking in two tabs): each of their asks waits for someone else.
 */
import { randomInt } from 'node:crypto';
import { createGame, opponentOf, PLAYERS, type RuleOptions, type VariantName } from '../src/engine/index.js';
import { MATCH_EVENTS, type MatchFound, type Reply, type Seat } from '../src/protocol/index.js';
import { refuse } from '../src/protocol/reply.js';
import { openReservedRoom } from './reserved-room.js';
import type { Rooms } from './rooms.js';
import type { Backend } from './backend/index.js';
import type { Waiting } from './backend/quick-match/index.js';
import { checkCreate, type Checked } from '../src/protocol/schema.js';

export interface FindMatch {
  variant: VariantName;
  rules: RuleOptions;
  token: string;
  /** The colour asked for; absent: either. */
  colour?: Seat;
  /** Only opponents who asked for a rated game too: the room is made rated. */
  rated?: boolean;
  /** The player's identity token (verified by the referee before the ask). */
  identity?: string;
}

const TOKEN = /^[\w-]{16,64}$/;

/** `match:find`: a room's rules as for `room:create`, a seat token, and the colour asked for if any. */
export function checkFind(payload: unknown): Checked<FindMatch> {
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload))
    return refuse('bad-request', 'the payload must be an object');
  const { token, colour, ...room } = payload as Record<string, unknown>;
  if (typeof token !== 'string' || !TOKEN.test(token))
    return refuse('bad-request', 'token must be 16 to 64 letters, digits, - or _');
  if (colour !== undefined && !PLAYERS.includes(colour as Seat))
    return refuse('bad-request', 'colour must be "light" or "dark" (or left out: either)');
  const checked = checkCreate(room);
  if (!checked.ok) return checked;
  return { ok: true, value: { ...checked.value, token, ...(colour !== undefined && { colour: colour as Seat }) } };
}

/**
 * The seat of the player who waited, paired with one who asks now: each gets the colour they
 * asked for when the two differ or one of them does not mind; when both want the same colour,
 * the one who waited gets it (a queue holds at most one waiting player but for one player's own
 * tabs, since anyone else asking is paired with them: there is nobody else to pair the later one
 * with). Neither asking: drawn at random.
 */
export function pairSeats(waited: Seat | undefined, asks: Seat | undefined): Seat {
  if (waited) return waited;
  if (asks) return opponentOf(asks);
  return randomInt(2) === 0 ? 'light' : 'dark';
}

/** Sends a server event to one connection, on whatever process it is. */
export type Tell = (sid: string, event: string, payload: object) => void;

export class QuickMatch {
  /** This process's waiting connections: their queue and entry, and the timer that ends their wait. */
  readonly #waiting = new Map<string, { queue: string; entry: Waiting; timer: NodeJS.Timeout }>();

  constructor(
    private readonly backend: Pick<Backend, 'store' | 'queues'>,
    private readonly rooms: Rooms,
    private readonly times: { matchWaitMs: number; seatGraceMs: number },
    private readonly tell: Tell,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Connection `sid` asks for an opponent: the room at once if someone waited, else `room: null`
   * (it waits). `player`: the asker's verified id (in a rated queue, never paired with their own).
   */
  async find(
    sid: string,
    { variant, rules, token, colour, rated }: FindMatch,
    address: string,
    player?: string,
  ): Promise<Reply<MatchFound | { room: null }>> {
    // A second ask replaces the first.
    await this.cancel(sid);
    // The queue is the rules as a record writes them, so that the same rules said twice meet.
    const canonical = createGame({ variant, rules, seed: null }).toJSON().rules;
    const queue = `${variant}:${JSON.stringify(canonical)}${rated ? ':rated' : ''}`;
    const now = this.now();
    const entry = {
      sid,
      token,
      until: now + this.times.matchWaitMs,
      ...(colour && { colour }),
      ...(rated && player !== undefined && { player }),
    };
    const partner = await this.backend.queues.pairOrWait(queue, entry, now);
    if (partner === null) {
      const timer = setTimeout(() => void this.#expire(sid), this.times.matchWaitMs);
      timer.unref();
      this.#waiting.set(sid, { queue, entry, timer });
      return { ok: true, room: null };
    }
    const partnerSeat = pairSeats(partner.colour, colour);
    const seat = opponentOf(partnerSeat);
    const tokens = { [partnerSeat]: partner.token, [seat]: token } as Record<Seat, string>;
    const opened = await openReservedRoom(
      this.rooms,
      this.backend.store,
      { variant, rules: canonical },
      tokens,
      this.times.seatGraceMs,
      address,
      rated,
    );
    if (!opened.ok) {
      // The partner is out of the queue and cannot be seated: their wait ends now.
      this.tell(partner.sid, MATCH_EVENTS.expired, {});
      return opened;
    }
    this.tell(partner.sid, MATCH_EVENTS.found, { room: opened.room, seat: partnerSeat });
    return { ok: true, room: opened.room, seat };
  }

  /** Ends `sid`'s wait; false if it was not waiting here or was paired meanwhile. */
  async cancel(sid: string): Promise<boolean> {
    const waiting = this.#waiting.get(sid);
    if (!waiting) return false;
    this.#waiting.delete(sid);
    clearTimeout(waiting.timer);
    return this.backend.queues.unqueue(waiting.queue, waiting.entry);
  }

  async #expire(sid: string): Promise<void> {
    if (await this.cancel(sid)) this.tell(sid, MATCH_EVENTS.expired, {});
  }

  /** Ends every wait timer of this process (the entries lapse in the queue by their own time). */
  close(): void {
    for (const { timer } of this.#waiting.values()) clearTimeout(timer);
    this.#waiting.clear();
  }
}
