/**
 * The built bundles on a hostile page (issue 9), in Chromium: with an enumerable value on
 * Object.prototype set before the bundle, both self-contained builds still register <royal-ur>;
 * under a strict Content-Security-Policy (with and without Trusted Types) they cause no violation,
 * think in the worker file and draw hints and the rules panel; the classic script keeps a page's
 * own `RoyalUr`, and loads its parts from classic/ (or plays without them). Builds dist/ first
 * unless it is newer than every source file.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { chromium, type Browser, type LaunchOptions } from 'playwright-core';
import { ensureBuilt, root } from './built-dist.js';

// Plain JavaScript helpers of the build scripts (no declarations): typed here.
const { CHROMIUM_LAUNCH } = (await import('../../scripts/chromium.mjs' as string)) as {
  CHROMIUM_LAUNCH: LaunchOptions;
};
const { serveStatic } = (await import(
  '../../scripts/static-server.mjs' as string
)) as typeof import('../../scripts/static-server.mjs');

const BUNDLES = ['royal-ur.bundled.js', 'royal-ur.iife.js', 'royal-ur-ai.js'];
const STRICT_CSP = "default-src 'self'; script-src 'self'; style-src 'self'; worker-src 'self'";

/** The page's script tag for a build: the ES module or the classic script. */
const load = (bundle: string) =>
  bundle.endsWith('.iife.js') ? `<script src="${bundle}"></script>` : `<script type="module" src="${bundle}"></script>`;

