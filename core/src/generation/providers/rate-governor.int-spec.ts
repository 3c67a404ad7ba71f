import { Redis } from 'ioredis';
import { deleteRedisKeys } from '../../../../test/support/test-env';
import { RateGovernor, type GovernorOptions } from './rate-governor';

describe('the shared rate governor (Redis)', () => {
  let redis: Redis;
  let other: Redis;
  let testNo = 0;
  let prefix: string;

  const options = (extra: Partial<GovernorOptions> = {}): GovernorOptions => ({
    limits: {},
    windowMs: 1000,
    startRpm: 60,
    headroom: 1,
    floorMs: 0,
    horizonMs: 1000,
    leaseMs: 10_000,
    throttleDelayMs: 5000,
    increaseStep: 1,
    unlimited: ['builtin'],
    ...extra,
  });

  beforeAll(() => {
    redis = new Redis(process.env.REDIS_URL as string);
    // A second connection stands for a second worker process.
    other = new Redis(process.env.REDIS_URL as string);
  });
  beforeEach(() => {
    testNo += 1;
    prefix = `${process.env.REDIS_PREFIX}-governor${testNo}`;
  });
  afterAll(async () => {
    await deleteRedisKeys(process.env.REDIS_URL as string, `${process.env.REDIS_PREFIX}-governor`);
    await Promise.all([redis.quit(), other.quit()]);
  });

  it('paces requests evenly: each gets its moment, never closer than the limit allows', async () => {
    const governor = new RateGovernor(redis, prefix, options({ limits: { gemini: { rpm: 10 } } }));
    const { permits, retryInMs, reason } = await governor.acquire('gemini', 20, 100);
    // 10 per 1000 ms: one every 100 ms; the horizon (1000 ms) holds 11 moments.
    expect(permits).toHaveLength(11);
    const gaps = permits.slice(1).map((permit, index) => permit.waitMs - permits[index].waitMs);
    expect(gaps.every((gap) => gap >= 99 && gap <= 101)).toBe(true);
    expect(permits[0].waitMs).toBe(0);
    expect(reason).toBe('rate');
    expect(retryInMs).toBeGreaterThan(0);
  });

  it('is one budget for every process: what one took, the other cannot', async () => {
    const limits = { openai: { rpm: 5 } };
    // A minute's window, as in production: a busy machine's pause between the calls below
    // cannot carry the first request out of the window.
    const minute = { limits, horizonMs: 0, windowMs: 60_000 };
    const first = new RateGovernor(redis, prefix, options(minute));
    const second = new RateGovernor(other, prefix, options(minute));
    expect((await first.acquire('openai', 3, 0)).permits).toHaveLength(1);
    const refused = await second.acquire('openai', 3, 0);
    expect(refused.permits).toHaveLength(0);
    // The next moment is 12 s after the first (5 per 60 s).
    expect(refused.retryInMs).toBeGreaterThan(6_000);
    expect(refused.retryInMs).toBeLessThanOrEqual(12_000);
    const snapshot = await second.read('openai');
    // Both asks were left wanting: two waits.
    expect(snapshot).toMatchObject({ granted: 1, usedThisWindow: 1, inFlight: 1, waits: 2 });
  });

  it('holds requests in flight to the concurrency limit, and frees a slot on release', async () => {
    const governor = new RateGovernor(
      redis,
      prefix,
      options({ limits: { xai: { rpm: 100_000, concurrent: 2 } } }),
    );
    const first = await governor.acquire('xai', 5, 0);
    expect(first.permits).toHaveLength(2);
    expect(first.reason).toBe('concurrency');
    await governor.release([first.permits[0]]);
    expect((await governor.acquire('xai', 5, 0)).permits).toHaveLength(1);
    expect((await governor.read('xai')).inFlight).toBe(2);
  });

  it('paces tokens: big requests wait for the tokens the window allows', async () => {
    const governor = new RateGovernor(
      redis,
      prefix,
      options({ limits: { gemini: { rpm: 100_000, tpm: 1000 } } }),
    );
    const { permits } = await governor.acquire('gemini', 5, 400);
    // 1000 tokens per 1000 ms: a 400-token request every 400 ms, three within the horizon.
    expect(permits.map((permit) => permit.waitMs)).toEqual([0, 400, 800]);
  });

  it('starts a provider with no known limit low, learns it from headers, halves it on a 429', async () => {
    const governor = new RateGovernor(redis, prefix, options({ throttleDelayMs: 700 }));
    expect((await governor.read('openai')).learnedRpm).toBe(60);
    await governor.succeeded('openai', { limitRequests: 500, remainingRequests: 499 });
    expect(await governor.read('openai')).toMatchObject({
      announced: { rpm: 500 },
      learnedRpm: 500,
      effectiveRpm: 500,
    });
    // Delays of a minute: a busy machine's pauses between the calls below cannot outlast them.
    await governor.throttled('openai', { retryAfterMs: 60_000 });
    const throttled = await governor.read('openai');
    expect(throttled).toMatchObject({ learnedRpm: 250, throttled429: 1 });
    expect(throttled.blockedUntil).not.toBeNull();
    // Blocked: no permit within the horizon until the retry delay has passed.
    const waiting = await governor.acquire('openai', 1, 0);
    expect(waiting.permits).toHaveLength(0);
    expect(waiting.retryInMs).toBeGreaterThan(30_000);
    // A second 429 from the same episode does not cut again; answers creep back up.
    await governor.throttled('openai', { retryAfterMs: 60_000 });
    expect((await governor.read('openai')).learnedRpm).toBe(250);
    await governor.succeeded('openai', {});
    expect((await governor.read('openai')).learnedRpm).toBe(251);
  });

  it('stops at once when the provider says its budget is spent, until it resets', async () => {
    const governor = new RateGovernor(
      redis,
      prefix,
      options({ limits: { openai: { rpm: 1000 } } }),
    );
    await governor.succeeded('openai', { remainingRequests: 0, resetRequestsMs: 60_000 });
    const { permits, retryInMs } = await governor.acquire('openai', 1, 0);
    expect(permits).toHaveLength(0);
    expect(retryInMs).toBeGreaterThan(30_000);
  });

  it('lets the offline writer run unpaced unless an operator sets a floor', async () => {
    const free = new RateGovernor(redis, prefix, options());
    expect(free.isLimited('builtin')).toBe(false);
    expect((await free.acquire('builtin', 500, 0)).permits).toHaveLength(500);
    const floored = new RateGovernor(redis, prefix, options({ floorMs: 250 }));
    expect(floored.isLimited('builtin')).toBe(true);
    const { permits } = await floored.acquire('builtin', 10, 0);
    expect(permits.map((permit) => permit.waitMs)).toEqual([0, 250, 500, 750, 1000]);
  });
});
