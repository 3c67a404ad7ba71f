import type { EntityManager } from 'typeorm';
import { itemRepository, type GenerationItemRow } from '../catalog/item-repository';
import { findSameness, type ItemSameness } from '../channels/sameness';
import { ownerOf } from '../owner/owner';
import { batchRepository } from './batch-repository';

/**
 * The catalogue sameness check, run when a batch has finished: across all of the owner's
 * descriptions, those sharing a long run of words with others' (8 or more in a row) or the
 * same opening are flagged on their rows, with the other items named; every other flag is
 * cleared. The batch counts its own flagged items. Answers the items whose flag changed.
 */
export async function checkCatalogueSameness(
  manager: EntityManager,
  batchId: string,
): Promise<GenerationItemRow[]> {
  const batch = await batchRepository.findById(manager, batchId);
  if (!batch) return [];
  const owner = ownerOf(batch);
  const texts = await itemRepository.describedTexts(manager, owner);
  const names = new Map(texts.map((item) => [item.id, item.name.trim() || 'Untitled product']));
  const named = (ids: string[]) => ids.map((id) => names.get(id) ?? 'Untitled product');
  const flags = findSameness(texts.map((item) => ({ itemId: item.id, text: item.description })));
  const changed = await itemRepository.setSameness(
    manager,
    owner,
    flags.map((flag) => ({
      id: flag.itemId,
      sameness: {
        sharesWordsWith: named(flag.sharesWordsWith),
        sharesWordsWithCount: flag.sharesWordsWithCount,
        sharedRun: flag.sharedRun,
        sameOpeningAs: named(flag.sameOpeningAs),
        sameOpeningCount: flag.sameOpeningCount,
      } satisfies ItemSameness,
    })),
  );
  const inBatch = new Set(await batchRepository.itemIds(manager, batchId));
  await batchRepository.setSamenessFlagged(
    manager,
    batchId,
    flags.filter((flag) => inBatch.has(flag.itemId)).length,
  );
  return changed;
}
