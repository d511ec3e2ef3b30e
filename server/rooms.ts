/**
 * Rooms and their games. The store holds the truth; this process keeps each room's Game in a
 * cache and catches it up with the store (what other processes appended, or a room the store
 * lost) before a sync, and before acting whenever the store's record may differ from it (the
 * request's index is not the cache's length, or the store refused). An action is first played
 * on the cached game (the engine decides legality and writes the notation), then appended to the
 * store only if the record is still `index` long: the store settles races, and a lost race is
 * undone and answered as a repeat or as out of step. An append the store failed is undone too,
 * and nothing is acknowledged or broadcast: the game here never holds an action the store lacks,
 * and the request can be repeated.
 *
 * A resign, an abort or a claimed win is kept in the store as one more entry after the actions
 * (`end <reason> [<by>]`), appended the same way, so that it races every action fairly: once it is
 * stored, nothing follows it, and every process's game ends the same way (the record's `end`).
 *
 * Rooms are counted by the address that made them (the server's abuse limits): how many it
 * holds, and how many of them nobody has sat in yet, by the backend's admission limits (across
 * every process on one Redis).
 */
import {
  createGame,
  parseAction,
  type Game,
  type GameEnd,
  type GameRecord,
  type RecordEnd,
  type RuleOptions,
  type VariantName,
} from '../src/engine/index.js';
import type { ActionAccepted, EndKind, Reply, RoomCreated, Seat } from '../src/protocol/index.js';
import { newKey, newRoomCode, ROOM_CODE, sameToken } from './codes.js';
import { throwDice } from './dice.js';
import type { Limits } from './limits.js';
import { refuse, type Refusal } from '../src/protocol/reply.js';
import type { Backend } from './backend/index.js';
import type { AppendResult, RoomMeta, Store } from './backend/rooms/index.js';
import { newRatedGameId } from './ratings/index.js';

/** A throw the server made for a `throw` request (`h3`). */
const serverThrow = (action: string): boolean => {
  const parsed = parseAction(action);
  return parsed?.kind === 'throw' && parsed.host;
};
const CODE_ATTEMPTS = 8;

/** A recorded end as the store keeps it, after the actions; no action's notation starts so. */
const END_ENTRY = 'end ';
const endEntry = ({ reason, by }: RecordEnd): string => `${END_ENTRY}${reason}${by ? ` ${by}` : ''}`;
function parseEndEntry(entry: string): RecordEnd | null {
  if (!entry.startsWith(END_ENTRY)) return null;
  const [reason, by] = entry.slice(END_ENTRY.length).split(' ') as [RecordEnd['reason'], Seat?];
  return by ? { reason, by } : { reason };
}

class Room {
  /** Who made each action of the record: a retried request is recognised by its action and its seat. */
  actors: Seat[] = [];
  game: Game;
  #queue: Promise<unknown> = Promise.resolve();

  constructor(
    readonly code: string,
    readonly meta: RoomMeta,
    public lastActive: number,
    /** Nobody has sat down yet (as far as this process knows). */
    public unjoined = false,
  ) {
    this.game = newGame(meta);
  }

  /** The game back to its start, for a store whose record is shorter than this one (it lost actions). */
  reset(): void {
    this.game = newGame(this.meta);
    this.actors = [];
  }

  get finished(): boolean {
    return this.game.awaiting().action === 'nothing';
  }

  /** The store's entries this game holds: its actions, and its recorded end if it has one. */
  get stored(): number {
    const reason = this.game.ending?.reason;
    return this.game.actionCount + (reason === undefined || reason === 'finished' ? 0 : 1);
  }

  /** Runs `task` after every earlier task of this room: one action at a time, in order. */
  exclusive<T>(task: () => Promise<T>): Promise<T> {
    const run = this.#queue.then(task);
    this.#queue = run.catch(() => undefined);
    return run;
  }

  /** Plays a stored action, or ends the game as a stored end says (each checked when it was appended). */
  replay(action: string): void {
    const end = parseEndEntry(action);
    if (end) {
      if (end.reason === 'aborted') this.game.abort();
      else this.game.resign(end.by!, end.reason);
      return;
    }
    const actor = this.game.awaiting().player;
    this.game.apply(action);
    this.actors.push(actor!);
  }

  /** Whether `intent` by `seat` is the request that made the action at `index` (a retry or a duplicate). */
  isRepeat(index: number, seat: Seat, intent: string): boolean {
    const stored = this.game.actionAt(index)!;
    return this.actors[index] === seat && (stored === intent || (intent === 'throw' && serverThrow(stored)));
  }

