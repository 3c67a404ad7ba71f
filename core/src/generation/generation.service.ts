import type { DataSource } from 'typeorm';
import { getUsage, limitMessage, type UsageSnapshot } from '../billing/usage-ledger';
import { itemRepository, type GenerationItemRow } from '../catalog/item-repository';
import { fieldsWithinLimits } from '../channels/channel-checks';
import type { ItemEntity } from '../db/entities/item.entity';
import { DomainError, ErrorCode } from '../errors/domain-error';
import { publishItemChange } from '../events/item-events';
import type { AppPubSub } from '../events/pubsub';
import { isUuid, ownerKey, type Owner } from '../owner/owner';
import { effectivePromptSettings } from '../prompt/effective-settings';
import { NAME_REQUIRED_MESSAGE, notReadyReason } from '../shared/generation-readiness';
import { EMPTY_CHANNEL_FIELDS, type ChannelFields } from '../shared/channel-fields';
import { sourceFieldsOf } from '../shared/item-fields';
import { MAX_VERSIONS } from '../shared/review';
import type { Language, PromptSettingsValues } from '../shared/prompt-options';
import { composeBuiltinChannelFields } from './builtin-channel-fields';
import { findUnsupportedClaims, unsupportedChannelClaims } from './claim-check';
import { cleanDescription, fitToLength } from './cleaner';
import { writeGenerations, type WrittenText } from './generation-writes';
import { quotedTexts, type GenerationItem } from './item';
import { lengthNote } from './length-rules';
import { buildPrompt, type RewriteContext } from './prompt';
import {
  ChainExhaustedError,
  ChainThrottledError,
  type AnswerVerdict,
  type ProviderAttempt,
  type ProviderChain,
} from './providers/provider-chain';
import { displayName, type GenerationRequest } from './providers/provider';
import type { Permit } from './providers/rate-governor';
import { checkAnswer } from './quality-guards';
import { generateWithRevision, type RevisedResult } from './revise';

/** An expected failure of a generation, with the catalogue message to show. */
export class GenerationError extends DomainError {
  override name = 'GenerationError';

  constructor(
    code:
      | ErrorCode.NOT_FOUND
      | ErrorCode.BAD_USER_INPUT
      | ErrorCode.QUOTA_EXCEEDED
      | ErrorCode.GENERATION_FAILED,
    message: string,
  ) {
    super(code, message);
  }
}

export { MAX_VERSIONS };

/** The versions asked for, held to 1..MAX_VERSIONS. */
export function versionsWanted(versions: number | null | undefined): number {
  if (!versions || !Number.isFinite(versions)) return 1;
  return Math.min(MAX_VERSIONS, Math.max(1, Math.floor(versions)));
}

export interface GenerationOutcome {
  item: ItemEntity;
  /** Versions written (and charged): fewer than asked when the allowance or the chain ran short. */
  versions: number;
  provider: string;
  providerName: string;
  fallbackUsed: boolean;
  usage: UsageSnapshot;
}

/** What the chain made of one batch item, before anything is written. */
export type ComposedOutcome =
  | WrittenText
  | { kind: 'failed'; message: string }
  /** The provider asked for time (429, budget): the item waits its turn again. */
  | { kind: 'throttled' }
  /** The row lost a required field after it was queued: not run, not charged. */
  | { kind: 'not-ready'; reason: string };

/** Something that wants to know how providers fare (metrics). */
export interface GenerationObserver {
  attempts(attempts: ProviderAttempt[], fallbackUsed: boolean): void;
}

export { NAME_REQUIRED_MESSAGE };

/** Why the item cannot be generated (SPEC §5's message when the name is missing); null if it can. */
export function generationRefusal(
  item: Pick<ItemEntity, 'name' | 'sku' | 'details'>,
): string | null {
  if (!item.name.trim()) return NAME_REQUIRED_MESSAGE;
  return notReadyReason(item);
}

/**
 * Writes descriptions. A single Generate (`generateForItem`) checks the allowance, runs the
 * provider chain with the owner's effective settings, and then — in one transaction — takes
 * the unit of usage (atomically, so concurrent requests never both take the last one), writes
 * the description and the generation record. A failed generation consumes nothing.
 *
 * Generate All composes each item through the same chain and checks (`compose`), and the
 * batch writer records many at once through the same write (`writeGenerations`), where the
 * record carries the batch id under a unique (batch, item) index: written and charged once
 * even when an item runs twice after a crash.
 */
