import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { UpdatedAtColumn } from '../columns';

/**
 * A measured search term of a category (SPEC §7 trending_keywords). Operators load these
 * from a keyword-data source; the app never makes figures up, so the table starts empty.
 */
@Entity({ name: 'trending_keywords' })
@Check('trending_keywords_competition_valid', "competition IN ('low', 'medium', 'high')")
@Check('trending_keywords_trend_valid', "trend IN ('rising', 'stable', 'declining')")
@Index('trending_keywords_category_volume_idx', ['category', 'searchVolume'])
@Index('trending_keywords_category_keyword_uq', ['category', 'keyword'], { unique: true })
export class TrendingKeywordEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** One of the keyword categories (core/src/keywords/categories.ts), lower case. */
  @Column({ type: 'text' })
  category: string;

  /** Stored lower case, so one term is one row per category. */
  @Column({ type: 'text' })
  keyword: string;

  /** Monthly searches. */
  @Column({ name: 'search_volume', type: 'integer' })
  searchVolume: number;

  @Column({ type: 'text', nullable: true })
  competition: 'low' | 'medium' | 'high' | null;

  @Column({ type: 'text', nullable: true })
  trend: 'rising' | 'stable' | 'declining' | null;

  @UpdatedAtColumn()
  updatedAt: Date;
}
