import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The keyword service's tables: the one-hour answer cache and measured trending keywords. */
export class Keywords1763798400000 implements MigrationInterface {
  name = 'Keywords1763798400000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "keyword_cache" ("cache_key" text NOT NULL, "keywords" jsonb NOT NULL, "suggestions" jsonb NOT NULL, "success" boolean NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_efb6d14b926cb222385e875737e" PRIMARY KEY ("cache_key"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "keyword_cache_created_idx" ON "keyword_cache" ("created_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "trending_keywords" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "category" text NOT NULL, "keyword" text NOT NULL, "search_volume" integer NOT NULL, "competition" text, "trend" text, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "trending_keywords_trend_valid" CHECK (trend IN ('rising', 'stable', 'declining')), CONSTRAINT "trending_keywords_competition_valid" CHECK (competition IN ('low', 'medium', 'high')), CONSTRAINT "PK_980daf050e7823721a85758c060" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "trending_keywords_category_keyword_uq" ON "trending_keywords" ("category", "keyword") `,
    );
    await queryRunner.query(
      `CREATE INDEX "trending_keywords_category_volume_idx" ON "trending_keywords" ("category", "search_volume") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."trending_keywords_category_volume_idx"`);
    await queryRunner.query(`DROP INDEX "public"."trending_keywords_category_keyword_uq"`);
    await queryRunner.query(`DROP TABLE "trending_keywords"`);
    await queryRunner.query(`DROP INDEX "public"."keyword_cache_created_idx"`);
    await queryRunner.query(`DROP TABLE "keyword_cache"`);
  }
}
