import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { signInRequired } from '../auth/auth-errors';
import type { ApiTokensService } from './api-tokens.service';
import { ApiTokenType, CreatedApiTokenType } from './dto/api-token.type';

@Resolver(() => ApiTokenType)
export class ApiTokensResolver {
  constructor(private readonly tokens: ApiTokensService) {}

  @Query(() => [ApiTokenType])
  async apiTokens(@Ctx() { owner }: GraphQLContext): Promise<ApiTokenType[]> {
    if (owner.kind !== 'user') throw signInRequired();
    return (await this.tokens.list(owner.userId)).map((token) => ApiTokenType.fromEntity(token));
  }

  @Mutation(() => CreatedApiTokenType)
  async createApiToken(
    @Ctx() { owner }: GraphQLContext,
    @Arg('name', () => String) name: string,
  ): Promise<CreatedApiTokenType> {
    if (owner.kind !== 'user') throw signInRequired();
    const created = await this.tokens.create(owner.userId, name);
    return Object.assign(new CreatedApiTokenType(), {
      token: created.token,
      apiToken: ApiTokenType.fromEntity(created.apiToken),
    });
  }

  @Mutation(() => ID)
  async revokeApiToken(
    @Ctx() { owner }: GraphQLContext,
    @Arg('id', () => ID) id: string,
  ): Promise<string> {
    if (owner.kind !== 'user') throw signInRequired();
    return this.tokens.revoke(owner.userId, id);
  }
}
