// @ts-check
// `npm start`: the game server (127.0.0.1:8787, as `npm run server`) and the playground (Vite on
// localhost:5173) together, so the "Play online" page works on a fresh clone, rated games between
// its two sample players included. Ctrl-C, or either one ending, stops both.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The demo's identity key (demo/identities.ts signs its sample players' tokens with it). */
const DEMO_IDENTITY_SECRET = readFileSync(path.join(root, 'demo/identity-secret.txt'), 'utf8').trim();

const children = [
  spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: process.env.PORT ?? '8787',
      HOST: process.env.HOST ?? '127.0.0.1',
      // The "Play online" page's sample players are signed with the demo's key (demo/identities.ts).
      IDENTITY_SECRETS: process.env.IDENTITY_SECRETS ?? DEMO_IDENTITY_SECRET,
    },
  }),
  spawn(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), '--host', 'localhost', '--port', '5173', '--strictPort'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  ),
];

let stopping = false;
/** @param {number} code */
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}

for (const child of children) child.on('exit', (code) => stop(code ?? 1));
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => stop(0));
