// @ts-check
/** Checks of the built files: the engine pure, the online connector apart, the worker a file. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CLASSIC_DIR } from './classic.mjs';
import { builtScripts, dist, loadedWith, WORKER_FILE } from './paths.mjs';

/** Fails the build if the engine entry pulled in Lit or touches the DOM, or left Lit out of the npm widget. */
export function assertEngineIsPure() {
  const code = loadedWith('engine.js');
  const leaks = ['lit-html', 'customElements', 'document.', 'window.'].filter((s) => code.includes(s));
  if (leaks.length > 0) {
    throw new Error(`dist/engine.js must not depend on Lit or the DOM, found: ${leaks.join(', ')}`);
  }
  if (!/from\s*["']lit["']/.test(loadedWith('royal-ur.js')))
    throw new Error('dist/royal-ur.js must import lit, not carry its own copy');
}

/**
 * The widget never opens a connection and the connector never draws: fails the build if the
 * Socket.IO client leaked into the widget, or Lit into the connector.
 */
export function assertOnlineIsSeparate() {
  const leaks = [
    ...['royal-ur.js', 'royal-ur.bundled.js', 'royal-ur.iife.js'].flatMap((widget) => {
      const code = loadedWith(widget);
      return ['engine.io', 'socket.io'].filter((s) => code.includes(s)).map((s) => `dist/${widget} has ${s}`);
    }),
    ...['lit-html', 'customElements']
      .filter((s) => loadedWith('online.js').includes(s))
      .map((s) => `dist/online.js has ${s}`),
  ];
  if (leaks.length > 0) throw new Error(`the widget and the online connector must stay apart: ${leaks.join(', ')}`);
}

/** Each widget build must start its worker from the worker file, never from an inline blob, with a path that finds it. */
export function assertWorkerIsAFile() {
  if (!existsSync(path.join(dist, WORKER_FILE))) throw new Error(`dist/${WORKER_FILE} is missing`);
  // The AI client is a chunk loaded with the first computer move or hint: search each build's files.
  for (const [widget, chunkDir] of [
    ['royal-ur.js', 'chunks'],
    ['royal-ur.bundled.js', 'bundled'],
  ]) {
    const starts = [widget, ...builtScripts(chunkDir)].flatMap((file) =>
      [
        ...readFileSync(path.join(dist, file), 'utf8').matchAll(
          /new URL\([`'"]([^`'"]*royal-ur-ai\.js)[`'"],import\.meta\.url\)/g,
        ),
      ].map(([, spec]) => path.posix.join(path.posix.dirname(file), spec)),
    );
    if (starts.length !== 1 || starts[0] !== WORKER_FILE)
      throw new Error(
        `dist/${widget} must start its worker from ${WORKER_FILE}, found: ${starts.join(', ') || 'nothing'}`,
      );
  }
  const classicStarts = builtScripts(CLASSIC_DIR).filter((file) =>
    readFileSync(path.join(dist, file), 'utf8').includes(`../${WORKER_FILE}`),
  );
  if (classicStarts.length !== 1)
    throw new Error(
      `one part of dist/royal-ur.iife.js must start its worker from ../${WORKER_FILE}, found: ${classicStarts.join(', ') || 'none'}`,
    );
}
