/**
 * The layout shift of a board drawn on the server (royal-ur/ssr) while the built element hydrates
 * it, measured as a page's cumulative layout shift (CLS): every `layout-shift` entry without recent
 * input, from the page's first moment until 3 s after hydration (the parts fetched after the first
 * drawing — buttons and their icons, styles, words — have arrived by then). Pages: the one
 * test/tooling/ssr.node.test.ts checks (the board in an 800 px <main>), and the board as a site
 * writes it, across the page, as a bare board (the start screen), against the computer, with a
 * name, with `orientation="vertical"` (what docs/ssr.md advises for a board known to be narrow)
 * and on the museum board. Each at 360×640 and 1280×800. Builds dist/ first if it is older
 * than the sources. Run: `npx tsx scripts/ssr-layout-shift.ts`.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { ensureBuilt, root } from '../test/tooling/built-dist.js';
import { CHROMIUM_LAUNCH, copyWidget, serveStatic } from '../test/tooling/ssr-page.js';

ensureBuilt(['ssr.js', 'royal-ur.bundled.js']);
const ssr = (await import(pathToFileURL(path.join(root, 'dist/ssr.js')).href)) as typeof import('../src/ssr/index.js');

const SCRIPT = '<script type="module" src="royal-ur.bundled.js"></script>';
const page = (board: string, main = '') =>
  `<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width, initial-scale=1"></head><body style="margin:0"><main${main}>${board}<p>After the board</p></main>\n${SCRIPT}</body></html>`;

const PAGES: Record<string, string> = {
  // As in test/tooling/ssr.node.test.ts.
  'test page (800 px main)': page(
    await ssr.renderRoyalUr({ seed: 3, 'light-name': 'Ana', 'animation-duration': 0, 'play-forced': 'off' }),
    ' style="width:800px"',
  ),
  'bare board (start screen)': page(await ssr.renderRoyalUr({}), ' style="padding:8px"'),
  'against the computer': page(await ssr.renderRoyalUr({ dark: 'computer' }), ' style="padding:8px"'),
  'named player': page(await ssr.renderRoyalUr({ seed: 3, 'light-name': 'Ana' }), ' style="padding:8px"'),
  // What docs/ssr.md tells a page whose board is known to be narrow.
  'against the computer, orientation="vertical"': page(
    await ssr.renderRoyalUr({ dark: 'computer', orientation: 'vertical' }),
    ' style="padding:8px"',
  ),
  'museum board': page(
    await ssr.renderRoyalUr({ seed: 3, 'light-name': 'Ana', 'board-style': 'museum' }),
    ' style="padding:8px"',
  ),
};

const dir = mkdtempSync(path.join(tmpdir(), 'royal-ur-cls-'));
copyWidget(dir);
const files = Object.keys(PAGES).map((name, index) => {
  writeFileSync(path.join(dir, `page-${index}.html`), PAGES[name]);
  return { name, file: `page-${index}.html` };
});
const site = await serveStatic(dir);
const browser = await chromium.launch(CHROMIUM_LAUNCH);

interface Shift {
  value: number;
  at: number;
  sources: string[];
}

try {
  for (const [width, height] of [
    [360, 640],
    [1280, 800],
  ])
    for (const { name, file } of files) {
      const tab = await browser.newPage({ viewport: { width, height } });
      await tab.addInitScript(() => {
        const w = window as unknown as { shifts: Shift[] };
        w.shifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources: { node: Node | null }[];
          })[])
            if (!entry.hadRecentInput)
              w.shifts.push({
                value: entry.value,
                at: Math.round(entry.startTime),
                sources: entry.sources.map(({ node }) =>
                  node instanceof Element ? `${node.localName}.${node.className}` : String(node?.nodeName),
                ),
              });
        }).observe({ type: 'layout-shift', buffered: true });
      });
      // The module held back until the server's drawing has been laid out, as on a slow network.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await tab.route('**/royal-ur.bundled.js', async (route) => {
        await held;
        await route.continue();
      });
      await tab.goto(site.url + file, { waitUntil: 'commit' });
      await tab.waitForFunction(() => document.readyState !== 'loading');
      await tab.waitForTimeout(300);
      release();
      await tab.waitForFunction(() => customElements.get('royal-ur') !== undefined);
      await tab.evaluate(
        () => (document.querySelector('royal-ur') as unknown as { updateComplete: Promise<unknown> }).updateComplete,
      );
      await tab.waitForTimeout(3000);
      const shifts = await tab.evaluate(() => (window as unknown as { shifts: Shift[] }).shifts);
      const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
      console.log(`${width}×${height}  ${name}: CLS ${cls.toFixed(4)}`);
      for (const shift of shifts)
        console.log(`    ${shift.value.toFixed(4)} at ${shift.at} ms: ${shift.sources.join(', ')}`);
      await tab.close();
    }
} finally {
  await browser.close();
  site.close();
  rmSync(dir, { recursive: true, force: true });
}
