// @ts-check
/**
 * Rewrites README.md's API tables from custom-elements.json:
 *   npm run analyze && node scripts/update-readme.mjs
 * test/docs/readme.test.ts fails when the README is out of date.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { syncReadme } from './readme-api.mjs';

const readme = readFileSync('README.md', 'utf8');
const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
const updated = syncReadme(readme, manifest);
if (updated === readme) console.log('README.md: API tables up to date');
else {
  writeFileSync('README.md', updated);
  console.log('README.md: API tables updated from custom-elements.json');
}
