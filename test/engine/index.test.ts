import { expect } from '@open-wc/testing';
import * as engine from '../../src/engine/index.js';

const MODULES = ['dice', 'game', 'index', 'moves', 'notation', 'record', 'rules', 'scoring'];

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

  it('no engine source touches the DOM or Lit (it must run in Node and in workers)', async () => {
    const forbidden =
      /\b(document|window|HTMLElement|customElements|navigator|localStorage|requestAnimationFrame)\b|from ['"]lit/;
    for (const name of MODULES) {
      const source = await (await fetch(new URL(`../../src/engine/${name}.ts`, import.meta.url))).text();
      expect(source.length, name).to.be.above(100);
      expect(forbidden.exec(source)?.[0] ?? null, `${name}.ts`).to.equal(null);
    }
  });
});
