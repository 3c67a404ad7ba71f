import { geminiGenerationConfig } from '../../channels/structured-output';
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

export interface GeminiOptions {
  apiKey: string;
  model: string;
  /** https://generativelanguage.googleapis.com unless pointed elsewhere (tests). */
  baseUrl: string;
}

const SAFETY_CATEGORIES = [
  'HARM_CATEGORY_HARASSMENT',
  'HARM_CATEGORY_HATE_SPEECH',
  'HARM_CATEGORY_SEXUALLY_EXPLICIT',
  'HARM_CATEGORY_DANGEROUS_CONTENT',
] as const;

/**
 * Gemini generateContent (SPEC §7): key as query parameter, answer from the first candidate.
 * With channel fields chosen, the generation config also asks for JSON held to a response
 * schema (structured output: `responseMimeType` and `responseSchema`), and the answer's
 * allowance grows by what the fields may take.
 */
export class GeminiProvider implements TextProvider {
  readonly name = 'gemini';

  constructor(
    private readonly options: GeminiOptions,
    readonly maxOutputTokens = 500,
  ) {}

  async generate(request: GenerationRequest, signal: AbortSignal): Promise<ProviderAnswer> {
    const chosen = chosenFields(request);
    const url =
      `${this.options.baseUrl.replace(/\/+$/, '')}/v1beta/models/` +
      `${encodeURIComponent(this.options.model)}:generateContent?key=${encodeURIComponent(this.options.apiKey)}`;
    const { body, hints } = await postJson(
      this.name,
      url,
      {
        contents: [{ parts: [{ text: request.prompt }] }],
        generationConfig: {
          temperature: 0.7,
          topK: 40,
          topP: 0.95,
          maxOutputTokens: answerTokenLimit(this.maxOutputTokens, request),
          ...(chosen.length > 0 ? geminiGenerationConfig(chosen) : {}),
        },
        safetySettings: SAFETY_CATEGORIES.map((category) => ({
          category,
          threshold: 'BLOCK_MEDIUM_AND_ABOVE',
        })),
      },
      {},
      signal,
    );
    const answer = body as {
      candidates?: { content?: { parts?: { text?: string }[] }; finishReason?: string }[];
      promptFeedback?: { blockReason?: string };
      usageMetadata?: { totalTokenCount?: number };
    };
    if (answer.promptFeedback?.blockReason) {
      throw new ProviderError(
        this.name,
        'rejected',
        `Blocked: ${answer.promptFeedback.blockReason}`,
      );
    }
    const text = answer.candidates?.[0]?.content?.parts?.[0]?.text ?? '';
    if (!text.trim())
      throw new ProviderError(this.name, 'empty', 'No description generated from AI');
    const tokens = answer.usageMetadata?.totalTokenCount ?? null;
    if (chosen.length === 0) return { text, hints, tokens };
    return { ...readStructuredAnswer(this.name, text, chosen), hints, tokens };
  }
}
