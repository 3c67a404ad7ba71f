import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What the fake answers next for one API: text, an HTTP error, silence, or nothing useful.
 * To a request that asks for structured output (Gemini's responseSchema, OpenAI's json_schema
 * response format), `text` becomes the description of a JSON answer that holds to the
 * request's schema, like a model that follows it; `json` answers the value given, as JSON
 * text; `raw` answers its text as it is (a cut-off or malformed JSON answer).
 */
export type FakeBehaviour =
  | { kind: 'text'; text: string }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; text: string }
  | { kind: 'status'; status: number; message?: string; quota?: boolean }
  | { kind: 'slow'; ms: number; text: string }
  | { kind: 'empty' }
  | { kind: 'drop' };

export type FakeApi = 'gemini' | 'openai';

export interface RecordedRequest {
  api: FakeApi;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
  /** When it arrived (the fake's clock, ms). */
  at: number;
  /** The HTTP status it was answered with. */
  status: number;
}

/** How a tenant behaves like a real provider under load. */
export interface RealisticOptions {
  /** Requests per window; more get a 429 the way the real API sends it. */
  rpm?: number;
  /** Tokens (prompt + answer) per window. */
  tpm?: number;
  /** The window, ms (a minute). */
  windowMs?: number;
  /** Latency: median and 95th percentile of a log-normal distribution, ms. */
  latency?: { medianMs: number; p95Ms: number };
  /** Send OpenAI's x-ratelimit-* headers on every answer (both APIs: a header-announcing provider). */
  announceLimits?: boolean;
  /** The answer's text (default: a plain English paragraph naming the product). */
  text?: (prompt: string) => string;
}

/**
 * One API key's view of the fake: its own scripts, its own record of requests, its own
 * limits. A test that uses its own key counts only what it sent itself.
 */
export class FakeTenant {
  readonly requests: RecordedRequest[] = [];
  private readonly scripts: Record<FakeApi, FakeBehaviour[]> = { gemini: [], openai: [] };
  private readonly always: Record<FakeApi, FakeBehaviour> = {
    gemini: { kind: 'text', text: 'A default Gemini answer.' },
    openai: { kind: 'text', text: 'A default chat completion answer.' },
  };
  private realistic: RealisticOptions | null = null;
  private readonly byPrompt: { match: RegExp; behaviour: FakeBehaviour }[] = [];
  private answering = 0;
  /** The most requests this tenant was answering at once. */
  maxConcurrent = 0;
  /** Accepted requests inside the current window: arrival time and tokens. */
  private readonly window: { at: number; tokens: number }[] = [];
  private random = seeded(20261123);
  /** Requests to hold back: resolved by release(). */
  private held: (() => void)[] | null = null;

  /** Queues answers for the next calls; after the queue, `always` (or the default) answers. */
  script(api: FakeApi, behaviours: FakeBehaviour[], always?: FakeBehaviour): void {
    this.scripts[api].push(...behaviours);
    if (always) this.always[api] = always;
  }

  /** The next request whose prompt matches gets `behaviour` (before any other script). */
  onPrompt(match: RegExp, behaviour: FakeBehaviour): void {
    this.byPrompt.push({ match, behaviour });
  }

  /** Answers like a real provider: latency, rate and token limits, 429s with their hints. */
  behaveRealistically(options: RealisticOptions): void {
    this.realistic = options;
  }

  /** Answers nothing until release(): requests stay in flight. */
  hold(): void {
    this.held ??= [];
  }

  release(): void {
    const held = this.held ?? [];
    this.held = null;
    for (const resume of held) resume();
  }

  /** How many requests are being held now. */
  get holding(): number {
    return this.held?.length ?? 0;
  }

  /** The most requests that arrived within any `windowMs` (a sliding window over arrivals). */
  maxInAnyWindow(windowMs: number): number {
    const times = this.requests.map((request) => request.at).sort((a, b) => a - b);
    let most = 0;
    let start = 0;
    for (let end = 0; end < times.length; end += 1) {
      while (times[end] - times[start] >= windowMs) start += 1;
      most = Math.max(most, end - start + 1);
    }
    return most;
  }

  /** Requests per window, counted in fixed windows from the first request. */
  perWindow(windowMs: number): number[] {
    if (this.requests.length === 0) return [];
    const first = Math.min(...this.requests.map((request) => request.at));
    const counts: number[] = [];
    for (const request of this.requests) {
      const index = Math.floor((request.at - first) / windowMs);
      counts[index] = (counts[index] ?? 0) + 1;
    }
    return Array.from(counts, (count) => count ?? 0);
  }

