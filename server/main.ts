/**
 * `npm run server`: the game server as a process, configured by environment variables
 * (docs/deploy-server.md):
 *   PORT (8787), HOST (127.0.0.1), REDIS_URL, REDIS_PREFIX, CORS_ORIGIN (comma-separated),
 *   TRANSPORTS (e.g. `websocket`), ADDRESS_HEADER (behind a proxy, e.g. `x-forwarded-for`), and
 *   the limits MAX_MESSAGE_BYTES, MESSAGES_PER_SECOND, MESSAGE_BURST, MAX_ROOMS,
 *   CONNECTIONS_PER_ADDRESS, ROOMS_PER_MINUTE_PER_ADDRESS, OPEN_ROOMS_PER_ADDRESS,
 *   ROOMS_PER_ADDRESS, UNJOINED_ROOM_SECONDS, IDLE_ROOM_SECONDS, FINISHED_ROOM_SECONDS,
 *   SEAT_GRACE_SECONDS, and with Redis the liveness times HEARTBEAT_SECONDS, PROCESS_TTL_SECONDS,
 *   REDIS_LOSS_SECONDS; a quick match's wait for an opponent, MATCH_WAIT_SECONDS (60); and
 *   LOG_LEVEL (info; JSON lines on standard output); and for rated play, the keys that verify the
 *   host page's identity tokens: IDENTITY_SECRETS (HS256 secrets, comma-separated: several while a
 *   key is rotated), IDENTITY_PUBLIC_KEYS (EdDSA / ES256 public keys, PEM, one after another),
 *   IDENTITY_ISSUER and IDENTITY_AUDIENCE (when set, tokens must name them).
 */
import { createGameServer, jsonLogger, type Limits } from './index.js';

const env = process.env;

function number(name: string): number | undefined {
  const text = env[name];
  if (text === undefined || text === '') return undefined;
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number, got "${text}"`);
  return value;
}

const seconds = (name: string) => {
  const value = number(name);
  return value === undefined ? undefined : value * 1000;
};

const list = (name: string) =>
  env[name]
    ?.split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const limits: Partial<Limits> = {
  maxMessageBytes: number('MAX_MESSAGE_BYTES'),
  messagesPerSecond: number('MESSAGES_PER_SECOND'),
  messageBurst: number('MESSAGE_BURST'),
  maxRooms: number('MAX_ROOMS'),
  connectionsPerAddress: number('CONNECTIONS_PER_ADDRESS'),
  roomsPerMinutePerAddress: number('ROOMS_PER_MINUTE_PER_ADDRESS'),
  openRoomsPerAddress: number('OPEN_ROOMS_PER_ADDRESS'),
  roomsPerAddress: number('ROOMS_PER_ADDRESS'),
  unjoinedRoomMs: seconds('UNJOINED_ROOM_SECONDS'),
  idleRoomMs: seconds('IDLE_ROOM_SECONDS'),
  finishedRoomMs: seconds('FINISHED_ROOM_SECONDS'),
  seatGraceMs: seconds('SEAT_GRACE_SECONDS'),
};
const liveness = {
  heartbeatMs: seconds('HEARTBEAT_SECONDS'),
  processTtlMs: seconds('PROCESS_TTL_SECONDS'),
  redisLossMs: seconds('REDIS_LOSS_SECONDS'),
};
const transports = list('TRANSPORTS') as ('polling' | 'websocket')[] | undefined;
if (transports?.some((transport) => transport !== 'polling' && transport !== 'websocket')) {
  throw new Error(`TRANSPORTS must list polling and/or websocket, got "${env.TRANSPORTS}"`);
}

/** Each PEM block in `text` (keys one after another in one variable). */
const pems = (text: string | undefined) =>
  text?.match(/-----BEGIN PUBLIC KEY-----[\s\S]+?-----END PUBLIC KEY-----/g)?.map((pem) => pem.replace(/\\n/g, '\n'));

const logger = jsonLogger(env.LOG_LEVEL || undefined);
const server = createGameServer({
  logger,
  redisUrl: env.REDIS_URL || undefined,
  redisPrefix: env.REDIS_PREFIX || undefined,
  corsOrigin: list('CORS_ORIGIN'),
  transports,
  addressHeader: env.ADDRESS_HEADER || undefined,
  limits,
  liveness,
  matchWaitMs: seconds('MATCH_WAIT_SECONDS'),
  identity: {
    secrets: list('IDENTITY_SECRETS'),
    publicKeys: pems(env.IDENTITY_PUBLIC_KEYS),
    issuer: env.IDENTITY_ISSUER || undefined,
    audience: env.IDENTITY_AUDIENCE || undefined,
  },
});
const host = env.HOST || '127.0.0.1';
const address = await server.listen(number('PORT') ?? 8787, host);
logger.info(
  `royal-ur game server listening on http://${host}:${address.port} (${env.REDIS_URL ? 'rooms in Redis' : 'rooms in memory'})`,
);

// The handlers answer every failure themselves; anything that still escapes is logged, and the
// games of everyone else go on.
process.on('unhandledRejection', (error) => logger.error('unhandled rejection:', error));

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) process.exit(1);
    closing = true;
    server.close().then(
      () => process.exit(0),
      (error) => {
        logger.error('shutdown failed:', error);
        process.exit(1);
      },
    );
  });
}
