import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Descriptions a seller would publish (issue 14): the store currency a price is stated in,
 * the length note a row shows when its fields are too thin for the target, and on each
 * generation record whether a short AI answer was sent back for revision.
 */
export class DescriptionQuality1763812800000 implements MigrationInterface {
  name = 'DescriptionQuality1763812800000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "prompt_settings" ADD "store_currency" text`);
    await queryRunner.query(
      `ALTER TABLE "prompt_settings" ADD CONSTRAINT "prompt_settings_store_currency_code" CHECK (store_currency ~ '^[A-Z]{3}$')`,
    );
    await queryRunner.query(`ALTER TABLE "items" ADD "length_note" text`);
    await queryRunner.query(`ALTER TABLE "generation_records" ADD "revision" text`);
    await queryRunner.query(`ALTER TABLE "generation_records" ADD "length_note" text`);
    await queryRunner.query(
      `ALTER TABLE "generation_records" ADD CONSTRAINT "generation_records_revision_valid" CHECK (revision IN ('kept', 'discarded'))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "generation_records" DROP CONSTRAINT "generation_records_revision_valid"`,
    );
    await queryRunner.query(`ALTER TABLE "generation_records" DROP COLUMN "length_note"`);
    await queryRunner.query(`ALTER TABLE "generation_records" DROP COLUMN "revision"`);
    await queryRunner.query(`ALTER TABLE "items" DROP COLUMN "length_note"`);
    await queryRunner.query(
      `ALTER TABLE "prompt_settings" DROP CONSTRAINT "prompt_settings_store_currency_code"`,
    );
    await queryRunner.query(`ALTER TABLE "prompt_settings" DROP COLUMN "store_currency"`);
  }
}