export class GenerationService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly chain: ProviderChain,
    private readonly pubSub: AppPubSub | null,
    private readonly observer: GenerationObserver | null = null,
  ) {}

  /**
   * A single Generate of the owner's item: `versions` (1–3) versions written, one generation
   * each, the first becoming the description (the seller picks among several). An item the
   * seller rejected with an instruction is rewritten with it.
   */
  async generateForItem(
    owner: Owner,
    itemId: string,
    options: { versions?: number } = {},
  ): Promise<GenerationOutcome> {
    const item = isUuid(itemId)
      ? await itemRepository.find(this.dataSource.manager, owner, itemId)
      : null;
    if (!item) throw new GenerationError(ErrorCode.NOT_FOUND, 'Item not found');
    const notReady = generationRefusal(item);
    if (notReady) throw new GenerationError(ErrorCode.BAD_USER_INPUT, notReady);

    // Fail fast when nothing is left; the authoritative check is the atomic one below.
    const refusal = await this.allowanceRefusal(owner);
    if (refusal) throw new GenerationError(ErrorCode.QUOTA_EXCEEDED, refusal);

    const settings = await effectivePromptSettings(this.dataSource, owner);
    // No more versions than the allowance can pay for (paid plans go on into overage).
    const versions = Math.min(versionsWanted(options.versions), await this.allowanceLeft(owner));
    await this.setStatus(owner, item.id, 'generating');
    let written: WrittenText & { first: RevisedResult };
    try {
      written = await this.writeVersions(item, settings, versions, { mode: 'interactive' });
    } catch (error) {
      const message = failureMessage(error as Error);
      await this.dataSource.transaction((manager) =>
        writeGenerations(manager, [
          { item, settings, batchId: null, outcome: { kind: 'failed', message } },
        ]),
      );
      await this.publishItem(owner, item.id);
      throw new GenerationError(ErrorCode.GENERATION_FAILED, message);
    }

    const { results, usage } = await this.dataSource.transaction((manager) =>
      writeGenerations(manager, [
        {
          item,
          settings,
          batchId: null,
          outcome: written,
          instruction: item.reviewInstruction,
        },
      ]),
    );
    const [recorded] = results;
    if (recorded.kind === 'refused') {
      await this.setStatus(owner, item.id, 'idle');
      throw new GenerationError(ErrorCode.QUOTA_EXCEEDED, limitMessage(recorded.reason));
    }
    const saved = await this.publishItem(owner, item.id);
    const { first } = written;
    return {
      item: saved ?? item,
      versions: recorded.kind === 'written' ? recorded.versions : 1,
      provider: first.provider,
      providerName: displayName(first.provider),
      fallbackUsed: first.fallbackUsed,
      usage: usage.get(ownerKey(owner)) as UsageSnapshot,
    };
  }

  /**
   * One batch item through the chain, in batch mode (waiting for a provider's budget is not
   * a failure; a 429 sends the item back in line). Writes nothing: the batch writer does.
   */
  async compose(
    item: GenerationItemRow,
    settings: PromptSettingsValues,
    permit?: Permit,
    versions = 1,
  ): Promise<ComposedOutcome> {
    // Edited after it was queued: the same rule as the button and the batch decides.
    const notReady = notReadyReason(item);
    if (notReady) {
      if (permit) await this.chain.governor?.release([permit]).catch(() => undefined);
      return { kind: 'not-ready', reason: notReady };
    }
    try {
      const { first: _first, ...written } = await this.writeVersions(item, settings, versions, {
        mode: 'batch',
        permit,
      });
      return written;
    } catch (error) {
      if (error instanceof ChainThrottledError || onlyQuota(error as Error)) {
        return { kind: 'throttled' };
      }
      return { kind: 'failed', message: failureMessage(error as Error) };
    }
  }

  /** The provider the chain starts with now (the one a batch takes permits for). */
  activeProvider(): Promise<string> {
    return this.chain.activeProvider();
  }

  /** Whether the provider answers at once, in this process (the offline writer, unpaced). */
  answersInline(provider: string): boolean {
    return this.chain.answersInline(provider);
  }

  /** Tokens a request to the provider is estimated at, for its budget. */
  estimateTokens(provider: string): number {
    return this.chain.estimateTokens(provider);
  }

  /** The settings a generation for the owner uses now. */
  settings(owner: Owner): Promise<PromptSettingsValues> {
    return effectivePromptSettings(this.dataSource, owner);
  }

  /** Generations the owner may still take now: Infinity for paid plans (overage). */
  async allowanceLeft(owner: Owner): Promise<number> {
    const usage = await getUsage(this.dataSource, owner);
    return allowsOverage(owner, usage) ? Infinity : usage.remaining;
  }

  /** The catalogue message when the owner cannot generate now; null when they can. */
  async allowanceRefusal(owner: Owner): Promise<string | null> {
    const usage = await getUsage(this.dataSource, owner);
    if (usage.remaining > 0 || allowsOverage(owner, usage)) return null;
    return limitMessage(owner.kind === 'guest' ? 'guest-limit' : 'plan-limit');
  }

  /**
   * Writes `count` versions of the item, one after another: each later one sees the earlier
   * ones (as data) and is asked to read differently; the offline writer takes other frames.
   * The first must succeed (its failure is the generation's); a later one that fails, or says
   * the same as an earlier one, is left out (not charged). A rejected item's instruction goes
   * into every prompt, with the rejected text.
   */
  private async writeVersions(
    item: GenerationItemRow | ItemEntity,
    settings: PromptSettingsValues,
    count: number,
    run: { mode: 'interactive' | 'batch'; permit?: Permit },
  ): Promise<WrittenText & { first: RevisedResult }> {
    const instruction = item.reviewInstruction?.trim() || null;
    const rewrite: RewriteContext | undefined = instruction
      ? { instruction, rejected: item.description.trim() || null }
      : undefined;
    // A rewrite (after a rejection, or of a described item) must not give the offline
    // writer's same text again: it starts at the frames after those already used.
    const base = instruction || item.description.trim() ? item.versionCount : 0;
    const first = await this.runChain(item, settings, { ...run, variant: base, rewrite });
    const texts: WrittenText[] = [writtenText(first, item, settings)];
    for (let variant = 1; variant < count; variant += 1) {
      try {
        const result = await this.runChain(item, settings, {
          mode: run.mode,
          variant: base + variant,
          rewrite: { ...rewrite, earlierVersions: texts.map((text) => text.text) },
        });
        if (texts.some((text) => text.text === result.text)) continue;
        texts.push(writtenText(result, item, settings));
      } catch {
        // Fewer versions than asked: the seller chooses among those written.
      }
    }
    const [own, ...more] = texts;
    return { ...own, more, first };
  }

  private async runChain(
    item: Pick<ItemEntity, 'name' | 'sku' | 'details' | 'price' | 'notes'>,
    settings: PromptSettingsValues,
    run: {
      mode: 'interactive' | 'batch';
      permit?: Permit;
      variant?: number;
      rewrite?: RewriteContext;
    },
  ): Promise<RevisedResult> {
    const fields = sourceFieldsOf(item);
    // The permit is for the first request; a revision takes its own.
    let permit = run.permit;
    try {
      // Guards and length rules apply to every provider's answer alike; a short answer is
      // sent back once (revise.ts).
      const result = await generateWithRevision(
        (request, check) => {
          const held = permit;
          permit = undefined;
          return this.chain.generate(request, { mode: run.mode, permit: held, check });
        },
        withPrompt(() => buildPrompt(fields, settings, run.rewrite), {
          item: fields,
          settings,
          ...(run.variant ? { variant: run.variant } : {}),
          // Asked for in the same call as the description (structured output) when chosen.
          ...(settings.channelFields?.length ? { channelFields: settings.channelFields } : {}),
        }),
        answerCheck(settings, fields),
        settings,
      );
      this.observer?.attempts(result.attempts, result.fallbackUsed);
      return result;
    } catch (error) {
      if (error instanceof ChainExhaustedError || error instanceof ChainThrottledError) {
        this.observer?.attempts(error.attempts, false);
      }
      throw error;
    }
  }

  /** Sets an item's status and tells the owner's subscribers. */
  async setStatus(owner: Owner, itemId: string, status: ItemEntity['status']): Promise<void> {
    await itemRepository.updateIfOwned(
      this.dataSource.manager,
      owner,
      itemId,
      status === 'generating' ? { status, statusMessage: null } : { status },
    );
    await this.publishItem(owner, itemId);
  }

  private async publishItem(owner: Owner, itemId: string): Promise<ItemEntity | null> {
    const current = await itemRepository.findById(this.dataSource.manager, itemId);
    if (current && this.pubSub)
      publishItemChange(this.pubSub, ownerKey(owner), 'updated', current.id, current);
    return current;
  }
}

