import type { Redis } from 'ioredis';
import type { ProviderLimits } from './provider-limits';
import type { RateLimitHints } from './rate-limit-hints';

/**
 * One request's right to go to a provider: its place in the provider's budget (`waitMs` from
 * now, at most the reservation horizon) and its slot among the requests in flight.
 */
export interface Permit {
  provider: string;
  /** Lease id in the provider's in-flight set; null for a provider without limits. */
  id: string | null;
  /** How long to wait before sending, ms (the request's reserved moment). */
  waitMs: number;
  /** Tokens the request was estimated at (prompt and the longest answer). */
  tokens: number;
}

export interface Reservation {
  permits: Permit[];
  /** When fewer permits than asked were granted: ms until asking again makes sense. */
  retryInMs: number;
  /** What held the rest back. */
  reason: 'rate' | 'concurrency' | null;
}

/** A provider's budget as operators see it (/metrics, /admin/providers). */
export interface GovernorSnapshot {
  provider: string;
  limited: boolean;
  /** Configured limits (PROVIDER_LIMITS). */
  configured: { rpm: number | null; tpm: number | null; concurrent: number | null };
  /** The limits the provider announced in its headers. */
  announced: { rpm: number | null; tpm: number | null };
  /** Requests per window the budget allows now (learned: AIMD over 429s, headers, config). */
  learnedRpm: number | null;
  /** What is actually handed out: learned, within the headroom below a known limit. */
  effectiveRpm: number | null;
  inFlight: number;
  /** Requests granted in the current window and in the one before. */
  usedThisWindow: number;
  usedLastWindow: number;
  granted: number;
  succeeded: number;
  throttled429: number;
  /** Times a request had to wait for the budget, and the total wait. */
  waits: number;
  waitMs: number;
  /** Until when the provider is left alone after a 429 or a spent budget (epoch ms), or null. */
  blockedUntil: number | null;
}

export interface GovernorOptions {
  limits: ProviderLimits;
  /** The window limits are counted in (a minute). */
  windowMs: number;
  /** Requests per window a provider without a known limit starts at, before it learns more. */
  startRpm: number;
  /** Share of a known limit actually used (the rest absorbs clock and network jitter). */
  headroom: number;
  /** Optional floor between two requests to one provider (BULK_PACE_MS); 0 = none. */
  floorMs: number;
  /** How far ahead a request may be given its moment to send. */
  horizonMs: number;
  /** A granted request counts as in flight at most this long (a process that died). */
  leaseMs: number;
  /** How long a provider is left alone after a 429 that does not say. */
  throttleDelayMs: number;
  /** Added to a learned limit after each answer (additive increase). */
  increaseStep: number;
  /** Providers with no limit unless configured (the offline writer). */
  unlimited: readonly string[];
}

/**
 * Every provider's request budget, shared by every server and worker through Redis, taken
 * atomically (one Lua script per step, on Redis's own clock):
 * - requests and tokens per window, paced evenly (GCRA), so no window ever holds more than
 *   the limit; a request is given its moment to send up to `horizonMs` ahead;
 * - requests in flight, as leases that lapse if their process dies;
 * - learned as it runs: the provider's `x-ratelimit-*` headers set the limit, a 429 halves it
 *   (once per congestion episode) and blocks the provider for its retry delay, and every
 *   answer adds `increaseStep` back (AIMD). A provider with no configured limit starts at
 *   `startRpm` and finds its limit this way.
 */
