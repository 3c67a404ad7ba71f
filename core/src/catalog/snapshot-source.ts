import type { ItemEntity } from '../db/entities/item.entity';
import type { ChannelField } from '../shared/channel-fields';
import type { ItemField } from '../shared/item-fields';

/**
 * The fields of an item an event carries: what events/item-events.ts makes a snapshot of, and
 * what the repository reads for the generation (GenerationItemRow).
 */
export type SnapshotSource = Pick<
  ItemEntity,
  | 'id'
  | ItemField
  | 'status'
  | 'statusMessage'
  | 'provider'
  | 'claimWarnings'
  | 'lengthNote'
  | ChannelField
  | 'sameness'
  | 'reviewState'
  | 'reviewInstruction'
  | 'versionCount'
  | 'choosingVersion'
  | 'createdAt'
  | 'updatedAt'
>;
