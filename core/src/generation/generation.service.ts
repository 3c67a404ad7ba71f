import type { DataSource, EntityManager } from 'typeorm';
import {
  consumeGeneration,
  getUsage,
  limitMessage,
  type UsageSnapshot,
} from '../billing/usage-ledger';
import { GenerationRecordEntity } from '../db/entities/generation-record.entity';
import { ItemEntity } from '../db/entities/item.entity';
import { publishItemChange } from '../events/item-events';
import type { AppPubSub } from '../events/pubsub';
import { isUuid, ownerColumns, ownerKey, ownerWhere, type Owner } from '../owner/owner';
import { effectivePromptSettings } from '../prompt/effective-settings';
import type { Language, PromptSettingsValues } from '../prompt/options';
import { findUnsupportedClaims } from './claim-check';
import { cleanDescription, fitToLength } from './cleaner';
import { quotedTexts, type GenerationItem } from './item';
import { lengthNote } from './length-rules';
import { buildPrompt } from './prompt';
import {
  ChainExhaustedError,
  type ProviderAttempt,
  type ProviderChain,
} from './providers/provider-chain';
import { displayName } from './providers/provider';
import { checkAnswer } from './quality-guards';
import { generateWithRevision, type RevisedResult } from './revise';

export type GenerationErrorCode =
  'NOT_FOUND' | 'BAD_USER_INPUT' | 'QUOTA_EXCEEDED' | 'GENERATION_FAILED';

/** An expected failure of a generation, with the catalogue message to show. */
export class GenerationError extends Error {
  override name = 'GenerationError';

  constructor(
    readonly code: GenerationErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export interface GenerationOutcome {
  item: ItemEntity;
  provider: string;
  providerName: string;
  fallbackUsed: boolean;
  usage: UsageSnapshot;
}

/** How one item of a Generate All batch ended. */
export type BatchItemOutcome =
  | { kind: 'done'; item: ItemEntity; provider: string; fallbackUsed: boolean }
  | { kind: 'failed'; item: ItemEntity; message: string }
  /** The owner's allowance is used up: the batch stops here. */
  | { kind: 'limit'; message: string }
  /** Every provider refused for rate or quota reasons: try the item again later. */
  | { kind: 'throttled'; message: string }
  /** Already written for this batch (a retried or recovered job), or the item is gone. */
  | { kind: 'skip' };

/** Where a batch item runs, and what the batch already knows about its owner. */
export interface BatchItemContext {
  batchId: string;
  /** The owner's settings, read once per run of the batch rather than once per item. */
  settings?: PromptSettingsValues;
  /**
   * Check the allowance before calling a provider (default true). The transaction checks it
   * again atomically either way; a batch skips the early check once it knows there is room.
   */
  checkAllowance?: boolean;
}

/** Something that wants to know how providers fare (metrics). */
export interface GenerationObserver {
  attempts(attempts: ProviderAttempt[], fallbackUsed: boolean): void;
}

// Rolls a transaction back when the atomic usage check refuses the unit.
class AllowanceRefused extends Error {
  constructor(readonly reason: 'guest-limit' | 'plan-limit') {
    super(limitMessage(reason));
  }
}

type Chained =
  { ok: true; result: RevisedResult } | { ok: false; error: ChainExhaustedError | Error };

/**
 * Writes one item's description: checks the allowance, runs the provider chain with the
 * owner's effective settings, and then — in one transaction — takes the unit of usage
 * (atomically, so concurrent requests never both take the last one), writes the description
 * and the generation record. A failed generation consumes nothing.
 *
 * Generate All goes through the same steps item by item (`generateInBatch`); there the record
 * carries the batch id, and a unique (batch, item) index makes the write and the charge happen
 * once even when a job is retried after a crash.
 */
export class GenerationService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly chain: ProviderChain,
    private readonly pubSub: AppPubSub | null,
    private readonly observer: GenerationObserver | null = null,
  ) {}

