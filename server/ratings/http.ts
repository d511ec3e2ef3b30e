/**
 * The ratings over HTTP, JSON for any page (CORS as the server's origins allow):
 *
 *   GET /ratings/:playerId                    { player, ratings: { <variant>: Rating } }, 404 if never rated
 *   GET /leaderboard?variant=finkel&limit=50  { variant, players: [{ rank, player, ...Rating }] }, highest first
 *
 * where a Rating is { name, rating, deviation, volatility, games, wins, losses, lastPlayed } (the
 * deviation as it stands now, grown by the time since the player's last game). Answers may be
 * cached for a few seconds (`cache-control`): a rating changes only when a game is counted.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { VARIANTS, type VariantName } from '../../src/engine/index.js';
import { MAX_PLAYER_ID_LENGTH } from '../../src/protocol/index.js';
import { afterTimeAway } from './glicko2.js';
import type { PlayerRating, RatingStore } from '../backend/ratings/index.js';

/** Seconds a player's ratings may be cached, and the leaderboard. */
export const RATINGS_MAX_AGE_S = 10;
export const LEADERBOARD_MAX_AGE_S = 30;
export const DEFAULT_LEADERBOARD = 50;
export const MAX_LEADERBOARD = 200;

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

function shown(stored: PlayerRating, now: number) {
  const { deviation } = afterTimeAway(stored, now - stored.at);
  return {
    name: stored.name,
    rating: round(stored.rating, 2),
    deviation: round(deviation, 2),
    volatility: round(stored.volatility, 6),
    games: stored.games,
    wins: stored.wins,
    losses: stored.losses,
    lastPlayed: new Date(stored.at).toISOString(),
  };
}

/**
 * Answers `req` if it is a ratings request (true), else leaves it (false). `origins`: the
 * origins allowed to read the answers from a browser (null: any).
 */
export function serveRatings(
  store: RatingStore,
  req: IncomingMessage,
  res: ServerResponse,
  origins: string[] | null,
  error: (message: string, cause: unknown) => void,
  now: () => number = Date.now,
): boolean {
  const url = new URL(req.url ?? '/', 'http://server');
  const player = /^\/ratings\/([^/]+)$/.exec(url.pathname)?.[1];
  if (req.method !== 'GET' || (player === undefined && url.pathname !== '/leaderboard')) return false;
  const origin = req.headers.origin;
  const cors =
    origins === null
      ? { 'access-control-allow-origin': '*' }
      : origin !== undefined && origins.includes(origin)
        ? { 'access-control-allow-origin': origin, vary: 'origin' }
        : {};
  const send = (status: number, body: object, maxAge: number) => {
    res.writeHead(status, {
      'content-type': 'application/json',
      'cache-control': status === 200 ? `public, max-age=${maxAge}` : 'no-store',
      ...cors,
    });
    res.end(JSON.stringify(body));
  };
  const answer = async () => {
    if (player !== undefined) {
      let id: string;
      try {
        id = decodeURIComponent(player);
      } catch {
        return send(400, { error: 'the player id is not well encoded' }, 0);
      }
      if (id.length > MAX_PLAYER_ID_LENGTH) return send(400, { error: 'no player id is that long' }, 0);
      const ratings = await store.player(id);
      if (Object.keys(ratings).length === 0) return send(404, { error: `no rated games for ${id}` }, 0);
      const body = Object.fromEntries(
        Object.entries(ratings).map(([variant, rating]) => [variant, shown(rating, now())]),
      );
      return send(200, { player: id, ratings: body }, RATINGS_MAX_AGE_S);
    }
    const variant = (url.searchParams.get('variant') ?? 'finkel') as VariantName;
    if (!VARIANTS.includes(variant)) return send(400, { error: `variant must be one of ${VARIANTS.join(', ')}` }, 0);
    const limitText = url.searchParams.get('limit');
    const limit = limitText === null ? DEFAULT_LEADERBOARD : Number(limitText);
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LEADERBOARD)
      return send(400, { error: `limit must be a whole number from 1 to ${MAX_LEADERBOARD}` }, 0);
    const board = await store.leaderboard(variant, limit);
    const players = board.map(({ player: id, rating }, index) => ({
      rank: index + 1,
      player: id,
      ...shown(rating, now()),
    }));
    return send(200, { variant, players }, LEADERBOARD_MAX_AGE_S);
  };
  answer().catch((cause: unknown) => {
    error('ratings request failed:', cause);
    if (!res.headersSent) send(503, { error: 'the ratings cannot be read right now' }, 0);
  });
  return true;
}
