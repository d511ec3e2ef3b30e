/** Invite codes, seat keys, seat tokens and process ids, from `crypto`: nobody can guess a room or take over a seat. */
import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { hostname } from 'node:os';
import { KEY_BYTES, TOKEN_BYTES } from '../src/protocol/index.js';

/** No 0/O, 1/I/L: a code read aloud or copied by hand comes out right. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const CODE_LENGTH = 6;

/** What a room code looks like; anything else is no room (and never reaches the store). */
export const ROOM_CODE = new RegExp(`^[${ALPHABET}]{${CODE_LENGTH}}$`);

export function newRoomCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** A seat token (TOKEN_BYTES random bytes), URL-safe. */
export function newToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** A room's seat key (KEY_BYTES random bytes), URL-safe. */
export function newKey(): string {
  return randomBytes(KEY_BYTES).toString('base64url');
}

/** A server process's id: its host and pid for whoever reads Redis, and random bits so a restarted process is never taken for its predecessor. */
export function newProcessId(): string {
  return `${hostname()}:${process.pid}:${randomBytes(6).toString('base64url')}`;
}

/** Compares tokens in constant time, so response timing does not leak a seat's token. */
export function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
