import { z } from 'zod';
import { GeminiProvider } from './gemini.provider';
import { ChatCompletionsProvider } from './openai.provider';
import type { TextProvider } from './provider';

export const PROVIDER_NAMES = ['gemini', 'openai', 'xai', 'openai-compatible', 'builtin'] as const;
export type ProviderName = (typeof PROVIDER_NAMES)[number];

/** Provider variables: read by the server (single Generate) and the worker (Generate All). */
export const providerEnvShape = {
  /** Chain order, comma-separated; providers without their key are left out. */
  GENERATION_PROVIDERS: z.string().default('gemini,openai,xai,openai-compatible,builtin'),
  GEMINI_API_KEY: z.string().optional(),
  GEMINI_MODEL: z.string().default('gemini-2.0-flash'),
  GEMINI_BASE_URL: z.string().url().default('https://generativelanguage.googleapis.com'),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_MODEL: z.string().default('gpt-3.5-turbo'),
  OPENAI_BASE_URL: z.string().url().default('https://api.openai.com'),
  XAI_API_KEY: z.string().optional(),
  XAI_MODEL: z.string().default('grok-beta'),
  XAI_BASE_URL: z.string().url().default('https://api.x.ai'),
  /** An OpenAI-compatible server (Ollama, vLLM, LM Studio, OpenRouter): base URL without /v1. */
  OPENAI_COMPATIBLE_BASE_URL: z.string().url().optional(),
  OPENAI_COMPATIBLE_MODEL: z.string().optional(),
  OPENAI_COMPATIBLE_API_KEY: z.string().optional(),
  /** Per-request time limit, ms. */
  PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  /** How long a fallback stays in use before the primary is tried again, ms. */
  PROVIDER_RETRY_PRIMARY_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(10 * 60 * 1000),
  /**
   * Each provider's limits, shared by every server and worker through Redis:
   * `gemini=rpm:1000,tpm:1000000,concurrent:64;openai=rpm:500` (rpm and tpm per
   * PROVIDER_REQUEST_WINDOW_MS). A provider left out starts at PROVIDER_START_RPM and learns
   * its limit from its rate-limit headers and 429s; the offline writer has none.
   */
  PROVIDER_LIMITS: z.string().default(''),
  /** Short form of PROVIDER_LIMITS' rpm: `gemini=60,openai=500` (PROVIDER_LIMITS wins). */
  PROVIDER_MAX_REQUESTS: z.string().default(''),
  /** The window provider limits count in, ms (a minute). */
  PROVIDER_REQUEST_WINDOW_MS: z.coerce.number().int().min(100).default(60_000),
  /** Requests per window a provider with no known limit starts at before it learns more. */
  PROVIDER_START_RPM: z.coerce.number().int().min(1).default(60),
  /** Share of a known limit actually used; the rest absorbs jitter (0.5–1). */
  PROVIDER_LIMIT_HEADROOM: z.coerce.number().min(0.5).max(1).default(0.95),
  /** How far ahead a request may be given its moment to send, ms. */
  PROVIDER_RESERVE_HORIZON_MS: z.coerce.number().int().min(10).default(1000),
  /** How long a provider is left alone after a 429 that does not say for how long, ms. */
  PROVIDER_THROTTLE_DELAY_MS: z.coerce.number().int().min(100).default(5000),
  /** How long a single Generate waits for a provider's budget before the next provider, ms. */
  PROVIDER_INTERACTIVE_WAIT_MS: z.coerce.number().int().min(0).default(5000),
};

export type ProviderEnv = z.infer<z.ZodObject<typeof providerEnvShape>>;

/**
 * The configured AI providers in chain order. Those without credentials are skipped, so with
 * no key at all the list is empty and the caller runs the offline writer alone.
 */
export function configuredProviders(
  env: ProviderEnv,
): { name: ProviderName; provider: TextProvider | null }[] {
  const order = env.GENERATION_PROVIDERS.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = order.filter((name) => !(PROVIDER_NAMES as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new Error(
      `Invalid configuration:\n  GENERATION_PROVIDERS: unknown provider(s) ${unknown.join(', ')} (known: ${PROVIDER_NAMES.join(', ')})`,
    );
  }
  const result: { name: ProviderName; provider: TextProvider | null }[] = [];
  for (const name of order as ProviderName[]) {
    switch (name) {
      case 'gemini':
        if (env.GEMINI_API_KEY) {
          result.push({
            name,
            provider: new GeminiProvider({
              apiKey: env.GEMINI_API_KEY,
              model: env.GEMINI_MODEL,
              baseUrl: env.GEMINI_BASE_URL,
            }),
          });
        }
        break;
      case 'openai':
        if (env.OPENAI_API_KEY) {
          result.push({
            name,
            provider: new ChatCompletionsProvider({
              name,
              baseUrl: env.OPENAI_BASE_URL,
              model: env.OPENAI_MODEL,
              apiKey: env.OPENAI_API_KEY,
            }),
          });
        }
        break;
      case 'xai':
        if (env.XAI_API_KEY) {
          result.push({
            name,
            provider: new ChatCompletionsProvider({
              name,
              baseUrl: env.XAI_BASE_URL,
              model: env.XAI_MODEL,
              apiKey: env.XAI_API_KEY,
              sendStreamFalse: true,
            }),
          });
        }
        break;
      case 'openai-compatible':
        if (env.OPENAI_COMPATIBLE_BASE_URL && env.OPENAI_COMPATIBLE_MODEL) {
          result.push({
            name,
            provider: new ChatCompletionsProvider({
              name,
              baseUrl: env.OPENAI_COMPATIBLE_BASE_URL,
              model: env.OPENAI_COMPATIBLE_MODEL,
              apiKey: env.OPENAI_COMPATIBLE_API_KEY,
            }),
          });
        }
        break;
      case 'builtin':
        // The offline writer is constructed by the generation service (it needs no key).
        result.push({ name, provider: null });
        break;
    }
  }
  return result;
}
