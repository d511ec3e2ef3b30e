// @ts-check
// `npm test`: the Node-side tests (server, online connector, anything that needs real sockets or a
// second browser page: test/**/*.node.test.ts, run by node's test runner through tsx), then every
// browser test (web-test-runner in Chromium). Prints one `N passed, N failed` line for both.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { requireNode } from './require-node.mjs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

requireNode();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** @param {string} dir @returns {string[]} */
function findNodeTests(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return findNodeTests(full);
    return name.endsWith('.node.test.ts') ? [path.relative(root, full)] : [];
  });
}

/**
 * Runs a command, echoing its output, and returns what it printed.
 * @param {string} command @param {string[]} args
 * @returns {Promise<{ code: number, output: string }>}
 */
function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        output += chunk;
        (stream === child.stdout ? process.stdout : process.stderr).write(chunk);
      });
    }
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** @param {string} output @param {RegExp} pattern */
const lastNumber = (output, pattern) => {
  const all = [...output.matchAll(pattern)];
  return all.length ? Number(all[all.length - 1][1]) : null;
};

const only = process.argv[2]; // `npm test -- node` or `npm test -- browser` runs one half
let passed = 0;
let failed = 0;
let status = 0;

if (only !== 'browser') {
  const files = findNodeTests(path.join(root, 'test'));
  if (files.length > 0) {
    // A file, not stdout: the runner flushes a file reporter before its forced exit.
    const verdictsFile = path.join(mkdtempSync(path.join(tmpdir(), 'royal-ur-verdicts-')), 'verdicts.txt');
    const result = await run(process.execPath, [
      '--import',
      'tsx',
      '--import',
      './scripts/test-report-pipe.mjs',
      '--test',
      // A test file whose servers or sockets keep its event loop alive must not hold the run open forever.
      '--test-force-exit',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=./scripts/test-verdicts.mjs',
      `--test-reporter-destination=${verdictsFile}`,
      '--test-concurrency=1',
      ...files,
    ]);
    const pass = lastNumber(result.output, /^\S* ?pass (\d+)$/gm);
    const fail = lastNumber(result.output, /^\S* ?fail (\d+)$/gm);
    // A test that ran out of time is "cancelled", not "fail": it failed all the same.
    const cancelled = lastNumber(result.output, /^\S* ?cancelled (\d+)$/gm) ?? 0;
    // A test that started and never ended (its file stopped early) failed too (scripts/test-verdicts.mjs).
    const verdicts = existsSync(verdictsFile) ? readFileSync(verdictsFile, 'utf8') : '';
    process.stdout.write(verdicts);
    const unfinished = lastNumber(verdicts, /^verdicts missing: (\d+)$/gm) ?? 1;
    passed += pass ?? 0;
    // A run that crashed before its summary counts as one failure, so the line never hides it.
    failed += (fail ?? 1) + cancelled + unfinished;
    if (unfinished > 0 && status === 0) status = 1;
    if (result.code !== 0) status = result.code;
  }
}

if (only !== 'node') {
  const result = await run(process.execPath, [
    path.join(root, 'node_modules/@web/test-runner/dist/bin.js'),
    '--config',
    'web-test-runner.config.mjs',
  ]);
  const match = [...result.output.matchAll(/^browser: (\d+) passed, (\d+) failed$/gm)].pop();
  passed += match ? Number(match[1]) : 0;
  failed += match ? Number(match[2]) : 1;
  if (result.code !== 0) status = result.code;
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(status || (failed > 0 ? 1 : 0));
