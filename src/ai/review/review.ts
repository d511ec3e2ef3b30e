/**
 * Game review: light's winning chance after every action of a record and, at each choice, the
 * winning chance the player gave away against the best option. Progressive: `ReviewAnalysis.step`
 * works until a deadline and hands back the points it finished, so a worker can stream them and
 * the main-thread fallback can run in slices; from the start in order, or from the point the
 * viewer shows first (`focus`), each point being judged on its own.
 *
 * Judgement, from best to cheapest: an exact solution table when the host gave one (level
 * perfect's `perfect-table`, or any ByteSource), otherwise expectimax search `reviewDepth` plies
 * deep, one more than expert at its deepest (the learned evaluation where it applies and
 * the caller supplies it, the hand-made one elsewhere), with endgames of EXACT_PIECES or fewer
 * pieces a side judged exactly when the caller supplies the solver (the worker and Node scripts).
 * The worker, the main-thread fallback and scripts/review-record.ts all judge with this module.
 *
 * Categories and accuracy: review-score.ts.
 */
import type { Rules } from '../../engine/index.js';
import { parseAction, pathIndexOf } from '../../engine/notation.js';
import {
  PHASE_EYES,
  PHASE_MOVE,
  PHASE_OVER,
  applyMove,
  applyThrow,
  cloneState,
  copyState,
  createLayout,
  declineBonus,
  initialState,
  legalMoveSources,
  type Layout,
  type State,
} from '../../engine/core.js';
import { SCALE } from '../tables/table-file.js';
import { tableable } from '../tables/table-index.js';
import { PerfectTable, httpSource, type ByteSource } from '../tables/table-reader.js';
import { DECLINE, Searcher } from '../search/search.js';
import { reasonFor } from './reasons.js';
import type { EndgameSolvers, Solver } from '../tables/solve.js';
import { SEARCH_LEVELS, depthFor, greedyChoice } from '../search/levels.js';
import type { LearnedEvaluation } from '../learned/learned.js';
import { categoryOf, isBrilliant, type ReviewJudge, type ReviewPoint, type ReviewTask } from './review-score.js';

/** Work per slice in a worker (longer than a thinking slice on the main thread: nothing else waits there). */
export const WORKER_SLICE_MS = 50;
/**
 * Plies the search looks ahead from each point: one more than expert at its deepest in `rules`
 * (6 in a race variant, 5 in bell), so that expert's own errors can show, skipping the replies
 * expert skips (its pruning margin: without it the extra ply costs 4 times as much, longer than a
 * review can keep a player waiting). Never stopped by time: the result never depends on the machine.
 */
export function reviewDepth(rules: Rules): number {
  return depthFor(SEARCH_LEVELS.expert, rules) + 1;
}
const REVIEW_PRUNE_MARGIN = SEARCH_LEVELS.expert.pruneMargin ?? 0;
/** The review's transposition table: 2^18 entries (4.7 MB), for searches a ply deeper than a move's. */
const REVIEW_TABLE_BITS = 18;
/** On the main thread (pages that forbid workers): shallower, so that no point makes a long task. */
export const MAIN_THREAD_DEPTH = 2;
/** Endgames with at most this many pieces left a side are judged exactly, as expert plays them. */
export const EXACT_PIECES = SEARCH_LEVELS.expert.solvePieces;

export interface ReviewOptions {
  /** URL of an exact solution table (`perfect-table`); used when it opens and fits the rules. */
  table?: string | null;
  /** Reads the table's bytes (default: HTTP Range requests on `table`); a source alone is enough. */
  source?: ByteSource;
  /** The exact endgame solver, where the caller has it (the worker, Node scripts). */
  exact?: EndgameSolvers | null;
  /** The learned evaluation, where the caller has it (the worker). */
  learned?: LearnedEvaluation | null;
  /**
   * The learned evaluation's weights loading, if they are: awaited before judging by search only,
   * so that a table opens meanwhile (a table needs no weights; they matter if it cannot be read).
   */
  learnedLoading?: Promise<unknown>;
  /** Search depth (default `reviewDepth` of the rules). */
  depth?: number;
}