/**
 * The request with its prompt built when a provider first reads it: the offline writer, which
 * composes from the fields, never does (a batch of thousands builds no prompt at all).
 */
function withPrompt(
  build: () => string,
  request: Omit<GenerationRequest, 'prompt'>,
): GenerationRequest {
  let prompt: string | undefined;
  return {
    ...request,
    get prompt() {
      return (prompt ??= build());
    },
  };
}

/** What the batch writer and a single Generate record of the chain's answer. */
function writtenText(
  result: RevisedResult,
  item: Pick<ItemEntity, 'name' | 'sku' | 'details' | 'price' | 'notes'>,
  settings: PromptSettingsValues,
): WrittenText {
  const fields = sourceFieldsOf(item);
  const channel = channelFieldsFor(result, fields, settings);
  // The claim check covers every field written: a claim is listed once, wherever it stands.
  const claimWarnings = findUnsupportedClaims(result.text, fields);
  for (const { claims } of channel ? unsupportedChannelClaims(channel, fields) : []) {
    for (const claim of claims) if (!claimWarnings.includes(claim)) claimWarnings.push(claim);
  }
  return {
    kind: 'success',
    text: result.text,
    provider: result.provider,
    fallbackUsed: result.fallbackUsed,
    claimWarnings,
    revision: result.revision,
    lengthNote: lengthNote(result.text, settings.characterCount),
    channel,
  };
}

