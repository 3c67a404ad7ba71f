import { Arg, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Allow, Audience, SellerId } from '../../graphql/access';
import type { ApiTokensService } from './api-tokens.service';
import { ApiTokenType, CreatedApiTokenType } from './dto/api-token.type';

@Resolver(() => ApiTokenType)
export class ApiTokensResolver {
  constructor(private readonly tokens: ApiTokensService) {}

  @Query(() => [ApiTokenType])
  @Allow(Audience.Seller)
  async apiTokens(@SellerId() userId: string): Promise<ApiTokenType[]> {
    return (await this.tokens.list(userId)).map((token) => ApiTokenType.fromEntity(token));
  }

  @Mutation(() => CreatedApiTokenType)
  @Allow(Audience.Seller)
  async createApiToken(
    @SellerId() userId: string,
    @Arg('name', () => String) name: string,
  ): Promise<CreatedApiTokenType> {
    const created = await this.tokens.create(userId, name);
    return Object.assign(new CreatedApiTokenType(), {
      token: created.token,
      apiToken: ApiTokenType.fromEntity(created.apiToken),
    });
  }

  @Mutation(() => ID)
  @Allow(Audience.Seller)
  async revokeApiToken(
    @SellerId() userId: string,
    @Arg('id', () => ID) id: string,
  ): Promise<string> {
    return this.tokens.revoke(userId, id);
  }
}