  async generateForItem(owner: Owner, itemId: string): Promise<GenerationOutcome> {
    const item = isUuid(itemId)
      ? await this.dataSource
          .getRepository(ItemEntity)
          .findOneBy({ id: itemId, ...ownerWhere(owner) })
      : null;
    if (!item) throw new GenerationError('NOT_FOUND', 'Item not found');
    if (!item.name.trim())
      throw new GenerationError('BAD_USER_INPUT', 'Please enter an item name first');

    // Fail fast when nothing is left; the authoritative check is the atomic one below.
    const refusal = await this.allowanceRefusal(owner);
    if (refusal) throw new GenerationError('QUOTA_EXCEEDED', refusal);

    const settings = await effectivePromptSettings(this.dataSource, owner);
    await this.setStatus(owner, item.id, 'generating');
    const chained = await this.runChain(item, settings);
    if (!chained.ok) {
      const message = failureMessage(chained.error);
      await this.dataSource.transaction((manager) =>
        this.writeFailure(manager, owner, item, settings, message, null),
      );
      await this.publishItem(owner, item.id);
      throw new GenerationError('GENERATION_FAILED', message);
    }

    const { result } = chained;
    let usage: UsageSnapshot;
    try {
      usage = await this.dataSource.transaction(async (manager) => {
        const written = await this.writeSuccess(manager, owner, item, settings, result, null);
        return (written as { usage: UsageSnapshot }).usage;
      });
    } catch (error) {
      if (!(error instanceof AllowanceRefused)) throw error;
      await this.setStatus(owner, item.id, 'idle');
      throw new GenerationError('QUOTA_EXCEEDED', error.message);
    }
    const saved = await this.publishItem(owner, item.id);
    return {
      item: saved ?? item,
      provider: result.provider,
      providerName: displayName(result.provider),
      fallbackUsed: result.fallbackUsed,
      usage,
    };
  }

  /**
   * One item of a batch. Never throws for expected outcomes: the batch runner decides what
   * each outcome means for the rest of the batch.
   */
  async generateInBatch(
    owner: Owner,
    itemId: string,
    batch: BatchItemContext,
  ): Promise<BatchItemOutcome> {
    const { batchId } = batch;
    const item = await this.dataSource
      .getRepository(ItemEntity)
      .findOneBy({ id: itemId, ...ownerWhere(owner) });
    if (!item) return { kind: 'skip' };
    if (!item.name.trim()) {
      const message = 'Please enter an item name first';
      await this.dataSource.transaction((manager) =>
        this.markBatchItem(manager, owner, item, batchId, message),
      );
      return { kind: 'failed', item: (await this.publishItem(owner, item.id)) ?? item, message };
    }
    if (batch.checkAllowance !== false) {
      const refusal = await this.allowanceRefusal(owner);
      if (refusal) return { kind: 'limit', message: refusal };
    }

    const settings = batch.settings ?? (await effectivePromptSettings(this.dataSource, owner));
    await this.setStatus(owner, item.id, 'generating');
    const chained = await this.runChain(item, settings);
    if (!chained.ok) {
      const message = failureMessage(chained.error);
      if (onlyThrottled(chained.error)) {
        await this.setStatus(owner, item.id, 'queued');
        return { kind: 'throttled', message };
      }
      await this.dataSource.transaction((manager) =>
        this.writeFailure(manager, owner, item, settings, message, batchId),
      );
      return { kind: 'failed', item: (await this.publishItem(owner, item.id)) ?? item, message };
    }

    const { result } = chained;
    try {
      const written = await this.dataSource.transaction((manager) =>
        this.writeSuccess(manager, owner, item, settings, result, batchId),
      );
      if (written === 'duplicate') {
        // An earlier run wrote this (batch, item): the row shows that run's outcome again.
        await this.dataSource.query(
          `UPDATE items SET status = CASE WHEN r.outcome = 'success' THEN 'idle' ELSE 'failed' END
             FROM generation_records r
            WHERE items.id = $1 AND r.batch_id = $2 AND r.item_id = $1`,
          [item.id, batchId],
        );
        await this.publishItem(owner, item.id);
        return { kind: 'skip' };
      }
    } catch (error) {
      if (!(error instanceof AllowanceRefused)) throw error;
      return { kind: 'limit', message: error.message };
    }
    const saved = await this.publishItem(owner, item.id);
    return {
      kind: 'done',
      item: saved ?? item,
      provider: result.provider,
      fallbackUsed: result.fallbackUsed,
    };
  }

