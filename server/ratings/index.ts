/**
 * Rated play: which games count, and counting them. A rated room's game counts for both players'
 * Glicko-2 ratings in its variant (glicko2.ts) once it is over, when both seats hold verified
 * identities of different players (seats.ts refuses the same player twice) and each side has moved
 * at least twice: an abort, or any end before that, counts for nobody (as on the chess sites, a
 * game of a move or two says nothing and must not be a way to hand out points). A resign loses for
 * the side that resigned; a claimed win (the opponent gone past their grace) loses for the one
 * who left.
 *
 * Whoever sees a rated game end counts it (the process that stored the end, or any process that
 * reads the finished room later): the store writes each game once, under the room's rated-game
 * id, so a second count finds it done and changes nothing.
 */
import { randomBytes } from 'node:crypto';
import {
  createGame,
  opponentOf,
  parseAction,
  PLAYERS,
  type GameRecord,
  type Player,
  type VariantName,
} from '../../src/engine/index.js';
import type { RatedState, RatingChange, Seat, SeatRating } from '../../src/protocol/index.js';
import type { PlayerRating, RatedGame, RatingStore } from '../backend/ratings/index.js';
import type { RoomMeta, Seats } from '../backend/rooms/index.js';
import { afterTimeAway, rate, START, type Rating } from './glicko2.js';

/** Moves each side must have made for a game to count. */
export const MOVES_TO_COUNT = 2;
/** Attempts to write a game whose players' ratings keep changing under it (their other games counted meanwhile). */
const WRITE_ATTEMPTS = 5;

/** A new rated game's id: the key its result is written under, once. */
export const newRatedGameId = (): string => randomBytes(12).toString('base64url');

/** A rating as the pages see it. */
const shown = ({ rating, deviation }: Rating): SeatRating => ({
  rating: Math.round(rating * 100) / 100,
  deviation: Math.round(deviation * 100) / 100,
});

/** The moves each side made in `record`. */
export function movesBySide(record: GameRecord): Record<Player, number> {
  const game = createGame({ variant: record.variant, rules: record.rules, seed: null, start: record.start });
  const moves = { light: 0, dark: 0 };
  for (const action of record.actions) {
    const player = game.awaiting().player;
    if (player && parseAction(action)?.kind === 'move') moves[player]++;
    game.apply(action);
  }
  return moves;
}

/** The winner of a game that counts, or null when it counts for nobody (or is not over). */
export function countedWinner(record: GameRecord, winner: Player | null, reason: string | undefined): Player | null {
  if (winner === null || reason === undefined || reason === 'aborted') return null;
  const moves = movesBySide(record);
  return PLAYERS.every((side) => moves[side] >= MOVES_TO_COUNT) ? winner : null;
}

export class RatedRooms {
  constructor(
    private readonly store: RatingStore,
    /** A game was counted (by this process). */
    private readonly onCounted: () => void,
    private readonly now: () => number = Date.now,
  ) {}

  /** A player's rating in `variant` as it stands now: the stored one with its deviation grown by the time since, or the start. */
  #current(stored: PlayerRating | null): Rating {
    return stored ? afterTimeAway(stored, this.now() - stored.at) : { ...START };
  }

  /** The rated state of a rated room (null for any other): each seat's rating, and its result once counted. */
  async state(meta: RoomMeta, seats: Seats, over: boolean): Promise<RatedState | null> {
    if (meta.rated === undefined) return null;
    const players = PLAYERS.map((seat) => seats[seat]?.player ?? null);
    const stored = await this.store.ratings(
      meta.variant,
      players.filter((player): player is string => player !== null),
    );
    const ratings = { light: null, dark: null } as Record<Seat, SeatRating | null>;
    let next = 0;
    for (const [index, seat] of PLAYERS.entries())
      if (players[index] !== null) ratings[seat] = shown(this.#current(stored[next++]));
    const game = over ? await this.store.game(meta.rated) : null;
    return { ratings, result: game && changes(game), counted: over ? game !== null : null };
  }

  /**
   * Counts the finished game of a rated room (`record`, its seats `seats`), unless it counts for
   * nobody or was counted already. Resolves with the room's rated state; null when the room is
   * not rated or its game not over.
   */
  async settle(
    room: string,
    meta: RoomMeta,
    record: GameRecord,
    ending: { winner: Player | null; reason: string } | null,
    seats: Seats,
  ): Promise<RatedState | null> {
    if (meta.rated === undefined || ending === null) return null;
    const light = seats.light?.player;
    const dark = seats.dark?.player;
    const winner = countedWinner(record, ending.winner, ending.reason);
    if (winner !== null && light !== undefined && dark !== undefined && light !== dark) {
      const players = {
        light: { id: light, name: seats.light!.name ?? light },
        dark: { id: dark, name: seats.dark!.name ?? dark },
      };
      await this.#count(room, meta.rated, meta.variant, players, winner, ending.reason);
    }
    return this.state(meta, seats, true);
  }

  async #count(
    room: string,
    id: string,
    variant: VariantName,
    players: Record<Seat, { id: string; name: string }>,
    winner: Seat,
    reason: string,
  ): Promise<void> {
    for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt++) {
      if (await this.store.game(id)) return;
      const [light, dark] = await this.store.ratings(variant, [players.light.id, players.dark.id]);
      const expected = { light, dark };
      const before = { light: this.#current(light), dark: this.#current(dark) };
      const at = this.now();
      const next = {} as Record<Seat, PlayerRating>;
      const game: RatedGame = { id, room, variant, at, winner, reason, players: {} as RatedGame['players'] };
      for (const seat of PLAYERS) {
        const won = seat === winner;
        const after = rate(before[seat], [{ opponent: before[opponentOf(seat)], score: won ? 1 : 0 }]);
        const stored = expected[seat];
        next[seat] = {
          ...after,
          name: players[seat].name,
          games: (stored?.games ?? 0) + 1,
          wins: (stored?.wins ?? 0) + (won ? 1 : 0),
          losses: (stored?.losses ?? 0) + (won ? 0 : 1),
          at,
        };
        game.players[seat] = { ...players[seat], before: before[seat], after };
      }
      const written = await this.store.record(game, expected, next);
      if (written === 'ok') this.onCounted();
      if (written !== 'conflict') return;
    }
    throw new Error(`rated game ${id}: the players' ratings kept changing; not counted yet`);
  }
}

/** Each side's rating before and after a counted game, as the pages see it. */
export const changes = (game: RatedGame): Record<Seat, RatingChange> => ({
  light: { before: shown(game.players.light.before), after: shown(game.players.light.after) },
  dark: { before: shown(game.players.dark.before), after: shown(game.players.dark.after) },
});
