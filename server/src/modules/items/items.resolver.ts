import type { GraphQLResolveInfo } from 'graphql';
import {
  Arg,
  Ctx,
  ID,
  Info,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
  Subscription,
} from 'type-graphql';
import type { ItemChangedEvent } from '../../../../core/src/events/topics';
import { Allow, Audience } from '../../graphql/access';
import type { GraphQLContext } from '../../graphql/context';
import { perSelection, selectedFields } from '../../graphql/selection';
import { itemChangesOf } from './item-changes';
import { ItemInput, ItemPatch } from './dto/item.inputs';
import { ItemChangeType, ItemConnectionType, ItemStatsType, ItemType } from './dto/item.type';
import type { ItemPageOptions, ItemsService } from './items.service';

// What a page reads, from what the operation asks of it (the same for every run of a document).
const pageShape = perSelection((info): ItemPageOptions => {
  const pageInfo = selectedFields(info, ['pageInfo']);
  return {
    fields: [...selectedFields(info, ['nodes'])],
    withTotal: selectedFields(info).has('totalCount'),
    withEndCursor: pageInfo.has('endCursor'),
    withHasNextPage: pageInfo.has('hasNextPage'),
  };
});

@Resolver(() => ItemType)
export class ItemsResolver {
  constructor(private readonly itemsService: ItemsService) {}

  @Query(() => ItemConnectionType)
  @Allow(Audience.Guest, Audience.Seller)
  async items(
    @Ctx() { owner }: GraphQLContext,
    @Info() info: GraphQLResolveInfo,
    @Arg('first', () => Int, { defaultValue: 200 }) first: number,
    @Arg('after', () => String, { nullable: true }) after?: string | null,
  ): Promise<ItemConnectionType> {
    // Only the columns the operation asks for are read, and the count only when it asks.
    const page = await this.itemsService.list(owner, first, after, pageShape(info));
    return {
      // Rows carry the Item fields asked for, under their API names (plain objects).
      nodes: page.nodes as unknown as ItemType[],
      pageInfo: { endCursor: page.endCursor, hasNextPage: page.hasNextPage },
      // Null only when not asked for, so never read.
      totalCount: page.totalCount as number,
    };
  }

  @Query(() => ItemType, { nullable: true })
  @Allow(Audience.Guest, Audience.Seller)
  async item(
    @Ctx() { owner }: GraphQLContext,
    @Arg('id', () => ID) id: string,
  ): Promise<ItemType | null> {
    const item = await this.itemsService.get(owner, id);
    return item ? ItemType.fromEntity(item) : null;
  }

  @Query(() => ItemStatsType)
  @Allow(Audience.Guest, Audience.Seller)
  async itemStats(@Ctx() { owner }: GraphQLContext): Promise<ItemStatsType> {
    return Object.assign(new ItemStatsType(), await this.itemsService.stats(owner));
  }

  @Mutation(() => ItemType)
  @Allow(Audience.Guest, Audience.Seller)
  async addItem(
    @Ctx() { owner }: GraphQLContext,
    @Arg('input', () => ItemInput, { nullable: true }) input?: ItemInput | null,
  ): Promise<ItemType> {
    return ItemType.fromEntity(await this.itemsService.add(owner, input ?? {}));
  }

  @Mutation(() => ItemType)
  @Allow(Audience.Guest, Audience.Seller)
  async updateItem(
    @Ctx() { owner }: GraphQLContext,
    @Arg('id', () => ID) id: string,
    @Arg('patch', () => ItemPatch) patch: ItemPatch,
  ): Promise<ItemType> {
    return ItemType.fromEntity(await this.itemsService.update(owner, id, patch));
  }

  @Mutation(() => ID)
  @Allow(Audience.Guest, Audience.Seller)
  async deleteItem(
    @Ctx() { owner }: GraphQLContext,
    @Arg('id', () => ID) id: string,
  ): Promise<string> {
    return this.itemsService.delete(owner, id);
  }

  @Mutation(() => [ID], {
    description:
      "Deletes the viewer's items among ids (others are ignored) and answers the ids deleted; " +
      'restoreItems brings them back for an hour',
  })
  @Allow(Audience.Guest, Audience.Seller)
  async deleteItems(
    @Ctx() { owner }: GraphQLContext,
    @Arg('ids', () => [ID]) ids: string[],
  ): Promise<string[]> {
    return this.itemsService.deleteMany(owner, ids);
  }

  @Mutation(() => [ItemType], {
    description:
      'Undo of a delete: brings deleted items back as they were (same id and place in the ' +
      'table), in table order; ids deleted over an hour ago (or never) are ignored',
  })
  @Allow(Audience.Guest, Audience.Seller)
  async restoreItems(
    @Ctx() { owner }: GraphQLContext,
    @Arg('ids', () => [ID]) ids: string[],
  ): Promise<ItemType[]> {
    const items = await this.itemsService.restore(owner, ids);
    return items.map((item) => ItemType.fromEntity(item));
  }

  @Mutation(() => [ItemType], {
    description: 'Create Copy of several items: each copy right after its original',
  })
  @Allow(Audience.Guest, Audience.Seller)
  async duplicateItems(
    @Ctx() { owner }: GraphQLContext,
    @Arg('ids', () => [ID]) ids: string[],
  ): Promise<ItemType[]> {
    const copies = await this.itemsService.duplicateMany(owner, ids);
    return copies.map((item) => ItemType.fromEntity(item));
  }

  @Mutation(() => ItemType)
  @Allow(Audience.Guest, Audience.Seller)
  async duplicateItem(
    @Ctx() { owner }: GraphQLContext,
    @Arg('id', () => ID) id: string,
  ): Promise<ItemType> {
    const copy = await this.itemsService.duplicate(owner, id);
    return ItemType.fromEntity(copy);
  }

  @Subscription(() => ItemChangeType, {
    subscribe: ({ context }) => itemChangesOf(context as GraphQLContext),
    description: "Changes to the viewer's items, from any tab, server or worker",
  })
  @Allow(Audience.Guest, Audience.Seller)
  itemChanged(@Root() event: ItemChangedEvent): ItemChangeType {
    return ItemChangeType.fromEvent(event);
  }
}
