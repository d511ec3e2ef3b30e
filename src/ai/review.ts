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
 * Flags and accuracy: review-score.ts.
 */
import { describeMove, Game, loadGame, type GameRecord, type Move } from '../engine/index.js';
import { PHASE_EYES, PHASE_MOVE, PHASE_OVER, applyMove, cloneState, copyState, createLayout, declineBonus, type Layout, type State } from '../engine/moves.js';
import type { learnedEvaluation } from './learned.js';
import { SCALE } from './table-file.js';
import { tableable } from './table-index.js';
import { PerfectTable, httpSource, type ByteSource } from './table-reader.js';
import { DECLINE, Searcher } from './search.js';
import { flagOf, type ReviewChoice, type ReviewEvaluator, type ReviewPoint } from './review-score.js';

/** Work per slice in a worker (longer than a thinking slice on the main thread: nothing else waits there). */
export const WORKER_SLICE_MS = 50;
/** Plies the search looks ahead from each point (deterministic: the result never depends on the machine). */
export const REVIEW_DEPTH = 3;

export interface ReviewOptions {
  /** URL of an exact solution table (`perfect-table`); used when it opens and fits the rules. */
  table?: string | null;
  /** Reads the table's bytes (default: HTTP Range requests on `table`). */
  source?: ByteSource;
  /** The learned evaluation, where the caller has it (the worker). */
  learned?: typeof learnedEvaluation | null;
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
