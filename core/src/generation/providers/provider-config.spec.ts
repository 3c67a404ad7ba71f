import { z } from 'zod';
import { configuredProviders, providerEnvShape } from './provider-config';

const parse = (env: Record<string, string>) => z.object(providerEnvShape).parse(env);

describe('configured providers', () => {
  it('keeps only providers with credentials, in the configured order, builtin last', () => {
    const providers = configuredProviders(
      parse({
        GEMINI_API_KEY: 'g',
        XAI_API_KEY: 'x',
        OPENAI_COMPATIBLE_BASE_URL: 'http://127.0.0.1:11434',
      }),
    );
    // openai has no key; openai-compatible has no model.
    expect(providers.map((p) => p.name)).toEqual(['gemini', 'xai', 'builtin']);
  });

  it('runs the offline writer alone when no key is configured', () => {
    expect(configuredProviders(parse({})).map((p) => p.name)).toEqual(['builtin']);
  });

  it('follows GENERATION_PROVIDERS and refuses unknown names', () => {
    const env = parse({
      GENERATION_PROVIDERS: 'openai, gemini',
      OPENAI_API_KEY: 'o',
      GEMINI_API_KEY: 'g',
    });
    expect(configuredProviders(env).map((p) => p.name)).toEqual(['openai', 'gemini']);
    expect(() => configuredProviders(parse({ GENERATION_PROVIDERS: 'gemini,claude' }))).toThrow(
      /unknown provider\(s\) claude/,
    );
  });

  it('uses the spec defaults for models', () => {
    const env = parse({});
    expect(env.OPENAI_MODEL).toBe('gpt-3.5-turbo');
    expect(env.XAI_MODEL).toBe('grok-beta');
    expect(env.PROVIDER_TIMEOUT_MS).toBe(30_000);
    expect(env.PROVIDER_RETRY_PRIMARY_MS).toBe(600_000);
  });
});
