/**
 * The quick-match queues in Redis, shared by every process. Keys (their layout across the backend:
 * ../redis.ts):
 *
 *   royal-ur:match:<variant>:<rules>   list: the queue
 */
import type { Redis } from 'ioredis';
import { defineScripts } from '../lua.js';
import { entryText, parseEntry, type MatchQueues, type Waiting } from './index.js';

/** How much longer a quick-match queue lives than its last entry's wait. */
const QUEUE_MARGIN_MS = 10_000;

/**
 * ARGV: the entry, now, the queue's time to live, and the entry's player ('' for none). Entries
 * whose wait ended are dropped on the way; the player's own (another tab's, its fifth field) are
 * passed over and stay (pairable in ./index.ts).
 */
const PAIR_OR_WAIT = `
local now = tonumber(ARGV[2])
for _, text in ipairs(redis.call('LRANGE', KEYS[1], 0, -1)) do
  local waiting = cjson.decode(text)
  if waiting[1] <= now then
    redis.call('LREM', KEYS[1], 1, text)
  elseif ARGV[4] == '' or waiting[5] ~= ARGV[4] then
    redis.call('LREM', KEYS[1], 1, text)
    return text
  end
end
redis.call('RPUSH', KEYS[1], ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return false`;

interface Scripts {
  urPairOrWait(key: string, entry: string, now: number, ttlMs: number, player: string): Promise<string | null>;
}

export class RedisQueues implements MatchQueues {
  readonly #redis: Redis & Scripts;

  /** `redis` stays the caller's to close. */
  constructor(
    redis: Redis,
    private readonly prefix: string,
  ) {
    defineScripts(redis, { urPairOrWait: [1, PAIR_OR_WAIT] });
    this.#redis = redis as Redis & Scripts;
  }

  #key(queue: string): string {
    return `${this.prefix}match:${queue}`;
  }

  async pairOrWait(queue: string, entry: Waiting, now: number): Promise<Waiting | null> {
    // Outlives the last wait by a margin: the waiting process's timer takes its entry out itself and tells the player.
    const ttl = Math.ceil(entry.until - now) + QUEUE_MARGIN_MS;
    const paired = await this.#redis.urPairOrWait(this.#key(queue), entryText(entry), now, ttl, entry.player ?? '');
    return paired === null ? null : parseEntry(paired);
  }

  async unqueue(queue: string, entry: Waiting): Promise<boolean> {
    return (await this.#redis.lrem(this.#key(queue), 1, entryText(entry))) > 0;
  }
}
