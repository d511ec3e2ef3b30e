/** Replaying a game record into a Game, rejecting a corrupt record with a clear error. */
import { Game } from './game-start.js';
import { failRecord, parseRecord } from './read-record.js';
import type { Validation } from './rules.js';

/** Checks a record by replaying it; never throws. */
export function validateRecord(record: unknown): Validation {
  try {
    loadGame(record);
    return { ok: true };
  } catch (error) {
    return { ok: false, error: (error as Error).message };
  }
}

/**
 * Replays a record (from `Game.toJSON()`, or its JSON text) into a new Game; throws if it is
 * corrupt. A record of more than MAX_ACTIONS actions (or a text longer than MAX_RECORD_TEXT) is
 * refused before anything is parsed or replayed; replaying takes time linear in its length.
 */
export function loadGame(input: unknown): Game {
  const record = parseRecord(input);
  let game!: Game;
  try {
    game = new Game({ variant: record.variant, rules: record.rules, seed: record.seed, start: record.start });
  } catch (error) {
    failRecord((error as Error).message);
  }
  const { actions } = record;
  for (let index = 0; index < actions.length; index++) {
    try {
      game.apply(actions[index]);
    } catch (error) {
      failRecord(`action ${index + 1} "${actions[index]}": ${(error as Error).message}`);
    }
  }
  const reached = game.position().notation;
  if (record.position !== undefined && record.position !== reached) {
    failRecord(`the actions lead to "${reached}", not to the recorded position "${record.position}"`);
  }
  const { end } = record;
  if (end) {
    try {
      if (end.reason === 'aborted') game.abort();
      else game.resign(end.by!, end.reason);
    } catch (error) {
      failRecord(`end (${end.reason}): ${(error as Error).message}`);
    }
  }
  return game;
}
