/**
 * The reviewed game, point by point: the position at the start of the reviewed game (for a bell
 * match, its current game) and after each action, with the move that led there.
 */
import {
  describeMove,
  Game,
  loadGame,
  parseAction,
  type GameRecord,
  type Layout,
  type MatchState,
  type Move,
  type Player,
  type Position,
  type State,
} from '../../engine/index.js';
import { turnNumbers } from '../../engine/turns.js';
import type { AnalysedChoice, ReviewChoice, ReviewTask } from '../../ai/review/review-score.js';
import { reviewTask } from '../../ai/review/review-task.js';

export interface Frame {
  /** Actions of the record played to reach this point. */
  index: number;
  /** The action that led here, null at the start. */
  action: string | null;
  /** Who acted, null at the start. */
  player: Player | null;
  position: Position;
  /** The move that led here (drawn as the last move). */
  move: Move | null;
  /** The turn the action belongs to, as the move list numbers turns (`turnNumbers`); 0 at the start. */
  turn: number;
  /** The compact state here (what the next action's choice is described from). */
  state: State;
}

export interface ReviewedGame {
  record: GameRecord;
  /** What the analysis is given. */
  task: ReviewTask;
  layout: Layout;
  frames: Frame[];
  /** A bell match's score at the end of the record; null in race variants. */
  match: MatchState | null;
}

/** The thrown value of a throw action, or null. */
export function thrownValue(action: string | null): number | null {
  const parsed = action === null ? null : parseAction(action);
  return parsed?.kind === 'throw' ? parsed.value : null;
}

/** A new game of the record's rules, seed and start, no action played yet. */
const replay = (record: GameRecord) =>
  new Game({ variant: record.variant, rules: record.rules, seed: record.seed, start: record.start });

/**
 * Replays a record into frames; throws the engine's clear error for a corrupt one. `task`: the
 * record's task (`reviewTask`) when made already.
 */
export function reviewedGame(input: unknown, task?: ReviewTask): ReviewedGame {
  const end = loadGame(input);
  const record = end.toJSON();
  task ??= reviewTask(record);
  const game = replay(record);
  for (let i = 0; i < task.first; i++) game.apply(record.actions[i]);
  const frames: Frame[] = [
    {
      index: task.first,
      action: null,
      player: null,
      position: game.position(),
      move: null,
      turn: 0,
      state: game.state,
    },
  ];
  for (let i = task.first; i < record.actions.length; i++) {
    const action = record.actions[i];
    const player = game.turn;
    const result = game.apply(action);
    frames.push({
      index: i + 1,
      action,
      player,
      position: game.position(),
      move: 'move' in result ? result.move : null,
      turn: 0,
      state: game.state,
    });
  }
  const turns = turnNumbers(frames);
  frames.forEach((frame, i) => (frame.turn = turns[i]));
  return { record, task, layout: game.layout, frames, match: end.match };
}

/** The analysis's choice at point `index` with its best option described as a move. */
export function describedChoice(reviewed: ReviewedGame, index: number, choice: AnalysedChoice): ReviewChoice {
  const { bestFrom, chances: _, ...rest } = choice;
  const best = bestFrom < 0 ? null : describeMove(reviewed.layout, reviewed.frames[index - 1].state, bestFrom);
  return { ...rest, best, bestNotation: best?.notation ?? 'decline' };
}

/** The game as it stood at the choice that led to point `at` (for "Try again"): the same throw, the same moves. */
export function gameAtChoice(reviewed: ReviewedGame, at: number): Game {
  const { record, frames } = reviewed;
  const game = replay(record);
  for (let i = 0; i < frames[at - 1].index; i++) game.apply(record.actions[i]);
  return game;
}
