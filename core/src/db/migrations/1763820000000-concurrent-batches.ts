import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Generate All runs several items of a batch at once on any number of workers: each item a
 * worker takes carries a lease (renewed while it runs) and the worker's id, so a dead worker's
 * items return to the others when the lease lapses.
 */
export class ConcurrentBatches1763820000000 implements MigrationInterface {
  name = 'ConcurrentBatches1763820000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "generation_batch_items" ADD "lease_until" TIMESTAMP WITH TIME ZONE`,
    );
    await queryRunner.query(`ALTER TABLE "generation_batch_items" ADD "worker_id" text`);
    await queryRunner.query(
      `ALTER TABLE "generation_batch_items" ADD "attempts" integer NOT NULL DEFAULT '0'`,
    );
    await queryRunner.query(
      `CREATE INDEX "generation_batch_items_generating_idx" ON "generation_batch_items" ("batch_id", "lease_until") WHERE state = 'generating'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."generation_batch_items_generating_idx"`);
    await queryRunner.query(`ALTER TABLE "generation_batch_items" DROP COLUMN "attempts"`);
    await queryRunner.query(`ALTER TABLE "generation_batch_items" DROP COLUMN "worker_id"`);
    await queryRunner.query(`ALTER TABLE "generation_batch_items" DROP COLUMN "lease_until"`);
  }
}
