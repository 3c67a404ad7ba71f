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
}

/** What every text provider does: a request in, plain text out. */
export interface TextProvider {
  /** Shown to sellers and operators: "gemini", "openai", "xai", "openai-compatible", "builtin". */
  readonly name: string;
  generate(request: GenerationRequest, signal: AbortSignal): Promise<string>;
}

export type ProviderFailureKind =
  'rate-limit' | 'quota' | 'server' | 'timeout' | 'network' | 'empty' | 'rejected' | 'bad-request';

/** A provider's failure, classified so the chain and the metrics can tell them apart. */
export class ProviderError extends Error {
  override name = 'ProviderError';

  constructor(
    readonly provider: string,
    readonly kind: ProviderFailureKind,
    message: string,
    readonly status?: number,
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

/** POSTs JSON and classifies every way it can fail. */
export async function postJson(
  provider: string,
  url: string,
  body: unknown,
  headers: Record<string, string>,
  signal: AbortSignal,
): Promise<unknown> {
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
  if (!response.ok) {
    const message = errorMessage(text) ?? `HTTP ${response.status}`;
    const quota = /quota|RESOURCE_EXHAUSTED|insufficient_quota|billing/i.test(text);
    const kind: ProviderFailureKind =
      response.status === 429
        ? quota
          ? 'quota'
          : 'rate-limit'
        : response.status >= 500
          ? 'server'
          : quota
            ? 'quota'
            : 'bad-request';
    throw new ProviderError(provider, kind, message, response.status);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ProviderError(provider, 'server', 'The answer was not JSON');
  }
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
