/// <reference types="node" />
// `npm run puzzles` on a small table solved here (finkel, 3 pieces): it writes puzzles that its own
// check passes against the table, and its check refuses a file whose answer or chances the table
// contradicts.
import { test } from 'node:test';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import assert from 'node:assert/strict';
import { resolveRules } from '../../src/engine/index.js';
import { crc32, tableRules } from '../../src/ai/tables/table-file.js';
import { encodeHeader } from '../../tools/table-write.js';
import { TableMoves } from '../../tools/table-moves.js';
import { quantise, solveTable } from '../../tools/table-solve.js';
import { decodePuzzle, encodePuzzle } from '../../src/puzzles/format.js';

const dir = mkdtempSync(path.join(tmpdir(), 'royal-ur-puzzles-'));
const tableFile = path.join(dir, 'finkel-3.bin');
const out = path.join(dir, 'finkel.ts');
const moves = new TableMoves(resolveRules('finkel', { pieces: 3 }), 3);
const values = quantise(solveTable(moves).values);
const body = new Uint8Array(values.buffer);
writeFileSync(
  tableFile,
  Buffer.concat([
    encodeHeader({
      rules: tableRules(moves.layout.rules, moves.layout),
      positions: moves.index.size,
      start: values[0],
      checksum: crc32(body),
    }),
    body,
  ]),
);

const run = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/puzzles.ts', '--table', tableFile, '--out', out, ...args], {
    encoding: 'utf8',
  });

/** The file's puzzle lines, and a function writing the file with one of them changed. */
function lines() {
  const text = readFileSync(out, 'utf8');
  const all = /lines: `([^`]*)`/.exec(text)![1].split('\n').filter(Boolean);
  return {
    all,
    writeWith: (index: number, line: string) => writeFileSync(out, text.replace(all[index], line)),
  };
}

test('the script writes puzzles that pass its check against the table, and the check catches a wrong file', () => {
  const written = run('--count', '6', '--seed', '3', '--natural', 'medium', '--games', '5000');
  assert.equal(written.status, 0, written.stderr + written.stdout);
  assert.match(written.stdout, /checked 6 puzzles .*: 0 failures/);
  const { all, writeWith } = lines();
  assert.equal(all.length, 6);
  assert.match(readFileSync(out, 'utf8'), /variant: 'finkel',\n {2}natural: 'medium',\n {2}pieces: 3,/);

  // The same seed writes the same file.
  const again = run('--count', '6', '--seed', '3', '--natural', 'medium', '--games', '5000');
  assert.equal(again.status, 0);
  assert.deepEqual(lines().all, all);

  // An answer the table does not make best: the natural move recorded as the best.
  const line = decodePuzzle(all[0], 'test');
  const best = line.options.reduce((a, b) => (b.chance > a.chance ? b : a));
  const natural = line.options.find(({ from }) => from === line.natural)!;
  [best.chance, natural.chance] = [natural.chance, best.chance];
  writeWith(0, encodePuzzle(line));
  const swapped = run('--check');
  assert.equal(swapped.status, 1);
  assert.match(swapped.stderr, /finkel-1 .*: the table's best move is .*, the file says/);
  assert.match(swapped.stderr, /recorded chance/);

  // A chance off by a ten-thousandth.
  const slightly = decodePuzzle(all[0], 'test');
  slightly.options[0].chance += 0.0001;
  writeWith(0, encodePuzzle(slightly));
  const off = run('--check');
  assert.equal(off.status, 1);
  assert.match(off.stderr, /finkel-1 .*: .* recorded chance/);
  assert.doesNotMatch(off.stderr, /best move/);
});

test('--throws every finds puzzles in fewer games, and they pass the same check', () => {
  const gamesOf = () => Number(/from (\d+) seeded games/.exec(readFileSync(out, 'utf8'))![1]);
  const args = ['--count', '6', '--seed', '3', '--natural', 'medium', '--games', '5000'];
  const thrown = run(...args);
  assert.equal(thrown.status, 0, thrown.stderr + thrown.stdout);
  const thrownGames = gamesOf();
  const every = run(...args, '--throws', 'every');
  assert.equal(every.status, 0, every.stderr + every.stdout);
  assert.match(every.stdout, /checked 6 puzzles .*: 0 failures/);
  assert.match(readFileSync(out, 'utf8'), /--seed 3 --throws every` from \d+ seeded games/);
  assert.ok(gamesOf() < thrownGames, `${gamesOf()} games with every throw, ${thrownGames} with the thrown one`);

  const wrong = run(...args, '--throws', 'some');
  assert.equal(wrong.status, 1);
  assert.match(wrong.stderr, /--throws takes thrown or every/);
});
