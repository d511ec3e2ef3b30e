import { expect } from '@open-wc/testing';
import { core, createGame, resolveRules, type State } from '../../src/engine/index.js';
import { LEVELS } from '../../src/ai/search/level-names.js';
import { ComputerPlayers, greedyChoice, SEARCH_LEVELS } from '../../src/ai/search/levels.js';
import { Searcher } from '../../src/ai/search/search.js';
import { LearnedEvaluations } from '../../src/ai/learned/learned.js';
import { playLevels } from '../../src/ai/search/self-play.js';
import { EndgameSolvers } from '../../src/ai/tables/solve.js';
import { decisionPositions, optionsOf, SETTINGS } from './helpers.js';

/** Players with no knowledge beyond their search (the page's fallback). */
const players = new ComputerPlayers();

describe('ai/levels: every level plays legally and as described', () => {
  for (const { name, rules } of SETTINGS) {
    it(`${name}: every level's choice is legal in every position of a game`, () => {
      const layout = core.createLayout(rules);
      // Each level takes turns choosing the moves actually played, so the game visits their positions.
      let turn = 0;
      const positions = decisionPositions(rules, 7, 25, (state, options) => {
        const from = players.decide(rules, state, LEVELS[turn++ % LEVELS.length], { seed: turn, maxDepth: 2 }).from;
        expect(options).to.include(from);
        return from;
      });
      expect(positions.length).to.be.greaterThan(0);
      for (const state of positions) {
        const options = optionsOf(layout, state);
        for (const level of LEVELS) {
          const decision = players.decide(rules, state, level, { seed: 3, maxDepth: 2 });
          expect(options, `${level} in ${JSON.stringify(Array.from(state.board))}`).to.include(decision.from);
          expect(decision.winChance).to.be.within(0, 1);
        }
      }
    });
  }

  it('bell: the computer answers an eyes bonus, sometimes declining it', () => {
    const rules = resolveRules('bell');
    const layout = core.createLayout(rules);
    let eyes = 0;
    const choices = new Set<number>();
    for (let seed = 1; seed <= 40 && eyes < 10; seed++) {
      for (const state of decisionPositions(rules, seed, 200)) {
        if (state.phase !== core.PHASE_EYES) continue;
        eyes++;
        for (const level of LEVELS) {
          const { from } = players.decide(rules, state, level, { seed, maxDepth: 2 });
          expect(optionsOf(layout, state)).to.include(from);
          if (level === 'beginner') choices.add(from);
        }
      }
    }
    expect(eyes).to.be.greaterThan(0);
    expect([...choices].length).to.be.greaterThan(0);
  });

  it("the training games' rule of thumb: capture before rosette before bearing off before the furthest piece", () => {
    const rules = resolveRules('finkel');
    const layout = core.createLayout(rules);
    const choose = (position: string) => {
      const game = createGame({ start: position });
      const from = greedyChoice(layout, game.state, optionsOf(layout, game.state));
      return layout.tiles[0][from] ?? from;
    };
    // B3 (path 7) x B5 (dark's piece) versus A3-A1 (a rosette).
    expect(choose('r5 h0 A3 B3 / r6 h0 B5 / light move 2')).to.equal('B3');
    // No capture: the rosette A1.
    expect(choose('r5 h0 A3 B5 / r7 h0 / light move 2')).to.equal('A3');
    // No capture, no rosette: bear off from A8 (path 13) with a 2 rather than move B5.
    expect(choose('r5 h0 B5 A8 / r7 h0 / light move 2')).to.equal('A8');
    // Otherwise the piece furthest along.
    expect(choose('r5 h0 A4 B2 / r7 h0 / light move 1')).to.equal('B2');
  });

  it("below expert, every level judges by its variant's learned evaluation where one applies (expert's judgement)", () => {
    // A learned evaluation that calls every position 0.3 for light: a level reading it reports that chance.
    const learned = new ComputerPlayers({ learned: () => () => 0.3 });
    for (const variant of ['finkel', 'blitz', 'bell'] as const) {
      const rules = resolveRules(variant);
      for (const state of decisionPositions(rules, 5, 6)) {
        const mover = state.turn === 0 ? 0.3 : 0.7;
        for (const level of ['beginner', 'easy', 'medium', 'hard'] as const) {
          expect(learned.decide(rules, state, level, { seed: 1 }).winChance, `${variant} ${level}`).to.be.closeTo(
            mover,
            1e-9,
          );
          // Without that knowledge (the page's main-thread fallback), the hand-made evaluation judges.
          expect(players.decide(rules, state, level, { seed: 1 }).winChance, `${variant} ${level}`).not.to.be.closeTo(
            mover,
            1e-6,
          );
        }
      }
    }
  });

  it('beginner: random but reproducible from the seed', () => {
    const rules = resolveRules('finkel');
    const positions = decisionPositions(rules, 11, 20);
    const run = (seed: number) =>
      positions.map((state: State) => players.decide(rules, state, 'beginner', { seed }).from);
    expect(run(5)).to.deep.equal(run(5));
    const seeds = [1, 2, 3, 4, 5, 6, 7, 8].map(run).map((choices) => choices.join());
    expect(new Set(seeds).size).to.be.greaterThan(1);
  });

  it('every level is reproducible: the same position and seed, the same move (expert: for a depth-limited search)', () => {
    const rules = resolveRules('finkel');
    for (const state of decisionPositions(rules, 12, 10)) {
      for (const level of ['medium', 'hard', 'expert'] as const) {
        const options = { budgetMs: 1e6, maxDepth: 3, seed: 7 };
        expect(players.decide(rules, state, level, options)).to.deep.equal(
          players.decide(rules, state, level, options),
        );
      }
    }
  });

  it('below expert, a level picks at random with the better moves likelier, the more so the stronger it is', async () => {
    const rules = resolveRules('finkel');
    const layout = core.createLayout(rules);
    // The levels judge by the learned evaluation, as in the worker; so does the test.
    const learned = new LearnedEvaluations();
    await learned.load(rules);
    const evaluation = learned.evaluation(rules)!;
    const knowing = new ComputerPlayers({ learned: learned.evaluation });
    const judge = new Searcher(layout, undefined, evaluation);
    const positions = decisionPositions(rules, 21, 60).filter((state) => optionsOf(layout, state).length >= 3);
    expect(positions.length).to.be.greaterThan(10);
    const bestShare = (level: 'beginner' | 'easy' | 'medium' | 'hard') => {
      let best = 0;
      let uniform = 0;
      let varied = 0;
      for (const state of positions) {
        const options = optionsOf(layout, state);
        const mover = (from: number) => {
          const value = judge.valueAfter(state, from, 1);
          return state.turn === 0 ? value : 1 - value;
        };
        const values = options.map(mover);
        const top = options[values.indexOf(Math.max(...values))];
        const chosen = new Set<number>();
        for (let seed = 1; seed <= 20; seed++) {
          const { from } = knowing.decide(rules, state, level, { seed });
          chosen.add(from);
          if (from === top) best++;
          uniform += 1 / options.length;
        }
        if (chosen.size > 1) varied++;
      }
      // Not a uniform draw: the best move comes clearly more often than one in `options`.
      expect(best, level).to.be.greaterThan(uniform * 1.3);
      return { best, varied };
    };
    const shares = (['beginner', 'easy', 'medium', 'hard'] as const).map(bestShare);
    // The weaker, the more varied and the less often best (by the same one-ply judgement below hard).
    expect(shares[0].best).to.be.lessThan(shares[1].best);
    expect(shares[1].best).to.be.lessThan(shares[2].best);
    expect(shares[0].varied).to.be.greaterThan(shares[2].varied);
    expect(shares[0].varied).to.be.greaterThan(positions.length / 2);
  });

  for (const [variant, bound] of [
    ['finkel', 600],
    ['bell', 400],
  ] as const) {
    it(`${variant}: each level's games against itself stay short, with no piece cycling round (a few seeded games)`, () => {
      const rules = resolveRules(variant);
      for (const level of ['beginner', 'easy', 'medium', 'hard'] as const) {
        const games = [1, 2, 3, 4].map((seed) => playLevels(rules, level, level, seed));
        const mean = games.reduce((sum, game) => sum + game.actions, 0) / games.length;
        // About 1.5 times expert's median length (bench:levels): a level that cycles pieces plays twice as long.
        expect(mean, level).to.be.below(bound);
        expect(mean, level).to.be.above(bound / 4);
      }
    });
  }

  it('expert plays endgames from the exact solution (where the solver is bundled); the others search', () => {
    const rules = resolveRules('finkel', { pieces: 2 });
    const [position] = decisionPositions(rules, 3, 1);
    expect(new ComputerPlayers().decide(rules, position, 'expert').depth).to.be.greaterThan(0);
    const withEndgames = new ComputerPlayers({ endgames: new EndgameSolvers() });
    const [state] = decisionPositions(rules, 3, 1);
    expect(withEndgames.decide(rules, state, 'expert').depth).to.equal(-1);
    expect(withEndgames.decide(rules, state, 'hard').depth).to.be.greaterThan(0);
    // Players without that knowledge still search: nothing registered elsewhere changes them.
    expect(new ComputerPlayers().decide(rules, state, 'expert').depth).to.be.greaterThan(0);
    expect(SEARCH_LEVELS.expert.maxDepth).to.be.greaterThan(SEARCH_LEVELS.hard.maxDepth);
    expect(SEARCH_LEVELS.hard.maxDepth).to.be.greaterThan(SEARCH_LEVELS.medium.maxDepth);
  });

  it('expert searches one ply deeper in a race variant than in bell, time allowing', () => {
    const deepest = (variant: 'finkel' | 'aseb' | 'bell') => {
      const rules = resolveRules(variant);
      const state = decisionPositions(rules, 11, 6)[5];
      return players.decide(rules, state, 'expert', { budgetMs: 1e6 }).depth;
    };
    expect(deepest('finkel')).to.equal(5);
    expect(deepest('aseb')).to.equal(5);
    expect(deepest('bell')).to.equal(4);
  });

  it('rejects an unknown level', () => {
    const rules = resolveRules('finkel');
    const [state] = decisionPositions(rules, 1, 1);
    expect(() => players.decide(rules, state, 'grandmaster' as never)).to.throw(/unknown level "grandmaster"/);
  });
});
