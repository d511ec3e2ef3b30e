import { expect } from '@open-wc/testing';
import { createGame, type RuleOptions } from '../../src/engine/index.js';
import { setThinkingMode, think, thinkingMode, type ThinkRequest } from '../../src/ai/worker/client.js';
import { Solver } from '../../src/ai/tables/solve.js';
import { SLICE_MS } from '../../src/ai/search/level-names.js';

/** A finkel game (or one of `rules`) after a few seeded throws, waiting for a move. */
function midGame(seed: number, rules?: RuleOptions): ReturnType<typeof createGame> {
  const game = createGame({ seed, rules });
  for (let i = 0; i < 400; i++) {
    if (game.phase === 'over') break;
    if (game.phase === 'move' && i > 30) return game;
    if (game.phase === 'move') game.move(game.legalMoves()[0]);
    else game.throwDice();
  }
  throw new Error('no move position found');
}

function request(
  seed: number,
  level: ThinkRequest['level'] = 'expert',
  rules?: RuleOptions,
): { game: ReturnType<typeof createGame>; request: ThinkRequest } {
  const game = midGame(seed, rules);
  return { game, request: { rules: game.rules, state: game.state, level } };
}

/**
 * Runs `action` on a clock of its own: each read of `performance.now()` moves it on by `tick` ms, so
 * a slice ends after a fixed amount of work whatever the machine. A message loop of the test's own
 * (the same kind of task the client yields with) notes the clock each time the page gets a turn.
 * Returns the clock's reads, the page's turns and the longest stretch of the clock between two turns.
 */
async function onOwnClock(
  action: () => Promise<unknown>,
  tick = 1,
): Promise<{ reads: number; turns: number; longestTurn: number }> {
  const realNow = performance.now;
  let clock = 0;
  let reads = 0;
  performance.now = () => {
    reads++;
    return (clock += tick);
  };
  let lastTurn = 0;
  let longestTurn = 0;
  let turns = 0;
  let watching = true;
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    longestTurn = Math.max(longestTurn, clock - lastTurn);
    lastTurn = clock;
    turns++;
    if (watching) channel.port2.postMessage(null);
  };
  channel.port2.postMessage(null);
  try {
    await action();
  } finally {
    watching = false;
    channel.port1.close();
    performance.now = realNow;
  }
  return { reads, turns, longestTurn: Math.max(longestTurn, clock - lastTurn) };
}

