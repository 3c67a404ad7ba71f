/**
 * What a provider says about its own limits, read from its answers: OpenAI and xAI send
 * `x-ratelimit-*` headers on every answer; a 429 may carry `retry-after` / `retry-after-ms`,
 * and Gemini puts a `google.rpc.RetryInfo` with `retryDelay` in the body of its 429s.
 * (OpenAI: https://platform.openai.com/docs/guides/rate-limits#rate-limits-in-headers;
 * Gemini: https://ai.google.dev/gemini-api/docs/rate-limits.)
 */
export interface RateLimitHints {
  /** Requests allowed per window (`x-ratelimit-limit-requests`). */
  limitRequests?: number;
  remainingRequests?: number;
  /** Until the request budget is full again (`x-ratelimit-reset-requests`), ms. */
  resetRequestsMs?: number;
  /** Tokens allowed per window (`x-ratelimit-limit-tokens`). */
  limitTokens?: number;
  remainingTokens?: number;
  resetTokensMs?: number;
  /** How long to leave the provider alone (`retry-after-ms`, `retry-after`, RetryInfo), ms. */
  retryAfterMs?: number;
}

/** Reads the rate-limit headers of an answer; absent or unreadable ones are left out. */
export function hintsFromHeaders(headers: Headers): RateLimitHints {
  const hints: RateLimitHints = {};
  const count = (name: string) => {
    const value = headers.get(name);
    if (value === null || !/^\s*\d+(\.\d+)?\s*$/.test(value)) return undefined;
    return Number(value);
  };
  const duration = (name: string) => {
    const value = headers.get(name);
    return value === null ? undefined : parseDuration(value);
  };
  assign(hints, 'limitRequests', count('x-ratelimit-limit-requests'));
  assign(hints, 'remainingRequests', count('x-ratelimit-remaining-requests'));
  assign(hints, 'resetRequestsMs', duration('x-ratelimit-reset-requests'));
  assign(hints, 'limitTokens', count('x-ratelimit-limit-tokens'));
  assign(hints, 'remainingTokens', count('x-ratelimit-remaining-tokens'));
  assign(hints, 'resetTokensMs', duration('x-ratelimit-reset-tokens'));
  const retryAfterMs = count('retry-after-ms');
  assign(hints, 'retryAfterMs', retryAfterMs ?? retryAfter(headers.get('retry-after')));
  return hints;
}

/** Gemini's `RetryInfo.retryDelay` ("33s", "0.5s") in a 429 body, in ms. */
export function retryDelayFromBody(text: string): number | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  const details = (parsed as { error?: { details?: unknown } } | null)?.error?.details;
  if (!Array.isArray(details)) return undefined;
  for (const detail of details as { '@type'?: unknown; retryDelay?: unknown }[]) {
    if (
      typeof detail?.['@type'] === 'string' &&
      detail['@type'].endsWith('google.rpc.RetryInfo') &&
      typeof detail.retryDelay === 'string'
    ) {
      return parseDuration(detail.retryDelay);
    }
  }
  return undefined;
}

/**
 * Durations as the providers write them: "20ms", "1s", "6m0s", "1h2m3.5s", "0.5s", or a bare
 * number of seconds. Undefined for anything else.
 */
export function parseDuration(text: string): number | undefined {
  const value = text.trim();
  if (/^\d+(\.\d+)?$/.test(value)) return Math.round(Number(value) * 1000);
  if (!/^(\d+(\.\d+)?(h|ms|m|s))+$/.test(value)) return undefined;
  const units: Record<string, number> = { h: 3_600_000, m: 60_000, s: 1000, ms: 1 };
  let total = 0;
  for (const [, amount, , unit] of value.matchAll(/(\d+(\.\d+)?)(h|ms|m|s)/g)) {
    total += Number(amount) * units[unit];
  }
  return Math.round(total);
}

// Retry-After: delay-seconds or an HTTP date (RFC 9110 §10.2.3).
function retryAfter(value: string | null): number | undefined {
  if (value === null) return undefined;
  if (/^\s*\d+\s*$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

function assign<K extends keyof RateLimitHints>(
  hints: RateLimitHints,
  key: K,
  value: RateLimitHints[K] | undefined,
): void {
  if (value !== undefined) hints[key] = value;
}