/** Light's chance after each option of the player to act (PHASE_MOVE or PHASE_EYES). */
interface Judge {
  readonly about: ReviewJudge;
  /** Work to do before `state` can be judged (solving the endgame); false once none is left. */
  prepare?(state: State, sliceEnd: number): boolean;
  /** Light's chance of a position that awaits a throw (or is over). */
  position(state: State): Promise<number> | number;
  /** Light's chance after each option of the player to act, with the option (path index or DECLINE). */
  options(state: State): Promise<{ from: number; light: number }[]> | { from: number; light: number }[];
}

function searchJudge(
  layout: Layout,
  learned: ((state: State) => number) | null | undefined,
  depth = reviewDepth(layout.rules),
): Judge {
  const searcher = new Searcher(layout, undefined, learned ?? undefined, REVIEW_TABLE_BITS);
  return {
    about: { evaluator: learned ? 'learned' : 'heuristic', depth, exactPieces: 0 },
    position: (state) => searcher.valueOf(state, depth, REVIEW_PRUNE_MARGIN),
    options: (state) =>
      searcher
        .options(state)
        .map((from) => ({ from, light: searcher.valueAfter(state, from, depth, REVIEW_PRUNE_MARGIN) })),
  };
}

function tableJudge(table: PerfectTable, layout: Layout): Judge {
  return {
    about: { evaluator: 'table', depth: null, exactPieces: 0 },
    async position(state) {
      if (state.phase === PHASE_OVER) return state.winner === 0 ? 1 : 0;
      const [value] = await table.read([table.indexOf(state, layout)]);
      return state.turn === 0 ? value / SCALE : 1 - value / SCALE;
    },
    async options(state) {
      const mover = state.turn;
      return (await table.moveChances(state)).map(({ from, chance }) => ({
        from,
        light: mover === 0 ? chance : 1 - chance,
      }));
    },
  };
}

/**
 * Search, except in endgames of `pieces` or fewer pieces left a side, which the exact solver
 * judges (solved on first need, in slices: `prepare`).
 */
function endgameJudge(search: Judge, solver: Solver, layout: Layout, pieces: number): Judge {
  const left = (state: State, player: number) =>
    layout.rules.pieces - state.board[player * layout.stride + layout.home];
  const exact = (state: State) => state.phase !== PHASE_EYES && left(state, 0) <= pieces && left(state, 1) <= pieces;
  const trial = initialState(layout);
  return {
    about: { ...search.about, exactPieces: pieces },
    prepare: (state, sliceEnd) => exact(state) && !solver.step(sliceEnd),
    position: (state) => (exact(state) ? solver.chanceFor(state, 0, layout) : search.position(state)),
    options(state) {
      if (!exact(state)) return search.options(state);
      const sources = new Int8Array(layout.home + 1);
      return Array.from(sources.subarray(0, legalMoveSources(layout, state, sources)), (from) => {
        copyState(trial, state);
        applyMove(layout, trial, from);
        return { from, light: solver.chanceFor(trial, 0, layout) };
      });
    },
  };
}

/**
 * The analysis of one record: for a bell match, of its current game (the actions after the last
 * `next`). Throws a clear error for a corrupt record.
 */
export class ReviewAnalysis {
  /** Actions of the record before the reviewed game (a bell match's earlier games). */
  readonly first: number;
  /** Points the analysis will have: the start of the game, then one after each action. */
  readonly total: number;
  readonly layout: Layout;
  private readonly actions: readonly string[];
  private readonly judge: Judge;
  /** The state at each point replayed so far (point i: after i actions), and the option each move took. */
  private readonly states: State[];
  private readonly chosen: number[] = [];
  /** Which points are analysed, and how many. */
  private readonly analysed: boolean[];
  private count = 0;
  /** The point to analyse first: the one the viewer shows (0 at the start). */
  private wanted = 0;
  /** A point to analyse before the wanted one, once (`leadWithFirstChoice`). */
  private lead: number | null = null;
  /**
   * The options judged at a point after a throw, by point: its own chance needs them, and so does
   * the choice made there, the next point (judged once, not twice).
   */
  private readonly judgedOptions = new Map<number, { from: number; light: number }[]>();

