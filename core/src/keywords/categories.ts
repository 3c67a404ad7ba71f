/**
 * The keyword categories (SPEC §9: electronics, clothing, home, beauty, sports, general;
 * 8 terms each). The terms are the modifiers shoppers add to product searches in the
 * category; the first 8 become the category-based suggestions.
 */
export const KEYWORD_CATEGORIES = {
  electronics: {
    label: 'Electronics',
    keywords: [
      'wireless',
      'bluetooth',
      'fast charging',
      'portable',
      'noise cancelling',
      'usb-c',
      'long battery life',
      'smart home compatible',
    ],
  },
  clothing: {
    label: 'Clothing',
    keywords: [
      'organic cotton',
      'slim fit',
      'breathable',
      'sustainable fashion',
      'machine washable',
      'oversized',
      'plus size',
      'handmade',
    ],
  },
  home: {
    label: 'Home & Kitchen',
    keywords: [
      'space saving',
      'dishwasher safe',
      'minimalist decor',
      'eco friendly',
      'non-toxic',
      'easy to clean',
      'gift for home',
      'handcrafted',
    ],
  },
  beauty: {
    label: 'Beauty',
    keywords: [
      'cruelty free',
      'vegan',
      'paraben free',
      'sensitive skin',
      'fragrance free',
      'hydrating',
      'dermatologist tested',
      'natural ingredients',
    ],
  },
  sports: {
    label: 'Sports & Outdoors',
    keywords: [
      'lightweight',
      'waterproof',
      'quick dry',
      'non-slip',
      'for beginners',
      'durable',
      'ergonomic',
      'travel friendly',
    ],
  },
  general: {
    label: 'General',
    keywords: [
      'best seller',
      'high quality',
      'gift idea',
      'free shipping',
      'premium',
      'affordable',
      'top rated',
      'new arrival',
    ],
  },
} as const satisfies Record<string, { label: string; keywords: readonly string[] }>;

export type KeywordCategory = keyof typeof KEYWORD_CATEGORIES;

export const KEYWORD_CATEGORY_IDS = Object.keys(KEYWORD_CATEGORIES) as KeywordCategory[];

// Words a seller might type for each category (marketplace category paths included).
const SYNONYMS: Record<Exclude<KeywordCategory, 'general'>, readonly string[]> = {
  electronics: [
    'electronic',
    'tech',
    'gadget',
    'computer',
    'phone',
    'audio',
    'camera',
    'headphone',
    'laptop',
  ],
  clothing: ['cloth', 'apparel', 'fashion', 'wear', 'shirt', 'dress', 'shoe', 'jacket', 'accessor'],
  home: ['home', 'kitchen', 'house', 'furniture', 'decor', 'garden', 'living', 'bath', 'bed'],
  beauty: ['beauty', 'cosmetic', 'skin', 'makeup', 'hair', 'personal care', 'fragrance', 'nail'],
  sports: ['sport', 'fitness', 'outdoor', 'gym', 'camping', 'cycling', 'running', 'yoga', 'hiking'],
};

/** The keyword category for what the seller typed ("Home & Kitchen > Mugs" → home). */
export function resolveCategory(raw: string | null | undefined): KeywordCategory {
  const text = (raw ?? '').trim().toLowerCase();
  if (!text) return 'general';
  if (text in KEYWORD_CATEGORIES) return text as KeywordCategory;
  for (const [category, words] of Object.entries(SYNONYMS) as [
    Exclude<KeywordCategory, 'general'>,
    readonly string[],
  ][]) {
    // Word starts only: "kitchenware" is not "wear", "embedded" is not "bed".
    if (words.some((word) => new RegExp(`\\b${word}`).test(text))) return category;
  }
  return 'general';
}
