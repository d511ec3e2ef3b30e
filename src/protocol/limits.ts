/**
 * The sizes the protocol allows, for both sides: the server refuses a payload past them
 * (./schema.ts), the connector makes its tokens to them. The engine's own limits are used, not
 * restated: an action is as long as a record's action may be, an index no larger than a record.
 */
import { MAX_ACTIONS } from '../engine/index.js';
import { MAX_ACTION_TEXT } from '../engine/record.js';

/** Random bytes in a seat token (144 bits), sent as URL-safe base64. */
export const TOKEN_BYTES = 18;
/** Random bytes in a room's seat key (128 bits, at least the 96 a guess must face), URL-safe base64. */
export const KEY_BYTES = 16;
/** The base64 length of `bytes` random bytes, without padding. */
export const base64Length = (bytes: number): number => Math.ceil((bytes * 4) / 3);
/** A token a client proposes for a free seat must be at least this long, or the server makes one. */
export const MIN_PROPOSED_TOKEN = base64Length(TOKEN_BYTES);
/** The longest token or key a payload may carry. */
export const MAX_TOKEN_LENGTH = 64;
/** The longest room code a payload may carry (longer is garbage, whatever the server's codes look like). */
export const MAX_ROOM_LENGTH = 32;
/** The longest action a payload may carry: the longest a record holds. */
export const MAX_ACTION_LENGTH = MAX_ACTION_TEXT;
/** The largest action index: a record holds at most MAX_ACTIONS actions. */
export const MAX_INDEX = MAX_ACTIONS;
