import { openAiResponseFormat } from '../../channels/structured-output';
import {
  ProviderError,
  answerTokenLimit,
  chosenFields,
  postJson,
  readStructuredAnswer,
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

/**
 * Chat completions (OpenAI, xAI, and OpenAI-compatible servers): bearer auth, first choice.
 * With channel fields chosen, the request carries a strict `json_schema` response format
 * (Structured Outputs; xAI takes the same) and a larger token allowance; a model that declines
 * says so in `message.refusal`, which counts as a rejected answer.
 */
export class ChatCompletionsProvider implements TextProvider {
  readonly name: string;

  constructor(
    private readonly options: ChatCompletionsOptions,
    readonly maxOutputTokens = 500,
  ) {
    this.name = options.name;
  }

  async generate(request: GenerationRequest, signal: AbortSignal): Promise<ProviderAnswer> {
    const chosen = chosenFields(request);
    const { body, hints } = await postJson(
      this.name,
      `${this.options.baseUrl.replace(/\/+$/, '')}/v1/chat/completions`,
      {
        model: this.options.model,
        messages: [{ role: 'user', content: request.prompt }],
        temperature: 0.7,
        max_tokens: answerTokenLimit(this.maxOutputTokens, request),
        ...(this.options.sendStreamFalse ? { stream: false } : {}),
        ...(chosen.length > 0 ? { response_format: openAiResponseFormat(chosen) } : {}),
      },
      this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {},
      signal,
    );
    const answer = body as {
      choices?: { message?: { content?: string | null; refusal?: string | null } }[];
      usage?: { total_tokens?: number };
    };
    const message = answer.choices?.[0]?.message;
    if (message?.refusal) {
      throw new ProviderError(this.name, 'rejected', `Refused: ${message.refusal}`);
    }
    const text = message?.content ?? '';
    if (!text.trim())
      throw new ProviderError(this.name, 'empty', 'No description generated from AI');
    const tokens = answer.usage?.total_tokens ?? null;
    if (chosen.length === 0) return { text, hints, tokens };
    return { ...readStructuredAnswer(this.name, text, chosen), hints, tokens };
  }
}
