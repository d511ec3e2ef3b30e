/**
 * The `ur-*` events of `<royal-ur>`: detail shapes, the typed event map, and one way to fire them.
 * Every event bubbles and is composed, and fires for every side (human, computer or remote),
 * so a host page can log, persist or mirror a game elsewhere.
 */
import { deepFreeze } from '../engine/freeze.js';
import type { ReviewCategory, ReviewChoice, ReviewJudge } from '../ai/review/review-score.js';
import type { Level } from '../ai/search/level-names.js';
import type {
  EndReason,
  GameRecord,
  MatchState,
  Move,
  Phase,
  Player,
  Position,
  ThrowResult,
  RuleOptions,
  Rules,
  Seed,
  TurnReason,
  VariantName,
} from '../engine/index.js';
import type { RatingChange } from '../protocol/index.js';

/** Where an action stands in the game record: mirror a game exactly with these. */
export interface ActionPlace {
  /** The action's place in `record.actions`. */
  index: number;
  /** The action as stored in the record (`t3`, `h3`, `A4-A2`, `decline`, `next`). */
  action: string;
}

/** A throw: who threw, the value, each die (true = marked tip up), and what it led to. */
export interface UrThrowDetail extends ActionPlace {
  player: Player;
  value: number;
  dice: boolean[];
  /** 'dice': the element's seeded dice; 'host': a value handed to `throwDice(value)`. */
  source: ThrowResult['source'];
  outcome: ThrowResult['outcome'];
}

/** A move made, with the position after it. */
export interface UrMoveDetail extends ActionPlace {
  player: Player;
  move: Move;
  notation: string;
  position: Position;
}

/** Who acts now, in which phase, and why. */
export interface UrTurnDetail {
  player: Player;
  phase: Phase;
  reason: TurnReason;
  /** The throw awaiting a move (or 4 for an eyes bonus); null otherwise. */
  distance: number | null;
}

/** A throw that cannot be moved: a zero, or no legal move. */
export interface UrPassDetail {
  player: Player;
  reason: 'zero' | 'no-move';
  value: number;
}

/** An eyes bonus left untaken (bell). */
export interface UrEyesDeclinedDetail extends ActionPlace {
  player: Player;
}

/** A finished game. */
export interface UrGameEndDetail {
  /** Who won (bell: the game, or the match when a side resigned or left); null when aborted. */
  winner: Player | null;
  /** How the game ended: played out, resigned, abandoned (a side left) or aborted (no result). */
  reason: EndReason;
  /** Who resigned or left; null otherwise. */
  by: Player | null;
  /** Games won by the person on each side now, since the people last changed, this one included (`tally`): a swap of seats keeps each person's. */
  tally: Record<Player, number>;
  /** Bell: the winner's points for this game; null in race variants. */
  score: number | null;
  /** Bell: the match so far; null in race variants. */
  match: MatchState | null;
  record: GameRecord;
  /** A rated online game's ratings, each side's before and after (`royal-ur/online`); null for any other game. */
  ratings: Record<Player, RatingChange> | null;
}

/** A finished bell match (a score reached `target-score`). */
export interface UrMatchEndDetail {
  winner: Player;
  scores: Record<Player, number>;
  record: GameRecord;
}

/** A new game started (by `newGame()`, a changed attribute, or first connection). */
export interface UrNewGameDetail {
  variant: VariantName;
  /** The full rule set in force. */
  rules: Rules;
  /** The switches that differ from the variant's preset. */
  options: RuleOptions;
  /** The dice seed; null when the host throws every die (`host-dice`). */
  seed: Seed | null;
}

/** Any action (a throw, a move, a declined bonus, the next game of a match), after its own event. */
export interface UrActionDetail extends ActionPlace {
  /** Who acted. */
  player: Player;
  /** Made on this board (its person or its computer); false when the host handed it in. Send the local ones to mirror a game. */
  local: boolean;
}

/** `host-dice`: a side played here must throw; answer with `applyAction({ index, action: 'h<value>' })`. */
export interface UrThrowRequestDetail {
  player: Player;
  /** The index the throw takes in the record. */
  index: number;
}

/** An action taken back. */
export interface UrUndoDetail {
  position: Position;
}

/** A record loaded (`loadRecord` or the `record` setter). */
export interface UrLoadDetail {
  record: GameRecord;
}

/** The best move for the side to act and its chance to win (`hints`). */
export interface UrHintDetail {
  player: Player;
  /** The best move in notation, or null when declining an eyes bonus is best. */
  move: string | null;
  /** 0..1 */
  winChance: number;
}

/** Review: the board moved to another point of the reviewed game. */
export interface UrReviewPositionDetail {
  /** Actions of the record played to reach this point. */
  index: number;
  /** The turn of the action, as the move list numbers turns; 0 at the start. */
  turn: number;
  /** The action that led here, null at the start of the reviewed game. */
  action: string | null;
  /** Who acted, null at the start. */
  player: Player | null;
  position: Position;
  /** Light's winning chance here (0..1), null while not yet analysed. */
  lightChance: number | null;
  /** For a move or a declined bonus, once analysed: the better option, the chance given away and the flag. */
  choice: ReviewChoice | null;
}

