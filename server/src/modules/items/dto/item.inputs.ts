import { Field, InputType } from 'type-graphql';

@InputType('ItemInput', { description: 'Fields of a new item; every field is optional' })
export class ItemInput {
  @Field(() => String, { nullable: true })
  name?: string;

  @Field(() => String, { nullable: true })
  sku?: string;

  @Field(() => String, { nullable: true })
  details?: string;

  @Field(() => String, { nullable: true })
  price?: string;

  @Field(() => String, { nullable: true })
  notes?: string;

  @Field(() => String, { nullable: true })
  description?: string;
}

// The same optional fields as a new item; what leaving one out means differs (kept, not empty).
@InputType('ItemPatch', { description: 'Fields to change; fields left out keep their value' })
export class ItemPatch extends ItemInput {}
