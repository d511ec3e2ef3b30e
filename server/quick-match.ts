/**
 * Quick match (the protocol's `match:find`): one queue per variant and rules, shared by every
 * process through Redis. A player asking finds the longest-waiting player of the same queue and
 * both are seated in a new room (colours drawn at random), or waits at the end of the queue until
 * someone asks, their wait times out (`match:expired`), they cancel, or they disconnect.
 */
import { randomInt } from 'node:crypto';
import type { Redis } from 'ioredis';
import { createGame, type RuleOptions, type VariantName } from '../src/engine/index.js';
import { MATCH_EVENTS, type MatchFound, type Reply, type Seat } from '../src/protocol/index.js';
import { refuse } from '../src/protocol/reply.js';
import { defineScripts } from './backend/redis.js';
import { openReservedRoom } from './reserved-room.js';
import type { Rooms } from './rooms.js';
import type { Store } from './backend/memory.js';
import { checkCreate, type Checked } from '../src/protocol/schema.js';

/** A player waiting in a queue: their connection, the token to seat them with, and when the wait ends (ms since the epoch). */
export interface Waiting {
  sid: string;
  token: string;
  until: number;
}

/** Where the queues are kept. Entries are compared as text, so `waiting` must be what `wait` stored. */
export interface MatchQueue {
  /** Takes the longest-waiting entry of `queue` whose wait has not ended; if there is none, `entry` waits at its end. */
  pairOrWait(queue: string, entry: Waiting, now: number): Promise<Waiting | null>;
  /** Takes `entry` out of `queue`; false if it was no longer there (paired meanwhile). */
  remove(queue: string, entry: Waiting): Promise<boolean>;
}

const entryText = (entry: Waiting): string => JSON.stringify([entry.until, entry.sid, entry.token]);
const parseEntry = (text: string): Waiting => {
  const [until, sid, token] = JSON.parse(text) as [number, string, string];
  return { until, sid, token };
};

/** Queues in this process's memory (rooms in memory). */
export class MemoryMatchQueue implements MatchQueue {
  readonly #queues = new Map<string, string[]>();

  async pairOrWait(queue: string, entry: Waiting, now: number): Promise<Waiting | null> {
    const list = this.#queues.get(queue) ?? [];
    this.#queues.set(queue, list);
    for (let text = list.shift(); text !== undefined; text = list.shift()) {
      const waiting = parseEntry(text);
      if (waiting.until > now) return waiting;
    }
    list.push(entryText(entry));
    return null;
  }

  async remove(queue: string, entry: Waiting): Promise<boolean> {
    const list = this.#queues.get(queue) ?? [];
    const at = list.indexOf(entryText(entry));
    if (at >= 0) list.splice(at, 1);
    if (list.length === 0) this.#queues.delete(queue);
    return at >= 0;
  }
}

/** ARGV: the entry, now, and the queue's time to live. Entries whose wait ended are dropped on the way. */
const PAIR_OR_WAIT = `
while true do
  local head = redis.call('LPOP', KEYS[1])
  if not head then break end
  if cjson.decode(head)[1] > tonumber(ARGV[2]) then return head end
end
redis.call('RPUSH', KEYS[1], ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return false`;

interface PairScript {
  urPairOrWait(key: string, entry: string, now: number, ttlMs: number): Promise<string | null>;
}

/** How much longer a Redis queue lives than its last entry's wait. */
const QUEUE_MARGIN_MS = 10_000;

/** Queues in Redis: every process pairs from the same lists, one Lua script at a time. */
export class RedisMatchQueue implements MatchQueue {
  readonly #redis: Redis & PairScript;

  constructor(
    redis: Redis,
    private readonly prefix = 'royal-ur:',
  ) {
    defineScripts(redis, { urPairOrWait: [1, PAIR_OR_WAIT] });
    this.#redis = redis as Redis & PairScript;
  }

  #key(queue: string): string {
    return `${this.prefix}match:${queue}`;
  }

  async pairOrWait(queue: string, entry: Waiting, now: number): Promise<Waiting | null> {
    // Outlives the last wait by a margin: the waiting process's timer takes its entry out itself and tells the player.
    const ttl = Math.ceil(entry.until - now) + QUEUE_MARGIN_MS;
    const head = await this.#redis.urPairOrWait(this.#key(queue), entryText(entry), now, ttl);
    return head === null ? null : parseEntry(head);
  }

  async remove(queue: string, entry: Waiting): Promise<boolean> {
    return (await this.#redis.lrem(this.#key(queue), 1, entryText(entry))) > 0;
  }
}

export interface FindMatch {
  variant: VariantName;
  rules: RuleOptions;
  token: string;
}

const TOKEN = /^[\w-]{16,64}$/;

/** `match:find`: a room's rules as for `room:create`, and a seat token. */
export function checkFind(payload: unknown): Checked<FindMatch> {
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload))
    return refuse('bad-request', 'the payload must be an object');
  const { token, ...room } = payload as Record<string, unknown>;
  if (typeof token !== 'string' || !TOKEN.test(token))
    return refuse('bad-request', 'token must be 16 to 64 letters, digits, - or _');
  const checked = checkCreate(room);
  return checked.ok ? { ok: true, value: { ...checked.value, token } } : checked;
}

/** Sends a server event to one connection, on whatever process it is. */
export type Tell = (sid: string, event: string, payload: object) => void;

export class QuickMatch {
  /** This process's waiting connections: their queue and entry, and the timer that ends their wait. */
  readonly #waiting = new Map<string, { queue: string; entry: Waiting; timer: NodeJS.Timeout }>();

  constructor(
    private readonly queue: MatchQueue,
    private readonly rooms: Rooms,
    private readonly store: Store,
    private readonly times: { matchWaitMs: number; seatGraceMs: number },
    private readonly tell: Tell,
    private readonly now: () => number = Date.now,
  ) {}

  /** Connection `sid` asks for an opponent: the room at once if someone waited, else `room: null` (it waits). */
  async find(
    sid: string,
    { variant, rules, token }: FindMatch,
    address: string,
  ): Promise<Reply<MatchFound | { room: null }>> {
    // A second ask replaces the first.
    await this.cancel(sid);
    // The queue is the rules as a record writes them, so that the same rules said twice meet.
    const canonical = createGame({ variant, rules, seed: null }).toJSON().rules;
    const queue = `${variant}:${JSON.stringify(canonical)}`;
    const now = this.now();
    const entry = { sid, token, until: now + this.times.matchWaitMs };
    const partner = await this.queue.pairOrWait(queue, entry, now);
    if (partner === null) {
      const timer = setTimeout(() => void this.#expire(sid), this.times.matchWaitMs);
      timer.unref();
      this.#waiting.set(sid, { queue, entry, timer });
      return { ok: true, room: null };
    }
    const partnerSeat: Seat = randomInt(2) === 0 ? 'light' : 'dark';
    const seat: Seat = partnerSeat === 'light' ? 'dark' : 'light';
    const tokens = { [partnerSeat]: partner.token, [seat]: token } as Record<Seat, string>;
    const opened = await openReservedRoom(
      this.rooms,
      this.store,
      { variant, rules: canonical },
      tokens,
      this.times.seatGraceMs,
      address,
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
    return this.queue.remove(waiting.queue, waiting.entry);
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
