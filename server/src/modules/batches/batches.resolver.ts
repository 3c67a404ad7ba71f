import {
  Arg,
  Args,
  Ctx,
  FieldResolver,
  ID,
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
import type { BatchProgressEvent, ItemChangedEvent } from '../../../../core/src/events/topics';
import { Allow, Audience } from '../../graphql/access';
import type { GraphQLContext } from '../../graphql/context';
import { ItemType } from '../items/dto/item.type';
import { itemChangesOf } from '../items/item-changes';
import { BatchProgressType, BatchType, GenerateAllPreviewType } from './dto/batch.type';
import { GenerateAllArgs } from './dto/generate-all.args';

@Resolver(() => BatchType)
export class BatchesResolver {
  constructor(private readonly batches: BatchService) {}

  @Query(() => GenerateAllPreviewType, {
    description: 'How many generations Generate All would use, and how many remain',
  })
  @Allow(Audience.Guest, Audience.Seller)
  async generateAllPreview(
    @Ctx() { owner }: GraphQLContext,
    @Args(() => GenerateAllArgs) args: GenerateAllArgs,
  ): Promise<GenerateAllPreviewType> {
    const preview = await this.batches.preview(owner, GenerateAllArgs.request(args));
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
    @Args(() => GenerateAllArgs) args: GenerateAllArgs,
  ): Promise<BatchType> {
    const batch = await this.batches.start(owner, GenerateAllArgs.request(args));
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
    subscribe: ({ context }) =>
      itemChangesOf(
        context as GraphQLContext,
        (change) => change.kind === 'updated' && change.item !== null,
      ),
    description: "Each of the viewer's items as it changes (status, description, provider)",
  })
  @Allow(Audience.Guest, Audience.Seller)
  itemUpdated(@Root() event: ItemChangedEvent): ItemType {
    return ItemType.fromSnapshot(event.item as NonNullable<ItemChangedEvent['item']>);
  }
}
