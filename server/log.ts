/**
 * The server's default logger: one JSON object a line on standard output (pino), with a level,
 * the time and the message, and a failure's error serialized under `err`. What is logged is the
 * server's own doing (listening, the store lost and back, failures): never a request's payload,
 * so never a seat key or a token.
 */
import { pino, type Level } from 'pino';

/** Where the server reports (its `logger` option): failures; and, when given, warnings and news. */
export interface Logger {
  error(message: string, error?: unknown): void;
  /** Something went wrong but the server carries on (the store lost and back, writes refused). */
  warn?(message: string, error?: unknown): void;
  /** News a deployer wants to see once (listening, shutting down). */
  info?(message: string): void;
}

const LEVELS: readonly Level[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'];

/** A pino logger at `level` (default `info`), as a `Logger`. */
export function jsonLogger(level = 'info'): Required<Logger> {
  if (!(LEVELS as readonly string[]).includes(level))
    throw new RangeError(`log level must be one of ${LEVELS.join(', ')}, got "${level}"`);
  const log = pino({ level, base: { name: 'royal-ur' } });
  const withError = (error: unknown) => (error === undefined ? {} : { err: error });
  return {
    error: (message, error) => log.error(withError(error), message),
    warn: (message, error) => log.warn(withError(error), message),
    info: (message) => log.info(message),
  };
}
