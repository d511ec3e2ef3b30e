/**
 * The computer players, from a random mover to near-perfect play. A decision is a `Thinker` that
 * can run to completion (in a worker) or in short slices (on the main thread), with the same result
 * when the search is limited by depth rather than by time.
 */
import { Random, type Rules } from '../../engine/index.js';
import {
  EFFECT_BOUNCED,
  EFFECT_CAPTURE,
  EFFECT_HOME,
  EFFECT_ROSETTE,
  EFFECT_WIN,
  applyMove,
  cloneState,
  copyState,
  createLayout,
  type Layout,
  type State,
} from '../../engine/core.js';
import { DEFAULT_WEIGHTS, type EvalWeights } from './evaluate.js';
import { DECLINE, Searcher, worthDeepening } from './search.js';
import type { EndgameSolvers, Solver } from '../tables/solve.js';
import { LEVELS, type Level } from './level-names.js';
import type { LearnedEvaluation } from '../learned/learned.js';

/** How far each searching level looks ahead and how long it may think. */
export interface SearchSettings {
  /** Decision plies at most. */
  maxDepth: number;
  /**
   * Decision plies at most in a race variant (one throw a turn, one piece a tile), whose branching
   * allows deeper search than bell's (default `maxDepth`).
   */
  raceDepth?: number;
  /** Thinking time in milliseconds. */
  budgetMs: number;
  /** Plays endgames with at most this many pieces left per side from the exact solution (0 = never). */
  solvePieces: number;
  /** Below the root, skips moves whose static winning chance trails the best by more than this (0 = none). */
  pruneMargin?: number;
  /** Evaluation weights that differ from the tuned ones (a weaker judgement). */
  weights?: Partial<EvalWeights>;
  /** Evaluates with the variant's learned network where one applies (every race variant, and bell). */
  learned?: boolean;
  /**
   * Plays a random move rather than the best: each with a weight of exp((value - best) /
   * temperature), values in winning chance, every move searched `maxDepth` plies (no time limit).
   */
  temperature?: number;
}

export const SEARCH_LEVELS: Readonly<Record<Exclude<Level, 'perfect'>, SearchSettings>> = {
  // Below expert, a level values every move by expert's judgement (its variant's learned evaluation
  // where one applies) and picks one at random, the better ones likelier: its mistakes are a
  // person's (a capture or a rosette overlooked, a piece left in danger), rarely a blunder. The
  // temperature sets how often, fitted so that each level gives away as much against perfect play
  // as it did over the hand-made evaluation in 5-piece finkel. That evaluation, fitted to finkel,
  // misreads the other routes: over it, pieces were left to be captured again and again, and blitz
  // medium's games ran to 1.6 times expert's length (bench/levels.bench.ts).
  beginner: { maxDepth: 1, budgetMs: 0, solvePieces: 0, learned: true, temperature: 0.08 },
  easy: { maxDepth: 1, budgetMs: 0, solvePieces: 0, learned: true, temperature: 0.028 },
  medium: { maxDepth: 1, budgetMs: 0, solvePieces: 0, learned: true, temperature: 0.017 },
  // Two plies: it sees the reply its move allows.
  hard: { maxDepth: 2, budgetMs: 0, solvePieces: 0, learned: true, temperature: 0.0095 },
  // Four plies (five in a race variant, time allowing) over its variant's learned evaluation (the
  // hand-made one where none applies), skipping replies that look clearly worse (2 points of
  // winning chance) below the root.
  expert: { maxDepth: 4, raceDepth: 5, budgetMs: 90, solvePieces: 3, pruneMargin: 0.02, learned: true },
};

export interface Decision {
  /** Path position to move from, or DECLINE (-1) for an eyes bonus not taken. */
  from: number;
  /** Estimated chance that the side to act wins. */
  winChance: number;
  /** Plies searched (-1 when read from the exact solution). */
  depth: number;
}

/** The share of the page's pause a clocked level thinks for: the rest covers the answer's way back and a late deadline check. */
export const WINDOW_SHARE = 0.8;
/** The longest a clocked level thinks in a page's pause: expert reaches its full depth well within it even on a slow phone. */
export const WINDOW_CAP_MS = 3000;

/** How long a level thinks: the request's budget, or its own, raised to most of the page's pause (capped). */
export function thinkingBudgetMs(settings: SearchSettings, options: DecideOptions): number {
  if (options.budgetMs !== undefined) return options.budgetMs;
  const window = Math.min(WINDOW_CAP_MS, (options.windowMs ?? 0) * WINDOW_SHARE);
  return settings.budgetMs > 0 ? Math.max(settings.budgetMs, window) : 0;
}