describe('hostile page: the built bundles', () => {
  let browser: Browser;
  let dir: string;
  const sites: Record<'plain' | 'csp' | 'trustedTypes' | 'nonce', { url: string; close: () => void }> = {} as never;

  before(async () => {
    ensureBuilt(BUNDLES);
    dir = mkdtempSync(path.join(tmpdir(), 'royal-ur-hostile-'));
    cpSync(path.join(root, 'dist'), dir, {
      recursive: true,
      filter: (source) => !/(types|server)/.test(path.basename(source)),
    });
    mkdirSync(path.join(dir, 'pages'));
    writeFileSync(path.join(dir, 'pollute.js'), 'Object.prototype.flag = 1;\n');
    // Counts violations from the first moment; an external file, since the policy forbids inline scripts.
    writeFileSync(
      path.join(dir, 'watch.js'),
      'window.violations = []; document.addEventListener("securitypolicyviolation", (e) => window.violations.push(e.violatedDirective + " " + e.blockedURI));\n',
    );
    writeFileSync(path.join(dir, 'own-global.js'), 'window.RoyalUr = "the page\'s own";\n');
    for (const bundle of BUNDLES.slice(0, 2)) {
      const kind = bundle.endsWith('.iife.js') ? 'iife' : 'es';
      writeFileSync(
        path.join(dir, `polluted-${kind}.html`),
        `<!doctype html><script src="pollute.js"></script>${load(bundle)}<royal-ur seed="1"></royal-ur>`,
      );
      // A page in another folder than the scripts: the worker file must be found next to the script, not the page.
      writeFileSync(
        path.join(dir, 'pages', `strict-${kind}.html`),
        `<!doctype html><html lang="de"><script src="../watch.js"></script>${load(`../${bundle}`)}<royal-ur seed="7" dark="computer" level="expert" hints animation-duration="0"></royal-ur></html>`,
      );
      writeFileSync(
        path.join(dir, 'pages', `review-${kind}.html`),
        // Two pieces a side: the review worker judges the game exactly in a second.
        `<!doctype html><script src="../watch.js"></script>${load(`../${bundle}`)}<royal-ur seed="3" pieces="2" animation-duration="0"></royal-ur>`,
      );
    }
    writeFileSync(
      path.join(dir, 'own-global.html'),
      `<!doctype html><script src="own-global.js"></script>${load('royal-ur.iife.js')}<royal-ur seed="1"></royal-ur>`,
    );
    writeFileSync(
      path.join(dir, 'global.html'),
      `<!doctype html>${load('royal-ur.iife.js')}<royal-ur seed="1"></royal-ur>`,
    );
    // The classic script served without its classic/ folder.
    mkdirSync(path.join(dir, 'alone'));
    cpSync(path.join(dir, 'royal-ur.iife.js'), path.join(dir, 'alone', 'royal-ur.iife.js'));
    // Scripts allowed by nonce only: the classic script's parts must carry its nonce.
    writeFileSync(
      path.join(dir, 'pages', 'nonce.html'),
      `<!doctype html><html lang="de"><script nonce="royal" src="../watch.js"></script><script nonce="royal" src="../royal-ur.iife.js"></script><royal-ur seed="1"></royal-ur></html>`,
    );
    writeFileSync(
      path.join(dir, 'alone', 'german.html'),
      `<!doctype html><html lang="de">${load('royal-ur.iife.js')}<royal-ur seed="1"></royal-ur></html>`,
    );
    writeFileSync(
      path.join(dir, 'alone', 'bell.html'),
      `<!doctype html>${load('royal-ur.iife.js')}<royal-ur seed="1" variant="bell"></royal-ur>`,
    );
    sites.plain = await serveStatic(dir);
    sites.csp = await serveStatic(dir, { 'content-security-policy': STRICT_CSP });
    sites.nonce = await serveStatic(dir, {
      'content-security-policy': "default-src 'self'; script-src 'nonce-royal'; style-src 'self'; worker-src 'self'",
    });
    sites.trustedTypes = await serveStatic(dir, {
      'content-security-policy': `${STRICT_CSP}; require-trusted-types-for 'script'`,
    });
    // The script from another origin, as from a CDN: its worker cannot start from its URL directly.
    writeFileSync(
      path.join(dir, 'cdn.html'),
      `<!doctype html>${load(`${sites.csp.url}royal-ur.iife.js`)}<royal-ur seed="5" light="computer" dark="computer" level="expert" animation-duration="0"></royal-ur>`,
    );
    writeFileSync(
      path.join(dir, 'cdn-bell.html'),
      `<!doctype html>${load(`${sites.csp.url}royal-ur.iife.js`)}<royal-ur seed="5" variant="bell" light="computer" dark="computer" level="expert" animation-duration="0"></royal-ur>`,
    );
    browser = await chromium.launch(CHROMIUM_LAUNCH);
  });

  after(async () => {
    await browser?.close();
    for (const site of Object.values(sites)) site?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  for (const kind of ['es', 'iife']) {
    it(`${kind}: Object.prototype.flag = 1 before the bundle, and <royal-ur> still registers and draws`, async () => {
      const tab = await browser.newPage();
      const errors: string[] = [];
      tab.on('pageerror', (error) => errors.push(error.message));
      await tab.goto(`${sites.plain.url}polluted-${kind}.html`);
      await tab.waitForFunction(
        () =>
          customElements.get('royal-ur') !== undefined &&
          document.querySelector('royal-ur')?.shadowRoot?.querySelector('[part="status"]'),
        null,
        { timeout: 20_000 },
      );
      const status = await tab.evaluate(
        () => document.querySelector('royal-ur')!.shadowRoot!.querySelector('[part="status"]')!.textContent,
      );
      assert.match(status ?? '', /Light/);
      assert.deepEqual(errors, []);
      await tab.close();
    });

    for (const policy of ['csp', 'trustedTypes'] as const) {
      it(`${kind} under ${policy === 'csp' ? 'a strict CSP' : 'a strict CSP with Trusted Types'}: no violation, the worker file thinks, hints and rules panel drawn`, async () => {
        const tab = await browser.newPage();
        const errors: string[] = [];
        const requested: string[] = [];
        tab.on('pageerror', (error) => errors.push(error.message));
        tab.on('request', (request) => requested.push(new URL(request.url()).pathname));
        await tab.goto(`${sites[policy].url}pages/strict-${kind}.html`);
        await tab.waitForFunction(() => customElements.get('royal-ur') !== undefined);
        // Light (a person, played here through the API) gets hints; dark is the computer: both think in the worker.
        const drawn = await tab.evaluate(async () => {
          type Board = HTMLElement & {
            updateComplete: Promise<unknown>;
            settled(): Promise<void>;
            throwDice(): unknown;
            move(move: unknown): unknown;
            decline(): unknown;
            legalMoves: unknown[];
            record: { actions: unknown[] };
            position: { winner: unknown };
          };
          const board = document.querySelector('royal-ur') as Board;
          const root = board.shadowRoot!;
          const fills: number[] = [];
          while (board.record.actions.length < 16 && !board.position.winner) {
            await board.settled();
            if (board.legalMoves.length > 0) {
              const bar = root.querySelector<HTMLElement>('[part="hint"] .bar');
              if (bar)
                fills.push(
                  (bar.firstElementChild as HTMLElement).getBoundingClientRect().width /
                    bar.getBoundingClientRect().width,
                );
              board.move(board.legalMoves[0]);
            } else {
              board.throwDice();
            }
            await board.updateComplete;
          }
          root.querySelector<HTMLButtonElement>('[part="help-button"]')!.click();
          await board.updateComplete;
          const route = root.querySelector<HTMLElement>('.help .route')!;
          return {
            status: root.querySelector('[part="status"]')!.textContent ?? '',
            fills,
            // The route map is the board's own drawing: as many squares as the board, laid out by its styles.
            tiles: route.querySelectorAll('.tile').length,
            routeWidth: route.getBoundingClientRect().width,
            violations: (window as unknown as { violations: string[] }).violations,
          };
        });
        assert.deepEqual(drawn.violations, []);
        assert.deepEqual(errors, []);
        assert.ok(
          requested.includes('/royal-ur-ai.js'),
          `the worker file was loaded (requests: ${requested.join(', ')})`,
        );
        assert.ok(drawn.fills.length >= 2, `hints were shown (${drawn.fills.length})`);
        for (const fill of drawn.fills)
          assert.ok(fill > 0.02 && fill < 0.98, `the hint bar shows a winning chance, not a full bar (${fill})`);
        assert.equal(drawn.tiles, 20, "the rules panel's route map draws the board's 20 squares");
        assert.ok(drawn.routeWidth > 100, `the route map is laid out by its styles (${drawn.routeWidth} px wide)`);
        assert.doesNotMatch(drawn.status, /Light|Dark/, 'the page is German: the German words were loaded');
        // Each build fetched its on-demand parts as files of its own: the classic script too (classic/).
        const parts = kind === 'es' ? 'bundled' : 'classic';
        for (const part of ['de', 'help', 'client', 'computer', 'hint-bar']) {
          assert.ok(
            requested.some((file) => new RegExp(`^/${parts}/${part}-[\\w-]+\\.js$`).test(file)),
            `${part} came as a part from ${parts}/ (requests: ${requested.join(', ')})`,
          );
        }
        await tab.close();
      });
    }
  }

  for (const kind of ['es', 'iife']) {
    it(`${kind} under a strict CSP: review(record) loads the review view and analyses the game in the worker file`, async () => {
      const tab = await browser.newPage();
      const errors: string[] = [];
      const requested: string[] = [];
      tab.on('pageerror', (error) => errors.push(error.message));
      tab.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await tab.goto(`${sites.csp.url}pages/review-${kind}.html`);
      await tab.waitForFunction(() => customElements.get('royal-ur') !== undefined);
      const reviewed = await tab.evaluate(async () => {
        type Board = HTMLElement & {
          updateComplete: Promise<unknown>;
          throwDice(): unknown;
          move(move: unknown): unknown;
          legalMoves: unknown[];
          record: { actions: unknown[] };
          position: { phase: string };
          review(): Promise<{ ok: boolean }>;
        };
        const board = document.querySelector('royal-ur') as Board;
        await board.updateComplete;
        while (board.position.phase !== 'over') {
          if (board.legalMoves.length > 0) board.move(board.legalMoves[0]);
          else board.throwDice();
        }
        const complete = new Promise<{ lightChances: number[]; evaluator: string }>((resolve) =>
          board.addEventListener('ur-review-complete', (event) => resolve((event as CustomEvent).detail), {
            once: true,
          }),
        );
        const opened = await board.review();
        const detail = await complete;
        const view = board.shadowRoot!.querySelector('royal-ur-review')!;
        return {
          opened: opened.ok,
          points: detail.lightChances.length,
          actions: board.record.actions.length,
          evaluator: detail.evaluator,
          graph: !!view.shadowRoot?.querySelector('[role="slider"] path.chance'),
          violations: (window as unknown as { violations: string[] }).violations,
        };
      });
      assert.deepEqual(reviewed.violations, []);
      assert.deepEqual(errors, []);
      assert.equal(reviewed.opened, true);
      assert.equal(reviewed.points, reviewed.actions + 1);
      assert.equal(reviewed.evaluator, 'learned', 'judged in the worker, which carries the learned evaluation');
      assert.equal(reviewed.graph, true);
      assert.ok(
        requested.includes('/royal-ur-ai.js'),
        `the worker file was loaded (requests: ${requested.join(', ')})`,
      );
      await tab.close();
    });
  }

  for (const variant of ['finkel', 'bell']) {
    it(`iife from another origin (a CDN), ${variant}: the worker file starts through an importer and the computers play`, async () => {
      const tab = await browser.newPage();
      const errors: string[] = [];
      const workerFiles: string[] = [];
      /** Learned weights fetched, by file: each variant's come apart from the worker. */
      const weightFiles: string[] = [];
      tab.on('pageerror', (error) => errors.push(error.message));
      tab.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname === '/royal-ur-ai.js') workerFiles.push(url.origin);
        else if (/^\/royal-ur-ai-\w+\.js$/.test(url.pathname)) weightFiles.push(url.href);
      });
      await tab.goto(`${sites.plain.url}${variant === 'bell' ? 'cdn-bell.html' : 'cdn.html'}`);
      await tab.waitForFunction(
        () =>
          ((document.querySelector('royal-ur') as unknown as { record?: { actions: unknown[] } })?.record?.actions
            .length ?? 0) >= 12,
        null,
        { timeout: 30_000 },
      );
      assert.deepEqual(errors, []);
      const origin = new URL(sites.csp.url).origin;
      assert.deepEqual(workerFiles, [origin], "the worker file was fetched once, from the script's origin");
      // The game's learned weights come from beside the worker file, once, and no other variant's.
      assert.deepEqual(weightFiles, [`${origin}/royal-ur-ai-${variant}.js`]);
      await tab.close();
    });
  }

  it('iife without its classic/ folder: the board still plays, in English, and the console names the missing part', async () => {
    const tab = await browser.newPage();
    const errors: string[] = [];
    const warnings: string[] = [];
    tab.on('pageerror', (error) => errors.push(error.message));
    tab.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await tab.goto(`${sites.plain.url}alone/german.html`);
    await tab.waitForFunction(
      () => document.querySelector('royal-ur')?.shadowRoot?.querySelector('[part="status"]'),
      null,
      { timeout: 20_000 },
    );
    const played = await tab.evaluate(async () => {
      const board = document.querySelector('royal-ur') as HTMLElement & {
        updateComplete: Promise<unknown>;
        throwDice(): unknown;
        record: { actions: unknown[] };
      };
      board.throwDice();
      await board.updateComplete;
      return {
        actions: board.record.actions.length,
        status: board.shadowRoot!.querySelector('[part="status"]')!.textContent ?? '',
      };
    });
    assert.equal(played.actions, 1);
    assert.match(played.status, /Light|Dark/, 'English words: the German part could not be fetched');
    assert.ok(
      warnings.some((text) => /could not load .*classic\/de-[\w-]+\.js/.test(text)),
      `warned: ${warnings.join(' | ')}`,
    );
    assert.deepEqual(errors, []);
    await tab.close();
  });

  it('iife without its classic/ folder: a bell board is drawn with its rosettes, the other tile kinds plain, and the console names the missing part', async () => {
    const tab = await browser.newPage();
    const errors: string[] = [];
    const warnings: string[] = [];
    tab.on('pageerror', (error) => errors.push(error.message));
    tab.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await tab.goto(`${sites.plain.url}alone/bell.html`);
    await tab.waitForFunction(
      () => document.querySelector('royal-ur')?.shadowRoot?.querySelector('[part="board"]'),
      null,
      { timeout: 20_000 },
    );
    const drawn = await tab.evaluate(() => {
      const root = document.querySelector('royal-ur')!.shadowRoot!;
      return {
        rosettes: root.querySelectorAll('.tile.rosette .petals').length,
        patterns: root.querySelectorAll('.tile .pattern, .tile .rings, .tile .score').length,
      };
    });
    assert.deepEqual(drawn, { rosettes: 5, patterns: 0 });
    assert.ok(
      warnings.some((text) => /could not load .*classic\/tile-art-[\w-]+\.js/.test(text)),
      `warned: ${warnings.join(' | ')}`,
    );
    assert.deepEqual(errors, []);
    await tab.close();
  });

  it('iife on a page that allows scripts by nonce only: its parts carry the nonce and load without a violation', async () => {
    const tab = await browser.newPage();
    const errors: string[] = [];
    tab.on('pageerror', (error) => errors.push(error.message));
    await tab.goto(`${sites.nonce.url}pages/nonce.html`);
    await tab.waitForFunction(() => customElements.get('royal-ur') !== undefined);
    const shown = await tab.evaluate(async () => {
      const board = document.querySelector('royal-ur') as HTMLElement & { updateComplete: Promise<unknown> };
      await board.updateComplete;
      return {
        status: board.shadowRoot!.querySelector('[part="status"]')!.textContent ?? '',
        violations: (window as unknown as { violations: string[] }).violations,
      };
    });
    assert.deepEqual(shown.violations, []);
    assert.deepEqual(errors, []);
    assert.doesNotMatch(shown.status, /Light|Dark/, 'the German part was loaded');
    await tab.close();
  });

  it("iife: a page's own window.RoyalUr is kept, with a console warning", async () => {
    const tab = await browser.newPage();
    const warnings: string[] = [];
    tab.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await tab.goto(`${sites.plain.url}own-global.html`);
    await tab.waitForFunction(() => customElements.get('royal-ur') !== undefined);
    assert.equal(await tab.evaluate(() => (window as unknown as { RoyalUr: unknown }).RoyalUr), "the page's own");
    assert.ok(
      warnings.some((text) => text.includes('window.RoyalUr')),
      `warned: ${warnings.join(' | ')}`,
    );
    await tab.close();
  });

  it('iife: window.RoyalUr is published frozen, down to its data', async () => {
    const tab = await browser.newPage();
    await tab.goto(`${sites.plain.url}global.html`);
    await tab.waitForFunction(() => customElements.get('royal-ur') !== undefined);
    const result = await tab.evaluate(() => {
      const api = (
        window as unknown as {
          RoyalUr: Record<string, unknown> & { LEVELS: string[]; UR_EVENTS: string[]; LANGS: string[] };
        }
      ).RoyalUr;
      const events = [...api.UR_EVENTS];
      // Page scripts are sloppy: writes to frozen data fail silently, so check nothing changed.
      const attempts = [
        () => ((api as Record<string, unknown>).defineRoyalUr = null),
        () => api.LEVELS.push('cheat'),
        () => api.UR_EVENTS.pop(),
        () => (api.LANGS[0] = 'xx'),
      ];
      for (const attempt of attempts) {
        try {
          attempt();
        } catch {
          // refused loudly: as good
        }
      }
      return {
        refused: [
          typeof api.defineRoyalUr === 'function',
          !api.LEVELS.includes('cheat'),
          api.UR_EVENTS.join() === events.join(),
          api.LANGS[0] === 'en',
        ],
        frozen: Object.isFrozen(api),
        element: api.RoyalUrElement === customElements.get('royal-ur'),
      };
    });
    assert.deepEqual(result.refused, [true, true, true, true]);
    assert.equal(result.frozen, true);
    assert.equal(result.element, true, "the global's element class is the registered one");
    await tab.close();
  });
});
