/** A provider's limits, per window (a minute unless PROVIDER_REQUEST_WINDOW_MS says otherwise). */
export interface ProviderLimit {
  /** Requests per window. */
  rpm?: number;
  /** Tokens per window (prompt and answer together, as the providers count them). */
  tpm?: number;
  /** Requests in flight at once. */
  concurrent?: number;
}

export type ProviderLimits = Record<string, ProviderLimit>;

const KEYS = { rpm: 'rpm', tpm: 'tpm', concurrent: 'concurrent' } as const;

function invalid(variable: string, part: string, expected: string): Error {
  return new Error(`Invalid configuration:\n  ${variable}: "${part}" is not ${expected}`);
}

/**
 * PROVIDER_LIMITS: `gemini=rpm:1000,tpm:1000000,concurrent:64;openai=rpm:500`. Empty → none.
 * Throws the configuration error for anything it cannot read.
 */
export function parseProviderLimits(text: string, known: readonly string[]): ProviderLimits {
  const limits: ProviderLimits = {};
  const expected = `provider=rpm:N,tpm:N,concurrent:N (providers: ${known.join(', ')})`;
  for (const part of text
    .split(';')
    .map((piece) => piece.trim())
    .filter(Boolean)) {
    const match = /^([a-z-]+)\s*=\s*(.+)$/.exec(part);
    if (!match || !known.includes(match[1])) throw invalid('PROVIDER_LIMITS', part, expected);
    const limit: ProviderLimit = {};
    for (const setting of match[2].split(',').map((piece) => piece.trim())) {
      const pair = /^(rpm|tpm|concurrent)\s*:\s*(\d+)$/.exec(setting);
      if (!pair || Number(pair[2]) < 1) throw invalid('PROVIDER_LIMITS', part, expected);
      limit[KEYS[pair[1] as keyof typeof KEYS]] = Number(pair[2]);
    }
    limits[match[1]] = limit;
  }
  return limits;
}

/**
 * PROVIDER_MAX_REQUESTS (`gemini=60,openai=500`, requests per window) is kept as a short form
 * of PROVIDER_LIMITS' `rpm`; where both name a provider, PROVIDER_LIMITS wins.
 */
export function parseMaxRequests(text: string, known: readonly string[]): ProviderLimits {
  const limits: ProviderLimits = {};
  for (const part of text
    .split(',')
    .map((piece) => piece.trim())
    .filter(Boolean)) {
    const match = /^([a-z-]+)\s*=\s*(\d+)$/.exec(part);
    if (!match || !known.includes(match[1]) || Number(match[2]) < 1) {
      throw invalid(
        'PROVIDER_MAX_REQUESTS',
        part,
        `provider=requests (providers: ${known.join(', ')})`,
      );
    }
    limits[match[1]] = { rpm: Number(match[2]) };
  }
  return limits;
}

/** Both variables together: PROVIDER_LIMITS over PROVIDER_MAX_REQUESTS, provider by provider. */
export function providerLimitsFrom(
  env: { PROVIDER_LIMITS: string; PROVIDER_MAX_REQUESTS: string },
  known: readonly string[],
): ProviderLimits {
  const limits = parseMaxRequests(env.PROVIDER_MAX_REQUESTS, known);
  for (const [provider, limit] of Object.entries(parseProviderLimits(env.PROVIDER_LIMITS, known))) {
    limits[provider] = { ...limits[provider], ...limit };
  }
  return limits;
}
