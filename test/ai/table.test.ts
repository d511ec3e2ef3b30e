import { expect } from '@open-wc/testing';
import { core, Random, resolveRules, type Rules, type VariantName } from '../../src/engine/index.js';
import { SWITCH_KEYS, type TableSwitch } from '../../src/engine/rules.js';
import { Solver } from '../../src/ai/tables/solve.js';
import { TableIndex, popcount, sideOf } from '../../src/ai/tables/table-index.js';
import { TableMoves, WIN } from '../../tools/table-moves.js';
import { checkTable, quantise, solveTable } from '../../tools/table-solve.js';
import {
  HEADER_BYTES,
  TABLE_SWITCHES,
  decodeHeader,
  headerMismatch,
  tableRules,
} from '../../src/ai/tables/table-file.js';
import { encodeHeader } from '../../tools/table-write.js';
import { PerfectTable, type ByteSource } from '../../src/ai/tables/table-reader.js';
import { otherValue } from './helpers.js';

const RACES: VariantName[] = ['finkel', 'masters', 'blitz', 'aseb'];

describe('ai/table-index: position <-> index of the solution tables', () => {
  it('counts 137,913,936 positions for finkel with 7 pieces, the published figure (finished ones included)', () => {
    const rules = resolveRules('finkel');
    const index = new TableIndex(core.createLayout(rules), 7);
    expect(index.size).to.equal(137_913_936);
    // What the count holds: every arrangement of at most 7 pieces a side on the board or home,
    // with the player to throw implicit (one table serves both colours).
    const n = 7;
    const groupSize = (me: number, them: number) =>
      index.groupBase[index.group(me, them) + 1] - index.groupBase[index.group(me, them)];
    let oneFinished = 0;
    for (let h = 0; h < n; h++) oneFinished += groupSize(n, h) + groupSize(h, n);
    expect(oneFinished).to.equal(43_838);
    expect(groupSize(n, n)).to.equal(1);
    expect(index.size - oneFinished - 1).to.equal(137_870_097);
  });

  for (const [variant, pieces] of [
    ['finkel', 2],
    ['masters', 2],
  ] as const) {
    it(`${variant}, ${pieces} pieces: every index decodes to a distinct possible position that encodes back to it`, () => {
      const layout = core.createLayout(resolveRules(variant, { pieces }));
      const index = new TableIndex(layout, pieces);
      const seen = new Set<string>();
      for (let i = 0; i < index.size; i++) {
        const { me, them } = index.position(i);
        expect(index.index(me.home, me.mask, them.home, them.mask)).to.equal(i);
        expect(popcount(me.mask) + me.home).to.be.at.most(pieces);
        expect(popcount(them.mask) + them.home).to.be.at.most(pieces);
        for (let p = 1; p <= layout.length; p++) {
          if (me.mask & (1 << (p - 1)) && layout.opposite[p])
            expect(them.mask & (1 << (layout.opposite[p] - 1))).to.equal(0);
        }
        const key = `${me.home} ${me.mask} ${them.home} ${them.mask}`;
        expect(seen.has(key)).to.equal(false);
        seen.add(key);
      }
    });
  }

  it('reads a smaller game as the bigger one with the extra pieces home', () => {
    const game = core.createLayout(resolveRules('finkel', { pieces: 3 }));
    const state = core.initialState(game);
    expect(sideOf(game, state.board, 0, 7)).to.deep.equal({ home: 4, mask: 0 });
  });
});

