/**
 * Ratings and the rated games counted (`RatingStore`, which a deployer may replace as they may the
 * rooms' store: `GameServerOptions.ratings`); the rules of what counts and the maths are
 * ../../ratings/'s. A rated game's result is written once, under its id, together with both players' new ratings:
 * a second write of the same game (an end delivered twice, two processes seeing it) finds it
 * written and changes nothing; a write whose players' ratings changed since they were read (the
 * same player's other game counted meanwhile) is refused as a conflict, to be computed again.
 */
import type { VariantName } from '../../../src/engine/index.js';
import type { Seat } from '../../../src/protocol/index.js';
import type { Rating } from '../../ratings/glicko2.js';

/** A player's rating in one variant, as stored. */
export interface PlayerRating extends Rating {
  /** Their display name when they last played it. */
  name: string;
  games: number;
  wins: number;
  losses: number;
  /** When their last rated game in it ended (ms since the epoch): the deviation grows from then. */
  at: number;
}

/** A counted game: who played, who won, and each side's rating before and after. */
export interface RatedGame {
  id: string;
  /** The room it was played in (its record is there while the room lives). */
  room: string;
  variant: VariantName;
  /** When it was counted (ms since the epoch). */
  at: number;
  winner: Seat;
  /** How it ended: `finished`, `resigned` or `abandoned` (a claimed win). */
  reason: string;
  players: Record<Seat, { id: string; name: string; before: Rating; after: Rating }>;
}

/** What a write found: done now, done before (this game was counted already), or the ratings changed meanwhile. */
export type Recorded = 'ok' | 'rated' | 'conflict';

export interface RatingStore {
  /** The players' ratings in `variant`, in order (null: no rated game in it yet). */
  ratings(variant: VariantName, players: readonly string[]): Promise<(PlayerRating | null)[]>;
  /** Every variant's rating of `player`. */
  player(player: string): Promise<Partial<Record<VariantName, PlayerRating>>>;
  /** The counted game with this id, or null. */
  game(id: string): Promise<RatedGame | null>;
  /**
   * Writes `game` and both players' ratings `next`, only if no game with its id was written and
   * both players' ratings are still `expected` (as `ratings` read them).
   */
  record(
    game: RatedGame,
    expected: Record<Seat, PlayerRating | null>,
    next: Record<Seat, PlayerRating>,
  ): Promise<Recorded>;
  /** The `limit` highest-rated players of `variant`, highest first (ties: by id). */
  leaderboard(variant: VariantName, limit: number): Promise<{ player: string; rating: PlayerRating }[]>;
}

/** One canonical text per rating, so that "still equals" is a string comparison in every store. */
export const ratingText = (rating: PlayerRating | null): string => (rating === null ? '' : JSON.stringify(rating));
export const parseRating = (text: string | null | undefined): PlayerRating | null =>
  text ? (JSON.parse(text) as PlayerRating) : null;
