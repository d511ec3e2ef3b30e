/**
 * For tests of a page with a board drawn on the server (royal-ur/ssr) in Chromium: the element's
 * built files beside the page, and the check that the page shows the board before the element's
 * module runs and that the module then hydrates it (the same nodes, the focus kept, no layout shift,
 * a click on Throw firing `ur-throw`).
 */
import { cpSync } from 'node:fs';
import path from 'node:path';
import assert from 'node:assert/strict';
import type { Browser, LaunchOptions } from 'playwright-core';
import { root } from './built-dist.js';

export const { CHROMIUM_LAUNCH } = (await import('../../scripts/chromium.mjs' as string)) as {
  CHROMIUM_LAUNCH: LaunchOptions;
};
export const { serveStatic } = (await import(
  '../../scripts/static-server.mjs' as string
)) as typeof import('../../scripts/static-server.mjs');

/** The self-contained bundles (royal-ur.bundled.js, its parts, the worker) copied into `dir`, as a site serves them. */
export function copyWidget(dir: string): void {
  cpSync(path.join(root, 'dist'), dir, {
    recursive: true,
    filter: (source) => !/(types|server|ssr)/.test(path.basename(source)),
  });
}

/**
 * Opens `url` with the element's module (`script`) held back: the board drawn on the server must be
 * there, `light`'s turn on its status line, its Throw button focused; then the module runs and must
 * hydrate that drawing. Layout shifts are counted from the page's first moment.
 */
export async function assertHydrates(
  browser: Browser,
  url: string,
  { light, script = 'royal-ur.bundled.js' }: { light: string; script?: string },
): Promise<void> {
  const tab = await browser.newPage({ viewport: { width: 1000, height: 800 } });
  const errors: string[] = [];
  tab.on('pageerror', (error) => errors.push(error.message));
  await tab.addInitScript(() => {
    const w = window as unknown as { shifts: number };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.shifts += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // The module is held back until the page has been looked at without it.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await tab.route(`**/${script}`, async (route) => {
    await held;
    await route.continue();
  });
  // DOMContentLoaded waits for the module: wait for the parsed page instead.
  await tab.goto(url, { waitUntil: 'commit' });
  await tab.waitForFunction(() => document.readyState !== 'loading');
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
  assert.match(before.status!, new RegExp(`${light} to throw`));
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
    board.addEventListener('ur-throw', (event) => thrown.push((event as CustomEvent<{ value: number }>).detail.value));
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
  assert.match(after.status!, new RegExp(`${light} threw ${after.thrown[0]}`));
  assert.deepEqual(errors, []);
  await tab.close();
}
