/**
 * A board drawn on the server (`royal-ur/ssr`, issue 33), on a framework-free static page in
 * Chromium: its squares, names and buttons are there before the element's module runs (declarative
 * shadow DOM); when the module arrives the element hydrates that drawing — the same nodes, the focus
 * where it was, no layout shift — and plays on, firing its events. Builds dist/ first unless it is
 * newer than every source file.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { chromium, type Browser, type LaunchOptions } from 'playwright-core';
import { ensureBuilt, root } from './built-dist.js';

const { CHROMIUM_LAUNCH } = (await import('../../scripts/chromium.mjs' as string)) as {
  CHROMIUM_LAUNCH: LaunchOptions;
};
const { serveStatic } = (await import(
  '../../scripts/static-server.mjs' as string
)) as typeof import('../../scripts/static-server.mjs');

type Ssr = typeof import('../../src/ssr/index.js');

describe('royal-ur/ssr: a board drawn before JavaScript', () => {
  let browser: Browser;
  let dir: string;
  let site: { url: string; close: () => void };
  let ssr: Ssr;

  before(async () => {
    ensureBuilt(['ssr.js', 'royal-ur.bundled.js']);
    ssr = (await import(pathToFileURL(path.join(root, 'dist/ssr.js')).href)) as Ssr;
    dir = mkdtempSync(path.join(tmpdir(), 'royal-ur-ssr-'));
    cpSync(path.join(root, 'dist'), dir, {
      recursive: true,
      filter: (source) => !/(types|server|ssr)/.test(path.basename(source)),
    });
    const board = await ssr.renderRoyalUr({
      seed: 3,
      'light-name': 'Ana',
      'animation-duration': 0,
      'play-forced': 'off',
    });
    // Layout shifts counted from the first moment, before the board is parsed.
    writeFileSync(
      path.join(dir, 'static.html'),
      `<!doctype html><html lang="en"><head><script>
window.shifts = 0;
new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.shifts += entry.value; }).observe({ type: 'layout-shift', buffered: true });
</script></head><body style="margin:0"><main style="width:800px">${board}<p>After the board</p></main>
<script type="module" src="royal-ur.bundled.js"></script></body></html>`,
    );
    site = await serveStatic(dir);
    browser = await chromium.launch(CHROMIUM_LAUNCH);
  });

  after(async () => {
    await browser?.close();
    site?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('returns the HTML of a board: 20 squares, the names and the status in its language, in declarative shadow DOM', async () => {
    const html = await ssr.renderRoyalUr({ variant: 'finkel', 'light-name': 'A"na <b>', lang: 'fr' });
    assert.match(
      html,
      /<royal-ur [^>]*light-name="A&quot;na &lt;b&gt;"[^>]* lang="fr"><template shadowroot(mode)?="open"/,
    );
    assert.equal(html.match(/data-tile="[ABC]\d"/g)?.length, 20);
    assert.match(html, /Nouvelle partie/);
    // Bell's tile kinds are drawn, with their styles: the page shows them before any script.
    const bell = await ssr.renderRoyalUr({ variant: 'bell' });
    assert.match(bell, /class="pattern"/);
    assert.match(bell, /\.pattern\{/);
  });

  it('refuses an attribute the element does not know, naming it', async () => {
    await assert.rejects(() => ssr.renderRoyalUr({ colour: 'red' }), /unknown attribute colour/);
    await assert.rejects(() => ssr.renderRoyalUr('variant' as never), /must be an object/);
  });

  it('shows the board before the module runs, then hydrates it: the same nodes, focus kept, no layout shift, events after', async () => {
    const tab = await browser.newPage({ viewport: { width: 1000, height: 800 } });
    const errors: string[] = [];
    tab.on('pageerror', (error) => errors.push(error.message));
    // The module is held back until the page has been looked at without it.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await tab.route('**/royal-ur.bundled.js', async (route) => {
      await held;
      await route.continue();
    });
    // DOMContentLoaded waits for the module: wait for the parsed page instead.
    await tab.goto(`${site.url}static.html`, { waitUntil: 'commit' });
    await tab.waitForFunction(() => document.querySelector('main > p'));
    const before = await tab.evaluate(() => {
      const root = document.querySelector('royal-ur')!.shadowRoot!;
      const button = root.querySelector<HTMLButtonElement>('[part="throw-button"]')!;
      button.focus();
      const w = window as unknown as { tile: Element; button: Element; board: Element };
      w.tile = root.querySelector('[data-tile="A4"]')!;
      w.button = button;
      w.board = root.querySelector('svg')!;
      return {
        defined: customElements.get('royal-ur') !== undefined,
        tiles: root.querySelectorAll('[data-tile]').length,
        status: root.querySelector('[part="status"]')!.textContent,
        height: document.querySelector('royal-ur')!.getBoundingClientRect().height,
      };
    });
    assert.equal(before.defined, false, 'the module has not run yet');
    assert.equal(before.tiles, 20);
    assert.match(before.status!, /Ana to throw/);
    assert.ok(before.height > 300, `the board takes its room at once (${before.height}px)`);
    release();
    const after = await tab.evaluate(async () => {
      await customElements.whenDefined('royal-ur');
      const board = document.querySelector('royal-ur') as HTMLElement & {
        updateComplete: Promise<unknown>;
        record: { actions: unknown[] };
      };
      await board.updateComplete;
      // Two frames: any shift the hydration caused is reported by then.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const root = board.shadowRoot!;
      const w = window as unknown as { tile: Element; button: Element; board: Element; shifts: number };
      const sameNodes =
        root.querySelector('[data-tile="A4"]') === w.tile &&
        root.querySelector('[part="throw-button"]') === w.button &&
        root.querySelector('svg') === w.board;
      const focusKept = root.activeElement === w.button;
      const tiles = root.querySelectorAll('[data-tile]').length;
      // Measured before the throw below, whose result may show new controls (Abort).
      const height = board.getBoundingClientRect().height;
      const thrown: number[] = [];
      board.addEventListener('ur-throw', (event) =>
        thrown.push((event as CustomEvent<{ value: number }>).detail.value),
      );
      (w.button as HTMLButtonElement).click();
      await board.updateComplete;
      return {
        sameNodes,
        focusKept,
        tiles,
        shifts: w.shifts,
        thrown,
        actions: board.record.actions.length,
        status: root.querySelector('[part="status"]')!.textContent,
        height,
      };
    });
    assert.equal(after.sameNodes, true, 'the server drawing was hydrated, not drawn again');
    assert.equal(after.focusKept, true);
    assert.equal(after.tiles, 20, 'one board, not two');
    assert.equal(after.shifts, 0, 'no layout shift');
    assert.equal(after.height, before.height);
    assert.equal(after.thrown.length, 1, 'a click after hydration throws, with its event');
    assert.equal(after.actions, 1);
    assert.match(after.status!, new RegExp(`Ana threw ${after.thrown[0]}`));
    assert.deepEqual(errors, []);
    await tab.close();
  });

  it('without the hydration part (it could not be fetched), the board is drawn again once, and plays', async () => {
    const tab = await browser.newPage({ viewport: { width: 1000, height: 800 } });
    const errors: string[] = [];
    const warnings: string[] = [];
    tab.on('pageerror', (error) => errors.push(error.message));
    tab.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await tab.route('**/bundled/hydrate-*.js', (route) => route.abort());
    await tab.goto(`${site.url}static.html`);
    const drawn = await tab.evaluate(async () => {
      await customElements.whenDefined('royal-ur');
      const board = document.querySelector('royal-ur') as HTMLElement & {
        updateComplete: Promise<unknown>;
        throwDice(): unknown;
        record: { actions: unknown[] };
      };
      await board.updateComplete;
      board.throwDice();
      await board.updateComplete;
      const root = board.shadowRoot!;
      return { tiles: root.querySelectorAll('[data-tile]').length, actions: board.record.actions.length };
    });
    assert.deepEqual(drawn, { tiles: 20, actions: 1 });
    assert.ok(
      warnings.some((text) => /could not load .*hydrate/.test(text)),
      `warned: ${warnings.join(' | ')}`,
    );
    assert.deepEqual(errors, []);
    await tab.close();
  });
});