/**
 * The marketplace fields the seller chose, written with the description. A provider that
 * wrote them in its answer (structured output) gives them; they are repaired locally (cut at
 * word or sentence boundaries, repeats and refused characters dropped) and whatever is still
 * out of bounds is left out, never shipped. The offline writer, and a provider whose answer
 * left a field empty, compose it from the item's own facts and the description. Null when
 * none are chosen.
 */
function channelFieldsFor(
  result: Pick<RevisedResult, 'text' | 'channel'>,
  item: GenerationItem,
  settings: PromptSettingsValues,
): ChannelFields | null {
  const chosen = settings.channelFields ?? [];
  if (chosen.length === 0) return null;
  const offline = () => composeBuiltinChannelFields(item, settings, result.text, chosen);
  if (!result.channel) return offline();
  const written = fieldsWithinLimits(result.channel, item.name);
  let composed: ChannelFields | null = null;
  const fallback = () => (composed ??= offline());
  const fields = { ...EMPTY_CHANNEL_FIELDS };
  for (const field of chosen) {
    const value = written[field];
    const empty = value === null || (Array.isArray(value) && value.length === 0);
    Object.assign(fields, { [field]: empty ? fallback()[field] : value });
  }
  // Once more over the whole: a composed listing title is one the search terms must not repeat.
  return composed ? fieldsWithinLimits(fields, item.name) : fields;
}

function failureMessage(error: Error): string {
  return error instanceof ChainExhaustedError ? error.message : 'Unknown error occurred.';
}

// Every provider said its quota is gone: the item is fine, the moment is not.
function onlyQuota(error: Error): boolean {
  return (
    error instanceof ChainExhaustedError &&
    error.attempts.length > 0 &&
    error.attempts.every(
      (attempt) =>
        attempt.kind === 'rate-limit' || attempt.kind === 'quota' || attempt.kind === 'waiting',
    )
  );
}

// Paid plans go on past their quota (counted as overage); guests and free users stop.
function allowsOverage(owner: Owner, usage: UsageSnapshot): boolean {
  return owner.kind === 'user' && usage.plan !== 'free';
}

/**
 * The answer check every provider's text goes through: clean, fit to length, guard. The
 * item's own words (quoted in the answer) do not count against the language guard.
 */
export function answerCheck(
  settings: { characterCount: number; language: string },
  item?: GenerationItem,
) {
  const quoted = item ? quotedTexts(item) : undefined;
  return (raw: string): AnswerVerdict => {
    const cleaned = cleanDescription(raw);
    const text = fitToLength(cleaned, settings.characterCount);
    const verdict = checkAnswer(text, { language: settings.language as Language, quoted });
    return verdict.ok
      ? { ok: true, text, writtenLength: cleaned.length }
      : { ok: false, reason: verdict.reason };
  };
}
