import { createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { UserInputError } from '../errors/domain-error';
import { KeywordCacheEntity } from '../db/entities/keyword-cache.entity';
import { TrendingKeywordEntity } from '../db/entities/trending-keyword.entity';
import { ProviderError } from '../generation/providers/provider';
import type { Logger } from '../logging/logger';
import {
  CATEGORY_SUGGESTION_COUNT,
  KEYWORD_CACHE_TTL_MS,
  type KeywordRequest,
  type KeywordResponse,
  type KeywordResult,
  type KeywordSuggestion,
} from './keyword-types';
import type { KeywordAi } from './keyword-ai';
import { parseKeywordAnswer } from './keyword-answer';
import { mergeKeywords, mergeSuggestions } from './keyword-merge';
import { buildKeywordPrompt } from './keyword-prompt';
import { KEYWORD_CATEGORIES, resolveCategory, type KeywordCategory } from './categories';

export interface KeywordServiceOptions {
  /** How long an answer is reused (SPEC §9: one hour). */
  cacheTtlMs?: number;
  /** Time limit of the AI call. */
  timeoutMs?: number;
  /** The clock (tests move it). */
  now?: () => Date;
}

export const TRENDING_MAX_LIMIT = 50;
const TRENDING_PER_RESEARCH = 20;

/** A keyword request with the seller's text trimmed and defaults applied. */
export interface NormalisedKeywordRequest {
  productName: string;
  category: KeywordCategory;
  categoryText: string;
  description: string;
  targetMarket: string;
  region: string;
}

interface SourceResult {
  keywords: KeywordResult[];
  suggestions: KeywordSuggestion[];
}

/**
 * Keyword research (SPEC §7): the AI source (Gemini) and the category source (measured
 * trending keywords of the category, and the category's suggestion list) run concurrently
 * and either may fail; the results are merged, deduplicated and capped, and a complete
 * answer is cached in Postgres for an hour.
 */
export class KeywordService {
  private readonly cacheTtlMs: number;
  private readonly timeoutMs: number;
  private readonly now: () => Date;

  constructor(
    private readonly dataSource: DataSource,
    private readonly ai: KeywordAi | null,
    private readonly log: Logger,
    options: KeywordServiceOptions = {},
  ) {
    this.cacheTtlMs = options.cacheTtlMs ?? KEYWORD_CACHE_TTL_MS;
    this.timeoutMs = options.timeoutMs ?? 30_000;
    this.now = options.now ?? (() => new Date());
  }

  async research(input: KeywordRequest): Promise<KeywordResponse> {
    const request = normaliseKeywordRequest(input);
    const key = this.cacheKey(request);
    const cached = await this.readCache(key);
    if (cached) return cached;

    const [ai, category] = await Promise.allSettled([
      this.aiSource(request),
      this.categorySource(request),
    ]);
    const failures: string[] = [];
    if (ai.status === 'rejected') {
      this.log.warn({ err: ai.reason as Error }, 'AI keyword source failed');
      failures.push(sourceFailure(ai.reason, 'AI keywords'));
    }
    if (category.status === 'rejected') {
      this.log.error({ err: category.reason as Error }, 'category keyword source failed');
      failures.push('Category keywords could not be read');
    }
    const timestamp = this.now();
    if (ai.status === 'rejected' && category.status === 'rejected') {
      return {
        keywords: [],
        suggestions: [],
        success: false,
        error: `Keyword research failed: ${failures.join('; ')}`,
        timestamp,
        cached: false,
      };
    }
    const fromAi = ai.status === 'fulfilled' ? ai.value : { keywords: [], suggestions: [] };
    const fromCategory =
      category.status === 'fulfilled' ? category.value : { keywords: [], suggestions: [] };
    const response: KeywordResponse = {
      // Measured figures first, so they win over the AI's estimates for a shared term.
      keywords: mergeKeywords(fromCategory.keywords, fromAi.keywords),
      suggestions: mergeSuggestions(fromAi.suggestions, fromCategory.suggestions),
      success: true,
      error: failures.length > 0 ? `Partial results: ${failures.join('; ')}` : null,
      timestamp,
      cached: false,
    };
    // A partial answer is not kept: the next request tries the failed source again.
    if (failures.length === 0) await this.writeCache(key, response);
    return response;
  }

  /** The category's measured keywords, most searched first (SPEC §7 trending_keywords). */
  async trending(categoryText: string, limit = 10): Promise<KeywordResult[]> {
    const category = resolveCategory(categoryText);
    const rows = await this.dataSource.getRepository(TrendingKeywordEntity).find({
      where: { category },
      order: { searchVolume: 'DESC', keyword: 'ASC' },
      take: Math.min(Math.max(1, Math.trunc(limit)), TRENDING_MAX_LIMIT),
    });
    return rows.map((row) => ({
      keyword: row.keyword,
      searchVolume: row.searchVolume,
      competition: row.competition,
      trend: row.trend,
      relevanceScore: null,
      category: row.category,
    }));
  }

  private async aiSource(request: NormalisedKeywordRequest): Promise<SourceResult> {
    if (!this.ai) return { keywords: [], suggestions: [] };
    const text = await this.ai.complete(
      buildKeywordPrompt(
        {
          productName: request.productName,
          category: request.categoryText,
          description: request.description,
          targetMarket: request.targetMarket,
          region: request.region,
        },
        request.category,
      ),
      AbortSignal.timeout(this.timeoutMs),
    );
    const answer = parseKeywordAnswer(text, request.category);
    if (!answer.parsed) {
      this.log.warn(
        { provider: this.ai.name, found: answer.keywords.length },
        'keyword answer was not JSON; keywords taken from its text',
      );
    }
    return answer;
  }

  private async categorySource(request: NormalisedKeywordRequest): Promise<SourceResult> {
    const keywords = await this.trending(request.category, TRENDING_PER_RESEARCH);
    const suggestions = KEYWORD_CATEGORIES[request.category].keywords
      .slice(0, CATEGORY_SUGGESTION_COUNT)
      .map((keyword): KeywordSuggestion => ({
        keyword,
        relevance: null,
        difficulty: null,
        source: 'category_based',
      }));
    return { keywords, suggestions };
  }

  private cacheKey(request: NormalisedKeywordRequest): string {
    const parts = [
      request.productName.toLowerCase(),
      request.category,
      request.categoryText.toLowerCase(),
      request.description.toLowerCase(),
      request.targetMarket.toLowerCase(),
      request.region,
      // An answer without the AI is not the answer with it.
      this.ai?.name ?? 'no-ai',
    ];
    return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
  }

  // A cache that cannot be read is a miss, not a failure: research still answers.
  private async readCache(key: string): Promise<KeywordResponse | null> {
    try {
      const entry = await this.dataSource
        .getRepository(KeywordCacheEntity)
        .findOneBy({ cacheKey: key });
      if (!entry || this.now().getTime() - entry.createdAt.getTime() >= this.cacheTtlMs) {
        return null;
      }
      return {
        keywords: entry.keywords as KeywordResult[],
        suggestions: entry.suggestions as KeywordSuggestion[],
        success: entry.success,
        error: null,
        timestamp: entry.createdAt,
        cached: true,
      };
    } catch (error) {
      this.log.error({ err: error as Error }, 'keyword cache read failed');
      return null;
    }
  }

  private async writeCache(key: string, response: KeywordResponse): Promise<void> {
    try {
      const repository = this.dataSource.getRepository(KeywordCacheEntity);
      await repository.upsert(
        {
          cacheKey: key,
          keywords: response.keywords,
          suggestions: response.suggestions,
          success: response.success,
          createdAt: response.timestamp,
        },
        ['cacheKey'],
      );
      // Expired entries are never read again; drop them as new ones arrive.
      await repository
        .createQueryBuilder()
        .delete()
        .where('created_at < :before', {
          before: new Date(response.timestamp.getTime() - this.cacheTtlMs),
        })
        .execute();
    } catch (error) {
      this.log.error({ err: error as Error }, 'keyword cache write failed');
    }
  }
}

const LIMITS = { productName: 200, category: 100, description: 2000, targetMarket: 200 };

/** Trims the request, applies the defaults (category general, region US), checks sizes. */
export function normaliseKeywordRequest(input: KeywordRequest): NormalisedKeywordRequest {
  const clean = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();
  const productName = clean(input.productName);
  if (!productName) throw new UserInputError('Please enter a product name');
  const categoryText = clean(input.category);
  const description = (input.description ?? '').trim();
  const targetMarket = clean(input.targetMarket);
  for (const [field, value] of Object.entries({
    productName,
    category: categoryText,
    description,
    targetMarket,
  }) as [keyof typeof LIMITS, string][]) {
    if (value.length > LIMITS[field]) {
      throw new UserInputError(`${FIELD_NAMES[field]} must be at most ${LIMITS[field]} characters`);
    }
  }
  const region = clean(input.region).toUpperCase() || 'US';
  if (!/^[A-Z]{2}$/.test(region)) {
    throw new UserInputError('Region must be a two-letter country code, like US or DE');
  }
  return {
    productName,
    category: resolveCategory(categoryText),
    categoryText,
    description,
    targetMarket,
    region,
  };
}

const FIELD_NAMES: Record<keyof typeof LIMITS, string> = {
  productName: 'Product name',
  category: 'Category',
  description: 'Description',
  targetMarket: 'Target market',
};

function sourceFailure(reason: unknown, what: string): string {
  if (reason instanceof ProviderError) return reason.sellerMessage;
  return `${what} failed: ${(reason as Error)?.message || 'Unknown error occurred.'}`;
}
