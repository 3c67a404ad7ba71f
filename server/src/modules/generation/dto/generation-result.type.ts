import { Field, Int, ObjectType } from 'type-graphql';
import { UsageType } from '../../billing/dto/usage.type';
import { ItemType } from '../../items/dto/item.type';

@ObjectType('GenerationResult', { simpleResolvers: true })
export class GenerationResultType {
  @Field(() => ItemType)
  item: ItemType;

  @Field(() => String, {
    description: 'machine name: gemini | openai | xai | openai-compatible | builtin',
  })
  provider: string;

  @Field(() => String, { description: "display name, e.g. 'Gemini', 'Built-in writer'" })
  providerName: string;

  @Field(() => Boolean)
  fallbackUsed: boolean;

  @Field(() => Int, {
    description:
      'Versions written, one generation each (fewer than asked when the allowance ran short)',
  })
  versions: number;

  @Field(() => UsageType)
  usage: UsageType;
}
