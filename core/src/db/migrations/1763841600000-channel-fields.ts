import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The marketplace fields a generation writes beside the description (SEO title and
 * description, Amazon bullets and search terms, Etsy tags, one listing title), the fields a
 * seller chose to have written, and what each generation record wrote of them.
 */
export class ChannelFields1763841600000 implements MigrationInterface {
  name = 'ChannelFields1763841600000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "items" ADD "seo_title" text`);
    await queryRunner.query(`ALTER TABLE "items" ADD "seo_description" text`);
    await queryRunner.query(`ALTER TABLE "items" ADD "bullet_points" jsonb NOT NULL DEFAULT '[]'`);
    await queryRunner.query(`ALTER TABLE "items" ADD "search_terms" text`);
    await queryRunner.query(`ALTER TABLE "items" ADD "tags" jsonb NOT NULL DEFAULT '[]'`);
    await queryRunner.query(`ALTER TABLE "items" ADD "marketplace_title" text`);
    await queryRunner.query(
      `ALTER TABLE "prompt_settings" ADD "channel_fields" jsonb NOT NULL DEFAULT '[]'`,
    );
    await queryRunner.query(`ALTER TABLE "generation_records" ADD "channel_fields" jsonb`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "generation_records" DROP COLUMN "channel_fields"`);
    await queryRunner.query(`ALTER TABLE "prompt_settings" DROP COLUMN "channel_fields"`);
    await queryRunner.query(`ALTER TABLE "items" DROP COLUMN "marketplace_title"`);
    await queryRunner.query(`ALTER TABLE "items" DROP COLUMN "tags"`);
    await queryRunner.query(`ALTER TABLE "items" DROP COLUMN "search_terms"`);
    await queryRunner.query(`ALTER TABLE "items" DROP COLUMN "bullet_points"`);
    await queryRunner.query(`ALTER TABLE "items" DROP COLUMN "seo_description"`);
    await queryRunner.query(`ALTER TABLE "items" DROP COLUMN "seo_title"`);
  }
}
