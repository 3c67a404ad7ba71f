import {
  ChannelAnswerError,
  channelAnswerTokens,
  parseChannelAnswer,
} from '../../channels/structured-output';
import type { ChannelField, ChannelFields } from '../../shared/channel-fields';
import { hintsFromHeaders, retryDelayFromBody, type RateLimitHints } from './rate-limit-hints';

/**
 * What a provider is asked: the prompt for the AI providers, and the item and settings it was
 * built from for the offline `builtin` writer, which composes text from the fields directly.
 */
export interface GenerationRequest {
  prompt: string;
  item: { name: string; sku: string; details: string; price: string; notes: string };
  settings: {
    writingStyle: string;
    targetAudience: string;
    tone: string;
    characterCount: number;
    industry: string;
    language: string;
  };
  /**
   * The marketplace fields the seller chose. When there are any, the AI providers ask for the
   * answer as JSON held to a schema (the description and these fields, in the same call);
   * absent or empty, the request is the plain-text one.
   */
  channelFields?: readonly ChannelField[];
  /**
   * Which version of the item this is (0: the first). The AI providers see the earlier
   * versions in the prompt; the offline writer takes other frames for the same facts.
   */
  variant?: number;
}

/** A provider's answer: the text, and what the answer said about the provider's limits. */
export interface ProviderAnswer {
  /** The description (read out of the JSON when the request asked for channel fields). */
  text: string;
  /** The channel fields the answer held, as written (not yet repaired); absent: none asked. */
  channel?: ChannelFields;
  hints: RateLimitHints;
  /** Tokens the request used, when the provider says (prompt and answer together). */
  tokens: number | null;
}

/** What every text provider does: a request in, plain text out. */
export interface TextProvider {
  /** Shown to sellers and operators: "gemini", "openai", "xai", "openai-compatible", "builtin". */
  readonly name: string;
  /** The most tokens an answer may take (for token budgets); none for the offline writer. */
  readonly maxOutputTokens?: number;
  /**
   * Answers in this process at once (the offline writer): no network, no limit of its own.
   * A batch runs such a provider's items inside the transaction that records them.
   */
  readonly offline?: boolean;
  generate(request: GenerationRequest, signal: AbortSignal): Promise<ProviderAnswer>;
}

export type ProviderFailureKind =
  | 'rate-limit'
  | 'quota'
  | 'server'
  | 'timeout'
  | 'network'
  | 'empty'
  | 'rejected'
  /** Asked for JSON held to a schema, the answer was not (cut off, prose, wrong shapes). */
  | 'malformed'
  | 'bad-request';

/** A provider's failure, classified so the chain and the metrics can tell them apart. */
export class ProviderError extends Error {
  override name = 'ProviderError';

  constructor(
    readonly provider: string,
    readonly kind: ProviderFailureKind,
    message: string,
    readonly status?: number,
    /** What the failed answer said about the provider's limits (a 429's retry delay…). */
    readonly hints: RateLimitHints = {},
  ) {
    super(message);
  }

  /** SPEC §8: '{provider} API error: {message}'. */
  get sellerMessage(): string {
    return `${displayName(this.provider)} API error: ${this.message}`;
  }
}

const DISPLAY_NAMES: Record<string, string> = {
  gemini: 'Gemini',
  openai: 'OpenAI',
  xai: 'xAI',
  'openai-compatible': 'OpenAI-compatible',
  builtin: 'Built-in writer',
};

export function displayName(provider: string): string {
  return DISPLAY_NAMES[provider] ?? provider;
}

/** The chosen channel fields of a request; empty when it asks for the description alone. */
export function chosenFields(request: GenerationRequest): readonly ChannelField[] {
  return request.channelFields ?? [];
}

/** The most tokens an answer may take: the provider's allowance and, when asked, the fields'. */
export function answerTokenLimit(maxOutputTokens: number, request: GenerationRequest): number {
  const chosen = chosenFields(request);
  return chosen.length > 0 ? maxOutputTokens + channelAnswerTokens(chosen) : maxOutputTokens;
}

/**
 * A structured answer's text read into the description and the fields. An answer that is not
 * JSON for the schema is a failed answer of this provider (the chain moves on).
 */
export function readStructuredAnswer(
  provider: string,
  text: string,
  chosen: readonly ChannelField[],
): { text: string; channel: ChannelFields } {
  try {
    const answer = parseChannelAnswer(text, chosen);
    return { text: answer.description, channel: answer.fields };
  } catch (error) {
    if (!(error instanceof ChannelAnswerError)) throw error;
    throw new ProviderError(
      provider,
      'malformed',
      `The answer does not match the requested JSON schema (${error.message})`,
    );
  }
}

/** POSTs JSON and classifies every way it can fail; the answer comes with its rate-limit hints. */
export async function postJson(
  provider: string,
  url: string,
  body: unknown,
  headers: Record<string, string>,
  signal: AbortSignal,
): Promise<{ body: unknown; hints: RateLimitHints }> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw new ProviderError(provider, 'timeout', 'Request timed out');
    throw new ProviderError(provider, 'network', (error as Error).message || 'Network error');
  }
  let text: string;
  try {
    text = await response.text();
  } catch {
    if (signal.aborted) throw new ProviderError(provider, 'timeout', 'Request timed out');
    throw new ProviderError(provider, 'network', 'Connection closed while reading the answer');
  }
  const hints = hintsFromHeaders(response.headers);
  if (!response.ok) {
    const message = errorMessage(text) ?? `HTTP ${response.status}`;
    const retryDelay = retryDelayFromBody(text);
    if (retryDelay !== undefined) hints.retryAfterMs ??= retryDelay;
    throw new ProviderError(
      provider,
      failureKind(response.status, text, hints),
      message,
      response.status,
      hints,
    );
  }
  try {
    return { body: JSON.parse(text) as unknown, hints };
  } catch {
    throw new ProviderError(provider, 'server', 'The answer was not JSON');
  }
}

/**
 * A 429 is "slow down" (rate-limit: wait, then ask the same provider again) unless it says the
 * quota itself is gone (no credit, a daily quota, Gemini's RESOURCE_EXHAUSTED with no retry
 * delay): that moves the chain on. Other statuses as their class says.
 */
export function failureKind(
  status: number,
  body: string,
  hints: RateLimitHints,
): ProviderFailureKind {
  const spent = /insufficient_quota|billing|per ?day|PerDay/i.test(body);
  const quota = spent || /quota|RESOURCE_EXHAUSTED/i.test(body);
  if (status === 429) {
    if (spent) return 'quota';
    if (hints.retryAfterMs !== undefined || hints.resetRequestsMs !== undefined)
      return 'rate-limit';
    return quota ? 'quota' : 'rate-limit';
  }
  if (status >= 500) return 'server';
  return quota ? 'quota' : 'bad-request';
}

function errorMessage(text: string): string | undefined {
  try {
    const parsed = JSON.parse(text) as { error?: { message?: unknown } | string };
    if (typeof parsed.error === 'string') return parsed.error;
    if (typeof parsed.error?.message === 'string') return parsed.error.message;
  } catch {
    // not JSON
  }
  return undefined;
}
