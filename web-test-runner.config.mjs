// @ts-check
// Test runner config: every test/**/*.test.ts runs in the system Chromium, one page at a time.
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { writeSync } from 'node:fs';
import { defaultReporter } from '@web/test-runner';
import { chromeLauncher } from '@web/test-runner-chrome';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';
import { storyFilesPlugin } from './test/stories/story-files-plugin.mjs';
import { tableMiddleware } from './test/ai/table-middleware.mjs';
import { expandImportGlobs } from './scripts/import-glob.mjs';

const rootDir = path.dirname(fileURLToPath(import.meta.url));

/**
 * `executeServerCommand('tap', { x, y })`: a real touchscreen tap at page coordinates (CSS px),
 * through the browser's own touch input, for tests that compare tap, click and keys; and
 * `executeServerCommand('focus-page')`: the test's page takes the browser's focus.
 * @returns {import('@web/test-runner').TestRunnerPlugin}
 */
function tapPlugin() {
  return {
    name: 'royal-ur-tap',
    async executeCommand({ command, payload, session }) {
      const page = /** @type {any} */ (session.browser).getPage(session.id);
      // The page takes the browser's focus, as the page a person uses has: a test page opened after
      // another may not have it, and element.focus() then fires no focus event.
      if (command === 'focus-page') {
        await page.bringToFront();
        return true;
      }
      if (command !== 'tap') return undefined;
      const { x, y } = /** @type {{ x: number, y: number }} */ (payload);
      await page.touchscreen.tap(x, y);
      return true;
    },
  };
}

/**
 * `import.meta.glob('./dir/*.ts')` as Vite expands it (scripts/import-glob.mjs): the language files
 * are found by their folder.
 * @returns {import('@web/test-runner').TestRunnerPlugin}
 */
function importGlobPlugin() {
  return {
    name: 'royal-ur-import-glob',
    transform(context) {
      const body = context.body;
      if (typeof body !== 'string' || !context.path.endsWith('.ts') || !body.includes('import.meta.glob('))
        return undefined;
      return { body: expandImportGlobs(body, path.join(rootDir, context.path)) };
    },
  };
}

/**
 * `executeServerCommand('forced-colors', { active })`: forced colours (as Windows high contrast) on
 * the test page or not, through the DevTools protocol (`emulateMedia` does not offer it). The
 * session is kept: its emulation ends with it.
 * @returns {import('@web/test-runner').TestRunnerPlugin}
 */
function forcedColorsPlugin() {
  /** @type {WeakMap<object, any>} */
  const sessions = new WeakMap();
  return {
    name: 'royal-ur-forced-colors',
    async executeCommand({ command, payload, session }) {
      if (command !== 'forced-colors') return undefined;
      const page = /** @type {any} */ (session.browser).getPage(session.id);
      if (!sessions.has(page)) sessions.set(page, await page.createCDPSession());
      const value = /** @type {{ active: boolean }} */ (payload).active ? 'active' : 'none';
      await sessions.get(page).send('Emulation.setEmulatedMedia', { features: [{ name: 'forced-colors', value }] });
      return true;
    },
  };
}

/**
 * Prints `browser: N passed, N failed` alone on a line at the very end of the output (in watch mode, after
 * each run). A test file that fails to load or errors outside a test counts as one failure, so the
 * line never hides a broken file.
 * @returns {import('@web/test-runner').Reporter}
 */
function countsReporter() {
  let watch = false;
  /** @param {any} suite @param {{passed: number, failed: number, skipped: number}} counts */
  function countSuite(suite, counts) {
    for (const test of suite?.tests ?? []) {
      if (test.skipped) counts.skipped += 1;
      else if (test.passed) counts.passed += 1;
      else counts.failed += 1;
    }
    for (const child of suite?.suites ?? []) countSuite(child, counts);
  }
  /** @param {readonly any[]} sessions */
  function summary(sessions) {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const session of sessions) {
      const failedBefore = counts.failed;
      countSuite(session.testResults, counts);
      if (!session.passed && counts.failed === failedBefore) counts.failed += 1;
    }
    const skipped = counts.skipped > 0 ? `\n${counts.skipped} skipped` : '';
    return `\nbrowser: ${counts.passed} passed, ${counts.failed} failed${skipped}\n`;
  }
  return {
    start({ config }) {
      watch = config.watch;
    },
    onTestRunFinished({ sessions }) {
      if (watch) process.stdout.write(summary(sessions));
    },
    stop({ sessions }) {
      // The default reporter flushes its final report after stop(); print once the process ends.
      const text = summary(sessions);
      if (!watch) process.once('exit', () => writeSync(1, text));
    },
  };
}

/** @type {import('@web/test-runner').TestRunnerConfig} */
export default {
  rootDir,
  // Node-side tests (*.node.test.ts: real servers, sockets, two browser pages) run under scripts/test.mjs.
  files: ['test/**/*.test.ts', '!test/**/*.node.test.ts'],
  nodeResolve: true,
  // One test page at a time: keyboard tests need the focused page, and a background page gets no
  // requestAnimationFrame in headless Chromium.
  concurrency: 1,
  concurrentBrowsers: 1,
  browserStartTimeout: 120_000,
  testsStartTimeout: 120_000,
  testsFinishTimeout: 300_000,
  testFramework: { config: { timeout: 30_000 } },
  browsers: [
    chromeLauncher({
      launchOptions: { executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS },
    }),
  ],
  // Small solution tables for level perfect, served with and without HTTP Range support.
  middleware: [tableMiddleware(rootDir)],
  plugins: [
    tapPlugin(),
    forcedColorsPlugin(),
    storyFilesPlugin(rootDir),
    esbuildPlugin({ ts: true, tsconfig: path.join(rootDir, 'tsconfig.json'), target: 'es2022' }),
    importGlobPlugin(),
  ],
  filterBrowserLogs: ({ args }) => !String(args[0]).startsWith('Lit is in dev mode'),
  reporters: [defaultReporter(), countsReporter()],
};
