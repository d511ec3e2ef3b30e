import { expect } from '@open-wc/testing';
import { core, createGame, positionToString, resolveRules, ruleOptionsOf } from '../../src/engine/index.js';
import { describeDecision, startRequest, type ThinkRequest } from '../../src/ai/worker/think.js';
import { ComputerPlayers, SEARCH_LEVELS, thinkingBudgetMs, WINDOW_CAP_MS } from '../../src/ai/search/levels.js';
import { DECLINE } from '../../src/ai/search/search.js';
import { decisionPositions } from './helpers.js';

const players = new ComputerPlayers();

function run(request: ThinkRequest) {
  const thinker = startRequest(players, request);
  let decision = thinker.step(Infinity);
  while (!decision) decision = thinker.step(Infinity);
  return describeDecision(request, decision);
}

describe('ai/think: requests and results', () => {
  it('describes the move as the game does, without building a game', () => {
    // Hard, which seldom plays a move worse than its best, captures here rather than entering a piece.
    const game = createGame({ start: 'r6 h0 B3 / r6 h0 B5 / light move 2' });
    const result = run({ rules: game.rules, state: game.state, level: 'hard' });
    expect(result.move!.from).to.equal('B3');
    expect(result.notation).to.equal('B3xB5');
    expect(result.move).to.deep.equal(game.legalMoves().find((move) => move.from === 'B3'));
    expect(game.move(result.move!).move.capture).to.equal('B5');
  });

  it("names a reserve entry 'reserve', and dark's tiles on dark's side", () => {
    const game = createGame({ start: 'r7 h0 / r6 h0 C3 / dark move 4' });
    const result = run({ rules: game.rules, state: game.state, level: 'easy' });
    expect(['reserve', 'C3']).to.include(result.move!.from);
    expect(game.legalMoves().map((move) => move.notation)).to.include(result.notation);
  });

  it('a declined eyes bonus is move null, notation "decline"', () => {
    const rules = resolveRules('bell');
    const state = decisionPositions(rules, 2, 400).find((s) => s.phase === core.PHASE_EYES)!;
    expect(state).to.not.equal(undefined);
    const result = describeDecision({ rules, state, level: 'hard' }, { from: DECLINE, winChance: 0.4, depth: 1 });
    expect(result).to.deep.equal({ move: null, winChance: 0.4, notation: 'decline' });
    const answered = run({ rules, state, level: 'expert', budgetMs: 50 });
    const game = createGame({
      variant: 'bell',
      rules: ruleOptionsOf(rules),
      start: positionToString(core.createLayout(rules), state),
    });
    if (answered.move === null) expect(() => game.decline()).to.not.throw();
    else expect(game.move(answered.move).move.bonus).to.equal(true);
  });

  it('rejects bad requests with clear errors', () => {
    const game = createGame({ seed: 1 });
    expect(() => startRequest(players, { rules: game.rules, state: game.state, level: 'easy' })).to.throw(
      /only valid when/,
    );
    expect(() => startRequest(players, { rules: game.rules, state: game.state, level: 'genius' as never })).to.throw(
      /unknown level/,
    );
    expect(() => startRequest(players, { rules: game.rules, state: {} as never, level: 'easy' })).to.throw(
      /rules and compact state/,
    );
  });

  it('rejects a thinking window that is not a number of milliseconds', () => {
    const game = createGame({ start: 'r6 h0 B3 / r6 h0 B5 / light move 2' });
    for (const windowMs of [-1, Number.NaN, Infinity, '500' as never])
      expect(() => startRequest(players, { rules: game.rules, state: game.state, level: 'expert', windowMs })).to.throw(
        RangeError,
        /windowMs/,
      );
  });
});

describe('ai/levels: thinking time', () => {
  const { expert, hard } = SEARCH_LEVELS;
  it("expert thinks for most of the page's pause, never less than its budget, at most the cap", () => {
    expect(thinkingBudgetMs(expert, {})).to.equal(expert.budgetMs);
    expect(thinkingBudgetMs(expert, { windowMs: 0 })).to.equal(expert.budgetMs);
    expect(thinkingBudgetMs(expert, { windowMs: 50 })).to.equal(expert.budgetMs);
    expect(thinkingBudgetMs(expert, { windowMs: 1000 })).to.equal(800);
    expect(thinkingBudgetMs(expert, { windowMs: 25_000 })).to.equal(WINDOW_CAP_MS);
  });

  it("expert's search runs on into the pause: past its own budget it still deepens within 80% of the window", () => {
    const game = createGame({ start: 'r5 h0 A4 B3 / r5 h0 B5 C2 / light move 2' });
    // A clock the test moves: the search starts at 0 and is next asked at 500 ms, past expert's own
    // budget (90 ms) and within the 800 ms a 1 s pause gives it.
    const realNow = performance.now;
    let clock = 0;
    performance.now = () => clock;
    try {
      const depthWith = (windowMs: number) => {
        clock = 0;
        const thinker = players.startThinking(game.rules, game.state, 'expert', { windowMs });
        clock = 500;
        let decision = thinker.step(Infinity);
        while (!decision) decision = thinker.step(Infinity);
        return decision.depth;
      };
      expect(depthWith(0)).to.equal(1);
      expect(depthWith(1000)).to.be.above(1);
    } finally {
      performance.now = realNow;
    }
  });

  it("a request's own budget wins, and a level without a clock gets none from the pause", () => {
    expect(thinkingBudgetMs(expert, { budgetMs: 50, windowMs: 1000 })).to.equal(50);
    expect(thinkingBudgetMs(hard, { windowMs: 1000 })).to.equal(0);
  });
});
