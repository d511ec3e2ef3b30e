// @ts-check
/**
 * `npm run bench:load`: time to a playable board on a throttled phone profile (issue 13). Chromium at
 * 360×640 with the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate), cache off, loading the built
 * self-contained bundles from a local server; the time is from navigation to the board's first
 * render (performance.now() when `<royal-ur>` has drawn its board). Prints the median of --runs loads
 * per build. Needs `npm run build` first.
 */
import { mkdtempSync, rmSync, writeFileSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH } from '../scripts/chromium.mjs';
import { serveStatic } from '../scripts/static-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 7;
const THROTTLE = 4;

const dir = mkdtempSync(path.join(tmpdir(), 'royal-ur-load-'));
cpSync(path.join(root, 'dist'), dir, {
  recursive: true,
  filter: (source) => !/(types|server)/.test(path.basename(source)),
});
// The first render: the board's SVG is in the shadow root once the element has updated.
writeFileSync(
  path.join(dir, 'measure.js'),
  `customElements.whenDefined('royal-ur').then(async () => {
     const board = document.querySelector('royal-ur');
     await board.updateComplete;
     if (board.shadowRoot.querySelector('svg')) window.firstBoard = performance.now();
   });\n`,
);
const PAGES = {
  'royal-ur.bundled.js (ES module)': '<script type="module" src="royal-ur.bundled.js"></script>',
  'royal-ur.iife.js (classic script)': '<script src="royal-ur.iife.js"></script>',
};
const pageFile = (name) => `${name.split(' ')[0]}.html`;
for (const [name, tag] of Object.entries(PAGES)) {
  writeFileSync(
    path.join(dir, pageFile(name)),
    `<!doctype html><meta name="viewport" content="width=device-width">${tag}<script type="module" src="measure.js"></script><royal-ur></royal-ur>`,
  );
}

const site = await serveStatic(dir);
const browser = await chromium.launch(CHROMIUM_LAUNCH);
try {
  console.log(`Time to a playable board, ${THROTTLE}x CPU slowdown, 360x640, median of ${RUNS} cold loads:`);
  for (const name of Object.keys(PAGES)) {
    const times = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({
        viewport: { width: 360, height: 640 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await page.goto(site.url + pageFile(name));
      times.push(
        await page
          .waitForFunction(() => /** @type {any} */ (window).firstBoard, null, { timeout: 60_000 })
          .then((handle) => handle.jsonValue()),
      );
      await context.close();
    }
    times.sort((a, b) => a - b);
    console.log(
      `  ${name}: ${Math.round(times[Math.floor(times.length / 2)])} ms (min ${Math.round(times[0])}, max ${Math.round(times[times.length - 1])})`,
    );
  }
} finally {
  await browser.close();
  site.close();
  rmSync(dir, { recursive: true, force: true });
}
