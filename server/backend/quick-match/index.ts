/**
 * The quick-match queues: one per set of rules, each a list of waiting players in the order they
 * came. Pairing takes the longest-waiting entry and leaves the newcomer waiting in one step, so two
 * processes never pair one player twice. In a rated queue an entry names its player, and a player
 * is never paired with their own entry (their other tab's): it is passed over, left waiting for
 * someone else. Entries are compared as text, so `entry` must be what `pairOrWait` stored.
 */
import type { Seat } from '../../../src/protocol/index.js';

/** A player waiting for a quick match: their connection, the token to seat them with, and when the wait ends (ms since the epoch). */
export interface Waiting {
  sid: string;
  token: string;
  until: number;
  /** The colour the player asked for (quick match); absent: either. */
  colour?: Seat;
  /** The player's verified id, in a rated queue: never paired with another entry of theirs. */
  player?: string;
}

export interface MatchQueues {
  /**
   * Takes the longest-waiting entry of `queue` whose wait has not ended and that is not `entry`'s
   * own player's; if there is none, `entry` waits at its end.
   */
  pairOrWait(queue: string, entry: Waiting, now: number): Promise<Waiting | null>;
  /** Takes `entry` out of `queue`; false if it was no longer there (paired meanwhile). */
  unqueue(queue: string, entry: Waiting): Promise<boolean>;
}

/**
 * An entry as text: `[until, sid, token]`, then the colour when one was asked for (null when a
 * player follows without one), then the player in a rated queue; an entry without either reads as
 * before colours and players were asked.
 */
export const entryText = ({ until, sid, token, colour, player }: Waiting): string =>
  JSON.stringify(
    player !== undefined
      ? [until, sid, token, colour ?? null, player]
      : colour
        ? [until, sid, token, colour]
        : [until, sid, token],
  );
export const parseEntry = (text: string): Waiting => {
  const [until, sid, token, colour, player] = JSON.parse(text) as [number, string, string, Seat?, string?];
  return { until, sid, token, ...(colour && { colour }), ...(player !== undefined && { player }) };
};

/** Whether `waiting` may be paired with `entry`: its wait not ended, and not the same player's. */
export const pairable = (waiting: Waiting, entry: Waiting, now: number): boolean =>
  waiting.until > now && (entry.player === undefined || waiting.player !== entry.player);
