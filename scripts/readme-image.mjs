// @ts-check
/** Writes the README's screenshots: a page's screenshot, reduced to 256 colours when pngquant is installed. */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** Quantises `file` to a 256-colour PNG in place, if pngquant is at hand (the README's images stay small). */
function shrink(file) {
  try {
    execFileSync('pngquant', ['--force', '--skip-if-larger', '--output', file, '256', file], { stdio: 'ignore' });
  } catch {
    console.warn(`kept ${path.basename(file)} at full colour (pngquant missing or no gain)`);
  }
}

/**
 * Saves `page` as the PNG `file`, made small; `fullPage`: the whole page, not only the viewport.
 * @param {import('playwright-core').Page} page
 * @param {string} file
 * @param {{ fullPage?: boolean }} [options]
 */
export async function saveScreenshot(page, file, { fullPage = false } = {}) {
  await page.screenshot({ path: file, fullPage });
  shrink(file);
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}
