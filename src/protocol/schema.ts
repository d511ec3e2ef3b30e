/**
 * Strict checks of every client payload. A payload is untrusted JSON: it must be a plain object
 * with exactly the known fields, each of the right type and size; anything else is a
 * `bad-request` (or `version`). Nothing here throws, and nothing copies a client's object as it
 * is, so keys such as `__proto__` are refused as unknown fields rather than reaching code.
 */
import { MAX_ACTION_TEXT, MAX_ACTIONS, validateRules, type RuleOptions, type VariantName } from '../engine/index.js';
import {
  MAX_IDENTITY_LENGTH,
  MAX_NAME_LENGTH,
  MAX_ROOM_LENGTH,
  MAX_TOKEN_LENGTH,
  PROTOCOL_VERSION,
  END_REQUESTS,
  SEAT_REQUESTS,
  type EndKind,
  type SeatRequest,
} from './index.js';
import { refuse, type Refusal } from './reply.js';

export type Checked<T> = { ok: true; value: T } | Refusal;

type Fields = Record<string, unknown>;

/** A plain object (parsed JSON), not an array, a class instance or a primitive. */
function plainObject(value: unknown, name: string): Checked<Fields> {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return refuse('bad-request', `${name} must be an object`);
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return refuse('bad-request', `${name} must be a plain object`);
  return { ok: true, value: value as Fields };
}

/** The payload as a plain object holding only the `required` and `optional` fields, every required one present. */
function fields(payload: unknown, required: readonly string[], optional: readonly string[] = []): Checked<Fields> {
  const object = plainObject(payload, 'the payload');
  if (!object.ok) return object;
  const keys = Object.keys(object.value);
  const unknown = keys.find((key) => !required.includes(key) && !optional.includes(key));
  if (unknown !== undefined) return refuse('bad-request', `unknown field ${JSON.stringify(unknown.slice(0, 32))}`);
  const missing = required.find((key) => !keys.includes(key));
  if (missing !== undefined) return refuse('bad-request', `missing field "${missing}"`);
  return object;
}

function shortString(value: unknown, name: string, max: number): string | Refusal {
  if (typeof value !== 'string' || value.length === 0 || value.length > max) {
    return refuse('bad-request', `${name} must be a string of 1 to ${max} characters`);
  }
  return value;
}

/** Room codes are read case-insensitively (people type them). */
function roomCode(value: unknown): string | Refusal {
  const room = shortString(value, 'room', MAX_ROOM_LENGTH);
  return typeof room === 'string' ? room.toUpperCase() : room;
}

function version(value: unknown): Refusal | null {
  if (typeof value !== 'number') return refuse('bad-request', 'v must be the protocol version number');
  return value === PROTOCOL_VERSION
    ? null
    : refuse('version', `this server speaks protocol version ${PROTOCOL_VERSION}, not ${value}`);
}

/** What `room:create` (and `match:find`) ask for: the rules, whether the game is rated, and the player's identity token. */
export interface CreateChecked {
  variant: VariantName;
  rules: RuleOptions;
  rated?: boolean;
  identity?: string;
}

/** An identity token's shape (the server verifies its signature): a compact JWT of at most MAX_IDENTITY_LENGTH. */
function identityToken(value: unknown): string | Refusal {
  if (typeof value !== 'string' || value.length > MAX_IDENTITY_LENGTH || !/^[\w-]+\.[\w-]+\.[\w-]*$/.test(value))
    return refuse(
      'bad-identity',
      `identity must be a signed token (a JWT of at most ${MAX_IDENTITY_LENGTH} characters)`,
    );
  return value;
}

/** The optional `rated` and `identity` fields of `f` into `value`; a refusal when one is wrong. */
function ratedFields(f: Fields, value: { rated?: boolean; identity?: string }): Refusal | null {
  if (f.rated !== undefined) {
    if (typeof f.rated !== 'boolean') return refuse('bad-request', 'rated must be true or false');
    value.rated = f.rated;
  }
  if (f.identity !== undefined) {
    const identity = identityToken(f.identity);
    if (typeof identity !== 'string') return identity;
    value.identity = identity;
  }
  if (value.rated && value.identity === undefined)
    return refuse('bad-identity', "a rated game needs the player's identity (signed by the host page's server)");
  return null;
}

export function checkCreate(payload: unknown): Checked<CreateChecked> {
  const checked = fields(payload, ['v', 'variant'], ['rules', 'rated', 'identity']);
  if (!checked.ok) return checked;
  const f = checked.value;
  const wrongVersion = version(f.v);
  if (wrongVersion) return wrongVersion;
  const rules = f.rules === undefined ? { ok: true as const, value: {} } : plainObject(f.rules, 'rules');
  if (!rules.ok) return rules;
  // validateRules refuses an unknown variant, unknown switches (`__proto__` among them) and wrong types; the variant is chosen on its own.
  if (Object.hasOwn(rules.value, 'variant')) return refuse('bad-request', 'rules must not name the variant');
  const check = validateRules({ ...rules.value, variant: f.variant });
  if (!check.ok) return refuse('bad-request', check.error);
  const value: CreateChecked = { variant: f.variant as VariantName, rules: rules.value as RuleOptions };
  const wrong = ratedFields(f, value);
  return wrong ?? { ok: true, value };
}