export class RateGovernor {
  private readonly scripts: GovernorScripts;

  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
    private readonly options: GovernorOptions,
  ) {
    this.scripts = defineScripts(redis);
  }

  /** False for a provider that never waits (the offline writer, unless configured). */
  isLimited(provider: string): boolean {
    return (
      this.options.floorMs > 0 ||
      provider in this.options.limits ||
      !this.options.unlimited.includes(provider)
    );
  }

  /** Asks for up to `count` permits, each for a request of about `tokens` tokens. */
  async acquire(provider: string, count: number, tokens: number): Promise<Reservation> {
    if (count <= 0) return { permits: [], retryInMs: 0, reason: null };
    if (!this.isLimited(provider)) {
      const permits = Array.from({ length: count }, () => ({
        provider,
        id: null,
        waitMs: 0,
        tokens,
      }));
      return { permits, retryInMs: 0, reason: null };
    }
    const reply = await this.scripts.govAcquire(
      ...this.keys(provider),
      count,
      Math.max(0, Math.round(tokens)),
      ...this.config(provider),
      this.options.horizonMs,
      this.options.leaseMs,
    );
    const [now, retryAt, reason, ...grants] = reply;
    const permits: Permit[] = [];
    for (let index = 0; index < grants.length; index += 2) {
      permits.push({
        provider,
        id: String(grants[index]),
        waitMs: Math.max(0, Number(grants[index + 1]) - Number(now)),
        tokens,
      });
    }
    return {
      permits,
      retryInMs: permits.length < count ? Math.max(1, Number(retryAt) - Number(now)) : 0,
      reason: reason === 'rate' || reason === 'concurrency' ? reason : null,
    };
  }

  /**
   * The requests are over (answered, failed, or never sent): their in-flight slots free up.
   * `tokensUsed` corrects a request's token estimate once the provider has said.
   */
  async release(permits: Permit[], tokensUsed: number | null = null): Promise<void> {
    const byProvider = new Map<string, Permit[]>();
    for (const permit of permits) {
      if (permit.id === null) continue;
      byProvider.set(permit.provider, [...(byProvider.get(permit.provider) ?? []), permit]);
    }
    for (const [provider, held] of byProvider) {
      const delta =
        tokensUsed === null ? 0 : tokensUsed - held.reduce((sum, permit) => sum + permit.tokens, 0);
      await this.scripts.govRelease(
        ...this.keys(provider),
        Math.round(delta),
        ...this.config(provider),
        ...held.map((permit) => permit.id as string),
      );
    }
  }

  /** A good answer: learn from its headers, and creep the learned limit up. */
  async succeeded(provider: string, hints: RateLimitHints): Promise<void> {
    if (!this.isLimited(provider)) return;
    await this.scripts.govSucceeded(
      ...this.keys(provider),
      ...this.config(provider),
      this.options.increaseStep,
      hint(hints.limitRequests),
      hint(hints.remainingRequests),
      hint(hints.resetRequestsMs),
      hint(hints.limitTokens),
      hint(hints.remainingTokens),
      hint(hints.resetTokensMs),
    );
  }

  /** A 429: halve the learned limit and leave the provider alone for its retry delay. */
  async throttled(provider: string, hints: RateLimitHints): Promise<void> {
    if (!this.isLimited(provider)) return;
    await this.scripts.govThrottled(
      ...this.keys(provider),
      ...this.config(provider),
      hint(hints.retryAfterMs ?? hints.resetRequestsMs),
      this.options.throttleDelayMs,
    );
  }

  async read(provider: string): Promise<GovernorSnapshot> {
    const configured = this.options.limits[provider] ?? {};
    const base: GovernorSnapshot = {
      provider,
      limited: this.isLimited(provider),
      configured: {
        rpm: configured.rpm ?? null,
        tpm: configured.tpm ?? null,
        concurrent: configured.concurrent ?? null,
      },
      announced: { rpm: null, tpm: null },
      learnedRpm: null,
      effectiveRpm: null,
      inFlight: 0,
      usedThisWindow: 0,
      usedLastWindow: 0,
      granted: 0,
      succeeded: 0,
      throttled429: 0,
      waits: 0,
      waitMs: 0,
      blockedUntil: null,
    };
    const [now, inFlight, ...pairs] = await this.scripts.govRead(
      ...this.keys(provider),
      ...this.config(provider),
    );
    const state = new Map<string, string>();
    for (let index = 0; index < pairs.length; index += 2) {
      state.set(String(pairs[index]), String(pairs[index + 1]));
    }
    const number = (field: string): number | null =>
      state.has(field) ? Number(state.get(field)) : null;
    const window = Math.floor(Number(now) / this.options.windowMs);
    const stateWindow = number('win');
    const blocked = number('blocked');
    return {
      ...base,
      announced: { rpm: number('hdr_rpm') || null, tpm: number('hdr_tpm') || null },
      learnedRpm: number('learned') || null,
      effectiveRpm: number('effective') || null,
      inFlight: Number(inFlight),
      usedThisWindow: stateWindow === window ? (number('win_n') ?? 0) : 0,
      usedLastWindow:
        stateWindow === window
          ? (number('prev_n') ?? 0)
          : stateWindow === window - 1
            ? (number('win_n') ?? 0)
            : 0,
      granted: number('granted') ?? 0,
      succeeded: number('ok') ?? 0,
      throttled429: number('r429') ?? 0,
      waits: number('waits') ?? 0,
      waitMs: Math.round(number('wait_ms') ?? 0),
      blockedUntil: blocked !== null && blocked > Number(now) ? blocked : null,
    };
  }

  /** Forgets what was learned about the providers (an operator's reset). */
  async forget(providers: readonly string[]): Promise<void> {
    if (providers.length === 0) return;
    await this.redis.del(...providers.flatMap((provider) => this.keys(provider)));
  }

  private keys(provider: string): [string, string] {
    // One hash tag per provider: both keys land in one Redis Cluster slot.
    const base = `${this.keyPrefix}:gov:{${provider}}`;
    return [base, `${base}:inflight`];
  }

  // The configuration every script reads: cap_rpm, cap_tpm, concurrent, start_rpm, window,
  // headroom, floor (0 = none).
  private config(provider: string): number[] {
    const limit = this.options.limits[provider] ?? {};
    const startRpm = this.options.unlimited.includes(provider) ? 0 : this.options.startRpm;
    return [
      limit.rpm ?? 0,
      limit.tpm ?? 0,
      limit.concurrent ?? 0,
      startRpm,
      this.options.windowMs,
      this.options.headroom,
      this.options.floorMs,
    ];
  }
}

