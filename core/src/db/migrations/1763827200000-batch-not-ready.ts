import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Generate All lists the rows it passed by because they are not ready to generate (a name, a
 * SKU and details are needed): how many, and the first of them with the reason.
 */
export class BatchNotReady1763827200000 implements MigrationInterface {
  name = 'BatchNotReady1763827200000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "generation_batches" ADD "not_ready_count" integer NOT NULL DEFAULT '0'`,
    );
    await queryRunner.query(
      `ALTER TABLE "generation_batches" ADD "not_ready" jsonb NOT NULL DEFAULT '[]'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "generation_batches" DROP COLUMN "not_ready"`);
    await queryRunner.query(`ALTER TABLE "generation_batches" DROP COLUMN "not_ready_count"`);
  }
}
