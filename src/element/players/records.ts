/**
 * The record reader, a part (parts.ts): replaying a record and comparing it with the current game
 * is needed only when a record is loaded, so the first load goes without it.
 */
import { compareRecords, loadGame, type Game } from '../../engine/index.js';

/**
 * Reads a record to load in place of `current`: the replayed game, or why it is refused (corrupt,
 * or an earlier point of the current game unless `force`: a stale copy must not roll a game back silently).
 */
export function readRecord(record: unknown, current: Game | null, force: boolean): Game | string {
  let game: Game;
  try {
    game = loadGame(record);
  } catch (error) {
    return (error as Error).message;
  }
  if (current && !force && compareRecords(current.toJSON(), game.toJSON()) === 'earlier') {
    return `the record is an earlier point of this game (${game.actionCount} actions, the game has ${current.actionCount}); load it with { force: true } to go back`;
  }
  return game;
}
