/**
 * An unsupported Node is refused up front, in one line (issue 45 item 11): `npm ci` by npm's
 * engine-strict (.npmrc), `npm test` and `npm start` by scripts/require-node.mjs before anything runs.
 * Node 20 is this Node told to say it is 20 (test/fixtures/node-20.mjs, preloaded).
 */
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { root } from './built-dist.js';

const node20 = path.join(root, 'test/fixtures/node-20.mjs');

/** npm's own script (npm-cli.js): the one running this test, else the `npm` on PATH. */
function npmCli(): string {
  if (process.env.npm_execpath?.endsWith('.js')) return process.env.npm_execpath;
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const npm = path.join(dir, 'npm');
    if (existsSync(npm)) return realpathSync(npm);
  }
  throw new Error('npm not found on PATH');
}

/**
 * `npm run <script>` on "Node 20": its exit code and output, or null after 30 s (the script ran on;
 * its whole process group is stopped then, the test runner or servers it started included).
 */
function npmRunOnNode20(script: string): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [npmCli(), 'run', script, '--silent'], {
      cwd: root,
      detached: true,
      env: { ...process.env, NODE_OPTIONS: `--import=${node20}` },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    let ranOn = false;
    const timer = setTimeout(() => {
      ranOn = true;
      process.kill(-child.pid!, 'SIGKILL');
    }, 30_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ status: ranOn ? null : code, stdout, stderr });
    });
  });
}

describe('an unsupported Node', () => {
  it('is refused by `npm test` and `npm start` in one line, before anything runs', async () => {
    for (const script of ['test', 'start']) {
      const run = await npmRunOnNode20(script);
      assert.equal(run.status, 1, `npm ${script}: ${run.stdout}${run.stderr}`);
      assert.equal(run.stdout.trim(), '');
      assert.equal(
        run.stderr.trim(),
        'royal-ur needs Node 22 or later (package.json "engines"); this is Node 20.20.2. Install Node 22 (.ci/run does) and run again.',
      );
    }
  });

  it('is refused by `npm ci` (engine-strict), not only warned about', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'royal-ur-engines-'));
    for (const file of ['package.json', 'package-lock.json', '.npmrc']) {
      if (existsSync(path.join(root, file))) copyFileSync(path.join(root, file), path.join(dir, file));
    }
    const run = spawnSync(process.execPath, ['--import', node20, npmCli(), 'ci', '--dry-run', '--offline'], {
      cwd: dir,
      encoding: 'utf8',
      timeout: 60_000,
    });
    assert.notEqual(run.status, 0, run.stdout);
    assert.match(run.stderr, /npm error notsup Required: \{"node":">=22"\}/);
  });

  it('is let through when it is the version package.json asks for', () => {
    const run = spawnSync(process.execPath, [path.join(root, 'scripts/require-node.mjs')], { encoding: 'utf8' });
    assert.equal(run.status, 0, run.stderr);
    assert.equal(run.stderr, '');
  });
});
