/**
 * Reading a game record (a plain object or its JSON text) with a clear error for a corrupt one,
 * and comparing two records. The format and limits: record.ts.
 */
import { describeValue } from './describe.js';
import { MAX_ACTION_TEXT } from './notation.js';
import {
  MAX_ACTIONS,
  MAX_RECORD_TEXT,
  MAX_TALLY,
  RECORD_END_REASONS,
  RECORD_FORMAT,
  RECORD_VERSION,
  type GameRecord,
  type RecordEnd,
  type RecordEndReason,
  type RecordTally,
} from './record.js';
import { PLAYERS, validateRules, VARIANTS, type Player, type VariantName } from './rules.js';

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
  // An end comes after every action: a game that ended goes no further.
  const [currentEnd, candidateEnd] = [endText(current.end), endText(candidate.end)];
  if (current.actions.length === candidate.actions.length) {
    if (currentEnd === candidateEnd) return 'same';
    if (currentEnd && candidateEnd) return 'different';
    return candidateEnd ? 'later' : 'earlier';
  }
  const earlier = candidate.actions.length < current.actions.length;
  if (earlier ? candidateEnd : currentEnd) return 'different';
  return earlier ? 'earlier' : 'later';
}

/** A record's end as one comparable text ('' for none). */
const endText = (end: RecordEnd | undefined): string => (end ? `${end.reason} ${end.by ?? ''}` : '');

/** Refuses a record, saying why. */
export const failRecord = (why: string): never => {
  throw new Error(`corrupt game record: ${why}`);
};

/** The record `input` holds (an object or its JSON text), checked field by field; throws for a corrupt one. */
export function parseRecord(input: unknown): GameRecord {
  let record = input;
  if (typeof input === 'string') {
    if (input.length > MAX_RECORD_TEXT)
      failRecord(
        `the text has ${input.length} characters, more than a record of ${MAX_ACTIONS} actions needs (${MAX_RECORD_TEXT})`,
      );
    try {
      record = JSON.parse(input);
    } catch {
      failRecord('not valid JSON');
    }
  }
  if (!record || typeof record !== 'object' || Array.isArray(record)) failRecord('a record must be an object');
  const {
    format,
    version,
    variant,
    rules = {},
    seed,
    start,
    actions,
    position,
    end,
    tally,
  } = record as Record<string, unknown>;
  if (format !== RECORD_FORMAT) failRecord(`format must be "${RECORD_FORMAT}", got ${describeValue(format)}`);
  if (version !== RECORD_VERSION)
    failRecord(`unsupported version ${describeValue(version)} (this build reads ${RECORD_VERSION})`);
  if (!VARIANTS.includes(variant as VariantName))
    failRecord(`variant must be one of ${VARIANTS.join(', ')}, got ${describeValue(variant)}`);
  if (!rules || typeof rules !== 'object' || Array.isArray(rules)) failRecord('rules must be an object');
  const rulesCheck = validateRules({ variant, ...(rules as Record<string, unknown>) });
  if (!rulesCheck.ok) failRecord(rulesCheck.error);
  if (!(seed === null || typeof seed === 'string' || (typeof seed === 'number' && Number.isFinite(seed))))
    failRecord('seed must be a number, a string or null');
  if (start !== undefined && typeof start !== 'string') failRecord('start must be a position string');
  if (!Array.isArray(actions)) failRecord('actions must be a list of strings');
  // Checked before anything is walked: a holey array of length 2^32-1 is refused at once.
  const count = (actions as unknown[]).length;
  if (count > MAX_ACTIONS) failRecord(`${count} actions, more than the ${MAX_ACTIONS} a record may hold`);
  for (let index = 0; index < count; index++) {
    const action = (actions as unknown[])[index];
    if (typeof action !== 'string' || action.length > MAX_ACTION_TEXT) {
      failRecord(
        `actions must be a list of strings: action ${index + 1} is ${typeof action === 'string' ? `a text of ${action.length} characters` : describeValue(action)}`,
      );
    }
  }
  if (position !== undefined && typeof position !== 'string') failRecord('position must be a position string');
  const parsed = {
    format,
    version,
    variant: variant as VariantName,
    rules,
    seed,
    start,
    actions,
    position,
  } as GameRecord;
  if (end !== undefined) parsed.end = parseEnd(end);
  if (tally !== undefined) parsed.tally = parseTally(tally);
  return parsed;
}

/** A record's `tally`, checked; throws for a corrupt one. */
function parseTally(tally: unknown): RecordTally {
  const shape = `tally must be { light, dark }, the games each side's person won (whole numbers from 0 to ${MAX_TALLY})`;
  if (!tally || typeof tally !== 'object' || Array.isArray(tally)) failRecord(`${shape}, got ${describeValue(tally)}`);
  const fields = tally as Record<string, unknown>;
  const extra = Object.keys(fields).find((key) => !PLAYERS.includes(key as Player));
  if (extra !== undefined) failRecord(`${shape}, got a field ${describeValue(extra)}`);
  for (const player of PLAYERS) {
    const won = fields[player];
    if (!Number.isInteger(won) || (won as number) < 0 || (won as number) > MAX_TALLY)
      failRecord(`${shape}, got ${player}: ${describeValue(won)}`);
  }
  return { light: fields.light as number, dark: fields.dark as number };
}

/** A record's `end`, checked; throws for a corrupt one. */
function parseEnd(end: unknown): RecordEnd {
  if (!end || typeof end !== 'object' || Array.isArray(end)) failRecord('end must be an object { reason, by? }');
  const { reason, by } = end as Record<string, unknown>;
  if (!RECORD_END_REASONS.includes(reason as RecordEndReason))
    failRecord(`end.reason must be one of ${RECORD_END_REASONS.join(', ')}, got ${describeValue(reason)}`);
  if (reason === 'aborted') {
    if (by !== undefined) failRecord(`an aborted game has no end.by, got ${describeValue(by)}`);
    return { reason };
  }
  if (!PLAYERS.includes(by as Player))
    failRecord(
      `end.by must say who ${reason === 'resigned' ? 'resigned' : 'left'} (light or dark), got ${describeValue(by)}`,
    );
  return { reason: reason as RecordEndReason, by: by as Player };
}
