import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DateTimeISOResolver } from 'graphql-scalars';
import type { ItemEntity } from '../../../../../core/src/db/entities/item.entity';
import type { ItemChangedEvent, ItemSnapshot } from '../../../../../core/src/events/topics';
import { channelFieldsOf } from '../../../../../core/src/shared/channel-fields';
import { itemFieldsOf } from '../../../../../core/src/shared/item-fields';

export enum ItemStatusValue {
  IDLE = 'idle',
  QUEUED = 'queued',
  GENERATING = 'generating',
  FAILED = 'failed',
}
registerEnumType(ItemStatusValue, { name: 'ItemStatus' });

export enum ReviewStateValue {
  DRAFT = 'draft',
  APPROVED = 'approved',
  REJECTED = 'rejected',
}
registerEnumType(ReviewStateValue, {
  name: 'ReviewState',
  description: 'Review mode: DRAFT until the seller approves (APPROVED) or rejects (REJECTED) it',
});

export enum ItemChangeKindValue {
  ADDED = 'added',
  UPDATED = 'updated',
  DELETED = 'deleted',
}
registerEnumType(ItemChangeKindValue, { name: 'ItemChangeKind' });

@ObjectType('ItemSameness', {
  simpleResolvers: true,
  description:
    "The catalogue sameness check's flag: the description shares a long run of words with other items' descriptions, or opens the same way",
})
export class ItemSamenessType {
  @Field(() => [String], { description: 'Other items sharing a run of 8+ words (the first few)' })
  sharesWordsWith: string[];

  @Field(() => Int, { description: 'How many other items share that run' })
  sharesWordsWithCount: number;

  @Field(() => String, { nullable: true, description: 'The longest shared run, as written' })
  sharedRun: string | null;

  @Field(() => [String], { description: 'Other items opening with the same words (the first few)' })
  sameOpeningAs: string[];

  @Field(() => Int, { description: 'How many other items open with the same words' })
  sameOpeningCount: number;
}

@ObjectType('Item', { simpleResolvers: true, description: "A product in the seller's table" })
export class ItemType {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  name: string;

  @Field(() => String)
  sku: string;

  @Field(() => String)
  details: string;

  @Field(() => String)
  price: string;

  @Field(() => String)
  notes: string;

  @Field(() => String)
  description: string;

  @Field(() => ItemStatusValue)
  status: ItemStatusValue;

  @Field(() => String, {
    nullable: true,
    description: "Why the item's last generation failed or did not run",
  })
  statusMessage: string | null;

  @Field(() => String, { nullable: true, description: 'The provider that wrote the description' })
  provider: string | null;

  @Field(() => [String], {
    description:
      "Numbers, units and materials in the description that the item's own fields do not back",
  })
  claimWarnings: string[];

  @Field(() => String, {
    nullable: true,
    description:
      "Set when the description is under the length band because the item's fields hold too few facts",
  })
  lengthNote: string | null;

  @Field(() => String, {
    nullable: true,
    description: "Shopify's SEO title (70 characters at most), written with the description",
  })
  seoTitle: string | null;

  @Field(() => String, {
    nullable: true,
    description: "Shopify's SEO (meta) description (320 characters at most)",
  })
  seoDescription: string | null;

  @Field(() => [String], { description: "Amazon's key product features (five at most)" })
  bulletPoints: string[];

  @Field(() => String, {
    nullable: true,
    description: "Amazon's backend search terms (under 250 bytes, no title words)",
  })
  searchTerms: string | null;

  @Field(() => [String], {
    description: "Etsy's tags (13 at most, 20 characters each, letters, numbers and spaces)",
  })
  tags: string[];

  @Field(() => String, {
    nullable: true,
    description:
      'One listing title for Etsy (TITLE) and Amazon (item_name), 140 characters at most',
  })
  marketplaceTitle: string | null;

