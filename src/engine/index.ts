/**
 * The royal-ur rules engine: pure TypeScript, no DOM. Usable from a page, a worker or a server.
 */
export {
  BOARDS,
  FIRST_PLAYERS,
  MAX_PIECES,
  MAX_TARGET_SCORE,
  mirrorTile,
  opponentOf,
  PATHS,
  pathTiles,
  PLAYERS,
  PRESETS,
  resolveRules,
  ruleOptionsOf,
  RULE_SWITCHES,
  SWITCH_KEYS,
  TILE_POINTS,
  validateRules,
  VARIANTS,
} from './rules.js';
export type {
  BoardName,
  BoardShape,
  FirstPlayer,
  PathName,
  Player,
  RuleOptions,
  Rules,
  Scoring,
  SwitchKey,
  SwitchSpec,
  TileKind,
  TileName,
  Validation,
  VariantName,
} from './rules.js';
export { DICE, facesForValue, seedState, valueOfFaces } from './dice.js';
export { Random } from './random.js';
export type { DiceModel, DiceName, Seed, Throw } from './dice.js';
export * as core from './core.js';
export type { Layout, State } from './moves.js';
export { createGame, Game } from './game-start.js';
export { describeValue } from './describe.js';
export { describeMove } from './describe-move.js';
export type {
  Awaiting,
  EndReason,
  GameEnd,
  GameOptions,
  Move,
  MoveInput,
  MoveResult,
  Phase,
  Position,
  ThrowResult,
  TurnInfo,
  TurnReason,
} from './game-types.js';
export { compareRecords } from './read-record.js';
export {
  MAX_ACTIONS,
  MAX_RECORD_TEXT,
  MAX_TALLY,
  RECORD_END_REASONS,
  RECORD_FORMAT,
  RECORD_VERSION,
} from './record.js';
export type { GameRecord, RecordEnd, RecordEndReason, RecordTally } from './record.js';
export { loadGame, validateRecord } from './load-game.js';
export {
  formatAction,
  MAX_ACTION_TEXT,
  moveNotation,
  parseAction,
  parseMoveNotation,
  placeAt,
  pathIndexOf,
  positionToString,
} from './notation.js';
export type { Action, SidePosition } from './notation.js';
export { parsePosition } from './parse-position.js';
export { scorePieces, tilePoints } from './scoring.js';
export type { GameScore, MatchState } from './scoring.js';