  /** Plays `intent` by `seat` on the game if it is theirs and legal; the action as the record writes it. */
  try(seat: Seat, intent: string): string | Refusal {
    // A throw value (`h3`, `t3`): only the server throws.
    if (parseAction(intent)?.kind === 'throw') return refuse('illegal', 'the dice are the server\'s: send "throw"');
    const awaiting = this.game.awaiting();
    if (awaiting.player === null) return refuse('illegal', 'the game is over');
    if (awaiting.player !== seat) return refuse('not-your-turn', `${awaiting.player} is to play (${awaiting.action})`);
    if (intent === 'throw') {
      if (awaiting.action !== 'throw') return refuse('illegal', `cannot throw now: ${seat} must ${awaiting.action}`);
      const action = `h${throwDice(this.game.layout.dice)}`;
      this.game.apply(action);
      return action;
    }
    try {
      this.game.apply(intent);
      // As the record writes it (a move in the engine's own notation).
      return this.game.actionAt(this.game.actionCount - 1)!;
    } catch (error) {
      return refuse('illegal', (error as Error).message);
    }
  }
}

const newGame = (meta: RoomMeta): Game => createGame({ variant: meta.variant, rules: meta.rules, seed: null });

/**
 * Appends an action to the room's record, as `Store.append` does, and tells the other processes
 * of it (the transport's `Hub.appendAction`).
 */
export type AppendAction = (room: string, index: number, action: string, ttlMs: number) => Promise<AppendResult>;
/**
 * Called for each appended action, in index order within a room, with the connection that asked
 * for it (the server sends it to this process's other connections; `AppendAction` told the others).
 */
export type OnAction = (room: string, index: number, action: string, actor: string) => void;
/** Called once when a room's game is ended by a resign, an abort or a claim (the server broadcasts it). */
export type OnEnd = (room: string, end: RecordEnd) => void;
/** Called when this process finds a room it held gone from the store (expired, or lost): the server tells whoever is still in it. */
export type OnGone = (room: string) => void;

export class Rooms {
  readonly #cache = new Map<string, Room>();
  /** Rooms being made: they count as made, so that many requests at once cannot all pass the checks. */
  #creating = 0;
  private readonly store: Store;

  constructor(
    private readonly backend: Pick<Backend, 'store' | 'admission'>,
    private readonly limits: Limits,
    private readonly append: AppendAction,
    private readonly onAction: OnAction,
    private readonly onEnd: OnEnd,
    private readonly now: () => number = Date.now,
    private readonly onGone: OnGone = () => {},
  ) {
    this.store = backend.store;
  }

  /** Rooms this process holds. */
  get size(): number {
    return this.#cache.size;
  }

