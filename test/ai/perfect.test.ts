import { expect, oneEvent } from '@open-wc/testing';
import { createGame, resolveRules } from '../../src/engine/index.js';
import { PHASE_OVER, applyMove, cloneState, copyState, legalMoveSources, type State } from '../../src/engine/moves.js';
import { think } from '../../src/ai/worker/client.js';
import { forgetPerfectTables } from '../../src/ai/search/perfect.js';
import { sideOf } from '../../src/ai/tables/table-index.js';
import { TableMoves } from '../../tools/table-moves.js';
import { quantise, solveTable } from '../../tools/table-solve.js';
import { board, until } from '../element/helpers.js';

// The test server (test/ai/table-middleware.mjs) serves a 2-piece finkel table with Range
// support, and the same file from a server that ignores Range.
const TABLE = '/__tables/finkel-2.bin';
const NO_RANGE = '/__tables/no-range/finkel-2.bin';

const rules = resolveRules('finkel', { pieces: 2 });
const moves = new TableMoves(rules, 2);
const values = quantise(solveTable(moves).values);

/** The best exact chance of the player to act, from the solver. */
function bestChance(state: State): number {
  const { layout, index } = moves;
  const sources = new Int8Array(layout.home + 1);
  const trial = cloneState(state);
  let best = 0;
  for (let i = 0; i < legalMoveSources(layout, state, sources); i++) {
    copyState(trial, state);
    applyMove(layout, trial, sources[i]);
    if (trial.phase === PHASE_OVER) return 1;
    const me = sideOf(layout, trial.board, trial.turn, 2)!;
    const them = sideOf(layout, trial.board, 1 - trial.turn, 2)!;
    const value = values[index.index(me.home, me.mask, them.home, them.mask)] / 65535;
    best = Math.max(best, trial.turn === state.turn ? value : 1 - value);
  }
  return best;
}

/** Collects console.warn messages while `run` runs. */
async function warnings(run: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  const warn = console.warn;
  console.warn = (message: string) => seen.push(String(message));
  try {
    await run();
  } finally {
    console.warn = warn;
  }
  return seen;
}

describe('level perfect: exact play from a table read with HTTP Range requests', () => {
  beforeEach(() => forgetPerfectTables());

  it('plays the move of best exact value, reporting its exact winning chance', async () => {
    const game = createGame({ rules: { pieces: 2 }, seed: 11 });
    let decisions = 0;
    while (game.phase !== 'over') {
      if (game.phase !== 'move') {
        game.throwDice();
        continue;
      }
      const result = await think({ rules: game.rules, state: game.state, level: 'perfect', table: TABLE });
      expect(result.winChance).to.equal(bestChance(game.state));
      game.move({ from: result.move!.from });
      decisions++;
    }
    expect(decisions).to.be.greaterThan(3);
  });

  it('a server without Range support: one console message, then expert play', async () => {
    const game = createGame({ rules: { pieces: 2 }, seed: 2 });
    while (game.phase !== 'move') game.throwDice();
    const seen = await warnings(async () => {
      for (let i = 0; i < 2; i++) {
        const result = await think({ rules: game.rules, state: game.state, level: 'perfect', table: NO_RANGE });
        expect(game.legalMoves().map((move) => move.from)).to.include(result.move!.from);
      }
    });
    expect(seen).to.have.length(1);
    expect(seen[0]).to.match(
      /perfect-table ".*no-range\/finkel-2.bin" cannot be used \(.*Range.*\); playing as expert instead/,
    );
  });

  it('a missing table: one console message, then expert play', async () => {
    const game = createGame({ rules: { pieces: 2 }, seed: 2 });
    while (game.phase !== 'move') game.throwDice();
    const seen = await warnings(async () => {
      await think({ rules: game.rules, state: game.state, level: 'perfect', table: '/__tables/missing.bin' });
    });
    expect(seen).to.have.length(1);
    expect(seen[0]).to.match(/HTTP 404/);
  });

  it('<royal-ur perfect-table> shows the exact winning chance in hints', async () => {
    const el = await board({ hints: true, pieces: '2', seed: '6', 'perfect-table': TABLE });
    const hinted = oneEvent(el, 'ur-hint');
    el.throwDice(2);
    const { detail } = await hinted;
    const same = createGame({ rules: { pieces: 2 }, seed: 0 });
    same.throwDice(2);
    expect(detail.winChance).to.equal(bestChance(same.state));
  });

  it('<royal-ur level="perfect"> computer sides play a game to the end from the table', async () => {
    const el = await board({
      light: 'computer',
      dark: 'computer',
      level: 'perfect',
      pieces: '2',
      seed: '9',
      'animation-duration': '0',
      'perfect-table': TABLE,
    });
    await until(() => el.position.phase === 'over', 20_000);
    expect(el.position.phase).to.equal('over');
  });
});
