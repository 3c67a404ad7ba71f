import { DateTimeISOResolver } from 'graphql-scalars';
import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { BatchPreview } from '../../../../../core/src/batches/batch.service';
import type {
  BatchItemTransition,
  BatchProgressEvent,
  BatchSnapshot,
} from '../../../../../core/src/events/topics';
import { displayName } from '../../../../../core/src/generation/providers/provider';
import { ItemStatsType, ItemType } from '../../items/dto/item.type';

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

@ObjectType('NotReadyItem', {
  simpleResolvers: true,
  description: 'A row Generate All passes by because it is not ready to generate (no charge)',
})
export class NotReadyItemType {
  @Field(() => ID)
  itemId: string;

  @Field(() => String, { description: 'Its name (or SKU) as the table shows it' })
  name: string;

  @Field(() => String, {
    description: "What is missing, e.g. 'Fill in SKU and Details to generate'",
  })
  reason: string;

  static list(items: { itemId: string; name: string; reason: string }[]): NotReadyItemType[] {
    return items.map((item) => Object.assign(new NotReadyItemType(), item));
  }
}

@ObjectType('GenerationBatch', { simpleResolvers: true, description: 'One run of Generate All' })
export class BatchType {
  @Field(() => ID)
  id: string;

  @Field(() => BatchStatusValue)
  status: BatchStatusValue;

  @Field(() => Boolean, { description: 'Retry failed: only items whose last generation failed' })
  onlyFailed: boolean;

  @Field(() => Int, { description: 'Versions written per item, one generation each' })
  versions: number;

  @Field(() => Boolean, { description: 'Described items were taken too (rewrite)' })
  rewrite: boolean;

  @Field(() => Int, {
    description:
      'Described items passed by as unchanged since their description (not in total, not charged)',
  })
  unchangedCount: number;

  @Field(() => Int)
  total: number;

  @Field(() => Int)
  succeeded: number;

  @Field(() => Int)
  failed: number;

  @Field(() => Int, { description: 'Not run: cancelled, or stopped at the plan limit' })
  skipped: number;

  @Field(() => Int, { description: 'Still to run (including those being written now)' })
  pending: number;

  @Field(() => Int, { description: 'Items being written right now, on any worker' })
  generating: number;

  @Field(() => Float, {
    nullable: true,
    description: 'Items finished per minute since the batch started (null before it starts)',
  })
  itemsPerMinute: number | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Estimated seconds left at that rate (null when not yet known)',
  })
  secondsLeft: number | null;

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

  @Field(() => Int, {
    description:
      "Its items whose descriptions read like other items' (a long run of the same words, or the same opening), once it has finished",
  })
  samenessFlagged: number;

  @Field(() => Int, {
    description: 'Rows passed by as not ready to generate (not in total, not charged)',
  })
  notReadyCount: number;

  @Field(() => [NotReadyItemType], { description: 'The first of those rows, with the reason' })
  notReady: NotReadyItemType[];

  @Field(() => DateTimeISOResolver)
  createdAt: Date;

  @Field(() => DateTimeISOResolver, { nullable: true })
  startedAt: Date | null;

  @Field(() => DateTimeISOResolver, { nullable: true })
  finishedAt: Date | null;

  static fromSnapshot(snapshot: BatchSnapshot, now = Date.now()): BatchType {
    const pending = Math.max(
      snapshot.total - snapshot.succeeded - snapshot.failed - snapshot.skipped,
      0,
    );
    const done = snapshot.succeeded + snapshot.failed;
    const end = snapshot.finishedAt ? Date.parse(snapshot.finishedAt) : now;
    const minutes = snapshot.startedAt ? (end - Date.parse(snapshot.startedAt)) / 60_000 : 0;
    const itemsPerMinute = snapshot.startedAt && minutes > 0 ? done / minutes : null;
    return Object.assign(new BatchType(), {
      id: snapshot.id,
      status: snapshot.status as BatchStatusValue,
      onlyFailed: snapshot.onlyFailed,
      versions: snapshot.versions,
      rewrite: snapshot.rewrite,
      unchangedCount: snapshot.unchangedCount,
      total: snapshot.total,
      succeeded: snapshot.succeeded,
      failed: snapshot.failed,
      skipped: snapshot.skipped,
      pending,
      generating: snapshot.generating,
      itemsPerMinute: itemsPerMinute === null ? null : Math.round(itemsPerMinute * 10) / 10,
      secondsLeft:
        itemsPerMinute && done > 0 && !snapshot.finishedAt
          ? Math.ceil((pending / itemsPerMinute) * 60)
          : null,
      fallbackUsed: snapshot.fallbackUsed,
      fallbackProviderName: snapshot.fallbackProvider
        ? displayName(snapshot.fallbackProvider)
        : null,
      notice: snapshot.notice,
      stopReason: snapshot.stopReason,
      samenessFlagged: snapshot.samenessFlagged,
      notReadyCount: snapshot.notReadyCount,
      notReady: NotReadyItemType.list(snapshot.notReady),
      createdAt: new Date(snapshot.createdAt),
      startedAt: snapshot.startedAt ? new Date(snapshot.startedAt) : null,
      finishedAt: snapshot.finishedAt ? new Date(snapshot.finishedAt) : null,
    });
  }
}

