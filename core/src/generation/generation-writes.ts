import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { consumeForOwners, type UsageSnapshot } from '../billing/usage-ledger';
import { itemRepository, type GenerationItemRow } from '../catalog/item-repository';
import { versionRepository } from '../catalog/version-repository';
import { contentHash } from '../channels/content-hash';
import { ownerKey, ownerOf, type Owner } from '../owner/owner';
import type { ChannelFields } from '../shared/channel-fields';
import type { PromptSettingsValues } from '../shared/prompt-options';
import { generationRecordRepository } from './generation-record-repository';

/** One version the chain wrote, checked and ready to record. */
export interface VersionText {
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

/** A description the chain wrote, checked and ready to record. */
export interface WrittenText extends VersionText {
  kind: 'success';
  /**
   * Further versions written with it ("Write 3 versions"), for the seller to choose from: each
   * is a generation of its own (its record, its unit of usage).
   */
  more?: VersionText[];
}

/** One generation to record: a description written, or a failure. */
export interface GenerationWrite {
  item: GenerationItemRow;
  settings: PromptSettingsValues;
  batchId: string | null;
  outcome: WrittenText | { kind: 'failed'; message: string };
  /** The seller's guidance it was written with (a rejection's instruction), kept on its versions. */
  instruction?: string | null;
}

export type WriteResult =
  /** Recorded; the item as it is now (described, or failed with the reason). */
  | { kind: 'written'; item: GenerationItemRow; versions: number }
  /** The owner's allowance had no unit left for it: nothing recorded, nothing charged. */
  | { kind: 'refused'; reason: 'guest-limit' | 'plan-limit' }
  /** This (batch, item) was recorded before (a retried or recovered run): nothing changed. */
  | { kind: 'duplicate' };

/** One record to write: a write's version (0: the description itself). */
interface RecordSlot {
  write: number;
  variant: number;
  version: VersionText | null;
}

/**
 * Records generations, one or many, inside the caller's transaction: the generation records,
 * the units of usage, the kept versions and the items' descriptions (or failure reasons) —
 * all or nothing. Each version written is a generation: its own record and unit. The records
 * go in first, so a (batch, item, version) recorded before hits the unique index and is
 * neither written nor charged again. Then each owner's successes take their units at once
 * (consumeGenerations): every item's first version before any item's second, so a nearly
 * spent allowance describes as many items as it can; the versions it has no room for are
 * taken out again (an item whose first version has no room is refused). Failures consume
 * nothing. The description an item had that no kept version holds is kept before it is
 * replaced.
 */
export async function writeGenerations(
  manager: EntityManager,
  writes: GenerationWrite[],
): Promise<{ results: WriteResult[]; usage: Map<string, UsageSnapshot> }> {
  const results: WriteResult[] = writes.map(() => ({ kind: 'duplicate' }));
  const usage = new Map<string, UsageSnapshot>();
  if (writes.length === 0) return { results, usage };

  const slots = writes.flatMap((write, index): RecordSlot[] =>
    write.outcome.kind === 'success'
      ? [write.outcome, ...(write.outcome.more ?? [])].map((version, variant) => ({
          write: index,
          variant,
          version,
        }))
      : [{ write: index, variant: 0, version: null }],
  );
  const recordIds = await insertRecords(manager, writes, slots);
  // A write is new when its first record is; its other versions went in with it.
  const freshWrites = new Set(
    slots.filter((slot, at) => slot.variant === 0 && recordIds[at]).map((slot) => slot.write),
  );
  const fresh = (index: number) => freshWrites.has(index);

  // Each owner's new successes take their units together: first versions first.
  const unitsByOwner = new Map<string, { owner: Owner; slots: number[] }>();
  const failed: number[] = [];
  slots.forEach((slot, at) => {
    if (!fresh(slot.write) || recordIds[at] === null) return;
    if (slot.version === null) {
      failed.push(slot.write);
      return;
    }
    const owner = ownerOf(writes[slot.write].item);
    const key = ownerKey(owner);
    const entry = unitsByOwner.get(key) ?? { owner, slots: [] };
    entry.slots.push(at);
    unitsByOwner.set(key, entry);
  });
  const granted = new Set<number>();
  const refusedRecords: string[] = [];
  const refusal = new Map<number, 'guest-limit' | 'plan-limit'>();
  // Every owner's units at once (the usage rows are locked in one order).
  const owners = [...unitsByOwner];
  const consumed = await consumeForOwners(
    manager,
    owners.map(([, { owner, slots: taken }]) => ({ owner, count: taken.length })),
  );
  for (const [position, [key, entry]] of owners.entries()) {
    const taken = consumed[position];
    usage.set(key, taken.usage);
    const ordered = [...entry.slots].sort((a, b) => slots[a].variant - slots[b].variant || a - b);
    ordered.forEach((at, order) => {
      if (order < taken.granted) {
        granted.add(at);
      } else {
        refusedRecords.push(recordIds[at] as string);
        if (slots[at].variant === 0) refusal.set(slots[at].write, taken.refusal ?? 'plan-limit');
      }
    });
  }
  if (refusedRecords.length > 0) {
    await generationRecordRepository.deleteByIds(manager, refusedRecords);
  }
  for (const [index, reason] of refusal) results[index] = { kind: 'refused', reason };

  // The described items: each with the versions its allowance had room for.
  const described = new Map<number, { slot: RecordSlot; recordId: string }[]>();
  slots.forEach((slot, at) => {
    if (!granted.has(at) || refusal.has(slot.write)) return;
    const kept = described.get(slot.write) ?? [];
    kept.push({ slot, recordId: recordIds[at] as string });
    described.set(slot.write, kept);
  });
  const describedAt = new Map([...described.keys()].map((index) => [writes[index].item.id, index]));
  for (const item of await describeItems(manager, writes, described)) {
    const index = describedAt.get(item.id);
    if (index !== undefined) {
      results[index] = { kind: 'written', item, versions: described.get(index)?.length ?? 0 };
    }
  }
  const failedAt = new Map(failed.map((index) => [writes[index].item.id, index]));
  for (const item of await failItems(
    manager,
    failed.map((index) => writes[index]),
  )) {
    const index = failedAt.get(item.id);
    if (index !== undefined) results[index] = { kind: 'written', item, versions: 0 };
  }
  return { results, usage };
}

/** Inserts one record per slot; null where its (batch, item, version) already had one. */
function insertRecords(
  manager: EntityManager,
  writes: GenerationWrite[],
  slots: RecordSlot[],
): Promise<(string | null)[]> {
  return generationRecordRepository.insertMany(
    manager,
    slots.map(({ write: index, variant, version }) => {
      const { item, settings, batchId, outcome } = writes[index];
      return {
        ownerUserId: item.ownerUserId,
        ownerGuestId: item.ownerGuestId,
        itemId: item.id,
        batchId,
        variant,
        itemName: item.name,
        itemSku: item.sku,
        description: version ? version.text : '',
        characterCount: settings.characterCount,
        writingStyle: settings.writingStyle || 'default',
        tone: settings.tone || 'default',
        targetAudience: settings.targetAudience || 'general',
        industry: settings.industry || 'general',
        language: settings.language,
        provider: version ? version.provider : null,
        fallbackUsed: version !== null && version.fallbackUsed,
        claimWarnings: version ? version.claimWarnings : [],
        outcome: version ? 'success' : 'failed',
        error: outcome.kind === 'failed' ? outcome.message : null,
        revision: version ? version.revision : null,
        lengthNote: version ? version.lengthNote : null,
        channelFields: version ? version.channel : null,
      };
    }),
  );
}

/**
 * Keeps the written versions with their items and makes each item's first one its
 * description; several versions leave the choice to the seller.
 */
async function describeItems(
  manager: EntityManager,
  writes: GenerationWrite[],
  described: Map<number, { slot: RecordSlot; recordId: string }[]>,
): Promise<GenerationItemRow[]> {
  if (described.size === 0) return [];
  const entries = [...described];
  await versionRepository.keepCurrent(
    manager,
    entries.map(([index]) => writes[index].item.id),
  );
  const hashes = new Map(
    entries.map(([index]) => {
      const { item, settings } = writes[index];
      return [index, contentHash(item, settings, settings.channelFields ?? [])];
    }),
  );
  const versions = entries.flatMap(([index, kept]) => {
    const { item, instruction } = writes[index];
    const setId = kept.length > 1 ? randomUUID() : null;
    return kept.map(({ recordId }, order) => ({
      itemId: item.id,
      recordId,
      contentHash: hashes.get(index) as string,
      instruction: instruction ?? null,
      setId,
      setIndex: setId ? order + 1 : null,
      setSize: setId ? kept.length : null,
    }));
  });
  const versionIds = await versionRepository.insertGenerated(manager, versions);
  let next = 0;
  const descriptions = entries.map(([index, kept]) => {
    const versionId = versionIds[next];
    next += kept.length;
    return {
      id: writes[index].item.id,
      versionId,
      alternatives: kept.length - 1,
      contentHash: hashes.get(index) as string,
    };
  });
  return itemRepository.describe(manager, descriptions);
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
