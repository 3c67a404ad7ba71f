import type { Redis } from 'ioredis';
import type { GenerationObserver } from './generation.service';
import type { ProviderAttempt } from './providers/provider-chain';

export interface GenerationCounters {
  /** Successful answers per provider. */
  generations: Record<string, number>;
  /** Failed attempts per provider (each one moved the chain on). */
  providerErrors: Record<string, number>;
  /** Generations written by a provider other than the primary. */
  fallbacks: number;
}

/**
 * Provider counters in Redis, so every server and worker adds to the same totals and
 * /metrics reads them from any instance.
 */
export class GenerationMetrics implements GenerationObserver {
  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
  ) {}

  private key(name: string): string {
    return `${this.keyPrefix}:metrics:${name}`;
  }

  attempts(attempts: ProviderAttempt[], fallbackUsed: boolean): void {
    const pipeline = this.redis.pipeline();
    for (const attempt of attempts) {
      // Waiting for a provider's budget is not an error of the provider.
      if (attempt.kind === 'waiting') continue;
      pipeline.hincrby(
        this.key(attempt.ok ? 'generations' : 'provider-errors'),
        attempt.provider,
        1,
      );
    }
    if (fallbackUsed) pipeline.incr(this.key('fallbacks'));
    // Metrics never get in the way of a generation.
    pipeline.exec().catch(() => undefined);
  }

  async read(): Promise<GenerationCounters> {
    const [generations, providerErrors, fallbacks] = await Promise.all([
      this.redis.hgetall(this.key('generations')),
      this.redis.hgetall(this.key('provider-errors')),
      this.redis.get(this.key('fallbacks')),
    ]);
    return {
      generations: numbers(generations),
      providerErrors: numbers(providerErrors),
      fallbacks: Number(fallbacks ?? 0),
    };
  }
}

function numbers(hash: Record<string, string>): Record<string, number> {
  return Object.fromEntries(Object.entries(hash).map(([key, value]) => [key, Number(value)]));
}
