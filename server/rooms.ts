/**
 * Rooms and their games. The store holds the truth; this process keeps each room's Game in a
 * cache and, before acting, catches it up with whatever other processes appended. An action is
 * first played on the cached game (the engine decides legality and writes the notation), then
 * appended to the store only if the record is still `index` long: the store settles races, and
 * a lost race is undone and answered as a repeat or as out of step.
 */
import { createGame, type Game, type GameRecord, type RuleOptions, type VariantName } from '../src/engine/index.js';
import type { ActionAccepted, Reply, Seat } from '../src/online/protocol.js';
import { newRoomCode, ROOM_CODE } from './codes.js';
import { throwDice } from './dice.js';
import type { Limits } from './limits.js';
import { refuse, type Refusal } from './reply.js';
import type { RoomMeta, Store } from './store.js';

/** A throw value (`h3`, `t3`): only the server throws. */
const THROW_VALUE = /^[th]\d+$/;
/** A throw the server made for a `throw` request. */
const SERVER_THROW = /^h\d+$/;
const CODE_ATTEMPTS = 8;

class Room {
  /** Who made each action of the record: a retried request is recognised by its action and its seat. */
  readonly actors: Seat[] = [];
  #queue: Promise<unknown> = Promise.resolve();

  constructor(
    readonly code: string,
    readonly game: Game,
    public lastActive: number,
  ) {}

  get finished(): boolean {
    return this.game.awaiting().action === 'nothing';
  }

  /** Runs `task` after every earlier task of this room: one action at a time, in order. */
  exclusive<T>(task: () => Promise<T>): Promise<T> {
    const run = this.#queue.then(task);
    this.#queue = run.catch(() => undefined);
    return run;
  }

  /** Plays a stored action (already checked when it was appended). */
  replay(action: string): void {
    const actor = this.game.awaiting().player;
    this.game.apply(action);
    this.actors.push(actor!);
  }

  /** Whether `intent` by `seat` is the request that made the action at `index` (a retry or a duplicate). */
  isRepeat(index: number, seat: Seat, intent: string): boolean {
    const stored = this.game.actionAt(index)!;
    return this.actors[index] === seat && (stored === intent || (intent === 'throw' && SERVER_THROW.test(stored)));
  }

  /** Plays `intent` by `seat` on the game if it is theirs and legal; the action as the record writes it. */
  try(seat: Seat, intent: string): string | Refusal {
    if (THROW_VALUE.test(intent)) return refuse('illegal', 'the dice are the server\'s: send "throw"');
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

/** Called for each appended action, in index order within a room (the server broadcasts it). */
export type OnAction = (room: string, index: number, action: string) => void;

export class Rooms {
  readonly #cache = new Map<string, Room>();

  constructor(
    private readonly store: Store,
    private readonly limits: Limits,
    private readonly onAction: OnAction,
    private readonly now: () => number = Date.now,
  ) {}

  /** Rooms this process holds. */
  get size(): number {
    return this.#cache.size;
  }

  async create(variant: VariantName, rules: RuleOptions): Promise<Reply<{ room: string }>> {
    if (this.#cache.size >= this.limits.maxRooms)
      return refuse('room-limit', 'this server holds as many rooms as it may; try later');
    const game = createGame({ variant, rules, seed: null });
    // The record's own form of the rules (only what differs from the preset).
    const meta: RoomMeta = { variant, rules: game.toJSON().rules };
    for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
      const code = newRoomCode();
      if (await this.store.create(code, meta, this.limits.idleRoomMs)) {
        this.#cache.set(code, new Room(code, game, this.now()));
        return { ok: true, room: code };
      }
    }
    return refuse('server-error', 'no free room code');
  }

  async exists(code: string): Promise<boolean> {
    return (await this.#room(code)) !== null;
  }

  /** The room's full record, or null if there is no such room. */
  async record(code: string): Promise<GameRecord | null> {
    const room = await this.#room(code);
    if (!room) return null;
    return room.exclusive(async () => {
      await this.#catchUp(room);
      return room.game.toJSON();
    });
  }

  /** `seat` asks for `intent` at `index` (see the protocol's `game:action`). */
  async act(code: string, seat: Seat, index: number, intent: string): Promise<Reply<ActionAccepted>> {
    const room = await this.#room(code);
    if (!room) return refuse('no-room', `no room ${code}`);
    return room.exclusive(async () => {
      // A second pass only follows a lost race, after which the record is longer than `index`.
      for (let pass = 0; pass < 2; pass++) {
        await this.#catchUp(room);
        const length = room.game.actionCount;
        if (index < length) {
          if (room.isRepeat(index, seat, intent)) return { ok: true, index, action: room.game.actionAt(index)! };
          return refuse('out-of-step', `action ${index} is already played`, length);
        }
        if (index > length) return refuse('out-of-step', `the record has ${length} actions`, length);
        const action = room.try(seat, intent);
        if (typeof action !== 'string') return action;
        const stored = await this.store.append(
          code,
          index,
          action,
          room.finished ? this.limits.finishedRoomMs : this.limits.idleRoomMs,
        );
        if (stored === 'ok') {
          room.actors.push(seat);
          room.lastActive = this.now();
          this.onAction(code, index, action);
          return { ok: true, index, action };
        }
        room.game.undo();
        if (stored === 'no-room') {
          this.#cache.delete(code);
          return refuse('no-room', `room ${code} has expired`);
        }
      }
      return refuse('server-error', 'the store refused the action');
    });
  }

  /** Drops the rooms idle past their time (the store forgets them by the same rule). */
  sweep(): void {
    for (const room of this.#cache.values()) if (this.#expired(room)) this.#cache.delete(room.code);
    this.store.sweep?.();
  }

  #expired(room: Room): boolean {
    return this.now() - room.lastActive >= (room.finished ? this.limits.finishedRoomMs : this.limits.idleRoomMs);
  }

  async #room(code: string): Promise<Room | null> {
    if (!ROOM_CODE.test(code)) return null;
    const cached = this.#cache.get(code);
    if (cached && !this.#expired(cached)) return cached;
    // Expired here, but another process may have kept it alive: the store decides.
    if (cached) this.#cache.delete(code);
    const meta = await this.store.meta(code);
    if (!meta) return null;
    // Another request may have loaded it while this one waited.
    const loaded = this.#cache.get(code);
    if (loaded) return loaded;
    const room = new Room(code, createGame({ variant: meta.variant, rules: meta.rules, seed: null }), this.now());
    this.#cache.set(code, room);
    return room;
  }

  async #catchUp(room: Room): Promise<void> {
    try {
      for (const action of await this.store.actions(room.code, room.game.actionCount)) room.replay(action);
    } catch (error) {
      // A record this game cannot follow: forget the cached game so the next request reloads it.
      if (this.#cache.get(room.code) === room) this.#cache.delete(room.code);
      throw error;
    }
  }
}
