/** A test file's servers and clients, closed after its tests. */
import { after } from 'node:test';
import type { Socket } from 'socket.io-client';
import type { GameServerOptions } from '../../server/index.js';
import { connect, startServer, type Running } from './helpers.js';

export interface Bed {
  /** A server on a free 127.0.0.1 port (see startServer). */
  serve(options?: GameServerOptions): Promise<Running>;
  /** A client connected to `url`. */
  client(url: string): Promise<Socket>;
  /** A socket made elsewhere, to disconnect at the end. */
  keep(socket: Socket): void;
}

export function testBed(): Bed {
  const servers: Running[] = [];
  const sockets: Socket[] = [];
  after(async () => {
    for (const socket of sockets) socket.disconnect();
    await Promise.all(servers.map(({ server }) => server.close()));
  });
  return {
    async serve(options) {
      const running = await startServer(options);
      servers.push(running);
      return running;
    },
    async client(url) {
      const socket = await connect(url);
      sockets.push(socket);
      return socket;
    },
    keep: (socket) => void sockets.push(socket),
  };
}
