// @ts-check
/**
 * docs/screenshot.png for the README: one story of the built Storybook, shot with the system
 * Chromium. Run `npm run build-storybook` first, then `node scripts/screenshot.mjs [story-id]`.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH } from './chromium.mjs';
import { serveStatic } from './static-server.mjs';

const story = process.argv[2] ?? 'royal-ur-positions--bell-match-near-target';
const output = path.resolve('docs/screenshot.png');
if (!existsSync('storybook-static/iframe.html'))
  throw new Error('no storybook-static/: run npm run build-storybook first');

const server = await serveStatic('storybook-static');
const browser = await chromium.launch(CHROMIUM_LAUNCH);
try {
  const page = await browser.newPage({ viewport: { width: 900, height: 700 } });
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto(`${server.url}iframe.html?id=${story}&viewMode=story`, { waitUntil: 'networkidle' });
  const board = page.locator('royal-ur').first();
  await board.waitFor();
  await page.waitForTimeout(1500); // the record loads after the first render
  await board.screenshot({ path: output });
  if (errors.length) throw new Error(`the story logged errors:\n${errors.join('\n')}`);
  console.log(`wrote ${path.relative(process.cwd(), output)} from story ${story}`);
} finally {
  await browser.close();
  server.close();
}
