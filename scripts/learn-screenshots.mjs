// @ts-check
/**
 * The lessons as a newcomer meets them: the built dist/royal-ur.iife.js in a bare page with
 * `mode="learn"`, every lesson of Finkel and Bell at a phone (360×640) and a desktop (1280×800)
 * viewport, each answered first with a wrong move (the "why not") and then the right one, with the
 * mouse; Finkel at 360×640 once more with the keyboard alone. Writes the representative images
 * (docs/images/learn-*.png) by default; with `--all`, every step. Run `npm run build` first, then
 * `node scripts/learn-screenshots.mjs [out-dir] [--all]` (default docs/images).
 */
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH } from './chromium.mjs';
import { saveScreenshot } from './readme-image.mjs';
import { serveStatic } from './static-server.mjs';
import { builtPage } from './built-page.mjs';

const SIZES = [
  [360, 640],
  [1280, 800],
];
const args = process.argv.slice(2);
const all = args.includes('--all');
const out = path.resolve(args.find((arg) => !arg.startsWith('--')) ?? 'docs/images');
/** The steps kept in docs/images (small): a first lesson, a wrong try's answer, bell's doubles, the end. */
const REPRESENTATIVE = new Set([
  'learn-finkel-1-360x640',
  'learn-finkel-5-wrong-1280x800',
  'learn-bell-5-360x640',
  'learn-finkel-6-done-360x640',
]);
const bundle = path.resolve('dist/royal-ur.iife.js');
if (!existsSync(bundle)) throw new Error('no dist/royal-ur.iife.js: run npm run build first');

const dir = mkdtempSync(path.join(tmpdir(), 'ur-learn-'));
copyFileSync(bundle, path.join(dir, 'royal-ur.iife.js'));
cpSync(path.resolve('dist/classic'), path.join(dir, 'classic'), { recursive: true });
for (const variant of ['finkel', 'bell'])
  writeFileSync(
    path.join(dir, `${variant}.html`),
    builtPage(`<royal-ur variant="${variant}" mode="learn" animation-duration="0"></royal-ur>`),
  );
mkdirSync(out, { recursive: true });
const server = await serveStatic(dir);
const browser = await chromium.launch(CHROMIUM_LAUNCH);
/** The lessons' shadow root, as a page script. */
const VIEW = `document.querySelector('royal-ur').shadowRoot.querySelector('royal-ur-learn')?.shadowRoot`;
const inView = (/** @type {string} */ script) => `(() => { const v = ${VIEW}; return v && (${script}); })()`;

try {
  for (const variant of ['finkel', 'bell'])
    for (const [width, height] of SIZES) {
      for (const keyboard of variant === 'finkel' && width === 360 ? [false, true] : [false]) {
        const page = await browser.newPage({ viewport: { width, height }, reducedMotion: 'reduce' });
        await page.goto(`${server.url}${variant}.html`);
        const shot = async (/** @type {string} */ name) => {
          const file = `learn-${variant}-${name}${keyboard ? '-keyboard' : ''}-${width}x${height}`;
          if (all || REPRESENTATIVE.has(file)) await saveScreenshot(page, path.join(out, `${file}.png`));
        };
        for (let lesson = 1; ; lesson++) {
          await page.waitForFunction(inView(`v.querySelector('.progress')?.textContent.includes('${lesson}')`));
          await shot(String(lesson));
          // Each piece on offer in turn, until one does what the lesson asks.
          for (let option = 0; ; option++) {
            if (keyboard) {
              if (option > 0) await page.keyboard.press('ArrowRight');
              await page.keyboard.press('Enter');
            } else
              await page.evaluate(
                inView(
                  `v.querySelectorAll('svg .option .src')[${option}].dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }))`,
                ),
              );
            await page.waitForFunction(inView(`v.querySelector('.answer').textContent.trim() !== ''`));
            if (await page.evaluate(inView(`v.querySelector('.answer.done') !== null`))) break;
            if (option === 0) await shot(`${lesson}-wrong`);
          }
          await shot(`${lesson}-done`);
          if (await page.evaluate(inView(`v.querySelector('.play') !== null`))) break;
          if (keyboard) await page.keyboard.press('Enter');
          else await page.evaluate(inView(`v.querySelector('.next').click()`));
        }
        await page.close();
      }
    }
} finally {
  await browser.close();
  server.close();
}
