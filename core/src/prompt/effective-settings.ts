import type { DataSource } from 'typeorm';
import { planFor } from '../billing/plans';
import { PromptSettingsEntity } from '../db/entities/prompt-settings.entity';
import { SubscriptionEntity } from '../db/entities/subscription.entity';
import { ownerWhere, type Owner } from '../owner/owner';
import { chosenChannelFields } from '../shared/channel-fields';
import {
  CHARACTER_COUNT,
  DEFAULT_PROMPT_SETTINGS,
  type Language,
  type PromptSettingsValues,
} from '../shared/prompt-options';

/** The settings locked owners (guests, free plan) generate with: defaults at 150 characters. */
export const LOCKED_PROMPT_SETTINGS: PromptSettingsValues = {
  ...DEFAULT_PROMPT_SETTINGS,
  characterCount: CHARACTER_COUNT.locked,
};

/** True when prompt customisation is locked for the owner (guests, free plan). */
export async function customizationLocked(dataSource: DataSource, owner: Owner): Promise<boolean> {
  if (owner.kind === 'guest') return true;
  const subscription = await dataSource
    .getRepository(SubscriptionEntity)
    .findOneBy({ userId: owner.userId });
  return !planFor(subscription?.plan ?? 'free').customization;
}

/** The owner's saved settings, or the defaults until they save any. */
export async function savedPromptSettings(
  dataSource: DataSource,
  owner: Owner,
): Promise<PromptSettingsValues> {
  const row = await dataSource.getRepository(PromptSettingsEntity).findOneBy(ownerWhere(owner));
  return row
    ? promptSettingsValues(row)
    : { ...DEFAULT_PROMPT_SETTINGS, storeCurrency: null, channelFields: [], reviewMode: false };
}

/**
 * The settings a generation uses: the locked defaults for guests and free users, otherwise
 * what the owner saved. The store currency and the marketplace fields are facts about the
 * store, not customisations: they apply on every plan. Server (single Generate) and worker (Generate All) both read it here.
 */
export async function effectivePromptSettings(
  dataSource: DataSource,
  owner: Owner,
): Promise<PromptSettingsValues> {
  const [locked, saved] = await Promise.all([
    customizationLocked(dataSource, owner),
    savedPromptSettings(dataSource, owner),
  ]);
  if (locked) return lockedSettings(saved);
  return saved;
}

/**
 * The locked defaults, with the store facts the owner saved (currency, marketplace fields)
 * and their review mode.
 */
export function lockedSettings(saved: PromptSettingsValues): PromptSettingsValues {
  return {
    ...LOCKED_PROMPT_SETTINGS,
    storeCurrency: saved.storeCurrency ?? null,
    channelFields: saved.channelFields ?? [],
    reviewMode: saved.reviewMode ?? false,
  };
}

export function promptSettingsValues(row: PromptSettingsEntity): PromptSettingsValues {
  return {
    writingStyle: row.writingStyle as PromptSettingsValues['writingStyle'],
    targetAudience: row.targetAudience as PromptSettingsValues['targetAudience'],
    tone: row.tone as PromptSettingsValues['tone'],
    characterCount: row.characterCount,
    industry: row.industry,
    language: row.language as Language,
    storeCurrency: row.storeCurrency,
    channelFields: chosenChannelFields(row.channelFields),
    reviewMode: row.reviewMode,
  };
}
