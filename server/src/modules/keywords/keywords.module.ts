import { z } from 'zod';
import { geminiKeywordAi } from '../../../../core/src/keywords/keyword-ai';
import { KeywordService } from '../../../../core/src/keywords/keyword.service';
import type { FeatureModule } from '../feature-module';
import { KeywordAccess } from './keywords.access';
import { KeywordsResolver } from './keywords.resolver';

const keywordsEnvShape = {
  /** Opens the Trending Keywords tool to Business users (SPEC §6 ships it locked). */
  KEYWORDS_ENABLED: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** How long a keyword research answer is reused, in seconds (SPEC §9: one hour). */
  KEYWORDS_CACHE_TTL_S: z.coerce.number().int().min(0).default(3600),
  /** Gemini model for keyword research; unset: GEMINI_MODEL. Uses GEMINI_API_KEY and GEMINI_BASE_URL. */
  KEYWORDS_GEMINI_MODEL: z.string().optional(),
};

/**
 * The keyword tool wired from the config: Gemini (same key and base URL as description
 * generation) when GEMINI_API_KEY is set, else the category source alone.
 */
export const keywordsModule: FeatureModule<undefined, typeof keywordsEnvShape> = {
  name: 'keywords',
  resolvers: [KeywordsResolver],
  config: keywordsEnvShape,
  create({ config, dataSource, log }) {
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
    return { resolvers: [new KeywordsResolver(service, access)] };
  },
};
