/// <reference types="node" />
/**
 * Expert as a page plays it, against perfect play: seeded games in Chromium, each of expert's moves
 * asked of the AI client (`think()`, src/ai/worker/client.ts) with the request the element sends
 * (src/element/players/computer.ts: rules, compact state, level, the action count as seed), so
 * the worker thinks with the shipped budget, settings, learned weights and endgame warm-up. The
 * other side plays the table's best move. What expert gives away is measured as
 * scripts/ai-perfect.ts measures it: at each of its decisions with a choice, the table's winning
 * chance of the best move minus that of its move, summed over the game.
 *
 *   npm run bench:expert -- --table finkel-7.bin [--games 100] [--first 0] [--throttle 4] [--out FILE]
 *
 *   --table FILE   a solution file from `npm run solve` (the game is its variant and pieces)
 *   --games N      games to play, both colours (game g: dice seeded 1000 + g, as ai-perfect.ts)
 *   --first N      the first game's number, to add games to an earlier run
 *   --throttle R   slows the CPU R times (Chrome DevTools' CPU throttling; 1 = none)
 *   --pace P       the board's pace, normal (the default, as shipped), fast or instant: expert
 *                  thinks within the pause the board waits anyway before showing its move
 *                  (`windowMs`, at the default animation-duration), as the element asks
 *   --out FILE     appends one JSON line per game (loss, move times), to combine runs
 *   --src DIR      the page's source folder under the repository (default src): another
 *                  version of the code checked out there (`git archive REV src`), to compare
 *
 * Chrome's CPU throttling (CDP `Emulation.setCPUThrottlingRate`) applies to a page's main thread
 * only: a dedicated worker refuses it ("only supported for pages, not workers") and runs at full
 * speed. So with --throttle above 1 the page's `Worker` is replaced by one that runs the same
 * worker module in a same-origin iframe, that is on the throttled thread, with the same messages
 * (`InThreadWorker` below); the client, the worker code and its timers are the real ones.
 */
import { appendFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { createServer, type Plugin } from 'vite';
import { Random } from '../src/engine/index.js';
import {
  applyMove,
  applyThrow,
  copyState,
  initialState,
  legalMoveSources,
  PHASE_MOVE,
  PHASE_OVER,
  type State,
} from '../src/engine/core.js';
import { loadTable } from '../tools/table-source-node.js';
import { CHROMIUM_LAUNCH } from '../scripts/chromium.mjs';
import { option } from '../tools/cli-option.js';

function count(name: string, fallback: string, least: number): number {
  const value = Number(option(name, fallback));
  if (!Number.isInteger(value) || value < least)
    throw new Error(`--${name} needs a whole number of at least ${least}, got "${option(name, fallback)}"`);
  return value;
}

const tableFile = option('table', '');
if (!tableFile) throw new Error('--table FILE is required (a solution file from `npm run solve`)');
const games = count('games', '100', 1);
const firstGame = count('first', '0', 0);
const throttle = Number(option('throttle', '1'));
if (!(throttle >= 1)) throw new Error(`--throttle needs a rate of 1 or more, got "${option('throttle', '')}"`);
const pace = option('pace', 'normal');
const outFile = option('out', '');
const sourceDir = option('src', 'src').replace(/^\/+|\/+$/g, '');

const table = loadTable(tableFile);
const { rules, layout } = table;

/** The exact chance that `player` wins after a move left `state`. */
function chanceFor(state: State, player: number): number {
  if (state.phase === PHASE_OVER) return state.winner === player ? 1 : 0;
  const value = table.throwerChance(state);
  return state.turn === player ? value : 1 - value;
}

/** The page's side: the AI client, and the in-thread worker that a throttled run needs. */
const page = `<!doctype html><title>expert bench</title>
<script>
  // A Worker whose module runs in a same-origin iframe: on the page's own thread, which Chrome's
  // CPU throttling slows (it leaves dedicated workers at full speed). The module's \`self\` is the
  // iframe's window: it hears what is posted to that window, and what it posts goes there too.
  class InThreadWorker extends EventTarget {
    constructor(url) {
      super();
      this.frame = document.createElement('iframe');
      this.queue = [];
      this.frame.srcdoc = '<script type="module" src="' + new URL(url, location.href).href + '"><\\/script>';
      this.frame.onload = () => {
        const inner = this.frame.contentWindow;
        inner.addEventListener('message', (event) => {
          if (event.data && 'id' in event.data && !('kind' in event.data))
            this.dispatchEvent(new MessageEvent('message', { data: event.data }));
        });
        this.ready = true;
        for (const message of this.queue.splice(0)) inner.postMessage(message, '*');
      };
      document.body.append(this.frame);
    }
    postMessage(message) {
      if (this.ready) this.frame.contentWindow.postMessage(message, '*');
      else this.queue.push(message);
    }
    terminate() {
      this.frame.remove();
    }
  }
  if (new URLSearchParams(location.search).has('in-thread')) window.Worker = InThreadWorker;
</script>`;

const benchPage: Plugin = {
  name: 'expert-bench-page',
  configureServer(server) {
    server.middlewares.use('/expert-bench.html', (_request, response) => {
      response.setHeader('content-type', 'text/html');
      response.end(page);
    });
  },
};

const server = await createServer({
  configFile: false,
  root: new URL('..', import.meta.url).pathname,
  logLevel: 'error',
  plugins: [benchPage],
  optimizeDeps: { noDiscovery: true, include: [] },
  server: { port: 0, host: '127.0.0.1' },
});
await server.listen();
const address = server.httpServer!.address();
const port = typeof address === 'object' && address ? address.port : 0;
const browser = await chromium.launch(CHROMIUM_LAUNCH);

interface Answer {
  from: number;
  ms: number;
}

try {
  const tab = await browser.newPage();
  await tab.goto(`http://127.0.0.1:${port}/expert-bench.html${throttle > 1 ? '?in-thread' : ''}`);
  if (throttle > 1) {
    const cdp = await tab.context().newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  }
  /** The pause the element waits before showing a computer move at this pace, which it offers expert for thinking. */
  const windowMs = await tab.evaluate(
    async ({ modules, pace }) => {
      const { PACES, DEFAULT_ANIMATION_MS } = (await import(
        modules.attributes
      )) as typeof import('../src/element/attributes.js');
      const { actionPauseMs } = (await import(modules.pacing)) as typeof import('../src/element/players/pacing.js');
      if (!(PACES as readonly string[]).includes(pace))
        throw new Error(`--pace needs one of ${PACES.join(', ')}, got "${pace}"`);
      return actionPauseMs(DEFAULT_ANIMATION_MS, pace as (typeof PACES)[number]);
    },
    {
      modules: { attributes: `/${sourceDir}/element/attributes.ts`, pacing: `/${sourceDir}/element/players/pacing.ts` },
      pace,
    },
  );
  /** Expert's move in `state`, asked as the element asks, and the time the answer took in the page. */
  const ask = (state: State, actions: number, budgetMs?: number): Promise<Answer> =>
    tab.evaluate(
      async ({ modules, rules, board, turn, phase, distance, afterBonus, throwOff, actions, budgetMs, windowMs }) => {
        const { createLayout, initialState, legalMoveSources, syncBits } = (await import(
          modules.core
        )) as typeof import('../src/engine/core.js');
        const { describeMove } = (await import(modules.engine)) as typeof import('../src/engine/index.js');
        const client = (await import(modules.client)) as typeof import('../src/ai/worker/client.js');
        const layout = createLayout(rules);
        const state = initialState(layout);
        state.board.set(board);
        Object.assign(state, { turn, phase, distance, afterBonus, throwOff });
        syncBits(layout, state);
        const start = performance.now();
        const result = await client.think({ rules, state, level: 'expert', seed: actions, budgetMs, windowMs });
        const ms = performance.now() - start;
        // The answer names tiles; the table is read by path position.
        const sources: number[] = [];
        legalMoveSources(layout, state, sources);
        const from = sources.find((source) => describeMove(layout, state, source).from === result.move?.from);
        return { from: from ?? -1, ms };
      },
      {
        // The page's own modules, served by Vite (a path of the page, not of this file).
        modules: {
          core: `/${sourceDir}/engine/core.ts`,
          engine: `/${sourceDir}/engine/index.ts`,
          client: `/${sourceDir}/ai/worker/client.ts`,
        },
        rules,
        board: Array.from(state.board),
        turn: state.turn,
        phase: state.phase,
        distance: state.distance,
        afterBonus: state.afterBonus,
        throwOff: state.throwOff,
        actions,
        budgetMs,
        windowMs,
      },
    );

  /** A position of the middle game: the table's best moves for both sides, game 999's dice, until a choice after 30 actions. */
  const probe = initialState(layout);
  const sources = new Int8Array(layout.home + 1);
  const trial = initialState(layout);
  /** The table's best move in `state` (PHASE_MOVE), with every move's value for the mover. */
  const bestMove = (state: State) => {
    const moves = legalMoveSources(layout, state, sources);
    const values = new Map<number, number>();
    let best = -1;
    let bestFrom = sources[0];
    for (let i = 0; i < moves; i++) {
      copyState(trial, state);
      applyMove(layout, trial, sources[i]);
      const value = chanceFor(trial, state.turn);
      values.set(sources[i], value);
      if (value > best) {
        best = value;
        bestFrom = sources[i];
      }
    }
    return { best, bestFrom, values };
  };
  const probeDice = new Random(999);
  for (let actions = 0; ; actions++) {
    if (probe.phase !== PHASE_MOVE) applyThrow(layout, probe, probeDice.throwValue(layout.dice));
    else if (actions > 30 && legalMoveSources(layout, probe, sources) > 1) break;
    else applyMove(layout, probe, bestMove(probe).bestFrom);
    if (probe.phase === PHASE_OVER) throw new Error('the probe game ended before its middle');
  }
  // Also what the thinking thread's speed is: a search of the probe position to expert's full depth, no time limit.
  await ask(probe, 0);
  const probeMs = (await ask(probe, 0, 1e9)).ms;

  const load = loadavg()[0];
  let totalLoss = 0;
  let totalSquares = 0;
  let decisions = 0;
  let mistakes = 0;
  const times: number[] = [];
  const started = performance.now();
  for (let g = firstGame; g < firstGame + games; g++) {
    const expertSide = g % 2;
    const dice = new Random(1000 + g);
    const state = initialState(layout);
    /** Actions so far (throws and moves): the seed the element sends (`game.actionCount`). */
    let actions = 0;
    let loss = 0;
    const gameTimes: number[] = [];
    while (state.phase !== PHASE_OVER) {
      if (state.phase !== PHASE_MOVE) {
        applyThrow(layout, state, dice.throwValue(layout.dice));
        actions++;
        continue;
      }
      const { best, bestFrom, values } = bestMove(state);
      let from = bestFrom;
      if (state.turn === expertSide && values.size > 1) {
        // Drawn as ai-perfect.ts draws its level's seed, so that both play the same dice.
        dice.nextUint32();
        const answer = await ask(state, actions);
        if (!values.has(answer.from)) throw new Error(`game ${g}: expert answered an illegal move from ${answer.from}`);
        from = answer.from;
        const given = best - values.get(from)!;
        loss += given;
        decisions++;
        if (given > 1e-9) mistakes++;
        gameTimes.push(answer.ms);
      }
      applyMove(layout, state, from);
      actions++;
    }
    totalLoss += loss;
    totalSquares += loss * loss;
    times.push(...gameTimes);
    if (outFile)
      appendFileSync(
        outFile,
        JSON.stringify({
          table: tableFile,
          throttle,
          pace,
          game: g,
          loss,
          times: gameTimes.map((t) => +t.toFixed(1)),
        }) + '\n',
      );
  }
  const mean = totalLoss / games;
  const error = Math.sqrt(Math.max(0, totalSquares / games - mean * mean) / games);
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
  const waitAt = (q: number) => Math.max(0, Number(at(q)) - windowMs).toFixed(1);
  console.log(
    `expert${sourceDir === 'src' ? '' : ` (${sourceDir})`} against perfect play in Chromium${throttle > 1 ? `, CPU throttled ${throttle}x` : ''}: ` +
      `${rules.variant} ${rules.pieces} pieces, games ${firstGame}-${firstGame + games - 1} (both colours)\n` +
      `  winning chance given away per game: ${(mean * 100).toFixed(3)} points, standard error ${(error * 100).toFixed(3)}\n` +
      `  decisions with a choice: ${decisions}, not optimal: ${mistakes} (${((mistakes / decisions) * 100).toFixed(1)}%)\n` +
      `  time a move (think() in the page; pace ${pace}, so thinking within a pause of ${windowMs} ms): median ${at(0.5)} ms, p90 ${at(0.9)} ms, max ${at(1)} ms\n` +
      `  the wait a player sees beyond that pause: median ${waitAt(0.5)} ms, p90 ${waitAt(0.9)} ms, max ${waitAt(1)} ms\n` +
      `  the thinking thread's speed: a full-depth search of a middle-game position took ${probeMs.toFixed(0)} ms\n` +
      `  load average ${load.toFixed(2)} at the start, ${loadavg()[0].toFixed(2)} at the end; ` +
      `${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
} finally {
  await browser.close();
  await server.close();
}
