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

/** ARGV: the entry, now, and the queue's time to live. Entries whose wait ended are dropped on the way. */
const PAIR_OR_WAIT = `
while true do
  local head = redis.call('LPOP', KEYS[1])
  if not head then break end
  if cjson.decode(head)[1] > tonumber(ARGV[2]) then return head end
end
redis.call('RPUSH', KEYS[1], ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return false`;

interface Scripts {
  urPairOrWait(key: string, entry: string, now: number, ttlMs: number): Promise<string | null>;
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
    const head = await this.#redis.urPairOrWait(this.#key(queue), entryText(entry), now, ttl);
    return head === null ? null : parseEntry(head);
  }

  async unqueue(queue: string, entry: Waiting): Promise<boolean> {
    return (await this.#redis.lrem(this.#key(queue), 1, entryText(entry))) > 0;
  }
}
