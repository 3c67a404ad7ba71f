import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DateTimeISOResolver } from 'graphql-scalars';
import { displayName } from '../../../../../core/src/generation/providers/provider';
import type { HistoryRecord, HistoryStats } from '../history.service';

export enum GenerationOutcomeValue {
  SUCCESS = 'success',
  FAILED = 'failed',
}
registerEnumType(GenerationOutcomeValue, {
  name: 'GenerationOutcome',
  description: 'Whether a generation attempt wrote a description',
});

@ObjectType('GenerationRecord', {
  simpleResolvers: true,
  description: 'One generation attempt, with the settings it ran with (SPEC §3)',
})
export class GenerationRecordType {
  @Field(() => ID)
  id: string;

  @Field(() => ID, { nullable: true, description: 'The item, while it still exists' })
  itemId: string | null;

  @Field(() => String)
  itemName: string;

  @Field(() => String)
  itemSku: string;

  @Field(() => String, { description: 'Empty for a failed attempt' })
  description: string;

  @Field(() => Int, { description: 'The target length the description was written for' })
  characterCount: number;

  @Field(() => String)
  writingStyle: string;

  @Field(() => String)
  tone: string;

  @Field(() => String)
  targetAudience: string;

  @Field(() => String)
  industry: string;

  @Field(() => String)
  language: string;

  @Field(() => String, { nullable: true, description: 'The provider that wrote it' })
  provider: string | null;

  @Field(() => String, { nullable: true, description: "The provider's display name" })
  providerName: string | null;

  @Field(() => Boolean)
  fallbackUsed: boolean;

  @Field(() => [String])
  claimWarnings: string[];

  @Field(() => Boolean, {
    description: 'A short AI answer was sent back once for a longer one (the better one was kept)',
  })
  revised: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'Set when the description is under the length band: what would fill it',
  })
  lengthNote: string | null;

  @Field(() => GenerationOutcomeValue)
  outcome: GenerationOutcomeValue;

  @Field(() => String, { nullable: true, description: 'Why a failed attempt failed' })
  error: string | null;

  @Field(() => DateTimeISOResolver)
  createdAt: Date;

  static fromRecord(record: HistoryRecord): GenerationRecordType {
    return Object.assign(new GenerationRecordType(), {
      ...record,
      providerName: record.provider ? displayName(record.provider) : null,
      revised: record.revision !== null,
      outcome: record.outcome as GenerationOutcomeValue,
    });
  }
}

@ObjectType('HistoryPageInfo', { simpleResolvers: true })
export class HistoryPageInfoType {
  @Field(() => String, { nullable: true })
  endCursor: string | null;

  @Field(() => Boolean)
  hasNextPage: boolean;
}

@ObjectType('GenerationRecordConnection', { simpleResolvers: true })
export class GenerationRecordConnectionType {
  @Field(() => [GenerationRecordType])
  nodes: GenerationRecordType[];

  @Field(() => HistoryPageInfoType)
  pageInfo: HistoryPageInfoType;

  @Field(() => Int, { description: 'Records matching the filter' })
  totalCount: number;
}

@ObjectType('HistoryStats', {
  simpleResolvers: true,
  description: 'Generation statistics from the recorded outcomes',
})
export class HistoryStatsType {
  @Field(() => Int, { description: 'Successful generations' })
  total: number;

  @Field(() => Int, { description: 'Since the first of the month, in the given time zone' })
  thisMonth: number;

  @Field(() => Int, { description: 'In the last 7 days' })
  thisWeek: number;

  @Field(() => Int, { description: 'Since midnight, in the given time zone' })
  today: number;

  @Field(() => Int, { description: 'Mean length of successful descriptions, in characters' })
  avgLength: number;

  @Field(() => Int, { description: 'Attempts, successful or failed' })
  attempts: number;

  @Field(() => Int)
  failed: number;

  @Field(() => Float, {
    nullable: true,
    description: 'Percentage of attempts that succeeded (one decimal); null before any attempt',
  })
  successRate: number | null;

  static from(stats: HistoryStats): HistoryStatsType {
    return Object.assign(new HistoryStatsType(), stats);
  }
}

@InputType('HistoryFilter')
export class HistoryFilterInput {
  @Field(() => String, { nullable: true, description: 'Part of the item name or SKU' })
  search?: string | null;

  @Field(() => DateTimeISOResolver, { nullable: true, description: 'Created at or after' })
  from?: Date | null;

  @Field(() => DateTimeISOResolver, { nullable: true, description: 'Created before' })
  to?: Date | null;

  @Field(() => GenerationOutcomeValue, { nullable: true })
  outcome?: GenerationOutcomeValue | null;
}
