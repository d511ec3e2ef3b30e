/**
 * A newcomer's play-through of online endings, on docs/online-play.md's "A page" as written
 * (only the server's address given), two people in two browsers, at 360×640 and 1280×800: they
 * play until both have moved and one resigns; then a new game (a new room), one closes the tab,
 * the other waits out the grace and claims the win. Each board is shot at each step, and its status
 * line printed. `npx tsx scripts/online-endings-playthrough.ts [out-dir]` (default
 * /tmp/online-endings); SEAT_GRACE_SECONDS shortens the seat's grace (default 60, as served).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_LAUNCH } from './chromium.mjs';
import { startServer } from '../test/server/helpers.js';
import { openPerson, playUntil, serveDocsPage, type Person } from '../test/online/docs-page.js';

const out = path.resolve(process.argv[2] ?? '/tmp/online-endings');
mkdirSync(out, { recursive: true });
const grace = Number(process.env.SEAT_GRACE_SECONDS ?? 60) * 1000;

const running = await startServer({ limits: { seatGraceMs: grace } });
const docs = await serveDocsPage();
const browser = await chromium.launch(CHROMIUM_LAUNCH);

const widget = (page: Page, selector: string) => page.locator(`#board ${selector}`);
const status = (page: Page) => widget(page, '[part="status"]').innerText();

/** Shoots each person's board, named `<step>-<who>-<width>x<height>.png`, and prints its status line. */
async function shoot(step: string, people: Record<string, Person>, size: string): Promise<void> {
  for (const [who, { page }] of Object.entries(people)) {
    await page.evaluate(
      () => (document.getElementById('board') as HTMLElement & { updateComplete: Promise<boolean> }).updateComplete,
    );
    await page.screenshot({ path: path.join(out, `${step}-${who}-${size}.png`) });
    const panel = (await widget(page, '[part="game-over"]').count())
      ? await widget(page, '[part="game-over"]').innerText()
      : '';
    const controls = await widget(page, '[part="controls"]').innerText();
    console.log(
      `${size} ${step} ${who}: "${await status(page)}"${panel ? ` panel: "${panel.replace(/\s+/g, ' ')}"` : ''} controls: "${controls.replace(/\s+/g, ' ')}"`,
    );
  }
}

async function pair(viewport: { width: number; height: number }): Promise<{ ana: Person; ben: Person }> {
  const ana = await openPerson({ browser }, docs.url, running.url, viewport);
  const ben = await openPerson({ browser }, await ana.link, running.url, viewport);
  for (const { page } of [ana, ben])
    await widget(page, '[part="throw-button"]')
      .first()
      .waitFor({ state: 'attached' })
      .catch(() => undefined);
  await ana.page.waitForFunction(
    () => (document.getElementById('board') as HTMLElement & { connectionState: unknown }).connectionState === null,
  );
  return { ana, ben };
}

try {
  for (const viewport of [
    { width: 360, height: 640 },
    { width: 1280, height: 800 },
  ]) {
    const size = `${viewport.width}x${viewport.height}`;
    // Ana opens the page (it makes the room); Ben opens the link she sends. They play; Ben resigns.
    const first = await pair(viewport);
    await playUntil([first.ana.page, first.ben.page], 'Resign', 400);
    await widget(first.ben.page, '[part="end-button"]').click();
    await shoot('1-resign-asked', first, size);
    await widget(first.ben.page, '.confirm-end').click();
    await first.ana.page.waitForFunction(() => window.gameEnds.length > 0);
    await first.ben.page.waitForFunction(() => window.gameEnds.length > 0);
    await shoot('2-resigned', first, size);
    await Promise.all([first.ana, first.ben].map(({ page }) => page.context().close()));

    // A new game: Ana throws, and Ben closes the tab.
    const second = await pair(viewport);
    await widget(second.ana.page, '[part="throw-button"]').click();
    await second.ben.page.context().close();
    await widget(second.ana.page, '.claim-countdown').waitFor({ timeout: 30_000 });
    await shoot('3-countdown', { ana: second.ana }, size);
    await widget(second.ana.page, 'button.wait').waitFor({ timeout: grace + 30_000 });
    await shoot('4-claim-offered', { ana: second.ana }, size);
    await widget(second.ana.page, 'button.claim').click();
    await second.ana.page.waitForFunction(() => window.gameEnds.length > 0);
    await shoot('5-claimed', { ana: second.ana }, size);
    console.log(`${size} alerts: ${JSON.stringify([...first.ana.alerts, ...first.ben.alerts, ...second.ana.alerts])}`);
    await second.ana.page.context().close();
  }
} finally {
  await browser.close();
  docs.close();
  await running.server.close();
}
