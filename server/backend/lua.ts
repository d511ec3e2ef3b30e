/** What every Redis part of the backend shares to define its Lua scripts. */
import type { Redis } from 'ioredis';

/** Defines each Lua script as a command of `redis`, named as in `scripts`: `[number of keys, source]`. */
export function defineScripts(redis: Redis, scripts: Record<string, [numberOfKeys: number, lua: string]>): void {
  for (const [name, [numberOfKeys, lua]] of Object.entries(scripts)) redis.defineCommand(name, { numberOfKeys, lua });
}

/** Lua: `now`, Redis's own clock in ms, so that every process counts time alike. */
export const NOW = `local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)`;
