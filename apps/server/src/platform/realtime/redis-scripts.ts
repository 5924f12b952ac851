// Lua run atomically inside Redis. They implement the rules of ChannelLog (channel-log.ts) on a
// per-channel hash (`last`, `floor`) and stream (the resume buffer), so that every instance sees one
// order of events per channel: the id is assigned, the event stored and published in one step.
//
// KEYS[1] meta hash, KEYS[2] stream, KEYS[3] epoch (ms when this Redis' data began: set on first use,
// so after Redis loses its data every older position is answered with resync).

const COMMON = `
local function parse(id)
  local ms, seq = string.match(id, '^(%d+)-(%d+)$')
  return tonumber(ms), tonumber(seq)
end
local function compare(a, b)
  local ams, aseq = parse(a)
  local bms, bseq = parse(b)
  if ams ~= bms then return ams < bms and -1 or 1 end
  if aseq ~= bseq then return aseq < bseq and -1 or 1 end
  return 0
end
local now = tonumber(ARGV[1])
local ttl = ARGV[2]
local epoch = redis.call('GET', KEYS[3])
if not epoch then
  epoch = ARGV[1]
  redis.call('SET', KEYS[3], epoch)
end
local last = redis.call('HGET', KEYS[1], 'last')
local floor
if not last then
  redis.call('DEL', KEYS[2])
  floor = string.format('%d-0', math.max(tonumber(epoch), now - tonumber(ttl)))
  last = floor
  redis.call('HSET', KEYS[1], 'floor', floor, 'last', last)
else
  floor = redis.call('HGET', KEYS[1], 'floor')
end
`;

/**
 * ARGV: now ms, ttl ms, window ms, frame prefix, frame suffix, bus channel, realtime channel.
 * Returns the new event id. Publishes `<channel>\n<id>\n<frame>` on the bus.
 */
export const PUBLISH_SCRIPT = `${COMMON}
local lms, lseq = parse(last)
local id
if now > lms then id = ARGV[1] .. '-1' else id = string.format('%d-%d', lms, lseq + 1) end
local cutoff = string.format('%d-0', now - tonumber(ARGV[3]))
local newest_old = redis.call('XREVRANGE', KEYS[2], '(' .. cutoff, '-', 'COUNT', 1)
if #newest_old > 0 then
  redis.call('XTRIM', KEYS[2], 'MINID', cutoff)
  redis.call('HSET', KEYS[1], 'floor', newest_old[1][1])
end
local frame = ARGV[4] .. id .. ARGV[5]
redis.call('XADD', KEYS[2], id, 'f', frame)
redis.call('HSET', KEYS[1], 'last', id)
redis.call('PEXPIRE', KEYS[1], ttl)
redis.call('PEXPIRE', KEYS[2], ttl)
redis.call('PUBLISH', ARGV[6], ARGV[7] .. '\\n' .. id .. '\\n' .. frame)
return id
`;

/**
 * ARGV: now ms, ttl ms, resume-from id ('' for a plain subscribe), max replay.
 * Returns {'live'|'resync', head, frames...}.
 */
export const OPEN_SCRIPT = `${COMMON}
redis.call('PEXPIRE', KEYS[1], ttl)
redis.call('PEXPIRE', KEYS[2], ttl)
local from = ARGV[3]
if from == '' then return {'live', last} end
if compare(from, floor) < 0 or compare(from, last) > 0 then return {'resync', last} end
local max = tonumber(ARGV[4])
local entries = redis.call('XRANGE', KEYS[2], '(' .. from, '+', 'COUNT', max + 1)
if #entries > max then return {'resync', last} end
local out = {'live', last}
for _, entry in ipairs(entries) do out[#out + 1] = entry[2][2] end
return out
`;
