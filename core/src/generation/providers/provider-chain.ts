import { setTimeout as sleep } from 'node:timers/promises';
import type { Redis } from 'ioredis';
import type { Logger } from '../../logging/logger';
import type { ChannelFields } from '../../shared/channel-fields';
import {
  ProviderError,
  answerTokenLimit,
  displayName,
  type GenerationRequest,
  type TextProvider,
} from './provider';
import type { Permit, RateGovernor } from './rate-governor';

/** Judges an answer: the text to keep, or why it does not count (refusal, placeholder…). */
export type AnswerCheck = (text: string) => AnswerVerdict;

/**
 * A checked answer: the text to keep and, when the check measured it, the answer's length as
 * written (cleaned, before any cut to the target).
 */
export type AnswerVerdict =
  { ok: true; text: string; writtenLength?: number } | { ok: false; reason: string };

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
  /** Every provider's request budget, shared by every process. */
  governor?: RateGovernor;
  /** How long a single Generate waits for a provider's budget before falling back, ms. */
  interactiveWaitMs?: number;
  /** Where a provider's failure is said (unusable or malformed answers, errors). */
  log?: Pick<Logger, 'warn'>;
}

/**
 * How a generation uses the chain. `interactive` (a seller waiting on one Generate): a
 * provider whose budget is spent for longer than `interactiveWaitMs`, or that answers 429,
 * is passed over for the next one. `batch` (Generate All): waiting is not a failure — the
 * item waits for the provider's budget and, on a 429, goes back in line for the same
 * provider (ChainThrottledError) instead of falling back.
 */
export interface ChainRun {
  check?: AnswerCheck;
  mode?: 'interactive' | 'batch';
  /** A permit the caller already holds for the provider the chain starts with. */
  permit?: Permit;
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
  /**
   * The channel fields the provider wrote in the same answer, as written (the caller repairs
   * them); absent when none were asked or the provider (the offline writer) gives none.
   */
  channel?: ChannelFields;
}

/** Batch mode: the provider asked for time (429, or a budget spent beyond the horizon). */
export class ChainThrottledError extends Error {
  override name = 'ChainThrottledError';

  constructor(
    readonly provider: string,
    readonly attempts: ProviderAttempt[],
  ) {
    super(`${provider} asked to slow down`);
  }
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
  /** Recent requests' token estimates per provider (a moving average). */
  private readonly typicalTokens = new Map<string, number>();

  constructor(private readonly options: ProviderChainOptions) {
    if (options.providers.length === 0) throw new Error('The provider chain needs a provider');
    this.now = options.now ?? Date.now;
  }

  /**
   * What a request to the provider is estimated at before its prompt is known: recent
   * prompts' length plus the longest answer it may give (what providers count against a
   * token limit).
   */
  estimateTokens(provider: string): number {
    const known = this.typicalTokens.get(provider);
    if (known !== undefined) return Math.ceil(known);
    const maxOutput = this.options.providers.find((p) => p.name === provider)?.maxOutputTokens;
    return estimateTokens('x'.repeat(TYPICAL_PROMPT_CHARS), maxOutput);
  }

  /**
   * Whether the provider answers in this process at once with nothing to wait for: offline,
   * and no budget or pace floor on it.
   */
  answersInline(provider: string): boolean {
    const found = this.options.providers.find((candidate) => candidate.name === provider);
    return Boolean(found?.offline) && !this.options.governor?.isLimited(provider);
  }