export interface DecideOptions {
  /** Seeds the random choices of the levels below expert (expert is deterministic). */
  seed?: number;
  /** Overrides the level's thinking time. */
  budgetMs?: number;
  /**
   * Milliseconds the page waits anyway before it shows the move (the board's reading pause): a
   * level with a clock thinks for most of it, so that a slow device still searches deep at no cost
   * in waiting. Ignored with `budgetMs`.
   */
  windowMs?: number;
  /** Overrides the level's depth. */
  maxDepth?: number;
  /** Uses exact endgame tables only once solved, searching meanwhile (a worker solving them while idle). */
  exactWhenReady?: boolean;
  /** Searches with the hand-made evaluation even where a learned one applies (the arena's `expert-hand-made`). */
  handMade?: boolean;
}

/** A decision in the making. */
export interface Thinker {
  /** Works until `sliceEnd` (performance.now clock); returns the decision once made. */
  step(sliceEnd: number): Decision | null;
}

/** What expert knows beyond its search, handed in by whoever owns it (the worker, a Node script). */
export interface Knowledge {
  /** Exact endgame solutions (the page's main-thread fallback has none: it plays endgames by search). */
  endgames?: EndgameSolvers | null;
  /** The learned evaluation of a game's rules, where one reads them (elsewhere the hand-made one). */
  learned?: LearnedEvaluation | null;
}

/**
 * About how much of an iteration its first move takes (searched with the widest window, the rest
 * mostly cut off): the next iteration starts when that much of it fits in the time left, since
 * an iteration cut short still improves on the last by the moves it finished.
 */
const FIRST_MOVE_SHARE = 0.4;

/** The most decision plies `settings` search in a game of `rules`. */
export function depthFor(settings: SearchSettings, rules: Rules): number {
  const race = rules.turn === 'single' && !rules.stacking && rules.scoring === null;
  return race ? (settings.raceDepth ?? settings.maxDepth) : settings.maxDepth;
}

/** Pieces not yet home, per player. */
function piecesLeft(layout: Layout, state: State, player: number): number {
  return layout.rules.pieces - state.board[player * layout.stride + layout.home];
}

/**
 * The computer players of one owner, with the knowledge it gives them; their searchers (and
 * transposition tables) are reused between moves.
 */
export class ComputerPlayers {
  private readonly searchers = new Map<string, Searcher>();

  constructor(readonly knowledge: Knowledge = {}) {}

  /** One searcher per rule set, judgement and level. */
  private searcherFor(rules: Rules, level: Level, settings: SearchSettings, useLearned: boolean): Searcher {
    const learned = useLearned ? (this.knowledge.learned?.(rules) ?? undefined) : undefined;
    const key = JSON.stringify([rules, settings.weights, level, learned !== undefined]);
    let searcher = this.searchers.get(key);
    if (!searcher) {
      if (this.searchers.size >= 8) this.searchers.delete(this.searchers.keys().next().value!);
      searcher = new Searcher(createLayout(rules), { ...DEFAULT_WEIGHTS, ...settings.weights }, learned);
      this.searchers.set(key, searcher);
    }
    return searcher;
  }

