/**
 * The game review's vocabulary and scores, apart from the analysis so the view can use them
 * without loading it.
 *
 * Categories, by the winning chance a choice gave away against the best option (`loss`, 0..1):
 * below each of CATEGORY_LIMITS the category of that name, a blunder from the last. The limits
 * come from play against the exact solution (scripts/review-calibrate.ts, README "Game review").
 * A best move that was the only good one earns a highlight (`brilliant`, see isBrilliant).
 *
 * Accuracy for a game: 100 × exp(−mean loss / ACCURACY_SCALE) over a player's real choices (two
 * options or more): 100 for best play throughout, about 66 for a mean loss of 1 point of winning
 * chance per choice, about 23 for 3.5 points. ACCURACY_SCALE is fitted to the levels' play
 * (scripts/review-calibrate.ts, README "Game review").
 */
import type { Move, Rules, State } from '../../engine/index.js';
import type { Reason } from './reasons.js';

/** The categories from best to worst. */
export const CATEGORIES = ['best', 'excellent', 'good', 'inaccuracy', 'mistake', 'blunder'] as const;
export type ReviewCategory = (typeof CATEGORIES)[number];
/** Upper limits of the loss of each category but the last (a loss at a limit is in the next category). */
export const CATEGORY_LIMITS: Readonly<Record<Exclude<ReviewCategory, 'blunder'>, number>> = {
  best: 0.001,
  excellent: 0.01,
  good: 0.03,
  inaccuracy: 0.07,
  mistake: 0.15,
};
/** The categories the review flags as key moves. */
export const FLAGGED: readonly ReviewCategory[] = ['inaccuracy', 'mistake', 'blunder'];
/** The stops of key-move navigation: mistakes and blunders (Previous / Next mistake), inaccuracies apart. */
export const KEY_STOPS = {
  mistakes: ['mistake', 'blunder'],
  inaccuracies: ['inaccuracy'],
} as const satisfies Record<string, readonly ReviewCategory[]>;
export type KeyStop = keyof typeof KEY_STOPS;
/**
 * A brilliant move: the best, when every other option would have been a blunder (the second best
 * trails by this much) and easy's rule of thumb (capture, rosette, furthest piece) would have
 * played another.
 */
export const BRILLIANT_MARGIN = CATEGORY_LIMITS.mistake;
/** Mean loss per real choice that scores 100/e ≈ 37% accuracy. */
export const ACCURACY_SCALE = 0.024;

/** What judged the game: an exact table, or search over the learned or the hand-made evaluation. */
export type ReviewEvaluator = 'table' | 'learned' | 'heuristic';

/** How the game was judged, for the view to say. */
export interface ReviewJudge {
  evaluator: ReviewEvaluator;
  /** Plies searched (null for the table). */
  depth: number | null;
  /** Endgames with at most this many pieces left a side judged exactly by the solver (0: none). */
  exactPieces: number;
}

/** How good a choice was, as the analysis finds it. */
export interface AnalysedChoice {
  /** Options the player had (moves, and declining an eyes bonus): one is a forced move, not judged. */
  options: number;
  /** The throw the choice was made with; null for an eyes bonus (a move of 4 that nobody threw). */
  thrown: number | null;
  /** The chooser's winning chance before the choice, 0..1: what the best option keeps. */
  before: number;
  /** The chooser's winning chance after the option played, 0..1. */
  after: number;
  /** The best option: the path index to move from, or -1 to decline an eyes bonus. */
  bestFrom: number;
  /** Winning chance the played option gave away against the best (`before` − `after`), 0..1. */
  loss: number;
  /** How far the second-best option trails the best (0 with one option). */
  margin: number;
  /** null for a forced move (one option). */
  category: ReviewCategory | null;
  /** The only good move, found (isBrilliant). */
  brilliant: boolean;
  /** Why the best option was better, when one of the measured features explains it (reasons.ts). */
  reason: Reason | null;
  /** The chooser's winning chance after each option (path index, or -1 to decline): what "Try again" tells. */
  chances: { from: number; chance: number }[];
}

/** The same with the best option described (the review view does it with the engine's `describeMove`). */
export interface ReviewChoice extends Omit<AnalysedChoice, 'bestFrom' | 'chances'> {
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
export interface ReviewSlice extends ReviewJudge {
  /** Points finished in this slice, in order. */
  points: ReviewPoint[];
  /** Points the whole analysis has (the start, then one per action of the reviewed game). */
  total: number;
  done: boolean;
}

/** The category of a choice among `options` that gave away `loss`; null for a forced move. */
export function categoryOf(loss: number, options = 2): ReviewCategory | null {
  if (options < 2) return null;
  for (const category of CATEGORIES) if (category === 'blunder' || loss < CATEGORY_LIMITS[category]) return category;
  return 'blunder';
}

/** The only good move, and not the obvious one: see BRILLIANT_MARGIN. */
export function isBrilliant(loss: number, margin: number, ruleOfThumb: boolean): boolean {
  return !ruleOfThumb && loss < CATEGORY_LIMITS.best && margin >= BRILLIANT_MARGIN;
}

export function isFlagged(category: ReviewCategory | null): boolean {
  return category !== null && FLAGGED.includes(category);
}

/** Accuracy (0..100) from a player's losses at their real choices; null without any. */
export function accuracyOf(losses: readonly number[]): number | null {
  if (losses.length === 0) return null;
  const mean = losses.reduce((a, b) => a + b, 0) / losses.length;
  return 100 * Math.exp(-mean / ACCURACY_SCALE);
}

/** A player's summary of a reviewed game. */
export interface PlayerReport {
  /** 0..100, null for a player who never had a real choice. */
  accuracy: number | null;
  /** Real choices in each category. */
  counts: Record<ReviewCategory, number>;
  brilliant: number;
}

/** Each player's report (light, dark) over the analysed points. */
export function playerReports(points: readonly (ReviewPoint | undefined)[]): [PlayerReport, PlayerReport] {
  const reports = [0, 1].map(() => ({
    losses: [] as number[],
    counts: Object.fromEntries(CATEGORIES.map((c) => [c, 0])) as Record<ReviewCategory, number>,
    brilliant: 0,
  }));
  for (const point of points) {
    const choice = point?.choice;
    if (!choice?.category || point!.player === null) continue;
    const report = reports[point!.player];
    report.losses.push(choice.loss);
    report.counts[choice.category]++;
    if (choice.brilliant) report.brilliant++;
  }
  const [light, dark] = reports.map(({ losses, counts, brilliant }) => ({
    accuracy: accuracyOf(losses),
    counts,
    brilliant,
  }));
  return [light, dark];
}