  /** @internal */
  async answer(api: FakeApi, request: RecordedRequest, res: ServerResponse): Promise<void> {
    this.answering += 1;
    this.maxConcurrent = Math.max(this.maxConcurrent, this.answering);
    res.once('close', () => (this.answering -= 1));
    if (this.held) await new Promise<void>((resume) => this.held?.push(resume));
    const prompt = promptOf(api, request.body);
    const matched = this.byPrompt.findIndex(({ match }) => match.test(prompt));
    const scripted =
      matched >= 0 ? this.byPrompt.splice(matched, 1)[0].behaviour : this.scripts[api].shift();
    if (scripted || !this.realistic) {
      answerScripted(api, scripted ?? this.always[api], request, res);
      return;
    }
    await this.answerRealistically(api, request, res, this.realistic);
  }

  private async answerRealistically(
    api: FakeApi,
    request: RecordedRequest,
    res: ServerResponse,
    options: RealisticOptions,
  ): Promise<void> {
    const windowMs = options.windowMs ?? 60_000;
    const now = Date.now();
    while (this.window.length > 0 && now - this.window[0].at >= windowMs) this.window.shift();
    const prompt = promptOf(api, request.body);
    const plain = options.text?.(prompt) ?? defaultAnswer(prompt);
    const schema = structuredSchema(api, request.body);
    const text = schema ? JSON.stringify(schemaAnswer(schema, plain, prompt)) : plain;
    const tokens = Math.ceil(prompt.length / 4) + Math.ceil(text.length / 4);
    const used = this.window.reduce((sum, entry) => sum + entry.tokens, 0);
    const overRequests = options.rpm !== undefined && this.window.length >= options.rpm;
    const overTokens = options.tpm !== undefined && used + tokens > options.tpm;
    const resetMs = this.window.length > 0 ? this.window[0].at + windowMs - now : windowMs;
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (options.announceLimits) {
      if (options.rpm !== undefined) {
        headers['x-ratelimit-limit-requests'] = String(options.rpm);
        headers['x-ratelimit-remaining-requests'] = String(
          Math.max(0, options.rpm - this.window.length - (overRequests ? 0 : 1)),
        );
        headers['x-ratelimit-reset-requests'] = `${(resetMs / 1000).toFixed(3)}s`;
      }
      if (options.tpm !== undefined) {
        headers['x-ratelimit-limit-tokens'] = String(options.tpm);
        headers['x-ratelimit-remaining-tokens'] = String(Math.max(0, options.tpm - used));
        headers['x-ratelimit-reset-tokens'] = `${(resetMs / 1000).toFixed(3)}s`;
      }
    }
    if (overRequests || overTokens) {
      request.status = 429;
      const seconds = Math.max(1, Math.ceil(resetMs / 1000));
      res.writeHead(429, { ...headers, 'retry-after': String(seconds) }).end(
        JSON.stringify(
          api === 'gemini'
            ? {
                error: {
                  code: 429,
                  message: 'Resource has been exhausted (e.g. check quota).',
                  status: 'RESOURCE_EXHAUSTED',
                  details: [
                    {
                      '@type': 'type.googleapis.com/google.rpc.QuotaFailure',
                      violations: [
                        {
                          quotaMetric:
                            'generativelanguage.googleapis.com/generate_content_requests',
                          quotaId: 'GenerateRequestsPerMinutePerProjectPerModel',
                        },
                      ],
                    },
                    {
                      '@type': 'type.googleapis.com/google.rpc.RetryInfo',
                      retryDelay: `${seconds}s`,
                    },
                  ],
                },
              }
            : {
                error: {
                  message: `Rate limit reached on requests per min (RPM): Limit ${options.rpm}. Please try again in ${seconds}s.`,
                  type: 'requests',
                  param: null,
                  code: 'rate_limit_exceeded',
                },
              },
        ),
      );
      return;
    }
    this.window.push({ at: now, tokens });
    if (options.latency) await delay(this.latency(options.latency));
    if (res.destroyed) return;
    request.status = 200;
    res.writeHead(200, headers).end(JSON.stringify(success(api, text, prompt.length)));
  }

