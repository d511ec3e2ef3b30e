/** Bell's scoring (docs/rules.md §4.5) and the match to a target score. */
import { KIND_CODES, type Layout, type State } from './moves.js';
import { TILE_POINTS, type Player } from './rules.js';

/**
 * What one of the loser's pieces at path index `index` scores for the winner (docs/rules.md §4.5):
 * `reserve` in the reserve, `startSquare` on the start square (index 1, whatever its pattern),
 * its tile's dots elsewhere on the board, nothing home; 0 without scoring (race variants).
 */
export function tilePoints(layout: Layout, index: number): number {
  const scoring = layout.rules.scoring;
  if (!scoring || index >= layout.home) return 0;
  if (index === 0) return scoring.reserve;
  if (index === 1) return scoring.startSquare;
  return TILE_POINTS[KIND_CODES[layout.kinds[index]]];
}

/** The points the winner scores from `loser`'s pieces: `tilePoints` for every piece not home. */
export function scorePieces(layout: Layout, state: State, loser: number): number {
  let points = 0;
  for (let index = 0; index < layout.home; index++)
    points += state.board[loser * layout.stride + index] * tilePoints(layout, index);
  return points;
}

/** One finished game of a match. */
export interface GameScore {
  winner: Player;
  points: number;
}

/** A bell match: games played to a target score. */
export interface MatchState {
  /** The score that wins the match. */
  target: number;
  /** Points so far. */
  scores: Record<Player, number>;
  /** Finished games, in order. */
  games: GameScore[];
  /** The match winner once a score reaches the target. */
  winner: Player | null;
}

export function createMatch(target: number): MatchState {
  return { target, scores: { light: 0, dark: 0 }, games: [], winner: null };
}

/** Adds a finished game to a match (returns a new match state). */
export function addGameToMatch(match: MatchState, game: GameScore): MatchState {
  const scores = { ...match.scores, [game.winner]: match.scores[game.winner] + game.points };
  return {
    target: match.target,
    scores,
    games: [...match.games, game],
    winner: scores[game.winner] >= match.target ? game.winner : null,
  };
}
