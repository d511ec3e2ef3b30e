/**
 * `findMatch(url, { variant })`: waits in the server's quick-match queue for the variant until
 * another player asks too; resolves with the room and this player's seat. The seat's token is
 * kept as `connect` keeps it, so `connect(board, { url, room, seat })` then sits there.
 */
import type { Player, RuleOptions, VariantName } from '../engine/index.js';
import { OnlineError } from './connect.js';
import { MATCH_EVENTS, PROTOCOL_VERSION, type MatchFound } from '../protocol/index.js';
import { openSocket, request, type SocketFactory } from './socket.js';
import { newToken, storeToken } from './tokens.js';

export interface FindMatchOptions {
  /** The rules (default finkel); only players asking for the same rules meet. */
  variant?: VariantName;
  rules?: RuleOptions;
  /**
   * The colour this player would like (default `random`: either). The server gives it when the
   * opponent wants the other or either; when both want the same, the one who waited longer gets it.
   */
  colour?: Player | 'random';
  /** Only opponents who want a rated game too: the game counts for both ratings. Needs `identity`. */
  rated?: boolean;
  /** The player's identity token, signed by the host page's server (see `ConnectOptions.identity`). */
  identity?: string;
  io?: SocketFactory;
  /** How long to wait for the server's reply to the request, in ms (default 10000); the wait for an opponent is the server's. */
  timeout?: number;
  /** Aborting it stops the wait (rejects with `closed`). */
  signal?: AbortSignal;
}

/**
 * Rejects with an `OnlineError`: `no-opponent` when nobody came within the server's wait, `closed`
 * when `signal` aborted it, or the server's refusal (`server-error` when it does not answer).
 */
export function findMatch(url: string, options: FindMatchOptions = {}): Promise<MatchFound> {
  const socket = (options.io ?? openSocket)(url);
  const token = newToken();
  return new Promise<MatchFound>((resolve, reject) => {
    const found = (match: MatchFound) => {
      storeToken(url, match.room, match.seat, token);
      resolve(match);
    };
    const abort = () => {
      socket.emit(MATCH_EVENTS.cancel, {}, () => undefined);
      reject(new OnlineError('closed', 'the search for an opponent was stopped'));
    };
    if (options.signal?.aborted) return abort();
    options.signal?.addEventListener('abort', abort, { once: true });
    socket.on(MATCH_EVENTS.found, found);
    socket.on(MATCH_EVENTS.expired, () =>
      reject(new OnlineError('no-opponent', 'nobody else is looking for a game now')),
    );
    const payload = {
      v: PROTOCOL_VERSION,
      variant: options.variant ?? 'finkel',
      token,
      ...(options.rules && { rules: options.rules }),
      ...(options.colour && options.colour !== 'random' && { colour: options.colour }),
      ...(options.rated && { rated: true }),
      ...(options.identity !== undefined && { identity: options.identity }),
    };
    void request<MatchFound | { room: null }>(socket, MATCH_EVENTS.find, payload, options.timeout ?? 10_000).then(
      (reply) => {
        if (reply === null) reject(new OnlineError('server-error', `no answer from the game server at ${url}`));
        else if (!reply.ok) reject(new OnlineError(reply.code, reply.error));
        else if (reply.room !== null) found(reply as MatchFound);
      },
    );
  }).finally(() => socket.disconnect());
}