function hint(value: number | undefined): number {
  return value === undefined ? -1 : value;
}

type ScriptReply = (string | number)[];

interface GovernorScripts {
  govAcquire(...args: (string | number)[]): Promise<ScriptReply>;
  govRelease(...args: (string | number)[]): Promise<ScriptReply>;
  govSucceeded(...args: (string | number)[]): Promise<ScriptReply>;
  govThrottled(...args: (string | number)[]): Promise<ScriptReply>;
  govRead(...args: (string | number)[]): Promise<ScriptReply>;
}

// Shared by every script: Redis's clock, and the limits in force. ARGV[c]..ARGV[c+6] are the
// configuration (see config()). `learned` restarts whenever the known cap changes (a new
// configuration, or headers announcing a limit).
const PRELUDE = `
local function now_ms()
  local t = redis.call('TIME')
  return tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
end
local function num(v, d)
  if v == false or v == nil then return d end
  local n = tonumber(v)
  if n == nil then return d end
  return n
end
local function minpos(a, b)
  if a <= 0 then return b end
  if b <= 0 then return a end
  return math.min(a, b)
end
local function config(c)
  return {
    cap_rpm = tonumber(ARGV[c]), cap_tpm = tonumber(ARGV[c + 1]), conc = tonumber(ARGV[c + 2]),
    start_rpm = tonumber(ARGV[c + 3]), window = tonumber(ARGV[c + 4]),
    headroom = tonumber(ARGV[c + 5]), floor = tonumber(ARGV[c + 6])
  }
end
local function limits(cfg)
  local s = redis.call('HMGET', KEYS[1], 'learned', 'cap', 'hdr_rpm', 'hdr_tpm')
  local cap = minpos(cfg.cap_rpm, num(s[3], 0))
  local learned = num(s[1], -1)
  if learned < 0 or num(s[2], -2) ~= cap then
    if cap > 0 then learned = cap else learned = cfg.start_rpm end
    redis.call('HSET', KEYS[1], 'learned', learned, 'cap', cap)
  end
  if cap > 0 and learned > cap then learned = cap end
  local rpm = learned
  if cap > 0 and rpm > cap * cfg.headroom then rpm = cap * cfg.headroom end
  local tpm = minpos(cfg.cap_tpm, num(s[4], 0))
  redis.call('HSET', KEYS[1], 'effective', rpm)
  return rpm, learned, cap, tpm
end
local function intervals(cfg, rpm, tpm)
  local interval = 0
  if rpm > 0 then interval = cfg.window / rpm end
  if cfg.floor > interval then interval = cfg.floor end
  local token_interval = 0
  if tpm > 0 then token_interval = cfg.window / (tpm * cfg.headroom) end
  return interval, token_interval
end
`;

