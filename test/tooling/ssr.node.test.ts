/**
 * A board drawn on the server (`royal-ur/ssr`, issue 33), on a framework-free static page in
 * Chromium: its squares, names and buttons are there before the element's module runs (declarative
 * shadow DOM); when the module arrives the element hydrates that drawing — the same nodes, the focus
 * where it was, no layout shift — and plays on, firing its events. Builds dist/ first unless it is
 * newer than every source file.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { chromium, type Browser } from 'playwright-core';
import { ensureBuilt, root } from './built-dist.js';
import { assertHydrates, CHROMIUM_LAUNCH, copyWidget, serveStatic } from './ssr-page.js';

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
    copyWidget(dir);
    const board = await ssr.renderRoyalUr({
      seed: 3,
      'light-name': 'Ana',
      'animation-duration': 0,
      'play-forced': 'off',
    });
    writeFileSync(
      path.join(dir, 'static.html'),
      `<!doctype html><html lang="en"><head></head><body style="margin:0"><main style="width:800px">${board}<p>After the board</p></main>
<script type="module" src="royal-ur.bundled.js"></script></body></html>`,
    );
    const museum = await ssr.renderRoyalUr({ seed: 3, 'light-name': 'Ana', 'board-style': 'museum' });
    writeFileSync(
      path.join(dir, 'museum.html'),
      `<!doctype html><html lang="en"><head></head><body style="margin:0"><main style="width:800px">${museum}<p>After the board</p></main>
<script type="module" src="royal-ur.bundled.js"></script></body></html>`,
    );
    // A board known to be narrow, drawn top to bottom as docs/ssr.md advises: its size comes from its drawing.
    const vertical = await ssr.renderRoyalUr({ seed: 3, 'light-name': 'Ana', orientation: 'vertical' });
    writeFileSync(
      path.join(dir, 'vertical.html'),
      `<!doctype html><html lang="en"><head></head><body style="margin:0"><main>${vertical}<p>After the board</p></main>
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

  it('draws a museum board (board-style="museum") with its art and styles, and a default board without them', async () => {
    const museum = await ssr.renderRoyalUr({ 'board-style': 'museum' });
    assert.equal(museum.match(/class="museum-face"/g)?.length, 20);
    assert.match(museum, /\.museum-face \.lapis[,{]/);
    const plain = await ssr.renderRoyalUr({});
    assert.doesNotMatch(plain, /museum/);
  });

  it('a museum board drawn on the server hydrates as it was drawn: the same art and colours, no layout shift', async () => {
    const tab = await browser.newPage({ viewport: { width: 1000, height: 800 } });
    // The museum's colours of a square and its pattern, and how many museum faces the board has.
    const look = () =>
      tab.evaluate(() => {
        const root = document.querySelector('royal-ur')!.shadowRoot!;
        // No function declared in here: tsx would name it with a helper the page does not have.
        return {
          faces: root.querySelectorAll('.museum-face').length,
          tile: getComputedStyle(root.querySelector('[data-tile="B5"] > rect')!).fill,
          lapis: getComputedStyle(root.querySelector('[data-tile="B5"] .lapis')!).fill,
        };
      });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await tab.route('**/royal-ur.bundled.js', async (route) => {
      await held;
      await route.continue();
    });
    await tab.goto(`${site.url}museum.html`, { waitUntil: 'commit' });
    await tab.waitForFunction(() => document.readyState !== 'loading');
    const drawn = await look();
    assert.deepEqual(drawn, { faces: 20, tile: 'rgb(243, 234, 210)', lapis: 'rgb(29, 61, 140)' });
    release();
    await tab.waitForFunction(() => customElements.get('royal-ur') !== undefined);
    await tab.evaluate(
      () => (document.querySelector('royal-ur') as unknown as { updateComplete: Promise<unknown> }).updateComplete,
    );
    assert.deepEqual(await look(), drawn);
    await tab.close();
    await assertHydrates(browser, `${site.url}museum.html`, { light: 'Ana' });
  });

  it('refuses an attribute the element does not know, naming it', async () => {
    await assert.rejects(() => ssr.renderRoyalUr({ colour: 'red' }), /unknown attribute colour/);
    await assert.rejects(() => ssr.renderRoyalUr('variant' as never), /must be an object/);
  });

  it('shows the board before the module runs, then hydrates it: the same nodes, focus kept, no layout shift, events after', async () => {
    await assertHydrates(browser, `${site.url}static.html`, { light: 'Ana' });
  });

  it('a vertical board drawn on the server takes its drawn size before the module runs: no layout shift', async () => {
    await assertHydrates(browser, `${site.url}vertical.html`, { light: 'Ana' });
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

  it('names the players as a browser-drawn board does, on the server and after hydration ("You", "Your throw")', async () => {
    const cases: Record<string, string | number>[] = [
      { dark: 'computer' },
      { light: 'computer', 'first-player': 'dark' },
      { dark: 'computer', lang: 'ar' },
      { dark: 'computer', 'light-name': 'Ana' },
    ];
    // As text: a function compiled here would carry the test runner's helpers into the page.
    const read = `(() => {
      const root = document.querySelector('royal-ur').shadowRoot;
      const text = (selector) => [...root.querySelectorAll(selector)].map((node) => node.textContent.replace(/\\s+/g, ' ').trim());
      return { names: text('.players .name'), status: text('[part="status"]') };
    })()`;
    for (const attributes of cases) {
      const all = { seed: 3, 'animation-duration': 0, ...attributes };
      const drawn = await ssr.renderRoyalUr(all);
      const written = Object.entries(all)
        .map(([name, value]) => `${name}="${value}"`)
        .join(' ');
      const page = (body: string) =>
        `<!doctype html><html lang="en"><head><meta charset="utf-8"></head><body>${body}<script type="module" src="royal-ur.bundled.js"></script></body></html>`;
      writeFileSync(path.join(dir, 'names-ssr.html'), page(drawn));
      writeFileSync(path.join(dir, 'names-browser.html'), page(`<royal-ur ${written}></royal-ur>`));
      const tab = await browser.newPage({ viewport: { width: 1000, height: 800 } });
      await tab.goto(`${site.url}names-browser.html`);
      await tab.evaluate(() => customElements.whenDefined('royal-ur'));
      await tab.waitForFunction(() => document.querySelector('royal-ur')!.shadowRoot!.querySelector('.players .name'));
      await tab.evaluate(
        () => (document.querySelector('royal-ur') as unknown as { updateComplete: unknown }).updateComplete,
      );
      const browserDrawn = (await tab.evaluate(read)) as { names: string[]; status: string[] };
      await tab.route('**/royal-ur.bundled.js', (route) => route.abort());
      await tab.goto(`${site.url}names-ssr.html`);
      const serverDrawn = await tab.evaluate(read);
      await tab.unroute('**/royal-ur.bundled.js');
      await tab.goto(`${site.url}names-ssr.html`);
      await tab.evaluate(() => customElements.whenDefined('royal-ur'));
      await tab.evaluate(
        () => (document.querySelector('royal-ur') as unknown as { updateComplete: unknown }).updateComplete,
      );
      const hydrated = await tab.evaluate(read);
      await tab.close();
      const label = JSON.stringify(attributes);
      assert.deepEqual(serverDrawn, browserDrawn, `${label}: drawn on the server`);
      assert.deepEqual(hydrated, browserDrawn, `${label}: hydrated`);
      if (!attributes['light-name'] && !attributes.lang) assert.ok(browserDrawn.names.includes('You'), label);
    }
  });
});
