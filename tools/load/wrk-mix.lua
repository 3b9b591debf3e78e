-- wrk script for `npm run load` (tools/load/wrk-load.mjs): every wrk thread sends the URLs
-- given after `--` in turn, counts each response's status, and `done` prints one line,
-- "wrk-result {json}", that parseWrkOutput() reads. Headers come from wrk's -H options.
--
-- wrk passes no request to response(), so statuses cannot be matched to URLs one by one:
-- the per-URL counts of requests sent (`issued`) let the parser bound how many of the
-- answered requests went to the URL that must answer 404.

local requests = {}
local count = 0
local turn = 0
-- Globals, so that done() can read them from each thread (thread:get).
issued = {}
statuses = {}

local threads = {}

function setup(thread)
  table.insert(threads, thread)
end

function init(args)
  for index, path in ipairs(args) do
    requests[index] = wrk.format("GET", path)
    issued[index] = 0
  end
  count = #requests
  if count == 0 then
    error("wrk-mix.lua: give the URL paths after --")
  end
end

function request()
  turn = turn % count + 1
  issued[turn] = issued[turn] + 1
  return requests[turn]
end

function response(status)
  statuses[status] = (statuses[status] or 0) + 1
end

-- "k":v pairs of a table whose keys and values are integers.
local function pairs_json(t)
  local parts = {}
  for key, value in pairs(t) do
    parts[#parts + 1] = string.format('"%d":%d', key, value)
  end
  table.sort(parts)
  return "{" .. table.concat(parts, ",") .. "}"
end

-- user + system clock ticks of this wrk process (its threads have ended and are counted in it).
local function cpu_ticks()
  local file = io.open("/proc/self/stat", "r")
  if not file then
    return -1
  end
  local text = file:read("*a")
  file:close()
  local fields = {}
  for field in text:sub(text:find("%)[^)]*$") + 2):gmatch("%S+") do
    fields[#fields + 1] = field
  end
  -- After the command name: field 1 is the state; utime and stime are fields 12 and 13.
  return (tonumber(fields[12]) or 0) + (tonumber(fields[13]) or 0)
end

function done(summary, latency)
  local all_statuses, all_issued = {}, {}
  for _, thread in ipairs(threads) do
    for code, n in pairs(thread:get("statuses")) do
      all_statuses[code] = (all_statuses[code] or 0) + n
    end
    for index, n in pairs(thread:get("issued")) do
      all_issued[index] = (all_issued[index] or 0) + n
    end
  end
  local e = summary.errors
  io.write(string.format(
    'wrk-result {"durationUs":%d,"requests":%d,"bytes":%d,'
      .. '"errors":{"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d},'
      .. '"latencyUs":{"p50":%d,"p90":%d,"p99":%d,"max":%d,"mean":%.1f},'
      .. '"statuses":%s,"issued":%s,"threads":%d,"cpuTicks":%d}\n',
    summary.duration, summary.requests, summary.bytes,
    e.connect, e.read, e.write, e.status, e.timeout,
    latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.max, latency.mean,
    pairs_json(all_statuses), pairs_json(all_issued), #threads, cpu_ticks()
  ))
end