describe('ai/table-moves: the solver moves as the engine does', () => {
  for (const variant of RACES) {
    it(`${variant}: every move of 200 seeded positions leads where the engine's move leads`, () => {
      expectEngineMoves(resolveRules(variant, { pieces: 3 }), 3);
    });
  }

  // Every switch a table depends on, changed one at a time (RULE_SWITCHES): one the solver's moves ignored would fail here.
  for (const key of TABLE_SWITCHES) {
    const base = resolveRules('finkel', { pieces: 3 });
    const value = otherValue(base, key);
    it(`finkel with ${key} = ${String(value)}: every move of 200 seeded positions leads where the engine's move leads`, () => {
      const rules = resolveRules('finkel', { pieces: 3, [key]: value });
      expectEngineMoves(rules, rules.pieces);
    });
  }

  // The others do not change a table: the preset's table moves as the engine does with them changed.
  for (const key of SWITCH_KEYS.filter((key) => !TABLE_SWITCHES.includes(key as TableSwitch))) {
    const base = resolveRules('finkel', { pieces: 3 });
    const value = otherValue(base, key);
    it(`finkel with ${key} = ${String(value)}: the moves are those of the table without it`, () => {
      expectEngineMoves(base, 3, resolveRules('finkel', { pieces: 3, [key]: value }));
    });
  }
});

/** Each move of `TableMoves` from 200 seeded positions of `rules` leads where the engine's (playing `engineRules`) leads. */
function expectEngineMoves(rules: Rules, pieces: number, engineRules = rules): void {
  const moves = new TableMoves(rules, pieces);
  const { index } = moves;
  const layout = core.createLayout(engineRules);
  const random = new Random(7);
  const state = core.initialState(layout);
  const trial = core.initialState(layout);
  const sources = new Int8Array(layout.home + 1);
  const out = new Int32Array(64);
  let checked = 0;
  while (checked < 200) {
    const { me, them } = index.position(random.nextUint32() % index.size);
    if (me.home === pieces || them.home === pieces) continue;
    writeState(layout, state, me, them, pieces);
    for (let t = 0; t < moves.throws.length; t++) {
      const count = moves.moves(me.home, me.mask, them.home, them.mask, moves.throws[t], out, 0);
      const position = core.cloneState(state);
      const code = core.applyThrow(layout, position, moves.throws[t]);
      const expected: number[] = [];
      if (code === core.THROW_MOVE) {
        const legal = core.legalMoveSources(layout, position, sources);
        for (let i = 0; i < legal; i++) {
          core.copyState(trial, position);
          core.applyMove(layout, trial, sources[i]);
          if (trial.phase === core.PHASE_OVER) expected.push(WIN);
          else {
            const a = sideOf(layout, trial.board, trial.turn, pieces)!;
            const b = sideOf(layout, trial.board, 1 - trial.turn, pieces)!;
            expected.push(index.index(a.home, a.mask, b.home, b.mask) * 2 + (trial.turn === 0 ? 1 : 0));
          }
        }
      }
      expect([...out.subarray(0, count)].sort()).to.deep.equal(expected.sort());
    }
    checked++;
  }
}

describe('ai/table-solve: the exact solution for the tables', () => {
  it('finkel, 2 pieces: the first player wins 33985/65535 (the published figure)', () => {
    const moves = new TableMoves(resolveRules('finkel', { pieces: 2 }), 2);
    const { values } = solveTable(moves);
    expect(quantise(values)[0]).to.equal(33985);
  });

  for (const variant of RACES) {
    it(`${variant}, 2 pieces: every value matches the engine-driven solver`, () => {
      const rules = resolveRules(variant, { pieces: 2 });
      const moves = new TableMoves(rules, 2);
      const { values } = solveTable(moves);
      const reference = new Solver(rules, 2).solve();
      const state = core.initialState(moves.layout);
      let compared = 0;
      for (let i = 0; i < moves.index.size; i++) {
        const { me, them } = moves.index.position(i);
        if (me.home === 2 || them.home === 2) continue;
        writeState(moves.layout, state, me, them, 2);
        expect(values[i]).to.be.closeTo(reference.winChance(state), 1e-6);
        compared++;
      }
      expect(compared).to.be.greaterThan(1000);
    });
  }

  it('finkel, 2 pieces: every value is the dice average of its best move (within rounding)', () => {
    const moves = new TableMoves(resolveRules('finkel', { pieces: 2 }), 2);
    const table = quantise(solveTable(moves, { tolerance: 1e-7 }).values);
    const result = checkTable(moves, table);
    expect(result.checked).to.equal(12_869);
    expect(result.failures).to.equal(0);
    // A wrong table fails the check.
    table[123] = 65535 - table[123];
    expect(checkTable(moves, table).failures).to.be.greaterThan(0);
  });
});

