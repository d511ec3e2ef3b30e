/**
 * What a message costs a server on this machine before any game code runs (`npm run bench:floor`;
 * not a test): a bare TCP echo server (Node's `net`, no Socket.IO, no game) in a child process,
 * and N connections from this one, each sending 100 bytes and, once it is echoed, sending again
 * after --pace ms (0: at once). Prints the echo server's CPU per message (one read, one write and
 * whatever wake-up they needed), after 3 s of warm-up.
 *
 * Set beside `npm run bench:server` at the same pace, it tells the game server's own share of its
 * CPU per action from the machine's: at a person's pace every message wakes the process from its
 * sleep, and on a virtual machine that wake-up can cost several times the read and write.
 *
 *   npm run bench:floor -- --connections 1000 --pace 2000 --seconds 15
 *   npm run bench:floor -- --connections 200 --pace 0 --seconds 10
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const MESSAGE = Buffer.alloc(100, 'a');
const WARM_UP_MS = 3_000;

type ToServer = 'cpu';
type FromServer = { port: number } | { cpuMicroseconds: number };

if (process.argv[2] === 'echo-server') {
  const server = createServer((socket) => {
    socket.setNoDelay(true);
    socket.on('data', (data) => socket.write(data));
    // A connection the bench closes at its end, with a message in flight, is reset: not a failure.
    socket.on('error', () => socket.destroy());
  });
  server.listen(0, '127.0.0.1', () => process.send!({ port: (server.address() as AddressInfo).port }));
  process.on('message', (_: ToServer) => {
    const { user, system } = process.cpuUsage();
    process.send!({ cpuMicroseconds: user + system });
  });
  process.on('disconnect', () => process.exit(0));
} else {
  const { values } = parseArgs({
    options: {
      connections: { type: 'string', default: '1000' },
      pace: { type: 'string', default: '2000' },
      seconds: { type: 'string', default: '15' },
    },
  });
  const connections = Number(values.connections);
  const pace = Number(values.pace);
  const seconds = Number(values.seconds);
  if (!(Number.isInteger(connections) && connections > 0 && connections <= 10_000) || !(pace >= 0) || !(seconds > 0))
    throw new Error('usage: --connections <1-10000> --pace <ms, 0 for flat out> --seconds <number>');

  const child = fork(fileURLToPath(import.meta.url), ['echo-server'], { execArgv: ['--import', 'tsx'] });
  const next = async <K extends 'port' | 'cpuMicroseconds'>(key: K): Promise<number> => {
    for (;;) {
      const [message] = (await once(child, 'message')) as [FromServer];
      if (key in message) return (message as Record<K, number>)[key];
    }
  };
  const serverCpu = () => {
    const reply = next('cpuMicroseconds');
    child.send('cpu' satisfies ToServer);
    return reply;
  };
  try {
    const port = await next('port');
    let echoed = 0;
    let stopped = false;
    const sockets = await Promise.all(
      Array.from({ length: connections }, async () => {
        const socket = connect(port, '127.0.0.1');
        socket.setNoDelay(true);
        await once(socket, 'connect');
        socket.on('error', (error) => {
          if (!stopped) throw error;
        });
        return socket;
      }),
    );
    const send = (socket: Socket) => {
      if (!stopped) socket.write(MESSAGE);
    };
    for (const socket of sockets) {
      socket.on('data', () => {
        echoed++;
        if (pace > 0) setTimeout(send, pace, socket);
        else send(socket);
      });
      // Each connection starts at its own moment within the first pace, so that they do not all send at once.
      if (pace > 0) setTimeout(send, Math.random() * pace, socket);
      else send(socket);
    }
    await new Promise((resolve) => setTimeout(resolve, WARM_UP_MS));
    const [cpuBefore, echoedBefore] = [await serverCpu(), echoed];
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    const [cpuAfter, echoedAfter] = [await serverCpu(), echoed];
    stopped = true;
    const messages = echoedAfter - echoedBefore;
    const cpu = cpuAfter - cpuBefore;
    console.log(
      `echo floor: ${connections} connections, ${pace > 0 ? `each sending ${pace} ms after its echo` : 'flat out'}, on 127.0.0.1`,
    );
    console.log(`messages            ${messages} (${(messages / seconds).toFixed(0)} per second)`);
    console.log(
      `echo server CPU     ${(cpu / messages).toFixed(1)} µs per message (one read, one write); ${(cpu / 1e4 / seconds).toFixed(1)}% of one core`,
    );
    for (const socket of sockets) socket.destroy();
  } finally {
    child.kill();
  }
}
