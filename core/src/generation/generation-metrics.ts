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
  /** Counts not yet sent: `hash\0field` → increment ('' field: the fallbacks counter). */
  private readonly pending = new Map<string, number>();
  private flushing = false;

  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
  ) {}

  private key(name: string): string {
    return `${this.keyPrefix}:metrics:${name}`;
  }

  attempts(attempts: ProviderAttempt[], fallbackUsed: boolean): void {
    for (const attempt of attempts) {
      // Waiting for a provider's budget is not an error of the provider.
      if (attempt.kind === 'waiting') continue;
      this.add(`${attempt.ok ? 'generations' : 'provider-errors'}\0${attempt.provider}`);
    }
    if (fallbackUsed) this.add('fallbacks\0');
  }

  // Answers finished in the same turn of the event loop (a batch's items) share one pipeline.
  private add(counter: string): void {
    this.pending.set(counter, (this.pending.get(counter) ?? 0) + 1);
    if (this.flushing) return;
    this.flushing = true;
    setImmediate(() => {
      this.flushing = false;
      const pipeline = this.redis.pipeline();
      for (const [counter, increment] of this.pending) {
        const [name, field] = counter.split('\0');
        if (field) pipeline.hincrby(this.key(name), field, increment);
        else pipeline.incrby(this.key(name), increment);
      }
      this.pending.clear();
      // Metrics never get in the way of a generation.
      pipeline.exec().catch(() => undefined);
    });
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