// KEYS: state, in-flight. ARGV: want, tokens, config(7), horizon, lease.
// Reply: now, retry_at, reason, then (lease id, send at) per permit.
const ACQUIRE = `${PRELUDE}
local want = tonumber(ARGV[1])
local tokens = tonumber(ARGV[2])
local cfg = config(3)
local horizon = tonumber(ARGV[10])
local lease = tonumber(ARGV[11])
local now = now_ms()
local rpm, learned, cap, tpm = limits(cfg)
local interval, token_interval = intervals(cfg, rpm, tpm)
local st = redis.call('HMGET', KEYS[1], 'tat', 'ttat', 'blocked', 'win', 'win_n')
local tat = num(st[1], 0)
local ttat = num(st[2], 0)
local blocked = num(st[3], 0)
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now)
local inflight = redis.call('ZCARD', KEYS[2])
local reply = {now, 0, ''}
local granted = 0
local waited = 0
local waiting = 0
for i = 1, want do
  local at = math.max(now, tat, ttat, blocked)
  if at - now > horizon then reply[3] = 'rate' break end
  if cfg.conc > 0 and inflight >= cfg.conc then reply[3] = 'concurrency' break end
  local id = redis.call('HINCRBY', KEYS[1], 'seq', 1)
  redis.call('ZADD', KEYS[2], at + lease, id)
  inflight = inflight + 1
  granted = granted + 1
  if at > now then
    waited = waited + (at - now)
    waiting = waiting + 1
  end
  table.insert(reply, id)
  table.insert(reply, math.ceil(at))
  tat = at + interval
  if token_interval > 0 then ttat = at + tokens * token_interval end
end
if granted < want then
  if reply[3] == 'rate' then
    reply[2] = math.ceil(math.max(now + 1, math.max(tat, ttat, blocked) - horizon))
  else
    reply[2] = now + math.min(math.max(interval, 10), 100)
  end
  redis.call('HINCRBY', KEYS[1], 'waits', 1)
end
redis.call('HSET', KEYS[1], 'tat', tat, 'ttat', ttat)
local w = math.floor(now / cfg.window)
local cw = num(st[4], -1)
if cw ~= w then
  local prev = 0
  if cw == w - 1 then prev = num(st[5], 0) end
  redis.call('HSET', KEYS[1], 'win', w, 'win_n', 0, 'prev_n', prev)
end
if granted > 0 then
  redis.call('HINCRBY', KEYS[1], 'win_n', granted)
  redis.call('HINCRBY', KEYS[1], 'granted', granted)
end
if waiting > 0 then
  redis.call('HINCRBY', KEYS[1], 'waits', waiting)
  redis.call('HINCRBYFLOAT', KEYS[1], 'wait_ms', waited)
end
return reply
`;