/** Review: every point of the reviewed game is analysed. */
export interface UrReviewCompleteDetail extends ReviewJudge {
  /** Each player's accuracy (0..100), null for a player who never had a choice. */
  accuracy: Record<Player, number | null>;
  /** Each player's choices (of two options or more) by category. */
  counts: Record<Player, Record<ReviewCategory, number>>;
  /** Each player's brilliant moves (the only good one, found). */
  brilliant: Record<Player, number>;
  /** Light's winning chance at every point (the start, then after each action). */
  lightChances: number[];
  /** Every choice of the reviewed game (moves, declined bonuses) in order, with its verdict. */
  choices: UrReviewedChoice[];
}

/** A choice of the reviewed game: where it was made, by whom, and its verdict (as `ur-review-position` gives it). */
export interface UrReviewedChoice extends ReviewChoice {
  /** Actions of the record played up to and including this one. */
  index: number;
  /** Its turn, as the move list numbers turns. */
  turn: number;
  player: Player;
  /** The action as recorded. */
  action: string;
}

/** Online: the person here asks for a rematch at the game's end (the game-over panel's button; see `rematch`). */
export interface UrRematchDetail {
  /** The viewer's seat in the game that ended. */
  player: Player;
}

/** A puzzle answered (`puzzle`, or the Puzzle button): the verdict and every option's chance. */
export interface UrPuzzleDetail {
  /** The puzzle's id (`finkel-12`). */
  id: string;
  /** The move played, in notation. */
  move: string;
  verdict: 'best' | 'close' | 'wrong';
  /** The answer's exact winning chance (0..1) and how much it gives away against the best. */
  chance: number;
  lost: number;
  /** The best move. */
  best: string;
  /** Every option with its winning chance, best first. */
  options: readonly { move: string; chance: number }[];
  /** Best answers in a row, this one included (remembered on the device). */
  streak: number;
}

/**
 * A person here asks to resign or abort a game with a remote side: the room decides, so the board
 * waits for its host (`royal-ur/online`) to end the game (`endGame`) or to load the ended record.
 */
/** Online: the person here claims the win, their opponent gone past the grace (the Claim the win button, shown while `claim` allows it). */
export interface UrClaimDetail {
  /** The viewer's seat: the side that would win. */
  player: Player;
}

export interface UrEndRequestDetail {
  reason: 'resigned' | 'aborted';
  /** The side giving up, or asking to abort. */
  player: Player;
}

/**
 * Who plays: the start screen's choice (on a board whose page fixes no players), or the one
 * remembered from this page's last visit; the game starts with it (online: the page's `online`
 * is called with it, and its connector seats the board).
 */
export interface UrSetupDetail {
  opponent: 'friend' | 'computer' | 'online';
  /** The computer's level; null for a friend or online. */
  level: Level | null;
  /** The colour asked for against the computer or online (`random` included); null for a friend. */
  colour: Player | 'random' | null;
  /** Against the computer, the side the person here plays (a random colour drawn); else null. */
  seat: Player | null;
  /** Applied from the choice remembered on this page, without asking. */
  remembered: boolean;
}

/** A detail type in the EVENTS table: a type only, nothing at run time. */
const detail = <Detail>() => 0 as unknown as Detail;

/**
 * Every event and its detail type: the one list. `UR_EVENTS`, the event map and (with the words
 * of event-docs.ts, which the compiler holds to this table) the manifest come from it.
 */
const EVENTS = {
  'ur-throw': detail<UrThrowDetail>(),
  'ur-move': detail<UrMoveDetail>(),
  'ur-turn': detail<UrTurnDetail>(),
  'ur-pass': detail<UrPassDetail>(),
  'ur-eyes-declined': detail<UrEyesDeclinedDetail>(),
  'ur-game-end': detail<UrGameEndDetail>(),
  'ur-match-end': detail<UrMatchEndDetail>(),
  'ur-new-game': detail<UrNewGameDetail>(),
  'ur-undo': detail<UrUndoDetail>(),
  'ur-load': detail<UrLoadDetail>(),
  'ur-hint': detail<UrHintDetail>(),
  'ur-action': detail<UrActionDetail>(),
  'ur-throw-request': detail<UrThrowRequestDetail>(),
  'ur-review-position': detail<UrReviewPositionDetail>(),
  'ur-review-complete': detail<UrReviewCompleteDetail>(),
  'ur-rematch': detail<UrRematchDetail>(),
  'ur-puzzle': detail<UrPuzzleDetail>(),
  'ur-end-request': detail<UrEndRequestDetail>(),
  'ur-claim': detail<UrClaimDetail>(),
  'ur-setup': detail<UrSetupDetail>(),
};

/** Each event's detail type, by name. */
export type UrEventDetails = typeof EVENTS;
export type UrEventName = keyof UrEventDetails;
/** Every event name. */
export const UR_EVENTS = Object.keys(EVENTS) as readonly UrEventName[];

/** The typed `addEventListener` of every `ur-*` event. */
type UrEventMap = { [Name in UrEventName]: CustomEvent<UrEventDetails[Name]> };

declare global {
  interface HTMLElementEventMap extends UrEventMap {}
}

/**
 * Fires an `ur-*` event from `target` (bubbling, composed). The detail is deeply frozen: every
 * detail is built for its event (or holds the engine's frozen data), so no listener can change
 * the game, the status line or what the next listener sees.
 */
export function fire<K extends UrEventName>(target: EventTarget, name: K, detail: UrEventDetails[K]): void {
  target.dispatchEvent(new CustomEvent(name, { detail: deepFreeze(detail), bubbles: true, composed: true }));
}
