/**
 * The review view's state as its parts read it (summary, key moves, the board stepper, the move
 * list: each a template over this one object), the actions they may take, and the words every part
 * shares: a player's name, a step in words, the better move as advice.
 */
// English's words said once play has begun: loaded with this module.
import '../i18n/en/play.js';
import {
  isFlagged,
  KEY_STOPS,
  type KeyStop,
  type ReviewCategory,
  type ReviewChoice,
  type ReviewJudge,
  type ReviewPoint,
} from '../../ai/review/review-score.js';
import type { Move, Player, Position } from '../../engine/index.js';
import { moveWords } from '../i18n/move-clauses.js';
import { adviceText } from '../i18n/moves.js';
import { youWordsOf } from '../i18n/viewer.js';
import type { Lang, ReviewWords, Translation } from '../i18n/types.js';
import { thrownValue, type Frame, type ReviewedGame } from './frames.js';

/** "Try again" at a flagged choice: the position at it with the same throw, and the option tried once played. */
export interface Retry {
  /** The point the choice led to. */
  at: number;
  position: Position;
  /** The legal moves there. */
  moves: Move[];
  /** An eyes bonus: declining is an option too. */
  bonus: boolean;
  /** The option tried (move null: declined), the position after it, the mover's chance and its category. */
  tried: Tried | null;
  /** The answer asked for after a worse move: told and drawn. */
  answered: boolean;
}

/** One option tried in "Try again". */
export interface Tried {
  move: Move | null;
  position: Position;
  chance: number;
  category: ReviewCategory;
  /** Why the best is better (the review's reasons in words); null for the best. */
  reason: string | null;
}

/** What a review shows: the game, its verdicts so far, the point shown and how. */
export interface ReviewState {
  game: ReviewedGame;
  points: readonly (ReviewPoint | undefined)[];
  judge: ReviewJudge | null;
  /** Points judged so far. */
  analysed: number;
  /** The point shown. */
  at: number;
  /** The graph's point under the pointer. */
  hover: number | null;
  playing: boolean;
  retry: Retry | null;
  language: Lang;
  names: Record<Player, string> | null;
  flipped: boolean;
  vertical: boolean;
  /** The move list is drawn whole (before, only its first points). */
  listedWhole: boolean;
  t: Translation;
  w: ReviewWords;
}

/** What the parts can do to the view. */
export interface ReviewActions {
  /** Goes to point `index` (autoplay stops). */
  step(index: number): void;
  hover(index: number | null): void;
  goToKeyMove(direction: 1 | -1, stop: KeyStop): void;
  firstKeyMove(): void;
  togglePlay(): void;
  tryAgain(): void;
  /** Plays an option in "Try again" (null: declines the bonus). */
  try(move: Move | null): void;
  /** Tells and draws the answer in "Try again", after a worse move. */
  answer(): void;
  leaveRetry(): void;
  close(): void;
}

export const percent = (chance: number) => Math.round(chance * 100);

/** Point indices of the key moves analysed so far (inaccuracies, mistakes, blunders), in order. */
export function keyMovesOf(points: readonly (ReviewPoint | undefined)[]): number[] {
  return points.flatMap((point, index) => (isFlagged(point?.choice?.category ?? null) ? [index] : []));
}

/** Point indices of the key moves of one navigation stop (mistakes and blunders, or inaccuracies). */
export function stopsOf(points: readonly (ReviewPoint | undefined)[], stop: KeyStop): number[] {
  const categories: readonly (ReviewCategory | null)[] = KEY_STOPS[stop];
  return points.flatMap((point, index) => (categories.includes(point?.choice?.category ?? null) ? [index] : []));
}

export function nameOf(state: ReviewState, player: Player): string {
  return state.names?.[player] ?? state.t[player];
}

/** What the action leading to `frame` was, in words. */
export function describe(state: ReviewState, frame: Frame): string {
  const { t, w } = state;
  if (frame.action === null || frame.player === null) return w.start;
  const name = nameOf(state, frame.player);
  const value = thrownValue(frame.action);
  if (value !== null) return t.threw(name, value);
  if (frame.action === 'decline') return t.declined(name);
  return frame.move ? moveWords(t, name, frame.move) : t.moved(name, frame.action);
}

/**
 * The step that led to point `at`, in one line after its turn: "Light threw 3 · moved A4→A2" (the
 * throw said with the move it gave), "Light threw 3", "Light declined".
 */
export function stepLine(state: ReviewState, at: number): string {
  const { t, w } = state;
  const { frames } = state.game;
  const frame = frames[at];
  const before = frames[at - 1];
  const value = thrownValue(before?.action ?? null);
  if (!frame.move || frame.player === null || value === null || before.player !== frame.player)
    return describe(state, frame);
  const name = nameOf(state, frame.player);
  // The viewer's move after their own throw in their own form ("Sacaste 4 · jugaste A2→B3").
  const you = youWordsOf(state.language);
  const { moved, entered, boreOff } = name === you.name ? you.stepMove : w.stepMove;
  const clauses = {
    ...t,
    moved: (_: string, squares: string) => moved(squares.replace('-', '→')),
    entered: (_: string, tile: string) => entered(tile),
    boreOff: (_: string, tile: string) => boreOff(tile),
  };
  return `${t.threw(name, value)} · ${moveWords(clauses, name, frame.move)}`;
}

/** The better choice as advice: a move ("enter on A3"), or declining the bonus. */
export function advice(state: ReviewState, choice: ReviewChoice): string {
  return choice.best ? adviceText(state.language, choice.best) : state.t.decline;
}
