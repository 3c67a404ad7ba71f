import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { KEYWORD_CATEGORIES, KEYWORD_CATEGORY_IDS } from '../../../../core/src/keywords/categories';
import {
  TRENDING_MAX_LIMIT,
  type KeywordService,
} from '../../../../core/src/keywords/keyword.service';
import { Allow, Audience, SellerId } from '../../graphql/access';
import type { GraphQLContext } from '../../graphql/context';
import { UserInputError } from '../../../../core/src/errors/domain-error';
import {
  KeywordAccessType,
  KeywordCategoryType,
  KeywordRequestInput,
  KeywordResponseType,
  KeywordResultType,
} from './dto/keyword.type';
import type { KeywordAccess } from './keywords.access';

/** The keyword service (SPEC §7), behind the Business-plan lock of SPEC §6. */
@Resolver()
export class KeywordsResolver {
  constructor(
    private readonly keywords: KeywordService,
    private readonly access: KeywordAccess,
  ) {}

  @Query(() => KeywordAccessType)
  @Allow(Audience.Guest, Audience.Seller)
  async keywordAccess(@Ctx() { owner }: GraphQLContext): Promise<KeywordAccessType> {
    return Object.assign(new KeywordAccessType(), {
      enabled: this.access.enabled,
      available: await this.access.available(owner),
    });
  }

  @Query(() => [KeywordCategoryType])
  @Allow(Audience.Guest, Audience.Seller)
  keywordCategories(): KeywordCategoryType[] {
    return KEYWORD_CATEGORY_IDS.map((id) =>
      Object.assign(new KeywordCategoryType(), { id, label: KEYWORD_CATEGORIES[id].label }),
    );
  }

  @Mutation(() => KeywordResponseType, {
    description: 'Researches keywords for a product (answers from a one-hour cache when it can)',
  })
  @Allow(Audience.Seller)
  async researchKeywords(
    @SellerId() userId: string,
    @Arg('input', () => KeywordRequestInput) input: KeywordRequestInput,
  ): Promise<KeywordResponseType> {
    await this.access.check(userId);
    return KeywordResponseType.from(
      await this.keywords.research({ ...input, category: input.category ?? '' }),
    );
  }

  @Query(() => [KeywordResultType], {
    description: "The category's measured keywords, most searched first",
  })
  @Allow(Audience.Seller)
  async trendingKeywords(
    @SellerId() userId: string,
    @Arg('category', () => String) category: string,
    @Arg('limit', () => Int, { defaultValue: 10 }) limit: number,
  ): Promise<KeywordResultType[]> {
    await this.access.check(userId);
    if (!Number.isInteger(limit) || limit < 1 || limit > TRENDING_MAX_LIMIT) {
      throw new UserInputError(`limit must be between 1 and ${TRENDING_MAX_LIMIT}`);
    }
    return (await this.keywords.trending(category, limit)).map((keyword) =>
      KeywordResultType.from(keyword),
    );
  }
}
