import type { DataSource } from 'typeorm';
import type { ProviderEnv } from '../../../../core/src/generation/providers/provider-config';
import type { Logger } from '../../../../core/src/logging/logger';
import { geminiKeywordAi } from '../../../../core/src/keywords/keyword-ai';
import { KeywordService } from '../../../../core/src/keywords/keyword.service';
import { KeywordAccess } from './keywords.access';
import { KeywordsResolver } from './keywords.resolver';

export { KeywordsResolver };

export interface KeywordsEnv extends Pick<
  ProviderEnv,
  'GEMINI_API_KEY' | 'GEMINI_MODEL' | 'GEMINI_BASE_URL' | 'PROVIDER_TIMEOUT_MS'
> {
  KEYWORDS_ENABLED: boolean;
  KEYWORDS_CACHE_TTL_S: number;
  KEYWORDS_GEMINI_MODEL?: string;
}

/**
 * The keyword service wired from the config: Gemini (same key and base URL as description
 * generation) when GEMINI_API_KEY is set, else the category source alone.
 */
export function createKeywords(
  config: KeywordsEnv,
  dataSource: DataSource,
  log: Logger,
): { service: KeywordService; resolver: KeywordsResolver } {
  const ai = config.GEMINI_API_KEY
    ? geminiKeywordAi({
        apiKey: config.GEMINI_API_KEY,
        model: config.KEYWORDS_GEMINI_MODEL ?? config.GEMINI_MODEL,
        baseUrl: config.GEMINI_BASE_URL,
      })
    : null;
  const service = new KeywordService(dataSource, ai, log.child({ component: 'keywords' }), {
    cacheTtlMs: config.KEYWORDS_CACHE_TTL_S * 1000,
    timeoutMs: config.PROVIDER_TIMEOUT_MS,
  });
  const access = new KeywordAccess(dataSource, config.KEYWORDS_ENABLED);
  return { service, resolver: new KeywordsResolver(service, access) };
}
