/**
 * The quick-match queues: one per set of rules, each a list of waiting players in the order they
 * came. Pairing takes the head and leaves the newcomer waiting in one step, so two processes never
 * pair one player twice. Entries are compared as text, so `entry` must be what `pairOrWait` stored.
 */
import type { Seat } from '../../../src/protocol/index.js';

/** A player waiting for a quick match: their connection, the token to seat them with, and when the wait ends (ms since the epoch). */
export interface Waiting {
  sid: string;
  token: string;
  until: number;
  /** The colour the player asked for (quick match); absent: either. */
  colour?: Seat;
}

export interface MatchQueues {
  /** Takes the longest-waiting entry of `queue` whose wait has not ended; if there is none, `entry` waits at its end. */
  pairOrWait(queue: string, entry: Waiting, now: number): Promise<Waiting | null>;
  /** Takes `entry` out of `queue`; false if it was no longer there (paired meanwhile). */
  unqueue(queue: string, entry: Waiting): Promise<boolean>;
}

/** An entry as text; the colour only when one was asked for (an entry queued before colours were asked reads as before). */
export const entryText = (entry: Waiting): string =>
  JSON.stringify(
    entry.colour ? [entry.until, entry.sid, entry.token, entry.colour] : [entry.until, entry.sid, entry.token],
  );
export const parseEntry = (text: string): Waiting => {
  const [until, sid, token, colour] = JSON.parse(text) as [number, string, string, Seat?];
  return colour ? { until, sid, token, colour } : { until, sid, token };
};
