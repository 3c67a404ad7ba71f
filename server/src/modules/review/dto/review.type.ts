import { Field, ObjectType } from 'type-graphql';
import { UsageType } from '../../billing/dto/usage.type';
import { BatchType } from '../../batches/dto/batch.type';
import { ItemType } from '../../items/dto/item.type';

@ObjectType('Rejection', {
  simpleResolvers: true,
  description: 'A rejected description, and its rewrite when the rejection carried an instruction',
})
export class RejectionType {
  @Field(() => ItemType, { description: 'The item as it is now' })
  item: ItemType;

  @Field(() => Boolean, {
    description: 'The description was rewritten with the instruction (one generation)',
  })
  rewritten: boolean;

  @Field(() => UsageType, { nullable: true, description: 'Usage after the rewrite' })
  usage: UsageType | null;
}

@ObjectType('Rejections', {
  simpleResolvers: true,
  description: 'Rejected descriptions, and the batch rewriting them when an instruction came with',
})
export class RejectionsType {
  @Field(() => [ItemType])
  items: ItemType[];

  @Field(() => BatchType, {
    nullable: true,
    description: 'The Generate All batch rewriting them with the instruction',
  })
  batch: BatchType | null;
}
