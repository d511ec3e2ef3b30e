/**
 * `createRoom(url, { variant, rules })`: a new room on the game server; resolves with its code and
 * its seat key. Both go in the invite link (the key is what lets a player sit down); the code
 * alone lets people watch.
 */
import type { RuleOptions, VariantName } from '../engine/index.js';
import { OnlineError } from './connect.js';
import { EVENTS, PROTOCOL_VERSION, type RoomCreated } from '../protocol/index.js';
import { openSocket, request, type SocketFactory } from './socket.js';

export interface CreateRoomOptions {
  /** The rules (default finkel). */
  variant?: VariantName;
  /** Rule switches that differ from the variant's preset. */
  rules?: RuleOptions;
  /** The game counts for both players' ratings (each then joins with their `identity`); needs `identity`. */
  rated?: boolean;
  /** The creating player's identity token, signed by the host page's server (see `ConnectOptions.identity`). */
  identity?: string;
  io?: SocketFactory;
  /** How long to wait for the server, in ms (default 10000). */
  timeout?: number;
}

/** Rejects with an `OnlineError` when the server refuses (`room-limit`, `bad-request`, `bad-identity`) or does not answer (`server-error`). */
export async function createRoom(url: string, options: CreateRoomOptions = {}): Promise<RoomCreated> {
  const socket = (options.io ?? openSocket)(url);
  try {
    const payload = {
      v: PROTOCOL_VERSION,
      variant: options.variant ?? 'finkel',
      ...(options.rules && { rules: options.rules }),
      ...(options.rated && { rated: true }),
      ...(options.identity !== undefined && { identity: options.identity }),
    };
    const reply = await request<RoomCreated>(socket, EVENTS.create, payload, options.timeout ?? 10_000);
    if (reply === null) throw new OnlineError('server-error', `no answer from the game server at ${url}`);
    if (!reply.ok) throw new OnlineError(reply.code, reply.error);
    return { room: reply.room, key: reply.key };
  } finally {
    socket.disconnect();
  }
}
