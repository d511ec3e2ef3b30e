/**
 * A think request, answered the same way in the worker and in the main-thread fallback:
 * validation, the level's decision, and the result as the engine describes the move.
 */
import { describeMove, type Move, type Rules } from '../../engine/index.js';
import { awaitsMove, createLayout, type State } from '../../engine/core.js';
import { LEVELS, type Level } from '../search/level-names.js';
import type { ComputerPlayers, Decision, Thinker } from '../search/levels.js';
import { DECLINE } from '../search/search.js';

export interface ThinkRequest {
  rules: Rules;
  state: State;
  level: Level;
  /** Seeds beginner's random choice; the same request always gets the same answer. */
  seed?: number;
  /** Overrides the level's thinking time in milliseconds (hints, tests). */
  budgetMs?: number;
  /** Milliseconds the page waits anyway before showing the move: expert thinks for most of it (DecideOptions.windowMs). */
  windowMs?: number;
  /** `perfect`: the URL of the solution table (without one, or if it cannot be read: expert). */
  table?: string | null;
}

export interface ThinkResult {
  /** The move to make, as `Game.legalMoves()` lists it; null = decline the eyes bonus. */
  move: Move | null;
  /** Estimated chance that the side to act wins, 0..1. */
  winChance: number;
  /** Same move in notation (e.g. 'A4-A2') or 'decline'. */
  notation: string;
}

/**
 * Checks a request and starts thinking about it; throws a clear error for a bad one.
 * `players` think with their owner's knowledge; `exactWhenReady`: search instead of waiting for
 * exact endgame tables still being solved.
 */
export function startRequest(players: ComputerPlayers, request: ThinkRequest, exactWhenReady = false): Thinker {
  if (!request || typeof request !== 'object') throw new TypeError('think() needs a request { rules, state, level }');
  const { rules, state, level } = request;
  if (!LEVELS.includes(level))
    throw new Error(`unknown level "${String(level)}": expected one of ${LEVELS.join(', ')}`);
  if (
    !rules ||
    typeof rules !== 'object' ||
    !state ||
    Object.prototype.toString.call(state.board) !== '[object Int8Array]'
  ) {
    throw new TypeError('think() needs the game rules and compact state (game.rules, game.state)');
  }
  if (!awaitsMove(state)) {
    throw new Error('think() is only valid when a throw awaits a move or an eyes bonus is open');
  }
  const { windowMs } = request;
  if (windowMs !== undefined && !(Number.isFinite(windowMs) && windowMs >= 0))
    throw new RangeError(`think() windowMs must be a number of milliseconds, 0 or more, got ${String(windowMs)}`);
  return players.startThinking(rules, state, level, {
    seed: request.seed,
    budgetMs: request.budgetMs,
    windowMs,
    exactWhenReady,
  });
}

/** The decision as a move (tile names, effects, notation). */
export function describeDecision(request: ThinkRequest, decision: Decision): ThinkResult {
  const winChance = Math.min(1, Math.max(0, decision.winChance));
  if (decision.from === DECLINE) return { move: null, winChance, notation: 'decline' };
  const move = describeMove(createLayout(request.rules), request.state, decision.from);
  return { move, winChance, notation: move.notation };
}
