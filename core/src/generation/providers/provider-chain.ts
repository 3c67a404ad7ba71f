import type { Redis } from 'ioredis';
import { ProviderError, type GenerationRequest, type TextProvider } from './provider';
import type { ProviderBudget } from './provider-budget';

/** Judges an answer: the text to keep, or why it does not count (refusal, placeholder…). */
export type AnswerCheck = (
  text: string,
) => { ok: true; text: string } | { ok: false; reason: string };

export interface ProviderChainOptions {
  /** In order: the first is the primary. */
  providers: TextProvider[];
  redis: Redis;
  /** Redis key prefix of this install. */
  keyPrefix: string;
  /** How long a fallback provider stays in use before the primary is tried again. */
  cooldownMs: number;
  /** Per-request time limit. */
  timeoutMs: number;
  check?: AnswerCheck;
  now?: () => number;
  /** Requests per provider per window, shared by every process. */
  budget?: ProviderBudget;
}

export interface ProviderAttempt {
  provider: string;
  ok: boolean;
  kind?: string;
  message?: string;
}

export interface ChainResult {
  text: string;
  provider: string;
  /** True when a provider other than the primary wrote the text. */
  fallbackUsed: boolean;
  attempts: ProviderAttempt[];
}

/** Every provider failed; `message` is the catalogue text for the last failure. */
export class ChainExhaustedError extends Error {
  override name = 'ChainExhaustedError';

  constructor(
    message: string,
    readonly attempts: ProviderAttempt[],
  ) {
    super(message);
  }
}

interface StickyState {
  provider: string;
  since: number;
}

/**
 * The provider chain (DESIGN "Provider chain"): tries providers in order, falls back on any
 * failure (quota, 429, 5xx, timeout, network, empty or rejected answers), and keeps using
 * the provider that worked — in Redis, so every worker agrees — until the cool-down passes
 * or an operator resets it.
 */
export class ProviderChain {
  private readonly now: () => number;

  constructor(private readonly options: ProviderChainOptions) {
    if (options.providers.length === 0) throw new Error('The provider chain needs a provider');
    this.now = options.now ?? Date.now;
  }

  get providerNames(): string[] {
    return this.options.providers.map((provider) => provider.name);
  }

  private get stickyKey(): string {
    return `${this.options.keyPrefix}:providers:active`;
  }

  /** The provider the next generation starts with. */
  async activeProvider(): Promise<string> {
    return this.options.providers[await this.startIndex()].name;
  }

  /** Operator reset: back to the primary now. */
  async reset(): Promise<void> {
    await this.options.redis.del(this.stickyKey);
  }

  async generate(request: GenerationRequest, check = this.options.check): Promise<ChainResult> {
    const { providers } = this.options;
    const start = await this.startIndex();
    const order = [...providers.slice(start), ...providers.slice(0, start)];
    const attempts: ProviderAttempt[] = [];
    let lastError: ProviderError | undefined;
    for (const provider of order) {
      try {
        if (this.options.budget && !(await this.options.budget.take(provider.name))) {
          // Spent for this window: treated like the provider's own 429.
          throw new ProviderError(provider.name, 'rate-limit', 'Request limit reached; try later');
        }
        const raw = await provider.generate(request, AbortSignal.timeout(this.options.timeoutMs));
        const verdict = check ? check(raw) : { ok: true as const, text: raw };
        if (!verdict.ok) {
          throw new ProviderError(provider.name, 'rejected', `Unusable answer (${verdict.reason})`);
        }
        attempts.push({ provider: provider.name, ok: true });
        await this.remember(provider.name);
        return {
          text: verdict.text,
          provider: provider.name,
          fallbackUsed: provider !== providers[0],
          attempts,
        };
      } catch (error) {
        lastError =
          error instanceof ProviderError
            ? error
            : new ProviderError(
                provider.name,
                'server',
                (error as Error).message || 'Unknown error occurred.',
              );
        attempts.push({
          provider: provider.name,
          ok: false,
          kind: lastError.kind,
          message: lastError.message,
        });
      }
    }
    const message =
      lastError?.kind === 'empty'
        ? 'No description generated from AI'
        : (lastError?.sellerMessage ?? 'Unknown error occurred.');
    throw new ChainExhaustedError(message, attempts);
  }

  private async startIndex(): Promise<number> {
    const raw = await this.options.redis.get(this.stickyKey);
    if (!raw) return 0;
    try {
      const state = JSON.parse(raw) as StickyState;
      const index = this.options.providers.findIndex(
        (provider) => provider.name === state.provider,
      );
      if (index < 0 || this.now() - state.since >= this.options.cooldownMs) return 0;
      return index;
    } catch {
      return 0;
    }
  }

  private async remember(provider: string): Promise<void> {
    if (provider === this.options.providers[0].name) {
      await this.options.redis.del(this.stickyKey);
      return;
    }
    const raw = await this.options.redis.get(this.stickyKey);
    const current = raw ? (JSON.parse(raw) as StickyState) : null;
    // Keep the original time while the same fallback goes on working: the cool-down counts
    // from when the primary was left, not from the last success.
    if (current?.provider === provider && this.now() - current.since < this.options.cooldownMs)
      return;
    await this.options.redis.set(this.stickyKey, JSON.stringify({ provider, since: this.now() }));
  }
}