  /** The settings a generation for the owner uses now. */
  settings(owner: Owner): Promise<PromptSettingsValues> {
    return effectivePromptSettings(this.dataSource, owner);
  }

  /** The catalogue message when the owner cannot generate now; null when they can. */
  async allowanceRefusal(owner: Owner): Promise<string | null> {
    const usage = await getUsage(this.dataSource, owner);
    if (usage.remaining > 0 || allowsOverage(owner, usage)) return null;
    return limitMessage(owner.kind === 'guest' ? 'guest-limit' : 'plan-limit');
  }

  private async runChain(item: ItemEntity, settings: PromptSettingsValues): Promise<Chained> {
    const fields = itemFields(item);
    try {
      // Guards and length rules apply to every provider's answer alike; a short answer is
      // sent back once (revise.ts).
      const result = await generateWithRevision(
        (request, check) => this.chain.generate(request, check),
        { prompt: buildPrompt(fields, settings), item: fields, settings },
        answerCheck(settings, fields),
        settings,
      );
      this.observer?.attempts(result.attempts, result.fallbackUsed);
      return { ok: true, result };
    } catch (error) {
      if (error instanceof ChainExhaustedError) this.observer?.attempts(error.attempts, false);
      return { ok: false, error: error as Error };
    }
  }

  /**
   * The success write: record, unit of usage, description — all or nothing. With a batch the
   * record goes first, so a second write for the same (batch, item) finds the unique index
   * taken and does nothing at all (no second charge).
   */
  private async writeSuccess(
    manager: EntityManager,
    owner: Owner,
    item: ItemEntity,
    settings: PromptSettingsValues,
    result: RevisedResult,
    batchId: string | null,
  ): Promise<{ usage: UsageSnapshot } | 'duplicate'> {
    const description = result.text;
    const claimWarnings = findUnsupportedClaims(description, itemFields(item));
    const note = lengthNote(description, settings.characterCount);
    const inserted = await insertRecord(manager, owner, item, settings, batchId, {
      description,
      provider: result.provider,
      fallbackUsed: result.fallbackUsed,
      claimWarnings,
      outcome: 'success',
      error: null,
      revision: result.revision,
      lengthNote: note,
    });
    if (!inserted) return 'duplicate';

    const consumed = await consumeGeneration(manager, owner);
    if (!consumed.allowed) throw new AllowanceRefused(consumed.reason);
    await manager.getRepository(ItemEntity).update(
      { id: item.id, ...ownerWhere(owner) },
      {
        description,
        provider: result.provider,
        claimWarnings,
        lengthNote: note,
        status: 'idle',
        statusMessage: null,
      },
    );
    if (batchId) {
      // The batch's row and its item's row move together (one statement).
      await manager.query(
        `WITH done AS (
           UPDATE generation_batch_items SET state = 'done', error = NULL
            WHERE batch_id = $1 AND item_id = $4)
         UPDATE generation_batches
            SET succeeded = succeeded + 1, fallback_used = fallback_used OR $2,
                fallback_provider = CASE WHEN $2 THEN $3 ELSE fallback_provider END,
                updated_at = now()
          WHERE id = $1`,
        [batchId, result.fallbackUsed, result.provider, item.id],
      );
    }
    return { usage: consumed.usage };
  }

  private async writeFailure(
    manager: EntityManager,
    owner: Owner,
    item: ItemEntity,
    settings: PromptSettingsValues,
    error: string,
    batchId: string | null,
  ): Promise<void> {
    const inserted = await insertRecord(manager, owner, item, settings, batchId, {
      description: '',
      provider: null,
      fallbackUsed: false,
      claimWarnings: [],
      outcome: 'failed',
      error,
    });
    if (!inserted) return;
    if (batchId) {
      await this.markBatchItem(manager, owner, item, batchId, error);
    } else {
      await manager
        .getRepository(ItemEntity)
        .update({ id: item.id, ...ownerWhere(owner) }, { status: 'failed', statusMessage: error });
    }
  }

