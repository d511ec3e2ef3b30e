/// <reference types="node" />
// The solution-table reader over HTTP (Range requests, a server without them, a missing file,
// other rules) and from a local file, against the solver's own values.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Random, createGame, resolveRules, type VariantName } from '../../src/engine/index.js';
import {
  PHASE_MOVE,
  PHASE_OVER,
  applyMove,
  applyThrow,
  createLayout,
  copyState,
  cloneState,
  initialState,
  legalMoveSources,
} from '../../src/engine/moves.js';
import { crc32, tableRules } from '../../src/ai/tables/table-file.js';
import { encodeHeader } from '../../tools/table-write.js';
import { sideOf } from '../../src/ai/tables/table-index.js';
import { TableMoves } from '../../tools/table-moves.js';
import { quantise, solveTable } from '../../tools/table-solve.js';
import { PerfectTable, httpSource, type ByteSource } from '../../src/ai/tables/table-reader.js';
import { fileSource, loadTable } from '../../tools/table-source-node.js';
import { forgetPerfectTables, perfectDecision } from '../../src/ai/search/perfect.js';
import { Solver } from '../../src/ai/tables/solve.js';

const rules = resolveRules('finkel', { pieces: 2 });
const moves = new TableMoves(rules, 2);
const values = quantise(solveTable(moves).values);
const body = new Uint8Array(values.buffer);
const file = Buffer.concat([
  encodeHeader({
    rules: tableRules(rules, moves.layout),
    positions: moves.index.size,
    start: values[0],
    checksum: crc32(body),
  }),
  body,
]);

let server: Server;
let base = '';
/** Ranges asked of the server. */
const asked: string[] = [];

