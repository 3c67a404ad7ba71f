/**
 * The marketplace fields Quillcart writes beside the description, and each one's published
 * limits. Browser-safe: the client shows the same limits beside the fields it displays.
 */

export const CHANNEL_FIELDS = [
  'seoTitle',
  'seoDescription',
  'bulletPoints',
  'searchTerms',
  'tags',
  'marketplaceTitle',
] as const;

export type ChannelField = (typeof CHANNEL_FIELDS)[number];

/** The known fields among `names`, each once, in CHANNEL_FIELDS order (what settings keep). */
export function chosenChannelFields(names: Iterable<string>): ChannelField[] {
  const given = new Set(names);
  return CHANNEL_FIELDS.filter((field) => given.has(field));
}

/** What one generation writes for an item besides its description. */
export interface ChannelFields {
  seoTitle: string | null;
  seoDescription: string | null;
  bulletPoints: string[];
  searchTerms: string | null;
  tags: string[];
  marketplaceTitle: string | null;
}

/** An item's marketplace fields and nothing else of it (events, GraphQL). */
export function channelFieldsOf(item: Readonly<ChannelFields>): ChannelFields {
  return {
    seoTitle: item.seoTitle,
    seoDescription: item.seoDescription,
    bulletPoints: item.bulletPoints,
    searchTerms: item.searchTerms,
    tags: item.tags,
    marketplaceTitle: item.marketplaceTitle,
  };
}

export const EMPTY_CHANNEL_FIELDS: ChannelFields = {
  seoTitle: null,
  seoDescription: null,
  bulletPoints: [],
  searchTerms: null,
  tags: [],
  marketplaceTitle: null,
};

/**
 * The limits, each from its marketplace's own documentation:
 * - Shopify, "Adding keywords for SEO" (help.shopify.com/en/manual/promoting-marketing/seo/
 *   adding-keywords): the page title field takes 70 characters, the meta description 320;
 *   search engines show about 50–60 and 150–160 of them, which is what we aim for.
 * - Amazon, "Product detail page rules" and "Make your products discoverable with search terms"
 *   (sellercentral.amazon.com/help/hub/reference/external/G200390640 and …/G23501): five key
 *   product feature bullets; backend search terms under 250 bytes, no words already in the
 *   title; titles up to 200 characters.
 * - Etsy, "How to Use Tags" and "How to Create a Listing" (help.etsy.com/hc/en-us/articles/
 *   115015641408 and …/115015663347): up to 13 tags of at most 20 characters, letters,
 *   numbers and spaces; titles up to 140 characters.
 * The Amazon bullet flat-file column (`bullet_point1`–`5`) takes 255 characters in the
 * category templates that state the tightest length; we hold every bullet to that.
 */
export const CHANNEL_LIMITS = {
  seoTitle: { maxChars: 70, aimChars: 60 },
  seoDescription: { maxChars: 320, aimMinChars: 150, aimMaxChars: 160 },
  bulletPoints: { count: 5, maxChars: 255 },
  searchTerms: { maxBytes: 249 },
  tags: { maxCount: 13, maxChars: 20 },
  /** One title for Etsy (140) and Amazon (200): the tighter of the two. */
  marketplaceTitle: { maxChars: 140 },
} as const;

/** Letters (any script), numbers and spaces: what an Etsy tag may hold. */
export const ETSY_TAG_PATTERN = /^[\p{L}\p{N} ]+$/u;

/** UTF-8 bytes, as Amazon counts search terms. */
export function utf8Length(text: string): number {
  return new TextEncoder().encode(text).length;
}