  /** The providers' shared request budget (absent in tests that do not need one). */
  get governor(): RateGovernor | undefined {
    return this.options.governor;
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

  /**
   * Runs the chain: each provider in turn (from the sticky one) until one gives a usable
   * answer. Each request first takes its permit from the governor (or uses `run.permit`).
   */
  async generate(request: GenerationRequest, run: ChainRun = {}): Promise<ChainResult> {
    const { providers, governor } = this.options;
    const check = run.check ?? this.options.check;
    const batch = run.mode === 'batch';
    // A permit was taken for the provider the chain starts with: no need to look it up again.
    const permitted = run.permit
      ? providers.findIndex((provider) => provider.name === run.permit?.provider)
      : -1;
    const start = permitted >= 0 ? permitted : await this.startIndex();
    const order = [...providers.slice(start), ...providers.slice(0, start)];
    const attempts: ProviderAttempt[] = [];
    let lastError: ProviderError | undefined;
    let held = run.permit;
    try {
      for (const provider of order) {
        let permit: Permit | undefined;
        if (held?.provider === provider.name) {
          permit = held;
          held = undefined;
        } else if (governor?.isLimited(provider.name)) {
          permit = await this.reserve(provider, request, batch);
          if (!permit) {
            // Spent beyond what this caller waits for: a batch item waits its turn again;
            // a seller waiting on one Generate is served by the next provider.
            if (batch) throw new ChainThrottledError(provider.name, attempts);
            lastError = new ProviderError(provider.name, 'rate-limit', 'Request limit reached');
            attempts.push({ provider: provider.name, ok: false, kind: 'waiting' });
            continue;
          }
        }
        let tokensUsed: number | null = null;
        try {
          // The offline writer has no token budget and nothing to time out (it answers at
          // once, in this process): no estimate of a prompt it never reads, no timer.
          if (!provider.offline) this.noteTokens(provider, request);
          if (permit && permit.waitMs > 0) await sleep(permit.waitMs);
          const answer = await provider.generate(
            request,
            provider.offline ? NEVER_ABORTED : AbortSignal.timeout(this.options.timeoutMs),
          );
          tokensUsed = answer.tokens;
          await governor?.succeeded(provider.name, answer.hints).catch(ignore);
          const verdict = check ? check(answer.text) : { ok: true as const, text: answer.text };
          if (!verdict.ok) {
            throw new ProviderError(
              provider.name,
              'rejected',
              `Unusable answer (${verdict.reason})`,
            );
          }
          attempts.push({ provider: provider.name, ok: true });
          // Started at the primary and it answered: nothing is sticky, nothing to forget.
          if (provider !== providers[0] || start !== 0) await this.remember(provider.name);
          return {
            text: verdict.text,
            provider: provider.name,
            fallbackUsed: provider !== providers[0],
            attempts,
            ...(answer.channel ? { channel: answer.channel } : {}),
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
          // A 429 is the budget's business (counted, paced); anything else is worth a line.
          if (lastError.kind !== 'rate-limit') {
            this.options.log?.warn(
              {
                provider: provider.name,
                kind: lastError.kind,
                status: lastError.status,
                structured: (request.channelFields ?? []).length > 0,
              },
              `${displayName(provider.name)} failed (${lastError.kind}): ${lastError.message}; the chain moves on`,
            );
          }
          if (lastError.kind === 'rate-limit') {
            await governor?.throttled(provider.name, lastError.hints).catch(ignore);
            if (batch) throw new ChainThrottledError(provider.name, attempts);
          }
        } finally {
          if (permit) await governor?.release([permit], tokensUsed).catch(ignore);
        }
      }
    } finally {
      // A permit for a provider the chain never reached (the sticky one changed meanwhile).
      if (held) await governor?.release([held]).catch(ignore);
    }
    const message =
      lastError?.kind === 'empty'
        ? 'No description generated from AI'
        : (lastError?.sellerMessage ?? 'Unknown error occurred.');
    throw new ChainExhaustedError(message, attempts);
  }

  /**
   * A permit for one request to the provider: waits for its moment when that is within the
   * horizon; otherwise a batch gives up at once (the item goes back in line) and a single
   * Generate waits up to `interactiveWaitMs` in all.
   */
  private async reserve(
    provider: TextProvider,
    request: GenerationRequest,
    batch: boolean,
  ): Promise<Permit | undefined> {
    const governor = this.options.governor as RateGovernor;
    const tokens = requestTokens(provider, request);
    const deadline = Date.now() + (batch ? 0 : (this.options.interactiveWaitMs ?? 5000));
    for (;;) {
      let reservation;
      try {
        reservation = await governor.acquire(provider.name, 1, tokens);
      } catch {
        // Redis is away: the budget cannot be counted, the seller is still served.
        return { provider: provider.name, id: null, waitMs: 0, tokens };
      }
      if (reservation.permits.length > 0) return reservation.permits[0];
      if (Date.now() + reservation.retryInMs > deadline) return undefined;
      await sleep(reservation.retryInMs);
    }
  }

  private noteTokens(provider: TextProvider, request: GenerationRequest): void {
    const tokens = requestTokens(provider, request);
    const previous = this.typicalTokens.get(provider.name);
    this.typicalTokens.set(
      provider.name,
      previous === undefined ? tokens : previous * 0.9 + tokens * 0.1,
    );
  }

  private async startIndex(): Promise<number> {
    // Without Redis the chain starts from the primary.
    const raw = await this.options.redis.get(this.stickyKey).catch(() => null);
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
    try {
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
    } catch {
      // Without Redis the choice is not remembered; the answer stands.
    }
  }
}

// A prompt's usual length before any has been seen (the instructions and a product's fields).
const TYPICAL_PROMPT_CHARS = 2000;

function ignore(): void {
  // Budget bookkeeping never fails a generation (Redis away): the budget recovers by itself.
}

/** The signal of a provider that is never timed out (the offline writer, in this process). */
const NEVER_ABORTED = new AbortController().signal;

/** A request's estimate: its prompt and the longest answer, the chosen fields' included. */
function requestTokens(provider: TextProvider, request: GenerationRequest): number {
  return estimateTokens(
    request.prompt,
    provider.maxOutputTokens === undefined
      ? undefined
      : answerTokenLimit(provider.maxOutputTokens, request),
  );
}

/** Tokens a request may use: the prompt (about four characters a token) and the longest answer. */
export function estimateTokens(prompt: string, maxOutputTokens = 0): number {
  return Math.ceil(prompt.length / 4) + maxOutputTokens;
}
