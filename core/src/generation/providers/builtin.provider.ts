import type { PromptSettingsValues } from '../../shared/prompt-options';
import { writeBuiltinDescription } from '../builtin-writer';
import type { GenerationRequest, ProviderAnswer, TextProvider } from './provider';

/** The offline writer as a provider: composes the text from the item's own fields. */
export class BuiltinProvider implements TextProvider {
  readonly name = 'builtin';
  readonly offline = true;

  generate(request: GenerationRequest): Promise<ProviderAnswer> {
    const text = writeBuiltinDescription(
      request.item,
      request.settings as PromptSettingsValues,
      request.variant ?? 0,
    );
    return Promise.resolve({ text, hints: {}, tokens: null });
  }
}
