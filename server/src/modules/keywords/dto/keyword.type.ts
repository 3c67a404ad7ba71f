import { Field, Float, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DateTimeISOResolver } from 'graphql-scalars';
import type {
  KeywordResponse,
  KeywordResult,
  KeywordSuggestion,
} from '../../../../../core/src/keywords/keyword-types';

export enum CompetitionValue {
  LOW = 'low',
  MEDIUM = 'medium',
  HIGH = 'high',
}
registerEnumType(CompetitionValue, { name: 'KeywordCompetition' });

export enum TrendValue {
  RISING = 'rising',
  STABLE = 'stable',
  DECLINING = 'declining',
}
registerEnumType(TrendValue, { name: 'KeywordTrend' });

export enum DifficultyValue {
  EASY = 'easy',
  MEDIUM = 'medium',
  HARD = 'hard',
}
registerEnumType(DifficultyValue, { name: 'KeywordDifficulty' });

export enum SuggestionSourceValue {
  AI_GENERATED = 'ai_generated',
  CATEGORY_BASED = 'category_based',
}
registerEnumType(SuggestionSourceValue, { name: 'KeywordSuggestionSource' });

@InputType('KeywordRequestInput', { description: 'What to research keywords for (SPEC §3)' })
export class KeywordRequestInput {
  @Field(() => String)
  productName: string;

  @Field(() => String, {
    nullable: true,
    description: 'A keyword category id or free text (e.g. "Home & Kitchen"); default general',
  })
  category?: string | null;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => String, { nullable: true })
  targetMarket?: string | null;

  @Field(() => String, { nullable: true, description: 'Two-letter country code; default US' })
  region?: string | null;
}

@ObjectType('KeywordResult', {
  simpleResolvers: true,
  description: 'Unknown figures are null, never estimated by us',
})
export class KeywordResultType {
  @Field(() => String)
  keyword: string;

  @Field(() => Int, { nullable: true, description: 'Monthly searches' })
  searchVolume: number | null;

  @Field(() => CompetitionValue, { nullable: true })
  competition: CompetitionValue | null;

  @Field(() => TrendValue, { nullable: true })
  trend: TrendValue | null;

  @Field(() => Float, { nullable: true, description: '0–100' })
  relevanceScore: number | null;

  @Field(() => String)
  category: string;

  static from(result: KeywordResult): KeywordResultType {
    return Object.assign(new KeywordResultType(), result);
  }
}

@ObjectType('KeywordSuggestion', { simpleResolvers: true })
export class KeywordSuggestionType {
  @Field(() => String)
  keyword: string;

  @Field(() => Float, { nullable: true, description: '0–100' })
  relevance: number | null;

  @Field(() => DifficultyValue, { nullable: true })
  difficulty: DifficultyValue | null;

  @Field(() => SuggestionSourceValue)
  source: SuggestionSourceValue;

  static from(suggestion: KeywordSuggestion): KeywordSuggestionType {
    return Object.assign(new KeywordSuggestionType(), suggestion);
  }
}

@ObjectType('KeywordResponse', { simpleResolvers: true })
export class KeywordResponseType {
  @Field(() => [KeywordResultType])
  keywords: KeywordResultType[];

  @Field(() => [KeywordSuggestionType])
  suggestions: KeywordSuggestionType[];

  @Field(() => Boolean)
  success: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'Why research failed, or which source failed for a partial answer',
  })
  error: string | null;

  @Field(() => DateTimeISOResolver)
  timestamp: Date;

  @Field(() => Boolean, { description: 'True when answered from the one-hour cache' })
  cached: boolean;

  static from(response: KeywordResponse): KeywordResponseType {
    return Object.assign(new KeywordResponseType(), {
      ...response,
      keywords: response.keywords.map((keyword) => KeywordResultType.from(keyword)),
      suggestions: response.suggestions.map((suggestion) => KeywordSuggestionType.from(suggestion)),
    });
  }
}

@ObjectType('KeywordCategory', { simpleResolvers: true })
export class KeywordCategoryType {
  @Field(() => String)
  id: string;

  @Field(() => String)
  label: string;
}

@ObjectType('KeywordAccess', {
  simpleResolvers: true,
  description: 'Whether the Trending Keywords tool is open to the viewer',
})
export class KeywordAccessType {
  @Field(() => Boolean, { description: 'The operator has switched the tool on' })
  enabled: boolean;

  @Field(() => Boolean, { description: 'Enabled, and the viewer is on the Business plan' })
  available: boolean;
}
