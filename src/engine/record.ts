/**
 * The game record: its format and its limits. Reading one with a clear error for a corrupt one,
 * and comparing two: read-record.ts (apart, so that a game that only writes records goes without
 * them); replaying one into a Game: load-game.ts.
 */
import type { Seed } from './dice.js';
import type { Player, RuleOptions, VariantName } from './rules.js';

export const RECORD_FORMAT = 'royal-ur';
export const RECORD_VERSION = 1;

/** A replayable game record: rules, seed and every action, with the final position as a check. */
export interface GameRecord {
  format: typeof RECORD_FORMAT;
  version: typeof RECORD_VERSION;
  variant: VariantName;
  /** The switches that differ from the variant's preset. */
  rules: RuleOptions;
  /** The dice seed; null when every throw was handed in (online games: nothing predicts a throw). */
  seed: Seed | null;
  /** The starting position string, when not the initial position. */
  start?: string;
  /** Every action in order (see notation.ts). */
  actions: string[];
  /** The position string after the last action. */
  position: string;
  /** How the game ended when not played out: a side resigned or left, or it was aborted (`Game.ending`). */
  end?: RecordEnd;
  /**
   * The running score of a board (`<royal-ur>`'s `tally`): games won by the person on each side,
   * this one included, once anyone has won one. The engine keeps no score: it checks it and
   * passes it on; loading such a record into a board restores the score.
   */
  tally?: RecordTally;
}

/** Games won by the person on each side, each a whole number from 0 to MAX_TALLY. */
export type RecordTally = Record<Player, number>;

/** The most games a record's `tally` counts for a side: far beyond any session, and exact in JSON. */
export const MAX_TALLY = 1_000_000;

/** A game's end that its actions do not show: who resigned or left (`by`), or that it was aborted. */
export interface RecordEnd {
  reason: RecordEndReason;
  /** Who resigned or left; absent when aborted. */
  by?: Player;
}

/** The ends a record states (a played-out game's shows in its actions). */
export const RECORD_END_REASONS = ['resigned', 'abandoned', 'aborted'] as const;
export type RecordEndReason = (typeof RECORD_END_REASONS)[number];

/**
 * The most actions one game (and so one record) may hold: far above any real game. In random
 * play the longest of 20,000 games of each race variant has under 1,000 actions and of 2,000
 * bell matches to 100 points under 5,000; a bell match to the highest target score (1,000) takes
 * about 20,000. A record with more is refused before anything is replayed, and a game refuses
 * the action past it, so every record a game writes can be loaded again.
 */
export const MAX_ACTIONS = 100_000;

/** The longest record text `loadGame` parses: room for MAX_ACTIONS actions, even pretty-printed. */
export const MAX_RECORD_TEXT = 64 * MAX_ACTIONS;
