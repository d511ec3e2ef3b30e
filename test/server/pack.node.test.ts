/**
 * The package as npm publishes it, installed into an empty folder and its server started the way
 * the Docker image starts it (`node node_modules/royal-ur/dist/server-main.js`): it answers
 * `/health` and `/metrics`, and a client plays on it. `npm pack` builds the package first
 * (`prepack`), so this test takes a minute or more.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, test } from 'node:test';
import { EVENTS, PROTOCOL_VERSION } from '../../src/protocol/index.js';
import { connect, expectOk, request } from './helpers.js';
import { startProcess, type Child } from './processes.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const folder = mkdtempSync(path.join(tmpdir(), 'royal-ur-pack-'));
const children: Child[] = [];
after(async () => {
  await Promise.all(children.map((child) => child.stop()));
  rmSync(folder, { recursive: true, force: true });
});

test(
  'the packed package installs into an empty folder and its server runs from there',
  { timeout: 900_000 },
  async () => {
    const npm = (args: string[], cwd: string) =>
      execFileSync('npm', args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
    npm(['pack', '--pack-destination', folder], root);
    const [packed] = readdirSync(folder).filter((name) => name.endsWith('.tgz'));
    assert.ok(packed, 'npm pack wrote a package');
    const app = path.join(folder, 'app');
    // A folder of its own (npm installs into the nearest folder with a package.json).
    mkdirSync(app);
    writeFileSync(path.join(app, 'package.json'), JSON.stringify({ name: 'app', private: true }));
    npm(['install', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline', path.join(folder, packed)], app);

    const server = await startProcess(
      process.execPath,
      ['node_modules/royal-ur/dist/server-main.js'],
      { PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' },
      /listening on (http:\/\/\S+)/,
      app,
    );
    children.push(server.child);
    const url = server.match[1];
    assert.equal((await fetch(`${url}/health`)).status, 200);
    const socket = await connect(url);
    const created = await expectOk(
      request<{ room: string }>(socket, EVENTS.create, { v: PROTOCOL_VERSION, variant: 'finkel' }),
    );
    assert.match(created.room, /^[2-9A-Z]{6}$/);
    assert.match(await (await fetch(`${url}/metrics`)).text(), /^royal_ur_rooms 1$/m);
    socket.disconnect();
  },
);
