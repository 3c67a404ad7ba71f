import { Arg, Ctx, FieldResolver, ID, Mutation, Resolver, Root } from 'type-graphql';
import { itemSnapshot } from '../../../../core/src/events/item-events';
import { Allow, Audience } from '../../graphql/access';
import type { GraphQLContext } from '../../graphql/context';
import { ItemType } from '../items/dto/item.type';
import { ItemVersionType } from './dto/item-version.type';
import type { VersionsService } from './versions.service';

@Resolver(() => ItemType)
export class VersionsResolver {
  constructor(private readonly service: VersionsService) {}

  @FieldResolver(() => [ItemVersionType], {
    description:
      'Every description the item has had, newest first (versions written together in their order): restorable',
  })
  async versions(
    @Root() item: ItemType,
    @Ctx() { owner }: GraphQLContext,
  ): Promise<ItemVersionType[]> {
    const versions = await this.service.list(owner, item.id);
    return versions.map((version) => ItemVersionType.from(version));
  }

  @Mutation(() => ItemType, {
    description:
      'Picks one of the versions just written ("Write 3 versions") as the description (a draft in review mode)',
  })
  @Allow(Audience.Guest, Audience.Seller)
  async chooseVersion(
    @Ctx() { owner }: GraphQLContext,
    @Arg('itemId', () => ID) itemId: string,
    @Arg('versionId', () => ID) versionId: string,
  ): Promise<ItemType> {
    const item = await this.service.apply(owner, itemId, versionId, true);
    return ItemType.fromSnapshot(itemSnapshot(item));
  }

  @Mutation(() => ItemType, {
    description:
      'Brings back an earlier version as the description (the one it replaces is kept); a draft in review mode',
  })
  @Allow(Audience.Guest, Audience.Seller)
  async restoreVersion(
    @Ctx() { owner }: GraphQLContext,
    @Arg('itemId', () => ID) itemId: string,
    @Arg('versionId', () => ID) versionId: string,
  ): Promise<ItemType> {
    const item = await this.service.apply(owner, itemId, versionId, false);
    return ItemType.fromSnapshot(itemSnapshot(item));
  }
}
