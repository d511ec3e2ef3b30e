/**
 * The sizes the protocol allows, for both sides: the server refuses a payload past them
 * (./schema.ts), the connector makes its tokens to them. Actions and indices are the engine's
 * own limits (MAX_ACTION_TEXT, MAX_ACTIONS), not restated here.
 */

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
/** The longest player name, in characters (code points), after trimming. */
export const MAX_NAME_LENGTH = 24;
/** The longest room code a payload may carry (longer is garbage, whatever the server's codes look like). */
export const MAX_ROOM_LENGTH = 32;
/** The longest identity token (a JWT from the host page) a payload may carry. */
export const MAX_IDENTITY_LENGTH = 4096;
/** The longest player id an identity may name (its `sub` claim). */
export const MAX_PLAYER_ID_LENGTH = 64;
