import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import type { BatchService } from '../../../../core/src/batches/batch.service';
import { itemSnapshot } from '../../../../core/src/events/item-events';
import { Allow, Audience } from '../../graphql/access';
import type { GraphQLContext } from '../../graphql/context';
import { BatchType } from '../batches/dto/batch.type';
import { UsageType } from '../billing/dto/usage.type';
import { ItemType } from '../items/dto/item.type';
import { RejectionsType, RejectionType } from './dto/review.type';
import type { ReviewService } from './review.service';

const INSTRUCTION_DESCRIPTION =
  'What should change ("shorter", "mention the warranty"): the rewrite follows it as guidance';

@Resolver()
export class ReviewResolver {
  constructor(
    private readonly review: ReviewService,
    private readonly batches: BatchService,
  ) {}

  @Mutation(() => [ItemType], {
    description:
      "Review mode: approves the viewer's descriptions among itemIds (others are ignored); answers those approved",
  })
  @Allow(Audience.Guest, Audience.Seller)
  async approveDescriptions(
    @Ctx() { owner }: GraphQLContext,
    @Arg('itemIds', () => [ID]) itemIds: string[],
  ): Promise<ItemType[]> {
    const items = await this.review.approve(owner, itemIds);
    return items.map((item) => ItemType.fromSnapshot(itemSnapshot(item)));
  }

  @Mutation(() => RejectionType, {
    description:
      'Review mode: rejects the description; with an instruction it is rewritten at once with it (one generation)',
  })
  @Allow(Audience.Guest, Audience.Seller)
  async rejectDescription(
    @Ctx() { owner }: GraphQLContext,
    @Arg('itemId', () => ID) itemId: string,
    @Arg('instruction', () => String, { nullable: true, description: INSTRUCTION_DESCRIPTION })
    instruction?: string | null,
  ): Promise<RejectionType> {
    const rejection = await this.review.reject(owner, itemId, instruction);
    return Object.assign(new RejectionType(), {
      item: ItemType.fromSnapshot(itemSnapshot(rejection.item)),
      rewritten: rejection.rewritten,
      usage: rejection.usage ? UsageType.from(rejection.usage) : null,
    });
  }

  @Mutation(() => RejectionsType, {
    description:
      'Review mode: rejects the descriptions among itemIds; with an instruction they are rewritten with it by Generate All (one generation each)',
  })
  @Allow(Audience.Guest, Audience.Seller)
  async rejectDescriptions(
    @Ctx() { owner }: GraphQLContext,
    @Arg('itemIds', () => [ID]) itemIds: string[],
    @Arg('instruction', () => String, { nullable: true, description: INSTRUCTION_DESCRIPTION })
    instruction?: string | null,
  ): Promise<RejectionsType> {
    const { items, batch } = await this.review.rejectMany(owner, itemIds, instruction);
    return Object.assign(new RejectionsType(), {
      items: items.map((item) => ItemType.fromSnapshot(itemSnapshot(item))),
      batch: batch ? BatchType.fromSnapshot(await this.batches.snapshot(batch)) : null,
    });
  }
}
