/** The engine runs in Node, in workers and on a server: no module of src/engine touches the DOM or Lit. */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';

const ENGINE = new URL('../../src/engine/', import.meta.url);
const FORBIDDEN =
  /\b(document|window|HTMLElement|customElements|navigator|localStorage|requestAnimationFrame)\b|from ['"]lit/;

test('no engine source touches the DOM or Lit', () => {
  const files = readdirSync(ENGINE, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.ts'));
  assert.ok(files.length >= 12, `found only ${files.length} engine modules`);
  for (const name of files) {
    const source = readFileSync(new URL(name, ENGINE), 'utf8');
    assert.equal(FORBIDDEN.exec(source)?.[0] ?? null, null, `src/engine/${name}`);
  }
});
