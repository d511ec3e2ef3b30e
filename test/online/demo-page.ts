/**
 * The playground's "Play online" page (demo/online.html) as `npm start` serves it: Vite's dev server
 * with the project's own config (so `/demo-identity` signs the sample players' tokens with the
 * demo's key, demo/identities.ts) and the game server given that key, as scripts/start.mjs gives
 * it. Each person is a browser context of their own who picks a sample player on the page's form;
 * what they do is what a newcomer does: click the page's buttons and the board's.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { createServer } from 'vite';
import { movesBySide } from '../../server/ratings/index.js';
import type { GameRecord } from '../../src/engine/index.js';
import { startServer, type Running } from '../server/helpers.js';
import { WAIT_MS } from './harness.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface Demo {
  /** demo/online.html's address, naming the game server (`?server=`). */
  page: string;
  /** The game server's address. */
  server: string;
  running: Running;
  close(): Promise<void>;
}

/** The dev server (a free port) and the game server with the demo's identity key, as `npm start` runs them. */
export async function startDemo(): Promise<Demo> {
  const secret = readFileSync(path.join(root, 'demo/identity-secret.txt'), 'utf8').trim();
  const running = await startServer({ identity: { secrets: [secret] } });
  // A cache of its own: the project's (node_modules/.vite) may be a running `npm start`'s.
  const cacheDir = mkdtempSync(path.join(tmpdir(), 'royal-ur-demo-vite-'));
  const vite = await createServer({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    cacheDir,
    logLevel: 'warn',
    // Nothing reloads under a test; any free port.
    server: { port: 0, strictPort: false, host: '127.0.0.1', hmr: false, watch: null },
  });
  await vite.listen();
  const address = vite.httpServer!.address() as { port: number };
  const page = `http://127.0.0.1:${address.port}/demo/online.html?server=${encodeURIComponent(running.url)}`;
  return {
    page,
    server: running.url,
    running,
    async close() {
      await vite.close();
      await running.server.close();
      rmSync(cacheDir, { recursive: true, force: true });
    },
  };
}

/** A person's window: the page at `address`, in a browser context of its own. */
export async function openWindow(
  browser: Browser,
  address: string,
  viewport = { width: 1280, height: 800 },
): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('page error:', error));
  await page.goto(address);
  return page;
}

/** Fills the page's form as sample player `as` (rated), then clicks `button`: "Create a room" or "Find an opponent". */
export async function ask(
  page: Page,
  as: 'amina' | 'brook',
  button: 'Create a room' | 'Find an opponent',
): Promise<void> {
  await page.locator('select[name="as"]').selectOption(as);
  await page.locator('input[name="rated"]').check();
  await page.getByRole('button', { name: button }).click();
}

/** The page's status line (beside the board). */
export const pageStatus = (page: Page): Promise<string> => page.locator('#status').innerText();

/** Inside the board's shadow root. */
export const inBoard = (page: Page, selector: string) => page.locator(`#game ${selector}`);

/** The board's record, as the page's board holds it. */
const recordOf = (page: Page): Promise<GameRecord> =>
  page.evaluate(() => (document.getElementById('game') as HTMLElement & { record: GameRecord }).record);

/**
 * Both people play (Throw when it is theirs, else the first piece that may move) until each side
 * has moved `moves` times, or the game is over; resolves with the record then.
 */
export async function playUntilMoved(pages: Page[], moves: number, timeout = WAIT_MS): Promise<GameRecord> {
  const until = Date.now() + timeout;
  for (;;) {
    const record = await recordOf(pages[0]);
    const made = movesBySide(record);
    if ((made.light >= moves && made.dark >= moves) || (await inBoard(pages[0], '[part="game-over"]').count()))
      return record;
    if (Date.now() > until) throw new Error(`not ${moves} moves each in time: ${record.actions.join(' ')}`);
    for (const page of pages)
      await page.evaluate(() => {
        const root = document.getElementById('game')!.shadowRoot!;
        const button = root.querySelector<HTMLElement>('[part="throw-button"]');
        if (button?.getAttribute('aria-disabled') === 'false') button.click();
        else root.querySelector('.src')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      });
    await pages[0].waitForTimeout(100);
  }
}

/** The person resigns: Resign, then Resign again to confirm. */
export async function resign(page: Page): Promise<void> {
  await inBoard(page, '[part="end-button"]').click();
  await inBoard(page, '.confirm-end').click();
}

/** Each name on the board with its rating as it reads on screen: "You 1500? | Brook 1500?". */
export const names = (page: Page) =>
  page.evaluate(() =>
    [...document.getElementById('game')!.shadowRoot!.querySelectorAll('.players > .player')]
      .map((player) =>
        [player.querySelector('.name'), player.querySelector('[part="rating"] [aria-hidden]')]
          .map((part) => part?.textContent?.trim() ?? '')
          .join(' '),
      )
      .join(' | '),
  );