describe('ai/client: think()', () => {
  afterEach(() => setThinkingMode('worker'));

  it('thinks in the worker and returns a legal move with a win chance', async () => {
    expect(thinkingMode()).to.equal('worker');
    for (const seed of [1, 2, 3]) {
      const { game, request: req } = request(seed);
      const result = await think(req);
      const legal = game.legalMoves().map((move) => move.from);
      expect(legal).to.include(result.move?.from);
      expect(result.winChance).to.be.within(0, 1);
      expect(game.legalMoves().map((move) => move.notation)).to.include(result.notation);
    }
  });

  it('the worker solves small endgames while idle, then plays them perfectly with the exact winning chance', async () => {
    const game = createGame({ rules: { pieces: 2 }, start: 'r1 h0 A2 / r1 h0 C3 / light move 2' });
    const request: ThinkRequest = { rules: game.rules, state: game.state, level: 'expert' };
    // The first answer comes from the search at once; the tables are solved in idle slices after it.
    const first = await think(request);
    expect(game.legalMoves().map((move) => move.from)).to.include(first.move?.from);
    const solver = new Solver(game.rules, 2).solve();
    const chances = game.legalMoves().map((move) => {
      const trial = createGame({ rules: { pieces: 2 }, start: game.position().notation });
      trial.move({ from: move.from });
      return { from: move.from, chance: solver.chanceFor(trial.state, 0) };
    });
    const best = chances.reduce((a, b) => (b.chance > a.chance ? b : a));
    let result = await think(request);
    for (let i = 0; i < 100 && Math.abs(result.winChance - best.chance) > 1e-12; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      result = await think(request);
    }
    expect(result.move?.from).to.equal(best.from);
    expect(result.winChance).to.be.closeTo(best.chance, 1e-12);
  });

  it('answers the same in the worker and in the main-thread fallback (depth-limited level)', async () => {
    for (const seed of [4, 5, 6]) {
      // Rules no learned evaluation reads: the worker's knowledge beyond the fallback's stays out.
      const { request: req } = request(seed, 'hard', { exactExit: false });
      const inWorker = await think(req);
      setThinkingMode('main-thread');
      const onMain = await think(req);
      setThinkingMode('worker');
      expect(onMain).to.deep.equal(inWorker);
    }
  });

  // How long those slices take on real machines is measured, not tested: `node scripts/ai-timing.mjs
  // --main-thread` prints the longest main-thread task (aim: under 50 ms, a long task's threshold).
  it('thinks on the main thread in slices of at most SLICE_MS, the page getting a turn between them', async () => {
    setThinkingMode('main-thread');
    expect(thinkingMode()).to.equal('main-thread');
    const watched = await onOwnClock(async () => {
      for (const seed of [7, 8, 9, 10]) {
        const { game, request: req } = request(seed);
        const result = await think(req);
        expect(game.legalMoves().map((move) => move.from)).to.include(result.move?.from);
      }
      // A two-piece game: the expert computes the exact solution, in slices too.
      const game = createGame({ rules: { pieces: 2 }, start: 'r1 h0 A3 / r2 h0 / light move 2' });
      const result = await think({ rules: game.rules, state: game.state, level: 'expert' });
      expect(game.legalMoves().map((move) => move.from)).to.include(result.move?.from);
    });
    // Each clock read is a unit of work: no slice much over SLICE_MS of them (the deadline is read
    // between units of work, and once more on the way out, so a slice may run a few reads past it).
    expect(watched.turns, 'the page had many turns').to.be.at.least(10);
    expect(watched.longestTurn, 'the longest slice, in clock reads').to.be.at.most(SLICE_MS + 3);
  });

  it('leaves the main thread to the page while the worker thinks', async () => {
    expect(thinkingMode()).to.equal('worker');
    const watched = await onOwnClock(async () => {
      for (const seed of [11, 12]) {
        const { game, request: req } = request(seed);
        const result = await think(req);
        expect(game.legalMoves().map((move) => move.from)).to.include(result.move?.from);
      }
    });
    // The search reads the clock as it works: on this thread, it did no work at all.
    expect(watched.reads).to.equal(0);
  });

  it('falls back to the main thread on a page whose Content-Security-Policy forbids the worker', async () => {
    // A same-origin frame with `worker-src 'none'` loads its own copy of the client.
    const frame = document.createElement('iframe');
    const clientUrl = new URL('../../src/ai/worker/client.ts', import.meta.url).href;
    frame.srcdoc = `<!doctype html><meta http-equiv="Content-Security-Policy" content="worker-src 'none'">
      <script type="module">import * as client from '${clientUrl}'; window.client = client;</script>`;
    document.body.append(frame);
    try {
      const frameWindow = frame.contentWindow as Window & { client?: typeof import('../../src/ai/worker/client.js') };
      for (let i = 0; i < 200 && !frameWindow.client; i++) await new Promise((resolve) => setTimeout(resolve, 25));
      const client = frameWindow.client!;
      const { game, request: req } = request(13, 'medium');
      const result = await client.think(req);
      expect(game.legalMoves().map((move) => move.from)).to.include(result.move?.from);
      expect(client.thinkingMode()).to.equal('main-thread');
    } finally {
      frame.remove();
    }
  });

  it('rejects an aborted request with an AbortError', async () => {
    const controller = new AbortController();
    const promise = think(request(14).request, controller.signal);
    controller.abort();
    const error = await promise.catch((e: unknown) => e);
    expect((error as DOMException).name).to.equal('AbortError');
    // The client still works afterwards.
    const { game, request: req } = request(15, 'medium');
    expect(game.legalMoves().map((move) => move.from)).to.include((await think(req)).move?.from);
  });

  it('rejects a request in the wrong phase with a clear error', async () => {
    const game = createGame({ seed: 1 });
    const error = await think({ rules: game.rules, state: game.state, level: 'easy' }).catch((e: Error) => e);
    expect(String(error)).to.match(/only valid when a throw awaits a move/);
  });
});
