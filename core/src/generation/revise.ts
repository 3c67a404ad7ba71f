import { cleanDescription } from './cleaner';
import { targetRange } from './length-rules';
import { buildRevisionPrompt } from './prompt';
import type { GenerationRequest } from './providers/provider';
import type { AnswerCheck, ChainResult } from './providers/provider-chain';

/** Runs the provider chain once for a request, judging answers with the check. */
export type ChainCall = (request: GenerationRequest, check: AnswerCheck) => Promise<ChainResult>;

/** The text kept after the revise-once rule, and what happened on the way. */
export interface RevisedResult extends ChainResult {
  /**
   * Null: the answer was in the band (or over it, and cut as always) and was not sent back.
   * 'kept': it was short, sent back once, and the revised answer was the better one.
   * 'discarded': it was sent back, and the first answer was still the better one.
   */
  revision: 'kept' | 'discarded' | null;
}

/**
 * DESIGN "Beyond the spec": an answer under the length band is sent back once with its
 * measured length and the range; the better of the two is kept (the one in the band, else the
 * longer). Over-long answers are only cut (the check fits them), never sent back. The builtin
 * writer is deterministic, so its text is never sent back; a revision another provider wrote
 * (the chain fell back meanwhile) is not the same writer's second try and is not kept. With
 * channel fields asked for, what is measured is the description in the JSON answer, and the
 * revision asks for the whole JSON again: the kept answer's fields go with its description.
 */
export async function generateWithRevision(
  call: ChainCall,
  request: GenerationRequest,
  check: AnswerCheck,
  settings: { characterCount: number },
): Promise<RevisedResult> {
  const { min, max } = targetRange(settings.characterCount);
  // The length of the answer as written (cleaned, before any cut): what is reported back.
  let measured = 0;
  const measuring: AnswerCheck = (raw) => {
    const verdict = check(raw);
    if (verdict.ok) measured = verdict.writtenLength ?? cleanDescription(raw).length;
    return verdict;
  };

  const first = await call(request, measuring);
  const firstLength = measured;
  if (first.provider === 'builtin' || firstLength >= min) return { ...first, revision: null };

  let second: ChainResult;
  try {
    second = await call(
      {
        ...request,
        prompt: buildRevisionPrompt(
          request.prompt,
          first.text,
          firstLength,
          settings.characterCount,
          (request.channelFields ?? []).length > 0,
        ),
      },
      measuring,
    );
  } catch {
    return { ...first, revision: 'discarded' };
  }
  const attempts = [...first.attempts, ...second.attempts];
  if (second.provider !== first.provider) return { ...first, attempts, revision: 'discarded' };

  const inBand = (text: string) => text.length >= min && text.length <= max;
  const better =
    inBand(second.text) || (!inBand(first.text) && second.text.length > first.text.length);
  return better
    ? { ...second, attempts, revision: 'kept' }
    : { ...first, attempts, revision: 'discarded' };
}