  /** A new room made by `address` (`rated`: its game counts for the players' ratings), unless this process or that address holds as many as it may. */
  async create(variant: VariantName, rules: RuleOptions, address: string, rated = false): Promise<Reply<RoomCreated>> {
    if (this.#cache.size + this.#creating >= this.limits.maxRooms)
      return refuse('room-limit', 'this server holds as many rooms as it may; try later');
    // Counted as being made until the same step puts it in the cache: a room made but not yet
    // uncounted would count twice against the limit (many finish in one reply batch from Redis).
    this.#creating++;
    let made: Room | Refusal;
    try {
      made = await this.#create(variant, rules, address, rated);
    } finally {
      this.#creating--;
    }
    if (!(made instanceof Room)) return made;
    this.#cache.set(made.code, made);
    return { ok: true, room: made.code, key: made.meta.key };
  }

  async #create(variant: VariantName, rules: RuleOptions, address: string, rated: boolean): Promise<Room | Refusal> {
    const game = createGame({ variant, rules, seed: null });
    // The record's own form of the rules (only what differs from the preset).
    const meta: RoomMeta = {
      variant,
      rules: game.toJSON().rules,
      key: newKey(),
      creator: address,
      ...(rated && { rated: newRatedGameId() }),
    };
    for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
      const code = newRoomCode();
      const refusal = await this.backend.admission.reserveRoom(address, code);
      if (refusal) return refusal;
      let created = false;
      try {
        created = await this.store.create(code, meta, this.limits.unjoinedRoomMs);
      } finally {
        if (!created) await this.backend.admission.cancelRoom(address, code);
      }
      if (created) return new Room(code, meta, this.now(), true);
    }
    return refuse('server-error', 'no free room code');
  }

  /** Whether the room exists, in the store (a restarted, empty store has lost the rooms cached here). */
  async exists(code: string): Promise<boolean> {
    const room = await this.#room(code);
    if (room && (await this.store.meta(code)) === null) this.#gone(room);
    return room !== null && this.#cache.get(code) === room;
  }

  /** The room's rules, or null if there is no such room. */
  async meta(code: string): Promise<RoomMeta | null> {
    return (await this.#room(code))?.meta ?? null;
  }

  /** The room's rules, record and end once its game is over (as this process last caught up with the store); else null. */
  async finished(code: string): Promise<{ meta: RoomMeta; record: GameRecord; ending: GameEnd } | null> {
    const room = await this.#room(code);
    const ending = room?.game.ending;
    return room && ending ? { meta: room.meta, record: room.game.toJSON(), ending } : null;
  }

  /** Whether `key` is the room's seat key. */
  async keyMatches(code: string, key: string | undefined): Promise<boolean> {
    const room = await this.#room(code);
    return room !== null && key !== undefined && sameToken(room.meta.key, key);
  }

  /** Someone sat down in the room: from now on it lives as long as a room in play, not as an unjoined one. */
  async seated(code: string): Promise<void> {
    const room = await this.#room(code);
    // Counted by the backend: the room may have been made on another process, which cannot know it was joined here.
    if (room?.meta.creator !== undefined) await this.backend.admission.roomJoined(room.meta.creator, code);
    if (!room?.unjoined) return;
    await this.store.touch(code, this.limits.idleRoomMs);
    room.unjoined = false;
    room.lastActive = this.now();
  }

  /** The room's full record, or null if there is no such room. */
  async record(code: string): Promise<GameRecord | null> {
    const room = await this.#room(code);
    if (!room) return null;
    return room.exclusive(async () => ((await this.#catchUp(room)) ? room.game.toJSON() : null));
  }

  /**
   * The room's record from the first action this process's game lacked (at least its last action),
   * after catching up with the store, and its recorded end; null if there is no such room.
   */
  async tail(code: string): Promise<{ from: number; actions: string[]; end: RecordEnd | null } | null> {
    const room = await this.#room(code);
    if (!room) return null;
    return room.exclusive(async () => {
      const known = room.game.actionCount;
      if (!(await this.#catchUp(room))) return null;
      const { game } = room;
      const from = Math.max(0, Math.min(known, game.actionCount - 1));
      const actions: string[] = [];
      for (let index = from; index < game.actionCount; index++) actions.push(game.actionAt(index)!);
      const { ending } = game;
      if (!ending || ending.reason === 'finished') return { from, actions, end: null };
      return { from, actions, end: ending.by ? { reason: ending.reason, by: ending.by } : { reason: ending.reason } };
    });
  }

  /** `seat` asks for `intent` at `index` over connection `actor` (see the protocol's `game:action`). */
  async act(code: string, seat: Seat, index: number, intent: string, actor: string): Promise<Reply<ActionAccepted>> {
    const room = await this.#room(code);
    if (!room) return refuse('no-room', `no room ${code}`);
    return room.exclusive(async () => {
      // The cached game is nearly always the store's record, so it is not read first (a round
      // trip to Redis saved per action): the append fails if the record has changed meanwhile,
      // and every answer but an accepted append comes from a game just caught up with the store.
      let caughtUp = false;
      // At most: a refusal on the cached game, then a lost race, each followed by a catch-up.
      for (let pass = 0; pass < 3; pass++) {
        if (!caughtUp && (pass > 0 || index !== room.game.actionCount)) {
          if (!(await this.#catchUp(room))) return refuse('no-room', `room ${code} no longer exists`);
          caughtUp = true;
        }
        const length = room.game.actionCount;
        if (index < length) {
          if (room.isRepeat(index, seat, intent)) return { ok: true, index, action: room.game.actionAt(index)! };
          return refuse('out-of-step', `action ${index} is already played`, length);
        }
        if (index > length) return refuse('out-of-step', `the record has ${length} actions`, length);
        const action = room.try(seat, intent);
        if (typeof action !== 'string') {
          if (caughtUp) return action;
          continue;
        }
        const ttl = room.finished ? this.limits.finishedRoomMs : this.limits.idleRoomMs;
        let stored: AppendResult;
        try {
          // Also tells the other processes (on Redis in the same round trip); `onAction` tells this one.
          stored = await this.append(code, index, action, ttl);
        } catch (error) {
          // Not stored (or not known to be): nothing happened here either. Had the write landed
          // after all, the repeated request would find it at the next catch-up, as a repeat.
          room.game.undo();
          throw error;
        }
        if (stored === 'ok') {
          room.actors.push(seat);
          room.lastActive = this.now();
          this.onAction(code, index, action, actor);
          return { ok: true, index, action };
        }
        room.game.undo();
        if (stored === 'no-room') {
          this.#gone(room);
          return refuse('no-room', `room ${code} no longer exists`);
        }
        // Another process appended first: catch up, then judge the request again.
        caughtUp = false;
      }
      return refuse('server-error', 'the store refused the action');
    });
  }

  /**
   * `seat` ends the game (`kind`, see the protocol's END_REQUESTS): refused when it is over, or an
   * abort once both sides have moved. A claim must already be allowed (the opponent's seat is left).
   */
  async end(code: string, seat: Seat, kind: EndKind): Promise<Reply<{ end: RecordEnd }>> {
    const room = await this.#room(code);
    if (!room) return refuse('no-room', `no room ${code}`);
    return room.exclusive(async () => {
      // Ends are rare: always judged on the store's record.
      for (let pass = 0; pass < 3; pass++) {
        if (!(await this.#catchUp(room))) return refuse('no-room', `room ${code} no longer exists`);
        const game = room.game;
        if (game.ending) return refuse('illegal', `the game is over (${game.ending.reason})`);
        if (kind === 'abort' && !game.canAbort)
          return refuse('illegal', 'both sides have moved: the game can no longer be aborted (resign instead)');
        const opponent: Seat = seat === 'light' ? 'dark' : 'light';
        const end: RecordEnd =
          kind === 'abort'
            ? { reason: 'aborted' }
            : kind === 'resign'
              ? { reason: 'resigned', by: seat }
              : { reason: 'abandoned', by: opponent };
        const stored = await this.store.append(code, room.stored, endEntry(end), this.limits.finishedRoomMs);
        if (stored === 'no-room') {
          this.#gone(room);
          return refuse('no-room', `room ${code} no longer exists`);
        }
        if (stored === 'conflict') continue;
        room.replay(endEntry(end));
        room.lastActive = this.now();
        this.onEnd(code, end);
        return { ok: true, end };
      }
      return refuse('server-error', 'the store refused the end');
    });
  }

  /**
   * Drops the rooms idle past their time (the store forgets them by the same rule); those the
   * store has forgotten too are gone (another process may have kept one alive).
   */
  sweep(): void {
    for (const room of this.#cache.values()) {
      if (!this.#expired(room)) continue;
      this.#forget(room);
      this.store.meta(room.code).then(
        (meta) => meta === null && this.onGone(room.code),
        () => undefined,
      );
    }
  }

  #expired(room: Room): boolean {
    const { unjoinedRoomMs, finishedRoomMs, idleRoomMs } = this.limits;
    const life = room.unjoined ? unjoinedRoomMs : room.finished ? finishedRoomMs : idleRoomMs;
    return this.now() - room.lastActive >= life;
  }

  #forget(room: Room): void {
    if (this.#cache.get(room.code) === room) this.#cache.delete(room.code);
  }

  /** The store no longer has the room: forgotten, and told once. */
  #gone(room: Room): void {
    if (this.#cache.get(room.code) !== room) return;
    this.#cache.delete(room.code);
    this.onGone(room.code);
  }

  async #room(code: string): Promise<Room | null> {
    if (!ROOM_CODE.test(code)) return null;
    const cached = this.#cache.get(code);
    if (cached && !this.#expired(cached)) return cached;
    // Expired here, but another process may have kept it alive: the store decides.
    if (cached) this.#forget(cached);
    const meta = await this.store.meta(code);
    if (!meta) return null;
    // Another request may have loaded it while this one waited.
    const loaded = this.#cache.get(code);
    if (loaded) return loaded;
    const room = new Room(code, meta, this.now());
    this.#cache.set(code, room);
    return room;
  }

  /**
   * Brings the cached game to the store's record; false if the store has no such room (it
   * expired, or the store restarted empty). A store shorter than the game lost actions (it
   * restarted from an older copy): the game starts over from the store's record, the truth.
   */
  async #catchUp(room: Room): Promise<boolean> {
    try {
      const stored = await this.store.read(room.code, room.stored);
      if (stored === null) {
        this.#gone(room);
        return false;
      }
      let { actions } = stored;
      if (stored.length < room.stored) {
        room.reset();
        actions = (await this.store.read(room.code, 0))?.actions ?? [];
      }
      for (const action of actions) room.replay(action);
      return true;
    } catch (error) {
      // A record this game cannot follow, or a store that failed: the next request loads the room afresh.
      this.#forget(room);
      throw error;
    }
  }
}
