// @ts-check
// Serves `/__story-files__.js` under web-test-runner: the list of every stories/**/*.stories.ts
// file, so test/stories/stories.test.ts renders each story module without a hand-kept list.
import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Every *.stories.ts under `dir`, as root-relative URLs, sorted. */
function storyFiles(rootDir, dir = 'stories') {
  const found = [];
  for (const entry of readdirSync(path.join(rootDir, dir), { withFileTypes: true })) {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) found.push(...storyFiles(rootDir, relative));
    else if (entry.name.endsWith('.stories.ts')) found.push(`/${relative}`);
  }
  return found.sort();
}

/**
 * @param {string} rootDir the project root
 * @returns {import('@web/test-runner').TestRunnerPlugin}
 */
export function storyFilesPlugin(rootDir) {
  return {
    name: 'royal-ur-story-files',
    serve(context) {
      if (context.path !== '/__story-files__.js') return undefined;
      return { type: 'js', body: `export default ${JSON.stringify(storyFiles(rootDir))};` };
    },
  };
}
