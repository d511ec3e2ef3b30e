/**
 * `quickMatch(board, options)`: what a board's start screen needs to offer play online. It makes
 * the function the board's `online` property takes (`board.online = quickMatch(board, { url })`):
 * when the person chooses to play online, it asks the server for an opponent who wants the same
 * rules as the board's game (`findMatch`, with the colour chosen on the screen), then connects the
 * board to the room found (`connect`), in the seat the server gave.
 */
import type { OnlineBoard } from '../element/api.js';
import type { Player } from '../engine/index.js';
import { connect, OnlineError, type ConnectOptions, type OnlineGame } from './connect.js';
import { findMatch } from './find-match.js';

export interface QuickMatchOptions extends Omit<ConnectOptions, 'room' | 'key' | 'seat'> {
  /** Only opponents who want a rated game too (both with an `identity`): the game counts for both ratings. */
  rated?: boolean;
  /** Told of the game once the board is connected to it. */
  onGame?(game: OnlineGame): void;
  /**
   * Told when no game came of it: nobody came within the server's wait (`no-opponent`), or the
   * server refused or did not answer; the board is the page's again, and its start screen comes
   * back saying nobody was found. Default: a console warning.
   */
  onError?(error: OnlineError): void;
}

/**
 * The board's `online`: called with the colour chosen (`light`, `dark` or `random`), it resolves
 * with the connected game, or with null when none came of it (`onError` says why). While it
 * looks for an opponent nobody plays on the board, and its status line says it is connecting.
 */
export function quickMatch(
  board: OnlineBoard,
  options: QuickMatchOptions,
): (choice: { colour: Player | 'random' }) => Promise<OnlineGame | null> {
  const { onGame, onError, rated, ...connecting } = options;
  return async ({ colour }) => {
    // The rules as the board's record writes them: the server pairs players of the same rules.
    const { variant, rules } = board.record;
    const sides = { light: board.light, dark: board.dark };
    Object.assign(board, { light: 'remote', dark: 'remote', connectionState: 'connecting' });
    let found;
    try {
      found = await findMatch(options.url, {
        variant,
        rules,
        colour,
        io: options.io,
        rated,
        identity: options.identity,
      });
    } catch (error) {
      const failure =
        error instanceof OnlineError ? error : new OnlineError('server-error', `quick match failed: ${String(error)}`);
      // A refused identity is the player's to act on: the status line says it.
      Object.assign(board, { ...sides, connectionState: failure.code === 'bad-identity' ? 'bad-identity' : null });
      if (onError) onError(failure);
      else console.warn(`royal-ur/online: no quick match: ${failure.message}`);
      return null;
    }
    // The page's own players back, for the connector to keep (it seats them once both have joined).
    Object.assign(board, sides);
    const game = connect(board, { ...connecting, room: found.room, seat: found.seat });
    onGame?.(game);
    return game;
  };
}
