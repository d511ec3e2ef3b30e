/**
 * What a page may use of `<royal-ur>`, as the compiler holds the element (royal-ur.ts) to it: the
 * attributes' typed properties (attributes.ts), the methods and the read-only state; and apart
 * from it, the properties only an online connector (royal-ur/online) sets. Each member's
 * documentation is the element's own, which the manifest and the README's tables are made from.
 */
import type {
  GameEnd,
  GameRecord,
  Move,
  MoveInput,
  MoveResult,
  Player,
  Position,
  ThrowResult,
  TurnInfo,
  Validation,
} from '../engine/index.js';
import type { ConnectionState, RatedState } from '../protocol/index.js';
import type { ByteSource } from '../ai/tables/table-reader.js';
import type { AttributeValues } from './attributes.js';
import type { ApplyResult } from './players/controller.js';

/** The element's public interface: its attributes' properties, the host's actions and what it reads. */
export interface RoyalUrApi extends AttributeValues {
  newGame(): void;
  throwDice(value?: number): ThrowResult;
  move(move: MoveInput): MoveResult;
  decline(): TurnInfo;
  nextGame(): TurnInfo;
  applyAction(action: { index: number; action: string }): ApplyResult;
  settled(): Promise<void>;
  undo(): void;
  resign(): GameEnd | null;
  abort(): GameEnd | null;
  endGame(end: { reason: 'resigned' | 'abandoned' | 'aborted'; by?: Player }): GameEnd;
  readonly tally: Record<Player, number>;
  readonly legalMoves: Move[];
  readonly position: Position;
  record: GameRecord;
  loadRecord(record: GameRecord | string, options?: { force?: boolean }): Promise<Validation>;
  review(record?: GameRecord | string, options?: { table?: string | ByteSource }): Promise<Validation>;
}

/** What only an online connector or a page playing online sets: the connection's state, how to start online play, the rematch on offer, the claim of the win, whose board this is, and who holds it. */
export interface OnlineProperties {
  connectionState: ConnectionState | null;
  online: ((choice: { colour: Player | 'random' }) => unknown) | null;
  rematch: 'available' | 'waiting' | 'offered' | null;
  claim: number | null;
  viewer: Player | 'none';
  connector: string | null;
  ratings: RatedState | null;
}

/** The board as an online connector drives it. */
export type OnlineBoard = HTMLElement & RoyalUrApi & OnlineProperties;