  @Field(() => ItemSamenessType, {
    nullable: true,
    description:
      "Set when the description reads like other items' (after a Generate All); null otherwise",
  })
  sameness: ItemSamenessType | null;

  @Field(() => ReviewStateValue, {
    nullable: true,
    description: "The description's review state; null when review mode is off",
  })
  reviewState: ReviewStateValue | null;

  @Field(() => String, {
    nullable: true,
    description:
      'What the seller asked for when rejecting (the next description is written with it)',
  })
  reviewInstruction: string | null;

  @Field(() => Int, { description: 'How many versions are kept with the item (see versions)' })
  versionCount: number;

  @Field(() => Boolean, {
    description:
      'Several versions were just written and the seller has not chosen one (chooseVersion)',
  })
  choosingVersion: boolean;

  @Field(() => DateTimeISOResolver)
  createdAt: Date;

  @Field(() => DateTimeISOResolver)
  updatedAt: Date;

  static fromEntity(entity: ItemEntity): ItemType {
    return Object.assign(new ItemType(), {
      id: entity.id,
      ...itemFieldsOf(entity),
      status: entity.status as ItemStatusValue,
      statusMessage: entity.statusMessage,
      provider: entity.provider,
      claimWarnings: entity.claimWarnings,
      lengthNote: entity.lengthNote,
      ...channelFieldsOf(entity),
      sameness: entity.sameness,
      reviewState: entity.reviewState as ReviewStateValue | null,
      reviewInstruction: entity.reviewInstruction,
      versionCount: entity.versionCount,
      choosingVersion: entity.choosingVersion,
      createdAt: entity.createdAt,
      updatedAt: entity.updatedAt,
    });
  }

  static fromSnapshot(snapshot: ItemSnapshot): ItemType {
    return Object.assign(new ItemType(), {
      ...snapshot,
      status: snapshot.status as ItemStatusValue,
      reviewState: snapshot.reviewState as ReviewStateValue | null,
      createdAt: new Date(snapshot.createdAt),
      updatedAt: new Date(snapshot.updatedAt),
    });
  }
}

@ObjectType('PageInfo', { simpleResolvers: true })
export class PageInfoType {
  @Field(() => String, { nullable: true })
  endCursor: string | null;

  @Field(() => Boolean)
  hasNextPage: boolean;
}

@ObjectType('ItemConnection', { simpleResolvers: true })
export class ItemConnectionType {
  @Field(() => [ItemType])
  nodes: ItemType[];

  @Field(() => PageInfoType)
  pageInfo: PageInfoType;

  @Field(() => Int)
  totalCount: number;
}

@ObjectType('ItemStats', { simpleResolvers: true })
export class ItemStatsType {
  @Field(() => Int)
  total: number;

  @Field(() => Int)
  withDescriptions: number;

  @Field(() => Int, {
    description: 'Items without a description (a blank row, with nothing typed in it, is not one)',
  })
  pending: number;

  @Field(() => Int)
  processing: number;

  @Field(() => Int, { description: 'Review mode: descriptions waiting for approval' })
  drafts: number;

  @Field(() => Int, { description: 'Review mode: approved descriptions' })
  approved: number;

  @Field(() => Int, { description: 'Review mode: rejected descriptions' })
  rejected: number;
}

@ObjectType('ItemChange', { simpleResolvers: true, description: 'What happened to an item' })
export class ItemChangeType {
  @Field(() => ItemChangeKindValue)
  kind: ItemChangeKindValue;

  @Field(() => ID)
  itemId: string;

  @Field(() => ItemType, {
    nullable: true,
    description: 'The item as it is now; null when it was deleted',
  })
  item: ItemType | null;

  static fromEvent(event: ItemChangedEvent): ItemChangeType {
    return Object.assign(new ItemChangeType(), {
      kind: event.kind as ItemChangeKindValue,
      itemId: event.itemId,
      item: event.item ? ItemType.fromSnapshot(event.item) : null,
    });
  }
}
