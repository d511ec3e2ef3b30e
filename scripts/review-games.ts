/// <reference types="node" />
/**
 * What the review scripts share: seeded games between the computer levels (as records) and their
 * review by the one judging module (src/ai/review/review.ts), here from a solution file or by search.
 */
import {
  VARIANTS,
  createGame,
  describeMove,
  resolveRules,
  type GameRecord,
  type VariantName,
} from '../src/engine/index.js';
import { ComputerPlayers } from '../src/ai/search/levels.js';
import type { Level } from '../src/ai/search/level-names.js';
import { LearnedEvaluations } from '../src/ai/learned/learned.js';
import * as solve from '../src/ai/tables/solve.js';
import { DECLINE } from '../src/ai/search/search.js';
import { ReviewAnalysis } from '../src/ai/review/review.js';
import { reviewTask } from '../src/ai/review/review-task.js';
import type { ReviewJudge, ReviewPoint } from '../src/ai/review/review-score.js';
import type { ByteSource } from '../src/ai/tables/table-reader.js';

// The levels play as in the worker: exact endgames for expert, the learned evaluation.
const learned = new LearnedEvaluations();
for (const variant of VARIANTS) await learned.load(resolveRules(variant));
const endgames = new solve.EndgameSolvers();
const players = new ComputerPlayers({ endgames, learned: learned.evaluation });

/**
 * A whole game of `light` against `dark`, every throw from the seed; the levels think by depth
 * alone (no time limit), so the game is the same on any machine.
 */
export function playLevels(variant: VariantName, pieces: number, light: Level, dark: Level, seed: number): GameRecord {
  const game = createGame({ variant, rules: { pieces }, seed });
  let decisions = 0;
  while (game.phase !== 'over') {
    if (game.phase !== 'move' && game.phase !== 'eyes') {
      game.throwDice();
      continue;
    }
    const level = game.turn === 'light' ? light : dark;
    const { from } = players.decide(game.rules, game.state, level, {
      seed: seed * 1000 + decisions++,
      budgetMs: Infinity,
    });
    game.apply(from === DECLINE ? 'decline' : describeMove(game.layout, game.state, from).notation);
  }
  return game.toJSON();
}

/** Reviews a record: by the table when `source` is given (and fits), otherwise by the worker's search. */
export async function reviewRecord(
  record: unknown,
  source?: ByteSource,
): Promise<{ points: ReviewPoint[]; judged: ReviewJudge }> {
  const analysis = await ReviewAnalysis.start(reviewTask(record), {
    source,
    learned: learned.evaluation,
    exact: endgames,
  });
  const points: ReviewPoint[] = [];
  while (!analysis.done) points.push(...(await analysis.step(Infinity)));
  return { points, judged: analysis.judged };
}