// KEYS: state, in-flight. ARGV: token delta, config(7), lease ids...
const RELEASE = `${PRELUDE}
local delta = tonumber(ARGV[1])
local cfg = config(2)
for i = 9, #ARGV do redis.call('ZREM', KEYS[2], ARGV[i]) end
if delta ~= 0 then
  local rpm, learned, cap, tpm = limits(cfg)
  local interval, token_interval = intervals(cfg, rpm, tpm)
  if token_interval > 0 then
    local ttat = num(redis.call('HGET', KEYS[1], 'ttat'), 0)
    redis.call('HSET', KEYS[1], 'ttat', ttat + delta * token_interval)
  end
end
return {1}
`;

// KEYS: state, in-flight. ARGV: config(7), step, limit_req, remaining_req, reset_req_ms,
// limit_tok, remaining_tok, reset_tok_ms (-1: not said).
const SUCCEEDED = `${PRELUDE}
local cfg = config(1)
local step = tonumber(ARGV[8])
local limit_req = tonumber(ARGV[9])
local remaining_req = tonumber(ARGV[10])
local reset_req = tonumber(ARGV[11])
local limit_tok = tonumber(ARGV[12])
local remaining_tok = tonumber(ARGV[13])
local reset_tok = tonumber(ARGV[14])
local now = now_ms()
if limit_req > 0 then redis.call('HSET', KEYS[1], 'hdr_rpm', limit_req) end
if limit_tok > 0 then redis.call('HSET', KEYS[1], 'hdr_tpm', limit_tok) end
local rpm, learned, cap, tpm = limits(cfg)
if learned > 0 then
  local grown = learned + step
  if cap > 0 and grown > cap then grown = cap end
  redis.call('HSET', KEYS[1], 'learned', grown)
end
local blocked = num(redis.call('HGET', KEYS[1], 'blocked'), 0)
if remaining_req == 0 and reset_req > 0 then blocked = math.max(blocked, now + reset_req) end
if remaining_tok == 0 and reset_tok > 0 then blocked = math.max(blocked, now + reset_tok) end
redis.call('HSET', KEYS[1], 'blocked', blocked)
redis.call('HINCRBY', KEYS[1], 'ok', 1)
return {1}
`;

// KEYS: state, in-flight. ARGV: config(7), retry_after_ms (-1: not said), default delay.
const THROTTLED = `${PRELUDE}
local cfg = config(1)
local retry_after = tonumber(ARGV[8])
local default_delay = tonumber(ARGV[9])
local now = now_ms()
local rpm, learned, cap, tpm = limits(cfg)
local delay = default_delay
if retry_after >= 0 then delay = retry_after end
local st = redis.call('HMGET', KEYS[1], 'blocked', 'last_cut')
local blocked = math.max(num(st[1], 0), now + delay)
-- One cut per congestion episode: the other requests already in flight answer 429 too.
if now - num(st[2], 0) >= math.max(1000, delay) and learned > 0 then
  local base = learned
  if rpm > 0 and rpm < base then base = rpm end
  redis.call('HSET', KEYS[1], 'learned', math.max(1, base * 0.5), 'last_cut', now)
end
redis.call('HSET', KEYS[1], 'blocked', blocked)
redis.call('HINCRBY', KEYS[1], 'r429', 1)
return {1}
`;

// KEYS: state, in-flight. ARGV: config(7). Reply: now, in flight, then field/value pairs.
const READ = `${PRELUDE}
local cfg = config(1)
local now = now_ms()
limits(cfg)
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now)
local reply = {now, redis.call('ZCARD', KEYS[2])}
local all = redis.call('HGETALL', KEYS[1])
for i = 1, #all do table.insert(reply, all[i]) end
return reply
`;

function defineScripts(redis: Redis): GovernorScripts {
  const scripts = { govAcquire: ACQUIRE, govRelease: RELEASE, govSucceeded: SUCCEEDED };
  const more = { govThrottled: THROTTLED, govRead: READ };
  for (const [name, lua] of Object.entries({ ...scripts, ...more })) {
    if (!(name in redis)) redis.defineCommand(name, { numberOfKeys: 2, lua });
  }
  return redis as unknown as GovernorScripts;
}
