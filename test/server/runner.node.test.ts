import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createGame } from '../../src/engine/index.js';

test('node tests run the engine from TypeScript sources', () => {
  const game = createGame({ seed: 1 });
  assert.equal(game.phase, 'throw');
});
