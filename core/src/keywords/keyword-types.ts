/** SPEC §3 keyword shapes. Figures nobody measured are null, never made up. */
export const COMPETITION_LEVELS = ['low', 'medium', 'high'] as const;
export type Competition = (typeof COMPETITION_LEVELS)[number];

export const TRENDS = ['rising', 'stable', 'declining'] as const;
export type Trend = (typeof TRENDS)[number];

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const SUGGESTION_SOURCES = ['ai_generated', 'category_based'] as const;
export type SuggestionSource = (typeof SUGGESTION_SOURCES)[number];

export interface KeywordRequest {
  productName: string;
  /** Free text; mapped onto one of the keyword categories. */
  category: string;
  description?: string | null;
  targetMarket?: string | null;
  /** Where the shoppers search; default US. */
  region?: string | null;
}

export interface KeywordResult {
  keyword: string;
  /** Monthly searches. */
  searchVolume: number | null;
  competition: Competition | null;
  trend: Trend | null;
  /** 0–100: how well the term fits the product. */
  relevanceScore: number | null;
  category: string;
}

export interface KeywordSuggestion {
  keyword: string;
  /** 0–100. */
  relevance: number | null;
  difficulty: Difficulty | null;
  source: SuggestionSource;
}

export interface KeywordResponse {
  keywords: KeywordResult[];
  suggestions: KeywordSuggestion[];
  success: boolean;
  /** Why it failed, or which source failed when the answer is partial. */
  error: string | null;
  /** When the answer was computed (the cache entry's time for a cached answer). */
  timestamp: Date;
  cached: boolean;
}

/** SPEC §9: at most 20 keywords and 15 suggestions. */
export const MAX_KEYWORDS = 20;
export const MAX_SUGGESTIONS = 15;
/** SPEC §9: category-based suggestions take the first 8 of the category's list. */
export const CATEGORY_SUGGESTION_COUNT = 8;
/** SPEC §7: keyword generation asks for up to 2048 output tokens. */
export const KEYWORD_MAX_OUTPUT_TOKENS = 2048;
/** SPEC §9: keyword results are cached for one hour. */
export const KEYWORD_CACHE_TTL_MS = 60 * 60 * 1000;
