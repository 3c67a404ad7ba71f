import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { PromptSettingsValues } from '../../../../core/src/shared/prompt-options';
import { Allow, Audience } from '../../graphql/access';
import type { GraphQLContext } from '../../graphql/context';
import { PromptSettingsInput, PromptSettingsType } from './dto/prompt-settings.type';
import type { PromptSettingsService } from './prompt-settings.service';

@Resolver(() => PromptSettingsType)
export class PromptSettingsResolver {
  constructor(private readonly settings: PromptSettingsService) {}

  @Query(() => PromptSettingsType)
  @Allow(Audience.Guest, Audience.Seller)
  async promptSettings(@Ctx() { owner }: GraphQLContext): Promise<PromptSettingsType> {
    return PromptSettingsType.from(await this.settings.get(owner));
  }

  @Mutation(() => PromptSettingsType)
  @Allow(Audience.Guest, Audience.Seller)
  async updatePromptSettings(
    @Ctx() { owner }: GraphQLContext,
    @Arg('input', () => PromptSettingsInput) input: PromptSettingsInput,
  ): Promise<PromptSettingsType> {
    const saved = await this.settings.update(owner, input as Partial<PromptSettingsValues>);
    return PromptSettingsType.from(saved);
  }
}
