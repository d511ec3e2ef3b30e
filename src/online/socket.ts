/**
 * The connector's view of a Socket.IO connection: the few calls it makes, so that a page (or a
 * test) can hand in its own socket, and one request with an acknowledgement and a time-out.
 */
import { io } from 'socket.io-client';
import type { Reply } from '../protocol/index.js';

// socket.io-client types its listeners and arguments as any[]; anything narrower would not accept its Socket.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Untyped = any[];

/** What the connector uses of a Socket.IO client socket (`socket.io-client`'s `Socket` is one). */
export interface SocketLike {
  readonly connected: boolean;
  on(event: string, listener: (...args: Untyped) => void): unknown;
  off(event: string, listener: (...args: Untyped) => void): unknown;
  /** With an acknowledgement callback as the last argument for a request. */
  emit(event: string, ...args: Untyped): unknown;
  connect(): unknown;
  disconnect(): unknown;
}

/** Opens a socket to the game server at `url`. */
export type SocketFactory = (url: string) => SocketLike;

/**
 * WebSocket only: every current browser has it, and behind a load balancer with several server
 * processes it needs no sticky sessions (long polling would).
 */
export const openSocket: SocketFactory = (url) => io(url, { transports: ['websocket'] });

/**
 * Sends one request and resolves with its reply, or with null when no well-formed reply came
 * within `timeout` ms (the request or its reply was lost, or the connection dropped).
 */
export function request<T>(
  socket: SocketLike,
  event: string,
  payload: unknown,
  timeout: number,
): Promise<Reply<T> | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), timeout);
    socket.emit(event, payload, (reply: unknown) => {
      clearTimeout(timer);
      const wellFormed =
        typeof reply === 'object' && reply !== null && typeof (reply as { ok?: unknown }).ok === 'boolean';
      resolve(wellFormed ? (reply as Reply<T>) : null);
    });
  });
}

/**
 * `socket`, calling `heard` whenever something comes from the server: an event, or the reply to a
 * request. The connector's heartbeat waits for a silence, so that a link busy with a game costs
 * the server no heartbeats.
 */
export function heardFrom(socket: SocketLike, heard: () => void): SocketLike {
  type Listener = (...args: Untyped) => void;
  const listening = new WeakMap<Listener, Listener>();
  const told = (listener: Listener): Listener => {
    let wrapped = listening.get(listener);
    if (!wrapped) {
      wrapped = (...args) => {
        heard();
        listener(...args);
      };
      listening.set(listener, wrapped);
    }
    return wrapped;
  };
  return {
    get connected() {
      return socket.connected;
    },
    on: (event, listener) => socket.on(event, told(listener)),
    off: (event, listener) => socket.off(event, told(listener)),
    emit: (event, ...args) => {
      const last: unknown = args.at(-1);
      if (typeof last === 'function') args[args.length - 1] = told(last as Listener);
      return socket.emit(event, ...args);
    },
    connect: () => socket.connect(),
    disconnect: () => socket.disconnect(),
  };
}

/** Resolves after `ms` milliseconds. */
export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
