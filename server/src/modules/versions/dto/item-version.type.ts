import { DateTimeISOResolver } from 'graphql-scalars';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { ItemVersion } from '../../../../../core/src/catalog/version-repository';

export enum VersionOriginValue {
  GENERATED = 'generated',
  EARLIER = 'earlier',
}
registerEnumType(VersionOriginValue, {
  name: 'VersionOrigin',
  description:
    'GENERATED: written by a generation; EARLIER: a description the item had that no generation wrote here (imported, typed, or from before versions were kept)',
});

@ObjectType('ItemVersion', {
  simpleResolvers: true,
  description: 'A description the item has had, kept with it: restorable',
})
export class ItemVersionType {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  description: string;

  @Field(() => String, { nullable: true, description: 'The provider that wrote it' })
  provider: string | null;

  @Field(() => [String])
  claimWarnings: string[];

  @Field(() => String, { nullable: true })
  lengthNote: string | null;

  @Field(() => VersionOriginValue)
  origin: VersionOriginValue;

  @Field(() => String, {
    nullable: true,
    description: "The seller's instruction it was written with (a rejection's)",
  })
  instruction: string | null;

  @Field(() => ID, {
    nullable: true,
    description: 'Versions written together share it; null for a version written alone',
  })
  setId: string | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Its place among the versions written together (1-based); null if alone',
  })
  setIndex: number | null;

  @Field(() => Int, { nullable: true, description: 'How many versions were written together' })
  setSize: number | null;

  @Field(() => Boolean, { description: "It is the item's description now" })
  current: boolean;

  @Field(() => DateTimeISOResolver)
  createdAt: Date;

  static from(version: ItemVersion): ItemVersionType {
    return Object.assign(new ItemVersionType(), {
      id: version.id,
      description: version.description,
      provider: version.provider,
      claimWarnings: version.claimWarnings,
      lengthNote: version.lengthNote,
      origin: version.origin as VersionOriginValue,
      instruction: version.instruction,
      setId: version.setId,
      setIndex: version.setIndex,
      setSize: version.setSize,
      current: version.current,
      createdAt: version.createdAt,
    });
  }
}
