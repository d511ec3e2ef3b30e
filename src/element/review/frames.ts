/**
 * The reviewed game, point by point: the position at the start of the reviewed game (for a bell
 * match, its current game) and after each action, with the move that led there.
 */
import { Game, loadGame, type GameRecord, type Layout, type MatchState, type Move, type Player, type Position } from '../../engine/index.js';

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
}

export interface ReviewedGame {
  record: GameRecord;
  layout: Layout;
  frames: Frame[];
  /** A bell match's score at the end of the record; null in race variants. */
  match: MatchState | null;
}

const THROWN = /^[th](\d)$/;

/** The thrown value of a throw action, or null. */
export function thrownValue(action: string | null): number | null {
  const found = action === null ? null : THROWN.exec(action);
  return found ? Number(found[1]) : null;
}

/** Replays a record into frames; throws the engine's clear error for a corrupt one. */
export function reviewedGame(input: unknown): ReviewedGame {
  const end = loadGame(input);
  const record = end.toJSON();
  const game = new Game({ variant: record.variant, rules: record.rules, seed: record.seed, start: record.start });
  const first = record.actions.lastIndexOf('next') + 1;
  for (let i = 0; i < first; i++) game.apply(record.actions[i]);
  const frames: Frame[] = [{ index: first, action: null, player: null, position: game.position(), move: null }];
  for (let i = first; i < record.actions.length; i++) {
    const action = record.actions[i];
    const player = game.turn;
    const result = game.apply(action);
    frames.push({ index: i + 1, action, player, position: game.position(), move: 'move' in result ? result.move : null });
  }
  return { record, layout: game.layout, frames, match: end.match };
}
