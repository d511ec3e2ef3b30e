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

/**
 * With `health`, a backend is skipped unless its `/health` answers 200 (as a load balancer's
 * health check would take a process without Redis out of the rotation).
 */
export async function startBalancer(backends: number[], options: { health?: boolean } = {}): Promise<Balancer> {
  const sockets = new Set<net.Socket>();
  let holding = false;
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };

  async function healthy(port: number): Promise<boolean> {
    if (!options.health) return true;
    try {
      return (await fetch(`http://127.0.0.1:${port}/health`)).status === 200;
    } catch {
      return false;
    }
  }

  async function forward(client: net.Socket, next: number): Promise<void> {
    if (next === backends.length) return void client.destroy();
    if (!(await healthy(backends[next]))) return forward(client, next + 1);
    const upstream = net.connect(backends[next], '127.0.0.1');
    const refused = () => void forward(client, next + 1);
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
    // What the client sends meanwhile waits in its socket (nothing reads it before the pipe).
    void forward(client, 0);
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