before(async () => {
  server = createServer((request, response) => {
    const range = request.headers.range;
    if (request.url === '/finkel-2.bin' && typeof range === 'string') {
      asked.push(range);
      const [first, last] = range.replace('bytes=', '').split('-').map(Number);
      const chunk = file.subarray(first, last + 1);
      response.writeHead(206, {
        'content-range': `bytes ${first}-${last}/${file.length}`,
        'content-length': chunk.length,
      });
      response.end(chunk);
    } else if (request.url === '/no-range/finkel-2.bin') {
      // A server that ignores Range: the whole file with a 200.
      response.writeHead(200, { 'content-length': file.length });
      response.end(file);
    } else {
      response.writeHead(404);
      response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

after(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The solver's chance for the mover after each legal move. */
function solverChances(state: ReturnType<typeof initialState>) {
  const sources = new Int8Array(moves.layout.home + 1);
  const count = legalMoveSources(moves.layout, state, sources);
  const trial = cloneState(state);
  const result = new Map<number, number>();
  for (let i = 0; i < count; i++) {
    copyState(trial, state);
    applyMove(moves.layout, trial, sources[i]);
    if (trial.phase === PHASE_OVER) {
      result.set(sources[i], 1);
      continue;
    }
    const me = sideOf(moves.layout, trial.board, trial.turn, 2)!;
    const them = sideOf(moves.layout, trial.board, 1 - trial.turn, 2)!;
    const value = values[moves.index.index(me.home, me.mask, them.home, them.mask)] / 65535;
    result.set(sources[i], trial.turn === state.turn ? value : 1 - value);
  }
  return result;
}

test('reads exact move values with Range requests, a few bytes each, matching the solver', async () => {
  asked.length = 0;
  const table = await PerfectTable.open(httpSource(`${base}/finkel-2.bin`), rules);
  const game = createGame({ rules: { pieces: 2 }, seed: 5 });
  let decisions = 0;
  while (game.phase !== 'over') {
    if (game.phase !== 'move') {
      game.throwDice();
      continue;
    }
    const chances = await table.moveChances(game.state);
    const expected = solverChances(game.state);
    assert.equal(chances.length, expected.size);
    for (const { from, chance } of chances) assert.equal(chance, expected.get(from));
    game.move({
      from: game
        .legalMoves()
        .find(
          (m) => m.from === (chances[0].from === 0 ? 'reserve' : game.layout.tiles[game.state.turn][chances[0].from]),
        )!.from,
    });
    decisions++;
  }
  assert.ok(decisions > 3);
  // Each read is the header or a few neighbouring values (nearby ones merged, up to 4 KB).
  for (const range of asked) {
    const [first, last] = range.replace('bytes=', '').split('-').map(Number);
    assert.ok(last - first + 1 <= 4098, range);
  }
  assert.ok(asked.length <= 2 + decisions * 4, `${asked.length} reads for ${decisions} decisions`);
});

test('a 2-piece table also plays a 1-piece game (the extra piece counts as home)', async () => {
  const table = await PerfectTable.open(httpSource(`${base}/finkel-2.bin`), resolveRules('finkel', { pieces: 1 }));
  const game = createGame({ rules: { pieces: 1 }, seed: 3 });
  game.throwDice();
  while (game.phase !== 'move') game.throwDice();
  const chances = await table.moveChances(game.state);
  assert.ok(chances.length >= 1 && chances[0].chance > 0 && chances[0].chance <= 1);
});

test('refuses a server without Range support, a missing file and other rules, with clear messages', async () => {
  await assert.rejects(
    PerfectTable.open(httpSource(`${base}/no-range/finkel-2.bin`), rules),
    /ignored the Range request/,
  );
  await assert.rejects(PerfectTable.open(httpSource(`${base}/missing.bin`), rules), /HTTP 404/);
  await assert.rejects(
    PerfectTable.open(httpSource(`${base}/finkel-2.bin`), resolveRules('finkel', { pieces: 3 })),
    /solved for 2 pieces, the game has 3/,
  );
  await assert.rejects(
    PerfectTable.open(httpSource(`${base}/finkel-2.bin`), resolveRules('masters', { pieces: 2 })),
    /finkel solution, the game is masters/,
  );
  await assert.rejects(
    PerfectTable.open(httpSource(`${base}/finkel-2.bin`), resolveRules('finkel', { pieces: 2, captures: false })),
    /other rules/,
  );
});

test('level perfect falls back (null) with one console message when the table cannot be read', async () => {
  forgetPerfectTables();
  const warnings: string[] = [];
  const warn = console.warn;
  console.warn = (message: string) => warnings.push(message);
  try {
    const game = createGame({ rules: { pieces: 2 }, seed: 1 });
    while (game.phase !== 'move') game.throwDice();
    const url = `${base}/no-range/finkel-2.bin`;
    assert.equal(await perfectDecision(url, game.rules, game.state), null);
    assert.equal(await perfectDecision(url, game.rules, game.state), null);
    assert.equal(warnings.length, 1);
    assert.match(
      warnings[0],
      /perfect-table ".*no-range\/finkel-2.bin" cannot be used \(.*Range.*\); playing as expert instead/,
    );
    const good = await perfectDecision(`${base}/finkel-2.bin`, game.rules, game.state);
    assert.ok(good && good.depth === -1 && good.winChance === Math.max(...solverChances(game.state).values()));
  } finally {
    console.warn = warn;
  }
});

test('reads the same values from a local file in Node', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'royal-ur-table-'));
  const name = path.join(dir, 'finkel-2.bin');
  writeFileSync(name, file);
  const source = await fileSource(name);
  try {
    const table = await PerfectTable.open(source, rules);
    const state = initialState(moves.layout);
    state.phase = 2;
    state.distance = 2;
    const chances = await table.moveChances(state);
    assert.deepEqual(new Map(chances.map((c) => [c.from, c.chance])), solverChances(state));
  } finally {
    await source.close();
  }
  // The scripts' loader: the whole file, checked, with the exact chance of a position.
  const loaded = loadTable(name);
  assert.equal(loaded.index.size, moves.index.size);
  assert.equal(loaded.throwerChance(initialState(moves.layout)), values[0] / 65535);
  assert.throws(() => loadTable(name, 3), /too few pieces/);
});

test('level perfect plays every race variant from its own table, and refuses the others', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'royal-ur-tables-'));
  const files = new Map<VariantName, ByteSource & { close(): Promise<void> }>();
  for (const variant of ['masters', 'blitz', 'aseb'] as const) {
    const own = resolveRules(variant, { pieces: 2 });
    const ownMoves = new TableMoves(own, 2);
    const ownValues = quantise(solveTable(ownMoves).values);
    const name = path.join(dir, `${variant}-2.bin`);
    const header = encodeHeader({
      rules: tableRules(own, ownMoves.layout),
      positions: ownMoves.index.size,
      start: ownValues[0],
      checksum: crc32(new Uint8Array(ownValues.buffer)),
    });
    writeFileSync(name, Buffer.concat([header, new Uint8Array(ownValues.buffer)]));
    files.set(variant, await fileSource(name));
  }
  forgetPerfectTables();
  for (const [variant, source] of files) {
    const own = resolveRules(variant, { pieces: 2 });
    const solver = new Solver(own, 2);
    solver.solve();
    const layout = createLayout(own);
    const state = initialState(layout);
    const dice = new Random(11);
    const sources = new Int8Array(layout.home + 1);
    const trial = cloneState(state);
    let decisions = 0;
    while (state.phase !== PHASE_OVER && decisions < 12) {
      if (state.phase !== PHASE_MOVE) {
        applyThrow(layout, state, dice.throwValue(layout.dice));
        continue;
      }
      const decision = await perfectDecision(source.name, own, state, () => source);
      assert.ok(decision && decision.depth === -1, `${variant}: the table answers`);
      // The table's best move is worth the engine-driven solver's best, within the table's rounding.
      let best = 0;
      for (let i = 0; i < legalMoveSources(layout, state, sources); i++) {
        copyState(trial, state);
        applyMove(layout, trial, sources[i]);
        best = Math.max(best, solver.chanceFor(trial, state.turn));
      }
      assert.ok(Math.abs(decision.winChance - best) < 1e-4, `${variant}: ${decision.winChance} vs ${best}`);
      applyMove(layout, state, decision.from);
      decisions++;
    }
    assert.ok(decisions >= 6, variant);
  }
  // Another variant's table is refused (the caller plays as expert).
  const warn = console.warn;
  console.warn = () => {};
  try {
    const blitz = resolveRules('blitz', { pieces: 2 });
    const state = initialState(createLayout(blitz));
    applyThrow(createLayout(blitz), state, 2);
    const aseb = files.get('aseb')!;
    assert.equal(await perfectDecision(aseb.name, blitz, state, () => aseb), null);
  } finally {
    console.warn = warn;
    for (const source of files.values()) await source.close();
  }
});
