/** Shared helpers of the engine tests (not a test file itself). */
import { expect } from '@open-wc/testing';
import { createGame, type Game, type GameOptions, type Move } from '../../src/engine/index.js';

/** Everything observable about a game, to prove an action changed nothing. */
export function observe(game: Game) {
  return {
    position: game.position(),
    record: JSON.stringify(game.toJSON()),
    phase: game.phase,
    turn: game.turn,
    turnInfo: game.turnInfo,
    moves: game.legalMoves(),
    state: game.state,
  };
}

/** Asserts that `action` throws an error matching `message` and leaves `game` exactly as it was. */
export function expectRejected(game: Game, action: () => unknown, message: RegExp): void {
  const before = observe(game);
  expect(action).to.throw(message);
  expect(observe(game)).to.deep.equal(before);
}

/** A game from a position string. */
export function at(start: string, options: Omit<GameOptions, 'start'> = {}): Game {
  return createGame({ seed: 1, ...options, start });
}

/** The legal move starting on `from`; fails the test if there is none. */
export function moveFrom(game: Game, from: string): Move {
  const move = game.legalMoves().find((candidate) => candidate.from === from);
  expect(
    move,
    `a legal move from ${from} among ${game
      .legalMoves()
      .map((m) => m.notation)
      .join(', ')}`,
  ).to.exist;
  return move!;
}

/** The starting squares of the legal moves, sorted. */
export function sources(game: Game): string[] {
  return game
    .legalMoves()
    .map((move) => move.from)
    .sort();
}

/** Tries to overwrite, extend and empty everything reachable from `value`; strict-mode errors (frozen data) are the point. */
export function vandalise(value: unknown, depth = 0): void {
  if (value === null || typeof value !== 'object' || depth > 8) return;
  const target = value as Record<string, unknown>;
  for (const key in target) {
    vandalise(target[key], depth + 1);
    try {
      target[key] = 'HACKED';
    } catch {
      // frozen or a getter
    }
  }
  try {
    if (Array.isArray(target)) target.splice(0, target.length, 'HACKED');
    else if (target instanceof Int8Array) target.fill(9);
    else target.hacked = 'HACKED';
  } catch {
    // frozen
  }
}
