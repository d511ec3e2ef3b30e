/** The server's payload checks use the engine's own limits, not copies of them. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MAX_ACTION_TEXT, MAX_ACTIONS, parseAction } from '../../src/engine/index.js';
import { checkAction } from '../../src/protocol/schema.js';

const payload = (index: number, action: string) => ({ room: 'ABCD', index, action });

test("an action's length is bounded by the engine's MAX_ACTION_TEXT", () => {
  const longest = `A4-A2${' '.repeat(MAX_ACTION_TEXT - 5)}`;
  assert.deepEqual(parseAction(longest), parseAction('A4-A2'));
  assert.equal(checkAction(payload(0, longest)).ok, true);
  assert.equal(checkAction(payload(0, `${longest} `)).ok, false);
});

test("an action's index is bounded by the engine's MAX_ACTIONS", () => {
  assert.equal(checkAction(payload(MAX_ACTIONS - 1, 't3')).ok, true);
  assert.equal(checkAction(payload(MAX_ACTIONS, 't3')).ok, false);
});
