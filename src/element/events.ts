/**
 * The `ur-*` events of `<royal-ur>`: detail shapes, the typed event map, and one way to fire them.
 * Every event bubbles and is composed, and fires for every side (human, computer or remote),
 * so a host page can log, persist or mirror a game elsewhere.
 */
import { deepFreeze } from '../engine/freeze.js';
import type { ReviewChoice, ReviewEvaluator } from '../ai/review-score.js';
import type {
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
  winner: Player;
  /** Bell: the winner's points for this game; null in race variants. */
  score: number | null;
  /** Bell: the match so far; null in race variants. */
  match: MatchState | null;
  record: GameRecord;
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
export interface UrReviewCompleteDetail {
  evaluator: ReviewEvaluator;
  /** Each player's accuracy (0..100), null for a player who never had a choice. */
  accuracy: Record<Player, number | null>;
  /** Light's winning chance at every point (the start, then after each action). */
  lightChances: number[];
}

/** Online: the person here asks for a rematch at the game's end (the game-over panel's button; see `rematch`). */
export interface UrRematchDetail {
  /** The viewer's seat in the game that ended. */
  player: Player;
}

export interface UrEventDetails {
  'ur-throw': UrThrowDetail;
  'ur-move': UrMoveDetail;
  'ur-turn': UrTurnDetail;
  'ur-pass': UrPassDetail;
  'ur-eyes-declined': UrEyesDeclinedDetail;
  'ur-game-end': UrGameEndDetail;
  'ur-match-end': UrMatchEndDetail;
  'ur-new-game': UrNewGameDetail;
  'ur-undo': UrUndoDetail;
  'ur-load': UrLoadDetail;
  'ur-hint': UrHintDetail;
  'ur-action': UrActionDetail;
  'ur-throw-request': UrThrowRequestDetail;
  'ur-review-position': UrReviewPositionDetail;
  'ur-review-complete': UrReviewCompleteDetail;
  'ur-rematch': UrRematchDetail;
}

export type UrEventName = keyof UrEventDetails;
export const UR_EVENTS = [
  'ur-throw',
  'ur-move',
  'ur-turn',
  'ur-pass',
  'ur-eyes-declined',
  'ur-game-end',
  'ur-match-end',
  'ur-new-game',
  'ur-undo',
  'ur-load',
  'ur-hint',
  'ur-action',
  'ur-throw-request',
  'ur-review-position',
  'ur-review-complete',
  'ur-rematch',
] as const satisfies readonly UrEventName[];

declare global {
  interface HTMLElementEventMap {
    'ur-throw': CustomEvent<UrThrowDetail>;
    'ur-move': CustomEvent<UrMoveDetail>;
    'ur-turn': CustomEvent<UrTurnDetail>;
    'ur-pass': CustomEvent<UrPassDetail>;
    'ur-eyes-declined': CustomEvent<UrEyesDeclinedDetail>;
    'ur-game-end': CustomEvent<UrGameEndDetail>;
    'ur-match-end': CustomEvent<UrMatchEndDetail>;
    'ur-new-game': CustomEvent<UrNewGameDetail>;
    'ur-undo': CustomEvent<UrUndoDetail>;
    'ur-load': CustomEvent<UrLoadDetail>;
    'ur-hint': CustomEvent<UrHintDetail>;
    'ur-action': CustomEvent<UrActionDetail>;
    'ur-throw-request': CustomEvent<UrThrowRequestDetail>;
    'ur-review-position': CustomEvent<UrReviewPositionDetail>;
    'ur-review-complete': CustomEvent<UrReviewCompleteDetail>;
    'ur-rematch': CustomEvent<UrRematchDetail>;
  }
}

/**
 * Fires an `ur-*` event from `target` (bubbling, composed). The detail is deeply frozen: every
 * detail is built for its event (or holds the engine's frozen data), so no listener can change
 * the game, the status line or what the next listener sees.
 */
export function fire<K extends UrEventName>(target: EventTarget, name: K, detail: UrEventDetails[K]): void {
  target.dispatchEvent(new CustomEvent(name, { detail: deepFreeze(detail), bubbles: true, composed: true }));
}
