/**
 * A bad network between the connector and the server, as a wrapper around a real Socket.IO
 * socket (handed to `connect` through its `io` option): with seeded chances it drops, duplicates
 * and delays (so reorders) requests, their replies, and the server's broadcasts. The connection
 * events themselves pass untouched.
 */
import { Random } from '../../../src/engine/index.js';
import type { SocketLike } from '../../../src/online/index.js';

export interface Faults {
  seed: number;
  /** Chance of each fault, per message and per direction. */
  drop: number;
  duplicate: number;
  delay: number;
  /** Longest delay, in ms: a delayed message lets the next ones overtake it. */
  maxDelayMs: number;
}

/** What happened, for the test's report. */
export const faultCounts = { dropped: 0, duplicated: 0, delayed: 0 };

/** Socket.IO's own events, which pass untouched. */
const LIFECYCLE = new Set(['connect', 'disconnect', 'connect_error']);

type Listener = (...args: any[]) => void;

export function faultySocket(socket: SocketLike, faults: Faults): SocketLike {
  const random = new Random(faults.seed);
  const chance = () => random.nextUint32() / 2 ** 32;

  /** Delivers `send` zero, one or two times, now or later. */
  function deliver(send: () => void): void {
    const roll = chance();
    if (roll < faults.drop) {
      faultCounts.dropped++;
    } else if (roll < faults.drop + faults.duplicate) {
      faultCounts.duplicated++;
      send();
      setTimeout(send, chance() * faults.maxDelayMs);
    } else if (roll < faults.drop + faults.duplicate + faults.delay) {
      faultCounts.delayed++;
      setTimeout(send, chance() * faults.maxDelayMs);
    } else {
      send();
    }
  }

  const wrapped = new Map<Listener, Listener>();
  return {
    get connected() {
      return socket.connected;
    },
    on(event, listener) {
      const faulty = LIFECYCLE.has(event) ? listener : (...args: any[]) => deliver(() => listener(...args));
      wrapped.set(listener, faulty);
      return socket.on(event, faulty);
    },
    off(event, listener) {
      socket.off(event, wrapped.get(listener) ?? listener);
      wrapped.delete(listener);
    },
    emit(event, ...args) {
      const last = args[args.length - 1];
      if (typeof last === 'function') {
        // The reply crosses the bad network too.
        args[args.length - 1] = (...reply: any[]) => deliver(() => last(...reply));
      }
      deliver(() => socket.emit(event, ...args));
    },
    connect: () => socket.connect(),
    disconnect: () => socket.disconnect(),
  };
}
