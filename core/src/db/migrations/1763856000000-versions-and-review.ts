import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Versions, review mode and "skip unchanged" (issue 16): every description an item has had is
 * kept (item_versions) and can be restored; several versions can be written at once (one
 * generation record each, so the batch's unique index takes the version's number); review
 * mode's state and the rejection's instruction on the item; the fields-and-settings hash of
 * its description; a batch's versions and rewrite options; deleted items keep their versions
 * for Undo.
 */
export class VersionsAndReview1763856000000 implements MigrationInterface {
  name = 'VersionsAndReview1763856000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "item_versions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "item_id" uuid NOT NULL, "record_id" uuid, "description" text NOT NULL, "provider" text, "claim_warnings" jsonb NOT NULL DEFAULT '[]', "length_note" text, "channel_fields" jsonb, "content_hash" text, "origin" text NOT NULL, "instruction" text, "set_id" uuid, "set_index" integer, "set_size" integer, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "item_versions_origin_valid" CHECK (origin IN ('generated', 'earlier')), CONSTRAINT "PK_8132975d9986601108390075a11" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "item_versions_item_created_idx" ON "item_versions" ("item_id", "created_at")`,
    );
    await queryRunner.query(
      `ALTER TABLE "item_versions" ADD CONSTRAINT "FK_8045572a22f3172d3ee5d0fa990" FOREIGN KEY ("item_id") REFERENCES "items"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "item_versions" ADD CONSTRAINT "FK_01a37f2418e8a43e868fd62aa17" FOREIGN KEY ("record_id") REFERENCES "generation_records"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );

    await queryRunner.query(`ALTER TABLE "items" ADD "current_version_id" uuid`);
    await queryRunner.query(`ALTER TABLE "items" ADD "version_count" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(
      `ALTER TABLE "items" ADD "choosing_version" boolean NOT NULL DEFAULT false`,
    );
    await queryRunner.query(`ALTER TABLE "items" ADD "review_state" text`);
    await queryRunner.query(`ALTER TABLE "items" ADD "review_instruction" text`);
    await queryRunner.query(`ALTER TABLE "items" ADD "content_hash" text`);
    await queryRunner.query(
      `ALTER TABLE "items" ADD CONSTRAINT "items_review_state_valid" CHECK (review_state IN ('draft', 'approved', 'rejected'))`,
    );

    await queryRunner.query(
      `ALTER TABLE "generation_records" ADD "variant" integer NOT NULL DEFAULT '0'`,
    );
    await queryRunner.query(`DROP INDEX "generation_records_batch_item_unique"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "generation_records_batch_item_unique" ON "generation_records" ("batch_id", "item_id", "variant")`,
    );

    await queryRunner.query(
      `ALTER TABLE "generation_batches" ADD "versions" integer NOT NULL DEFAULT '1'`,
    );
    await queryRunner.query(
      `ALTER TABLE "generation_batches" ADD "rewrite" boolean NOT NULL DEFAULT false`,
    );
    await queryRunner.query(
      `ALTER TABLE "generation_batches" ADD "force" boolean NOT NULL DEFAULT false`,
    );
    await queryRunner.query(
      `ALTER TABLE "generation_batches" ADD "unchanged_count" integer NOT NULL DEFAULT '0'`,
    );
    await queryRunner.query(
      `ALTER TABLE "prompt_settings" ADD "review_mode" boolean NOT NULL DEFAULT false`,
    );
    await queryRunner.query(
      `ALTER TABLE "deleted_items" ADD "versions" jsonb NOT NULL DEFAULT '[]'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "deleted_items" DROP COLUMN "versions"`);
    await queryRunner.query(`ALTER TABLE "prompt_settings" DROP COLUMN "review_mode"`);
    await queryRunner.query(`ALTER TABLE "generation_batches" DROP COLUMN "unchanged_count"`);
    await queryRunner.query(`ALTER TABLE "generation_batches" DROP COLUMN "force"`);
    await queryRunner.query(`ALTER TABLE "generation_batches" DROP COLUMN "rewrite"`);
    await queryRunner.query(`ALTER TABLE "generation_batches" DROP COLUMN "versions"`);
    await queryRunner.query(`DROP INDEX "generation_records_batch_item_unique"`);
    // Several versions of one (batch, item) cannot stay under the old index: the first stays.
    await queryRunner.query(`DELETE FROM "generation_records" WHERE "variant" > 0`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "generation_records_batch_item_unique" ON "generation_records" ("batch_id", "item_id")`,
    );
    await queryRunner.query(`ALTER TABLE "generation_records" DROP COLUMN "variant"`);
    await queryRunner.query(`ALTER TABLE "items" DROP CONSTRAINT "items_review_state_valid"`);
    await queryRunner.query(`ALTER TABLE "items" DROP COLUMN "content_hash"`);
    await queryRunner.query(`ALTER TABLE "items" DROP COLUMN "review_instruction"`);
    await queryRunner.query(`ALTER TABLE "items" DROP COLUMN "review_state"`);
    await queryRunner.query(`ALTER TABLE "items" DROP COLUMN "choosing_version"`);
    await queryRunner.query(`ALTER TABLE "items" DROP COLUMN "version_count"`);
    await queryRunner.query(`ALTER TABLE "items" DROP COLUMN "current_version_id"`);
    await queryRunner.query(`DROP TABLE "item_versions"`);
  }
}
