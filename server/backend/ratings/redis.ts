/**
 * Ratings in Redis, next to the rooms. Every key shares the hash tag `{ratings}`, so that the
 * script writing a game touches one Redis Cluster node (their layout across the backend: ../redis.ts):
 *
 *   royal-ur:{ratings}:player:<id>        hash: the player's rating by variant (JSON)
 *   royal-ur:{ratings}:game:<id>          string: a counted game (JSON), kept for good
 *   royal-ur:{ratings}:board:<variant>    sorted set: players by rating (the leaderboard)
 *
 * None of them expires: with the append-only file on (compose.yaml), they survive a restart of Redis.
 */
import type { Redis } from 'ioredis';
import type { VariantName } from '../../../src/engine/index.js';
import type { Seat } from '../../../src/protocol/index.js';
import { defineScripts } from '../lua.js';
import {
  parseRating,
  ratingText,
  type PlayerRating,
  type RatedGame,
  type RatingStore,
  type Recorded,
} from './index.js';

/**
 * KEYS: the game, light's player, dark's player, the variant's board. ARGV: the variant, each
 * side's expected rating text ('' for none), each side's next, the game's text, each side's id,
 * each side's new rating.
 */
const RECORD = `
if redis.call('EXISTS', KEYS[1]) == 1 then return 'rated' end
if (redis.call('HGET', KEYS[2], ARGV[1]) or '') ~= ARGV[2] then return 'conflict' end
if (redis.call('HGET', KEYS[3], ARGV[1]) or '') ~= ARGV[3] then return 'conflict' end
redis.call('SET', KEYS[1], ARGV[6])
redis.call('HSET', KEYS[2], ARGV[1], ARGV[4])
redis.call('HSET', KEYS[3], ARGV[1], ARGV[5])
redis.call('ZADD', KEYS[4], ARGV[9], ARGV[7], ARGV[10], ARGV[8])
return 'ok'
`;

interface RatingCommands {
  urRecordGame(...args: string[]): Promise<Recorded>;
}

export class RedisRatings implements RatingStore {
  readonly #redis: Redis & RatingCommands;
  readonly #prefix: string;

  /** `redis` stays the caller's to close. */
  constructor(redis: Redis, prefix: string) {
    defineScripts(redis, { urRecordGame: [4, RECORD] });
    this.#redis = redis as Redis & RatingCommands;
    this.#prefix = `${prefix}{ratings}:`;
  }

  #player = (id: string) => `${this.#prefix}player:${id}`;
  #game = (id: string) => `${this.#prefix}game:${id}`;
  #board = (variant: VariantName) => `${this.#prefix}board:${variant}`;

  async ratings(variant: VariantName, players: readonly string[]): Promise<(PlayerRating | null)[]> {
    // Each its own command, not a pipeline: one cut by a dropped connection is never answered (../redis.ts).
    const texts = await Promise.all(players.map((player) => this.#redis.hget(this.#player(player), variant)));
    return texts.map(parseRating);
  }

  async player(player: string): Promise<Partial<Record<VariantName, PlayerRating>>> {
    const all = await this.#redis.hgetall(this.#player(player));
    return Object.fromEntries(Object.entries(all).map(([variant, text]) => [variant, parseRating(text)]));
  }

  async game(id: string): Promise<RatedGame | null> {
    const text = await this.#redis.get(this.#game(id));
    return text ? (JSON.parse(text) as RatedGame) : null;
  }

  record(
    game: RatedGame,
    expected: Record<Seat, PlayerRating | null>,
    next: Record<Seat, PlayerRating>,
  ): Promise<Recorded> {
    const { light, dark } = game.players;
    return this.#redis.urRecordGame(
      this.#game(game.id),
      this.#player(light.id),
      this.#player(dark.id),
      this.#board(game.variant),
      game.variant,
      ratingText(expected.light),
      ratingText(expected.dark),
      ratingText(next.light),
      ratingText(next.dark),
      JSON.stringify(game),
      light.id,
      dark.id,
      String(next.light.rating),
      String(next.dark.rating),
    );
  }

  async leaderboard(variant: VariantName, limit: number): Promise<{ player: string; rating: PlayerRating }[]> {
    const players = await this.#redis.zrevrange(this.#board(variant), 0, limit - 1);
    const ratings = await this.ratings(variant, players);
    return players
      .map((player, index) => ({ player, rating: ratings[index] }))
      .filter((entry): entry is { player: string; rating: PlayerRating } => entry.rating !== null)
      .sort((a, b) => b.rating.rating - a.rating.rating || (a.player < b.player ? -1 : 1));
  }
}
