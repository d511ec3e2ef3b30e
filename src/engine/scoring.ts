/** Bell's scoring (RULES.md §4.5) and the match to a target score. */
import { KIND_CODES, type Layout, type State } from './moves.js';
import { TILE_POINTS, type Player } from './rules.js';

/**
 * The points the winner scores from `loser`'s pieces: each tile's dots times the pieces on it,
 * `startSquare` per piece on the start square, `reserve` per piece never entered.
 */
export function scorePieces(layout: Layout, state: State, loser: number): number {
  const scoring = layout.rules.scoring;
  if (!scoring) return 0;
  const at = (position: number) => state.board[loser * layout.stride + position];
  let points = at(0) * scoring.reserve + at(1) * scoring.startSquare;
  for (let position = 2; position < layout.home; position++) {
    points += at(position) * TILE_POINTS[KIND_CODES[layout.kinds[position]]];
  }
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
