// @ts-check
/**
 * Refuses a Node older than package.json's "engines" with one line, before anything runs (`npm test`,
 * `npm start`): on Node 20 the test runner's reporters lose verdicts and the count ends "1 failed"
 * naming nothing. `npm install` refuses it too (.npmrc: engine-strict).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

/** The oldest major version package.json's "engines" accepts (">=22" → 22). */
export const REQUIRED_MAJOR = Number(/^>=\s*(\d+)/.exec(manifest.engines.node)?.[1]);

/** The line that refuses `version` (as `process.versions.node`), or null if it will do. @param {string} version */
export function unsupportedNode(version) {
  const major = Number(version.split('.')[0]);
  return major >= REQUIRED_MAJOR
    ? null
    : `royal-ur needs Node ${REQUIRED_MAJOR} or later (package.json "engines"); this is Node ${version}. Install Node ${REQUIRED_MAJOR} (.ci/run does) and run again.`;
}

/** Exits with that line if this Node will not do. */
export function requireNode() {
  const problem = unsupportedNode(process.versions.node);
  if (problem === null) return;
  console.error(problem);
  process.exit(1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) requireNode();
