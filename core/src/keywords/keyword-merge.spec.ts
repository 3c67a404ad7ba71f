import { mergeKeywords, mergeSuggestions } from './keyword-merge';
import type { KeywordResult, KeywordSuggestion } from './keyword-types';

function keyword(name: string, fields: Partial<KeywordResult> = {}): KeywordResult {
  return {
    keyword: name,
    searchVolume: null,
    competition: null,
    trend: null,
    relevanceScore: null,
    category: 'general',
    ...fields,
  };
}

function suggestion(name: string, fields: Partial<KeywordSuggestion> = {}): KeywordSuggestion {
  return { keyword: name, relevance: null, difficulty: null, source: 'ai_generated', ...fields };
}

describe('mergeKeywords', () => {
  it('dedupes case- and space-insensitively, the first source winning each known figure', () => {
    const merged = mergeKeywords(
      [keyword('Ceramic Mug', { searchVolume: 9000, competition: 'high' })],
      [
        keyword('ceramic  mug', {
          searchVolume: 123,
          competition: 'low',
          trend: 'rising',
          relevanceScore: 90,
        }),
      ],
    );
    expect(merged).toEqual([
      keyword('Ceramic Mug', {
        searchVolume: 9000,
        competition: 'high',
        trend: 'rising',
        relevanceScore: 90,
      }),
    ]);
  });

  it('sorts by score descending, then volume, unknown figures last, then by name', () => {
    const merged = mergeKeywords([
      keyword('b', { relevanceScore: 50 }),
      keyword('a'),
      keyword('c', { relevanceScore: 90 }),
      keyword('d', { relevanceScore: 50, searchVolume: 10 }),
      keyword('e', { searchVolume: 5 }),
    ]);
    expect(merged.map((k) => k.keyword)).toEqual(['c', 'd', 'b', 'e', 'a']);
  });

  it('keeps at most 20', () => {
    const many = Array.from({ length: 30 }, (_, i) => keyword(`kw ${i}`, { relevanceScore: i }));
    const merged = mergeKeywords(many);
    expect(merged).toHaveLength(20);
    expect(merged[0].keyword).toBe('kw 29');
    expect(merged[19].keyword).toBe('kw 10');
  });
});

describe('mergeSuggestions', () => {
  it('dedupes case-insensitively, sorts by relevance (unknown last) and keeps at most 15', () => {
    const ai = Array.from({ length: 12 }, (_, i) => suggestion(`idea ${i}`, { relevance: i }));
    const category = ['IDEA 3', 'wireless', 'bluetooth', 'portable', 'usb-c', 'smart'].map((name) =>
      suggestion(name, { source: 'category_based' }),
    );
    const merged = mergeSuggestions(ai, category);
    expect(merged).toHaveLength(15);
    expect(merged[0]).toEqual(suggestion('idea 11', { relevance: 11 }));
    expect(merged.filter((s) => s.keyword.toLowerCase() === 'idea 3')).toEqual([
      suggestion('idea 3', { relevance: 3 }),
    ]);
    expect(merged.slice(12).map((s) => s.keyword)).toEqual(['bluetooth', 'portable', 'smart']);
  });
});
