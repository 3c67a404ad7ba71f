import { KEYWORD_CATEGORIES, KEYWORD_CATEGORY_IDS, resolveCategory } from './categories';

describe('keyword categories', () => {
  it('are the six of SPEC §9 with 8 keywords each', () => {
    expect(KEYWORD_CATEGORY_IDS).toEqual([
      'electronics',
      'clothing',
      'home',
      'beauty',
      'sports',
      'general',
    ]);
    for (const id of KEYWORD_CATEGORY_IDS) {
      expect(KEYWORD_CATEGORIES[id].keywords).toHaveLength(8);
    }
  });

  it.each([
    ['electronics', 'electronics'],
    ['Home & Kitchen > Mugs', 'home'],
    ['Kitchenware', 'home'],
    ['Apparel', 'clothing'],
    ['Skin care', 'beauty'],
    ['Outdoor gear', 'sports'],
    ['Embedded boards', 'general'],
    ['', 'general'],
    ['Pet supplies', 'general'],
  ])('maps %p to %p', (text, category) => {
    expect(resolveCategory(text)).toBe(category);
  });
});
