import { Arg, Ctx, ID, Int, Mutation, Resolver } from 'type-graphql';
import type { GenerationService } from '../../../../core/src/generation/generation.service';
import { Allow, Audience } from '../../graphql/access';
import type { GraphQLContext } from '../../graphql/context';
import { UsageType } from '../billing/dto/usage.type';
import { ItemType } from '../items/dto/item.type';
import { GenerationResultType } from './dto/generation-result.type';

@Resolver(() => GenerationResultType)
export class GenerationResolver {
  constructor(private readonly generation: GenerationService) {}

  @Mutation(() => GenerationResultType, {
    description:
      "Writes the item's description with the owner's settings, within their allowance. " +
      'versions (1–3): "Write 3 versions", one generation each; the first becomes the ' +
      'description and the seller chooses among them (chooseVersion)',
  })
  @Allow(Audience.Guest, Audience.Seller)
  async generateDescription(
    @Ctx() { owner }: GraphQLContext,
    @Arg('itemId', () => ID) itemId: string,
    @Arg('versions', () => Int, { defaultValue: 1 }) versions: number,
  ): Promise<GenerationResultType> {
    const outcome = await this.generation.generateForItem(owner, itemId, { versions });
    return Object.assign(new GenerationResultType(), {
      item: ItemType.fromEntity(outcome.item),
      provider: outcome.provider,
      providerName: outcome.providerName,
      fallbackUsed: outcome.fallbackUsed,
      versions: outcome.versions,
      usage: UsageType.from(outcome.usage),
    });
  }
}
