import {
  Arg,
  Ctx,
  FieldResolver,
  ID,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
  Subscription,
} from 'type-graphql';
import {
  BATCH_NOT_FOUND_MESSAGE,
  BatchError,
  type BatchService,
} from '../../../../core/src/batches/batch.service';
import { ErrorCode } from '../../../../core/src/errors/domain-error';
import {
  Topic,
  type BatchProgressEvent,
  type ItemChangedEvent,
} from '../../../../core/src/events/topics';
import { ownerKey } from '../../../../core/src/owner/owner';
import { Allow, Audience } from '../../graphql/access';
import type { GraphQLContext } from '../../graphql/context';
import { ItemType } from '../items/dto/item.type';
import { BatchProgressType, BatchType, GenerateAllPreviewType } from './dto/batch.type';

@Resolver(() => BatchType)
export class BatchesResolver {
  constructor(private readonly batches: BatchService) {}

  @Query(() => GenerateAllPreviewType, {
    description: 'How many generations Generate All would use, and how many remain',
  })
  @Allow(Audience.Guest, Audience.Seller)
  async generateAllPreview(
    @Ctx() { owner }: GraphQLContext,
    @Arg('onlyFailed', () => Boolean, { defaultValue: false }) onlyFailed: boolean,
    @Arg('itemIds', () => [ID], { nullable: true }) itemIds?: string[] | null,
    @Arg('versions', () => Int, { defaultValue: 1 }) versions?: number,
    @Arg('rewrite', () => Boolean, { defaultValue: false }) rewrite?: boolean,
    @Arg('force', () => Boolean, { defaultValue: false }) force?: boolean,
  ): Promise<GenerateAllPreviewType> {
    const preview = await this.batches.preview(owner, {
      onlyFailed,
      itemIds: itemIds ?? undefined,
      versions,
      rewrite,
      force,
    });
    return GenerateAllPreviewType.from(preview);
  }

  @Query(() => BatchType, { nullable: true, description: "The viewer's queued or running batch" })
  @Allow(Audience.Guest, Audience.Seller)
  async activeBatch(@Ctx() { owner }: GraphQLContext): Promise<BatchType | null> {
    const batch = await this.batches.active(owner);
    return batch ? BatchType.fromSnapshot(await this.batches.snapshot(batch)) : null;
  }

  @Query(() => BatchType, { nullable: true, description: "One of the viewer's batches" })
  @Allow(Audience.Guest, Audience.Seller)
  async generationBatch(
    @Ctx() { owner }: GraphQLContext,
    @Arg('id', () => ID) id: string,
  ): Promise<BatchType | null> {
    const batch = await this.batches.find(owner, id);
    return batch ? BatchType.fromSnapshot(await this.batches.snapshot(batch)) : null;
  }

  @Mutation(() => BatchType, {
    description:
      'Generate All: starts a batch of the items without a description or that failed (or ' +
      'only the failed ones, or only itemIds) and answers at once. Returns the running batch ' +
      'when there is one. versions (1–3) per item, one generation each; rewrite takes ' +
      'described items too, passing by those unchanged since their description unless force.',
  })
  @Allow(Audience.Guest, Audience.Seller)
  async generateAll(
    @Ctx() { owner }: GraphQLContext,
    @Arg('onlyFailed', () => Boolean, { defaultValue: false }) onlyFailed: boolean,
    @Arg('itemIds', () => [ID], { nullable: true }) itemIds?: string[] | null,
    @Arg('versions', () => Int, { defaultValue: 1 }) versions?: number,
    @Arg('rewrite', () => Boolean, { defaultValue: false }) rewrite?: boolean,
    @Arg('force', () => Boolean, { defaultValue: false }) force?: boolean,
  ): Promise<BatchType> {
    const batch = await this.batches.start(owner, {
      onlyFailed,
      itemIds: itemIds ?? undefined,
      versions,
      rewrite,
      force,
    });
    return BatchType.fromSnapshot(await this.batches.snapshot(batch));
  }

  @Mutation(() => BatchType, {
    description:
      'Stops the batch: nothing more starts; items already being written finish and count ' +
      '(see generating), the rest go back to idle',
  })
  @Allow(Audience.Guest, Audience.Seller)
  async cancelBatch(
    @Ctx() { owner }: GraphQLContext,
    @Arg('id', () => ID) id: string,
  ): Promise<BatchType> {
    const batch = await this.batches.cancel(owner, id);
    return BatchType.fromSnapshot(await this.batches.snapshot(batch));
  }

  @FieldResolver(() => [ID], {
    description:
      'Items still waiting for a worker, in table order: the rows the batch will run ' +
      '(the server chose them; clients show them as queued)',
  })
  async queuedItemIds(@Root() batch: BatchType): Promise<string[]> {
    return this.batches.queuedItemIds(batch.id);
  }

  @Subscription(() => BatchProgressType, {
    description:
      "Every change of one of the viewer's batches, in order: first where it stands, then " +
      'each group of item transitions with the counters after it',
    subscribe: async ({ args, context }) => {
      const { owner, batches } = context as GraphQLContext;
      if (!batches || !(await batches.find(owner, (args as { batchId: string }).batchId))) {
        throw new BatchError(ErrorCode.NOT_FOUND, BATCH_NOT_FOUND_MESSAGE);
      }
      return batches.progress((args as { batchId: string }).batchId);
    },
  })
  @Allow(Audience.Guest, Audience.Seller)
  batchProgress(
    @Root() event: BatchProgressEvent,
    @Arg('batchId', () => ID) _batchId: string,
  ): BatchProgressType {
    return BatchProgressType.fromEvent(event);
  }

  @Subscription(() => ItemType, {
    topics: Topic.ItemChanged,
    topicId: ({ context }: { context: GraphQLContext }) => ownerKey(context.owner),
    filter: ({ payload }: { payload: ItemChangedEvent }) =>
      payload.kind === 'updated' && payload.item !== null,
    description: "Each of the viewer's items as it changes (status, description, provider)",
  })
  @Allow(Audience.Guest, Audience.Seller)
  itemUpdated(@Root() event: ItemChangedEvent): ItemType {
    return ItemType.fromSnapshot(event.item as NonNullable<ItemChangedEvent['item']>);
  }
}
