import {
  MAX_KEYWORDS,
  MAX_SUGGESTIONS,
  type KeywordResult,
  type KeywordSuggestion,
} from './keyword-types';

/** The dedupe key: case and spacing do not make a different keyword. */
export function keywordKey(keyword: string): string {
  return keyword.replace(/\s+/g, ' ').trim().toLowerCase();
}

/**
 * Keywords from every source, deduplicated case-insensitively, best first, at most 20.
 * Sources come in priority order: for a term two sources share, each figure comes from the
 * first source that knows it (measured trending data before AI estimates).
 */
export function mergeKeywords(...sources: KeywordResult[][]): KeywordResult[] {
  const merged = new Map<string, KeywordResult>();
  for (const keyword of sources.flat()) {
    const key = keywordKey(keyword.keyword);
    const seen = merged.get(key);
    merged.set(
      key,
      seen
        ? {
            keyword: seen.keyword,
            searchVolume: seen.searchVolume ?? keyword.searchVolume,
            competition: seen.competition ?? keyword.competition,
            trend: seen.trend ?? keyword.trend,
            relevanceScore: seen.relevanceScore ?? keyword.relevanceScore,
            category: seen.category,
          }
        : keyword,
    );
  }
  return [...merged.values()]
    .sort(
      (a, b) =>
        descending(a.relevanceScore, b.relevanceScore) ||
        descending(a.searchVolume, b.searchVolume) ||
        a.keyword.localeCompare(b.keyword),
    )
    .slice(0, MAX_KEYWORDS);
}

/** Suggestions from every source, deduplicated case-insensitively, best first, at most 15. */
export function mergeSuggestions(...sources: KeywordSuggestion[][]): KeywordSuggestion[] {
  const merged = new Map<string, KeywordSuggestion>();
  for (const suggestion of sources.flat()) {
    const key = keywordKey(suggestion.keyword);
    const seen = merged.get(key);
    merged.set(
      key,
      seen
        ? {
            ...seen,
            relevance: seen.relevance ?? suggestion.relevance,
            difficulty: seen.difficulty ?? suggestion.difficulty,
          }
        : suggestion,
    );
  }
  return [...merged.values()]
    .sort((a, b) => descending(a.relevance, b.relevance) || a.keyword.localeCompare(b.keyword))
    .slice(0, MAX_SUGGESTIONS);
}

// Higher first; unknown (null) after every known figure.
function descending(a: number | null, b: number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return b - a;
}
