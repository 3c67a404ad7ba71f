import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Generate All: batches and their items, one generation record per (batch, item), and the
 * reason a row's last generation failed.
 */
export class Batches1763784000000 implements MigrationInterface {
  name = 'Batches1763784000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "generation_batches" ("owner_user_id" uuid, "owner_guest_id" uuid, "id" uuid NOT NULL DEFAULT gen_random_uuid(), "status" text NOT NULL DEFAULT 'queued', "only_failed" boolean NOT NULL DEFAULT false, "total" integer NOT NULL, "succeeded" integer NOT NULL DEFAULT '0', "failed" integer NOT NULL DEFAULT '0', "skipped" integer NOT NULL DEFAULT '0', "fallback_used" boolean NOT NULL DEFAULT false, "fallback_provider" text, "notice" text, "stop_reason" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "started_at" TIMESTAMP WITH TIME ZONE, "finished_at" TIMESTAMP WITH TIME ZONE, "notified_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "generation_batches_status_valid" CHECK (status IN ('queued', 'running', 'completed', 'cancelled', 'stopped')), CONSTRAINT "generation_batches_one_owner" CHECK ((owner_user_id IS NULL) <> (owner_guest_id IS NULL)), CONSTRAINT "PK_5e8ab91b4aabc776f3f5a9c55f4" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "generation_batches_active_idx" ON "generation_batches"  ("created_at") WHERE status IN ('queued', 'running')`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "generation_batches_one_active_guest" ON "generation_batches"  ("owner_guest_id") WHERE status IN ('queued', 'running') AND owner_guest_id IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "generation_batches_one_active_user" ON "generation_batches"  ("owner_user_id") WHERE status IN ('queued', 'running') AND owner_user_id IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE TABLE "generation_batch_items" ("batch_id" uuid NOT NULL, "item_id" uuid NOT NULL, "position" integer NOT NULL, "state" text NOT NULL DEFAULT 'pending', "error" text, CONSTRAINT "generation_batch_items_state_valid" CHECK (state IN ('pending', 'generating', 'done', 'failed', 'skipped')), CONSTRAINT "PK_79f87a4f02704ab0ece24841ebe" PRIMARY KEY ("batch_id", "item_id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "generation_batch_items_item_idx" ON "generation_batch_items"  ("item_id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "generation_batch_items_next_idx" ON "generation_batch_items"  ("batch_id", "position") WHERE state IN ('pending', 'generating')`,
    );
    await queryRunner.query(`ALTER TABLE "items" ADD "status_message" text`);
    await queryRunner.query(`ALTER TABLE "generation_records" ADD "batch_id" uuid`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "generation_records_batch_item_unique" ON "generation_records"  ("batch_id", "item_id")`,
    );
    await queryRunner.query(
      `ALTER TABLE "generation_batches" ADD CONSTRAINT "FK_0dca6647dd6dbfc94cff0177431" FOREIGN KEY ("owner_user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "generation_batches" ADD CONSTRAINT "FK_b5d98487a6cb7b78add64802adf" FOREIGN KEY ("owner_guest_id") REFERENCES "guest_sessions"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "generation_batch_items" ADD CONSTRAINT "FK_3dd3686f53d53592444b5eecfad" FOREIGN KEY ("batch_id") REFERENCES "generation_batches"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "generation_batch_items" ADD CONSTRAINT "FK_0a00e56713ed37d260dcf662d50" FOREIGN KEY ("item_id") REFERENCES "items"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "generation_records" ADD CONSTRAINT "FK_1080371f82d1d19ff8a612fc875" FOREIGN KEY ("batch_id") REFERENCES "generation_batches"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "generation_records" DROP CONSTRAINT "FK_1080371f82d1d19ff8a612fc875"`,
    );
    await queryRunner.query(
      `ALTER TABLE "generation_batch_items" DROP CONSTRAINT "FK_0a00e56713ed37d260dcf662d50"`,
    );
    await queryRunner.query(
      `ALTER TABLE "generation_batch_items" DROP CONSTRAINT "FK_3dd3686f53d53592444b5eecfad"`,
    );
    await queryRunner.query(
      `ALTER TABLE "generation_batches" DROP CONSTRAINT "FK_b5d98487a6cb7b78add64802adf"`,
    );
    await queryRunner.query(
      `ALTER TABLE "generation_batches" DROP CONSTRAINT "FK_0dca6647dd6dbfc94cff0177431"`,
    );
    await queryRunner.query(`DROP INDEX "generation_records_batch_item_unique"`);
    await queryRunner.query(`ALTER TABLE "generation_records" DROP COLUMN "batch_id"`);
    await queryRunner.query(`ALTER TABLE "items" DROP COLUMN "status_message"`);
    await queryRunner.query(`DROP INDEX "generation_batch_items_next_idx"`);
    await queryRunner.query(`DROP INDEX "generation_batch_items_item_idx"`);
    await queryRunner.query(`DROP TABLE "generation_batch_items"`);
    await queryRunner.query(`DROP INDEX "generation_batches_one_active_user"`);
    await queryRunner.query(`DROP INDEX "generation_batches_one_active_guest"`);
    await queryRunner.query(`DROP INDEX "generation_batches_active_idx"`);
    await queryRunner.query(`DROP TABLE "generation_batches"`);
  }
}
