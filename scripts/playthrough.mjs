// @ts-check
/**
 * Whole games played through the built dist/royal-ur.iife.js as a newcomer plays them: from the start
 * screen of a page that fixes no players, to the game-over panel. Three ways in:
 * - `touch`: a phone (360×640, touch), against the computer at beginner, in English;
 * - `mouse`: a desktop (1280×800, mouse), two people on one device, in Arabic;
 * - `keyboard`: a desktop (1280×800), against the computer, with the keyboard alone (Tab, Enter,
 *   arrows), in English;
 * - `online`: two people online through the game server (started here on a free port), each on a
 *   page whose start screen offers quick match (`quickMatch` from dist/online.js): a phone by touch
 *   asking for light, in English, and a desktop by mouse taking either colour, in Arabic.
 * Each writes what the status line said after every action (status-<way>.txt) and screenshots
 * (<way>-<n>.png: the start, every 40th action, the end) to the out folder, and fails if a game
 * stalls (no action possible for 10 s) or the keyboard cannot reach a control a turn needs.
 * Run `npm run build` first, then `node scripts/playthrough.mjs [out-dir] [--way touch|mouse|keyboard]`
 * (default /tmp/royal-ur-playthrough, every way).
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH } from './chromium.mjs';
import { serveStatic } from './static-server.mjs';
import { builtPage } from './built-page.mjs';

const args = process.argv.slice(2);
const wayArg = args.indexOf('--way');
const ways = wayArg >= 0 ? [args[wayArg + 1]] : ['touch', 'mouse', 'keyboard', 'online'];
const out = path.resolve(
  args.find((arg, i) => !arg.startsWith('--') && args[i - 1] !== '--way') ??
    path.join(tmpdir(), 'royal-ur-playthrough'),
);
mkdirSync(out, { recursive: true });

const dir = mkdtempSync(path.join(tmpdir(), 'ur-playthrough-'));
cpSync(path.resolve('dist'), dir, { recursive: true });
for (const lang of ['en', 'ar'])
  writeFileSync(
    path.join(dir, `${lang}.html`),
    builtPage(`<royal-ur seed="11" lang="${lang}" pace="fast"></royal-ur>`),
  );

const STALL_MS = 10_000;
const server = await serveStatic(dir);

/** A free port on 127.0.0.1. @returns {Promise<number>} */
const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });

