/**
 * `level="perfect"`: exact play read from a solution table on a static server (`perfect-table`),
 * a few bytes a decision with HTTP Range requests. If the table cannot be read (missing, a server
 * without Range support, other rules, a damaged file), the console says so once and the caller
 * plays as expert.
 */
import type { Rules } from '../../engine/rules.js';
import { PHASE_MOVE, type State } from '../../engine/core.js';
import type { Decision } from './levels.js';
import { TABLE_SWITCHES } from '../tables/table-file.js';
import { PerfectTable, httpSource, type ByteSource } from '../tables/table-reader.js';

/** Open tables (or null once refused), by URL and rules. */
const tables = new Map<string, Promise<PerfectTable | null>>();

/** A table is opened once per URL and the rules it depends on (`TABLE_SWITCHES`, as its header). */
function keyOf(url: string, rules: Rules): string {
  return JSON.stringify([url, rules.variant, rules.path, ...TABLE_SWITCHES.map((key) => rules[key])]);
}

function refuse(url: string, error: unknown): null {
  console.warn(
    `<royal-ur>: perfect-table "${url}" cannot be used (${error instanceof Error ? error.message : String(error)}); playing as expert instead.`,
  );
  return null;
}

/**
 * The exact best move for the player to act, or null when the table cannot answer (the caller
 * then plays as expert). `source` replaces the HTTP reader (Node: a local file).
 */
export async function perfectDecision(
  url: string,
  rules: Rules,
  state: State,
  source: () => ByteSource = () => httpSource(url),
): Promise<Decision | null> {
  if (state.phase !== PHASE_MOVE) return null;
  const key = keyOf(url, rules);
  let opening = tables.get(key);
  if (!opening) {
    opening = PerfectTable.open(source(), rules).catch((error: unknown) => refuse(url, error));
    tables.set(key, opening);
  }
  const table = await opening;
  if (!table) return null;
  try {
    const [best] = await table.moveChances(state);
    return { from: best.from, winChance: best.chance, depth: -1 };
  } catch (error) {
    // A read that fails mid-game (the network, the server gone): the table is refused from now on.
    tables.set(key, Promise.resolve(null));
    return refuse(url, error);
  }
}

/** Forgets every table (tests). */
export function forgetPerfectTables(): void {
  tables.clear();
}
