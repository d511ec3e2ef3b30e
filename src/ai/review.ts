/**
 * Game review: light's winning chance after every action of a record and, at each choice, the
 * winning chance the player gave away against the best option. Progressive: `ReviewAnalysis.step`
 * works until a deadline and hands back the points it finished, so a worker can stream them and
 * the main-thread fallback can run in slices.
 *
 * Judgement, from best to cheapest: an exact solution table when the host gave one (level
 * perfect's `perfect-table`), otherwise expectimax search (the learned evaluation where it applies
 * and the caller supplies it, the hand-made one elsewhere).
 *
 * Flags, by the winning chance given away (`loss`): an inaccuracy from INACCURACY, a mistake from
 * MISTAKE, a blunder from BLUNDER. A player's accuracy for the game is
 * 100 × exp(−ACCURACY_SCALE × mean loss) over their choices of two options or more: 100 for
 * best play throughout, about 90 for a mean loss of 1 point, about 61 for 5 points.
 */
import { describeMove, Game, loadGame, type GameRecord, type Move } from '../engine/index.js';
import { PHASE_EYES, PHASE_MOVE, PHASE_OVER, applyMove, cloneState, copyState, createLayout, declineBonus, type Layout, type State } from '../engine/moves.js';
import type { learnedEvaluation } from './learned.js';
import { SCALE } from './table-file.js';
import { tableable } from './table-index.js';
import { PerfectTable, httpSource, type ByteSource } from './table-reader.js';
import { DECLINE, Searcher } from './search.js';

export const INACCURACY = 0.03;
export const MISTAKE = 0.08;
export const BLUNDER = 0.15;
export const ACCURACY_SCALE = 10;
/** Work per slice in a worker (longer than a thinking slice on the main thread: nothing else waits there). */
export const WORKER_SLICE_MS = 50;
/** Plies the search looks ahead from each point (deterministic: the result never depends on the machine). */
export const REVIEW_DEPTH = 3;

export type ReviewFlag = 'inaccuracy' | 'mistake' | 'blunder';
/** What judged the game: an exact table, or search over the learned or the hand-made evaluation. */
export type ReviewEvaluator = 'table' | 'learned' | 'heuristic';

export interface ReviewChoice {
  /** Options the player had (moves, and declining an eyes bonus). */
  options: number;
  /** The best option: the move as the engine describes it, or null to decline an eyes bonus. */
  best: Move | null;
  /** The best option in notation ('A4-A2', 'decline'). */
  bestNotation: string;
  /** Winning chance the played option gave away against the best, 0..1, for the player who chose. */
  loss: number;
  flag: ReviewFlag | null;
}

export interface ReviewPoint {
  /** Actions of the record played to reach this point. */
  actions: number;
  /** The action that led here (as in the record), null at the start of the game. */
  action: string | null;
  kind: 'start' | 'throw' | 'move' | 'decline';
  /** Who acted: 0 light, 1 dark; null at the start. */
  player: 0 | 1 | null;
  /** Light's winning chance here, 0..1 (before a throw: averaged over the dice). */
  light: number;
  /** For a move or a declined bonus: how good the choice was. */
  choice: ReviewChoice | null;
}

export interface ReviewOptions {
  /** URL of an exact solution table (`perfect-table`); used when it opens and fits the rules. */
  table?: string | null;
  /** Reads the table's bytes (default: HTTP Range requests on `table`). */
  source?: ByteSource;
  /** The learned evaluation, where the caller has it (the worker). */
  learned?: typeof learnedEvaluation | null;
}

/** What the worker is asked: a record (as from `Game.toJSON()`) and the host's solution table, if any. */
export interface ReviewRequest {
  record: unknown;
  table?: string | null;
}

/** What each slice of the analysis reports. */
export interface ReviewSlice {
  /** Points finished in this slice, in order. */
  points: ReviewPoint[];
  /** Points the whole analysis has (the start, then one per action of the reviewed game). */
  total: number;
  evaluator: ReviewEvaluator;
  done: boolean;
}

export function flagOf(loss: number): ReviewFlag | null {
  return loss >= BLUNDER ? 'blunder' : loss >= MISTAKE ? 'mistake' : loss >= INACCURACY ? 'inaccuracy' : null;
}

/** Each player's accuracy (light, dark) over the points, null for a player who had no real choice. */
export function accuracies(points: readonly ReviewPoint[]): [number | null, number | null] {
  const losses: [number[], number[]] = [[], []];
  for (const point of points) if (point.choice && point.choice.options > 1 && point.player !== null) losses[point.player].push(point.choice.loss);
  const of = (list: number[]) => (list.length === 0 ? null : 100 * Math.exp((-ACCURACY_SCALE * list.reduce((a, b) => a + b, 0)) / list.length));
  return [of(losses[0]), of(losses[1])];
}

/** Light's chance after each option of the player to act (PHASE_MOVE or PHASE_EYES). */
interface Judge {
  readonly evaluator: ReviewEvaluator;
  /** Light's chance of a position that awaits a throw (or is over). */
  position(state: State): Promise<number> | number;
  /** Light's chance after each option of the player to act, with the option (path index or DECLINE). */
  options(state: State): Promise<{ from: number; light: number }[]> | { from: number; light: number }[];
}

