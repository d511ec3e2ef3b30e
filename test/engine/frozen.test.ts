/** Exported data is deeply frozen, and nothing a caller gets from a Game reaches into it (issue 9). */
import { expect } from '@open-wc/testing';
import { vandalise } from './helpers.js';
import {
  BOARDS,
  createGame,
  DICE,
  FIRST_PLAYERS,
  loadGame,
  PATHS,
  PLAYERS,
  PRESETS,
  TILE_POINTS,
  VARIANTS,
  core,
} from '../../src/engine/index.js';

function expectDeeplyFrozen(value: unknown, path: string): void {
  if (value === null || typeof value !== 'object') return;
  expect(Object.isFrozen(value), path).to.equal(true);
  for (const key of Reflect.ownKeys(value))
    expectDeeplyFrozen((value as Record<PropertyKey, unknown>)[key], `${path}.${String(key)}`);
}

describe('frozen: exported data', () => {
  it('presets, boards, paths, tile points, dice and name lists are deeply frozen', () => {
    const exported = {
      PRESETS,
      BOARDS,
      PATHS,
      TILE_POINTS,
      DICE,
      VARIANTS,
      PLAYERS,
      FIRST_PLAYERS,
      KIND_CODES: core.KIND_CODES,
    };
    for (const [name, value] of Object.entries(exported)) expectDeeplyFrozen(value, name);
    expect(() => {
      (PRESETS.bell.tileKinds as Record<string, string>).A1 = 'plain';
    }).to.throw(TypeError);
  });

  it("a game's rules and layout are frozen and shared only by games of the same rules", () => {
    const a = createGame({ variant: 'bell', seed: 1 });
    const b = createGame({ variant: 'bell', seed: 2, rules: { pieces: 3 } });
    expectDeeplyFrozen(a.rules, 'rules');
    expectDeeplyFrozen(a.layout, 'layout');
    expect(a.rules).to.equal(PRESETS.bell);
    expect(b.rules).not.to.equal(PRESETS.bell);
    expect(b.rules.pieces).to.equal(3);
    expect(PRESETS.bell.pieces).to.equal(7);
  });
});

describe('frozen: results and getters are copies or frozen', () => {
  it('editing every result, getter and move changes neither the game, its record nor a later game', () => {
    const game = createGame({ variant: 'bell', seed: 11, rules: { targetScore: 5 } });
    for (let step = 0; step < 4000 && game.awaiting().action !== 'nothing'; step++) {
      const awaiting = game.awaiting();
      for (const view of [
        game.position(),
        game.legalMoves(),
        game.turnInfo,
        game.lastThrow,
        game.match,
        game.state,
        game.actions,
        game.toJSON(),
        game.awaiting(),
      ])
        vandalise(view);
      let result: unknown;
      if (awaiting.action === 'throw') result = game.throwDice();
      else if (awaiting.action === 'next-game') result = game.nextGame();
      else if (awaiting.action === 'bonus' && step % 2 === 0) result = game.decline();
      else result = game.move(game.legalMoves()[step % game.legalMoves().length]);
      vandalise(result);
    }
    expect(game.awaiting().action).to.equal('nothing');
    const record = game.toJSON();
    expect(JSON.stringify(record)).not.to.contain('HACKED');
    expect(JSON.stringify(game.position())).not.to.contain('HACKED');
    expect(loadGame(record).position().notation).to.equal(game.position().notation);
    const later = createGame({ variant: 'bell', seed: 1 });
    expect(later.rules).to.deep.equal(structuredClone(PRESETS.bell));
    expect(later.rules.tileKinds.A1).to.equal('rosette');
  });

  it('moves read like plain data, and one of an earlier position still describes its own', () => {
    const game = createGame({ seed: 4 });
    game.throwDice(2);
    const [first] = game.legalMoves();
    const plain = JSON.parse(JSON.stringify(first));
    expect(plain).to.include({ from: 'reserve', to: 'A3', notation: 'R-A3', distance: 2, enter: true });
    expect({ ...first.toJSON?.() }).to.deep.equal(plain);
    game.move(first);
    game.throwDice(3);
    expect(JSON.parse(JSON.stringify(first))).to.deep.equal(plain);
    expect(first.notation).to.equal('R-A3');
  });

  it('throwDice(NaN) and every bad value are named as they are', () => {
    const game = createGame({ seed: 1 });
    expect(() => game.throwDice(NaN)).to.throw('four-binary dice cannot show NaN: expected one of 0, 1, 2, 3, 4');
    expect(() => game.throwDice(null as unknown as number)).to.throw(/cannot show null/);
    expect(() => game.apply(NaN as unknown as string)).to.throw(/an action must be a string, got NaN/);
    expect(() => createGame({ seed: NaN })).to.throw(/seed must be a finite number or a string, got NaN/);
    expect(() => createGame({ rules: { pieces: NaN } })).to.throw(/pieces must be a whole number from 1 to 7, got NaN/);
    expect(() => createGame({ rules: { targetScore: Infinity } })).to.throw(/got Infinity/);
    expect(() => loadGame({ format: 'royal-ur', version: NaN })).to.throw(/unsupported version NaN/);
    game.throwDice(2);
    expect(() => game.move(undefined as unknown as string)).to.throw(/got undefined/);
  });
});