  private constructor(task: ReviewTask, judge: Judge, layout: Layout) {
    this.judge = judge;
    this.layout = layout;
    this.actions = task.actions;
    this.first = task.first;
    this.total = task.actions.length + 1;
    this.states = [cloneState(task.start)];
    this.analysed = new Array<boolean>(this.total).fill(false);
  }

  /**
   * Opens the table if one is given (falling back to search, with a console message) for the
   * task's rules; otherwise judges by search, with exact endgames where the solver is given.
   */
  static async start(task: ReviewTask, options: ReviewOptions = {}): Promise<ReviewAnalysis> {
    if (
      !task ||
      typeof task !== 'object' ||
      !Array.isArray(task.actions) ||
      !task.rules ||
      Object.prototype.toString.call(task.start?.board) !== '[object Int8Array]'
    ) {
      throw new TypeError('a review needs a task { rules, start, actions, first } (reviewTask(record))');
    }
    const layout = createLayout(task.rules);
    let judge: Judge | null = null;
    const source = options.source ?? (options.table ? httpSource(options.table) : null);
    if (source && tableable(task.rules)) {
      try {
        judge = tableJudge(await PerfectTable.open(source, task.rules), layout);
      } catch (error) {
        console.warn(
          `<royal-ur>: review cannot use perfect-table "${source.name}" (${error instanceof Error ? error.message : String(error)}); reviewing by search instead.`,
        );
      }
    }
    if (!judge) {
      await options.learnedLoading;
      judge = searchJudge(layout, options.learned?.(task.rules), options.depth);
      const pieces = Math.min(EXACT_PIECES, task.rules.pieces);
      if (options.exact?.solvable(task.rules) && pieces > 0)
        judge = endgameJudge(judge, options.exact.solverFor(task.rules, pieces), layout, pieces);
    }
    return new ReviewAnalysis(task, judge, layout);
  }

  /** How the game is judged. */
  get judged(): ReviewJudge {
    return this.judge.about;
  }

  get done(): boolean {
    return this.count >= this.total;
  }

  /**
   * Analyses point `index` (0: the start; i: after the reviewed game's i-th action) next, then the
   * points after it, then any left before it: the viewer's point first. Out of range: clamped.
   */
  focus(index: number): void {
    this.wanted = Math.min(this.total - 1, Math.max(0, Math.trunc(Number(index)) || 0));
    this.lead = null;
  }

  /**
   * Analyses the game's first judged choice (two options or more) next, unless a focus comes
   * first, then goes on from the wanted point: a viewer opened at the start shows a verdict after
   * one search instead of after those of every point before it (each throw a whole throw's worth
   * of searching, where the choice needs one throw's). A forced move has no verdict (the first
   * move of a game usually is one: every piece enters the same way), so it is not the lead. The
   * points are the same in any order.
   */
  leadWithFirstChoice(): void {
    this.lead = null;
    const sources = new Int8Array(this.layout.home + 1);
    for (let i = 0; i < this.actions.length; i++) {
      if (parseAction(this.actions[i])?.kind === 'throw') continue;
      const state = this.stateAt(i);
      const options = legalMoveSources(this.layout, state, sources) + (state.phase === PHASE_EYES ? 1 : 0);
      if (options >= 2) {
        this.lead = i + 1;
        return;
      }
    }
  }

  /** The next point to analyse: the lead, else the first not analysed from the wanted one on, else from the start. */
  private nextPoint(): number {
    if (this.lead !== null && !this.analysed[this.lead]) return this.lead;
    const after = this.analysed.indexOf(false, this.wanted);
    return after >= 0 ? after : this.analysed.indexOf(false);
  }

  /**
   * Analyses points until `sliceEnd` (performance.now clock) or the end: at least one point a call,
   * unless the slice went to solving the endgame the next point needs.
   */
  async step(sliceEnd: number): Promise<ReviewPoint[]> {
    const found: ReviewPoint[] = [];
    do {
      const index = this.nextPoint();
      if (this.judge.prepare?.(this.stateAt(Math.max(0, index - 1)), sliceEnd)) break;
      found.push(await this.point(index));
      this.analysed[index] = true;
      this.count++;
      if (index === this.lead) this.lead = null;
    } while (!this.done && performance.now() < sliceEnd);
    return found;
  }

