import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The catalogue sameness check: an item whose description shares a long run of words with
 * other items' descriptions, or opens the same way, carries the flag; a batch counts its
 * flagged items.
 */
export class CatalogueSameness1763848800000 implements MigrationInterface {
  name = 'CatalogueSameness1763848800000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "items" ADD "sameness" jsonb`);
    await queryRunner.query(
      `ALTER TABLE "generation_batches" ADD "sameness_flagged" integer NOT NULL DEFAULT 0`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "generation_batches" DROP COLUMN "sameness_flagged"`);
    await queryRunner.query(`ALTER TABLE "items" DROP COLUMN "sameness"`);
  }
}
