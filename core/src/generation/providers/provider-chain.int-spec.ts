import { Redis } from 'ioredis';
import { FakeAiServer } from '../../../../test/fakes/fake-ai-server';
import {
  channelAnswerTokens,
  geminiGenerationConfig,
  openAiResponseFormat,
} from '../../channels/structured-output';
import type { ChannelField } from '../../shared/channel-fields';
import { GeminiProvider } from './gemini.provider';
import { ChatCompletionsProvider } from './openai.provider';
import {
  ChainExhaustedError,
  ProviderChain,
  type AnswerCheck,
  type ProviderChainOptions,
} from './provider-chain';
import type { GenerationRequest } from './provider';

function ask(prompt: string, channelFields?: ChannelField[]): GenerationRequest {
  return {
    prompt,
    ...(channelFields ? { channelFields } : {}),
    item: { name: 'Mug', sku: 'M-1', details: 'Stoneware', price: '12', notes: '' },
    settings: {
      writingStyle: 'professional',
      targetAudience: 'b2c',
      tone: 'persuasive',
      characterCount: 250,
      industry: '',
      language: 'English',
    },
  };
}

const COOLDOWN_MS = 10 * 60 * 1000;

describe('provider clients and the fallback chain', () => {
  let fake: FakeAiServer;
  let redis: Redis;
  let clock: number;
  let testNo = 0;

  beforeAll(async () => {
    fake = new FakeAiServer();
    await fake.start();
    redis = new Redis(process.env.REDIS_URL as string);
  });
  afterAll(async () => {
    await fake.stop();
    await redis.quit();
  });
  beforeEach(() => {
    clock = Date.parse('2026-11-21T12:00:00Z');
    fake.requests.length = 0;
    testNo += 1;
  });

  function chain(
    check?: AnswerCheck,
    timeoutMs = 2000,
    log?: { warn: (details: object, message: string) => void },
  ): ProviderChain {
    return new ProviderChain({
      log: log as ProviderChainOptions['log'],
      providers: [
        new GeminiProvider({ apiKey: 'gem-key', model: 'gemini-test', baseUrl: fake.url }),
        new ChatCompletionsProvider({
          name: 'openai',
          baseUrl: fake.url,
          model: 'gpt-3.5-turbo',
          apiKey: 'sk-openai',
        }),
        new ChatCompletionsProvider({
          name: 'xai',
          baseUrl: fake.url,
          model: 'grok-beta',
          apiKey: 'xai-key',
          sendStreamFalse: true,
        }),
      ],
      redis,
      keyPrefix: `${process.env.REDIS_PREFIX}:chain${testNo}`,
      cooldownMs: COOLDOWN_MS,
      timeoutMs,
      check,
      now: () => clock,
    });
  }

  it("sends Gemini the spec's request: key in the query, generation config, four safety settings", async () => {
    fake.script('gemini', [{ kind: 'text', text: 'A sturdy stoneware mug.' }]);
    const result = await chain().generate(ask('Write about a mug'));
    expect(result).toMatchObject({
      text: 'A sturdy stoneware mug.',
      provider: 'gemini',
      fallbackUsed: false,
    });
    const [request] = fake.requests;
    expect(request.path).toBe('/v1beta/models/gemini-test:generateContent');
    expect(request.query.get('key')).toBe('gem-key');
    expect(request.body).toEqual({
      contents: [{ parts: [{ text: 'Write about a mug' }] }],
      generationConfig: { temperature: 0.7, topK: 40, topP: 0.95, maxOutputTokens: 500 },
      safetySettings: [
        'HARM_CATEGORY_HARASSMENT',
        'HARM_CATEGORY_HATE_SPEECH',
        'HARM_CATEGORY_SEXUALLY_EXPLICIT',
        'HARM_CATEGORY_DANGEROUS_CONTENT',
      ].map((category) => ({ category, threshold: 'BLOCK_MEDIUM_AND_ABOVE' })),
    });
  });

  it('falls back in order on 429, 500 and quota errors, sending each its own request', async () => {
    fake.script('gemini', [
      { kind: 'status', status: 429, message: 'Resource has been exhausted', quota: true },
    ]);
    fake.script('openai', [
      { kind: 'status', status: 500, message: 'The server had an error' },
      { kind: 'text', text: 'Written by xAI.' },
    ]);
    const result = await chain().generate(ask('Write about a lamp'));
    expect(result.provider).toBe('xai');
    expect(result.fallbackUsed).toBe(true);
    expect(result.attempts).toEqual([
      { provider: 'gemini', ok: false, kind: 'quota', message: 'Resource has been exhausted' },
      { provider: 'openai', ok: false, kind: 'server', message: 'The server had an error' },
      { provider: 'xai', ok: true },
    ]);
    const [, openai, xai] = fake.requests;
    expect(openai.headers.authorization).toBe('Bearer sk-openai');
    expect(openai.body).toEqual({
      model: 'gpt-3.5-turbo',
      messages: [{ role: 'user', content: 'Write about a lamp' }],
      temperature: 0.7,
      max_tokens: 500,
    });
    expect(xai.headers.authorization).toBe('Bearer xai-key');
    expect(xai.body).toMatchObject({
      model: 'grok-beta',
      stream: false,
      temperature: 0.7,
      max_tokens: 500,
    });
  });

  it('falls back on a timeout, an empty answer, a dropped connection and a refused answer', async () => {
    const refusals: AnswerCheck = (text) =>
      /^I cannot/.test(text) ? { ok: false, reason: 'refusal' } : { ok: true, text };
    // Gemini answers long after the time-out; the others answer at once, well within it
    // however busy the machine is.
    fake.script('gemini', [{ kind: 'slow', ms: 120_000, text: 'too late' }]);
    fake.script('openai', [{ kind: 'empty' }, { kind: 'text', text: 'Fine answer.' }]);
    const slow = await chain(refusals, 3000).generate(ask('p'));
    expect(slow.attempts.map((a) => [a.provider, a.kind ?? 'ok'])).toEqual([
      ['gemini', 'timeout'],
      ['openai', 'empty'],
      ['xai', 'ok'],
    ]);

    const c = chain(refusals);
    await c.reset();
    fake.script('gemini', [{ kind: 'drop' }]);
    fake.script('openai', [
      { kind: 'text', text: 'I cannot help with that.' },
      { kind: 'text', text: 'Fine.' },
    ]);
    const dropped = await c.generate(ask('p'));
    expect(dropped.attempts.map((a) => [a.provider, a.kind ?? 'ok'])).toEqual([
      ['gemini', 'network'],
      ['openai', 'rejected'],
      ['xai', 'ok'],
    ]);
    expect(dropped.text).toBe('Fine.');
  });

  it('sticks to the provider that worked, for every chain sharing Redis, until the cool-down passes', async () => {
    fake.script('gemini', [{ kind: 'status', status: 503 }]);
    fake.script('openai', [{ kind: 'text', text: 'From OpenAI.' }]);
    const first = chain();
    expect((await first.generate(ask('p'))).provider).toBe('openai');

    // Another worker's chain agrees, and does not call Gemini at all.
    const second = chain();
    expect(await second.activeProvider()).toBe('openai');
    fake.requests.length = 0;
    fake.script('openai', [{ kind: 'text', text: 'Still OpenAI.' }]);
    expect((await second.generate(ask('p'))).provider).toBe('openai');
    expect(fake.requests.map((request) => request.api)).toEqual(['openai']);

    // After the cool-down the primary is tried again and, when it answers, takes over.
    clock += COOLDOWN_MS;
    fake.script('gemini', [{ kind: 'text', text: 'Gemini is back.' }]);
    const back = await second.generate(ask('p'));
    expect(back).toMatchObject({
      provider: 'gemini',
      fallbackUsed: false,
      text: 'Gemini is back.',
    });
    expect(await first.activeProvider()).toBe('gemini');
  });

  it("estimates a request's tokens from recent prompts and the longest answer", async () => {
    const c = chain();
    // Nothing seen yet: a usual prompt (2,000 characters) and Gemini's 500-token answer.
    expect(c.estimateTokens('gemini')).toBe(1000);
    fake.script('gemini', [{ kind: 'text', text: 'A mug.' }]);
    await c.generate(ask('p'.repeat(400)));
    // The first prompt seen replaces the guess; later ones move a running average.
    expect(c.estimateTokens('gemini')).toBe(100 + 500);
    fake.script('gemini', [{ kind: 'text', text: 'A mug.' }]);
    await c.generate(ask('p'.repeat(4000)));
    expect(c.estimateTokens('gemini')).toBe(Math.ceil(600 * 0.9 + (1000 + 500) * 0.1));
  });

  it('lets an operator reset the chain to the primary', async () => {
    fake.script('gemini', [{ kind: 'status', status: 500 }]);
    const c = chain();
    expect((await c.generate(ask('p'))).provider).toBe('openai');
    await c.reset();
    expect(await c.activeProvider()).toBe('gemini');
  });

  it('names the last failure in the catalogue words when every provider fails', async () => {
    fake.script('gemini', [{ kind: 'status', status: 500, message: 'down' }]);
    fake.script('openai', [
      { kind: 'status', status: 500, message: 'down too' },
      { kind: 'status', status: 401, message: 'Incorrect API key provided' },
    ]);
    const error = await chain()
      .generate(ask('p'))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChainExhaustedError);
    expect((error as Error).message).toBe('xAI API error: Incorrect API key provided');

    fake.script('gemini', [{ kind: 'empty' }]);
    fake.script('openai', [{ kind: 'empty' }, { kind: 'empty' }]);
    const empty = await chain()
      .generate(ask('p'))
      .catch((e: unknown) => e);
    expect((empty as Error).message).toBe('No description generated from AI');
  });

  describe('with marketplace fields chosen (structured output)', () => {
    const CHOSEN: ChannelField[] = ['seoTitle', 'bulletPoints', 'tags'];
    const ANSWER = {
      description: 'A sturdy stoneware mug.',
      seoTitle: 'Stoneware Mug',
      bulletPoints: ['Stoneware.', 'Holds tea.'],
      tags: ['mug', 'stoneware'],
    };

    it('asks Gemini for JSON held to the response schema, with room for the fields, and reads it', async () => {
      fake.script('gemini', [{ kind: 'json', value: ANSWER }]);
      const result = await chain().generate(ask('Write about a mug', CHOSEN));
      expect(result).toMatchObject({
        text: 'A sturdy stoneware mug.',
        provider: 'gemini',
        channel: {
          seoTitle: 'Stoneware Mug',
          seoDescription: null,
          bulletPoints: ['Stoneware.', 'Holds tea.'],
          tags: ['mug', 'stoneware'],
        },
      });
      const [request] = fake.requests;
      expect(request.body.generationConfig).toEqual({
        temperature: 0.7,
        topK: 40,
        topP: 0.95,
        maxOutputTokens: 500 + channelAnswerTokens(CHOSEN),
        responseMimeType: 'application/json',
        responseSchema: geminiGenerationConfig(CHOSEN).responseSchema,
      });
      expect(request.body.generationConfig).toMatchObject({
        responseSchema: {
          type: 'OBJECT',
          required: ['description', 'seoTitle', 'bulletPoints', 'tags'],
        },
      });
    });

    it('asks OpenAI and xAI for a strict json_schema response format', async () => {
      fake.script('gemini', [{ kind: 'status', status: 503 }]);
      fake.script('openai', [
        { kind: 'status', status: 500 },
        { kind: 'json', value: ANSWER },
      ]);
      const result = await chain().generate(ask('Write about a mug', CHOSEN));
      expect(result).toMatchObject({ provider: 'xai', text: 'A sturdy stoneware mug.' });
      expect(result.channel?.tags).toEqual(['mug', 'stoneware']);
      const [, openai, xai] = fake.requests;
      for (const request of [openai, xai]) {
        expect(request.body).toMatchObject({
          temperature: 0.7,
          max_tokens: 500 + channelAnswerTokens(CHOSEN),
          response_format: openAiResponseFormat(CHOSEN),
        });
      }
      expect(openai.body.response_format).toMatchObject({
        type: 'json_schema',
        json_schema: {
          name: 'product_copy',
          strict: true,
          schema: { additionalProperties: false },
        },
      });
      expect(xai.body.stream).toBe(false);
    });

    it('sends no schema, and the usual allowance, when no field is chosen', async () => {
      fake.script('gemini', [{ kind: 'status', status: 503 }]);
      fake.script('openai', [{ kind: 'text', text: 'A mug.' }]);
      const result = await chain().generate(ask('Write about a mug', []));
      expect(result.channel).toBeUndefined();
      const [gemini, openai] = fake.requests;
      expect(gemini.body.generationConfig).toEqual({
        temperature: 0.7,
        topK: 40,
        topP: 0.95,
        maxOutputTokens: 500,
      });
      expect(openai.body).toEqual({
        model: 'gpt-3.5-turbo',
        messages: [{ role: 'user', content: 'Write about a mug' }],
        temperature: 0.7,
        max_tokens: 500,
      });
    });

    it('takes an answer that is not JSON for the schema as a failed answer, says so, and moves on', async () => {
      const warnings: string[] = [];
      const log = { warn: (_details: object, message: string) => warnings.push(message) };
      // Cut off at the token limit; then valid JSON without a required field.
      fake.script('gemini', [{ kind: 'raw', text: '{"description": "A sturdy stone' }]);
      fake.script('openai', [
        { kind: 'json', value: { description: 'A mug.', seoTitle: 'Mug' } },
        { kind: 'json', value: ANSWER },
      ]);
      const result = await chain(undefined, 2000, log).generate(ask('p', CHOSEN));
      expect(result.provider).toBe('xai');
      expect(result.attempts.map((a) => [a.provider, a.kind ?? 'ok'])).toEqual([
        ['gemini', 'malformed'],
        ['openai', 'malformed'],
        ['xai', 'ok'],
      ]);
      expect(warnings).toEqual([
        'Gemini failed (malformed): The answer does not match the requested JSON schema (The answer is not JSON); the chain moves on',
        "OpenAI failed (malformed): The answer does not match the requested JSON schema (The answer's bulletPoints is not a list of texts); the chain moves on",
      ]);
    });

    it('counts the fields’ room in the token estimate of requests that ask for them', async () => {
      const c = chain();
      fake.script('gemini', [{ kind: 'json', value: ANSWER }]);
      await c.generate(ask('p'.repeat(400), CHOSEN));
      expect(c.estimateTokens('gemini')).toBe(100 + 500 + channelAnswerTokens(CHOSEN));
    });
  });
});
