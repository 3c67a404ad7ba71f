import {
  COMPETITION_LEVELS,
  DIFFICULTIES,
  TRENDS,
  type KeywordResult,
  type KeywordSuggestion,
} from './keyword-types';

export interface ParsedKeywordAnswer {
  keywords: KeywordResult[];
  suggestions: KeywordSuggestion[];
  /** False when the answer held no usable JSON and keywords were picked from its text. */
  parsed: boolean;
}

/**
 * Reads the AI's answer. JSON (bare, fenced, or inside prose) gives keywords and suggestions
 * with the figures the AI gave; anything else falls back to picking keyword-like phrases out
 * of the text, with every figure null (DESIGN: never invented).
 */
export function parseKeywordAnswer(text: string, category: string): ParsedKeywordAnswer {
  const json = findJson(text);
  if (json !== undefined) {
    const root = json as { keywords?: unknown; suggestions?: unknown };
    const rawKeywords = Array.isArray(json) ? json : root.keywords;
    const rawSuggestions = Array.isArray(json) ? [] : root.suggestions;
    if (Array.isArray(rawKeywords) || Array.isArray(rawSuggestions)) {
      return {
        keywords: (Array.isArray(rawKeywords) ? rawKeywords : [])
          .map((entry) => toKeyword(entry, category))
          .filter((entry): entry is KeywordResult => entry !== null),
        suggestions: (Array.isArray(rawSuggestions) ? rawSuggestions : [])
          .map(toSuggestion)
          .filter((entry): entry is KeywordSuggestion => entry !== null),
        parsed: true,
      };
    }
  }
  return {
    keywords: extractPhrases(text).map((keyword) => bareKeyword(keyword, category)),
    suggestions: [],
    parsed: false,
  };
}

function findJson(text: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(text);
  const candidates = [text.trim()];
  if (fenced) candidates.push(fenced[1].trim());
  for (const [open, close] of [
    ['{', '}'],
    ['[', ']'],
  ] as const) {
    const start = text.indexOf(open);
    const end = text.lastIndexOf(close);
    if (start >= 0 && end > start) candidates.push(text.slice(start, end + 1));
  }
  for (const candidate of candidates) {
    try {
      const value: unknown = JSON.parse(candidate);
      if (typeof value === 'object' && value !== null) return value;
    } catch {
      // try the next candidate
    }
  }
  return undefined;
}

/** A keyword with no figures: the answer named it and nothing more (never invented). */
function bareKeyword(keyword: string, category: string): KeywordResult {
  return {
    keyword,
    searchVolume: null,
    competition: null,
    trend: null,
    relevanceScore: null,
    category,
  };
}

function toKeyword(entry: unknown, category: string): KeywordResult | null {
  if (typeof entry === 'string') {
    const keyword = cleanKeyword(entry);
    return keyword ? bareKeyword(keyword, category) : null;
  }
  if (typeof entry !== 'object' || entry === null) return null;
  const raw = entry as Record<string, unknown>;
  const keyword = typeof raw.keyword === 'string' ? cleanKeyword(raw.keyword) : '';
  if (!keyword) return null;
  return {
    keyword,
    searchVolume: count(raw.searchVolume),
    competition: oneOf(raw.competition, COMPETITION_LEVELS),
    trend: oneOf(raw.trend, TRENDS),
    relevanceScore: score(raw.relevanceScore),
    category,
  };
}

function toSuggestion(entry: unknown): KeywordSuggestion | null {
  const raw: Record<string, unknown> =
    typeof entry === 'string'
      ? { keyword: entry }
      : typeof entry === 'object' && entry !== null
        ? (entry as Record<string, unknown>)
        : {};
  const keyword = typeof raw.keyword === 'string' ? cleanKeyword(raw.keyword) : '';
  if (!keyword) return null;
  return {
    keyword,
    relevance: score(raw.relevance),
    difficulty: oneOf(raw.difficulty, DIFFICULTIES),
    source: 'ai_generated',
  };
}

/** A non-negative whole number ("12,000" too), else null. */
function count(value: unknown): number | null {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\s*\d[\d,]*\s*$/.test(value)
        ? Number(value.replace(/[,\s]/g, ''))
        : NaN;
  return Number.isFinite(number) && number >= 0 ? Math.round(number) : null;
}

/** 0–100, else null. */
function score(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) return null;
  return Math.round(Math.min(100, Math.max(0, number)));
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[]): T | null {
  if (typeof value !== 'string') return null;
  const lower = value.trim().toLowerCase();
  return (allowed as readonly string[]).includes(lower) ? (lower as T) : null;
}

const MAX_KEYWORD_LENGTH = 80;
const MAX_KEYWORD_WORDS = 8;

/** Trimmed, inner spaces collapsed, wrapping quotes and bullets removed; '' when unusable. */
export function cleanKeyword(raw: string): string {
  const keyword = raw
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^["'“”‘’`*_]+|["'“”‘’`*_]+$/g, '')
    .trim();
  if (
    !keyword ||
    keyword.length > MAX_KEYWORD_LENGTH ||
    keyword.split(' ').length > MAX_KEYWORD_WORDS ||
    !/\p{L}/u.test(keyword)
  ) {
    return '';
  }
  return keyword;
}

/**
 * Keyword-like phrases from prose: list items ("1. wireless earbuds – high volume"),
 * quoted terms, and the parts of a comma-separated "Keywords: a, b, c" line.
 */
function extractPhrases(text: string): string[] {
  const found: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const item = /^\s*(?:[-*•]|\d+[.)])\s+(.+)$/.exec(line);
    if (item) {
      // The term is what comes before an explanation or figures.
      found.push(item[1].split(/\s[-–—:(]\s?|:\s|\s\(/)[0]);
      continue;
    }
    const list = /^\s*[^:]{0,40}keywords?[^:]{0,20}:\s*(.+)$/i.exec(line);
    if (list) found.push(...list[1].split(/[,;]/));
  }
  for (const quoted of text.matchAll(/["“]([^"”\n]{2,80})["”]/g)) found.push(quoted[1]);
  return found.map(cleanKeyword).filter(Boolean);
}
