/**
 * What a page loads before the board is playable (issue 13) leaves out the parts only some boards
 * show: the computer's loop, the game-over panel, the hint bar, the tile kinds Finkel lacks, the
 * review view, the puzzle view, the lessons, the words of an online connection and the move layer (the last turn's marks, the
 * moves a person can choose, the animations: issue 33) come as parts of their own, for the ES bundle
 * and the classic script alike. Builds dist/ first unless it is newer than every source file.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ensureBuilt, root } from './built-dist.js';

const dist = path.join(root, 'dist');

/** `file` and every file it imports statically (paths relative to dist/), as scripts/build.mjs counts a first load. */
function firstLoad(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(path.join(dist, file), 'utf8');
  for (const [, spec] of code.matchAll(
    /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{},\s]+?from\s*)?["'](\.[^"']+)["']/g,
  )) {
    firstLoad(path.posix.join(path.posix.dirname(file), spec), seen);
  }
  return seen;
}

/** A distinctive string of each part's source, as it stands in the minified bundles. */
const PARTS = {
  computer: 'the computer player failed',
  'game-over': 'game-over-title',
  'hint-bar': 'part="hint"',
  'tile-art': 'M-30-26 -6 0-30 26',
  'review-view': 'royal-ur-review',
  'puzzle-view': 'royal-ur-puzzle',
  'learn-view': 'royal-ur-learn',
  connection: 'Connecting to the game server',
  'move-layer': 'class="ring"',
  // Lit's hydration, fetched only by a board drawn on the server (royal-ur/ssr).
  hydrate: 'overrideDirectiveResolve',
  // The start-position reader: the engine's Game with it (records, puzzles, lessons, the review).
  'game-start': 'invalid position',
};

describe('the first load', () => {
  ensureBuilt(['royal-ur.bundled.js', 'royal-ur.iife.js']);
  const code = (files: Iterable<string>) =>
    [...files].map((file) => readFileSync(path.join(dist, file), 'utf8')).join('\n');

  for (const [entry, folder] of [
    ['royal-ur.bundled.js', 'bundled'],
    ['royal-ur.iife.js', 'classic'],
  ]) {
    it(`${entry} leaves out the computer, the game-over panel, the hint bar, the tile kinds Finkel lacks, the review and puzzle views, the lessons, the connection words, the move layer, the hydration and the start-position reader; ${folder}/ has each as a part`, () => {
      const first = code(firstLoad(entry));
      const parts = readdirSync(path.join(dist, folder));
      for (const [part, text] of Object.entries(PARTS)) {
        assert.ok(!first.includes(text), `${part} is not in the first load of ${entry}`);
        // Chunks are named after their modules, so two can share a name (shell/ and i18n/connection.ts).
        const files = parts.filter((name) => name.startsWith(`${part}-`));
        assert.ok(files.length > 0, `${folder}/ has ${part}`);
        assert.ok(
          files.some((file) => code([path.join(folder, file)]).includes(text)),
          `one of ${files.map((file) => `${folder}/${file}`).join(', ')} is ${part}`,
        );
      }
    });
  }
});

describe("a part's own imports", () => {
  ensureBuilt(['royal-ur.bundled.js', 'royal-ur.iife.js']);
  const named = (folder: string, part: string) => {
    const file = readdirSync(path.join(dist, folder)).find((name) => name.startsWith(`${part}-`));
    assert.ok(file, `${folder}/ has ${part}`);
    return file;
  };

  it("are asked for with the part, not once it has arrived: the review's part asks for the view and every chunk the view imports at once, in the ES bundle and the classic script", () => {
    const first = firstLoad('royal-ur.bundled.js');
    const view = named('bundled', 'review-view');
    const ahead = [...firstLoad(`bundled/${view}`)]
      .filter((file) => !first.has(file))
      .map((file) => path.posix.basename(file));
    assert.ok(ahead.length > 3, `the view imports chunks of its own: ${ahead.join(', ')}`);
    for (const [folder, call] of [
      ['bundled', (file: string) => `import("./${file}")`],
      ['classic', (file: string) => `.load("${file}")`],
    ] as const) {
      const code = readFileSync(path.join(dist, folder, named(folder, 'review-part')), 'utf8');
      // One expression: the view's chunks first, then the view, all asked for before any arrives.
      const asked = code.slice(0, code.indexOf(call(view)) + call(view).length);
      for (const file of ahead)
        assert.ok(asked.includes(call(file)), `${folder}/review-part asks for ${file} with the view`);
    }
  });
});

describe("the server's own code", () => {
  ensureBuilt(['royal-ur.bundled.js', 'royal-ur.iife.js', 'online.js', 'server.js']);
  /** A sentence of server/identity.ts, which verifies players' identity tokens with `jose`. */
  const IDENTITY = 'the identity token is not a signed JWT';
  const files = (folder = ''): string[] =>
    readdirSync(path.join(dist, folder), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? files(path.posix.join(folder, entry.name))
        : entry.name.endsWith('.js')
          ? [path.posix.join(folder, entry.name)]
          : [],
    );

  it('stays out of every bundle a page loads: no identity verification, no jose, in the element or the connector', () => {
    const server = files().filter((file) => file.startsWith('server'));
    assert.ok(
      server.some((file) => readFileSync(path.join(dist, file), 'utf8').includes(IDENTITY)),
      'the server bundle verifies identities',
    );
    for (const file of files().filter((name) => !server.includes(name))) {
      const code = readFileSync(path.join(dist, file), 'utf8');
      assert.ok(!code.includes(IDENTITY), `${file} holds the server's identity code`);
      assert.ok(!/["']jose["']/.test(code), `${file} imports jose`);
    }
  });
});