  private latency({ medianMs, p95Ms }: { medianMs: number; p95Ms: number }): number {
    // Log-normal: median e^μ, 95th percentile e^(μ + 1.645σ).
    const sigma = Math.log(p95Ms / medianMs) / 1.645;
    const u = Math.max(this.random(), 1e-12);
    const v = this.random();
    const normal = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    return medianMs * Math.exp(sigma * normal);
  }
}

/**
 * A local server speaking Gemini's generateContent and OpenAI's chat completions wire formats
 * (the same shapes the real APIs use). Requests are sorted by API key into tenants; a key
 * nobody registered goes to the default tenant (`fake.script`, `fake.requests`). Test and
 * bench code only.
 */
export class FakeAiServer {
  private readonly tenants = new Map<string, FakeTenant>();
  private readonly fallbackTenant = new FakeTenant();
  private server: Server | undefined;
  url = '';

  /** The tenant of one API key: its scripts, requests and limits. */
  tenant(apiKey: string): FakeTenant {
    let tenant = this.tenants.get(apiKey);
    if (!tenant) {
      tenant = new FakeTenant();
      this.tenants.set(apiKey, tenant);
    }
    return tenant;
  }

  /** Requests of keys nobody registered. */
  get requests(): RecordedRequest[] {
    return this.fallbackTenant.requests;
  }