  /** Starts a decision for the player to act in `state` (PHASE_MOVE or PHASE_EYES). */
  startThinking(rules: Rules, state: State, level: Level, options: DecideOptions = {}): Thinker {
    if (!LEVELS.includes(level))
      throw new Error(`unknown level "${String(level)}": expected one of ${LEVELS.join(', ')}`);
    const searching = level === 'perfect' ? 'expert' : level;
    const settings = SEARCH_LEVELS[searching];
    const searcher = this.searcherFor(rules, searching, settings, Boolean(settings.learned) && !options.handMade);
    const choices = searcher.options(state);
    if (choices.length === 0)
      throw new Error('the computer can only choose when a throw awaits a move or an eyes bonus is open');
    const chanceOf = (value: number) => (state.turn === 0 ? value : 1 - value);
    if (settings.temperature) {
      const depth = options.maxDepth ?? settings.maxDepth;
      const values = choices.map((from) => chanceOf(searcher.valueAfter(state, from, depth)));
      const pick = softmaxPick(values, settings.temperature, new Random(options.seed ?? 0));
      const decision = { from: choices[pick], winChance: values[pick], depth };
      return { step: () => decision };
    }
    const solvePieces = Math.min(settings.solvePieces, rules.pieces);
    const small =
      piecesLeft(searcher.layout, state, 0) <= solvePieces && piecesLeft(searcher.layout, state, 1) <= solvePieces;
    const { endgames } = this.knowledge;
    if (endgames && small && endgames.solvable(rules)) {
      const solver = endgames.solverFor(rules, solvePieces);
      if (solver.done || !options.exactWhenReady) return solvedThinker(solver, searcher.layout, state, choices);
    }
    // A forced move needs no deep look: two plies suffice for the win chance.
    const maxDepth = Math.min(options.maxDepth ?? depthFor(settings, rules), choices.length === 1 ? 2 : Infinity);
    const deadline = performance.now() + thinkingBudgetMs(settings, options);
    let best: Decision | null = null;
    let depth = 1;
    searcher.resetNodes();
    return {
      step(sliceEnd) {
        const iterationStart = performance.now();
        const nodesBefore = searcher.nodes;
        const found = searcher.iterate(
          state,
          choices,
          depth,
          Math.min(deadline, sliceEnd),
          Infinity,
          settings.pruneMargin,
        );
        // Cut short by the deadline, the moves it did search deeper still count; cut by the end of
        // a slice, it would not fit in the next slice either: the last whole iteration's answer.
        if (found && (found.complete || deadline <= sliceEnd))
          best = { from: found.from, winChance: chanceOf(found.value), depth };
        else if (best) return best;
        else {
          const shallow = searcher.iterate(state, choices, 1, Infinity, Infinity, settings.pruneMargin)!;
          return { from: shallow.from, winChance: chanceOf(shallow.value), depth: 1 };
        }
        if (
          !found.complete ||
          depth >= maxDepth ||
          !worthDeepening(
            found.value,
            iterationStart,
            deadline,
            nodesBefore,
            searcher.nodes,
            Infinity,
            FIRST_MOVE_SHARE,
          )
        )
          return best;
        depth++;
        return null;
      },
    };
  }

  /** Runs a decision to completion. */
  decide(rules: Rules, state: State, level: Level, options: DecideOptions = {}): Decision {
    const thinker = this.startThinking(rules, state, level, options);
    for (;;) {
      const decision = thinker.step(Infinity);
      if (decision) return decision;
    }
  }
}

/** Perfect play from the exact solution (solving it first, in slices, if needed). */
function solvedThinker(solver: Solver, layout: Layout, state: State, choices: number[]): Thinker {
  return {
    step(sliceEnd) {
      if (!solver.step(sliceEnd)) return null;
      const mover = state.turn;
      const child = cloneState(state);
      let best: Decision = { from: choices[0], winChance: -1, depth: -1 };
      for (const from of choices) {
        copyState(child, state);
        applyMove(layout, child, from);
        const chance = solver.chanceFor(child, mover, layout);
        if (chance > best.winChance) best = { from, winChance: chance, depth: -1 };
      }
      return best;
    },
  };
}

/** Index of a value drawn with weights exp((value - best) / temperature). */
export function softmaxPick(values: readonly number[], temperature: number, random: Random): number {
  const best = Math.max(...values);
  const weights = values.map((value) => Math.exp((value - best) / temperature));
  let r = random.next() * weights.reduce((sum, weight) => sum + weight, 0);
  for (let i = 0; i < weights.length; i++) if ((r -= weights[i]) < 0) return i;
  return weights.length - 1;
}

/**
 * A beginner's rule of thumb: win if possible, else capture, else land on a rosette, else bear off,
 * else move the piece furthest along. An eyes bonus is always taken.
 */
export function greedyChoice(layout: Layout, state: State, choices: readonly number[]): number {
  const trial = cloneState(state);
  let best = choices[0];
  let bestScore = -Infinity;
  for (const from of choices) {
    if (from === DECLINE) continue;
    copyState(trial, state);
    const effects = applyMove(layout, trial, from);
    const landed = (flag: number) => (effects & flag) !== 0;
    const score =
      (landed(EFFECT_WIN) ? 10000 : 0) +
      (landed(EFFECT_CAPTURE) ? 1000 : 0) +
      (landed(EFFECT_ROSETTE) && !landed(EFFECT_BOUNCED) ? 100 : 0) +
      (landed(EFFECT_HOME) ? 50 : 0) +
      from;
    if (score > bestScore) {
      bestScore = score;
      best = from;
    }
  }
  return best;
}
