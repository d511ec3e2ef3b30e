import { expect } from '@open-wc/testing';
import * as engine from '../../src/engine/index.js';

describe('engine: public surface (src/engine/index.ts)', () => {
  it('exports the public surface the AI and the element build on', () => {
    for (const name of [
      'createGame',
      'Game',
      'loadGame',
      'validateRecord',
      'validateRules',
      'resolveRules',
      'ruleOptionsOf',
      'PRESETS',
      'VARIANTS',
      'BOARDS',
      'PATHS',
      'DICE',
      'Random',
      'core',
      'moveNotation',
      'parseMoveNotation',
      'parsePosition',
      'positionToString',
      'scorePieces',
      'RECORD_FORMAT',
      'RECORD_VERSION',
    ]) {
      expect(engine, name).to.have.property(name);
    }
    for (const name of [
      'createLayout',
      'initialState',
      'legalMoveSources',
      'applyThrow',
      'applyMove',
      'declineBonus',
      'cloneState',
      'copyState',
      'PHASE_MOVE',
      'PHASE_EYES',
    ]) {
      expect(engine.core, `core.${name}`).to.have.property(name);
    }
  });

  it('game.state and game.rules are plain, structured-cloneable data (what the AI worker receives)', () => {
    const game = engine.createGame({ variant: 'bell', seed: 1 });
    expect(structuredClone(game.state)).to.deep.equal(game.state);
    expect(structuredClone(game.rules)).to.deep.equal(game.rules);
    expect(engine.core.createLayout(structuredClone(game.rules)).home).to.equal(game.layout.home);
  });
});
