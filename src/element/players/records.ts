/**
 * The record reader, a part (parts.ts): replaying a record and comparing it with the current game
 * is needed only when a record is loaded, so the first load goes without it.
 */
import { compareRecords, loadGame, type Game, type Player } from '../../engine/index.js';
import { parseRecord } from '../../engine/read-record.js';

/**
 * Reads a record to load in place of `current`: the replayed game, or why it is refused (corrupt,
 * or an earlier point of the current game unless `force`: a stale copy must not roll a game back
 * silently). A record that keeps a running score (`tally`) sets `wins`, the board's count of games
 * won by each person, to it for the people now on each side (`people`); without one the count stays.
 */
export function readRecord(
  record: unknown,
  current: Game | null,
  force: boolean,
  wins: Map<string, number>,
  people: Record<Player, string>,
): Game | string {
  let game: Game;
  let tally;
  try {
    // Read once (a record's text is parsed here), then replayed.
    const parsed = parseRecord(record);
    tally = parsed.tally;
    game = loadGame(parsed);
  } catch (error) {
    return (error as Error).message;
  }
  if (current && !force && compareRecords(current.toJSON(), game.toJSON()) === 'earlier') {
    return `the record is an earlier point of this game (${game.actionCount} actions, the game has ${current.actionCount}); load it with { force: true } to go back`;
  }
  if (tally) {
    wins.clear();
    // The same person on both sides (two computers of one level) counts both sides' wins.
    for (const player of ['light', 'dark'] as const)
      wins.set(people[player], (wins.get(people[player]) ?? 0) + tally[player]);
  }
  return game;
}
