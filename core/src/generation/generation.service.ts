import type { DataSource } from 'typeorm';
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
import type { Language, PromptSettingsValues } from '../prompt/options';
import { findUnsupportedClaims } from './claim-check';
import { cleanDescription, fitToLength } from './cleaner';
import { buildPrompt } from './prompt';
import { ChainExhaustedError, type ProviderChain } from './providers/provider-chain';
import { displayName } from './providers/provider';
import { checkAnswer } from './quality-guards';

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

/**
 * Writes one item's description: checks the allowance, runs the provider chain with the
 * owner's effective settings, and then — in one transaction — takes the unit of usage
 * (atomically, so concurrent requests never both take the last one), writes the description
 * and the generation record. A failed generation consumes nothing.
 */
export class GenerationService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly chain: ProviderChain,
    private readonly pubSub: AppPubSub | null,
    private readonly settingsFor: (owner: Owner) => Promise<PromptSettingsValues>,
  ) {}

  async generateForItem(owner: Owner, itemId: string): Promise<GenerationOutcome> {
    const items = this.dataSource.getRepository(ItemEntity);
    const item = isUuid(itemId)
      ? await items.findOneBy({ id: itemId, ...ownerWhere(owner) })
      : null;
    if (!item) throw new GenerationError('NOT_FOUND', 'Item not found');
    if (!item.name.trim())
      throw new GenerationError('BAD_USER_INPUT', 'Please enter an item name first');

    // Fail fast when nothing is left; the authoritative check is the atomic one below.
    const before = await getUsage(this.dataSource, owner);
    if (before.remaining <= 0 && !allowsOverage(owner, before)) {
      throw new GenerationError(
        'QUOTA_EXCEEDED',
        limitMessage(owner.kind === 'guest' ? 'guest-limit' : 'plan-limit'),
      );
    }

    const settings = await this.settingsFor(owner);
    await this.setStatus(owner, item, 'generating');
    const fields = {
      name: item.name,
      sku: item.sku,
      details: item.details,
      price: item.price,
      notes: item.notes,
    };
    let result;
    try {
      // Guards and length rules apply to every provider's answer alike.
      result = await this.chain.generate(
        { prompt: buildPrompt(fields, settings), item: fields, settings },
        answerCheck(settings),
      );
    } catch (error) {
      const message =
        error instanceof ChainExhaustedError ? error.message : 'Unknown error occurred.';
      await this.recordFailure(owner, item, settings, message);
      await this.setStatus(owner, item, 'failed');
      throw new GenerationError('GENERATION_FAILED', message);
    }

    const description = result.text;
    const claimWarnings = findUnsupportedClaims(description, fields);
    const outcome = await this.dataSource.transaction(async (manager) => {
      const consumed = await consumeGeneration(manager, owner);
      if (!consumed.allowed) return consumed;
      await manager
        .getRepository(ItemEntity)
        .update(
          { id: item.id, ...ownerWhere(owner) },
          { description, provider: result.provider, claimWarnings, status: 'idle' },
        );
      await manager.getRepository(GenerationRecordEntity).insert({
        ...ownerColumns(owner),
        ...recordFields(item, settings),
        description,
        provider: result.provider,
        fallbackUsed: result.fallbackUsed,
        claimWarnings,
        outcome: 'success',
        error: null,
      });
      return consumed;
    });
    if (!outcome.allowed) {
      await this.setStatus(owner, item, 'idle');
      throw new GenerationError('QUOTA_EXCEEDED', limitMessage(outcome.reason));
    }
    const saved = await items.findOneByOrFail({ id: item.id });
    if (this.pubSub) publishItemChange(this.pubSub, ownerKey(owner), 'updated', saved.id, saved);
    return {
      item: saved,
      provider: result.provider,
      providerName: displayName(result.provider),
      fallbackUsed: result.fallbackUsed,
      usage: outcome.usage,
    };
  }

  private async setStatus(
    owner: Owner,
    item: ItemEntity,
    status: ItemEntity['status'],
  ): Promise<void> {
    await this.dataSource
      .getRepository(ItemEntity)
      .update({ id: item.id, ...ownerWhere(owner) }, { status });
    const current = await this.dataSource.getRepository(ItemEntity).findOneBy({ id: item.id });
    if (current && this.pubSub)
      publishItemChange(this.pubSub, ownerKey(owner), 'updated', current.id, current);
  }

  private async recordFailure(
    owner: Owner,
    item: ItemEntity,
    settings: PromptSettingsValues,
    error: string,
  ): Promise<void> {
    await this.dataSource.getRepository(GenerationRecordEntity).insert({
      ...ownerColumns(owner),
      ...recordFields(item, settings),
      description: '',
      provider: null,
      fallbackUsed: false,
      claimWarnings: [],
      outcome: 'failed',
      error,
    });
  }
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

/** The answer check every provider's text goes through: clean, fit to length, guard. */
export function answerCheck(settings: { characterCount: number; language: string }) {
  return (raw: string): { ok: true; text: string } | { ok: false; reason: string } => {
    const text = fitToLength(cleanDescription(raw), settings.characterCount);
    const verdict = checkAnswer(text, { language: settings.language as Language });
    return verdict.ok ? { ok: true, text } : { ok: false, reason: verdict.reason };
  };
}
