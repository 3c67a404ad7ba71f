import { GraphQLError } from 'graphql';
import { Arg, Ctx, ID, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import {
  BATCH_NOT_FOUND_MESSAGE,
  BatchError,
  type BatchService,
} from '../../../../core/src/batches/batch.service';
import {
  Topic,
  type BatchProgressEvent,
  type ItemChangedEvent,
} from '../../../../core/src/events/topics';
import { ownerKey } from '../../../../core/src/owner/owner';
import type { GraphQLContext } from '../../graphql/context';
import { ItemType } from '../items/dto/item.type';
import { BatchProgressType, BatchType, GenerateAllPreviewType } from './dto/batch.type';

@Resolver(() => BatchType)
export class BatchesResolver {
  constructor(private readonly batches: BatchService) {}

  @Query(() => GenerateAllPreviewType, {
    description: 'How many generations Generate All would use, and how many remain',
  })
  async generateAllPreview(
    @Ctx() { owner }: GraphQLContext,
    @Arg('onlyFailed', () => Boolean, { defaultValue: false }) onlyFailed: boolean,
    @Arg('itemIds', () => [ID], { nullable: true }) itemIds?: string[] | null,
  ): Promise<GenerateAllPreviewType> {
    const preview = await this.batches.preview(owner, {
      onlyFailed,
      itemIds: itemIds ?? undefined,
    });
    return GenerateAllPreviewType.from(preview);
  }

  @Query(() => BatchType, { nullable: true, description: "The viewer's queued or running batch" })
  async activeBatch(@Ctx() { owner }: GraphQLContext): Promise<BatchType | null> {
    const batch = await this.batches.active(owner);
    return batch ? BatchType.fromEntity(batch) : null;
  }

  @Query(() => BatchType, { nullable: true, description: "One of the viewer's batches" })
  async generationBatch(
    @Ctx() { owner }: GraphQLContext,
    @Arg('id', () => ID) id: string,
  ): Promise<BatchType | null> {
    const batch = await this.batches.find(owner, id);
    return batch ? BatchType.fromEntity(batch) : null;
  }

  @Mutation(() => BatchType, {
    description:
      'Generate All: starts a batch of the items without a description or that failed (or ' +
      'only the failed ones, or only itemIds) and answers at once. Returns the running batch ' +
      'when there is one.',
  })
  async generateAll(
    @Ctx() { owner }: GraphQLContext,
    @Arg('onlyFailed', () => Boolean, { defaultValue: false }) onlyFailed: boolean,
    @Arg('itemIds', () => [ID], { nullable: true }) itemIds?: string[] | null,
  ): Promise<BatchType> {
    try {
      const batch = await this.batches.start(owner, { onlyFailed, itemIds: itemIds ?? undefined });
      return BatchType.fromEntity(batch);
    } catch (error) {
      throw asGraphQLError(error);
    }
  }

  @Mutation(() => BatchType, { description: 'Stops the batch after the item in progress' })
  async cancelBatch(
    @Ctx() { owner }: GraphQLContext,
    @Arg('id', () => ID) id: string,
  ): Promise<BatchType> {
    try {
      return BatchType.fromEntity(await this.batches.cancel(owner, id));
    } catch (error) {
      throw asGraphQLError(error);
    }
  }

  @Subscription(() => BatchProgressType, {
    description: "Every change of one of the viewer's batches, item by item, in order",
    subscribe: async ({ args, context }) => {
      const { owner, batches } = context as GraphQLContext;
      if (!batches || !(await batches.find(owner, (args as { batchId: string }).batchId))) {
        throw new GraphQLError(BATCH_NOT_FOUND_MESSAGE, { extensions: { code: 'NOT_FOUND' } });
      }
      return batches.progress((args as { batchId: string }).batchId);
    },
  })
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
  itemUpdated(@Root() event: ItemChangedEvent): ItemType {
    return ItemType.fromSnapshot(event.item as NonNullable<ItemChangedEvent['item']>);
  }
}

function asGraphQLError(error: unknown): unknown {
  return error instanceof BatchError
    ? new GraphQLError(error.message, { extensions: { code: error.code } })
    : error;
}
