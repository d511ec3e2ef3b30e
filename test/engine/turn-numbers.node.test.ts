// One numbering: each action's turn number as the move list counts turns (engine's turnNumbers).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createGame } from '../../src/engine/index.js';
import { turnNumbers, type Acted } from '../../src/engine/turns.js';

/** Plays `actions` from the finkel start (light first), and returns them with who made each. */
function acted(actions: string[]): Acted[] {
  const game = createGame({ variant: 'finkel', seed: 1 });
  return actions.map((action) => {
    const player = game.turn;
    game.apply(action);
    return { action, player };
  });
}

test('a turn is one player’s actions in a row; a throw carries the number of the turn it starts', () => {
  // Light's rosette gives another throw (one turn of two moves), dark likewise, light's 0, dark's capture.
  const opening = acted(['h4', 'R-A1*', 'h2', 'A1-B2', 'h4', 'R-C1*', 'h1', 'C1-B1', 'h0', 'h1', 'B1xB2']);
  assert.deepEqual(turnNumbers(opening), [1, 1, 1, 1, 2, 2, 2, 2, 3, 4, 4]);
  // Dark's first throw is turn 2, not the number of light's last move.
  assert.equal(turnNumbers(opening)[4], 2);
});

test('a starting point counts 0 and `next` starts no turn', () => {
  const start: Acted = { action: null, player: null };
  assert.deepEqual(
    turnNumbers([
      start,
      { action: 't3', player: 'light' },
      { action: 'A4-A1*', player: 'light' },
      { action: 'next', player: 'light' },
      { action: 't5', player: 'dark' },
    ]),
    [0, 1, 1, 1, 2],
  );
  assert.deepEqual(turnNumbers([]), []);
});
