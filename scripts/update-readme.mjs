// @ts-check
/**
 * Rewrites the API tables of README.md and docs/api.md from custom-elements.json:
 *   npm run analyze && node scripts/update-readme.mjs
 * test/docs/readme.test.ts fails when a file is out of date.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { API_DOCS, syncApiTables } from './readme-api.mjs';

const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
for (const file of Object.keys(API_DOCS)) {
  const content = readFileSync(file, 'utf8');
  const updated = syncApiTables(file, content, manifest);
  if (updated === content) console.log(`${file}: API tables up to date`);
  else {
    writeFileSync(file, updated);
    console.log(`${file}: API tables updated from custom-elements.json`);
  }
}
