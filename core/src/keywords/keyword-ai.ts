import { GeminiProvider, type GeminiOptions } from '../generation/providers/gemini.provider';
import { ProviderError, type GenerationRequest } from '../generation/providers/provider';
import { KEYWORD_MAX_OUTPUT_TOKENS } from './keyword-types';

/** What the keyword service asks of an AI: a prompt in, the answer's text out. */
export interface KeywordAi {
  readonly name: string;
  complete(prompt: string, signal: AbortSignal): Promise<string>;
}

// Gemini reads only the prompt; the item and settings are for the offline description writer.
const NO_ITEM: Omit<GenerationRequest, 'prompt'> = {
  item: { name: '', sku: '', details: '', price: '', notes: '' },
  settings: {
    writingStyle: '',
    targetAudience: '',
    tone: '',
    characterCount: 0,
    industry: '',
    language: '',
  },
};

/**
 * Gemini generateContent for keywords (SPEC §7): the description provider's wire format,
 * key and base URL, with maxOutputTokens 2048.
 */
export function geminiKeywordAi(options: GeminiOptions): KeywordAi {
  const provider = new GeminiProvider(options, KEYWORD_MAX_OUTPUT_TOKENS);
  return {
    name: provider.name,
    async complete(prompt, signal) {
      try {
        return (await provider.generate({ prompt, ...NO_ITEM }, signal)).text;
      } catch (error) {
        if (error instanceof ProviderError && error.kind === 'empty') {
          throw new ProviderError(error.provider, 'empty', 'No keywords generated from AI');
        }
        throw error;
      }
    },
  };
}
