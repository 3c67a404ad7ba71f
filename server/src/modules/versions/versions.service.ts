import type { DataSource } from 'typeorm';
import {
  itemRepository,
  type GenerationItemRow,
} from '../../../../core/src/catalog/item-repository';
import {
  versionRepository,
  type ItemVersion,
} from '../../../../core/src/catalog/version-repository';
import {
  ConflictError,
  NotFoundError,
  UserInputError,
} from '../../../../core/src/errors/domain-error';
import { publishItemsUpdated } from '../../../../core/src/events/item-events';
import type { AppPubSub } from '../../../../core/src/events/pubsub';
import { isUuid, type Owner } from '../../../../core/src/owner/owner';

export const ITEM_BUSY_MESSAGE =
  'A description is being written for this product: wait until it is done';
export const NOT_A_NEW_VERSION_MESSAGE =
  'This version is not one of the new versions to choose from: restore it instead';

/**
 * Every description an item has had (item_versions), and bringing one back: choosing among
 * versions just written, or restoring an earlier one. The description being replaced is kept
 * first (when no version holds it yet), so going back and forth loses nothing.
 */
export class VersionsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly pubSub: AppPubSub,
  ) {}

  /** The owner's item's versions, newest first (none for another owner's item). */
  list(owner: Owner, itemId: string): Promise<ItemVersion[]> {
    if (!isUuid(itemId)) return Promise.resolve([]);
    return versionRepository.ofItem(this.dataSource.manager, owner, itemId);
  }

  /**
   * Makes the version the item's description. `choosing`: it must be one of the versions
   * written together that the seller has yet to choose among (chooseVersion); otherwise any
   * version of the item (restoreVersion). In review mode the description is a draft again.
   */
  async apply(
    owner: Owner,
    itemId: string,
    versionId: string,
    choosing: boolean,
  ): Promise<GenerationItemRow> {
    if (!isUuid(itemId)) throw new NotFoundError('Item');
    if (!isUuid(versionId)) throw new NotFoundError('Version');
    const item = await this.dataSource.transaction(async (manager) => {
      const locked = await itemRepository.lockOwned(manager, owner, itemId);
      if (!locked) throw new NotFoundError('Item');
      if (locked.status === 'queued' || locked.status === 'generating') {
        throw new ConflictError(ITEM_BUSY_MESSAGE);
      }
      const version = await versionRepository.findOwned(manager, owner, itemId, versionId);
      if (!version) throw new NotFoundError('Version');
      if (choosing) {
        const current = locked.currentVersionId
          ? await versionRepository.findOwned(manager, owner, itemId, locked.currentVersionId)
          : null;
        const inSet = current?.setId !== null && current?.setId === version.setId;
        if (!locked.choosingVersion || !inSet) throw new UserInputError(NOT_A_NEW_VERSION_MESSAGE);
      }
      await versionRepository.keepCurrent(manager, [itemId]);
      return itemRepository.applyVersion(manager, owner, itemId, version);
    });
    if (!item) throw new NotFoundError('Item');
    publishItemsUpdated(this.pubSub, [item]);
    return item;
  }
}
