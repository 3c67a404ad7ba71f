import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Allow, Audience } from '../../graphql/access';
import type { GraphQLContext } from '../../graphql/context';
import {
  GenerationRecordConnectionType,
  GenerationRecordType,
  HistoryFilterInput,
  HistoryPageInfoType,
  HistoryStatsType,
} from './dto/history.type';
import type { HistoryService } from './history.service';

/**
 * Generation history. Signed-in users see theirs on /generation-history; a guest sees the
 * records of their own session (carried into the account when they sign up).
 */
@Resolver(() => GenerationRecordType)
export class HistoryResolver {
  constructor(private readonly history: HistoryService) {}

  @Query(() => GenerationRecordConnectionType, { description: 'Newest first' })
  @Allow(Audience.Guest, Audience.Seller)
  async generationHistory(
    @Ctx() { owner }: GraphQLContext,
    @Arg('first', () => Int, { defaultValue: 50 }) first: number,
    @Arg('after', () => String, { nullable: true }) after?: string | null,
    @Arg('filter', () => HistoryFilterInput, { nullable: true }) filter?: HistoryFilterInput | null,
  ): Promise<GenerationRecordConnectionType> {
    const page = await this.history.list(owner, first, after, filter ?? {});
    return Object.assign(new GenerationRecordConnectionType(), {
      nodes: page.nodes.map((record) => GenerationRecordType.fromRecord(record)),
      pageInfo: Object.assign(new HistoryPageInfoType(), {
        endCursor: page.endCursor,
        hasNextPage: page.hasNextPage,
      }),
      totalCount: page.totalCount,
    });
  }

  @Query(() => HistoryStatsType)
  @Allow(Audience.Guest, Audience.Seller)
  async historyStats(
    @Ctx() { owner }: GraphQLContext,
    @Arg('timeZone', () => String, {
      defaultValue: 'UTC',
      description: 'IANA time zone for "today" and "this month"',
    })
    timeZone: string,
  ): Promise<HistoryStatsType> {
    return HistoryStatsType.from(await this.history.stats(owner, timeZone));
  }

  @Mutation(() => ID, { description: 'Deletes one history record; answers its id' })
  @Allow(Audience.Guest, Audience.Seller)
  async deleteGenerationRecord(
    @Ctx() { owner }: GraphQLContext,
    @Arg('id', () => ID) id: string,
  ): Promise<string> {
    return this.history.deleteOne(owner, id);
  }

  @Mutation(() => Int, { description: 'Deletes the whole history; answers how many records went' })
  @Allow(Audience.Guest, Audience.Seller)
  async clearGenerationHistory(@Ctx() { owner }: GraphQLContext): Promise<number> {
    return this.history.deleteAll(owner);
  }
}