describe('ai/table-file: the header', () => {
  it('round-trips and refuses other rules, pieces and damage', () => {
    const rules = resolveRules('finkel', { pieces: 2 });
    const moves = new TableMoves(rules, 2);
    const expected = tableRules(rules, moves.layout);
    const bytes = encodeHeader({ rules: expected, positions: moves.index.size, start: 33985, checksum: '00000000' });
    expect(bytes.length).to.equal(HEADER_BYTES);
    const header = decodeHeader(bytes);
    expect(headerMismatch(header, expected, moves.index.size)).to.equal(null);
    const masters = resolveRules('masters', { pieces: 2 });
    expect(headerMismatch(header, tableRules(masters, core.createLayout(masters)), moves.index.size)).to.match(
      /finkel solution, the game is masters/,
    );
    const noCaptures = resolveRules('finkel', { pieces: 2, captures: false });
    expect(headerMismatch(header, tableRules(noCaptures, moves.layout), moves.index.size)).to.equal(
      'solved for other rules',
    );
    expect(headerMismatch(header, { ...expected, pieces: 3 }, moves.index.size)).to.match(/solved for 2 pieces/);
    bytes[60] ^= 1;
    expect(() => decodeHeader(bytes)).to.throw(/damaged/);
  });
});

describe('ai/table-file: a table is refused for games of another value of any switch it depends on', () => {
  /** A solved 2-piece table of `rules` as bytes, read from memory. */
  const tableOf = (rules: Rules): ByteSource => {
    const moves = new TableMoves(rules, rules.pieces);
    const values = quantise(solveTable(moves).values);
    const header = encodeHeader({
      rules: tableRules(rules, moves.layout),
      positions: moves.index.size,
      start: values[0],
      checksum: '00000000',
    });
    const bytes = new Uint8Array(HEADER_BYTES + values.byteLength);
    bytes.set(header);
    bytes.set(new Uint8Array(values.buffer, values.byteOffset, values.byteLength), HEADER_BYTES);
    return { name: `finkel-${rules.pieces}.bin`, read: async (offset, length) => bytes.slice(offset, offset + length) };
  };

  // Every switch the registry marks as changing tables (RULE_SWITCHES `tables`), so a new one is tested here.
  for (const key of TABLE_SWITCHES) {
    const preset = resolveRules('finkel', { pieces: 2 });
    const value = otherValue(preset, key);
    const changed = resolveRules('finkel', { pieces: 2, [key]: value });
    it(`${key}: a table solved with ${String(preset[key])} is refused for ${String(value)}${key === 'pieces' ? '' : ', and the other way round'}`, async () => {
      // A table of more pieces plays a game of fewer (the extra pieces count as home): that way round is accepted.
      const pairs =
        key === 'pieces'
          ? [[preset, changed]]
          : [
              [preset, changed],
              [changed, preset],
            ];
      for (const [solved, played] of pairs) {
        expect((await PerfectTable.open(tableOf(solved), solved)).header.rules[key]).to.equal(solved[key]);
        const refusal = await PerfectTable.open(tableOf(solved), played).then(
          () => 'accepted',
          (error: Error) => error.message,
        );
        expect(refusal).to.match(/solved for other rules|solved for 2 pieces, the game has 3/);
      }
    });
  }
});

/** The engine state of a table position, the player to throw being light. */
function writeState(
  layout: core.Layout,
  state: core.State,
  me: { home: number; mask: number },
  them: { home: number; mask: number },
  pieces: number,
): void {
  state.board.fill(0);
  for (const [player, side] of [
    [0, me],
    [1, them],
  ] as const) {
    const base = player * layout.stride;
    for (let p = 1; p <= layout.length; p++) if (side.mask & (1 << (p - 1))) state.board[base + p] = 1;
    state.board[base + layout.home] = side.home;
    state.board[base] = pieces - side.home - popcount(side.mask);
  }
  core.syncBits(layout, state);
  state.turn = 0;
  state.phase = core.PHASE_THROW;
  state.distance = 0;
  state.winner = -1;
}
