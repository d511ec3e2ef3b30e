/**
 * docs/online-play.md's "A page", as a site owner copies it: its HTML taken from the docs, built
 * with Vite (`royal-ur` and `royal-ur/online` resolved to the sources) and served statically. The
 * only change is the server's address, which each test page is given before its scripts run
 * (`window.testServer`), so that two players may use two processes. What a test reads of a page
 * it watches from outside: the `ur-game-end` events that reached the document, and the alerts.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { build } from 'vite';
import { serveStatic } from '../../scripts/static-server.mjs';
import type { TestSite } from './harness.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The address the docs' page names, replaced by the test's server. */
const DOCS_SERVER = "'https://ur.example.org'";

/** The HTML of the docs' "A page" section, as written there. */
export function docsPage(): string {
  const docs = readFileSync(path.join(root, 'docs/online-play.md'), 'utf8');
  const section = docs.slice(docs.indexOf('\n## A page\n'));
  const html = /```html\n([\s\S]*?)```/.exec(section)?.[1];
  if (!html?.includes(DOCS_SERVER))
    throw new Error('docs/online-play.md: no "A page" naming the server as the tests expect');
  return html;
}

/** Builds the docs' page and serves it on 127.0.0.1. */
export async function serveDocsPage(): Promise<{ url: string; close(): void }> {
  const source = mkdtempSync(path.join(tmpdir(), 'royal-ur-docs-page-'));
  const out = path.join(source, 'dist');
  writeFileSync(
    path.join(source, 'index.html'),
    `<!doctype html><meta charset="utf-8"><title>A page</title>\n${docsPage().replace(DOCS_SERVER, 'window.testServer')}`,
  );
  await build({
    configFile: false,
    root: source,
    logLevel: 'warn',
    publicDir: false,
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    resolve: {
      alias: [
        { find: /^royal-ur\/online$/, replacement: path.join(root, 'src/online/index.ts') },
        { find: /^royal-ur$/, replacement: path.join(root, 'src/royal-ur.ts') },
      ],
    },
    worker: { format: 'es' },
    build: { outDir: out, emptyOutDir: true, target: 'es2022', minify: false, reportCompressedSize: false },
  });
  const site = await serveStatic(out);
  return {
    url: site.url,
    close() {
      site.close();
      rmSync(source, { recursive: true, force: true });
    },
  };
}

/** One end as a board's `ur-game-end` told it. */
export interface SeenEnd {
  reason: string;
  by: string | null;
  winner: string | null;
  /** The record's `end` (null for a game played out). */
  end: unknown;
}

/** A person's page: the docs' page at `address` (its query: the invite link's), playing on `server`. */
export interface Person {
  page: Page;
  /** The alerts the page showed. */
  alerts: string[];
  /** The link the page logged for the opponent (the light player's page, which created the room). */
  link: Promise<string>;
}

declare global {
  interface Window {
    testServer: string;
    gameEnds: SeenEnd[];
  }
}

/** Opens the docs' page in a browser context of its own (its own storage: another person). */
export async function openPerson(
  site: Pick<TestSite, 'browser'>,
  address: string,
  server: string,
  viewport = { width: 1280, height: 800 },
): Promise<Person> {
  const context = await site.browser.newContext({ viewport });
  const page = await context.newPage();
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => console.error('page error:', error));
  const link = new Promise<string>((resolve) =>
    page.on('console', (message) => {
      const found = /Send this link: (\S+)/.exec(message.text());
      if (found) resolve(found[1]);
    }),
  );
  await page.addInitScript((url) => {
    window.testServer = url;
    window.gameEnds = [];
    document.addEventListener('ur-game-end', (event) => {
      const { detail } = event as CustomEvent<{
        reason: string;
        by: string | null;
        winner: string | null;
        record: { end?: unknown };
      }>;
      window.gameEnds.push({
        reason: detail.reason,
        by: detail.by,
        winner: detail.winner,
        end: detail.record.end ?? null,
      });
    });
  }, server);
  await page.goto(address);
  return { page, alerts, link };
}

/**
 * Each player acts as soon as the board lets them (Throw, or the first piece it may move), checking
 * every `everyMs`, until its end button reads `until` (e.g. "Resign" once both have moved twice).
 */
export async function playUntil(pages: Page[], until: string, everyMs = 50): Promise<void> {
  await Promise.all(
    pages.map((page) =>
      page.evaluate(
        ({ until, everyMs }) =>
          new Promise<void>((resolve) => {
            const root = document.getElementById('board')!.shadowRoot!;
            const timer = setInterval(() => {
              if (root.querySelector('[part="end-button"]')?.textContent?.trim() === until) {
                clearInterval(timer);
                return resolve();
              }
              const button = root.querySelector<HTMLElement>('[part="throw-button"]');
              if (button?.getAttribute('aria-disabled') === 'false') button.click();
              else root.querySelector('.src')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
            }, everyMs);
          }),
        { until, everyMs },
      ),
    ),
  );
}
