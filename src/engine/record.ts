/** Game records: validate and replay one into a Game, rejecting a corrupt record with a clear error. */
import { describeValue, Game, MAX_ACTIONS, RECORD_FORMAT, RECORD_VERSION, type GameRecord } from './game.js';
import { MAX_ACTION_TEXT } from './notation.js';
import { validateRules, VARIANTS, type VariantName, type Validation } from './rules.js';

/**
 * How `candidate` stands to the game of `current`: the `same` point, an `earlier` or `later` point
 * of the same game (same rules, seed and start, and one's actions begin the other's), or a
 * `different` game.
 */
export function compareRecords(current: GameRecord, candidate: GameRecord): 'same' | 'earlier' | 'later' | 'different' {
  const sameGame =
    current.variant === candidate.variant &&
    JSON.stringify(current.rules) === JSON.stringify(candidate.rules) &&
    current.seed === candidate.seed &&
    current.start === candidate.start;
  if (!sameGame) return 'different';
  const [shorter, longer] =
    current.actions.length <= candidate.actions.length
      ? [current.actions, candidate.actions]
      : [candidate.actions, current.actions];
  if (!shorter.every((action, index) => action === longer[index])) return 'different';
  if (current.actions.length === candidate.actions.length) return 'same';
  return candidate.actions.length < current.actions.length ? 'earlier' : 'later';
}

/** Checks a record by replaying it; never throws. */
export function validateRecord(record: unknown): Validation {
  try {
    loadGame(record);
    return { ok: true };
  } catch (error) {
    return { ok: false, error: (error as Error).message };
  }
}

/** The longest record text `loadGame` parses: room for MAX_ACTIONS actions, even pretty-printed. */
export const MAX_RECORD_TEXT = 64 * MAX_ACTIONS;

/** Refuses a record, saying why. */
const fail = (why: string): never => {
  throw new Error(`corrupt game record: ${why}`);
};

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
    fail((error as Error).message);
  }
  const { actions } = record;
  for (let index = 0; index < actions.length; index++) {
    try {
      game.apply(actions[index]);
    } catch (error) {
      fail(`action ${index + 1} "${actions[index]}": ${(error as Error).message}`);
    }
  }
  const reached = game.position().notation;
  if (record.position !== undefined && record.position !== reached) {
    fail(`the actions lead to "${reached}", not to the recorded position "${record.position}"`);
  }
  return game;
}

function parseRecord(input: unknown): GameRecord {
  let record = input;
  if (typeof input === 'string') {
    if (input.length > MAX_RECORD_TEXT)
      fail(
        `the text has ${input.length} characters, more than a record of ${MAX_ACTIONS} actions needs (${MAX_RECORD_TEXT})`,
      );
    try {
      record = JSON.parse(input);
    } catch {
      fail('not valid JSON');
    }
  }
  if (!record || typeof record !== 'object' || Array.isArray(record)) fail('a record must be an object');
  const { format, version, variant, rules = {}, seed, start, actions, position } = record as Record<string, unknown>;
  if (format !== RECORD_FORMAT) fail(`format must be "${RECORD_FORMAT}", got ${describeValue(format)}`);
  if (version !== RECORD_VERSION)
    fail(`unsupported version ${describeValue(version)} (this build reads ${RECORD_VERSION})`);
  if (!VARIANTS.includes(variant as VariantName))
    fail(`variant must be one of ${VARIANTS.join(', ')}, got ${describeValue(variant)}`);
  if (!rules || typeof rules !== 'object' || Array.isArray(rules)) fail('rules must be an object');
  const rulesCheck = validateRules({ variant, ...(rules as Record<string, unknown>) });
  if (!rulesCheck.ok) fail(rulesCheck.error);
  if (!(seed === null || typeof seed === 'string' || (typeof seed === 'number' && Number.isFinite(seed))))
    fail('seed must be a number, a string or null');
  if (start !== undefined && typeof start !== 'string') fail('start must be a position string');
  if (!Array.isArray(actions)) fail('actions must be a list of strings');
  // Checked before anything is walked: a holey array of length 2^32-1 is refused at once.
  const count = (actions as unknown[]).length;
  if (count > MAX_ACTIONS) fail(`${count} actions, more than the ${MAX_ACTIONS} a record may hold`);
  for (let index = 0; index < count; index++) {
    const action = (actions as unknown[])[index];
    if (typeof action !== 'string' || action.length > MAX_ACTION_TEXT) {
      fail(
        `actions must be a list of strings: action ${index + 1} is ${typeof action === 'string' ? `a text of ${action.length} characters` : describeValue(action)}`,
      );
    }
  }
  if (position !== undefined && typeof position !== 'string') fail('position must be a position string');
  return { format, version, variant: variant as VariantName, rules, seed, start, actions, position } as GameRecord;
}
