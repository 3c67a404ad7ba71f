import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake answers next for one API: text, an HTTP error, silence, or nothing useful. */
export type FakeBehaviour =
  | { kind: 'text'; text: string }
  | { kind: 'status'; status: number; message?: string; quota?: boolean }
  | { kind: 'slow'; ms: number; text: string }
  | { kind: 'empty' }
  | { kind: 'drop' };

export interface RecordedRequest {
  api: 'gemini' | 'openai';
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

/**
 * A local server speaking Gemini's generateContent and OpenAI's chat completions wire formats
 * (the same shapes the real APIs use), scripted per test. Test code only.
 */
export class FakeAiServer {
  readonly requests: RecordedRequest[] = [];
  private readonly scripts: Record<'gemini' | 'openai', FakeBehaviour[]> = {
    gemini: [],
    openai: [],
  };
  private readonly fallback: Record<'gemini' | 'openai', FakeBehaviour> = {
    gemini: { kind: 'text', text: 'A default Gemini answer.' },
    openai: { kind: 'text', text: 'A default chat completion answer.' },
  };
  private server: Server | undefined;
  url = '';

  /** Queues answers for the next calls; after the queue, `always` (or the default) answers. */
  script(api: 'gemini' | 'openai', behaviours: FakeBehaviour[], always?: FakeBehaviour): void {
    this.scripts[api].push(...behaviours);
    if (always) this.fallback[api] = always;
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        const url = new URL(req.url ?? '/', 'http://fake');
        const api = /:generateContent$/.test(url.pathname)
          ? 'gemini'
          : url.pathname.endsWith('/chat/completions')
            ? 'openai'
            : null;
        if (!api || req.method !== 'POST') {
          res.writeHead(404).end();
          return;
        }
        const body = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
        this.requests.push({
          api,
          path: url.pathname,
          query: url.searchParams,
          headers: req.headers,
          body,
        });
        const behaviour = this.scripts[api].shift() ?? this.fallback[api];
        const answer = (text: string) =>
          api === 'gemini'
            ? {
                candidates: [
                  { content: { parts: [{ text }], role: 'model' }, finishReason: 'STOP' },
                ],
              }
            : {
                id: 'chatcmpl-1',
                object: 'chat.completion',
                choices: [
                  {
                    index: 0,
                    message: { role: 'assistant', content: text },
                    finish_reason: 'stop',
                  },
                ],
              };
        switch (behaviour.kind) {
          case 'text':
            res
              .writeHead(200, { 'content-type': 'application/json' })
              .end(JSON.stringify(answer(behaviour.text)));
            return;
          case 'status': {
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
            res
              .writeHead(behaviour.status, { 'content-type': 'application/json' })
              .end(JSON.stringify(error));
            return;
          }
          case 'slow':
            setTimeout(() => {
              if (!res.destroyed) {
                res
                  .writeHead(200, { 'content-type': 'application/json' })
                  .end(JSON.stringify(answer(behaviour.text)));
              }
            }, behaviour.ms);
            return;
          case 'empty':
            res
              .writeHead(200, { 'content-type': 'application/json' })
              .end(JSON.stringify(api === 'gemini' ? { candidates: [] } : { choices: [] }));
            return;
          case 'drop':
            req.socket.destroy();
            return;
        }
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}
