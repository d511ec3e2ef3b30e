/** Ratings in this process's memory (the demo, and tests): gone when it stops. */
import { PLAYERS, type VariantName } from '../../../src/engine/index.js';
import type { Seat } from '../../../src/protocol/index.js';
import {
  parseRating,
  ratingText,
  type PlayerRating,
  type RatedGame,
  type RatingStore,
  type Recorded,
} from './index.js';

export class MemoryRatings implements RatingStore {
  /** Each player's ratings by variant, as text. */
  readonly #players = new Map<string, Map<VariantName, string>>();
  readonly #games = new Map<string, RatedGame>();

  async ratings(variant: VariantName, players: readonly string[]): Promise<(PlayerRating | null)[]> {
    return players.map((player) => parseRating(this.#players.get(player)?.get(variant)));
  }

  async player(player: string): Promise<Partial<Record<VariantName, PlayerRating>>> {
    const found: Partial<Record<VariantName, PlayerRating>> = {};
    for (const [variant, text] of this.#players.get(player) ?? []) found[variant] = parseRating(text)!;
    return found;
  }

  async game(id: string): Promise<RatedGame | null> {
    return this.#games.get(id) ?? null;
  }

  async record(
    game: RatedGame,
    expected: Record<Seat, PlayerRating | null>,
    next: Record<Seat, PlayerRating>,
  ): Promise<Recorded> {
    if (this.#games.has(game.id)) return 'rated';
    const stored = (seat: Seat) => this.#players.get(game.players[seat].id)?.get(game.variant) ?? '';
    if (PLAYERS.some((seat) => stored(seat) !== ratingText(expected[seat]))) return 'conflict';
    this.#games.set(game.id, game);
    for (const seat of PLAYERS) {
      const { id } = game.players[seat];
      const ratings = this.#players.get(id) ?? new Map<VariantName, string>();
      ratings.set(game.variant, ratingText(next[seat]));
      this.#players.set(id, ratings);
    }
    return 'ok';
  }

  async leaderboard(variant: VariantName, limit: number): Promise<{ player: string; rating: PlayerRating }[]> {
    const rated: { player: string; rating: PlayerRating }[] = [];
    for (const [player, ratings] of this.#players) {
      const rating = parseRating(ratings.get(variant));
      if (rating) rated.push({ player, rating });
    }
    rated.sort((a, b) => b.rating.rating - a.rating.rating || (a.player < b.player ? -1 : 1));
    return rated.slice(0, limit);
  }
}
