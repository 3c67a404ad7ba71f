import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One cached keyword research answer (SPEC §7 keyword_cache): the key is a hash of the
 * normalised request, so identical requests within the hour share one AI call.
 */
@Entity({ name: 'keyword_cache' })
export class KeywordCacheEntity {
  @PrimaryColumn({ name: 'cache_key', type: 'text' })
  cacheKey: string;

  @Column({ type: 'jsonb' })
  keywords: unknown[];

  @Column({ type: 'jsonb' })
  suggestions: unknown[];

  @Column({ type: 'boolean' })
  success: boolean;

  /** When the answer was computed; the entry is fresh for KEYWORDS_CACHE_TTL_S after it. */
  @Index('keyword_cache_created_idx')
  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
