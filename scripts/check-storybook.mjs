// @ts-check
/**
 * Proves the built Storybook works offline: serves storybook-static/, opens every story and every
 * docs page listed in its index.json in Chromium with all network but localhost blocked, and
 * fails on a console error, an uncaught error, a failed or outside request, or a story without a
 * drawn board. Run after `npm run build-storybook`: `node scripts/check-storybook.mjs`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH } from './chromium.mjs';
import { serveStatic } from './static-server.mjs';

if (!existsSync('storybook-static/index.json'))
  throw new Error('no storybook-static/: run npm run build-storybook first');
const { entries } = JSON.parse(readFileSync('storybook-static/index.json', 'utf8'));

const server = await serveStatic('storybook-static');
const browser = await chromium.launch(CHROMIUM_LAUNCH);
const problems = [];
let checked = 0;
try {
  for (const entry of Object.values(entries)) {
    const page = await browser.newPage({ viewport: { width: 1000, height: 800 } });
    const report = (what) => problems.push(`${entry.id}: ${what}`);
    page.on('pageerror', (error) => report(`uncaught ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') report(`console.error ${message.text()}`);
    });
    page.on('requestfailed', (request) => report(`request failed ${request.url()}`));
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol.startsWith('http') && url.hostname !== '127.0.0.1') report(`outside request ${request.url()}`);
    });
    await page.goto(`${server.url}iframe.html?id=${entry.id}&viewMode=${entry.type}`, { waitUntil: 'networkidle' });
    // Let play functions and record loading finish.
    await page.waitForTimeout(entry.type === 'docs' ? 1500 : 1000);
    // A loaded machine may take longer: wait up to 15 s for a board before calling it missing.
    // The board may sit deeper, in the review view's own shadow root.
    const drawn = () => {
      const hasBoard = (root) =>
        !!root.querySelector('[part~="board"]') ||
        [...root.querySelectorAll('*')].some((node) => node.shadowRoot && hasBoard(node.shadowRoot));
      return [...document.querySelectorAll('royal-ur')].filter(
        (board) => board.shadowRoot && hasBoard(board.shadowRoot),
      ).length;
    };
    const boards = await page.waitForFunction(drawn, null, { timeout: 15_000 }).then(
      (handle) => handle.jsonValue(),
      () => 0,
    );
    if (boards === 0) report('no <royal-ur> board drawn');
    if (entry.type === 'docs') {
      const tables = await page.evaluate(() => document.body.innerText);
      for (const name of ['ur-move', '--ur-board-color', 'throw-button']) {
        if (!tables.includes(name)) report(`docs page does not show ${name} from custom-elements.json`);
      }
      // Every control edits an arg the story uses: none is a bare "Set object" (a part or property row).
      if (tables.includes('Set object')) report('docs page offers a "Set object" control');
      // The element's own page: the seed is edited as the text it is.
      if (entry.id === 'royal-ur-element--docs') {
        const seed = await page.evaluate(() => document.querySelector('textarea[name="seed"]')?.value ?? null);
        if (seed !== '1') report(`seed control shows ${JSON.stringify(seed)}, not the story's seed "1"`);
      }
    }
    checked++;
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
}
console.log(`${checked} stories and docs pages checked offline`);
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
