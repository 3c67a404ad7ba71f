import type { DataSource } from 'typeorm';
import { PromptSettingsEntity } from '../../../../core/src/db/entities/prompt-settings.entity';
import {
  ownerColumn,
  ownerColumns,
  ownerWhere,
  type Owner,
} from '../../../../core/src/owner/owner';
import {
  CHARACTER_COUNT,
  DEFAULT_PROMPT_SETTINGS,
  LANGUAGES,
  isValidCharacterCount,
  type PromptSettingsValues,
} from '../../../../core/src/shared/prompt-options';
import {
  customizationLocked,
  effectivePromptSettings,
  lockedSettings,
  promptSettingsValues,
} from '../../../../core/src/prompt/effective-settings';
import { CHANNEL_FIELDS, chosenChannelFields } from '../../../../core/src/shared/channel-fields';
import { isCurrencyCode } from '../../../../core/src/generation/builtin-price';
import { ForbiddenError, UserInputError } from '../../../../core/src/errors/domain-error';
import { itemRepository } from '../../../../core/src/catalog/item-repository';

const INDUSTRY_MAX_LENGTH = 100;

/** Settings any plan may change: facts about the store and review mode, not prompt customisation. */
const STORE_FACTS = new Set(['storeCurrency', 'channelFields', 'reviewMode']);

export const CUSTOMIZATION_LOCKED_MESSAGE =
  'Prompt customisation comes with the Pro and Business plans. Upgrade to change these settings.';

/**
 * Saved generation settings per owner; defaults until the owner saves any. Customisation is
 * locked for guests and free users: they get (and generate with) the locked defaults.
 */
export class PromptSettingsService {
  constructor(private readonly dataSource: DataSource) {}

  /** The settings in effect for the owner (what a generation uses). */
  get(owner: Owner): Promise<PromptSettingsValues> {
    return effectivePromptSettings(this.dataSource, owner);
  }

  async update(owner: Owner, change: Partial<PromptSettingsValues>): Promise<PromptSettingsValues> {
    // The store currency and the marketplace fields are store facts, not customisations:
    // every plan may set them.
    const customises = Object.entries(change).some(
      ([key, value]) => !STORE_FACTS.has(key) && value !== undefined && value !== null,
    );
    const locked = await customizationLocked(this.dataSource, owner);
    if (locked && customises) {
      throw new ForbiddenError(CUSTOMIZATION_LOCKED_MESSAGE);
    }
    const problems = validate(change);
    if (problems.length > 0) throw new UserInputError(problems.join('. '), { problems });
    return this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(PromptSettingsEntity);
      // Lock the row (if any) so two tabs saving at once cannot interleave read and write.
      const current = await repository
        .createQueryBuilder('settings')
        .setLock('pessimistic_write')
        .where(ownerWhere(owner))
        .getOne();
      const next: PromptSettingsValues = {
        ...(current
          ? promptSettingsValues(current)
          : {
              ...DEFAULT_PROMPT_SETTINGS,
              storeCurrency: null,
              channelFields: [],
              reviewMode: false,
            }),
        ...definedOnly(change),
      };
      const reviewBefore = current?.reviewMode ?? false;
      // Kept in the marketplace order, each once.
      if (change.channelFields) {
        next.channelFields = chosenChannelFields(change.channelFields);
      }
      if (next.industry !== undefined) next.industry = next.industry.trim();
      if (typeof change.storeCurrency === 'string') {
        next.storeCurrency = change.storeCurrency.trim().toUpperCase() || null;
      }
      if (current) {
        await repository.update({ id: current.id }, next);
      } else {
        await repository
          .createQueryBuilder()
          .insert()
          .values({ ...ownerColumns(owner), ...next })
          .orUpdate(
            [
              'writing_style',
              'target_audience',
              'tone',
              'character_count',
              'industry',
              'language',
              'store_currency',
              'channel_fields',
              'review_mode',
            ],
            [ownerColumn(owner).column],
            { indexPredicate: `${ownerColumn(owner).column} IS NOT NULL` },
          )
          .execute();
      }
      // Review mode on: every described item is a draft until approved; off: none is reviewed.
      if ((next.reviewMode ?? false) !== reviewBefore) {
        await itemRepository.switchReview(manager, owner, next.reviewMode ?? false);
      }
      // Locked owners keep generating with the defaults; only their store facts changed.
      return locked ? lockedSettings(next) : next;
    });
  }
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => v !== undefined && v !== null),
  ) as Partial<T>;
}

function validate(change: Partial<PromptSettingsValues>): string[] {
  const problems: string[] = [];
  if (
    change.characterCount !== undefined &&
    change.characterCount !== null &&
    !isValidCharacterCount(change.characterCount)
  ) {
    problems.push(
      `Character count must be between ${CHARACTER_COUNT.min} and ${CHARACTER_COUNT.max} in steps of ${CHARACTER_COUNT.step}`,
    );
  }
  if (change.industry && change.industry.trim().length > INDUSTRY_MAX_LENGTH) {
    problems.push(`Industry must be at most ${INDUSTRY_MAX_LENGTH} characters`);
  }
  if (change.language && !(LANGUAGES as readonly string[]).includes(change.language)) {
    problems.push(`Language must be one of ${LANGUAGES.join(', ')}`);
  }
  const unknown = (change.channelFields ?? []).filter(
    (field) => !(CHANNEL_FIELDS as readonly string[]).includes(field),
  );
  if (unknown.length > 0) {
    problems.push(`Marketplace fields must be among ${CHANNEL_FIELDS.join(', ')}`);
  }
  const currency = change.storeCurrency?.trim().toUpperCase();
  if (currency && !isCurrencyCode(currency)) {
    problems.push('Store currency must be a three-letter ISO 4217 code such as USD or EUR');
  }
  return problems;
}
