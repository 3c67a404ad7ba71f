import {
  ProviderError,
  postJson,
  type GenerationRequest,
  type ProviderAnswer,
  type TextProvider,
} from './provider';

export interface ChatCompletionsOptions {
  /** 'openai', 'xai' or 'openai-compatible'. */
  name: string;
  /** Without /v1: https://api.openai.com, https://api.x.ai, or a local server (Ollama, vLLM…). */
  baseUrl: string;
  model: string;
  /** Optional for local OpenAI-compatible servers. */
  apiKey?: string;
  /** xAI's request carries stream: false (SPEC §7). */
  sendStreamFalse?: boolean;
}

/** Chat completions (OpenAI, xAI, and OpenAI-compatible servers): bearer auth, first choice. */
export class ChatCompletionsProvider implements TextProvider {
  readonly name: string;

  constructor(
    private readonly options: ChatCompletionsOptions,
    readonly maxOutputTokens = 500,
  ) {
    this.name = options.name;
  }

  async generate({ prompt }: GenerationRequest, signal: AbortSignal): Promise<ProviderAnswer> {
    const { body, hints } = await postJson(
      this.name,
      `${this.options.baseUrl.replace(/\/+$/, '')}/v1/chat/completions`,
      {
        model: this.options.model,
        messages: [{ role: 'user', content: prompt }],
        temperature: 0.7,
        max_tokens: this.maxOutputTokens,
        ...(this.options.sendStreamFalse ? { stream: false } : {}),
      },
      this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {},
      signal,
    );
    const answer = body as {
      choices?: { message?: { content?: string | null } }[];
      usage?: { total_tokens?: number };
    };
    const text = answer.choices?.[0]?.message?.content ?? '';
    if (!text.trim())
      throw new ProviderError(this.name, 'empty', 'No description generated from AI');
    return { text, hints, tokens: answer.usage?.total_tokens ?? null };
  }
}
