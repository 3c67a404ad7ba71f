import { failureKind } from './provider';
import { hintsFromHeaders, parseDuration, retryDelayFromBody } from './rate-limit-hints';

describe('what providers say about their limits', () => {
  it("reads OpenAI's x-ratelimit headers, retry-after-ms and retry-after", () => {
    const hints = hintsFromHeaders(
      new Headers({
        'x-ratelimit-limit-requests': '3000',
        'x-ratelimit-remaining-requests': '2999',
        'x-ratelimit-reset-requests': '20ms',
        'x-ratelimit-limit-tokens': '250000',
        'x-ratelimit-remaining-tokens': '249000',
        'x-ratelimit-reset-tokens': '6m0s',
        'retry-after': '7',
      }),
    );
    expect(hints).toEqual({
      limitRequests: 3000,
      remainingRequests: 2999,
      resetRequestsMs: 20,
      limitTokens: 250000,
      remainingTokens: 249000,
      resetTokensMs: 360_000,
      retryAfterMs: 7000,
    });
    expect(hintsFromHeaders(new Headers({ 'retry-after-ms': '350', 'retry-after': '9' }))).toEqual({
      retryAfterMs: 350,
    });
    // Unreadable values are left out, not guessed.
    expect(hintsFromHeaders(new Headers({ 'x-ratelimit-limit-requests': 'lots' }))).toEqual({});
  });

  it('reads durations as the providers write them', () => {
    expect(parseDuration('1s')).toBe(1000);
    expect(parseDuration('0.5s')).toBe(500);
    expect(parseDuration('6m0s')).toBe(360_000);
    expect(parseDuration('1h2m3.5s')).toBe(3_723_500);
    expect(parseDuration('12')).toBe(12_000);
    expect(parseDuration('soon')).toBeUndefined();
  });

  it("reads Gemini's RetryInfo from a 429 body", () => {
    const body = JSON.stringify({
      error: {
        code: 429,
        status: 'RESOURCE_EXHAUSTED',
        details: [
          { '@type': 'type.googleapis.com/google.rpc.QuotaFailure', violations: [] },
          { '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '33s' },
        ],
      },
    });
    expect(retryDelayFromBody(body)).toBe(33_000);
    expect(retryDelayFromBody('not json')).toBeUndefined();
    expect(retryDelayFromBody('{"error":{"details":[]}}')).toBeUndefined();
  });

  it('tells a rate limit (wait, same provider) from a spent quota (fall back)', () => {
    const perMinute = JSON.stringify({
      error: {
        status: 'RESOURCE_EXHAUSTED',
        details: [{ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '20s' }],
      },
    });
    expect(failureKind(429, perMinute, { retryAfterMs: 20_000 })).toBe('rate-limit');
    expect(failureKind(429, '{"error":{"code":"rate_limit_exceeded"}}', {})).toBe('rate-limit');
    expect(
      failureKind(429, '{"error":{"type":"insufficient_quota"}}', { retryAfterMs: 1000 }),
    ).toBe('quota');
    expect(
      failureKind(429, '{"error":{"message":"Quota exceeded for GenerateRequestsPerDay"}}', {}),
    ).toBe('quota');
    expect(failureKind(429, '{"error":{"status":"RESOURCE_EXHAUSTED"}}', {})).toBe('quota');
    expect(failureKind(503, '', {})).toBe('server');
    expect(failureKind(400, '{"error":{"message":"bad"}}', {})).toBe('bad-request');
  });
});