@ObjectType('GenerateAllPreview', {
  simpleResolvers: true,
  description: 'What Generate All would do, before it starts',
})
export class GenerateAllPreviewType {
  @Field(() => Int, { description: 'Items it would cover' })
  itemCount: number;

  @Field(() => Int, { description: 'Generations it would use: one per version of each item' })
  willUse: number;

  @Field(() => Int, { description: 'Versions it writes per item' })
  versions: number;

  @Field(() => Int, {
    description:
      'Described items it passes by as unchanged since their description (rewrite without force): not charged',
  })
  unchangedCount: number;

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

  @Field(() => Int, {
    description: 'Rows that need a description but are not ready to generate: skipped, no charge',
  })
  notReadyCount: number;

  @Field(() => [NotReadyItemType], { description: 'The first of those rows, with the reason' })
  notReady: NotReadyItemType[];

  @Field(() => String, {
    nullable: true,
    description:
      'With nothing to generate, what the seller is told (the refusal generateAll gives)',
  })
  emptyReason: string | null;

  static from(preview: BatchPreview): GenerateAllPreviewType {
    return Object.assign(new GenerateAllPreviewType(), {
      ...preview,
      notReady: NotReadyItemType.list(preview.notReady),
    });
  }
}

@ObjectType('BatchItemTransition', {
  simpleResolvers: true,
  description: 'One item of a batch moving on',
})
export class BatchItemTransitionType {
  @Field(() => ID)
  itemId: string;

  @Field(() => BatchItemStateValue)
  state: BatchItemStateValue;

  @Field(() => ItemType, {
    nullable: true,
    description: 'The item as it is now (GENERATING, DONE, FAILED, SKIPPED)',
  })
  item: ItemType | null;

  @Field(() => String, { nullable: true, description: 'Why the item failed or was not run' })
  error: string | null;

  static from(transition: BatchItemTransition): BatchItemTransitionType {
    return Object.assign(new BatchItemTransitionType(), {
      itemId: transition.itemId,
      state: transition.state as BatchItemStateValue,
      item: transition.item ? ItemType.fromSnapshot(transition.item) : null,
      error: transition.error,
    });
  }
}

@ObjectType('BatchProgress', {
  simpleResolvers: true,
  description:
    'A batch after a change, with its counters, and the item transitions that caused it ' +
    '(several items move at once)',
})
export class BatchProgressType {
  @Field(() => BatchType)
  batch: BatchType;

  @Field(() => [BatchItemTransitionType])
  transitions: BatchItemTransitionType[];

  @Field(() => ItemStatsType, {
    nullable: true,
    description:
      "The seller's item counters after the change (sent every so often while the batch " +
      'runs, and when it starts or ends; null when unchanged since the last one sent)',
  })
  itemStats: ItemStatsType | null;

  static fromEvent(event: BatchProgressEvent): BatchProgressType {
    return Object.assign(new BatchProgressType(), {
      batch: BatchType.fromSnapshot(event.batch),
      transitions: event.transitions.map((transition) => BatchItemTransitionType.from(transition)),
      itemStats: event.itemStats ? Object.assign(new ItemStatsType(), event.itemStats) : null,
    });
  }
}
