/**
 * A record made ready for the review's analysis (review.ts), on the main thread: checked and
 * replayed by the engine, the reviewed game's start state and actions. The analysis then needs
 * only the compact moves, not the Game class.
 */
import { Game, loadGame } from '../../engine/index.js';
import type { ReviewTask } from './review-score.js';

/** The task of a record (object or JSON text); throws the engine's clear error for a corrupt one. */
export function reviewTask(input: unknown): ReviewTask {
  const record = loadGame(input).toJSON();
  const game = new Game({ variant: record.variant, rules: record.rules, seed: record.seed, start: record.start });
  // A bell match: its current game, after the last `next`.
  const first = record.actions.lastIndexOf('next') + 1;
  for (let i = 0; i < first; i++) game.apply(record.actions[i]);
  return { rules: game.rules, start: game.state, actions: record.actions.slice(first), first };
}
