import type { DataSource } from 'typeorm';
import type { BatchService } from '../../../../core/src/batches/batch.service';
import type { UsageSnapshot } from '../../../../core/src/billing/usage-ledger';
import {
  itemRepository,
  type GenerationItemRow,
} from '../../../../core/src/catalog/item-repository';
import type { GenerationBatchEntity } from '../../../../core/src/db/entities/generation-batch.entity';
import {
  ConflictError,
  NotFoundError,
  UserInputError,
} from '../../../../core/src/errors/domain-error';
import { publishItemsUpdated } from '../../../../core/src/events/item-events';
import type { AppPubSub } from '../../../../core/src/events/pubsub';
import type { GenerationService } from '../../../../core/src/generation/generation.service';
import { INSTRUCTION_MAX_LENGTH } from '../../../../core/src/generation/prompt';
import { isUuid, type Owner } from '../../../../core/src/owner/owner';
import { savedPromptSettings } from '../../../../core/src/prompt/effective-settings';

/** Most items one approve or reject takes. */
export const MAX_REVIEW_ITEMS = 5000;

export const REVIEW_MODE_OFF_MESSAGE =
  'Review mode is off: turn it on in the settings to approve or reject descriptions';
export const NOTHING_TO_REVIEW_MESSAGE = 'This product has no description to review';
export const BATCH_RUNNING_MESSAGE =
  'Generate All is running: reject with an instruction when it has finished';
export const INSTRUCTION_TOO_LONG_MESSAGE = `Keep the instruction to ${INSTRUCTION_MAX_LENGTH} characters or fewer`;

/** A rejection of one description, and its rewrite when it carried an instruction. */
export interface Rejection {
  item: GenerationItemRow;
  /** The description was rewritten with the instruction (one generation). */
  rewritten: boolean;
  usage: UsageSnapshot | null;
}

/**
 * Review mode: the seller approves descriptions (only approved ones can be exported on their
 * own) or rejects them. A rejection with an instruction ("shorter", "mention the warranty")
 * rewrites the description with it: one row at once, like Generate; a selection as a batch.
 * The instruction stays on the item until a description written with it lands (then it is
 * kept on that version), so a failed rewrite can be tried again with the same guidance.
 */
export class ReviewService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly pubSub: AppPubSub,
    private readonly generation: GenerationService,
    private readonly batches: BatchService,
  ) {}

  async approve(owner: Owner, itemIds: string[]): Promise<GenerationItemRow[]> {
    const ids = await this.checked(owner, itemIds);
    const items = await itemRepository.setReviewState(
      this.dataSource.manager,
      owner,
      ids,
      'approved',
      null,
    );
    publishItemsUpdated(this.pubSub, items);
    return items;
  }

  /** Rejects one description; with an instruction, rewrites it at once with it. */
  async reject(owner: Owner, itemId: string, instruction?: string | null): Promise<Rejection> {
    const guidance = checkedInstruction(instruction);
    const [id] = await this.checked(owner, [itemId]);
    if (!id) throw new NotFoundError('Item');
    const [rejected] = await itemRepository.setReviewState(
      this.dataSource.manager,
      owner,
      [id],
      'rejected',
      guidance,
    );
    if (!rejected) throw new UserInputError(NOTHING_TO_REVIEW_MESSAGE);
    publishItemsUpdated(this.pubSub, [rejected]);
    if (!guidance) return { item: rejected, rewritten: false, usage: null };
    const outcome = await this.generation.generateForItem(owner, id);
    return { item: outcome.item, rewritten: true, usage: outcome.usage };
  }

  /**
   * Rejects several descriptions; with an instruction, rewrites them with it through Generate
   * All (one generation each). Answers the items rejected and the batch, if one started.
   */
  async rejectMany(
    owner: Owner,
    itemIds: string[],
    instruction?: string | null,
  ): Promise<{ items: GenerationItemRow[]; batch: GenerationBatchEntity | null }> {
    const guidance = checkedInstruction(instruction);
    const ids = await this.checked(owner, itemIds);
    // A running batch would be answered instead of a new one: its items are not these.
    if (guidance && (await this.batches.active(owner))) {
      throw new ConflictError(BATCH_RUNNING_MESSAGE);
    }
    const items = await itemRepository.setReviewState(
      this.dataSource.manager,
      owner,
      ids,
      'rejected',
      guidance,
    );
    publishItemsUpdated(this.pubSub, items);
    if (!guidance || items.length === 0) return { items, batch: null };
    const batch = await this.batches.start(owner, {
      itemIds: items.map((item) => item.id),
      rewrite: true,
      force: true,
    });
    return { items, batch };
  }

  /** The ids worth asking about; refuses when review mode is off. */
  private async checked(owner: Owner, itemIds: string[]): Promise<string[]> {
    if (itemIds.length > MAX_REVIEW_ITEMS) {
      throw new UserInputError(`At most ${MAX_REVIEW_ITEMS} items at a time`);
    }
    const settings = await savedPromptSettings(this.dataSource, owner);
    if (!settings.reviewMode) throw new UserInputError(REVIEW_MODE_OFF_MESSAGE);
    return [...new Set(itemIds.filter(isUuid))];
  }
}

/** The instruction as the prompt takes it: one line, trimmed; null when there is none. */
function checkedInstruction(instruction: string | null | undefined): string | null {
  const text = (instruction ?? '').replace(/\s+/g, ' ').trim();
  if (text.length > INSTRUCTION_MAX_LENGTH) throw new UserInputError(INSTRUCTION_TOO_LONG_MESSAGE);
  return text || null;
}
