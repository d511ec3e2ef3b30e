import { expect } from '@open-wc/testing';
import { core, createGame, resolveRules } from '../../src/engine/index.js';
import { think } from '../../src/ai/worker/client.js';
import { bellLearnedApplies, bellLearnedEvaluation } from '../../src/ai/learned/bell-learned.js';
import { BellNetwork, bellInputCount } from '../../src/ai/learned/bell-network.js';
import { loadBellWeights } from '../../src/ai/learned/bell-weights-loader.js';
import * as bellWeights from '../../src/ai/learned/bell-weights.js';
import { ComputerPlayers } from '../../src/ai/search/levels.js';
import { decodeWeights } from '../../src/ai/learned/network.js';
import { decisionPositions, optionsOf } from './helpers.js';

const rules = resolveRules('bell');
const layout = core.createLayout(rules);
const network = new BellNetwork(
  layout,
  decodeWeights(
    bellWeights.BELL_NETWORK_SHAPE.inputs,
    bellWeights.BELL_NETWORK_SHAPE.hidden,
    bellWeights.BELL_NETWORK_WEIGHTS,
  ),
);

describe("ai/bell-network: bell's evaluation learned by self-play", () => {
  it("applies to bell's own rules, whatever the match target or first player", () => {
    expect(bellLearnedApplies(rules)).to.equal(true);
    expect(bellLearnedApplies(resolveRules('bell', { targetScore: 50, firstPlayer: 'dark' }))).to.equal(true);
    expect(bellLearnedApplies(resolveRules('bell', { pieces: 3 }))).to.equal(false);
    expect(bellLearnedApplies(resolveRules('finkel'))).to.equal(false);
    expect(bellLearnedEvaluation(bellWeights)(resolveRules('finkel'))).to.equal(null);
    expect(bellWeights.BELL_NETWORK_SHAPE.inputs).to.equal(bellInputCount(layout));
  });

  it('loads its weights on demand, the same as shipped', async () => {
    const loaded = await loadBellWeights();
    expect(loaded.BELL_NETWORK_WEIGHTS).to.equal(bellWeights.BELL_NETWORK_WEIGHTS);
  });

  it('rates the start close to even, and a player far ahead near certain to win', () => {
    const start = createGame({ variant: 'bell', start: 'r7 h0 / r7 h0 / light throw' });
    expect(network.throwerChance(start.state)).to.be.within(0.4, 0.6);
    const ahead = createGame({ variant: 'bell', start: 'r0 h6 A7 / r7 h0 / light throw' });
    expect(network.lightChance(ahead.state)).to.be.above(0.9);
    const behind = createGame({ variant: 'bell', start: 'r0 h6 A7 / r7 h0 / dark throw' });
    expect(network.lightChance(behind.state)).to.be.above(0.8);
    // The same position from the other side: the network reads the player to throw, so it mirrors.
    const mirrored = createGame({ variant: 'bell', start: 'r7 h0 / r0 h6 C7 / dark throw' });
    expect(network.lightChance(mirrored.state)).to.be.closeTo(1 - network.lightChance(ahead.state), 1e-9);
  });

  it('values an eyes bonus as the best of its options for the player offered it', () => {
    let checked = 0;
    for (let seed = 1; seed <= 40 && checked < 5; seed++) {
      for (const state of decisionPositions(rules, seed, 300)) {
        if (state.phase !== core.PHASE_EYES) continue;
        const values = optionsOf(layout, state).map((from) => {
          const child = core.cloneState(state);
          if (from < 0) core.declineBonus(child);
          else core.applyMove(layout, child, from);
          return network.lightChance(child);
        });
        const best = state.turn === 0 ? Math.max(...values) : Math.min(...values);
        expect(network.lightChance(state)).to.be.closeTo(best, 1e-12);
        checked++;
      }
    }
    expect(checked).to.be.greaterThan(0);
  });

  it('the worker loads the weights with its first bell request and answers it', async () => {
    const game = createGame({ variant: 'bell', seed: 4 });
    while (game.phase !== 'move' || game.legalMoves().length < 2) {
      if (game.phase === 'move') game.move(game.legalMoves()[0]);
      else if (game.phase === 'eyes') game.decline();
      else game.throwDice();
    }
    const result = await think({ rules: game.rules, state: game.state, level: 'expert' });
    expect(game.legalMoves().map((move) => move.notation)).to.include(result.notation);
    expect(result.winChance).to.be.within(0, 1);
  });

  it('expert searches with it when given it; with handMade, or without it, as before', () => {
    const positions = decisionPositions(rules, 5, 40);
    const plain = new ComputerPlayers();
    const handMade = positions.map((state) => plain.decide(rules, state, 'expert', { maxDepth: 2 }));
    const players = new ComputerPlayers({ learned: bellLearnedEvaluation(bellWeights) });
    const learned = positions.map((state) => players.decide(rules, state, 'expert', { maxDepth: 2 }));
    const again = positions.map((state) => players.decide(rules, state, 'expert', { maxDepth: 2, handMade: true }));
    expect(again).to.deep.equal(handMade);
    expect(learned.map((decision) => decision.winChance)).not.to.deep.equal(handMade.map((d) => d.winChance));
  });
});
