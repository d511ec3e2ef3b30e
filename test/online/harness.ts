/**
 * What the online end-to-end tests stand on: the test page (test/online/page/) built once with
 * Vite and served statically (no dev server, so nothing reloads under a test), Chromium through
 * playwright-core, the real game server, and a TCP proxy that can cut a page's network.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { build } from 'vite';
import { CHROMIUM_LAUNCH } from '../../scripts/chromium.mjs';
import { serveStatic } from '../../scripts/static-server.mjs';
import type { BoardView } from './page/page.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Generous: a condition not met in this time has failed (the tests never sleep a fixed time). */
export const WAIT_MS = 60_000;

export interface TestSite {
  /** The test page's URL. */
  url: string;
  browser: Browser;
  close(): Promise<void>;
}

/** Builds the test page, serves it on 127.0.0.1 and starts Chromium. */
export async function openSite(): Promise<TestSite> {
  const dir = mkdtempSync(path.join(tmpdir(), 'royal-ur-online-'));
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    worker: { format: 'es' },
    build: {
      outDir: dir,
      emptyOutDir: true,
      target: 'es2022',
      minify: false,
      reportCompressedSize: false,
      lib: { entry: path.join(root, 'test/online/page/page.ts'), formats: ['es'], fileName: () => 'page.js' },
    },
  });
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><meta charset="utf-8"><title>online test</title><script type="module" src="./page.js"></script>\n',
  );
  const site = await serveStatic(dir);
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  return {
    url: site.url,
    browser,
    async close() {
      await browser.close();
      site.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A page of its own (own browser context: own sessionStorage), with the test page loaded. */
export async function openPage(site: TestSite, query: Record<string, string> = {}): Promise<Page> {
  const context = await site.browser.newContext();
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('page error:', error));
  await page.goto(`${site.url}?${new URLSearchParams(query)}`);
  await page.waitForFunction(() => 'online' in window);
  return page;
}

/** A board's state as the page sees it. */
export function view(page: Page, id = 0): Promise<BoardView> {
  return page.evaluate((id) => window.online.view(id), id);
}

/** Waits until `test` holds for board `id` of `page`; resolves with the board's view then. */
export async function waitForView(page: Page, test: string, id = 0, timeout = WAIT_MS): Promise<BoardView> {
  // `test` is an expression of `v`, the board's BoardView, evaluated in the page.
  await page.waitForFunction(`((v) => ${test})(window.online.view(${id}))`, undefined, { timeout, polling: 50 });
  // The board renders a state change on its next update: read the view once that update has drawn it.
  await page.evaluate((id) => window.online.rendered(id), id);
  return view(page, id);
}

export interface Proxy {
  url: string;
  /** Drops every connection through the proxy and refuses new ones: the network is gone. */
  cut(): void;
  /** Lets connections through again. */
  restore(): void;
  /** Connections stay open but carry nothing, either way (a stalled link), until `flow`. */
  stall(): void;
  /** Delivers what the stall held back, and carries on. */
  flow(): void;
  close(): void;
}

/** A TCP proxy to `target` (a port on 127.0.0.1): a page's network (or a server's Redis link) that the test can cut or stall. */
export async function startProxy(target: number): Promise<Proxy> {
  const sockets = new Set<net.Socket>();
  let open = true;
  let stalled = false;
  const held: [net.Socket, Buffer][] = [];
  const server = net.createServer((client) => {
    if (!open) return client.destroy();
    const upstream = net.connect(target, '127.0.0.1');
    const end = () => {
      for (const socket of [client, upstream]) {
        socket.destroy();
        sockets.delete(socket);
      }
    };
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ]) {
      sockets.add(from);
      from.on('error', end);
      from.on('close', end);
      from.on('data', (chunk: Buffer) => (stalled ? held.push([to, chunk]) : to.write(chunk)));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const cut = () => {
    open = false;
    for (const socket of sockets) socket.destroy();
  };
  return {
    url: `http://127.0.0.1:${port}`,
    cut,
    restore: () => {
      open = true;
    },
    stall: () => {
      stalled = true;
    },
    flow: () => {
      stalled = false;
      for (const [to, chunk] of held.splice(0)) if (!to.destroyed) to.write(chunk);
    },
    close: () => {
      cut();
      server.close();
    },
  };
}
