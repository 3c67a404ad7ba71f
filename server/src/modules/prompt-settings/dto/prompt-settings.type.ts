import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { PromptSettingsValues } from '../../../../../core/src/shared/prompt-options';

export enum WritingStyleValue {
  PROFESSIONAL = 'professional',
  CASUAL = 'casual',
  LUXURY = 'luxury',
  TECHNICAL = 'technical',
  CREATIVE = 'creative',
  MINIMALIST = 'minimalist',
}
registerEnumType(WritingStyleValue, { name: 'WritingStyle' });

export enum TargetAudienceValue {
  B2B = 'b2b',
  B2C = 'b2c',
  MILLENNIALS = 'millennials',
  GEN_Z = 'gen-z',
  PROFESSIONALS = 'professionals',
  PARENTS = 'parents',
  TECH_SAVVY = 'tech-savvy',
}
registerEnumType(TargetAudienceValue, { name: 'TargetAudience' });

export enum ToneValue {
  PERSUASIVE = 'persuasive',
  INFORMATIVE = 'informative',
  EXCITING = 'exciting',
  TRUSTWORTHY = 'trustworthy',
  FRIENDLY = 'friendly',
  AUTHORITATIVE = 'authoritative',
  CONVERSATIONAL = 'conversational',
}
registerEnumType(ToneValue, { name: 'Tone' });

export enum ChannelFieldValue {
  SEO_TITLE = 'seoTitle',
  SEO_DESCRIPTION = 'seoDescription',
  BULLET_POINTS = 'bulletPoints',
  SEARCH_TERMS = 'searchTerms',
  TAGS = 'tags',
  MARKETPLACE_TITLE = 'marketplaceTitle',
}
registerEnumType(ChannelFieldValue, {
  name: 'ChannelField',
  description: 'A marketplace field a generation writes beside the description',
  valuesConfig: {
    SEO_TITLE: { description: "Shopify's SEO title (70 characters at most)" },
    SEO_DESCRIPTION: { description: "Shopify's SEO description (320 at most)" },
    BULLET_POINTS: { description: "Amazon's five key product features" },
    SEARCH_TERMS: { description: "Amazon's backend search terms (under 250 bytes)" },
    TAGS: { description: "Etsy's tags (13 at most, 20 characters each)" },
    MARKETPLACE_TITLE: { description: 'One listing title for Etsy and Amazon (140 at most)' },
  },
});

@ObjectType('PromptSettings', { simpleResolvers: true })
export class PromptSettingsType {
  @Field(() => WritingStyleValue)
  writingStyle: WritingStyleValue;

  @Field(() => TargetAudienceValue)
  targetAudience: TargetAudienceValue;

  @Field(() => ToneValue)
  tone: ToneValue;

  @Field(() => Int)
  characterCount: number;

  @Field(() => String)
  industry: string;

  @Field(() => String)
  language: string;

  @Field(() => String, {
    nullable: true,
    description:
      'The store currency (ISO 4217, e.g. EUR): descriptions state a price only with it. Any plan may set it.',
  })
  storeCurrency: string | null;

  @Field(() => [ChannelFieldValue], {
    description:
      'The marketplace fields a generation writes beside the description; empty: the description only. Any plan may set them.',
  })
  channelFields: ChannelFieldValue[];

  @Field(() => Boolean, {
    description:
      'Review mode: new descriptions are drafts until the seller approves them (exports can take approved ones only). Any plan may set it.',
  })
  reviewMode: boolean;

  static from(values: PromptSettingsValues): PromptSettingsType {
    return Object.assign(new PromptSettingsType(), {
      ...values,
      reviewMode: values.reviewMode ?? false,
      storeCurrency: values.storeCurrency ?? null,
      channelFields: (values.channelFields ?? []) as string[] as ChannelFieldValue[],
    });
  }
}

@InputType('PromptSettingsInput')
export class PromptSettingsInput {
  @Field(() => WritingStyleValue, { nullable: true })
  writingStyle?: WritingStyleValue;

  @Field(() => TargetAudienceValue, { nullable: true })
  targetAudience?: TargetAudienceValue;

  @Field(() => ToneValue, { nullable: true })
  tone?: ToneValue;

  @Field(() => Int, { nullable: true })
  characterCount?: number;

  @Field(() => String, { nullable: true })
  industry?: string;

  @Field(() => String, { nullable: true })
  language?: string;

  @Field(() => String, {
    nullable: true,
    description: 'An ISO 4217 code (EUR), or "" for none (no price in descriptions)',
  })
  storeCurrency?: string;

  @Field(() => [ChannelFieldValue], {
    nullable: true,
    description: 'The marketplace fields to write beside the description ([] for none)',
  })
  channelFields?: ChannelFieldValue[];

  @Field(() => Boolean, {
    nullable: true,
    description:
      'Review mode on (described items become drafts) or off (review states are cleared)',
  })
  reviewMode?: boolean;
}
