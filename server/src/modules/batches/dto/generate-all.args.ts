import { ArgsType, Field, ID, Int } from 'type-graphql';
import type { BatchRequest } from '../../../../../core/src/batches/batch.service';

/** Which items Generate All takes, and how: the arguments of generateAllPreview and generateAll. */
@ArgsType()
export class GenerateAllArgs {
  @Field(() => Boolean, { defaultValue: false })
  onlyFailed: boolean;

  @Field(() => [ID], { nullable: true })
  itemIds?: string[] | null;

  @Field(() => Int, { defaultValue: 1 })
  versions?: number;

  @Field(() => Boolean, { defaultValue: false })
  rewrite?: boolean;

  @Field(() => Boolean, { defaultValue: false })
  force?: boolean;

  /** The service's request (no list of items: null and absent both mean every item). */
  static request(args: GenerateAllArgs): BatchRequest {
    const { onlyFailed, itemIds, versions, rewrite, force } = args;
    return { onlyFailed, itemIds: itemIds ?? undefined, versions, rewrite, force };
  }
}
