/**
 * A seeded game between two computer levels, with what makes a game feel long: its actions
 * (throws and moves) and captures. Shared by the arena, the game-length bench and the tests.
 */
import { Random, resolveRules, ruleOptionsOf, scorePieces, type Rules } from '../../engine/index.js';
import {
  EFFECT_CAPTURE,
  PHASE_MOVE,
  PHASE_OVER,
  PHASE_THROW,
  PHASE_THROW_OFF,
  applyMove,
  applyThrow,
  createLayout,
  declineBonus,
  initialState,
  legalMoveSources,
} from '../../engine/core.js';
import type { Level } from './level-names.js';
import { ComputerPlayers } from './levels.js';

/**
 * A level, or a level searching with the hand-made evaluation where a learned one applies
 * (`expert-hand-made`: expert as it played before its rules had a learned evaluation).
 */
export type Player = Level | `${Level}-hand-made`;

const HAND_MADE = '-hand-made';

export interface SelfPlayOptions {
  /** The players, with their owner's knowledge (default: the hand-made evaluation, endgames by search). */
  players?: ComputerPlayers;
  /** Thinking time override for both sides; undefined = each level's own. */
  budgetMs?: number;
  /** Told each real decision (two options or more) and the milliseconds it took. */
  onDecision?: (player: number, ms: number) => void;
}

export interface SelfPlayResult {
  /** 0 light, 1 dark. */
  winner: number;
  /** Throws (the throw-off's included), moves and eyes bonuses answered. */
  actions: number;
  captures: number;
  /** The winner's points from the loser's pieces (bell's scoring; 0 in a race variant). */
  points: number;
}

/**
 * Plays a game of `light` against `dark`: the dice and every level's random choices come from
 * `seed`. A forced move is played without asking the level.
 */
export function playLevels(
  rules: Rules,
  light: Player,
  dark: Player,
  seed: number,
  options: SelfPlayOptions = {},
): SelfPlayResult {
  const layout = createLayout(rules);
  const state = initialState(layout);
  const dice = new Random(seed);
  const sources = new Int8Array(layout.home + 1);
  const computer = options.players ?? new ComputerPlayers();
  const players = [light, dark].map((player) => ({
    level: player.replace(HAND_MADE, '') as Level,
    handMade: player.endsWith(HAND_MADE),
  }));
  let actions = 0;
  let captures = 0;
  while (state.phase !== PHASE_OVER) {
    actions++;
    if (state.phase === PHASE_THROW || state.phase === PHASE_THROW_OFF) {
      applyThrow(layout, state, dice.throwValue(layout.dice));
      continue;
    }
    const count = legalMoveSources(layout, state, sources);
    let from = sources[0];
    if (count > 1 || state.phase !== PHASE_MOVE) {
      const start = performance.now();
      const { level, handMade } = players[state.turn];
      from = computer.decide(rules, state, level, {
        seed: dice.nextUint32(),
        budgetMs: options.budgetMs,
        handMade,
      }).from;
      options.onDecision?.(state.turn, performance.now() - start);
    }
    if (from < 0) declineBonus(state);
    else if (applyMove(layout, state, from) & EFFECT_CAPTURE) captures++;
  }
  return { winner: state.winner, actions, captures, points: scorePieces(layout, state, 1 - state.winner) };
}

/**
 * Plays a bell match to `target` points between `light` and `dark` (who keep their colours): the
 * first game starts as the rules say (bell: a throw-off), each later one with its loser (docs/rules.md
 * §4.5). Returns the match winner (0 light, 1 dark) and the games played.
 */
export function playMatch(
  rules: Rules,
  light: Player,
  dark: Player,
  seed: number,
  target: number,
  options: SelfPlayOptions = {},
): { winner: number; games: number } {
  const matchOptions = { ...options, players: options.players ?? new ComputerPlayers() };
  const seeds = new Random(seed);
  const scores = [0, 0];
  let gameRules = rules;
  for (let games = 1; ; games++) {
    const game = playLevels(gameRules, light, dark, seeds.nextUint32(), matchOptions);
    scores[game.winner] += game.points;
    if (scores[game.winner] >= target) return { winner: game.winner, games };
    gameRules = resolveRules(rules.variant, {
      ...ruleOptionsOf(rules),
      firstPlayer: game.winner === 0 ? 'dark' : 'light',
    });
  }
}