function searchJudge(layout: Layout, learned: ((state: State) => number) | null | undefined): Judge {
  const searcher = new Searcher(layout, undefined, learned ?? undefined);
  return {
    evaluator: learned ? 'learned' : 'heuristic',
    position: (state) => searcher.valueOf(state, REVIEW_DEPTH),
    options: (state) => searcher.options(state).map((from) => ({ from, light: searcher.valueAfter(state, from, REVIEW_DEPTH) })),
  };
}

function tableJudge(table: PerfectTable, layout: Layout): Judge {
  return {
    evaluator: 'table',
    async position(state) {
      if (state.phase === PHASE_OVER) return state.winner === 0 ? 1 : 0;
      const [value] = await table.read([table.indexOf(state, layout)]);
      return state.turn === 0 ? value / SCALE : 1 - value / SCALE;
    },
    async options(state) {
      const mover = state.turn;
      return (await table.moveChances(state)).map(({ from, chance }) => ({ from, light: mover === 0 ? chance : 1 - chance }));
    },
  };
}

function sameState(a: State, b: State): boolean {
  return a.phase === b.phase && a.turn === b.turn && a.board.every((n, i) => n === b.board[i]);
}

/**
 * The analysis of one record: for a bell match, of its current game (the actions after the last
 * `next`). Throws a clear error for a corrupt record.
 */
export class ReviewAnalysis {
  readonly record: GameRecord;
  /** Actions of the record before the reviewed game (a bell match's earlier games). */
  readonly first: number;
  /** Points the analysis will have: the start of the game, then one after each action. */
  readonly total: number;
  readonly layout: Layout;
  private readonly game: Game;
  private readonly judge: Judge;
  private next = 0;
  /** The state before the action being analysed. */
  private before: State;

  private constructor(record: GameRecord, judge: Judge, layout: Layout, game: Game, first: number) {
    this.record = record;
    this.judge = judge;
    this.layout = layout;
    this.game = game;
    this.first = first;
    this.total = record.actions.length - first + 1;
    this.before = game.state;
  }

  /** Checks the record, opens the table if one is given (falling back to search), and positions the replay at the reviewed game's start. */
  static async start(input: unknown, options: ReviewOptions = {}): Promise<ReviewAnalysis> {
    const record = loadGame(input).toJSON();
    const game = new Game({ variant: record.variant, rules: record.rules, seed: record.seed, start: record.start });
    const first = record.actions.lastIndexOf('next') + 1;
    for (let i = 0; i < first; i++) game.apply(record.actions[i]);
    const layout = createLayout(game.rules);
    let judge: Judge | null = null;
    if (options.table && tableable(game.rules)) {
      try {
        judge = tableJudge(await PerfectTable.open(options.source ?? httpSource(options.table), game.rules), layout);
      } catch (error) {
        console.warn(`<royal-ur>: review cannot use perfect-table "${options.table}" (${error instanceof Error ? error.message : String(error)}); reviewing by search instead.`);
      }
    }
    return new ReviewAnalysis(record, judge ?? searchJudge(layout, options.learned?.(game.rules)), layout, game, first);
  }

  get evaluator(): ReviewEvaluator {
    return this.judge.evaluator;
  }

  get done(): boolean {
    return this.next >= this.total;
  }

  /** Analyses points until `sliceEnd` (performance.now clock) or the end; at least one point a call. */
  async step(sliceEnd: number): Promise<ReviewPoint[]> {
    const found: ReviewPoint[] = [];
    do found.push(await this.point()); while (!this.done && performance.now() < sliceEnd);
    return found;
  }

  private async point(): Promise<ReviewPoint> {
    const index = this.next++;
    if (index === 0) return { actions: this.first, action: null, kind: 'start', player: null, light: await this.chanceOf(this.before), choice: null };
    const before = this.before;
    const action = this.record.actions[this.first + index - 1];
    this.game.apply(action);
    const after = (this.before = this.game.state);
    const player = before.turn as 0 | 1;
    const base = { actions: this.first + index, action, player };
    if (before.phase !== PHASE_MOVE && before.phase !== PHASE_EYES) return { ...base, kind: 'throw', light: await this.chanceOf(after), choice: null };
    const options = await this.judge.options(before);
    const mine = (light: number) => (player === 0 ? light : 1 - light);
    const best = options.reduce((a, b) => (mine(b.light) > mine(a.light) ? b : a));
    const played = options.find(({ from }) => sameState(this.play(before, from), after)) ?? best;
    const loss = Math.max(0, mine(best.light) - mine(played.light));
    const bestMove = best.from === DECLINE ? null : describeMove(this.layout, before, best.from);
    return {
      ...base,
      kind: action === 'decline' ? 'decline' : 'move',
      light: played.light,
      choice: { options: options.length, best: bestMove, bestNotation: bestMove?.notation ?? 'decline', loss, flag: options.length > 1 ? flagOf(loss) : null },
    };
  }

  private async chanceOf(state: State): Promise<number> {
    if (state.phase === PHASE_OVER) return state.winner === 0 ? 1 : 0;
    if (state.phase !== PHASE_MOVE && state.phase !== PHASE_EYES) return this.judge.position(state);
    // After a throw: the player to act is taken to choose their best option.
    const options = await this.judge.options(state);
    const values = options.map(({ light }) => light);
    return state.turn === 0 ? Math.max(...values) : Math.min(...values);
  }

  private scratch: State | null = null;

  private play(state: State, from: number): State {
    const trial = (this.scratch ??= cloneState(state));
    copyState(trial, state);
    if (from === DECLINE) declineBonus(trial);
    else applyMove(this.layout, trial, from);
    return trial;
  }
}
