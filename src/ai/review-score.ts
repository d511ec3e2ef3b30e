/**
 * The game review's vocabulary and scores, apart from the analysis so the view can use them
 * without loading it. Flags, by the winning chance given away (`loss`): an inaccuracy from
 * INACCURACY, a mistake from MISTAKE, a blunder from BLUNDER. A player's accuracy for the game is
 * 100 × exp(−ACCURACY_SCALE × mean loss) over their choices of two options or more: 100 for best
 * play throughout, about 90 for a mean loss of 1 point, about 61 for 5 points.
 */
import type { Move, Rules, State } from '../engine/index.js';

export const INACCURACY = 0.03;
export const MISTAKE = 0.08;
export const BLUNDER = 0.15;
export const ACCURACY_SCALE = 10;
export type ReviewFlag = 'inaccuracy' | 'mistake' | 'blunder';
/** What judged the game: an exact table, or search over the learned or the hand-made evaluation. */
export type ReviewEvaluator = 'table' | 'learned' | 'heuristic';

/** How good a choice was, as the analysis finds it. */
export interface AnalysedChoice {
  /** Options the player had (moves, and declining an eyes bonus). */
  options: number;
  /** The best option: the path index to move from, or -1 to decline an eyes bonus. */
  bestFrom: number;
  /** Winning chance the played option gave away against the best, 0..1, for the player who chose. */
  loss: number;
  flag: ReviewFlag | null;
}

/** The same with the best option described (the review view does it with the engine's `describeMove`). */
export interface ReviewChoice extends Omit<AnalysedChoice, 'bestFrom'> {
  /** The best option: the move as the engine describes it, or null to decline an eyes bonus. */
  best: Move | null;
  /** The best option in notation ('A4-A2', 'decline'). */
  bestNotation: string;
}

export interface ReviewPoint {
  /** Actions of the record played to reach this point. */
  actions: number;
  /** The action that led here (as in the record), null at the start of the game. */
  action: string | null;
  kind: 'start' | 'throw' | 'move' | 'decline';
  /** Who acted: 0 light, 1 dark; null at the start. */
  player: 0 | 1 | null;
  /** Light's winning chance here, 0..1 (before a throw: averaged over the dice). */
  light: number;
  /** For a move or a declined bonus: how good the choice was. */
  choice: AnalysedChoice | null;
}

/**
 * What the analysis is given: the reviewed game's rules, its start (for a bell match, the start of
 * its current game) as a compact state, and its actions; `first` is the index of the first of them
 * in the record. Built on the main thread from a checked record (review-task.ts).
 */
export interface ReviewTask {
  rules: Rules;
  start: State;
  actions: string[];
  first: number;
}

/** What the worker is asked: a task and the host's solution table, if any. */
export interface ReviewRequest {
  task: ReviewTask;
  table?: string | null;
}

/** What each slice of the analysis reports. */
export interface ReviewSlice {
  /** Points finished in this slice, in order. */
  points: ReviewPoint[];
  /** Points the whole analysis has (the start, then one per action of the reviewed game). */
  total: number;
  evaluator: ReviewEvaluator;
  done: boolean;
}

export function flagOf(loss: number): ReviewFlag | null {
  return loss >= BLUNDER ? 'blunder' : loss >= MISTAKE ? 'mistake' : loss >= INACCURACY ? 'inaccuracy' : null;
}

/** Each player's accuracy (light, dark) over the points, null for a player who had no real choice. */
export function accuracies(points: readonly ReviewPoint[]): [number | null, number | null] {
  const losses: [number[], number[]] = [[], []];
  for (const point of points)
    if (point.choice && point.choice.options > 1 && point.player !== null) losses[point.player].push(point.choice.loss);
  const of = (list: number[]) =>
    list.length === 0 ? null : 100 * Math.exp((-ACCURACY_SCALE * list.reduce((a, b) => a + b, 0)) / list.length);
  return [of(losses[0]), of(losses[1])];
}
