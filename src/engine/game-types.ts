/** The public types of a game: what Game takes, hands out and returns. */
import type { Seed, Throw } from './dice.js';
import type { SidePosition } from './notation.js';
import type { Player, RuleOptions, TileName, VariantName } from './rules.js';
import type { MatchState } from './scoring.js';

/** The phases of a game, in the order of the state's PHASE_* codes. */
export const PHASES = ['throw-off', 'throw', 'move', 'eyes', 'over'] as const;
export type Phase = (typeof PHASES)[number];

/** Why the player to act now is acting. */
export type TurnReason =
  | 'start' // the game (or the throw-off) has begun
  | 'throw-off' // the next throw of the throw-off
  | 'throw-off-tie' // the throw-off tied: light throws again
  | 'move' // a throw is waiting to be moved
  | 'zero' // a zero was thrown: the turn passes
  | 'no-move' // no legal move: the turn passes, or (bell) the same player throws again
  | 'extra-turn' // a rosette or capture gave another throw
  | 'throw-again' // bell: the turn of several throws goes on
  | 'turn-end' // the move ended the turn
  | 'eyes-bonus' // the opponent may move a piece 4 (bell eyes)
  | 'bonus-taken' // the eyes bonus was moved; the turn goes on as it would have
  | 'bonus-declined' // the eyes bonus was declined
  | 'game-over'
  | 'next-game'; // a bell match goes on: the loser starts

/** Who acts now, in what phase, and why. */
export interface TurnInfo {
  player: Player;
  phase: Phase;
  reason: TurnReason;
  /** The throw awaiting a move (phase 'move'), or 4 for an eyes bonus; null otherwise. */
  distance: number | null;
}

/** A legal move, with everything it will do. */
export interface Move {
  /** The plain, frozen description (moves from `legalMoves()` work it out when first read). */
  toJSON?(): Move;
  player: Player;
  /** A tile name, or 'reserve'. */
  from: TileName | 'reserve';
  /** Where the piece ends: a tile name, or 'home'; for a bounced piece, the tile it bounced off. */
  to: TileName | 'home';
  /** How far it moves: the throw, or 4 for an eyes bonus. */
  distance: number;
  /** Every tile it lands on, in order (more than one after a double). */
  landings: (TileName | 'home')[];
  /** Enters a piece from the reserve. */
  enter: boolean;
  /** Bears a piece off (reaches home). */
  bearOff: boolean;
  /** The tile of the first opponent piece captured, or null. */
  capture: TileName | null;
  /** Every tile where an opponent piece is captured. */
  captures: TileName[];
  /** Ends on a rosette. */
  rosette: boolean;
  /** Gives another throw (rosette or capture switches). */
  extraTurn: boolean;
  /** Bell: landing on a double advanced the piece again. */
  double: boolean;
  /** Bell: ends on eyes, giving the opponent a bonus move of 4 (if it has one). */
  eyes: boolean;
  /** Bell: brings a reserve piece onto the start square (rosette landing). */
  freeEntry: boolean;
  /** Bell: lands on a stack of two or more opponent pieces and goes back to the reserve. */
  bounced: boolean;
  /** Bell: this is an eyes bonus move. */
  bonus: boolean;
  /** Wins the game. */
  wins: boolean;
  /** The move in notation, e.g. `B3xB5*`. */
  notation: string;
}

/** What a host passes to `move`: a Move, `{ from, to? }`, or a move string. */
export type MoveInput = Move | { from: string; to?: string } | string;

export interface Position {
  light: SidePosition;
  dark: SidePosition;
  turn: Player;
  phase: Phase;
  /** The throw awaiting a move, or null. */
  /** How far the awaited move goes (the throw, or 4 for an eyes bonus), or null. */
  distance: number | null;
  winner: Player | null;
  /** The position string (see notation.ts). */
  notation: string;
}

export interface ThrowResult extends Throw {
  player: Player;
  /** 'dice': thrown by the seeded dice; 'host': a value handed in. */
  source: 'dice' | 'host';
  /** What the throw led to. */
  outcome: 'move' | 'zero' | 'no-move' | 'throw-off';
  /** The legal moves now open (empty unless outcome is 'move'). */
  moves: Move[];
  turn: TurnInfo;
}

export interface MoveResult {
  move: Move;
  turn: TurnInfo;
  position: Position;
  winner: Player | null;
  /** Bell: the points of the finished game (docs/rules.md §4.5); null while it goes on or in race variants. */
  score: number | null;
  match: MatchState | null;
}

/**
 * What the game waits for, and from whom: one answer for the element, the computer and a server.
 * - `throw`: `player` must throw (also in a throw-off);
 * - `move`: `player` must move the throw (`legalMoves()`);
 * - `bonus`: bell: `player` may move a piece 4 (the eyes bonus) or decline it;
 * - `next-game`: bell: the game is over but not the match; `player` (the loser) starts the next;
 * - `nothing`: the game (or the match) is over; `player` is null.
 */
export type Awaiting =
  { action: 'throw' | 'move' | 'bonus' | 'next-game'; player: Player } | { action: 'nothing'; player: null };

/**
 * How a game ended: `finished` (played out), `resigned` or `abandoned` (a side gave up, or left an
 * online game, and the other side wins), `aborted` (called off before each side had made a move:
 * no winner, no result counted).
 */
export type EndReason = 'finished' | 'resigned' | 'abandoned' | 'aborted';

/** The result of a game that is over (`Game.ending`). */
export interface GameEnd {
  reason: EndReason;
  /** Who won (bell: the match); null when aborted. */
  winner: Player | null;
  /** Who resigned or left; null when finished or aborted. */
  by: Player | null;
}

export interface GameOptions {
  variant?: VariantName;
  rules?: RuleOptions;
  /**
   * The dice seed (a number or a string); a random one if omitted. `null`: the game has no dice of
   * its own and every throw is handed in (`throwDice(value)`), e.g. by a game server, so that nothing
   * in the record predicts a throw.
   */
  seed?: Seed | null;
  /** A position string to start from instead of the initial position. */
  start?: string;
}
