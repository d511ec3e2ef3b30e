/**
 * A think request, answered the same way in the worker and in the main-thread fallback:
 * validation, the level's decision, and the result in tile names and notation.
 */
import { createGame, positionToString, ruleOptionsOf, type Rules } from '../engine/index.js';
import { PHASE_EYES, PHASE_MOVE, createLayout, type State } from '../engine/moves.js';
import { LEVELS, startThinking, type Decision, type Level, type Thinker } from './levels.js';
import { DECLINE } from './search.js';

export interface ThinkRequest {
  rules: Rules;
  state: State;
  level: Level;
  /** Seeds beginner's random choice; the same request always gets the same answer. */
  seed?: number;
  /** Overrides the level's thinking time in milliseconds (hints, tests). */
  budgetMs?: number;
  /** `perfect`: the URL of the solution table (without one, or if it cannot be read: expert). */
  table?: string | null;
}

export interface ThinkResult {
  /** Tile name or 'reserve' of the piece to move; null = decline the eyes bonus. */
  from: string | null;
  /** Estimated chance that the side to act wins, 0..1. */
  winChance: number;
  /** Same move in notation (e.g. 'A4-A2') or 'decline'. */
  notation: string;
}

/**
 * Checks a request and starts thinking about it; throws a clear error for a bad one.
 * `exactWhenReady`: search instead of waiting for exact endgame tables still being solved.
 */
export function startRequest(request: ThinkRequest, exactWhenReady = false): Thinker {
  if (!request || typeof request !== 'object') throw new TypeError('think() needs a request { rules, state, level }');
  const { rules, state, level } = request;
  if (!LEVELS.includes(level)) throw new Error(`unknown level "${String(level)}": expected one of ${LEVELS.join(', ')}`);
  if (!rules || typeof rules !== 'object' || !state || Object.prototype.toString.call(state.board) !== '[object Int8Array]') {
    throw new TypeError('think() needs the game rules and compact state (game.rules, game.state)');
  }
  if (state.phase !== PHASE_MOVE && state.phase !== PHASE_EYES) {
    throw new Error('think() is only valid when a throw awaits a move or an eyes bonus is open');
  }
  return startThinking(rules, state, level, { seed: request.seed, budgetMs: request.budgetMs, exactWhenReady });
}

/** The decision in tile names and notation. */
export function describeDecision(request: ThinkRequest, decision: Decision): ThinkResult {
  const winChance = Math.min(1, Math.max(0, decision.winChance));
  if (decision.from === DECLINE) return { from: null, winChance, notation: 'decline' };
  const { rules, state } = request;
  const game = createGame({ variant: rules.variant, rules: ruleOptionsOf(rules), seed: 0, start: positionToString(createLayout(rules), state) });
  const turn = state.turn === 0 ? 'light' : 'dark';
  const move = game.legalMoves().find((m) => m.from === (decision.from === 0 ? 'reserve' : game.layout.tiles[state.turn][decision.from]));
  if (!move || move.player !== turn) throw new Error('internal error: the chosen move is not legal');
  return { from: move.from, winChance, notation: move.notation };
}
