import type { Redis } from 'ioredis';

/**
 * Requests per provider per window, counted in Redis so every server and worker shares one
 * budget: many sellers' batches together never send a provider more than its limit, and
 * the chain moves on (or the batch queue pauses) before the provider starts answering 429.
 */
export class ProviderBudget {
  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
    private readonly limits: Readonly<Record<string, number>>,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes one request from the provider's budget; false when this window's is spent. */
  async take(provider: string): Promise<boolean> {
    const limit = this.limits[provider];
    if (!limit) return true;
    const window = Math.floor(this.now() / this.windowMs);
    const key = `${this.keyPrefix}:providers:budget:${provider}:${window}`;
    const [[, count]] = (await this.redis
      .multi()
      .incr(key)
      .pexpire(key, this.windowMs * 2)
      .exec()) as [[Error | null, number]];
    return count <= limit;
  }
}

/**
 * PROVIDER_MAX_REQUESTS: `gemini=60,openai=500` (requests per window); empty → no limits.
 * Throws the configuration error for anything else.
 */
export function parseProviderLimits(
  text: string,
  known: readonly string[],
): Record<string, number> {
  const limits: Record<string, number> = {};
  for (const part of text
    .split(',')
    .map((piece) => piece.trim())
    .filter(Boolean)) {
    const match = /^([a-z-]+)\s*=\s*(\d+)$/.exec(part);
    if (!match || !known.includes(match[1]) || Number(match[2]) < 1) {
      throw new Error(
        `Invalid configuration:\n  PROVIDER_MAX_REQUESTS: "${part}" is not provider=requests (providers: ${known.join(', ')})`,
      );
    }
    limits[match[1]] = Number(match[2]);
  }
  return limits;
}
