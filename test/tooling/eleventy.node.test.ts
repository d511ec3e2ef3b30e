/**
 * A board drawn by a static-site generator (issue 33): the Eleventy site in test/fixtures/eleventy-site,
 * whose page template calls `renderRoyalUr` (`royal-ur/ssr`, the built dist/ssr.js), built with
 * Eleventy's programmatic API into a temporary folder beside the element's built files, served and
 * opened in Chromium: the board is there before the element's module runs, and the module hydrates
 * it without drawing it again, then plays (ssr-page.ts).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import Eleventy from '@11ty/eleventy';
import { chromium, type Browser } from 'playwright-core';
import { ensureBuilt, root } from './built-dist.js';
import { assertHydrates, CHROMIUM_LAUNCH, copyWidget, serveStatic } from './ssr-page.js';

describe('royal-ur/ssr in an Eleventy site', () => {
  let browser: Browser;
  let dir: string;
  let site: { url: string; close: () => void };

  before(async () => {
    ensureBuilt(['ssr.js', 'royal-ur.bundled.js']);
    dir = mkdtempSync(path.join(tmpdir(), 'royal-ur-eleventy-'));
    copyWidget(dir);
    const eleventy = new Eleventy(path.join(root, 'test/fixtures/eleventy-site'), dir, { quietMode: true });
    await eleventy.write();
    site = await serveStatic(dir);
    browser = await chromium.launch(CHROMIUM_LAUNCH);
  });

  after(async () => {
    await browser?.close();
    site?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('builds a page whose HTML holds the board in declarative shadow DOM', () => {
    const page = readFileSync(path.join(dir, 'index.html'), 'utf8');
    assert.match(page, /<h1>The Royal Game of Ur<\/h1>/);
    assert.match(page, /<royal-ur [^>]*light-name="Ana"[^>]*><template [^>]*shadowrootmode="open"/);
    assert.equal(page.match(/data-tile="[ABC]\d"/g)?.length, 20);
  });

  it('shows the board before the module runs, then hydrates it: the same nodes, no layout shift, Throw fires ur-throw', async () => {
    await assertHydrates(browser, site.url, { light: 'Ana' });
  });
});