/** The game server as `npm run server` starts it, for the online way. */
async function startGameServer() {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      CORS_ORIGIN: server.url.replace(/\/$/, ''),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    const up = await fetch(`${url}/health`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (tries > 300) throw new Error('the game server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  for (const lang of ['en', 'ar'])
    writeFileSync(
      path.join(dir, `online-${lang}.html`),
      builtPage(`<royal-ur lang="${lang}" pace="fast"></royal-ur>
<script type="module">
  import { quickMatch } from './online.js';
  const board = document.querySelector('royal-ur');
  board.online = quickMatch(board, { url: '${url}' });
</script>`),
    );
  return child;
}
const browser = await chromium.launch(CHROMIUM_LAUNCH);
let failures = 0;

/** @param {import('playwright-core').Page} page */
const state = (page) =>
  page.evaluate(() => {
    const el = /** @type {any} */ (document.querySelector('royal-ur'));
    const root = el.shadowRoot;
    const throwButton = root.querySelector('[part="throw-button"]');
    return {
      status: root.querySelector('[part="status"]')?.textContent?.trim() ?? '',
      over: el.phase === 'over' || Boolean(root.querySelector('[part~="game-over"]')),
      canThrow: Boolean(
        throwButton &&
        !throwButton.disabled &&
        throwButton.getAttribute('aria-disabled') !== 'true' &&
        throwButton.offsetParent,
      ),
      movable: root.querySelectorAll('g.src[role="button"]').length,
      actions: el.record ? (JSON.parse(JSON.stringify(el.record)).actions?.length ?? 0) : 0,
      focus: root.activeElement
        ? `${root.activeElement.tagName.toLowerCase()}.${root.activeElement.getAttribute('class') ?? ''} ${root.activeElement.getAttribute('aria-label') ?? root.activeElement.textContent?.trim().slice(0, 40) ?? ''}`
        : '(none)',
    };
  });

/**
 * Plays until the game is over. `act` makes one move for a person whenever one is possible, returning
 * what it did; the computer's moves happen by themselves.
 * @param {import('playwright-core').Page} page
 * @param {string} way
 * @param {(page: import('playwright-core').Page, now: Awaited<ReturnType<typeof state>>) => Promise<string | null>} act
 */
async function playToTheEnd(page, way, act) {
  const log = [];
  let shots = 0;
  let lastChange = Date.now();
  let lastStatus = '';
  let actions = 0;
  for (;;) {
    const now = await state(page);
    if (now.status !== lastStatus) {
      log.push(now.status);
      lastStatus = now.status;
      lastChange = Date.now();
    }
    if (now.over) break;
    const did = await act(page, now);
    if (did) {
      actions++;
      log.push(`  > ${did}`);
      lastChange = Date.now();
      if (actions % 40 === 0) await page.screenshot({ path: path.join(out, `${way}-${++shots}.png`) });
    } else if (Date.now() - lastChange > STALL_MS) {
      log.push(`STALLED: ${JSON.stringify(now)}`);
      failures++;
      break;
    } else await page.waitForTimeout(50);
  }
  await page.waitForTimeout(500);
  await page.screenshot({ path: path.join(out, `${way}-end.png`) });
  const end = await state(page);
  log.push(`END: ${end.status}`);
  writeFileSync(path.join(out, `status-${way}.txt`), log.join('\n') + '\n');
  console.log(`${way}: ${actions} of the person's actions; ${end.status}`);
}

/**
 * Taps or clicks: Throw when it is offered, otherwise the first piece that can move, then its square.
 * A forced throw or move plays itself after a moment, so what was offered may be gone by the press:
 * then nothing was done, and the loop looks again.
 * @param {'tap' | 'click'} how
 * @returns {Parameters<typeof playToTheEnd>[2]}
 */
const pointer = (how) => async (page, now) => {
  /** @param {import('playwright-core').Locator} target */
  const press = (target) =>
    target[how]({ force: true, timeout: 2000 }).then(
      () => true,
      () => false,
    );
  if (now.canThrow) {
    if (!(await press(page.locator('royal-ur [part="throw-button"]')))) return null;
    // One press a throw: wait until the board has taken it (the button stands down while the dice fall).
    await page
      .waitForFunction(
        () => {
          const button = /** @type {any} */ (document.querySelector('royal-ur')).shadowRoot.querySelector(
            '[part="throw-button"]',
          );
          return !button || button.disabled || button.getAttribute('aria-disabled') === 'true';
        },
        undefined,
        { timeout: 2000 },
      )
      .catch(() => {});
    return 'Throw';
  }
  if (now.movable === 0) return null;
  const piece = page.locator('royal-ur g.src[role="button"]').first();
  const label = await piece.getAttribute('aria-label', { timeout: 2000 }).catch(() => null);
  if (label === null || !(await press(piece))) return null;
  // A chosen piece shows where it goes: press that square (the move is made by either way of choosing).
  const dest = page.locator('royal-ur g.dest[role="button"]').first();
  if ((await dest.count()) > 0 && (await state(page)).movable > 0) await press(dest);
  return label;
};

/** Tab to the control a turn needs and press it: the keyboard alone. */
/** @type {Parameters<typeof playToTheEnd>[2]} */
const keys = async (page, now) => {
  const seen = [];
  for (let tab = 0; tab < 25; tab++) {
    // The board may move on between two keys (the computer's turn, a forced move): read it afresh.
    const fresh = await state(page);
    if (!fresh.canThrow && fresh.movable === 0) return tab === 0 ? null : `Tab ×${tab}`;
    seen.push(fresh.focus);
    if (fresh.canThrow && fresh.focus.startsWith('button.throw')) {
      await page.keyboard.press('Enter');
      return `Tab ×${tab}, Enter on Throw`;
    }
    if (!fresh.canThrow && fresh.focus.startsWith('g.src')) {
      await page.keyboard.press('Enter');
      return `Tab ×${tab}, Enter on ${fresh.focus.slice(6)}`;
    }
    await page.keyboard.press('Tab');
  }
  failures++;
  throw new Error(
    `the keyboard did not reach what the turn needs: ${JSON.stringify(now)}; Tab went through ${seen.join(' | ')}`,
  );
};

/** Two people online, each on a page of their own: both play at once, each on their own turns. */
async function playOnline() {
  const gameServer = await startGameServer();
  try {
    const people = [
      { name: 'online-phone', lang: 'en', phone: true, colour: 'light' },
      { name: 'online-desktop', lang: 'ar', phone: false, colour: 'random' },
    ];
    const pages = [];
    for (const person of people) {
      const context = await browser.newContext({
        viewport: person.phone ? { width: 360, height: 640 } : { width: 1280, height: 800 },
        hasTouch: person.phone,
        isMobile: person.phone,
      });
      const page = await context.newPage();
      page.on('pageerror', (error) => {
        failures++;
        console.error(`${person.name}: page error: ${error.message}`);
      });
      await page.goto(`${server.url}online-${person.lang}.html`);
      await page.locator('royal-ur .start-online').waitFor();
      await page.locator(`royal-ur .start-screen input[value="${person.colour}"]`).check();
      await page.screenshot({ path: path.join(out, `${person.name}-0-start.png`) });
      await page.locator('royal-ur .start-online')[person.phone ? 'tap' : 'click']();
      pages.push({ page, person });
    }
    await Promise.all(
      pages.map(({ page }) => page.locator('royal-ur [part="throw-button"]').waitFor({ timeout: 30_000 })),
    );
    const colours = await Promise.all(
      pages.map(({ page }) => page.evaluate(() => /** @type {any} */ (document.querySelector('royal-ur')).viewer)),
    );
    console.log(`online: the phone asked for light and plays ${colours[0]}; the desktop plays ${colours[1]}`);
    if (colours[0] !== 'light') failures++;
    await Promise.all(
      pages.map(({ page, person }) => playToTheEnd(page, person.name, pointer(person.phone ? 'tap' : 'click'))),
    );
  } finally {
    gameServer.kill();
  }
}

try {
  for (const way of ways) {
    if (way === 'online') {
      await playOnline();
      continue;
    }
    const phone = way === 'touch';
    const lang = way === 'mouse' ? 'ar' : 'en';
    const context = await browser.newContext({
      viewport: phone ? { width: 360, height: 640 } : { width: 1280, height: 800 },
      hasTouch: phone,
      isMobile: phone,
    });
    const page = await context.newPage();
    page.on('pageerror', (error) => {
      failures++;
      console.error(`${way}: page error: ${error.message}`);
    });
    await page.goto(`${server.url}${lang}.html`);
    await page.locator('royal-ur [part="start-screen"]').waitFor();
    await page.screenshot({ path: path.join(out, `${way}-0-start.png`) });
    if (way === 'mouse') await page.locator('royal-ur .start-friend').click();
    else if (way === 'touch') {
      await page.locator('royal-ur .start-screen select').selectOption('beginner');
      await page.locator('royal-ur .start-computer').tap();
    } else {
      await page.locator('royal-ur .start-friend').focus();
      for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
    }
    await page.locator('royal-ur [part="throw-button"]').waitFor();
    await playToTheEnd(page, way, way === 'keyboard' ? keys : pointer(phone ? 'tap' : 'click'));
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
console.log(`wrote ${out}`);
if (failures > 0) {
  console.error(`${failures} problem(s)`);
  process.exitCode = 1;
}