/**
 * Characters a name may not hold: controls (a line break, an escape), line and paragraph
 * separators, and the bidirectional embeddings, overrides, isolates and marks, with which a name
 * could reverse the sentence it is shown in.
 */
const NOT_IN_NAMES = /[\p{Cc}\p{Zl}\p{Zp}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

/**
 * A player's name as it is kept and shown: trimmed and in Unicode's composed form (NFC), 1 to
 * MAX_NAME_LENGTH characters, none of NOT_IN_NAMES. The server checks every name it is sent with
 * it; a page may check one with it before connecting.
 */
export function checkName(value: unknown): Checked<string> {
  if (typeof value !== 'string') return refuse('bad-request', 'name must be a string');
  const name = value.normalize('NFC').trim();
  const length = [...name].length;
  if (length === 0 || length > MAX_NAME_LENGTH)
    return refuse('bad-request', `name must be 1 to ${MAX_NAME_LENGTH} characters`);
  if (NOT_IN_NAMES.test(name))
    return refuse('bad-request', 'name must not hold control or bidirectional-override characters');
  return { ok: true, value: name };
}

export interface JoinChecked {
  room: string;
  seat: SeatRequest;
  key?: string;
  token?: string;
  name?: string;
  identity?: string;
}

export function checkJoin(payload: unknown): Checked<JoinChecked> {
  const checked = fields(payload, ['v', 'room', 'seat'], ['key', 'token', 'name', 'identity']);
  if (!checked.ok) return checked;
  const f = checked.value;
  const wrongVersion = version(f.v);
  if (wrongVersion) return wrongVersion;
  const room = roomCode(f.room);
  if (typeof room !== 'string') return room;
  if (!SEAT_REQUESTS.includes(f.seat as SeatRequest))
    return refuse('bad-request', `seat must be one of ${SEAT_REQUESTS.join(', ')}`);
  const value: JoinChecked = { room, seat: f.seat as SeatRequest };
  for (const name of ['key', 'token'] as const) {
    if (f[name] === undefined) continue;
    const text = shortString(f[name], name, MAX_TOKEN_LENGTH);
    if (typeof text !== 'string') return text;
    value[name] = text;
  }
  if (f.name !== undefined) {
    const name = checkName(f.name);
    if (!name.ok) return name;
    value.name = name.value;
  }
  if (f.identity !== undefined) {
    const identity = identityToken(f.identity);
    if (typeof identity !== 'string') return identity;
    value.identity = identity;
  }
  return { ok: true, value };
}

export function checkAction(payload: unknown): Checked<{ room: string; index: number; action: string }> {
  const checked = fields(payload, ['room', 'index', 'action']);
  if (!checked.ok) return checked;
  const f = checked.value;
  const room = roomCode(f.room);
  if (typeof room !== 'string') return room;
  if (!Number.isSafeInteger(f.index) || (f.index as number) < 0 || (f.index as number) >= MAX_ACTIONS) {
    // No record holds an action at MAX_ACTIONS or past it.
    return refuse('bad-request', `index must be a whole number from 0 to ${MAX_ACTIONS - 1}`);
  }
  const action = shortString(f.action, 'action', MAX_ACTION_TEXT);
  if (typeof action !== 'string') return action;
  return { ok: true, value: { room, index: f.index as number, action } };
}

/** `game:end`: a room and one of END_REQUESTS. */
export function checkEnd(payload: unknown): Checked<{ room: string; end: EndKind }> {
  const checked = fields(payload, ['room', 'end']);
  if (!checked.ok) return checked;
  const room = roomCode(checked.value.room);
  if (typeof room !== 'string') return room;
  const end = checked.value.end as EndKind;
  if (!END_REQUESTS.includes(end)) return refuse('bad-request', `end must be one of ${END_REQUESTS.join(', ')}`);
  return { ok: true, value: { room, end } };
}

/** `link:ping`: an empty object. */
export function checkPing(payload: unknown): Checked<object> {
  const checked = fields(payload, []);
  return checked.ok ? { ok: true, value: {} } : checked;
}

/** `game:sync` and `room:leave`: just a room. */
export function checkRoom(payload: unknown): Checked<{ room: string }> {
  const checked = fields(payload, ['room']);
  if (!checked.ok) return checked;
  const room = roomCode(checked.value.room);
  if (typeof room !== 'string') return room;
  return { ok: true, value: { room } };
}

/** `match:cancel`: an empty object. */
export function checkNothing(payload: unknown): Checked<object> {
  const checked = fields(payload, []);
  return checked.ok ? { ok: true, value: {} } : checked;
}
