import { DateTimeISOResolver } from 'graphql-scalars';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { BatchPreview } from '../../../../../core/src/batches/batch.service';
import type { GenerationBatchEntity } from '../../../../../core/src/db/entities/generation-batch.entity';
import type { BatchProgressEvent, BatchSnapshot } from '../../../../../core/src/events/topics';
import { displayName } from '../../../../../core/src/generation/providers/provider';
import { ItemType } from '../../items/dto/item.type';

export enum BatchStatusValue {
  QUEUED = 'queued',
  RUNNING = 'running',
  COMPLETED = 'completed',
  CANCELLED = 'cancelled',
  STOPPED = 'stopped',
}
registerEnumType(BatchStatusValue, {
  name: 'BatchStatus',
  description: 'STOPPED: ended early at the plan limit (see stopReason)',
});

export enum BatchItemStateValue {
  PENDING = 'pending',
  GENERATING = 'generating',
  DONE = 'done',
  FAILED = 'failed',
  SKIPPED = 'skipped',
}
registerEnumType(BatchItemStateValue, { name: 'BatchItemState' });

@ObjectType('GenerationBatch', { description: 'One run of Generate All' })
export class BatchType {
  @Field(() => ID)
  id: string;

  @Field(() => BatchStatusValue)
  status: BatchStatusValue;

  @Field(() => Boolean, { description: 'Retry failed: only items whose last generation failed' })
  onlyFailed: boolean;

  @Field(() => Int)
  total: number;

  @Field(() => Int)
  succeeded: number;

  @Field(() => Int)
  failed: number;

  @Field(() => Int, { description: 'Not run: cancelled, or stopped at the plan limit' })
  skipped: number;

  @Field(() => Int, { description: 'Still to run' })
  pending: number;

  @Field(() => Boolean, { description: 'Some description came from a fallback provider' })
  fallbackUsed: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'Display name of the fallback provider that wrote descriptions, if any',
  })
  fallbackProviderName: string | null;

  @Field(() => String, { nullable: true, description: 'Shown at the start (the guest cut)' })
  notice: string | null;

  @Field(() => String, { nullable: true, description: 'Why the batch stopped early' })
  stopReason: string | null;

  @Field(() => DateTimeISOResolver)
  createdAt: Date;

  @Field(() => DateTimeISOResolver, { nullable: true })
  startedAt: Date | null;

  @Field(() => DateTimeISOResolver, { nullable: true })
  finishedAt: Date | null;

  static fromEntity(batch: GenerationBatchEntity): BatchType {
    return BatchType.fromSnapshot({
      ...batch,
      createdAt: batch.createdAt.toISOString(),
      startedAt: batch.startedAt?.toISOString() ?? null,
      finishedAt: batch.finishedAt?.toISOString() ?? null,
    });
  }

  static fromSnapshot(snapshot: BatchSnapshot): BatchType {
    return Object.assign(new BatchType(), {
      id: snapshot.id,
      status: snapshot.status as BatchStatusValue,
      onlyFailed: snapshot.onlyFailed,
      total: snapshot.total,
      succeeded: snapshot.succeeded,
      failed: snapshot.failed,
      skipped: snapshot.skipped,
      pending: Math.max(
        snapshot.total - snapshot.succeeded - snapshot.failed - snapshot.skipped,
        0,
      ),
      fallbackUsed: snapshot.fallbackUsed,
      fallbackProviderName: snapshot.fallbackProvider
        ? displayName(snapshot.fallbackProvider)
        : null,
      notice: snapshot.notice,
      stopReason: snapshot.stopReason,
      createdAt: new Date(snapshot.createdAt),
      startedAt: snapshot.startedAt ? new Date(snapshot.startedAt) : null,
      finishedAt: snapshot.finishedAt ? new Date(snapshot.finishedAt) : null,
    });
  }
}

@ObjectType('GenerateAllPreview', { description: 'What Generate All would do, before it starts' })
export class GenerateAllPreviewType {
  @Field(() => Int, { description: 'Items it would cover' })
  itemCount: number;

  @Field(() => Int, { description: 'Generations it would use' })
  willUse: number;

  @Field(() => Int, { description: 'Generations left this period' })
  remaining: number;

  @Field(() => Int, { description: "The plan's generations per period" })
  quota: number;

  @Field(() => Boolean, { description: 'A paid plan would go past its quota (overage)' })
  goesIntoOverage: boolean;

  @Field(() => String, { nullable: true, description: 'Why it cannot start now' })
  blockedReason: string | null;

  @Field(() => String, { nullable: true })
  notice: string | null;

  static from(preview: BatchPreview): GenerateAllPreviewType {
    return Object.assign(new GenerateAllPreviewType(), preview);
  }
}

@ObjectType('BatchProgress', {
  description: 'A batch after a change, with the item transition that caused it (if any)',
})
export class BatchProgressType {
  @Field(() => BatchType)
  batch: BatchType;

  @Field(() => ID, { nullable: true })
  itemId: string | null;

  @Field(() => BatchItemStateValue, { nullable: true })
  state: BatchItemStateValue | null;

  @Field(() => ItemType, { nullable: true, description: 'The item after a DONE or FAILED' })
  item: ItemType | null;

  @Field(() => String, { nullable: true, description: 'Why the item failed' })
  error: string | null;

  static fromEvent(event: BatchProgressEvent): BatchProgressType {
    return Object.assign(new BatchProgressType(), {
      batch: BatchType.fromSnapshot(event.batch),
      itemId: event.itemId,
      state: event.state as BatchItemStateValue | null,
      item: event.item ? ItemType.fromSnapshot(event.item) : null,
      error: event.error,
    });
  }
}
