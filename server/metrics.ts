/**
 * What a deployer watches, in Prometheus's text format at `GET /metrics` (prom-client): rooms and
 * connections of this process, accepted actions, rated games counted, identity refusals, the time from a request's arrival to its
 * acknowledgement being written (measured here, so a load test's own machine does not count),
 * store errors, refusals by code, and the default Node figures (event-loop delay, memory, CPU).
 * Each server has its own registry, so that several in one process (tests) do not mix.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { ErrorCode } from '../src/protocol/index.js';

export class Metrics {
  readonly registry = new Registry();
  readonly actions = new Counter({
    name: 'royal_ur_actions_total',
    help: 'Game actions accepted and appended to a record.',
    registers: [this.registry],
  });
  readonly ackSeconds = new Histogram({
    name: 'royal_ur_ack_seconds',
    help: 'Time from a request arriving to its acknowledgement being written, by event.',
    labelNames: ['event'] as const,
    buckets: [0.0005, 0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5],
    registers: [this.registry],
  });
  readonly refusals = new Counter({
    name: 'royal_ur_refusals_total',
    help: 'Requests refused, by reply code.',
    labelNames: ['code'] as const,
    registers: [this.registry],
  });
  readonly ratedGames = new Counter({
    name: 'royal_ur_rated_games_total',
    help: 'Rated games counted for both players (by the process that counted them).',
    registers: [this.registry],
  });
  readonly identityRefusals = new Counter({
    name: 'royal_ur_identity_refusals_total',
    help: 'Requests refused for their identity token (forged, expired, missing claims, or none where a rated seat needs one).',
    registers: [this.registry],
  });
  readonly storeErrors = new Counter({
    name: 'royal_ur_store_errors_total',
    help: 'Failures of the store or of the server behind a request (each a server-error reply or a logged background failure).',
    registers: [this.registry],
  });

  constructor(figures: { rooms(): number; connections(): number }) {
    new Gauge({
      name: 'royal_ur_rooms',
      help: 'Rooms this process holds.',
      registers: [this.registry],
      collect() {
        this.set(figures.rooms());
      },
    });
    new Gauge({
      name: 'royal_ur_connections',
      help: 'Open connections to this process.',
      registers: [this.registry],
      collect() {
        this.set(figures.connections());
      },
    });
    collectDefaultMetrics({ register: this.registry });
  }

  refused(code: ErrorCode): void {
    this.refusals.inc({ code });
    if (code === 'server-error') this.storeErrors.inc();
    if (code === 'bad-identity') this.identityRefusals.inc();
  }
}
