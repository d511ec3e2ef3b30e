/**
 * A start position is read by the engine's `Game` (game-start.ts, what index.ts exports), not by
 * the class in game.ts that the element's first load takes: that one starts every game from the
 * initial position and refuses a start with a clear error rather than playing from elsewhere.
 * A process of its own, so that nothing has handed game.ts the reader before the first test.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Game as FirstLoadGame } from '../../src/engine/game.js';

const START = 'r5 h1 A3 / r7 h0 / dark throw';

test("game.ts's Game, without the reader, plays from the initial position and refuses a start clearly", () => {
  assert.equal(new FirstLoadGame({ seed: 1 }).position().notation, 'r7 h0 / r7 h0 / light throw');
  assert.throws(() => new FirstLoadGame({ start: START }), /a start position needs the engine's Game/);
});

test("the engine's Game reads a start, and bad text gives the reader's clear error", async () => {
  const { Game, createGame, loadGame } = await import('../../src/engine/index.js');
  assert.equal(new Game({ start: START }).position().notation, START);
  assert.equal(createGame({ start: START }).position().notation, START);
  assert.throws(() => createGame({ start: 'r7 h0 / r7 h0' }), /invalid position "r7 h0 \/ r7 h0": expected/);
  // A record with a start replays from it.
  const record = createGame({ start: START, seed: 3 }).toJSON();
  assert.equal(loadGame(record).position().notation, START);
  // Loading the engine's Game hands the reader to its games alone, not to game.ts's class.
  assert.throws(() => new FirstLoadGame({ start: START }), /a start position needs the engine's Game/);
  assert.ok(new Game({ seed: 1 }) instanceof FirstLoadGame);
});
