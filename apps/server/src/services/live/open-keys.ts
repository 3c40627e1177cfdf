import type { Redis } from '../storage/redis-client.ts';

// The Redis side of RedisOpenCounter: key names (under the client's prefix) and its scripts.
// Pending counts: a hash per design and day (requests, proxied), a set of recipient hashes per
// design and day, a set of pending days per design and a set of designs with anything pending.

export const countsKey = (designId: string, day: string) => `opens:${designId}:${day}`;
export const whoKey = (designId: string, day: string) => `opens:${designId}:${day}:who`;
export const daysKey = (designId: string) => `opens:${designId}:days`;
export const DESIGNS_KEY = 'opens:designs';
export const LOCK_KEY = 'opens:drain-lock';
/** Recipients taken from Redis per script call. */
export const TAKE_RECIPIENTS = 5_000;

// Takes (reads and deletes) what is pending for one design, so opens pushed while a drain runs
// are either taken whole or left whole. At most ARGV[3] recipients a call, so the script stays
// far below the command timeout (one cut off after Redis ran it would lose what it took); the
// first reply says whether recipients were left for another call. KEYS: the design's days set,
// the designs set; ARGV: the client's key prefix (keys built here are not prefixed by the
// client), the design id, the recipient budget.
const TAKE_SCRIPT = `
local out = {}
local budget = tonumber(ARGV[3])
local left = 0
for _, day in ipairs(redis.call('SMEMBERS', KEYS[1])) do
  local base = ARGV[1] .. 'opens:' .. ARGV[2] .. ':' .. day
  local who = {}
  if budget > 0 then
    who = redis.call('SPOP', base .. ':who', budget)
    budget = budget - #who
  end
  out[#out + 1] = day
  out[#out + 1] = redis.call('HGETALL', base)
  out[#out + 1] = who
  redis.call('DEL', base)
  if redis.call('EXISTS', base .. ':who') == 1 then left = 1 else redis.call('SREM', KEYS[1], day) end
end
if left == 0 then
  redis.call('DEL', KEYS[1])
  redis.call('SREM', KEYS[2], ARGV[2])
end
return {left, out}
`;
const UNLOCK_SCRIPT = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
`;

export type CounterClient = Redis & {
  openTake(keys: 2, ...args: (string | number)[]): Promise<[number, (string | string[])[]]>;
  openUnlock(keys: 1, key: string, token: string): Promise<number>;
};

/** The client with the counter's scripts defined on it (once per client). */
export function withOpenScripts(redis: Redis): CounterClient {
  if (!('openTake' in redis)) {
    redis.defineCommand('openTake', { lua: TAKE_SCRIPT });
    redis.defineCommand('openUnlock', { lua: UNLOCK_SCRIPT });
  }
  return redis as CounterClient;
}

/** HGETALL's flat [field, value, …] as numbers. */
export function toRecord(flat: string[]): Record<string, number> {
  const record: Record<string, number> = {};
  for (let i = 0; i + 1 < flat.length; i += 2) record[String(flat[i])] = Number(flat[i + 1]);
  return record;
}