  script(api: FakeApi, behaviours: FakeBehaviour[], always?: FakeBehaviour): void {
    this.fallbackTenant.script(api, behaviours, always);
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        const url = new URL(req.url ?? '/', 'http://fake');
        const api: FakeApi | null = /:generateContent$/.test(url.pathname)
          ? 'gemini'
          : url.pathname.endsWith('/chat/completions')
            ? 'openai'
            : null;
        if (!api || req.method !== 'POST') {
          res.writeHead(404).end();
          return;
        }
        const body = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
        const key =
          api === 'gemini'
            ? (url.searchParams.get('key') ?? '')
            : (req.headers.authorization ?? '').replace(/^Bearer /, '');
        const tenant = this.tenants.get(key) ?? this.fallbackTenant;
        const request: RecordedRequest = {
          api,
          path: url.pathname,
          query: url.searchParams,
          headers: req.headers,
          body,
          at: Date.now(),
          status: 0,
        };
        tenant.requests.push(request);
        tenant.answer(api, request, res).catch(() => res.destroy());
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    for (const tenant of [this.fallbackTenant, ...this.tenants.values()]) tenant.release();
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}

function answerScripted(
  api: FakeApi,
  behaviour: FakeBehaviour,
  request: RecordedRequest,
  res: ServerResponse,
): void {
  const json = { 'content-type': 'application/json' };
  const schema = structuredSchema(api, request.body);
  // A model held to a schema answers JSON; the scripted text is its description.
  const answerText = (text: string) =>
    schema ? JSON.stringify(schemaAnswer(schema, text, promptOf(api, request.body))) : text;
  switch (behaviour.kind) {
    case 'text':
      request.status = 200;
      res.writeHead(200, json).end(JSON.stringify(success(api, answerText(behaviour.text), 0)));
      return;
    case 'json':
      request.status = 200;
      res
        .writeHead(200, json)
        .end(JSON.stringify(success(api, JSON.stringify(behaviour.value), 0)));
      return;
    case 'raw':
      request.status = 200;
      res.writeHead(200, json).end(JSON.stringify(success(api, behaviour.text, 0)));
      return;
    case 'status': {
      request.status = behaviour.status;
      const error =
        api === 'gemini'
          ? {
              error: {
                code: behaviour.status,
                message: behaviour.message ?? 'Error',
                status: behaviour.quota ? 'RESOURCE_EXHAUSTED' : 'UNAVAILABLE',
              },
            }
          : {
              error: {
                message: behaviour.message ?? 'Error',
                type: behaviour.quota ? 'insufficient_quota' : 'server_error',
              },
            };
      res.writeHead(behaviour.status, json).end(JSON.stringify(error));
      return;
    }
    case 'slow': {
      const timer = setTimeout(() => {
        if (!res.destroyed) {
          request.status = 200;
          res.writeHead(200, json).end(JSON.stringify(success(api, answerText(behaviour.text), 0)));
        }
      }, behaviour.ms);
      // The client gave up (its time-out): nothing is left waiting here.
      res.once('close', () => clearTimeout(timer));
      return;
    }
    case 'empty':
      request.status = 200;
      res
        .writeHead(200, json)
        .end(JSON.stringify(api === 'gemini' ? { candidates: [] } : { choices: [] }));
      return;
    case 'drop':
      res.socket?.destroy();
      return;
  }
}

function success(api: FakeApi, text: string, promptChars: number) {
  const promptTokens = Math.ceil(promptChars / 4);
  const answerTokens = Math.ceil(text.length / 4);
  return api === 'gemini'
    ? {
        candidates: [{ content: { parts: [{ text }], role: 'model' }, finishReason: 'STOP' }],
        usageMetadata: {
          promptTokenCount: promptTokens,
          candidatesTokenCount: answerTokens,
          totalTokenCount: promptTokens + answerTokens,
        },
      }
    : {
        id: 'chatcmpl-1',
        object: 'chat.completion',
        choices: [
          { index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' },
        ],
        usage: {
          prompt_tokens: promptTokens,
          completion_tokens: answerTokens,
          total_tokens: promptTokens + answerTokens,
        },
      };
}

/** The schema a request holds its answer to (either API's dialect), or null: plain text. */
interface AnswerSchema {
  type?: string;
  properties?: Record<string, AnswerSchema>;
  required?: string[];
  items?: AnswerSchema;
}

function structuredSchema(api: FakeApi, body: Record<string, unknown>): AnswerSchema | null {
  if (api === 'gemini') {
    const config = body.generationConfig as
      { responseMimeType?: string; responseSchema?: AnswerSchema } | undefined;
    return config?.responseMimeType === 'application/json' && config.responseSchema
      ? config.responseSchema
      : null;
  }
  const format = body.response_format as
    { type?: string; json_schema?: { schema?: AnswerSchema } } | undefined;
  return format?.type === 'json_schema' ? (format.json_schema?.schema ?? null) : null;
}

/**
 * An answer that holds to the schema, as an obliging model writes it: the text as the
 * description, each other property a short value made from the product's name (five
 * sentences for a list of bullets, a few words for tags), all within the limits asked for.
 */
function schemaAnswer(schema: AnswerSchema, text: string, prompt: string): unknown {
  const name = /Product name:\s*(.+)/i.exec(prompt)?.[1]?.trim() ?? 'This product';
  const answer: Record<string, unknown> = {};
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    const list = property.type?.toLowerCase() === 'array';
    if (key === 'description') answer[key] = text;
    else if (key === 'bulletPoints')
      answer[key] = [
        `The ${name} is made to be used every day.`,
        'Easy to care for and pleasant to handle.',
        'Fits in wherever it goes.',
        'Careful finishing shows in every detail.',
        'A practical choice that keeps its looks.',
      ];
    else if (key === 'tags') answer[key] = ['gift idea', 'everyday use'];
    else if (key === 'searchTerms') answer[key] = 'present everyday practical';
    else if (key === 'seoDescription') answer[key] = text.slice(0, 160);
    else answer[key] = list ? [name.slice(0, 20)] : name.slice(0, 60);
  }
  return answer;
}

function promptOf(api: FakeApi, body: Record<string, unknown>): string {
  if (api === 'gemini') {
    const contents = body.contents as { parts?: { text?: string }[] }[] | undefined;
    return contents?.[0]?.parts?.[0]?.text ?? '';
  }
  const messages = body.messages as { content?: string }[] | undefined;
  return messages?.[0]?.content ?? '';
}

// A plain English paragraph about the product, as long as the prompt asks ("between MIN and
// MAX characters"), like a model that follows its instructions.
function defaultAnswer(prompt: string): string {
  const name = /Product name:\s*(.+)/i.exec(prompt)?.[1]?.trim() ?? 'This product';
  const range = /between (\d+) and (\d+) characters/i.exec(prompt);
  const [min, max] = range ? [Number(range[1]), Number(range[2])] : [135, 165];
  const sentences = [
    `${name} is made to be used every day and to last.`,
    'It is easy to care for and pleasant to handle.',
    'It looks good in any room and fits in wherever it goes.',
    'Careful finishing shows in every detail.',
    'It is a practical choice that keeps its looks for years.',
    'Order yours today.',
  ];
  let text = '';
  for (let index = 0; text.length < min; index += 1) {
    const next = `${text}${text ? ' ' : ''}${sentences[index % sentences.length]}`;
    if (next.length > max) break;
    text = next;
  }
  return text.length >= min ? text : `${text} ${'Well made. '.repeat(8)}`.slice(0, max).trim();
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

// Mulberry32: a small seeded generator, so a run's latencies repeat.
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