  /** Ends a batch item without a description: the row shows why. */
  private async markBatchItem(
    manager: EntityManager,
    owner: Owner,
    item: ItemEntity,
    batchId: string,
    error: string,
  ): Promise<void> {
    await manager
      .getRepository(ItemEntity)
      .update({ id: item.id, ...ownerWhere(owner) }, { status: 'failed', statusMessage: error });
    await manager.query(
      `WITH failed AS (
         UPDATE generation_batch_items SET state = 'failed', error = $3
          WHERE batch_id = $1 AND item_id = $2)
       UPDATE generation_batches SET failed = failed + 1, updated_at = now() WHERE id = $1`,
      [batchId, item.id, error],
    );
  }

  /** Sets an item's status and tells the owner's subscribers. */
  async setStatus(owner: Owner, itemId: string, status: ItemEntity['status']): Promise<void> {
    await this.dataSource
      .getRepository(ItemEntity)
      .update(
        { id: itemId, ...ownerWhere(owner) },
        status === 'generating' ? { status, statusMessage: null } : { status },
      );
    await this.publishItem(owner, itemId);
  }

  private async publishItem(owner: Owner, itemId: string): Promise<ItemEntity | null> {
    const current = await this.dataSource.getRepository(ItemEntity).findOneBy({ id: itemId });
    if (current && this.pubSub)
      publishItemChange(this.pubSub, ownerKey(owner), 'updated', current.id, current);
    return current;
  }
}

/**
 * Writes the generation record; false when this (batch, item) already has one (the unique
 * index turned the insert into a no-op).
 */
async function insertRecord(
  manager: EntityManager,
  owner: Owner,
  item: ItemEntity,
  settings: PromptSettingsValues,
  batchId: string | null,
  result: Pick<
    GenerationRecordEntity,
    'description' | 'provider' | 'fallbackUsed' | 'claimWarnings' | 'outcome' | 'error'
  > &
    Partial<Pick<GenerationRecordEntity, 'revision' | 'lengthNote'>>,
): Promise<boolean> {
  const inserted = await manager
    .createQueryBuilder()
    .insert()
    .into(GenerationRecordEntity)
    .values({ ...ownerColumns(owner), ...recordFields(item, settings), batchId, ...result })
    .orIgnore()
    .returning('id')
    .execute();
  return (inserted.raw as unknown[]).length > 0;
}

function itemFields(item: ItemEntity) {
  return {
    name: item.name,
    sku: item.sku,
    details: item.details,
    price: item.price,
    notes: item.notes,
  };
}

function failureMessage(error: Error): string {
  return error instanceof ChainExhaustedError ? error.message : 'Unknown error occurred.';
}

// Every provider said "slow down" (429 or quota): the item is fine, the moment is not.
function onlyThrottled(error: Error): boolean {
  return (
    error instanceof ChainExhaustedError &&
    error.attempts.length > 0 &&
    error.attempts.every((attempt) => attempt.kind === 'rate-limit' || attempt.kind === 'quota')
  );
}

// Paid plans go on past their quota (counted as overage); guests and free users stop.
function allowsOverage(owner: Owner, usage: UsageSnapshot): boolean {
  return owner.kind === 'user' && usage.plan !== 'free';
}

function recordFields(item: ItemEntity, settings: PromptSettingsValues) {
  return {
    itemId: item.id,
    itemName: item.name,
    itemSku: item.sku,
    characterCount: settings.characterCount,
    writingStyle: settings.writingStyle || 'default',
    tone: settings.tone || 'default',
    targetAudience: settings.targetAudience || 'general',
    industry: settings.industry || 'general',
    language: settings.language,
  };
}

/**
 * The answer check every provider's text goes through: clean, fit to length, guard. The item's
 * own words (its name and details may be in another language) do not count for the language.
 */
export function answerCheck(
  settings: { characterCount: number; language: string },
  item?: GenerationItem,
) {
  const quoted = item ? quotedTexts(item) : undefined;
  return (raw: string): { ok: true; text: string } | { ok: false; reason: string } => {
    const text = fitToLength(cleanDescription(raw), settings.characterCount);
    const verdict = checkAnswer(text, { language: settings.language as Language, quoted });
    return verdict.ok ? { ok: true, text } : { ok: false, reason: verdict.reason };
  };
}
