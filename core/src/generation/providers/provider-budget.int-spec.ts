import { Redis } from 'ioredis';
import { deleteRedisKeys } from '../../../../test/support/test-env';
import { ProviderBudget, parseProviderLimits } from './provider-budget';
import { PROVIDER_NAMES } from './provider-config';

describe('provider request budget (Redis)', () => {
  const prefix = `${process.env.REDIS_PREFIX}-budget`;
  let redis: Redis;
  let clock = 1_000_000;

  beforeAll(() => {
    redis = new Redis(process.env.REDIS_URL as string);
  });

  afterAll(async () => {
    await deleteRedisKeys(process.env.REDIS_URL as string, prefix);
    await redis.quit();
  });

  it('lets a provider have its limit per window, shared by every process, then opens again', async () => {
    // Two "processes": two budgets over the same Redis keys.
    const first = new ProviderBudget(redis, prefix, { gemini: 2 }, 60_000, () => clock);
    const second = new ProviderBudget(redis, prefix, { gemini: 2 }, 60_000, () => clock);
    expect(await first.take('gemini')).toBe(true);
    expect(await second.take('gemini')).toBe(true);
    expect(await first.take('gemini')).toBe(false);
    expect(await second.take('gemini')).toBe(false);
    // Providers without a limit are never refused.
    expect(await first.take('openai')).toBe(true);
    clock += 60_000;
    expect(await second.take('gemini')).toBe(true);
    const ttl = await redis.pttl(`${prefix}:providers:budget:gemini:${Math.floor(clock / 60_000)}`);
    expect(ttl).toBeGreaterThan(60_000);
    expect(ttl).toBeLessThanOrEqual(120_000);
  });

  it('reads PROVIDER_MAX_REQUESTS and refuses what it cannot read', () => {
    expect(parseProviderLimits('', PROVIDER_NAMES)).toEqual({});
    expect(parseProviderLimits(' gemini=60 , openai=500', PROVIDER_NAMES)).toEqual({
      gemini: 60,
      openai: 500,
    });
    expect(() => parseProviderLimits('gemini:60', PROVIDER_NAMES)).toThrow(
      'PROVIDER_MAX_REQUESTS: "gemini:60" is not provider=requests',
    );
    expect(() => parseProviderLimits('claude=5', PROVIDER_NAMES)).toThrow(/claude=5/);
    expect(() => parseProviderLimits('gemini=0', PROVIDER_NAMES)).toThrow(/gemini=0/);
  });
});