  /**
   * The state at point `index`, replaying the actions up to it on first need; an action that is not
   * a legal choice there is a clear error.
   */
  private stateAt(index: number): State {
    for (let i = this.states.length; i <= index; i++) {
      const state = cloneState(this.states[i - 1]);
      const action = this.actions[i - 1];
      const parsed = parseAction(action);
      if (parsed?.kind === 'throw') applyThrow(this.layout, state, parsed.value);
      else {
        const from = this.option(state, action, i);
        const sources = new Int8Array(this.layout.home + 1);
        const legal = sources.subarray(0, legalMoveSources(this.layout, state, sources));
        if (from === DECLINE ? state.phase !== PHASE_EYES : !legal.includes(from))
          throw new Error(`action ${this.first + i} "${action}" is not a legal choice there`);
        if (from === DECLINE) declineBonus(state);
        else applyMove(this.layout, state, from);
        this.chosen[i] = from;
      }
      this.states.push(state);
    }
    return this.states[index];
  }

  private async point(index: number): Promise<ReviewPoint> {
    if (index === 0)
      return {
        actions: this.first,
        action: null,
        kind: 'start',
        player: null,
        light: await this.chanceOf(this.stateAt(0), 0),
        choice: null,
      };
    const after = this.stateAt(index);
    const before = this.states[index - 1];
    const action = this.actions[index - 1];
    const player = before.turn as 0 | 1;
    const base = { actions: this.first + index, action, player };
    if (parseAction(action)?.kind === 'throw')
      return { ...base, kind: 'throw', light: await this.chanceOf(after, index), choice: null };
    const options = await this.optionsAt(index - 1);
    const played = options.find(({ from }) => from === this.chosen[index]);
    if (!played) throw new Error(`action ${this.first + index} "${action}" is not a legal choice there`);
    const mine = (light: number) => (player === 0 ? light : 1 - light);
    const ranked = [...options].sort((a, b) => mine(b.light) - mine(a.light));
    const [best, second] = ranked;
    const loss = Math.max(0, mine(best.light) - mine(played.light));
    const margin = second ? mine(best.light) - mine(second.light) : 0;
    return {
      ...base,
      kind: played.from === DECLINE ? 'decline' : 'move',
      light: played.light,
      choice: {
        options: options.length,
        thrown: before.phase === PHASE_MOVE ? before.distance : null,
        before: mine(best.light),
        after: mine(played.light),
        bestFrom: best.from,
        loss,
        margin,
        category: categoryOf(loss, options.length),
        brilliant: isBrilliant(
          loss,
          margin,
          greedyChoice(
            this.layout,
            before,
            options.map(({ from }) => from),
          ) === played.from,
        ),
        reason: loss > 0 ? reasonFor(this.layout, before, played.from, best.from) : null,
        chances: options.map(({ from, light }) => ({ from, chance: mine(light) })),
      },
    };
  }

  /** The option an action names: DECLINE, or the path index its piece moves from. */
  private option(state: State, action: string, index: number): number {
    const move = parseAction(action);
    if (move?.kind === 'decline') return DECLINE;
    if (move?.kind !== 'move')
      throw new Error(`action ${this.first + index} "${action}" is not a throw, a move or decline`);
    return pathIndexOf(this.layout, state.turn, move.from);
  }

  /** The options at point `index` (a move or an eyes bonus awaited), judged once. */
  private async optionsAt(index: number): Promise<{ from: number; light: number }[]> {
    let options = this.judgedOptions.get(index);
    if (!options) this.judgedOptions.set(index, (options = await this.judge.options(this.states[index])));
    return options;
  }

  /** Light's chance at point `index`, whose state is `state`. */
  private async chanceOf(state: State, index: number): Promise<number> {
    if (state.phase === PHASE_OVER) return state.winner === 0 ? 1 : 0;
    if (state.phase !== PHASE_MOVE && state.phase !== PHASE_EYES) return this.judge.position(state);
    // After a throw: the player to act is taken to choose their best option.
    const options = await this.optionsAt(index);
    const values = options.map(({ light }) => light);
    return state.turn === 0 ? Math.max(...values) : Math.min(...values);
  }
}
