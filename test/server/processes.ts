/** Child processes for the server tests and the load benchmark: a private redis-server and game servers (`server/main.ts` through tsx). */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface Child {
  process: ChildProcess;
  /** Everything it printed, for a failing test's message. */
  output(): string;
  /** SIGKILL (a crash) or SIGTERM (a shutdown); resolves when it has exited. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

/** Starts `command` (in `cwd`) and resolves once its output matches `ready` (with the match), failing if it exits first. */
export async function startProcess(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  ready: RegExp,
  cwd = root,
): Promise<{ child: Child; match: RegExpMatchArray }> {
  const proc = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const exited = once(proc, 'exit');
  const child: Child = {
    process: proc,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (proc.exitCode === null && proc.signalCode === null) {
        proc.kill(signal);
        await exited;
      }
    },
  };
  const match = await new Promise<RegExpMatchArray>((resolve, reject) => {
    const listen = (chunk: Buffer) => {
      output += chunk;
      const found = output.match(ready);
      if (found) resolve(found);
    };
    proc.stdout.on('data', listen);
    proc.stderr.on('data', listen);
    proc.once('exit', (code) => reject(new Error(`${command} exited (${code}) before it was ready:\n${output}`)));
    proc.once('error', reject);
  });
  return { child, match };
}

/**
 * A redis-server of the test's own, on a free port unless `port` is given (to restart one), keeping
 * nothing on disk, or with `aof` an append-only file in that folder, written at every command.
 */
export async function startRedis(options: { port?: number; aof?: string } = {}): Promise<Child & { url: string }> {
  const port = options.port ?? (await freePort());
  const persistence = options.aof
    ? ['--appendonly', 'yes', '--appendfsync', 'always', '--dir', options.aof]
    : ['--appendonly', 'no'];
  const { child } = await startProcess(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', ...persistence],
    {},
    /Ready to accept connections/,
  );
  return { ...child, url: `redis://127.0.0.1:${port}` };
}

/** `npm run server` as a child process, with `env` (PORT 0: a free port). */
export async function startServerProcess(
  env: NodeJS.ProcessEnv,
  /** Run the bundled server (`dist/server-main.js`, built by `npm run build`), as the Docker image does, rather than the sources through tsx. */
  built = false,
): Promise<Child & { url: string }> {
  const { child, match } = await startProcess(
    process.execPath,
    built ? ['dist/server-main.js'] : ['--import', 'tsx', 'server/main.ts'],
    { PORT: '0', ...env },
    /listening on (http:\/\/\S+)/,
  );
  return { ...child, url: match[1] };
}
