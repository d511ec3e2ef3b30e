/**
 * A TCP load balancer for the server tests: each new connection goes to the first backend that
 * accepts it (a dead process refuses, so its clients fail over to the next), and the test can
 * hold new connections off for a while (the clients' network is down).
 */
import net from 'node:net';

export interface Balancer {
  url: string;
  /** Refuses new connections until `open`; those under way carry on. */
  hold(): void;
  open(): void;
  close(): Promise<void>;
}

export async function startBalancer(backends: number[]): Promise<Balancer> {
  const sockets = new Set<net.Socket>();
  let holding = false;
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };

  function forward(client: net.Socket, next: number): void {
    if (next === backends.length) return void client.destroy();
    const upstream = net.connect(backends[next], '127.0.0.1');
    const refused = () => forward(client, next + 1);
    upstream.once('error', refused);
    upstream.once('connect', () => {
      upstream.off('error', refused);
      track(upstream);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
      client.pipe(upstream).pipe(client);
    });
  }

  const server = net.createServer((client) => {
    track(client);
    if (holding) return void client.destroy();
    forward(client, 0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hold: () => void (holding = true),
    open: () => void (holding = false),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
