import {
  CHANNEL_LIMITS,
  utf8Length,
  type ChannelField,
} from '../../../../core/src/shared/channel-fields';
import type { Item } from './item-fields';

/** One marketplace field of an item, as the row shows it. */
export interface ChannelFieldEntry {
  field: ChannelField;
  label: string;
  /** Its size against its marketplace's limit: "58/70 characters", "3/13 tags". */
  measure: string;
  text?: string;
  list?: string[];
}

/** The item's marketplace fields that hold something, in the order the settings list them. */
export function channelFieldEntries(
  item: Pick<
    Item,
    'seoTitle' | 'seoDescription' | 'bulletPoints' | 'searchTerms' | 'tags' | 'marketplaceTitle'
  >,
): ChannelFieldEntry[] {
  const entries: ChannelFieldEntry[] = [];
  const text = (field: ChannelField, label: string, value: string | null, max: number) => {
    if (value)
      entries.push({ field, label, text: value, measure: `${value.length}/${max} characters` });
  };
  text('seoTitle', 'SEO title', item.seoTitle, CHANNEL_LIMITS.seoTitle.maxChars);
  text(
    'seoDescription',
    'SEO description',
    item.seoDescription,
    CHANNEL_LIMITS.seoDescription.maxChars,
  );
  if (item.bulletPoints.length > 0) {
    entries.push({
      field: 'bulletPoints',
      label: 'Bullet points',
      list: item.bulletPoints,
      measure: `${item.bulletPoints.length}/${CHANNEL_LIMITS.bulletPoints.count}`,
    });
  }
  if (item.searchTerms) {
    entries.push({
      field: 'searchTerms',
      label: 'Search terms',
      text: item.searchTerms,
      measure: `${utf8Length(item.searchTerms)}/${CHANNEL_LIMITS.searchTerms.maxBytes} bytes`,
    });
  }
  if (item.tags.length > 0) {
    entries.push({
      field: 'tags',
      label: 'Tags',
      list: item.tags,
      measure: `${item.tags.length}/${CHANNEL_LIMITS.tags.maxCount} tags`,
    });
  }
  text(
    'marketplaceTitle',
    'Listing title',
    item.marketplaceTitle,
    CHANNEL_LIMITS.marketplaceTitle.maxChars,
  );
  return entries;
}
