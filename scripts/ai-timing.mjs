// Milliseconds per computer move in Chromium: plays seeded games of each race variant in a page
// served by Vite, each move chosen by think() (the worker, as on a real page), and prints the median
// and spread per variant and level. Usage: node scripts/ai-timing.mjs [--games 10] [--levels expert,hard]
// [--variants finkel,blitz,aseb,masters] [--main-thread]
// --main-thread also prints the longest main-thread task (a long task starts at 50 ms: the aim is under it).
// [--table finkel-7.bin]: level perfect reads that solution file, served with HTTP Range support
// (prints the bytes it read; give the table's variant alone in --variants).
import { openSync, readSync, statSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { createServer } from 'vite';
import { CHROMIUM_LAUNCH } from './chromium.mjs';

const option = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : fallback;
};
const games = Number(option('games', '10'));
const levels = option('levels', 'expert').split(',');
const variants = option('variants', 'finkel,blitz,aseb,masters').split(',');
const mainThread = process.argv.includes('--main-thread');
const tableFile = option('table', '');
let tableBytes = 0;
let tableReads = 0;

const blankPage = {
  name: 'ai-timing-page',
  configureServer(server) {
    server.middlewares.use('/ai-timing.html', (_request, response) => {
      response.setHeader('content-type', 'text/html');
      response.end('<!doctype html><title>ai timing</title>');
    });
    // The solution file, as a static server with Range support would serve it.
    server.middlewares.use('/ai-timing-table.bin', (request, response) => {
      const match = /^bytes=(\d+)-(\d+)$/.exec(request.headers.range ?? '');
      if (!tableFile || !match) {
        response.statusCode = 416;
        response.end();
        return;
      }
      const size = statSync(tableFile).size;
      const first = Number(match[1]);
      const last = Math.min(Number(match[2]), size - 1);
      const chunk = Buffer.alloc(last - first + 1);
      const file = openSync(tableFile, 'r');
      readSync(file, chunk, 0, chunk.length, first);
      tableBytes += chunk.length;
      tableReads++;
      response.statusCode = 206;
      response.setHeader('content-range', `bytes ${first}-${last}/${size}`);
      response.end(chunk);
    });
  },
};
const server = await createServer({
  configFile: false,
  root: new URL('..', import.meta.url).pathname,
  logLevel: 'error',
  plugins: [blankPage],
  optimizeDeps: { noDiscovery: true, include: [] },
  server: { port: 0, host: '127.0.0.1' },
});
await server.listen();
const { port } = server.httpServer.address();
const browser = await chromium.launch(CHROMIUM_LAUNCH);
try {
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${port}/ai-timing.html`);
  for (const variant of variants)
    for (const level of levels) {
      const { times, longestTask } = await page.evaluate(
        async ({ variant, level, games, mainThread, table }) => {
          const { createGame } = await import('/src/engine/index.ts');
          const client = await import('/src/ai/worker/client.ts');
          if (mainThread) client.setThinkingMode('main-thread');
          // One decision first, unwatched: the thinking's modules load and compile once per page.
          const warmUp = createGame({ variant, seed: 0 });
          while (warmUp.phase !== 'move') warmUp.throwDice();
          await client.think({ rules: warmUp.rules, state: warmUp.state, level });
          let longestTask = 0;
          const observer = new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) longestTask = Math.max(longestTask, entry.duration);
          });
          observer.observe({ type: 'longtask' });
          const times = [];
          for (let seed = 1; seed <= games; seed++) {
            const game = createGame({ variant, seed });
            while (game.phase !== 'over') {
              if (game.phase !== 'move') {
                game.throwDice();
                continue;
              }
              const start = performance.now();
              const result = await client.think({ rules: game.rules, state: game.state, level, table });
              if (game.legalMoves().length > 1) times.push(performance.now() - start);
              if (result.move) game.move({ from: result.move.from });
              else game.decline();
            }
          }
          observer.disconnect();
          return { times, longestTask };
        },
        { variant, level, games, mainThread, table: tableFile ? '/ai-timing-table.bin' : null },
      );
      times.sort((a, b) => a - b);
      const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
      console.log(
        `${variant} ${level}${level === 'perfect' && tableFile ? ' (table over HTTP Range)' : mainThread ? ' (main-thread fallback)' : ' (worker)'}: ${times.length} decisions in ${games} games, ` +
          `median ${at(0.5)} ms, p90 ${at(0.9)} ms, max ${at(1)} ms` +
          (mainThread
            ? `; longest main-thread task ${longestTask ? `${longestTask.toFixed(0)} ms` : 'under 50 ms'}`
            : '') +
          (level === 'perfect' && tableFile
            ? `; read ${tableBytes.toLocaleString('en')} bytes of the table in ${tableReads} Range requests`
            : ''),
      );
    }
} finally {
  await browser.close();
  await server.close();
}
