import type { EntityManager } from 'typeorm';
import { consumeForOwners, type UsageSnapshot } from '../billing/usage-ledger';
import { itemRepository, type GenerationItemRow } from '../catalog/item-repository';
import { ownerKey, ownerOf, type Owner } from '../owner/owner';
import type { ChannelFields } from '../shared/channel-fields';
import type { PromptSettingsValues } from '../shared/prompt-options';
import { generationRecordRepository } from './generation-record-repository';

/** A description the chain wrote, checked and ready to record. */
export interface WrittenText {
  kind: 'success';
  text: string;
  provider: string;
  fallbackUsed: boolean;
  claimWarnings: string[];
  /** A short answer sent back once: whether the second one was kept (revise.ts). */
  revision: 'kept' | 'discarded' | null;
  /** Under the length band: what the seller could add ("Add details for …"). */
  lengthNote: string | null;
  /** The marketplace fields written with it, within their limits; null: none chosen. */
  channel: ChannelFields | null;
}

/** One generation to record: a description written, or a failure. */
export interface GenerationWrite {
  item: GenerationItemRow;
  settings: PromptSettingsValues;
  batchId: string | null;
  outcome: WrittenText | { kind: 'failed'; message: string };
}

export type WriteResult =
  /** Recorded; the item as it is now (described, or failed with the reason). */
  | { kind: 'written'; item: GenerationItemRow }
  /** The owner's allowance had no unit left for it: nothing recorded, nothing charged. */
  | { kind: 'refused'; reason: 'guest-limit' | 'plan-limit' }
  /** This (batch, item) was recorded before (a retried or recovered run): nothing changed. */
  | { kind: 'duplicate' };

/**
 * Records generations, one or many, inside the caller's transaction: the generation records,
 * the units of usage and the items' descriptions (or failure reasons) — all or nothing.
 * The records go in first, so a (batch, item) recorded before hits the unique index and is
 * neither written nor charged again. Then each owner's successes take their units at once
 * (consumeGenerations); those the allowance has no room for are taken out again, in the
 * order given. Failures consume nothing.
 */
export async function writeGenerations(
  manager: EntityManager,
  writes: GenerationWrite[],
): Promise<{ results: WriteResult[]; usage: Map<string, UsageSnapshot> }> {
  const results: WriteResult[] = writes.map(() => ({ kind: 'duplicate' }));
  const usage = new Map<string, UsageSnapshot>();
  if (writes.length === 0) return { results, usage };

  const recordIds = await insertRecords(manager, writes);
  // Each owner's new successes take their units together.
  const successesByOwner = new Map<string, { owner: Owner; indexes: number[] }>();
  const accepted: number[] = [];
  const failed: number[] = [];
  writes.forEach((write, index) => {
    if (recordIds[index] === null) return;
    if (write.outcome.kind === 'failed') {
      failed.push(index);
      return;
    }
    const owner = ownerOf(write.item);
    const key = ownerKey(owner);
    const entry = successesByOwner.get(key) ?? { owner, indexes: [] };
    entry.indexes.push(index);
    successesByOwner.set(key, entry);
  });
  const refusedRecords: string[] = [];
  // Every owner's units at once (the usage rows are locked in one order).
  const owners = [...successesByOwner];
  const consumed = await consumeForOwners(
    manager,
    owners.map(([, { owner, indexes }]) => ({ owner, count: indexes.length })),
  );
  for (const [position, [key, { indexes }]] of owners.entries()) {
    const taken = consumed[position];
    usage.set(key, taken.usage);
    indexes.forEach((index, order) => {
      if (order < taken.granted) {
        accepted.push(index);
      } else {
        results[index] = { kind: 'refused', reason: taken.refusal ?? 'plan-limit' };
        refusedRecords.push(recordIds[index] as string);
      }
    });
  }
  if (refusedRecords.length > 0) {
    await generationRecordRepository.deleteByIds(manager, refusedRecords);
  }

  for (const item of await describeItems(
    manager,
    accepted.map((index) => writes[index]),
  )) {
    const index = accepted.find((candidate) => writes[candidate].item.id === item.id);
    if (index !== undefined) results[index] = { kind: 'written', item };
  }
  for (const item of await failItems(
    manager,
    failed.map((index) => writes[index]),
  )) {
    const index = failed.find((candidate) => writes[candidate].item.id === item.id);
    if (index !== undefined) results[index] = { kind: 'written', item };
  }
  return { results, usage };
}

/** Inserts one record per write; null where the (batch, item) already had one. */
function insertRecords(
  manager: EntityManager,
  writes: GenerationWrite[],
): Promise<(string | null)[]> {
  return generationRecordRepository.insertMany(
    manager,
    writes.map(({ item, settings, batchId, outcome }) => ({
      ownerUserId: item.ownerUserId,
      ownerGuestId: item.ownerGuestId,
      itemId: item.id,
      batchId,
      itemName: item.name,
      itemSku: item.sku,
      description: outcome.kind === 'success' ? outcome.text : '',
      characterCount: settings.characterCount,
      writingStyle: settings.writingStyle || 'default',
      tone: settings.tone || 'default',
      targetAudience: settings.targetAudience || 'general',
      industry: settings.industry || 'general',
      language: settings.language,
      provider: outcome.kind === 'success' ? outcome.provider : null,
      fallbackUsed: outcome.kind === 'success' && outcome.fallbackUsed,
      claimWarnings: outcome.kind === 'success' ? outcome.claimWarnings : [],
      outcome: outcome.kind === 'success' ? 'success' : 'failed',
      error: outcome.kind === 'failed' ? outcome.message : null,
      revision: outcome.kind === 'success' ? outcome.revision : null,
      lengthNote: outcome.kind === 'success' ? outcome.lengthNote : null,
      channelFields: outcome.kind === 'success' ? outcome.channel : null,
    })),
  );
}

function describeItems(
  manager: EntityManager,
  writes: GenerationWrite[],
): Promise<GenerationItemRow[]> {
  return itemRepository.describe(
    manager,
    writes.map(({ item, outcome }) => {
      if (outcome.kind !== 'success') throw new Error('describeItems takes successes');
      return {
        id: item.id,
        description: outcome.text,
        provider: outcome.provider,
        claimWarnings: outcome.claimWarnings,
        lengthNote: outcome.lengthNote,
        channel: outcome.channel,
      };
    }),
  );
}

function failItems(
  manager: EntityManager,
  writes: GenerationWrite[],
): Promise<GenerationItemRow[]> {
  return itemRepository.fail(
    manager,
    writes.map(({ item, outcome }) => ({
      id: item.id,
      message: outcome.kind === 'failed' ? outcome.message : '',
    })),
  );
}
