import type { DataSource, EntityManager } from 'typeorm';
import { itemRepository, type GenerationItemRow } from '../catalog/item-repository';
import { findSameness, type ItemSameness } from '../channels/sameness';
import type { Logger } from '../logging/logger';
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

/**
 * Completes the batches that have nothing left to do and, in the same transaction, runs the
 * catalogue sameness check for them and for `stopped` (ended at a limit just now): a reader
 * never sees a finished batch without its flags. A group of results that finishes no batch
 * costs one read, as the bare completion did. Answers the completed batches and the items
 * whose flag changed. A failed check is logged and undone on its own, never a failed batch.
 */
export async function completeBatches(
  dataSource: DataSource,
  batchIds: string[],
  stopped: string[],
  log: Logger,
): Promise<{ completed: string[]; flagged: GenerationItemRow[] }> {
  const done = await batchRepository.doneRunning(dataSource.manager, batchIds);
  if (done.length === 0 && stopped.length === 0) return { completed: [], flagged: [] };
  return dataSource.transaction(async (manager) => {
    const completed = await batchRepository.completeIfDone(manager, done);
    const flagged: GenerationItemRow[] = [];
    for (const batchId of [...completed, ...stopped]) {
      try {
        // A savepoint: a check that fails takes only its own writes back.
        flagged.push(
          ...(await manager.transaction((inner) => checkCatalogueSameness(inner, batchId))),
        );
      } catch (error) {
        log.warn({ err: error, batchId }, 'could not run the catalogue sameness check');
      }
    }
    return { completed, flagged };
  });
}
