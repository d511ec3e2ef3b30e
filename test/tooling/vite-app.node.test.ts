/**
 * Apps that install the package get one copy of everything (issue 13): a Vite app with Lit of its
 * own (test/fixtures/vite-app) imports `royal-ur` and `royal-ur/engine`; its build must hold one
 * copy of Lit and one of the engine, and the worker file as an asset of its own. Uses dist/
 * (built first when older than the sources) as an installed package would.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { ensureBuilt, root } from './built-dist.js';

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

const count = (text: string, needle: string) => text.split(needle).length - 1;

describe('a Vite app that installs royal-ur', () => {
  let app: string;
  let output: { file: string; code: string }[];

  before(async () => {
    ensureBuilt(['royal-ur.js', 'engine.js', 'royal-ur-ai.js']);
    app = mkdtempSync(path.join(tmpdir(), 'royal-ur-app-'));
    cpSync(path.join(root, 'test/fixtures/vite-app'), app, { recursive: true });
    // Installed as npm would: the package (its package.json and dist/) and Lit, both under node_modules.
    mkdirSync(path.join(app, 'node_modules'));
    symlinkSync(root, path.join(app, 'node_modules/royal-ur'), 'dir');
    for (const name of ['lit', 'lit-html', 'lit-element', '@lit'])
      symlinkSync(path.join(root, 'node_modules', name), path.join(app, 'node_modules', name), 'dir');
    await build({
      configFile: false,
      root: app,
      logLevel: 'silent',
      build: { outDir: path.join(app, 'out'), minify: true },
    });
    output = files(path.join(app, 'out'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => ({ file, code: readFileSync(file, 'utf8') }));
  });

  after(() => rmSync(app, { recursive: true, force: true }));

  it('holds one copy of Lit and one of the engine', () => {
    const all = output.map((entry) => entry.code).join('\n');
    assert.equal(count(all, 'litHtmlVersions'), 1, 'lit-html once');
    assert.equal(count(all, 'reactiveElementVersions'), 1, '@lit/reactive-element once');
    assert.equal(count(all, 'game options must be an object'), 1, 'the engine once');
    const entry = output.find((file) => file.code.includes('app-shell'))!;
    // The figure the README quotes: what the app's page loads before the board is playable.
    console.log(
      `fixture app: ${path.basename(entry.file)} ${(gzipSync(entry.code, { level: 9 }).length / 1024).toFixed(2)} KB gzipped`,
    );
  });

  it('ships the worker as a file of its own, found from the module that starts it', () => {
    const worker = output.filter(
      (entry) => entry.code.includes('self.postMessage') && !entry.code.includes('customElements'),
    );
    assert.equal(
      worker.length,
      1,
      `one worker file among ${output.map((entry) => path.basename(entry.file)).join(', ')}`,
    );
    const name = path.basename(worker[0].file);
    assert.ok(
      output.some((entry) => entry.code.includes(name) && entry !== worker[0]),
      `the app starts ${name}`,
    );
  });
});
