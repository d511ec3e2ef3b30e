// @ts-check
/**
 * Game review in Chromium: how long the analysis of a whole game takes, how soon the first verdict
 * shows, and screenshots of the review view. Starts Vite (demo/review.html) on a free port, opens a
 * seeded game of a few hundred actions for review with the shipped settings, waits for
 * `ur-review-complete` and prints both times with the load average (a measurement, not a test).
 *   node scripts/review-timing.mjs [--seeds 7,8,9] [--variant NAME] [--pieces N] [--table FILE] [--shots DIR]
 * --variant: the games' race variant (finkel by default; the review judges each by its own rules).
 * --table: judge by a solution table (`npm run solve`), read with HTTP Range requests from the dev
 * server; --pieces: the games' pieces a side (the table's, for a table).
 * --latency MS: every request of the page takes MS longer (Chromium's network emulation), as from a
 * distant host or over a phone's connection: each round of requests that waits for the one before costs that again.
 * --http2: over HTTPS (a self-signed certificate), which Vite serves as HTTP/2, as most static hosts and
 * CDNs do: without the 6 connections per host of HTTP/1.1, every request of one round goes at once.
 * --panel MS: open the review as a player does instead of calling `review()`: the game loaded onto the
 * board, the pointer on the game-over panel's Review (which starts fetching the review and its
 * worker), a click MS later; the times count from the click.
 * With --shots, writes review-desktop.png (1280×800), review-forced-colors.png and
 * review-phone.png (360×640) to DIR, with the board at the game's first key move, and fails if the
 * phone page scrolls sideways.
 */
import { loadavg } from 'node:os';
import path from 'node:path';
import basicSsl from '@vitejs/plugin-basic-ssl';
import { chromium } from 'playwright-core';
import { createServer } from 'vite';
import { CHROMIUM_LAUNCH } from './chromium.mjs';
import { staticFiles } from './static-server.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : fallback;
};
const seeds = option('--seeds', '7,8,9').split(',').map(Number);
const shots = option('--shots', null);
const variant = option('--variant', null);
const pieces = option('--pieces', null);
const table = option('--table', null);
const built = args.includes('--dist');
const panel = option('--panel', null);
const latency = Number(option('--latency', 0));
const http2 = args.includes('--http2');
const query = `${variant ? `&variant=${variant}` : ''}${pieces ? `&pieces=${pieces}` : ''}${table ? `&table=/@fs${path.resolve(table)}` : ''}${panel === null ? '' : '&panel'}`;

/**
 * --dist: the page loads the built element (dist/royal-ur.bundled.js, its parts and its worker file,
 * as a page gets them from `npm run build`) in place of the source modules the dev server serves
 * one by one; the demo's engine functions come from dist/engine.js. The built files are served as
 * a host serves them, read from disk under /dist/, not through the dev server's transforms.
 */
function builtElement() {
  const id = '\0built-royal-ur';
  const dist = path.resolve('dist');
  return {
    name: 'built-royal-ur',
    enforce: 'pre',
    /** @param {import('vite').ViteDevServer} server */
    configureServer(server) {
      server.middlewares.use('/dist', staticFiles(dist));
    },
    resolveId(source) {
      return /\/src\/royal-ur\.(ts|js)$/.test(source) ? id : null;
    },
    load(source) {
      if (source !== id) return null;
      return `import '/dist/royal-ur.bundled.js';\nexport * from '/dist/engine.js';`;
    },
  };
}

const server = await createServer({
  configFile: false,
  root: path.resolve('.'),
  logLevel: 'error',
  server: { host: '127.0.0.1', port: 0 },
  worker: { format: 'es' },
  plugins: [...(built ? [builtElement()] : []), ...(http2 ? [basicSsl()] : [])],
  ...(table
    ? { server: { host: '127.0.0.1', port: 0, fs: { allow: [path.resolve('.'), path.dirname(path.resolve(table))] } } }
    : {}),
});
await server.listen();
const address = server.httpServer?.address();
const base = `${http2 ? 'https' : 'http'}://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const browser = await chromium.launch(CHROMIUM_LAUNCH);
try {
  for (const [index, seed] of seeds.entries()) {
    // With --http2 the certificate is the plugin's own, made for this run: the page is told to take it.
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, ignoreHTTPSErrors: http2 });
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    if (latency > 0) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
    }
    await page.goto(`${base}/demo/review.html?seed=${seed}${query}`);
    if (panel !== null) {
      await page.waitForFunction(() => 'panelReady' in window);
      const review = page.locator('royal-ur .review-button');
      // The page settles, as it has by the time a player has read the end of the game.
      await page.waitForTimeout(1500);
      await review.hover();
      await page.waitForTimeout(Number(panel));
      await review.click();
    }
    await page.waitForFunction(() => 'reviewResult' in window, null, { timeout: 600_000 });
    const { actions, ms, firstVerdictMs } = await page.evaluate(() => /** @type {any} */ (window).reviewResult);
    // The first run also loads and compiles the modules: its time is reported but counted apart.
    const load = loadavg()
      .map((value) => value.toFixed(2))
      .join(' ');
    console.log(
      `seed ${seed}: ${actions} actions analysed in ${ms} ms, the first verdict after ${firstVerdictMs} ms${latency ? ` (${latency} ms added to each request)` : ''}${panel === null ? '' : ` from the click (pointer on Review ${panel} ms before)`} (load average ${load})${index === 0 ? ' (first page: includes module loading)' : ''}`,
    );
    if (errors.length) throw new Error(errors.join('\n'));
    if (shots && index === 0) {
      const review = page.locator('royal-ur');
      // "Review key moves": the first one.
      await page.evaluate(() => {
        const view = document.querySelector('royal-ur')?.shadowRoot?.querySelector('royal-ur-review');
        /** @type {any} */ (view).shadowRoot.querySelector('.first-key')?.click();
      });
      await page.waitForTimeout(300);
      await review.screenshot({ path: path.join(shots, 'review-desktop.png') });
      await page.emulateMedia({ forcedColors: 'active' });
      await review.screenshot({ path: path.join(shots, 'review-forced-colors.png') });
      await page.emulateMedia({ forcedColors: 'none' });
      await page.setViewportSize({ width: 360, height: 640 });
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(shots, 'review-phone.png'), fullPage: true });
      await review.screenshot({
        path: path.join(shots, 'review-phone-top.png'),
        clip: { x: 0, y: 0, width: 360, height: 640 },
      });
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (sideways > 0) throw new Error(`at 360×640 the page scrolls ${sideways} px sideways`);
    }
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}
